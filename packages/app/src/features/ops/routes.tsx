import { Navigate, type RouteObject } from 'react-router-dom';

/*
 * The back office under /ops (DESIGN §1): every module here is a lazy chunk of its own, so nothing of
 * the console reaches an investor's bundles (scripts/check-bundle.mjs checks it). This file holds
 * only the route table.
 */
export const opsRoutes: RouteObject[] = [
  {
    path: 'ops',
    lazy: async () => ({ Component: (await import('./ops-root')).OpsRoot }),
    children: [
      {
        path: 'login',
        lazy: async () => ({ Component: (await import('./login-page')).OpsLoginPage }),
      },
      {
        lazy: async () => ({ Component: (await import('./ops-shell')).OpsShell }),
        children: [
          // The first queue of an operator's day (OPS_HOME), relative so no console path is spelled here.
          { index: true, element: <Navigate to="identity" replace /> },
          // Sections (each its own chunks):
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./ops-shell')).OpsNotFound }),
          },
        ],
      },
    ],
  },
];
