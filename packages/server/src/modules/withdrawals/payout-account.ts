/**
 * The payout account (DESIGN §4 "Money leaves only to the investor's own account…"; decision 0013):
 * the bank account flagged `is_main`, which the investor chooses. Adding or changing it needs:
 *
 *   - a valid IBAN of a bank in the EU (ibantools), its BIC and bank derived where they can be;
 *   - the account holder's name, which must be the investor's (a business investor's: the company's),
 *     compared as src/modules/account/names.ts reduces names (diacritics, case, word order, legal forms);
 *   - a second factor: the SMS code of a PAYOUT_ACCOUNT_CHANGE verification, bound to that IBAN and
 *     holder and naming the IBAN, or the authenticator app's code (src/modules/verification/step-up.ts).
 *
 * The change is e-mailed to the investor, audited, and starts a cooling-off: payouts to a new account
 * wait PAYOUT_COOLING_OFF_MS (withdrawals answer 422 `payout-account-cooling-off` meanwhile), so a
 * stolen session, even with the phone, cannot empty the account before its owner has read the e-mail.
 * The cooling-off is a security timing and counts real time (realNow), never the development clock.
 */
import type { FastifyReply } from 'fastify';
import { recordAudit, type AuditRequest } from '../../platform/audit.ts';
import { realNow } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/types.ts';
import type { Language } from '../../platform/messages.ts';
import { sendEmail } from '../../platform/outbox.ts';
import {
  sendUserCode,
  userCodeBinding,
  withStepUpCode,
  type StepUpCode,
  type CodeRequest,
  type SentCode,
} from '../verification/index.ts';
import { sameHolder } from '../account/index.ts';
import { bankOf, payoutIban } from './bank-account.ts';
import { payoutAccountChangedEmail, payoutAccountCodeSms } from './messages.ts';

const PURPOSE = 'PAYOUT_ACCOUNT_CHANGE';

/** How long payouts to a newly added or changed payout account wait. */
export const PAYOUT_COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export interface PayoutAccount {
  id: string;
  iban: string;
  bic: string | null;
  bankName: string;
  /** Null only for a closed profile's account (its name erased). */
  holderName: string | null;
  payoutSince: Date;
  withdrawalsFrom: Date;
}

/** The investor's payout account, or null when there is none yet. */
export async function payoutAccount(db: Queryable, userId: number): Promise<PayoutAccount | null> {
  const { rows } = await db.query<{
    id: string;
    iban: string;
    bic: string | null;
    bank_name: string;
    holder_name: string | null;
    payout_since: Date;
    withdrawals_from: Date;
  }>(
    `SELECT id, iban, bic, bank_name, holder_name, payout_since, withdrawals_from
       FROM bank_accounts WHERE user_id = $1 AND is_main`,
    [userId],
  );
  const r = rows[0];
  return r
    ? {
        id: r.id,
        iban: r.iban,
        bic: r.bic,
        bankName: r.bank_name,
        holderName: r.holder_name,
        payoutSince: r.payout_since,
        withdrawalsFrom: r.withdrawals_from,
      }
    : null;
}

export const invalidIban = () =>
  new ApiError(422, 'invalid-iban', 'This IBAN is not valid; check it on a statement of your bank');
const ibanOutsideEu = () =>
  new ApiError(422, 'iban-outside-eu', 'We pay out only to accounts at banks in the European Union');
const holderMismatch = (business: boolean) =>
  new ApiError(
    422,
    'payout-account-holder-mismatch',
    business
      ? "The account holder must be your company, under the name in your registration: payouts go only to the company's own account"
      : 'The account holder must be you, under the name in your registration: payouts go only to your own account',
  );
const unchanged = () => new ApiError(422, 'payout-account-unchanged', 'This is your payout account already');

interface Holder {
  language: Language;
  firstName: string;
  email: string;
  phone: string;
  /** The name the account must be in: the company's for a business investor, else the person's. */
  name: string;
  business: boolean;
}

