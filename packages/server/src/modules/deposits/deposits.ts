/**
 * Money in (DESIGN §3): the credits of a bank statement (src/modules/deposits/statements.ts) booked through the ledger,
 * each exactly once, to the investor whose RF reference the payer quoted when the payer is that
 * investor (SPEC §1: "from the investor's own bank account, in the investor's own name"; a payer of
 * another name is a third party, held for the operator's review: decision 0017), to the originator whose
 * payment reference it quoted or from whose registered IBAN it came (its repayments, and the
 * insurer's payments, which quote the originator's reference: docs/decisions/0014), or else to
 * suspense until an operator assigns them.
 *
 * Each credit is one database transaction that starts by claiming its bank reference: an INSERT into
 * `bank_credits` (unique `bank_ref`) with ON CONFLICT DO NOTHING. A concurrent upload of the same
 * credit blocks on that insert until the first transaction ends, and then finds the credit imported
 * (it committed) or claims it itself (it rolled back) — never both. The ledger posting carries
 * `bank:<bank_ref>` as its unique external_ref as a second guard. One credit per transaction also
 * keeps each transaction to one claimed reference, so uploads of overlapping files cannot deadlock,
 * and a failure part-way leaves every earlier credit booked and the file safe to upload again.
 */
import type { AuditRequest } from '../../platform/audit.ts';
import { recordAudit } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import {
  investorCashAccountId,
  originatorAccountId,
  postTransaction,
  systemAccountId,
} from '../ledger/index.ts';
import { depositReceivedEmail } from './messages.ts';
import { payerReturnLive } from '../withdrawals/index.ts';
import { notifyInvestor } from '../notifications/index.ts';
import {
  originatorIdFromReference,
  registeredName,
  sameHolder,
  userIdFromReference,
} from '../account/index.ts';
import type { ParsedStatement, StatementCredit } from './statements.ts';
import { referencesInText } from './statements.ts';
import type { Deps } from '../../platform/http/types.ts';
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';

/** The platform's bank books in Slovenian time: a date-only booking is that day's start there. */

export type SuspenseReason = 'no-reference' | 'invalid-reference' | 'unknown-investor';

interface Investor {
  id: number;
}

interface Originator {
  id: number;
  name: string;
}

type Match =
  | { investor: Investor }
  | { originator: Originator }
  | { reason: SuspenseReason }
  | { reason: 'third-party'; quoted: Investor };

/**
 * Whether the payer a statement names is the investor: the person, or the company of a business
 * investor, compared as src/modules/account/names.ts reduces names. A credit without the payer's
 * name is not known to be the investor's.
 */
async function paidByInvestor(db: Queryable, userId: number, payerName: string | null): Promise<boolean> {
  if (payerName === null) return false;
  const registered = await registeredName(db, userId);
  return registered !== null && sameHolder(payerName, registered);
}

async function findInvestor(db: Queryable, userId: number): Promise<Investor | null> {
  const { rows } = await db.query<{ id: string }>(
    // FOR SHARE: a closure of the account (src/modules/account/account-closure.ts) waits for this credit, or this
    // credit for the closure, which then leaves no open profile to book it to (suspense).
    `SELECT id FROM users
     WHERE id = $1 AND closed_at IS NULL FOR SHARE`,
    [userId],
  );
  const row = rows[0];
  return row ? { id: Number(row.id) } : null;
}

async function findOriginator(
  db: Queryable,
  by: 'id' | 'iban',
  value: number | string,
): Promise<Originator | null> {
  const { rows } = await db.query<{ id: string; name: string }>(
    `SELECT id, name FROM originators WHERE ${by === 'id' ? 'id' : 'iban'} = $1`,
    [value],
  );
  const row = rows[0];
  return row ? { id: Number(row.id), name: row.name } : null;
}

/**
 * Whom a credit is for: the references the payer quoted first — the structured creditor reference,
 * then RF references in the free text — an originator's or an investor's; only a reference with
 * valid check digits counts (a mistyped one is never booked to someone else). A credit without a
 * valid reference from an originator's registered IBAN is that originator's (an originator that
 * forgot its reference); one quoting a valid reference of nobody stays in suspense even from such an
 * IBAN, as the payer named someone else. Anything else goes to suspense with the reason.
 *
 * A credit quoting an investor's reference is the investor's only when the payer's name is theirs
 * (paidByInvestor); else a third party paid, and it is held for the operator's review: the reference
 * is computable from the user id, so a stranger quoting it must not become the investor's payer.
 */
