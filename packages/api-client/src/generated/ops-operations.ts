/**
 * GENERATED FILE — do not edit by hand.
 * The operator calls that take an Idempotency-Key, keyed by "METHOD /path/{template}".
 * Source: packages/api-client/openapi.yaml (the contract). Regenerate with
 * `pnpm --filter @invest/api-client generate`; `check:generated` fails when this file is stale.
 */

export const opsIdempotentOperations: ReadonlySet<string> = new Set([
  'POST /ops/statements',
  'POST /ops/suspense/{id}/assign',
  'POST /ops/third-party-payments/{id}/book',
  'POST /ops/third-party-payments/{id}/return',
  'POST /ops/held-credit-approvals/{id}/approve',
  'POST /ops/held-credit-approvals/{id}/decline',
  'POST /ops/payouts',
  'POST /ops/payouts/{id}/confirm',
  'POST /ops/payout-rejections/{id}/approve',
  'POST /ops/payout-rejections/{id}/decline',
  'POST /ops/receivables/{id}/repayments',
  'POST /ops/repayments/{id}/approve',
  'POST /ops/repayments/{id}/decline',
  'POST /ops/receivables/{id}/delays',
  'POST /ops/receivables/{id}/extensions',
  'POST /ops/receivables/{id}/loss-events',
  'POST /ops/receivables/{id}/non-payment',
  'POST /ops/investors/{id}/deductions',
  'POST /ops/deductions/{id}/approve',
  'POST /ops/deductions/{id}/reject',
  'POST /ops/payouts/{id}/approve',
  'POST /ops/payouts/{id}/decline',
]);