async function holderOf(db: Queryable, userId: number, lock = false): Promise<Holder> {
  const { rows } = await db.query<{
    language: Language;
    first_name: string;
    last_name: string;
    email: string;
    phone: string;
    investor_type: 'Personal' | 'Business';
    company_name: string | null;
  }>(
    `SELECT language, first_name, last_name, email, phone, investor_type, company_name
       FROM users WHERE id = $1 AND closed_at IS NULL ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  const r = rows[0];
  // The auth hook refuses closed profiles; this one was closed since, by another request.
  if (!r) throw notFound('Customer not found');
  const business = r.investor_type === 'Business' && r.company_name !== null;
  return {
    language: r.language,
    firstName: r.first_name,
    email: r.email,
    phone: r.phone,
    name: business ? r.company_name! : `${r.first_name} ${r.last_name}`,
    business,
  };
}

/** The holder's name as it is kept: trimmed, inner white space as single spaces. */
function tidyName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

interface CheckedChange {
  iban: string;
  holderName: string;
  holder: Holder;
}

/**
 * The rules a change must meet, checked before a code is sent and again before it is tried (a refusal
 * costs no SMS and no attempt): 422 `invalid-iban`, `iban-outside-eu`, `payout-account-holder-mismatch`,
 * `payout-account-unchanged`.
 */
async function checkChange(
  db: Queryable,
  userId: number,
  ibanText: string,
  holderNameText: string,
): Promise<CheckedChange> {
  const checked = payoutIban(ibanText);
  if ('problem' in checked) throw checked.problem === 'invalid' ? invalidIban() : ibanOutsideEu();
  const holderName = tidyName(holderNameText);
  const holder = await holderOf(db, userId);
  if (!sameHolder(holderName, { name: holder.name, company: holder.business }))
    throw holderMismatch(holder.business);
  const current = await payoutAccount(db, userId);
  if (current?.iban === checked.iban && current.holderName === holderName) throw unchanged();
  return { iban: checked.iban, holderName, holder };
}

/** What the code's HMAC binds besides the digits: the purpose, the IBAN and the holder's name. */
function changeBinding(iban: string, holderName: string): string {
  return userCodeBinding(PURPOSE, iban, holderName);
}

/**
 * The change's rules and what its confirmation (the SMS code, a passkey's challenge) is bound to: one
 * computation for both.
 */
export async function payoutAccountChangeSubject(
  db: Queryable,
  userId: number,
  change: { iban: string; holderName: string },
): Promise<CheckedChange & { binding: string }> {
  const checked = await checkChange(db, userId, change.iban, change.holderName);
  return { ...checked, binding: changeBinding(checked.iban, checked.holderName) };
}

/**
 * POST /tokenRequest/{Id} with PAYOUT_ACCOUNT_CHANGE: a code bound to the new account, sent by SMS
 * naming it (masked), after the change's own rules (no SMS for a change that would be refused).
 */
export async function sendPayoutAccountCode(
  deps: Deps,
  request: CodeRequest,
  reply: FastifyReply,
  userId: number,
  change: { iban: string; holderName: string },
  isResend: boolean,
): Promise<SentCode> {
  const { iban, holder, binding } = await payoutAccountChangeSubject(deps.db, userId, change);
  return sendUserCode(
    deps,
    request,
    reply,
    { userId, purpose: PURPOSE, binding },
    {
      to: holder.phone,
      text: (code, validMinutes) => payoutAccountCodeSms(holder.language, code, iban, validMinutes),
    },
    { action: 'verification.code-sent', details: { purpose: PURPOSE, resend: isResend } },
  );
}

/**
 * PUT /payoutAccount/{userId}: makes the account the payout account with a code (SMS or
 * authenticator). A new IBAN starts the cooling-off; the same IBAN with its holder's name corrected
 * keeps the one that runs. The account is remembered with its bank, BIC and holder; the one it
 * replaces stays a known account of the investor. E-mailed and audited. Answers the payout account.
 */
export async function changePayoutAccount(
  deps: Deps,
  request: AuditRequest,
  reply: FastifyReply | undefined,
  userId: number,
  change: { iban: string; holderName: string },
  given: StepUpCode,
): Promise<PayoutAccount> {
  const { iban, holderName, binding } = await payoutAccountChangeSubject(deps.db, userId, change);
  const check = { purpose: PURPOSE, binding, given } as const;
  return withStepUpCode(
    deps,
    request,
    userId,
    check,
    async (tx, now, confirmed) => {
      // The profile's row lock serialises the investor's changes: two at once cannot both be "new".
      const holder = await holderOf(tx, userId, true);
      const current = await payoutAccount(tx, userId);
      const ibanChanged = current?.iban !== iban;
      const since = realNow(deps.clock);
      const withdrawalsFrom = ibanChanged
        ? new Date(since.getTime() + PAYOUT_COOLING_OFF_MS)
        : current!.withdrawalsFrom;
      const bank = bankOf(iban);
      await tx.query(
        'UPDATE bank_accounts SET is_main = false WHERE user_id = $1 AND is_main AND iban <> $2',
        [userId, iban],
      );
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO bank_accounts (user_id, iban, bank_name, bic, holder_name, is_main, created_at, payout_since,
           withdrawals_from)
         VALUES ($1, $2, coalesce($3, ''), $4, $5, true, $6, $7, $8)
         ON CONFLICT (user_id, iban) DO UPDATE
           SET bank_name = coalesce($3, nullif(bank_accounts.bank_name, ''), ''),
               bic = coalesce($4, bank_accounts.bic),
               holder_name = $5, is_main = true,
               payout_since = CASE WHEN bank_accounts.is_main THEN bank_accounts.payout_since ELSE $7 END,
               withdrawals_from = $8
         RETURNING id`,
        [userId, iban, bank.name, bank.bic, holderName, now, since, withdrawalsFrom],
      );
      const bankAccountId = rows[0]!.id;
      await recordAudit(tx, deps.clock, request, {
        action: 'payout-account.changed',
        userId,
        details: {
          bankAccountId: Number(bankAccountId),
          replaced: current !== null && ibanChanged,
          accountChanged: ibanChanged,
          coolingOffHours: Math.max(0, Math.ceil((withdrawalsFrom.getTime() - since.getTime()) / 3_600_000)),
          ...confirmed,
        },
      });
      await sendEmail(tx, deps, {
        to: holder.email,
        ...payoutAccountChangedEmail(holder.language, holder.firstName, iban, withdrawalsFrom),
        userId,
      });
      return (await payoutAccount(tx, userId))!;
    },
    reply,
  );
}

/** The API's PayoutAccount, with whether payouts to it wait for the cooling-off now. */
export function payoutAccountJson(account: PayoutAccount, now: Date) {
  return {
    iban: account.iban,
    bic: account.bic,
    bankName: account.bankName === '' ? null : account.bankName,
    holderName: account.holderName,
    withdrawalsFrom: account.withdrawalsFrom.toISOString(),
    coolingOff: now < account.withdrawalsFrom,
  };
}
