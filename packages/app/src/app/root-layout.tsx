import { Outlet } from 'react-router-dom';
import { RouteEffects } from './route-effects';

export function RootLayout() {
  return (
    <>
      <RouteEffects />
      <Outlet />
    </>
  );
}
