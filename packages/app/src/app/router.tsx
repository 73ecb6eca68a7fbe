import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { opsRoutes } from '../features/ops/routes';
import { registrationRoutes } from '../features/registration/routes';
import type { PublicFrameHandle } from '../features/shell/public-shell';
import type { ApiOnDemandHandle } from './bootstrap';
import { RequireSession, SignedOutOnly } from './guards';
import { PageSpinner } from './page-spinner';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/*
 * Every screen is its own chunk (route.lazy), so the first load carries only the router, the
 * session and the public frame; the login screen's code follows in parallel.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    // Any error below (a failed chunk load after a deploy, a render error) lands here, never on
    // react-router's default screen.
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        lazy: async () => ({ Component: (await import('../features/shell/public-shell')).PublicShell }),
        children: [
          // /terms: the terms of use as a page (its path is not shown in the product, SPEC §2), asking
          // the public shell for the wide card the running text needs.
          {
            path: 'terms',
            handle: { publicFrame: { size: 'lg' } } satisfies PublicFrameHandle,
            lazy: async () => ({ Component: (await import('../features/terms/terms-page')).default }),
          },
          // /help/roi: what the dashboard's ROI is, with a worked example (public like the terms).
          {
            path: 'help/roi',
            handle: { publicFrame: { size: 'lg' } } satisfies PublicFrameHandle,
            lazy: async () => ({ Component: (await import('../features/roi-help/roi-help-page')).default }),
          },
          // /performance: the platform performance page without login (its calls carry no authorization).
          {
            path: 'performance',
            handle: { publicFrame: { size: 'lg', surface: 'plain' } } satisfies PublicFrameHandle,
            lazy: async () => ({
              Component: (await import('../features/performance/performance-page')).PerformancePage,
            }),
          },
          {
            element: <SignedOutOnly />,
            children: [
              {
                index: true,
                // The login page loads the API client when it is sent (docs/decisions/0006).
                handle: { apiOnDemand: true } satisfies ApiOnDemandHandle,
                lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
              },
            ],
          },
          {
            path: 'lost-password',
            lazy: async () => ({
              Component: (await import('../features/auth/lost-password-page')).LostPasswordPage,
            }),
          },
          {
            path: 'sent-confirmation',
            lazy: async () => ({
              Component: (await import('../features/auth/sent-confirmation-page')).SentConfirmationPage,
            }),
          },
          {
            path: 'password-reset/:id',
            lazy: async () => ({
              Component: (await import('../features/auth/password-reset-page')).PasswordResetPage,
            }),
          },
          {
            path: 'register',
            lazy: async () => ({
              Component: (await import('../features/register-entry/register-entry-page')).RegisterEntryPage,
            }),
          },
          {
            path: 'registration/complete',
            lazy: async () => ({
              Component: (await import('../features/registration-complete/registration-complete-page'))
                .RegistrationCompletePage,
            }),
          },
          {
            path: '*',
            handle: { publicFrame: { size: 'md', surface: 'plain' } } satisfies PublicFrameHandle,
            lazy: async () => ({
              Component: (await import('../features/not-found/not-found-page')).NotFoundPage,
            }),
          },
        ],
      },
      // The wizard's steps draw their own public frame (WizardLayout), so they sit beside the shell.
      ...registrationRoutes,
      // The operator's back office: its own sign-in, frame and chunks.
      ...opsRoutes,
      {
        path: 'u',
        element: <RequireSession />,
        children: [
          // SPEC: /u/ goes to /, which sends a signed-in investor on to the dashboard.
          { index: true, element: <Navigate to="/" replace /> },
          {
            lazy: async () => ({ Component: (await import('../features/shell/user-shell')).UserShell }),
            children: [
              {
                path: 'dashboard',
                lazy: async () => ({
                  Component: (await import('../features/dashboard/dashboard-page')).DashboardPage,
                }),
              },
              {
                path: 'deposits',
                lazy: async () => ({
                  Component: (await import('../features/wallet/wallet-page')).WalletPage,
                }),
              },
              {
                path: 'investments',
                lazy: async () => ({
                  Component: (await import('../features/investments/investments-page')).InvestmentsPage,
                }),
              },
              {
                path: 'investments/:id',
                lazy: async () => ({
                  Component: (await import('../features/investments/new-investment-page')).NewInvestmentPage,
                }),
              },
              {
                path: 'originators/:id',
                lazy: async () => ({
                  Component: (await import('../features/originators/originator-page')).OriginatorPage,
                }),
              },
              {
                path: 'auto-invest-strategies',
                lazy: async () => ({
                  Component: (await import('../features/auto-invest/strategies-page'))
                    .AutoInvestStrategiesPage,
                }),
              },
              {
                path: 'custom-invest-strategy',
                lazy: async () => ({
                  Component: (await import('../features/auto-invest/custom-strategy-page'))
                    .CustomInvestStrategyPage,
                }),
              },
              {
                path: 'notifications',
                lazy: async () => ({
                  Component: (await import('../features/shell/notifications-page')).NotificationsPage,
                }),
              },
              {
                path: 'my-investments',
                lazy: async () => ({
                  Component: (await import('../features/my-investments/my-investments-page'))
                    .MyInvestmentsPage,
                }),
              },
              {
                path: 'my-investments/:id',
                lazy: async () => ({
                  Component: (await import('../features/my-investments/my-investment-page')).MyInvestmentPage,
                }),
              },
              {
                path: 'account',
                lazy: async () => ({
                  Component: (await import('../features/account/account-page')).AccountPage,
                }),
              },
              {
                path: 'performance',
                lazy: async () => ({
                  Component: (await import('../features/performance/performance-page')).PerformancePage,
                }),
              },
              {
                path: 'account/financial-information/*',
                lazy: async () => ({
                  Component: (await import('../features/account/questionnaire/questionnaire-page'))
                    .QuestionnairePage,
                }),
              },
              {
                path: 'change-password',
                lazy: async () => ({
                  Component: (await import('../features/account/change-password-page')).ChangePasswordPage,
                }),
              },
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('../features/not-found/not-found-page')).NotFoundPage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
