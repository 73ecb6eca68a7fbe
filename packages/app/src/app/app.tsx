import type { i18n as I18n } from 'i18next';
import { Suspense, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ApiProvider } from '../lib/api/api-context';
import { SessionProvider } from '../lib/session';
import type { AppServices } from './bootstrap';
import { PageSpinner } from './page-spinner';
import type { AppRouter } from './router';

export interface AppProps {
  i18n: I18n;
  services: AppServices;
  router: AppRouter;
  /** Called once the page is on screen and React owns it (after hydration, too). */
  onMounted?: () => void;
}

function Mounted({ onMounted }: { onMounted?: (() => void) | undefined }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return null;
}

/**
 * Everything around the router: the browser (App) and the prerender (prerender.tsx) share it, so
 * both render the same tree (hydration needs that, down to useId).
 */
export function AppProviders({
  i18n,
  services,
  onMounted,
  children,
}: Omit<AppProps, 'router'> & { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ApiProvider source={services.api}>
        <SessionProvider store={services.session}>
          <Suspense fallback={<PageSpinner />}>
            {children}
            {/* In the same boundary as the page: its effect runs when the page has hydrated. */}
            <Mounted onMounted={onMounted} />
          </Suspense>
        </SessionProvider>
      </ApiProvider>
    </I18nextProvider>
  );
}

export function App({ i18n, services, router, onMounted }: AppProps) {
  return (
    <AppProviders i18n={i18n} services={services} onMounted={onMounted}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