export async function matchCredit(db: Queryable, credit: StatementCredit): Promise<Match> {
  const candidates = [
    ...(credit.structuredReference !== null ? [credit.structuredReference] : []),
    ...(credit.remittance !== null ? referencesInText(credit.remittance) : []),
  ];
  let validReference = false;
  for (const candidate of candidates) {
    const originatorId = originatorIdFromReference(candidate);
    if (originatorId !== null) {
      validReference = true;
      const originator = await findOriginator(db, 'id', originatorId);
      if (originator) return { originator };
      continue;
    }
    const userId = userIdFromReference(candidate);
    if (userId === null) continue;
    validReference = true;
    const investor = await findInvestor(db, userId);
    if (investor) {
      if (await paidByInvestor(db, investor.id, credit.debtorName)) return { investor };
      return { reason: 'third-party', quoted: investor };
    }
  }
  if (validReference) return { reason: 'unknown-investor' };
  const originator = credit.debtorIban === null ? null : await findOriginator(db, 'iban', credit.debtorIban);
  if (originator) return { originator };
  return { reason: candidates.length === 0 ? 'no-reference' : 'invalid-reference' };
}

/**
 * The account the money came from becomes one of the investor's known bank accounts when the payer's
 * name is the investor's (a third party's account never does). It does not become the payout account
 * either way: the investor chooses that with a code (src/modules/withdrawals/payout-account.ts).
 * Called after the posting: the investor's cash-account row lock it took serialises this for one
 * investor.
 */
async function rememberBankAccount(
  tx: Queryable,
  clock: Clock,
  userId: number,
  payer: { iban: string | null; bank: string | null; name: string | null },
): Promise<string | null> {
  const { iban, bank: bankName } = payer;
  if (iban === null || !(await paidByInvestor(tx, userId, payer.name))) return null;
  const known = await tx.query<{ id: string }>(
    'SELECT id FROM bank_accounts WHERE user_id = $1 AND iban = $2',
    [userId, iban],
  );
  if (known.rows[0]) return known.rows[0].id;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO bank_accounts (user_id, iban, bank_name, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [userId, iban, bankName ?? '', clock.now()],
  );
  return rows[0]!.id;
}

/** The header-menu notification and the e-mail (if the investor has deposit e-mails on, src/modules/notifications/notifications.ts). */
async function notifyDeposit(
  tx: Queryable,
  { clock, jobs }: Pick<Deps, 'clock' | 'jobs'>,
  investor: Investor,
  amountCents: bigint,
): Promise<void> {
  await notifyInvestor(tx, { clock, jobs }, investor.id, 'DEPOSIT_RECEIVED', (to) =>
    depositReceivedEmail(to.language, to.firstName, amountCents),
  );
}

