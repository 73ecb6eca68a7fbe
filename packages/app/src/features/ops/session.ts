import { useSyncExternalStore } from 'react';

/**
 * The operator's sign-in, kept apart from the investor's credentials (another storage key, another
 * header): an operator token only works on `/ops/…` calls and an investor's never does, so the two
 * never stand in for each other. It lives in sessionStorage — a back-office session ends with the
 * browser tab, not when an investor on the same machine signs in.
 */
export interface OperatorSession {
  /** `Bearer <token>`, sent on every operator call. */
  authorization: string;
  operatorId: number;
  /** The e-mail the operator signed in with (the header shows it). */
  email: string;
  /** Epoch milliseconds when the token ends (from `expires_in`). */
  expiresAt: number;
}

export const OPERATOR_SESSION_KEY = 'operatorSession';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; session: OperatorSession | null } = { raw: null, session: null };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function parse(raw: string | null): OperatorSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<OperatorSession>;
    if (
      typeof value.authorization === 'string' &&
      typeof value.operatorId === 'number' &&
      typeof value.email === 'string' &&
      typeof value.expiresAt === 'number'
    )
      return value as OperatorSession;
  } catch {
    // A damaged entry is no session.
  }
  return null;
}

/** The stored operator session, or null (also once its token has ended). */
export function readOperatorSession(now = Date.now()): OperatorSession | null {
  const raw = storage()?.getItem(OPERATOR_SESSION_KEY) ?? null;
  if (raw !== cached.raw) cached = { raw, session: parse(raw) };
  return cached.session && cached.session.expiresAt > now ? cached.session : null;
}

let endedByExpiry = false;

/** Stores the session, or ends it (`expired`: the service no longer knew the token). */
export function writeOperatorSession(
  session: OperatorSession | null,
  options: { expired?: boolean } = {},
): void {
  const store = storage();
  if (session) store?.setItem(OPERATOR_SESSION_KEY, JSON.stringify(session));
  else store?.removeItem(OPERATOR_SESSION_KEY);
  endedByExpiry = !session && options.expired === true;
  for (const listener of listeners) listener();
}

/** Whether the last session ended because its token expired (the sign-in then says so). */
export function sessionExpired(): boolean {
  return endedByExpiry;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in operator, re-rendering on sign-in and sign-out. */
export function useOperatorSession(): OperatorSession | null {
  return useSyncExternalStore(subscribe, readOperatorSession, () => null);
}

/** The session a token response starts (its end computed from `expires_in` on this clock). */
export function operatorSessionFrom(
  token: { token_type: string; access_token: string; operatorId: number; expires_in: number },
  email: string,
): OperatorSession {
  return {
    authorization: `${token.token_type} ${token.access_token}`,
    operatorId: token.operatorId,
    email,
    expiresAt: Date.now() + token.expires_in * 1000,
  };
}
