export { adoptUrlCredentials, type Credentials } from './credentials';
export {
  createSessionStore,
  SessionError,
  type SessionApi,
  type SessionState,
  type SessionStore,
} from './session-store';
export { SessionProvider, useSession, useSessionStore, useSignedIn } from './session-context';
export { DEFAULT_SIGNED_IN_PATH } from './redirect';
