import type { Schemas } from '@invest/api-client';

export type PayoutBatch = Schemas['PayoutBatch'];
export type PayoutBatchState = Schemas['PayoutBatchState'];

/** The batch's state as GET /ops/payouts names it, read from the batch itself (the detail call). */
export function payoutBatchState(batch: PayoutBatch): PayoutBatchState {
  if (batch.declinedBy !== null && batch.declinedBy !== undefined) return 'DECLINED';
  if (batch.approvedBy === null) return 'AWAITING_APPROVAL';
  // Its withdrawals and its returns to third-party payers (decision 0019) alike.
  return [...batch.lines, ...batch.returnLines].some((line) => line.status === 'SENT')
    ? 'APPROVED'
    : 'CONFIRMED';
}

export type FourEyesView =
  /** The maker of a batch awaiting approval: only a second operator may approve it. */
  | 'waiting'
  /** Another operator, with the batch awaiting approval: approve or decline. */
  | 'approve'
  /** Approved: the file and the lines' outcomes. */
  | 'pay-out'
  /** Confirmed or declined: nothing left to do. */
  | 'closed';

/** What the signed-in operator may do with the batch (four-eyes: the maker never approves). */
export function fourEyesView(batch: PayoutBatch, operatorId: number): FourEyesView {
  const state = payoutBatchState(batch);
  if (state === 'AWAITING_APPROVAL') return batch.createdBy === operatorId ? 'waiting' : 'approve';
  return state === 'APPROVED' ? 'pay-out' : 'closed';
}

/** The tone of a state's bullet: green once the money reached the investors. */
export const STATE_BULLET: Record<PayoutBatchState, string> = {
  AWAITING_APPROVAL: 'PENDING',
  APPROVED: 'ACTIVE',
  CONFIRMED: 'PROCESSED',
  DECLINED: 'DECLINED',
};

/** What making, approving, declining or confirming a batch changes on the payouts page. */
export const PAYOUT_LISTS = ['/ops/withdrawals', '/ops/withdrawals/totals', '/ops/payouts'] as const;
