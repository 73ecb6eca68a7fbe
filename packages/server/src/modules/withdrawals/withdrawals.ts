/**
 * Money out (DESIGN §3, §4): the withdrawal confirmation code and the withdrawal itself.
 *
 * A withdrawal RESERVES at once: one ledger posting (kind 'withdrawal') moves the amount from the
 * investor's cash account to the system account `withdrawals-pending`, with funds checked by
 * post_ledger_transaction() under the account's row lock. That lock and check are what keep a
 * balance from going below zero when many withdrawals and purchases race, in one process or many.
 * The posting, the withdrawal row and the Idempotency-Key's stored response commit together
 * (src/platform/http/idempotency.ts runs the handler in its transaction). The payout file and the settlement are
 * src/modules/withdrawals/payouts.ts.
 *
 * Every withdrawal, whatever the two-factor switch says (decision 0013), needs the code of a
 * WITHDRAWAL_CONFIRMATION verification, which is bound to the amount and the IBAN of the payout
 * account (dynamic linking, PSD2): its HMAC covers both, so a code sent for 100 € cannot confirm
 * 1 000 €, nor a payout to another account. Money goes only to the payout account the investor chose
 * with a code of its own, and only once its cooling-off is over (src/modules/withdrawals/payout-account.ts).
 * Every try is counted BEFORE the code is compared, in one atomic UPDATE that refuses a sixth
 * (countWithdrawalCodeAttempt, run before the request's transaction): a refusal rolls the request's
 * transaction back, and a count taken inside it would roll back too; concurrent guesses each take
 * one of the five tries, never more.
 */
import type { FastifyReply } from 'fastify';
import { isValidIBAN } from 'ibantools';
import { recordAudit, type AuditRequest, type ConfirmedBy } from '../../platform/audit.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import { investorCashAccountId, postSpending, postTransaction, systemAccountId } from '../ledger/index.ts';
import { centsToEuros } from '../../platform/money.ts';
import { formatEuros, type Language } from '../../platform/messages.ts';
import { withdrawalCodeSms, withdrawalRequestedEmail } from './messages.ts';
import { sendEmail } from '../../platform/outbox.ts';
import {
  codeExpired,
  codeInvalid,
  sendUserCode,
  type CodeRequest,
  type SentCode,
  SMS_CODE_MAX_ATTEMPTS,
  spendUserCode,
  tryUserCode,
  userCodeBinding,
  checkPasskeyStepUp,
  passkeyInvalid,
  type PasskeyAssertion,
  type SmsStepUpCode,
} from '../verification/index.ts';
import { realNow, type Clock } from '../../platform/clock.ts';
import { payoutAccount, type PayoutAccount } from './payout-account.ts';
import type { Deps } from '../../platform/http/types.ts';
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';

const PURPOSE = 'WITHDRAWAL_CONFIRMATION';
/** Dates shown for withdrawals are those of the platform's seat. */

export const withdrawDenied = () =>
  new ApiError(422, 'withdrawDenied', 'User account must be activated before withdraw');
const withdrawingRestricted = () =>
  new ApiError(
    422,
    'withdrawing-restricted',
    'The provider has restricted your profile: withdrawals are not possible',
  );
const noPayoutAccount = () =>
  new ApiError(
    422,
    'no-payout-account',
    'There is no account to pay out to: add your own bank account as your payout account first',
  );
const invalidBankAccount = () =>
  new ApiError(422, 'something-wrong', 'The IBAN of your payout account is not valid; please contact us');
const coolingOff = (from: Date) =>
  new ApiError(
    422,
    'payout-account-cooling-off',
    `Your payout account was added or changed recently: withdrawals to it are possible from ${from.toISOString()}`,
  );
const codeRequired = () =>
  new ApiError(422, 'confirmation-code-required', 'Confirm the withdrawal with the code we send by SMS');
const aboveMaximum = (maxCents: bigint) =>
  new ApiError(
    422,
    'something-wrong',
    `The amount is above what you can withdraw now (at most ${formatEuros('EN', maxCents)})`,
  );
const insufficientFunds = () =>
  new ApiError(422, 'something-wrong', 'Insufficient funds: the amount is above your available funds');

