/**
 * The ledger (migrations/0002_ledger.sql): postings through post_ledger_transaction(), system,
 * investor and originator accounts, an investor's balances in one snapshot, the nightly reconciliation. What
 * other modules and the composition root may use of it; nothing else of the module is to be
 * imported from outside it.
 */
export { investorBalance, totalBalanceCents } from './balances.ts';
export {
  investorCashAccountId,
  originatorAccountId,
  postSpending,
  postTransaction,
  INSUFFICIENT_FUNDS,
  postingCall,
  refusingOverdraft,
  systemAccountId,
} from './ledger.ts';
export type { InvestorLedgerKind, LedgerKind } from './ledger.ts';
export { reconciliationJob } from './reconcile.ts';
