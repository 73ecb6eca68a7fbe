/**
 * Money out: the withdrawal with its code and reservation, payout batches with four-eyes,
 * pain.001, executed and rejected lines. What other modules and the composition root may use of
 * it; nothing else of the module is to be imported from outside it.
 */
export { withdrawalsModule } from './module.ts';
export { createWithdrawal } from './withdrawals.ts';
/** For the camt import: the bank's return of a payout line in a statement declines it at once (no four-eyes). */
export { returnPayoutLine, type PayoutReturn } from './payouts.ts';
/**
 * For the deposits module: a third-party payment returned to its payer through the payout file
 * (decision 0019) — the operator's call, whether a payment is being returned (its booking then
 * refuses), its latest return for the review list, and the bank's return of such a line in a statement.
 */
export {
  latestReturns,
  payerReturnLive,
  returnPayerReturnLine,
  returnThirdPartyPayment,
  type PayerReturnView,
} from './payer-returns.ts';