/** What the code's HMAC binds besides the digits: purpose, amount in cents and creditor IBAN. */
function withdrawalBinding(amountCents: bigint, iban: string): string {
  return userCodeBinding(PURPOSE, amountCents, iban);
}

interface Investor {
  id: number;
  confirmed: boolean;
  withdrawingRestricted: boolean;
  language: Language;
  email: string;
  firstName: string;
  phone: string;
  notifyWithdrawals: boolean;
}

async function findInvestor(db: Queryable, userId: number): Promise<Investor | null> {
  const { rows } = await db.query<{
    status: string;
    withdrawing_restricted: boolean;
    language: Language;
    email: string;
    first_name: string;
    phone: string;
    notify_withdrawals: boolean;
  }>(
    `SELECT status, withdrawing_restricted, language, email, first_name, phone, notify_withdrawals
       FROM users WHERE id = $1 AND closed_at IS NULL`,
    [userId],
  );
  const r = rows[0];
  return r
    ? {
        id: userId,
        confirmed: r.status === 'confirmed',
        withdrawingRestricted: r.withdrawing_restricted,
        language: r.language,
        email: r.email,
        firstName: r.first_name,
        phone: r.phone,
        notifyWithdrawals: r.notify_withdrawals,
      }
    : null;
}

/** The investor's cash balance in cents (0 without an account); a read, not a reservation. */
async function cashBalance(db: Queryable, userId: number): Promise<bigint> {
  const { rows } = await db.query<{ balance_cents: string }>(
    `SELECT balance_cents::text FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'`,
    [userId],
  );
  return BigInt(rows[0]?.balance_cents ?? '0');
}

/**
 * The rules both the code request and the withdrawal check (SPEC §4, §5): a confirmed investor, a
 * payout account with a valid IBAN whose cooling-off is over, and an amount of at most maxWithdrawal
 * (the cash balance).
 * The balance read here only gives a clear message early; the ledger's check under its row lock is
 * what holds under concurrency.
 */
async function checkWithdrawable(
  db: Queryable,
  clock: Clock,
  userId: number,
  amountCents: bigint,
): Promise<{ investor: Investor; bank: PayoutAccount }> {
  const investor = await findInvestor(db, userId);
  if (!investor || !investor.confirmed) throw withdrawDenied();
  // The provider restricted the profile (terms §8, src/modules/back-office/back-office.ts).
  if (investor.withdrawingRestricted) throw withdrawingRestricted();
  const bank = await payoutAccount(db, userId);
  if (!bank) throw noPayoutAccount();
  if (!isValidIBAN(bank.iban)) throw invalidBankAccount();
  if (realNow(clock) < bank.withdrawalsFrom) throw coolingOff(bank.withdrawalsFrom);
  const balance = await cashBalance(db, userId);
  const max = balance > 0n ? balance : 0n;
  if (amountCents > max) throw aboveMaximum(max);
  return { investor, bank };
}

/**
 * What a withdrawal's confirmation (its SMS code, a passkey's challenge) is bound to: the amount and
 * the IBAN of the payout account, looked up here, after the rules a withdrawal checks. One computation
 * for the SMS code and the passkey challenge.
 */
export async function withdrawalSubject(
  db: Queryable,
  clock: Clock,
  userId: number,
  amountCents: bigint,
): Promise<{ investor: Investor; bank: PayoutAccount; binding: string }> {
  const { investor, bank } = await checkWithdrawable(db, clock, userId, amountCents);
  return { investor, bank, binding: withdrawalBinding(amountCents, bank.iban) };
}

/**
 * POST /tokenRequest/{Id} with WITHDRAWAL_CONFIRMATION: a new code bound to the amount and the main
 * bank account, sent by SMS naming both. Every send (a resend too) starts a new verification and
 * retires the open ones of the investor, so only the newest code counts; sends are at least 9 s
 * apart (429 wait10Seconds) and at most 10 an hour (429 rate-limited). Returns the verification id and
 * how its SMS went (a refusal answers 422, src/modules/verification/sms-codes.ts deliverSmsNow).
 */
