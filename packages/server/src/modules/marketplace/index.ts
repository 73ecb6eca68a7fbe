/**
 * Receivables and originators, buying and cancelling, the life of a receivable (accrual,
 * repayment, delay, extension, loss, buyback, collection) and the assignment contracts. What
 * other modules and the composition root may use of it; nothing else of the module is to be
 * imported from outside it.
 */
export { accruedInterestCents, bpToPercent, daysBetween, percentToBp } from './interest.ts';
export { receivablesDayJob, receivablesDueToday, runReceivablesDay, SYSTEM, taxCents } from './lifecycle.ts';
export type { LifecycleDeps, LifecycleStep } from './lifecycle.ts';
export {
  cancellationConfirmationBinding,
  purchaseConfirmationBinding,
  sendCancellationCode,
  sendPurchaseCode,
} from './confirmations.ts';
export { openSql } from './marketplace.ts';
export { marketplaceModule } from './module.ts';
export { buyReceivable, MIN_PURCHASE_CENTS } from './purchases.ts';
export { recordRepayment } from './repayments.ts';
