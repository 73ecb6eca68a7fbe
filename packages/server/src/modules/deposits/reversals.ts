/**
 * The bank undoing a booking, as a statement reports it (src/modules/deposits/statements.ts;
 * docs/decisions/0015), each once however often or in whichever shape the bank reports it:
 *
 *   - REVERSAL (a DBIT entry with `RvslInd` true or 1): the bank took back a credit it had booked to
 *     the platform's account. The credit is found by the references the reversal repeats (the
 *     original `AcctSvcrRef`, `TxId` or `EndToEndId`) and its amount. Its booking is undone: a credit
 *     still in suspense leaves suspense (and the suspense list; a request to assign it that waits for a
 *     second operator is CANCELLED, src/modules/deposits/held-credits.ts); a deposit leaves the investor's cash
 *     as far as the cash reaches — the balance never goes below zero — and the rest, what the investor
 *     had already spent, is owed: booked against suspense and listed for the operator (`shortfall`).
 *     A credit booked to an originator, several candidates, or none: nothing is booked, the reversal
 *     is kept UNMATCHED for the operator.
 *   - RETURN (a CRDT entry with `RtrInf`, or `RvslInd`): one of our payout lines came back, named by
 *     its EndToEndId (`INVEST-WD-<id>`, src/modules/withdrawals/payouts.ts) and amount. A line still
 *     SENT becomes DECLINED (rejected by the bank); one already confirmed executed stays so; either
 *     way the investor has the money again (src/modules/withdrawals returnPayoutLine). A line returning
 *     a third-party payment to its payer (`INVEST-PR-<id>`, decision 0019) that comes back puts the
 *     payment in suspense again, open for the operator's review (returnPayerReturnLine). A return that
 *     matches no line is booked as any other credit — to suspense unless it quotes a reference — so
 *     it is never lost.
 *
 * Each is one database transaction (like a credit, src/modules/deposits/deposits.ts) that first takes
 * a transaction-scoped advisory lock on its bank key, so two uploads of the same reversal serialise
 * and the second finds it in `bank_returns` (unique `bank_ref`); a credit is reversed once (unique
 * `bank_credit_id`, and its row is locked first) and a payout line returned once (unique
 * `withdrawal_id`, its row locked first).
 */
import type { AuditRequest } from '../../platform/audit.ts';
import { recordAudit } from '../../platform/audit.ts';
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import type { Deps } from '../../platform/http/types.ts';
import {
  INSUFFICIENT_FUNDS,
  investorCashAccountId,
  postTransaction,
  systemAccountId,
} from '../ledger/index.ts';
import { payerReturnLive, returnPayerReturnLine, returnPayoutLine } from '../withdrawals/index.ts';
import { importCreditIn, type CreditOutcome } from './deposits.ts';
import { cancelOpenApproval } from './held-credits.ts';
import type { ParsedStatement, StatementReversal } from './statements.ts';

export type ReversalOutcome =
  | {
      outcome: 'REVERSED';
      bankCreditId: number;
      userId: number | null;
      depositId: number | null;
      shortfallCents: bigint;
    }
  | { outcome: 'RETURNED'; withdrawalId: number; userId: number }
  /** A third-party payment's return to its payer came back: the payment is in suspense again. */
  | { outcome: 'PAYER_RETURNED'; payerReturnId: number; bankCreditId: number }
  | { outcome: 'UNMATCHED'; bankReturnId: number }
  | { outcome: 'ALREADY_IMPORTED' }
  /** A return that matched no payout line, booked as a credit. */
  | { outcome: 'CREDIT'; credit: CreditOutcome };

type Tx = Queryable;
type BookingDeps = Pick<Deps, 'clock' | 'jobs'>;

interface Claim {
  reversal: StatementReversal;
  messageType: ParsedStatement['messageType'];
  operatorId: number;
  occurredAt: Date;
}

async function record(
  tx: Tx,
  deps: BookingDeps,
  claim: Claim,
  row: {
    outcome: 'REVERSED' | 'RETURNED' | 'UNMATCHED';
    bankCreditId?: number;
    withdrawalId?: number;
    payerReturnId?: number;
    shortfallCents?: bigint;
    ledgerTransactionId?: string | null;
  },
): Promise<number> {
  const { reversal } = claim;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO bank_returns (bank_ref, kind, message_type, statement_id, amount_cents, booked_on, reason_code,
       outcome, bank_credit_id, withdrawal_id, shortfall_cents, ledger_transaction_id, imported_by, imported_at,
       payer_return_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
    [
      reversal.bankRef,
      reversal.kind,
      claim.messageType,
      reversal.statementId,
      reversal.amountCents.toString(),
      reversal.bookedOn,
      reversal.reasonCode,
      row.outcome,
      row.bankCreditId ?? null,
      row.withdrawalId ?? null,
      (row.shortfallCents ?? 0n).toString(),
      row.ledgerTransactionId ?? null,
      claim.operatorId,
      deps.clock.now(),
      row.payerReturnId ?? null,
    ],
  );
  return Number(rows[0]!.id);
}