export async function sendWithdrawalCode(
  deps: Deps,
  request: CodeRequest,
  reply: FastifyReply,
  userId: number,
  amountCents: bigint,
  isResend: boolean,
): Promise<SentCode> {
  const { investor, bank, binding } = await withdrawalSubject(deps.db, deps.clock, userId, amountCents);
  return sendUserCode(
    deps,
    request,
    reply,
    {
      userId,
      purpose: PURPOSE,
      binding,
      amountCents,
      iban: bank.iban,
    },
    {
      to: investor.phone,
      text: (code, validMinutes) =>
        withdrawalCodeSms(investor.language, code, amountCents, bank.iban, validMinutes),
    },
    { action: 'withdrawal.code-sent', details: { amountCents: Number(amountCents), resend: isResend } },
  );
}

/**
 * Counts one try of a withdrawal code and compares it, before the withdrawal's own transaction (see
 * the top of this file). Throws 422 for a wrong, expired or mismatched code; on a match the code is
 * marked verified and the withdrawal spends it. An unknown, spent, superseded or dead verification is
 * left to the withdrawal, which refuses it (and a replay of a finished withdrawal, whose code is
 * spent, gets its stored response).
 */
export async function countWithdrawalCodeAttempt(
  deps: Pick<Deps, 'db' | 'clock'>,
  request: AuditRequest,
  userId: number,
  verificationId: string,
  code: string,
  amountCents: bigint,
): Promise<void> {
  const { db, clock } = deps;
  const bank = await payoutAccount(db, userId);
  // No account, or one in its cooling-off: the withdrawal refuses before it would spend any code.
  if (!bank || realNow(clock) < bank.withdrawalsFrom) return;
  const attempt = await tryUserCode(db, clock, {
    userId,
    purpose: PURPOSE,
    binding: withdrawalBinding(amountCents, bank.iban),
    verificationId,
    code,
  });
  if (!attempt || attempt.outcome === 'verified') return;
  const refuse = async (reason: 'wrong' | 'expired' | 'other-amount-or-account', error: ApiError) => {
    await recordAudit(db, clock, request, {
      action: 'withdrawal.code-refused',
      userId,
      details: { reason, attempts: attempt.attempts },
    });
    return error;
  };
  if (attempt.outcome === 'expired') throw await refuse('expired', codeExpired());
  const left = SMS_CODE_MAX_ATTEMPTS - attempt.attempts;
  const hint = left > 0 ? '' : '; request a new code';
  if (BigInt(attempt.amountCents ?? '0') !== amountCents || attempt.iban !== bank.iban) {
    throw await refuse(
      'other-amount-or-account',
      codeInvalid(
        `This code confirms a withdrawal of another amount or to another account${hint || '; request a new code for this one'}`,
      ),
    );
  }
  throw await refuse('wrong', codeInvalid(`Wrong confirmation code${hint}`));
}

/**
 * A withdrawal confirmed by a passkey: its assertion checked before the withdrawal's transaction (the
 * challenge taken once, bound to the amount and the payout account's IBAN as the SMS code would be:
 * an assertion for 100 € confirms no 1 000 €, nor a payout to another account; 422 `passkey-invalid`).
 * Returns the binding it confirmed, for createWithdrawal to compare with the account it pays to, and
 * the passkey's id for the audit; null when the withdrawal will be refused anyway (no payout account,
 * cooling-off), before any check.
 */
export async function checkWithdrawalPasskey(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  request: AuditRequest,
  userId: number,
  amountCents: bigint,
  passkey: PasskeyAssertion,
): Promise<PasskeyConfirmed | null> {
  const bank = await payoutAccount(deps.db, userId);
  if (!bank || realNow(deps.clock) < bank.withdrawalsFrom) return null;
  const binding = withdrawalBinding(amountCents, bank.iban);
  const keyId = await checkPasskeyStepUp(deps, request, userId, PURPOSE, binding, passkey);
  return { binding, keyId };
}

/** What a passkey's assertion confirmed for a withdrawal: its binding, with that passkey. */
export interface PasskeyConfirmed {
  binding: string;
  keyId: string;
}

/**
 * A withdrawal's confirmation: the SMS code, or what a passkey's assertion confirmed (null when the
 * check was skipped because the withdrawal is refused anyway).
 */
export type WithdrawalConfirmation = SmsStepUpCode | { passkey: PasskeyConfirmed | null };