/** Books money to the investor's cash account and records the PROCESSED deposit; returns its id. */
async function bookDeposit(
  tx: Queryable,
  deps: Pick<Deps, 'clock' | 'jobs'>,
  investor: Investor,
  from: { accountId: string; amountCents: bigint; occurredAt: Date; externalRef: string },
  payer: { iban: string | null; bank: string | null; name: string | null },
): Promise<{ depositId: string; ledgerTransactionId: string }> {
  const cash = await investorCashAccountId(tx, investor.id);
  const ledgerTransactionId = await postTransaction(tx, {
    kind: 'deposit',
    occurredAt: from.occurredAt,
    description: 'Bank transfer',
    externalRef: from.externalRef,
    entries: [
      { accountId: cash, amountCents: from.amountCents },
      { accountId: from.accountId, amountCents: -from.amountCents },
    ],
  });
  const bankAccountId = await rememberBankAccount(tx, deps.clock, investor.id, payer);
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO deposits (user_id, bank_account_id, amount_cents, status, received_at, ledger_transaction_id)
     VALUES ($1, $2, $3, 'PROCESSED', $4, $5) RETURNING id`,
    [investor.id, bankAccountId, from.amountCents.toString(), from.occurredAt, ledgerTransactionId],
  );
  await notifyDeposit(tx, deps, investor, from.amountCents);
  return { depositId: rows[0]!.id, ledgerTransactionId };
}

export type CreditOutcome =
  | { outcome: 'BOOKED'; userId: number; depositId: number }
  | { outcome: 'ORIGINATOR'; originatorId: number; originatorName: string }
  | { outcome: 'SUSPENSE'; suspenseId: number }
  | { outcome: 'ALREADY_IMPORTED' };

/**
 * Imports one credit inside the caller's transaction: the demo seed books its statements' credits
 * within its one transaction; the import route gives each credit its own (importStatement).
 */
export async function importCreditIn(
  tx: Queryable,
  deps: Pick<Deps, 'clock' | 'jobs'>,
  request: AuditRequest | null,
  operatorId: number,
  messageType: ParsedStatement['messageType'],
  credit: StatementCredit,
): Promise<CreditOutcome> {
  const { clock } = deps;
  // A credit imported before the one-key order (statements.ts) sits under its older key.
  if (credit.legacyRef !== null) {
    const { rowCount } = await tx.query('SELECT 1 FROM bank_credits WHERE bank_ref = $1', [credit.legacyRef]);
    if (rowCount) return { outcome: 'ALREADY_IMPORTED' };
  }
  const match = await matchCredit(tx, credit);
  const { rows: claimed } = await tx.query<{ id: string; occurred_at: Date }>(
    `INSERT INTO bank_credits (bank_ref, message_type, statement_id, amount_cents, booked_on, reference,
       remittance, debtor_name, debtor_iban, debtor_bank, suspense_reason, imported_by, imported_at, originator_id,
       end_to_end_id, tx_id, quoted_user_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $16, $17, $18, $19)
     ON CONFLICT (bank_ref) DO NOTHING
     RETURNING id, coalesce($14::timestamptz, ($5::date)::timestamp AT TIME ZONE $15) AS occurred_at`,
    [
      credit.bankRef,
      messageType,
      credit.statementId,
      credit.amountCents.toString(),
      credit.bookedOn,
      credit.structuredReference,
      credit.remittance,
      credit.debtorName,
      credit.debtorIban,
      credit.debtorBank,
      'reason' in match ? match.reason : null,
      operatorId,
      clock.now(),
      credit.bookedAt,
      PLATFORM_TIME_ZONE,
      'originator' in match ? match.originator.id : null,
      credit.endToEndId,
      credit.txId,
      'quoted' in match ? match.quoted.id : null,
    ],
  );
  const row = claimed[0];
  if (!row) return { outcome: 'ALREADY_IMPORTED' };
  const bankCreditId = Number(row.id);
  const bank = await systemAccountId(tx, 'bank-transfers');
  const externalRef = `bank:${credit.bankRef}`;
  const actor = `operator:${operatorId}` as const;

  if ('investor' in match) {
    const { depositId, ledgerTransactionId } = await bookDeposit(
      tx,
      deps,
      match.investor,
      { accountId: bank, amountCents: credit.amountCents, occurredAt: row.occurred_at, externalRef },
      { iban: credit.debtorIban, bank: credit.debtorBank, name: credit.debtorName },
    );
    await tx.query('UPDATE bank_credits SET ledger_transaction_id = $2, deposit_id = $3 WHERE id = $1', [
      bankCreditId,
      ledgerTransactionId,
      depositId,
    ]);
    await recordAudit(tx, clock, request, {
      action: 'deposit.booked',
      userId: match.investor.id,
      actor,
      details: {
        depositId: Number(depositId),
        bankCreditId,
        amountCents: Number(credit.amountCents),
        ledgerTransactionId: Number(ledgerTransactionId),
      },
    });
    return { outcome: 'BOOKED', userId: match.investor.id, depositId: Number(depositId) };
  }

  if ('originator' in match) {
    const { originator } = match;
    const ledgerTransactionId = await postTransaction(tx, {
      kind: 'originator_credit',
      occurredAt: row.occurred_at,
      description: `Bank transfer from originator ${originator.name}`,
      externalRef,
      entries: [
        { accountId: await originatorAccountId(tx, originator.id), amountCents: credit.amountCents },
        { accountId: bank, amountCents: -credit.amountCents },
      ],
    });
    await tx.query('UPDATE bank_credits SET ledger_transaction_id = $2 WHERE id = $1', [
      bankCreditId,
      ledgerTransactionId,
    ]);
    await recordAudit(tx, clock, request, {
      action: 'originator.credit-booked',
      userId: null,
      actor,
      details: {
        originatorId: originator.id,
        bankCreditId,
        amountCents: Number(credit.amountCents),
        ledgerTransactionId: Number(ledgerTransactionId),
      },
    });
    return { outcome: 'ORIGINATOR', originatorId: originator.id, originatorName: originator.name };
  }

  const suspense = await systemAccountId(tx, 'suspense');
  const ledgerTransactionId = await postTransaction(tx, {
    kind: 'deposit',
    occurredAt: row.occurred_at,
    description:
      'quoted' in match ? 'Third-party bank transfer held for review' : 'Bank transfer to suspense',
    externalRef,
    entries: [
      { accountId: suspense, amountCents: credit.amountCents },
      { accountId: bank, amountCents: -credit.amountCents },
    ],
  });
  await tx.query('UPDATE bank_credits SET ledger_transaction_id = $2 WHERE id = $1', [
    bankCreditId,
    ledgerTransactionId,
  ]);
  await recordAudit(tx, clock, request, {
    action: 'suspense.booked',
    userId: 'quoted' in match ? match.quoted.id : null,
    actor,
    details: {
      bankCreditId,
      amountCents: Number(credit.amountCents),
      ledgerTransactionId: Number(ledgerTransactionId),
      reason: match.reason,
    },
  });
  return { outcome: 'SUSPENSE', suspenseId: bankCreditId };
}

export const alreadyAssigned = () =>
  new ApiError(409, 'suspense-already-assigned', 'This credit has already been assigned to an investor');
const thirdPartyClosed = () =>
  new ApiError(
    409,
    'third-party-payment-closed',
    'This third-party payment has been booked or is being returned already',
  );

/**
 * Moves a held credit to an investor (suspense → cash account) as a PROCESSED deposit, under the
 * credit's row lock: of two at once the second waits and then finds it assigned. A suspense credit
 * (it matched nobody) goes to the investor the operator names; a third-party payment only to the
 * investor whose reference it quoted (the operator's "Book to investor" after review). The payer's
 * account becomes a known account of the investor only when the payer's name is theirs (bookDeposit).
 */
async function assignHeldCredit(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  bankCreditId: number,
  to: { suspense: number } | 'third-party',
): Promise<{ depositId: string; userId: number }> {
  const { db, clock } = deps;
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{
      amount_cents: string;
      suspense_reason: string | null;
      quoted_user_id: string | null;
      deposit_id: string | null;
      debtor_name: string | null;
      debtor_iban: string | null;
      debtor_bank: string | null;
      reversed_at: Date | null;
    }>(
      `SELECT amount_cents, suspense_reason, quoted_user_id, deposit_id, debtor_name, debtor_iban, debtor_bank,
              reversed_at
         FROM bank_credits WHERE id = $1 FOR UPDATE`,
      [bankCreditId],
    );
    const credit = rows[0];
    const thirdParty = to === 'third-party';
    // A credit the bank took back (src/modules/deposits/reversals.ts) is no longer there to assign.
    if (
      !credit ||
      credit.suspense_reason === null ||
      credit.reversed_at !== null ||
      (credit.suspense_reason === 'third-party') !== thirdParty
    )
      throw notFound(thirdParty ? 'No such third-party payment' : 'No such suspense credit');
    if (credit.deposit_id !== null) throw thirdParty ? thirdPartyClosed() : alreadyAssigned();
    // Being returned to its payer (decision 0019): the money is no longer in suspense.
    if (thirdParty && (await payerReturnLive(tx, bankCreditId))) throw thirdPartyClosed();
    const investor = await findInvestor(tx, thirdParty ? Number(credit.quoted_user_id) : to.suspense);
    if (!investor) throw notFound('No such investor');
    const amountCents = BigInt(credit.amount_cents);
    const suspense = await systemAccountId(tx, 'suspense');
    const { depositId, ledgerTransactionId } = await bookDeposit(
      tx,
      deps,
      investor,
      {
        accountId: suspense,
        amountCents,
        occurredAt: clock.now(),
        externalRef: `suspense:${bankCreditId}`,
      },
      { iban: credit.debtor_iban, bank: credit.debtor_bank, name: credit.debtor_name },
    );
    await tx.query(
      `UPDATE bank_credits SET deposit_id = $2, assigned_by = $3, assigned_at = $4
        WHERE id = $1 AND deposit_id IS NULL`,
      [bankCreditId, depositId, operatorId, clock.now()],
    );
    const booked = {
      bankCreditId,
      depositId: Number(depositId),
      amountCents: Number(amountCents),
      ledgerTransactionId: Number(ledgerTransactionId),
    };
    const actor = `operator:${operatorId}` as const;
    await recordAudit(tx, clock, request, {
      action: thirdParty ? 'third-party.booked' : 'suspense.assigned',
      userId: investor.id,
      actor,
      details: booked,
    });
    return { depositId, userId: investor.id };
  });
}

/** POST /ops/suspense/{id}/assign: a credit that matched nobody, to the investor the operator names. */
export async function assignSuspenseCredit(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  bankCreditId: number,
  userId: number,
): Promise<{ depositId: string }> {
  return assignHeldCredit(deps, request, operatorId, bankCreditId, { suspense: userId });
}

/**
 * POST /ops/third-party-payments/{id}/book: the operator, having checked with the investor that the
 * third party paid for them (a relative, their own company), books the payment to the investor whose
 * reference it quoted.
 */
export async function bookThirdPartyPayment(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  bankCreditId: number,
): Promise<{ depositId: string; userId: number }> {
  return assignHeldCredit(deps, request, operatorId, bankCreditId, 'third-party');
}
