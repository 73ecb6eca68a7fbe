import type { i18n as I18n } from 'i18next';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { ApiProvider } from '../lib/api';
import { SessionProvider } from '../lib/session';
import type { AppServices } from './bootstrap';
import { PageSpinner } from './page-spinner';
import type { AppRouter } from './router';

export interface AppProps {
  i18n: I18n;
  services: AppServices;
  router: AppRouter;
}

export function App({ i18n, services, router }: AppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ApiProvider api={services.api}>
        <SessionProvider store={services.session}>
          <Suspense fallback={<PageSpinner />}>
            <RouterProvider router={router} />
          </Suspense>
        </SessionProvider>
      </ApiProvider>
    </I18nextProvider>
  );
}