/** Spends a verified code for exactly this amount and account, in the withdrawal's transaction. */
async function spendWithdrawalCode(
  tx: Queryable,
  now: Date,
  userId: number,
  verification: { verificationId: string; code: string },
  amountCents: bigint,
  iban: string,
): Promise<Buffer> {
  const spent = await spendUserCode(tx, now, {
    userId,
    purpose: PURPOSE,
    binding: withdrawalBinding(amountCents, iban),
    ...verification,
  });
  // The HMAC already covers both; the stored columns must say the same.
  if (BigInt(spent.amountCents ?? '0') !== amountCents || spent.iban !== iban) throw codeInvalid();
  return spent.idHash;
}

export interface CreatedWithdrawal {
  id: number;
  status: 'PENDING';
  date: string;
  amountCents: bigint;
}

/**
 * POST /withdrawals/{userId}: checks, spends the code, reserves the amount and records the PENDING
 * withdrawal, the audit event and the e-mail, all in `tx`. Only the platform's own withdrawal, with
 * no `request` (the demo data's, src/modules/demo/seed-operator-day.ts, audited as the system's), goes without a code.
 */
export async function createWithdrawal(
  deps: Pick<Deps, 'clock' | 'jobs'>,
  request: AuditRequest | null,
  tx: Queryable,
  userId: number,
  amountCents: bigint,
  verification: WithdrawalConfirmation | null,
): Promise<CreatedWithdrawal> {
  const { clock } = deps;
  const now = clock.now();
  const { investor, bank } = await checkWithdrawable(tx, clock, userId, amountCents);

  if (verification === null && request !== null) throw codeRequired();
  let verificationHash: Buffer | null = null;
  let confirmed: ConfirmedBy | { confirmedBy: null } = { confirmedBy: null };
  if (verification !== null && 'passkey' in verification) {
    // Checked before this transaction (checkWithdrawalPasskey); the account paid to must be the one confirmed.
    const { passkey } = verification;
    if (passkey === null || passkey.binding !== withdrawalBinding(amountCents, bank.iban)) {
      throw passkeyInvalid('The passkey does not confirm this withdrawal; confirm it again');
    }
    confirmed = { confirmedBy: 'passkey', keyId: passkey.keyId };
  } else if (verification !== null) {
    verificationHash = await spendWithdrawalCode(tx, now, userId, verification, amountCents, bank.iban);
    confirmed = { confirmedBy: 'sms' };
  }

  const cash = await investorCashAccountId(tx, userId);
  const pending = await systemAccountId(tx, 'withdrawals-pending');
  const { rows: ids } = await tx.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('withdrawals', 'id'))::text AS id`,
  );
  const id = ids[0]!.id;
  const ledgerTransactionId = await postSpending(
    tx,
    {
      kind: 'withdrawal',
      occurredAt: now,
      description: 'Withdrawal to bank account (reserved)',
      externalRef: `withdrawal:${id}`,
      entries: [
        { accountId: cash, amountCents: -amountCents },
        { accountId: pending, amountCents },
      ],
    },
    insufficientFunds,
  );
  const { rows } = await tx.query<{ date: string }>(
    `INSERT INTO withdrawals (id, user_id, bank_account_id, iban, creditor_name, amount_cents, status, requested_at,
       reserve_transaction_id, verification_id_hash)
     VALUES ($1, $2, $3, $4, $5, $6, 'PENDING', $7, $8, $9)
     RETURNING to_char(requested_at AT TIME ZONE $10, 'YYYY-MM-DD') AS date`,
    [
      id,
      userId,
      bank.id,
      bank.iban,
      bank.holderName,
      amountCents.toString(),
      now,
      ledgerTransactionId,
      verificationHash,
      PLATFORM_TIME_ZONE,
    ],
  );
  if (investor.notifyWithdrawals) {
    const mail = withdrawalRequestedEmail(investor.language, investor.firstName, amountCents, bank.iban);
    await sendEmail(tx, deps, { to: investor.email, ...mail, userId });
  }
  await recordAudit(tx, clock, request, {
    action: 'withdrawal.requested',
    userId,
    details: {
      withdrawalId: Number(id),
      amountCents: Number(amountCents),
      ledgerTransactionId: Number(ledgerTransactionId),
      ...confirmed,
    },
  });
  return { id: Number(id), status: 'PENDING', date: rows[0]!.date, amountCents };
}

/**
 * The API's Withdrawal object. The investor's statuses are SPEC §4's: a withdrawal in a payout file
 * the bank has not executed yet (SENT) is still PENDING for the investor; a cancelled one reads
 * CANCELED (the contract's TransactionStatus spelling).
 */
export function withdrawalJson(w: {
  id: number | string;
  status: 'PENDING' | 'SENT' | 'PROCESSED' | 'DECLINED' | 'CANCELLED';
  date: string;
  amountCents: bigint | string;
}) {
  return {
    Id: Number(w.id),
    status:
      w.status === 'SENT'
        ? ('PENDING' as const)
        : w.status === 'CANCELLED'
          ? ('CANCELED' as const)
          : w.status,
    date: w.date,
    value: centsToEuros(w.amountCents),
  };
}

const notCancellable = () =>
  new ApiError(
    409,
    'withdrawal-not-cancellable',
    'This withdrawal can no longer be cancelled: it is already in a payout to the bank, paid out or closed',
  );

/**
 * POST /withdrawals/{userId}/{withdrawalId}/cancel: the investor takes back a PENDING withdrawal, one
 * no payout batch holds yet (issue 21). The reservation returns to the available funds in one exact
 * posting (kind 'withdrawal', withdrawals-pending → investor cash, `withdrawal:<id>:cancelled`) and the
 * withdrawal is CANCELLED, in `tx` (the Idempotency-Key's transaction).
 *
 * Race with a payout batch (another process, src/modules/withdrawals/payouts.ts createPayoutBatch):
 * both lock the withdrawal's row FOR UPDATE. The batch first: this waits, then reads SENT and
 * refuses (409 `withdrawal-not-cancellable`). The cancellation first: the batch waits, re-checks its
 * `status = 'PENDING'` on the new row version and leaves the withdrawal out. A withdrawal of another
 * investor is not found (404), as if it did not exist. No code: the money does not leave the
 * platform, it returns to the investor's own balance (decision 0013, addendum).
 */
export async function cancelWithdrawal(
  deps: Pick<Deps, 'clock'>,
  request: AuditRequest,
  tx: Queryable,
  userId: number,
  withdrawalId: number,
): Promise<{ id: number; status: 'CANCELLED'; date: string; amountCents: bigint }> {
  const { clock } = deps;
  const { rows } = await tx.query<{ status: string; amount_cents: string; date: string }>(
    `SELECT status, amount_cents::text, to_char(requested_at AT TIME ZONE $3, 'YYYY-MM-DD') AS date
       FROM withdrawals WHERE id = $1 AND user_id = $2
        FOR UPDATE`,
    [withdrawalId, userId, PLATFORM_TIME_ZONE],
  );
  const w = rows[0];
  if (!w) throw notFound('No such withdrawal');
  if (w.status !== 'PENDING') throw notCancellable();
  const amountCents = BigInt(w.amount_cents);
  const now = clock.now();
  const pending = await systemAccountId(tx, 'withdrawals-pending');
  const cash = await investorCashAccountId(tx, userId);
  const ledgerTransactionId = await postTransaction(tx, {
    kind: 'withdrawal',
    occurredAt: now,
    description: 'Withdrawal cancelled by the investor (reservation released)',
    externalRef: `withdrawal:${withdrawalId}:cancelled`,
    entries: [
      { accountId: pending, amountCents: -amountCents },
      { accountId: cash, amountCents },
    ],
  });
  // An operator's hold ends with the withdrawal (the money is back on the investor's balance).
  await tx.query(
    `UPDATE withdrawals SET status = 'CANCELLED', settle_transaction_id = $2, settled_at = $3,
            held_at = NULL, held_by = NULL, hold_reason = NULL
      WHERE id = $1`,
    [withdrawalId, ledgerTransactionId, now],
  );
  await recordAudit(tx, clock, request, {
    action: 'withdrawal.cancelled',
    userId,
    details: {
      withdrawalId,
      amountCents: Number(amountCents),
      ledgerTransactionId: Number(ledgerTransactionId),
    },
  });
  return { id: withdrawalId, status: 'CANCELLED', date: w.date, amountCents };
}
