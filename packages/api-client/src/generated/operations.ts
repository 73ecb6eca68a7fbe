/**
 * GENERATED FILE — do not edit by hand.
 * Per-operation facts the client middleware needs, keyed by "METHOD /path/{template}".
 * Source: packages/api-client/openapi.yaml (the contract). Regenerate with
 * `pnpm --filter @invest/api-client generate`; `check:generated` fails when this file is stale.
 */

export type OperationSecurity = 'user' | 'client' | 'public' | 'optional';

export interface OperationInfo {
  readonly operationId: string;
  readonly security: OperationSecurity;
  readonly idempotencyKey: boolean;
}

export const operationTable: Readonly<Record<string, OperationInfo>> = {
  'POST /oauth/token': { operationId: 'issueToken', security: 'client', idempotencyKey: false },
  'POST /oauth/revoke': { operationId: 'revokeToken', security: 'client', idempotencyKey: false },
  'GET /existsCustomerByUsername': { operationId: 'existsCustomerByUsername', security: 'public', idempotencyKey: false },
  'GET /isRegionValid': { operationId: 'isRegionValid', security: 'public', idempotencyKey: false },
  'GET /companies': { operationId: 'getCompanyByTaxNo', security: 'public', idempotencyKey: false },
  'GET /phone_verify': { operationId: 'requestPhoneVerification', security: 'public', idempotencyKey: false },
  'POST /phone_confirm': { operationId: 'confirmPhone', security: 'public', idempotencyKey: false },
  'POST /newCustomerMinimal': { operationId: 'createCustomer', security: 'public', idempotencyKey: false },
  'POST /confirmEmail': { operationId: 'confirmEmail', security: 'public', idempotencyKey: false },
  'GET /lostPassword': { operationId: 'requestPasswordReset', security: 'public', idempotencyKey: false },
  'POST /passwordReset': { operationId: 'resetPassword', security: 'optional', idempotencyKey: false },
  'GET /customer/{uid}': { operationId: 'getCustomer', security: 'user', idempotencyKey: false },
  'GET /getCustomerByUsername': { operationId: 'getCustomerByUsername', security: 'user', idempotencyKey: false },
  'PUT /updateCustomer/{Id}': { operationId: 'updateCustomer', security: 'user', idempotencyKey: false },
  'PUT /questionnaire/{userId}': { operationId: 'saveQuestionnaireAnswer', security: 'user', idempotencyKey: false },
  'POST /uploadDocuments/{Id}': { operationId: 'uploadDocuments', security: 'user', idempotencyKey: false },
  'POST /tokenRequest/{Id}': { operationId: 'requestVerificationCode', security: 'user', idempotencyKey: false },
  'PUT /twoFactorAuth/{userId}': { operationId: 'enableTwoFactorAuth', security: 'user', idempotencyKey: false },
  'DELETE /twoFactorAuth/{userId}': { operationId: 'disableTwoFactorAuth', security: 'user', idempotencyKey: false },
  'POST /deleteAccount/{userId}': { operationId: 'deleteAccount', security: 'user', idempotencyKey: false },
  'GET /authenticator/{userId}': { operationId: 'getAuthenticator', security: 'user', idempotencyKey: false },
  'PUT /authenticator/{userId}': { operationId: 'confirmAuthenticator', security: 'user', idempotencyKey: false },
  'POST /authenticator/{userId}': { operationId: 'startAuthenticatorEnrolment', security: 'user', idempotencyKey: false },
  'DELETE /authenticator/{userId}': { operationId: 'removeAuthenticator', security: 'user', idempotencyKey: false },
  'GET /sessions/{userId}': { operationId: 'listSessions', security: 'user', idempotencyKey: false },
  'DELETE /sessions/{userId}': { operationId: 'endOtherSessions', security: 'user', idempotencyKey: false },
  'DELETE /session/{sessionId}': { operationId: 'endSession', security: 'user', idempotencyKey: false },
  'GET /notifications/{userId}': { operationId: 'listNotifications', security: 'user', idempotencyKey: false },
  'POST /notifications/{userId}/read': { operationId: 'markNotificationsRead', security: 'user', idempotencyKey: false },
  'GET /balanceHistory': { operationId: 'getBalanceHistory', security: 'user', idempotencyKey: false },
  'GET /availableFundsHistory': { operationId: 'getAvailableFundsHistory', security: 'user', idempotencyKey: false },
  'GET /earningsHistory': { operationId: 'getEarningsHistory', security: 'user', idempotencyKey: false },
  'GET /roiHistory': { operationId: 'getRoiHistory', security: 'user', idempotencyKey: false },
  'GET /returns': { operationId: 'getReturns', security: 'user', idempotencyKey: false },
  'GET /accountBalance': { operationId: 'getAccountBalance', security: 'user', idempotencyKey: false },
  'GET /investments': { operationId: 'listInvestments', security: 'user', idempotencyKey: false },
  'GET /investments/latest': { operationId: 'listLatestInvestments', security: 'user', idempotencyKey: false },
  'GET /investments/stats': { operationId: 'getInvestmentStats', security: 'user', idempotencyKey: false },
  'GET /investments/{id}': { operationId: 'getInvestment', security: 'user', idempotencyKey: false },
  'GET /investments/{id}/contract-template': { operationId: 'downloadContractTemplate', security: 'user', idempotencyKey: false },
  'GET /originators': { operationId: 'listOriginatorNames', security: 'user', idempotencyKey: false },
  'GET /originators/{id}': { operationId: 'getOriginator', security: 'user', idempotencyKey: false },
  'GET /user_investments': { operationId: 'listUserInvestments', security: 'user', idempotencyKey: false },
  'POST /user_investments': { operationId: 'createUserInvestment', security: 'user', idempotencyKey: true },
  'GET /user_investments/latest': { operationId: 'listLatestUserInvestments', security: 'user', idempotencyKey: false },
  'GET /user_investments/{id}': { operationId: 'getUserInvestment', security: 'user', idempotencyKey: false },
  'DELETE /user_investments/{id}': { operationId: 'cancelUserInvestment', security: 'user', idempotencyKey: true },
  'GET /user_investments/{id}/contract': { operationId: 'downloadUserInvestmentContract', security: 'user', idempotencyKey: false },
  'GET /user_investments/{id}/schedule': { operationId: 'getUserInvestmentSchedule', security: 'user', idempotencyKey: false },
  'GET /deposits/{userId}': { operationId: 'listDeposits', security: 'user', idempotencyKey: false },
  'GET /depositInstructions/{userId}': { operationId: 'getDepositInstructions', security: 'user', idempotencyKey: false },
  'GET /withdrawals/{userId}': { operationId: 'listWithdrawals', security: 'user', idempotencyKey: false },
  'POST /withdrawals/{userId}': { operationId: 'createWithdrawal', security: 'user', idempotencyKey: true },
  'POST /withdrawals/{userId}/{withdrawalId}/cancel': { operationId: 'cancelWithdrawal', security: 'user', idempotencyKey: true },
  'GET /payoutAccount/{userId}': { operationId: 'getPayoutAccount', security: 'user', idempotencyKey: false },
  'PUT /payoutAccount/{userId}': { operationId: 'changePayoutAccount', security: 'user', idempotencyKey: false },
  'GET /accountHistory': { operationId: 'getAccountHistory', security: 'user', idempotencyKey: false },
  'GET /incomeStatement': { operationId: 'downloadIncomeStatement', security: 'user', idempotencyKey: false },
  'GET /accountHistory/export': { operationId: 'exportAccountHistory', security: 'user', idempotencyKey: false },
  'GET /userAutoInvests/{userId}': { operationId: 'getAutoInvest', security: 'user', idempotencyKey: false },
  'POST /userAutoInvests/{userId}': { operationId: 'setAutoInvest', security: 'user', idempotencyKey: false },
  'DELETE /userAutoInvests/{userId}': { operationId: 'deleteAutoInvest', security: 'user', idempotencyKey: false },
  'POST /userAutoInvests/{userId}/preview': { operationId: 'previewAutoInvest', security: 'user', idempotencyKey: false },
  'GET /statistics/funds_daily_stats': { operationId: 'getFundsDailyStats', security: 'public', idempotencyKey: false },
  'GET /statistics/interests_daily_stats': { operationId: 'getInterestsDailyStats', security: 'public', idempotencyKey: false },
  'GET /statistics/investment_type_ratios': { operationId: 'getInvestmentTypeRatios', security: 'public', idempotencyKey: false },
  'GET /dev/outbox': { operationId: 'listDevOutbox', security: 'public', idempotencyKey: false },
  'POST /dev/simulate': { operationId: 'simulateDays', security: 'public', idempotencyKey: false },
};
