export {
  WEB_CLIENT_AUTHORIZATION,
  authorizationValue,
  IDEMPOTENCY_KEY_HEADER,
  createApiClient,
  idempotencyHeaders,
  isIdempotencyKey,
  newIdempotencyKey,
} from './client.js';
export type {
  ApiCalls,
  ApiClient,
  ApiClientOptions,
  ApiHelpers,
  Credentials,
  DownloadParams,
  DownloadPath,
  DownloadedFile,
  Language,
} from './client.js';
export { filenameFromContentDisposition } from './content-disposition.js';
export { ApiRequestError, isErrorKey, toApiError, unwrap } from './errors.js';
export type { ApiError, ErrorKey, ToApiErrorOptions } from './errors.js';
export { operationTable } from './generated/operations.js';
export { EMAIL_PATTERN, EMAIL_PATTERN_SOURCE } from './generated/patterns.js';
export type { OperationInfo, OperationSecurity } from './generated/operations.js';
// The option sets of the contract as runtime arrays (selects, validation, translations).
export {
  accountHistoryTypeValues,
  accountSummaryFrequencyValues,
  autoInvestTypeValues,
  availableIncomePercentValues,
  companyAnnualIncomeValues,
  companySizeValues,
  companyTypeValues,
  counterpartyOriginValues,
  documentTypeValues,
  economicActivityValues,
  errorKeyValues,
  investmentTypeValues,
  investorTypeValues,
  languageValues,
  loanTypeValues,
  notificationTypeValues,
  personalAnnualIncomeValues,
  protectionTypeValues,
  sourceOfFundsValues,
  strategyCountryValues,
  termBucketValues,
  transactionStatusValues,
  verificationTokenTypeValues,
} from './generated/schema.js';
export type * from './types.js';
export type * from './operation-types.js';
