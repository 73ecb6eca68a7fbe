import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { DEFAULT_SIGNED_IN_PATH, useSession, useSessionStore } from '../lib/session';
import { PageSpinner } from './page-spinner';

/**
 * The signed-in area (/u/*). Signed-out visitors go to the login page; the path they asked for was
 * already remembered by the session (at start-up or on expiry), never here: after a logout the next
 * person to log in must not be sent to where the previous one was.
 */
export function RequireSession() {
  const session = useSession();
  const store = useSessionStore();
  const signedIn = session.status === 'signed-in';
  useEffect(() => {
    if (signedIn) store.arrived();
  }, [signedIn, store]);
  if (session.status === 'restoring') return <PageSpinner />;
  if (session.status === 'signed-out') return <Navigate to="/" replace />;
  return <Outlet />;
}

/**
 * The login page is for signed-out visitors. Right after a login this pushes the landing path (a
 * real page view); a signed-in visitor who comes back to / is replaced onto the dashboard.
 */
export function SignedOutOnly() {
  const session = useSession();
  if (session.status === 'restoring') return <PageSpinner />;
  if (session.status === 'signed-in') {
    return session.landing ? (
      <Navigate to={session.landing} />
    ) : (
      <Navigate to={DEFAULT_SIGNED_IN_PATH} replace />
    );
  }
  return <Outlet />;
}