async function unmatched(
  tx: Tx,
  deps: BookingDeps,
  request: AuditRequest | null,
  claim: Claim,
): Promise<ReversalOutcome> {
  const bankReturnId = await record(tx, deps, claim, { outcome: 'UNMATCHED' });
  await recordAudit(tx, deps.clock, request, {
    action: 'bank-return.unmatched',
    userId: null,
    actor: `operator:${claim.operatorId}`,
    details: {
      bankReturnId,
      amountCents: Number(claim.reversal.amountCents),
      bankRef: claim.reversal.bankRef,
    },
  });
  return { outcome: 'UNMATCHED', bankReturnId };
}

/** A credit taken back by the bank (see the top of this file). */
async function reverseCredit(
  tx: Tx,
  deps: BookingDeps,
  request: AuditRequest | null,
  claim: Claim,
): Promise<ReversalOutcome> {
  const { reversal } = claim;
  const { rows: candidates } = await tx.query<{
    id: string;
    suspense_reason: string | null;
    deposit_id: string | null;
    originator_id: string | null;
    reversed_at: Date | null;
  }>(
    `SELECT id, suspense_reason, deposit_id, originator_id, reversed_at FROM bank_credits
      WHERE amount_cents = $1
        AND (bank_ref = $2 OR tx_id = $3 OR end_to_end_id = $4)
      ORDER BY id FOR UPDATE`,
    [reversal.amountCents.toString(), reversal.accountServicerRef, reversal.txId, reversal.endToEndId],
  );
  const open = candidates.filter((c) => c.reversed_at === null);
  // Reported again under another key (a bank that gives the reversal no reference of its own).
  if (candidates.length > 0 && open.length === 0) return { outcome: 'ALREADY_IMPORTED' };
  const credit = open.length === 1 ? open[0]! : null;
  // A payment being returned to its payer (decision 0019) is no longer in suspense: for the operator.
  if (credit === null || credit.originator_id !== null || (await payerReturnLive(tx, credit.id)))
    return unmatched(tx, deps, request, claim);
  const bankCreditId = Number(credit.id);

  const amount = reversal.amountCents;
  const bank = await systemAccountId(tx, 'bank-transfers');
  const suspense = await systemAccountId(tx, 'suspense');
  let userId: number | null = null;
  let cashAccount: string | null = null;
  if (credit.deposit_id !== null) {
    const { rows } = await tx.query<{ user_id: string }>('SELECT user_id FROM deposits WHERE id = $1', [
      credit.deposit_id,
    ]);
    userId = Number(rows[0]!.user_id);
    cashAccount = await investorCashAccountId(tx, userId);
  }
  // What the cash covers is read, then posted; the posting checks the funds again under the account's
  // row lock. Should the investor spend in between, it refuses (IV001): the savepoint undoes that try
  // and the balance is read again, so the reversal books what is there, never a 5xx.
  let covered = 0n;
  let shortfall = 0n;
  let ledgerTransactionId: string | undefined;
  for (let attempt = 1; ledgerTransactionId === undefined; attempt++) {
    if (cashAccount !== null) {
      const balance = await tx.query<{ balance_cents: string }>(
        'SELECT balance_cents FROM accounts WHERE id = $1',
        [cashAccount],
      );
      const available = BigInt(balance.rows[0]!.balance_cents);
      covered = available <= 0n ? 0n : available < amount ? available : amount;
    }
    shortfall = credit.deposit_id === null ? 0n : amount - covered;
    const fromSuspense = credit.deposit_id === null ? amount : shortfall;
    await tx.query('SAVEPOINT reversal_posting');
    try {
      ledgerTransactionId = await postTransaction(tx, {
        kind: 'deposit',
        occurredAt: claim.occurredAt,
        description: 'Bank transfer reversed by the bank',
        externalRef: `bank-reversal:${reversal.bankRef}`,
        entries: [
          { accountId: bank, amountCents: amount },
          ...(covered > 0n ? [{ accountId: cashAccount!, amountCents: -covered }] : []),
          ...(fromSuspense > 0n ? [{ accountId: suspense, amountCents: -fromSuspense }] : []),
        ],
      });
      await tx.query('RELEASE SAVEPOINT reversal_posting');
    } catch (err) {
      await tx.query('ROLLBACK TO SAVEPOINT reversal_posting');
      if ((err as { code?: string }).code !== INSUFFICIENT_FUNDS || attempt >= 5) throw err;
    }
  }
  await tx.query('UPDATE bank_credits SET reversed_at = $2 WHERE id = $1', [bankCreditId, deps.clock.now()]);
  // A request to assign it waiting for a second operator has nothing left to book (held-credits.ts).
  await cancelOpenApproval(tx, deps.clock, request, claim.operatorId, bankCreditId);
  const bankReturnId = await record(tx, deps, claim, {
    outcome: 'REVERSED',
    bankCreditId,
    shortfallCents: shortfall,
    ledgerTransactionId,
  });
  await recordAudit(tx, deps.clock, request, {
    action: 'deposit.reversed',
    userId,
    actor: `operator:${claim.operatorId}`,
    details: {
      bankCreditId,
      bankReturnId,
      depositId: credit.deposit_id === null ? null : Number(credit.deposit_id),
      amountCents: Number(amount),
      coveredCents: Number(covered),
      shortfallCents: Number(shortfall),
      ledgerTransactionId: Number(ledgerTransactionId),
    },
  });
  return {
    outcome: 'REVERSED',
    bankCreditId,
    userId,
    depositId: credit.deposit_id === null ? null : Number(credit.deposit_id),
    shortfallCents: shortfall,
  };
}

