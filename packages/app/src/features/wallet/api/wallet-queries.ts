import { useApiMutation, useApiQuery } from '../../../lib/api';
import { useApiLoadMore } from '../../../lib/api/load-more';

/** GET /depositInstructions/{userId}: where and how the investor pays in (bank details, reference, QR text). */
export function useDepositInstructions(userId: number) {
  // The details change only when the operator's bank account does: no refetch on every focus.
  return useApiQuery('/depositInstructions/{userId}', { path: { userId } }, { revalidateOnFocus: false });
}

/** GET /deposits/{userId}, newest first, 20 a page (SPEC §9); a shorter page ends the list. */
export function useDeposits(userId: number) {
  return useApiLoadMore('/deposits/{userId}', {
    path: { userId },
    query: { sort: 'date', direction: 'desc' },
  });
}

/** GET /accountBalance: the withdraw card's figures and `maxWithdrawal`; the tables' total rows. */
export function useAccountBalance() {
  return useApiQuery('/accountBalance');
}

/** GET /withdrawals/{userId}, newest first, 20 a page (SPEC §9); a shorter page ends the list. */
export function useWithdrawals(userId: number) {
  return useApiLoadMore('/withdrawals/{userId}', {
    path: { userId },
    query: { sort: 'date', direction: 'desc' },
  });
}

/**
 * POST /withdrawals/{userId}: one Idempotency-Key per withdrawal the investor confirms (a retry of the
 * same request reuses it). A withdrawal reserves the amount at once, so the balance and the list are
 * read again; the account history gains the entry too.
 */
export function useCreateWithdrawal() {
  return useApiMutation('post', '/withdrawals/{userId}', {
    revalidates: ['/accountBalance', '/withdrawals/{userId}', '/accountHistory'],
    fallbackErrorKey: 'something-wrong',
  });
}

/**
 * POST /withdrawals/{userId}/{withdrawalId}/cancel: one Idempotency-Key per cancellation; the
 * reservation returns to the available funds, so the balance, the list and the history are read again.
 */
export function useCancelWithdrawal() {
  return useApiMutation('post', '/withdrawals/{userId}/{withdrawalId}/cancel', {
    revalidates: ['/accountBalance', '/withdrawals/{userId}', '/accountHistory'],
    fallbackErrorKey: 'something-wrong',
  });
}

/** POST /tokenRequest/{Id} (`WITHDRAWAL_CONFIRMATION`): the SMS code bound to the amount (and the main account). */
export function useRequestWithdrawalCode() {
  return useApiMutation('post', '/tokenRequest/{Id}', { fallbackErrorKey: 'something-wrong' });
}

/** GET /payoutAccount/{userId}: the investor's own account withdrawals go to, with its cooling-off. */
export function usePayoutAccount(userId: number) {
  return useApiQuery('/payoutAccount/{userId}', { path: { userId } });
}

/**
 * PUT /payoutAccount/{userId}: the new payout account, confirmed with a code. The profile's
 * `mainBankAccount` follows it, so the user is read again too.
 */
export function useChangePayoutAccount() {
  return useApiMutation('put', '/payoutAccount/{userId}', {
    revalidates: ['/payoutAccount/{userId}', '/customer/{uid}'],
    fallbackErrorKey: 'something-wrong',
  });
}
