import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, RouterProvider } from 'react-router-dom';

// The reference of `pnpm bench`: React 19 and react-router's data router with one lazy route, nothing
// else. The app's initial JavaScript is compared against what this needs.
const router = createBrowserRouter([
  {
    element: <Outlet />,
    children: [
      { index: true, element: <Link to="/about">About</Link> },
      { path: 'about', lazy: async () => ({ Component: (await import('./about')).About }) },
    ],
  },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
