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
            path: 'identity',
            lazy: async () => ({
              Component: (await import('./identity/identity-queue-page')).IdentityQueuePage,
            }),
          },
          {
            path: 'identity/:id',
            lazy: async () => ({
              Component: (await import('./identity/identity-review-page')).IdentityReviewPage,
            }),
          },
          {
            path: 'investors',
            lazy: async () => ({ Component: (await import('./investors/investors-page')).InvestorsPage }),
          },
          {
            path: 'investors/:id',
            lazy: async () => ({ Component: (await import('./investors/investor-page')).InvestorPage }),
          },
          {
            path: 'payout-rejections',
            lazy: async () => ({
              Component: (await import('./payouts/rejections-page')).PayoutRejectionsPage,
            }),
          },
          {
            path: 'deductions',
            lazy: async () => ({ Component: (await import('./deductions/deductions-page')).DeductionsPage }),
          },
          {
            path: 'bank',
            lazy: async () => ({ Component: (await import('./bank/bank-page')).BankPage }),
          },
          {
            path: 'bank/approvals',
            lazy: async () => ({
              Component: (await import('./bank/approvals-page')).HeldCreditApprovalsPage,
            }),
          },
          {
            path: 'payouts',
            lazy: async () => ({ Component: (await import('./payouts/payouts-page')).PayoutsPage }),
          },
          {
            path: 'payouts/:id',
            lazy: async () => ({ Component: (await import('./payouts/payout-batch-page')).PayoutBatchPage }),
          },
          {
            path: 'originators',
            lazy: async () => ({
              Component: (await import('./originators/originators-page')).OriginatorsPage,
            }),
          },
          {
            path: 'receivables',
            lazy: async () => ({
              Component: (await import('./receivables/receivables-page')).ReceivablesPage,
            }),
          },
          {
            path: 'repayments',
            lazy: async () => ({
              Component: (await import('./receivables/repayments-page')).RepaymentsPage,
            }),
          },
          {
            path: 'receivables/new',
            lazy: async () => ({
              Component: (await import('./receivables/new-receivable-page')).NewReceivablePage,
            }),
          },
          {
            path: 'receivables/:id',
            lazy: async () => ({ Component: (await import('./receivables/receivable-page')).ReceivablePage }),
          },
          {
            path: 'sms',
            lazy: async () => ({ Component: (await import('./sms/sms-failures-page')).SmsFailuresPage }),
          },
          {
            path: 'operators',
            lazy: async () => ({ Component: (await import('./operators/operators-page')).OperatorsPage }),
          },
          {
            path: 'security',
            lazy: async () => ({ Component: (await import('./security/my-security-page')).MySecurityPage }),
          },
          {
            path: 'audit',
            lazy: async () => ({ Component: (await import('./audit/audit-page')).AuditPage }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./ops-shell')).OpsNotFound }),
          },
        ],
      },
    ],
  },
];