/** One of our payouts coming back (see the top of this file). */
async function returnPayout(
  tx: Tx,
  deps: BookingDeps,
  request: AuditRequest | null,
  claim: Claim,
): Promise<ReversalOutcome> {
  const { reversal } = claim;
  const credit = reversal.asCredit;
  // Booked as a credit by an earlier upload (it matched no payout then): the same money, once.
  const { rowCount: asCredit } = await tx.query('SELECT 1 FROM bank_credits WHERE bank_ref = ANY($1)', [
    [credit.bankRef, ...(credit.legacyRef !== null ? [credit.legacyRef] : [])],
  ]);
  if (asCredit) return { outcome: 'ALREADY_IMPORTED' };
  if (reversal.endToEndId !== null) {
    const payerReturn = await returnPayerReturnLine(tx, deps, request, claim.operatorId, {
      endToEndId: reversal.endToEndId,
      amountCents: reversal.amountCents,
      reason: `Returned by the bank${reversal.reasonCode !== null ? ` (${reversal.reasonCode})` : ''}`,
    });
    if (payerReturn.outcome === 'RETURNED') {
      await record(tx, deps, claim, {
        outcome: 'RETURNED',
        payerReturnId: payerReturn.payerReturnId,
        ledgerTransactionId: payerReturn.ledgerTransactionId,
      });
      return {
        outcome: 'PAYER_RETURNED',
        payerReturnId: payerReturn.payerReturnId,
        bankCreditId: payerReturn.bankCreditId,
      };
    }
    // The line, locked; returned once, whichever of the bank's messages reports it.
    const { rows } = await tx.query<{ returned: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM bank_returns r WHERE r.withdrawal_id = w.id) AS returned
         FROM withdrawals w WHERE w.end_to_end_id = $1 FOR UPDATE OF w`,
      [reversal.endToEndId],
    );
    if (rows[0] && !rows[0].returned) {
      const reason = `Returned by the bank${reversal.reasonCode !== null ? ` (${reversal.reasonCode})` : ''}`;
      const result = await returnPayoutLine(tx, deps, request, claim.operatorId, {
        endToEndId: reversal.endToEndId,
        amountCents: reversal.amountCents,
        reason,
      });
      if (result.outcome === 'RETURNED') {
        const bankReturnId = await record(tx, deps, claim, {
          outcome: 'RETURNED',
          withdrawalId: result.withdrawalId,
          ledgerTransactionId: result.ledgerTransactionId,
        });
        await recordAudit(tx, deps.clock, request, {
          action: 'withdrawal.returned',
          userId: result.userId,
          actor: `operator:${claim.operatorId}`,
          details: {
            withdrawalId: result.withdrawalId,
            bankReturnId,
            amountCents: Number(reversal.amountCents),
            returnReason: reversal.reasonCode,
            ledgerTransactionId:
              result.ledgerTransactionId === null ? null : Number(result.ledgerTransactionId),
          },
        });
        return { outcome: 'RETURNED', withdrawalId: result.withdrawalId, userId: result.userId };
      }
    }
  }
  return {
    outcome: 'CREDIT',
    credit: await importCreditIn(tx, deps, request, claim.operatorId, claim.messageType, credit),
  };
}

/** Books one reversal or return inside the caller's transaction (see the top of this file). */
export async function importReversalIn(
  tx: Tx,
  deps: BookingDeps,
  request: AuditRequest | null,
  operatorId: number,
  messageType: ParsedStatement['messageType'],
  reversal: StatementReversal,
): Promise<ReversalOutcome> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('bank-ref'), hashtext($1))`, [reversal.bankRef]);
  const { rowCount } = await tx.query('SELECT 1 FROM bank_returns WHERE bank_ref = $1', [reversal.bankRef]);
  if (rowCount) return { outcome: 'ALREADY_IMPORTED' };
  const { rows } = await tx.query<{ at: Date }>(
    `SELECT coalesce($1::timestamptz, ($2::date)::timestamp AT TIME ZONE $3) AS at`,
    [reversal.bookedAt, reversal.bookedOn, PLATFORM_TIME_ZONE],
  );
  const claim: Claim = { reversal, messageType, operatorId, occurredAt: rows[0]!.at };
  return reversal.kind === 'REVERSAL'
    ? reverseCredit(tx, deps, request, claim)
    : returnPayout(tx, deps, request, claim);
}
