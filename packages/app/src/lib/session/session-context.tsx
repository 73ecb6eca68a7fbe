import type { User } from '@invest/api-client';
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionState, SessionStore } from './session-store';

const SessionContext = createContext<SessionStore<User> | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore<User>; children: ReactNode }) {
  return <SessionContext value={store}>{children}</SessionContext>;
}

/** The session store, for actions (login, logout, expire). */
export function useSessionStore(): SessionStore<User> {
  const store = use(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>');
  return store;
}

/** The current session state; re-renders when it changes. */
export function useSession(): SessionState<User> {
  const store = useSessionStore();
  // The prerender and hydration read the same store (signed out there, as the visitor is).
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}

/** The signed-in user; only for components under the /u guard. */
export function useSignedIn() {
  const state = useSession();
  if (state.status !== 'signed-in') throw new Error('useSignedIn must be used inside the signed-in area');
  return state;
}
