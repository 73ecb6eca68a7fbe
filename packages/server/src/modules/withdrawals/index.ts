/**
 * Money out: the withdrawal with its code and reservation, payout batches with four-eyes,
 * pain.001, executed and rejected lines. What other modules and the composition root may use of
 * it; nothing else of the module is to be imported from outside it.
 */
export { withdrawalsModule } from './module.ts';
export { createWithdrawal } from './withdrawals.ts';
/** For the camt import: the bank's return of a payout line in a statement declines it at once (no four-eyes). */
export { returnPayoutLine, type PayoutReturn } from './payouts.ts';
