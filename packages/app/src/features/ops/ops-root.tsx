import { Outlet } from 'react-router-dom';
import { OpsApiProvider } from './ops-api';
import { useOperatorSession } from './session';

/**
 * The root of `/ops`: the operator's client and its own data cache under every console page (the
 * sign-in included). A new operator session starts a new cache.
 */
export function OpsRoot() {
  const session = useOperatorSession();
  return (
    <OpsApiProvider sessionKey={session ? `${session.operatorId}:${session.expiresAt}` : 'signed-out'}>
      <Outlet />
    </OpsApiProvider>
  );
}
