/**
 * Held bank money to an investor: a credit in suspense that matched nobody, to the investor the
 * operator names (POST /ops/suspense/{id}/assign), and a third-party payment held for review, to the
 * investor whose reference it quoted (POST /ops/third-party-payments/{id}/book, decision 0017).
 *
 * Up to SUSPENSE_APPROVAL_ABOVE (config) the operator's call books it at once. Above it, one operator
 * can no longer move the money (issue 21, docs/decisions/0018): the call records a request
 * (held_credit_approvals, migrations/0030, PENDING_APPROVAL) that a second operator approves — only
 * then is the credit booked, by the same bookHeldCredit — or declines with a reason (the credit stays
 * held). The one who asked decides neither (403 `four-eyes`, and the table's constraint); a decided
 * request answers 409 `approval-closed`; a credit with an open request cannot be assigned again (409
 * `held-credit-approval-waiting`, and the partial unique index).
 *
 * Lock order, for every step here and for a reversal of the credit (reversals.ts): the credit's row
 * (bank_credits FOR UPDATE), then the request's. Of two approvals at once the second waits on the
 * credit and then finds the request decided; a reversal that takes the credit back closes its open
 * request (CANCELLED) in its own transaction, so an approval after it books nothing.
 */
import type { components } from '@invest/api-client';
import { recordAudit, type AuditRequest } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { cursorScope, keysetPage, newestFirst } from '../../platform/cursor.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError, badRequest, notFound } from '../../platform/errors.ts';
import type { Deps } from '../../platform/http/types.ts';
import { centsToEuros } from '../../platform/money.ts';
import { REGISTERED_NAME_SQL } from '../account/index.ts';
import { systemAccountId } from '../ledger/index.ts';
import { payerReturnLive } from '../withdrawals/index.ts';
import { bookDeposit, findInvestor } from './deposits.ts';

type Schemas = components['schemas'];
export type HeldCreditApproval = Schemas['HeldCreditApproval'];
type ApprovalStatus = Schemas['HeldCreditApprovalStatus'];

export const alreadyAssigned = () =>
  new ApiError(409, 'suspense-already-assigned', 'This credit has already been assigned to an investor');
const thirdPartyClosed = () =>
  new ApiError(
    409,
    'third-party-payment-closed',
    'This third-party payment has been booked or is being returned already',
  );
const approvalWaiting = () =>
  new ApiError(
    409,
    'held-credit-approval-waiting',
    'An assignment of this credit waits for a second operator: approve or decline it first',
  );
const fourEyes = () =>
  new ApiError(403, 'four-eyes', 'Another operator must decide on an assignment you asked for');
const approvalClosed = (status: ApprovalStatus) =>
  new ApiError(409, 'approval-closed', `The assignment is ${status.toLowerCase()} already`);

type Kind = 'suspense' | 'third-party';

interface CreditRow {
  id: string;
  amount_cents: string;
  suspense_reason: string | null;
  quoted_user_id: string | null;
  deposit_id: string | null;
  debtor_name: string | null;
  debtor_iban: string | null;
  debtor_bank: string | null;
  reversed_at: Date | null;
  /** Being returned to its payer (or returned): the money left suspense (decision 0019, payer_returns). */
  returning: boolean;
}

/** The credit's row, locked: every step on a held credit starts here (see the top of this file). */
async function lockCredit(tx: Queryable, bankCreditId: number): Promise<CreditRow | null> {
  const { rows } = await tx.query<Omit<CreditRow, 'returning'>>(
    `SELECT id, amount_cents, suspense_reason, quoted_user_id, deposit_id, debtor_name, debtor_iban, debtor_bank,
            reversed_at
       FROM bank_credits WHERE id = $1 FOR UPDATE`,
    [bankCreditId],
  );
  const credit = rows[0];
  if (!credit) return null;
  // A statement of its own, after the lock: it sees a return committed while this one waited (a
  // subquery of the locking statement would read the snapshot from before the wait).
  return { ...credit, returning: await payerReturnLive(tx, bankCreditId) };
}

/** 404 unless the credit is held money of this kind still there; 409 once it was booked. */
function assignable(credit: CreditRow | null, kind: Kind): CreditRow {
  const thirdParty = kind === 'third-party';
  // A credit the bank took back (src/modules/deposits/reversals.ts) is no longer there to assign.
  if (
    !credit ||
    credit.suspense_reason === null ||
    credit.reversed_at !== null ||
    (credit.suspense_reason === 'third-party') !== thirdParty
  )
    throw notFound(thirdParty ? 'No such third-party payment' : 'No such suspense credit');
  if (credit.deposit_id !== null) throw thirdParty ? thirdPartyClosed() : alreadyAssigned();
  if (credit.returning) throw thirdPartyClosed();
  return credit;
}

/**
 * Moves the locked held credit to the investor (suspense → cash account) as a PROCESSED deposit: the
 * one booking of held money, whether at once or on a second operator's approval. The payer's account
 * becomes a known account of the investor only when the payer's name is theirs (bookDeposit).
 */
async function bookHeldCredit(
  tx: Queryable,
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  credit: CreditRow,
  kind: Kind,
  userId: number,
): Promise<{ depositId: string; userId: number }> {
  const { clock } = deps;
  const investor = await findInvestor(tx, userId);
  if (!investor) throw notFound('No such investor');
  const bankCreditId = Number(credit.id);
  const amountCents = BigInt(credit.amount_cents);
  const suspense = await systemAccountId(tx, 'suspense');
  const { depositId, ledgerTransactionId } = await bookDeposit(
    tx,
    deps,
    investor,
    { accountId: suspense, amountCents, occurredAt: clock.now(), externalRef: `suspense:${bankCreditId}` },
    { iban: credit.debtor_iban, bank: credit.debtor_bank, name: credit.debtor_name },
  );
  await tx.query(
    `UPDATE bank_credits SET deposit_id = $2, assigned_by = $3, assigned_at = $4
      WHERE id = $1 AND deposit_id IS NULL`,
    [bankCreditId, depositId, operatorId, clock.now()],
  );
  await recordAudit(tx, clock, request, {
    action: kind === 'third-party' ? 'third-party.booked' : 'suspense.assigned',
    userId: investor.id,
    actor: `operator:${operatorId}`,
    details: {
      bankCreditId,
      depositId: Number(depositId),
      amountCents: Number(amountCents),
      ledgerTransactionId: Number(ledgerTransactionId),
    },
  });
  return { depositId, userId: investor.id };
}

export type HeldCreditOutcome =
  | { status: 'BOOKED'; depositId: string; userId: number }
  | { status: 'PENDING_APPROVAL'; approval: HeldCreditApproval };

const KIND_OF: Record<Kind, HeldCreditApproval['kind']> = {
  suspense: 'SUSPENSE',
  'third-party': 'THIRD_PARTY',
};

/**
 * The operator's assignment of a held credit, under the credit's row lock: of two at once the second
 * waits and then finds it assigned (or its request open). At or below the threshold it is booked;
 * above it, it becomes a request for a second operator.
 */
async function assignHeldCredit(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  bankCreditId: number,
  to: { suspense: number } | 'third-party',
): Promise<HeldCreditOutcome> {
  const { db, clock, config } = deps;
  const kind: Kind = to === 'third-party' ? 'third-party' : 'suspense';
  return withTransaction(db, async (tx) => {
    const credit = assignable(await lockCredit(tx, bankCreditId), kind);
    const { rowCount: open } = await tx.query(
      `SELECT 1 FROM held_credit_approvals WHERE bank_credit_id = $1 AND status = 'PENDING_APPROVAL'`,
      [bankCreditId],
    );
    if (open) throw approvalWaiting();
    const userId = to === 'third-party' ? Number(credit.quoted_user_id) : to.suspense;
    const amountCents = BigInt(credit.amount_cents);
    if (amountCents <= config.suspenseApprovalAboveCents) {
      const booked = await bookHeldCredit(tx, deps, request, operatorId, credit, kind, userId);
      return { status: 'BOOKED', ...booked };
    }
    // The investor must be there to ask for (as a booking at once would need); the approval checks again.
    if (!(await findInvestor(tx, userId))) throw notFound('No such investor');
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO held_credit_approvals (bank_credit_id, user_id, status, requested_by, requested_at)
       VALUES ($1, $2, 'PENDING_APPROVAL', $3, $4) RETURNING id`,
      [bankCreditId, userId, operatorId, clock.now()],
    );
    const approvalId = Number(rows[0]!.id);
    await recordAudit(tx, clock, request, {
      action: 'held-credit.assignment-requested',
      userId,
      actor: `operator:${operatorId}`,
      details: {
        approvalId,
        bankCreditId,
        kind: KIND_OF[kind],
        amountCents: Number(amountCents),
        thresholdCents: Number(config.suspenseApprovalAboveCents),
      },
    });
    return { status: 'PENDING_APPROVAL', approval: await approvalById(tx, approvalId) };
  });
}

/** POST /ops/suspense/{id}/assign: a credit that matched nobody, to the investor the operator names. */
export async function assignSuspenseCredit(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  bankCreditId: number,
  userId: number,
): Promise<HeldCreditOutcome> {
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
): Promise<HeldCreditOutcome> {
  return assignHeldCredit(deps, request, operatorId, bankCreditId, 'third-party');
}

// ---------------------------------------------------------------------------------------------
// The second operator's decision

const APPROVAL_SELECT = `
  SELECT a.id, a.bank_credit_id, c.suspense_reason = 'third-party' AS third_party, c.bank_ref,
         c.amount_cents::text, c.booked_on::text, c.debtor_name, c.debtor_iban, a.user_id,
         ${REGISTERED_NAME_SQL} AS investor_name,
         a.status, a.requested_by, a.requested_at, a.decided_by, a.decided_at, a.decline_reason, a.deposit_id
    FROM held_credit_approvals a
    JOIN bank_credits c ON c.id = a.bank_credit_id
    JOIN users u ON u.id = a.user_id`;

interface ApprovalRow {
  id: string;
  bank_credit_id: string;
  third_party: boolean;
  bank_ref: string;
  amount_cents: string;
  booked_on: string;
  debtor_name: string | null;
  debtor_iban: string | null;
  user_id: string;
  investor_name: string;
  status: ApprovalStatus;
  requested_by: string;
  requested_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  decline_reason: string | null;
  deposit_id: string | null;
}

function approvalJson(r: ApprovalRow): HeldCreditApproval {
  return {
    Id: Number(r.id),
    bankCreditId: Number(r.bank_credit_id),
    kind: r.third_party ? 'THIRD_PARTY' : 'SUSPENSE',
    bankReference: r.bank_ref,
    amount: centsToEuros(r.amount_cents),
    bookingDate: r.booked_on,
    payerName: r.debtor_name,
    payerIban: r.debtor_iban,
    userId: Number(r.user_id),
    investorName: r.investor_name,
    status: r.status,
    requestedBy: Number(r.requested_by),
    requestedAt: r.requested_at.toISOString(),
    decidedBy: r.decided_by === null ? null : Number(r.decided_by),
    decidedAt: r.decided_at?.toISOString() ?? null,
    declineReason: r.decline_reason,
    depositId: r.deposit_id === null ? null : Number(r.deposit_id),
  };
}

async function approvalById(db: Queryable, id: number): Promise<HeldCreditApproval> {
  const { rows } = await db.query<ApprovalRow>(`${APPROVAL_SELECT} WHERE a.id = $1`, [id]);
  return approvalJson(rows[0]!);
}

/** GET /ops/held-credit-approvals: newest first, optionally of one status (PENDING_APPROVAL: the queue). */
export async function listHeldCreditApprovals(
  db: Queryable,
  filter: { status?: ApprovalStatus; cursor?: string; size: number },
): Promise<{ content: HeldCreditApproval[]; next: string | null }> {
  const scope = cursorScope({ status: filter.status });
  const { rows, next } = await keysetPage<ApprovalRow>(
    db,
    APPROVAL_KEYSET,
    scope,
    filter.cursor,
    filter.size,
    {
      select: APPROVAL_SELECT,
      where: ['$1::text IS NULL OR a.status = $1'],
      params: [filter.status ?? null],
    },
  );
  return { content: rows.map(approvalJson), next };
}

/** GET /ops/held-credit-approvals: newest first. */
const APPROVAL_KEYSET = newestFirst('ops-held-credit-approvals', 'a.id');

/**
 * Locks a request and its credit for a decision, the credit first (see the top of this file): 404,
 * 403 `four-eyes` for the operator who asked, 409 `approval-closed` once decided.
 */
async function lockForDecision(tx: Queryable, id: number, operatorId: number) {
  const { rows: found } = await tx.query<{ bank_credit_id: string }>(
    'SELECT bank_credit_id FROM held_credit_approvals WHERE id = $1',
    [id],
  );
  if (!found[0]) throw notFound('No such assignment request');
  const credit = (await lockCredit(tx, Number(found[0].bank_credit_id)))!;
  const { rows } = await tx.query<{ requested_by: string; status: ApprovalStatus; user_id: string }>(
    'SELECT requested_by, status, user_id FROM held_credit_approvals WHERE id = $1 FOR UPDATE',
    [id],
  );
  const a = rows[0]!;
  if (Number(a.requested_by) === operatorId) throw fourEyes();
  if (a.status !== 'PENDING_APPROVAL') throw approvalClosed(a.status);
  const kind: Kind = credit.suspense_reason === 'third-party' ? 'third-party' : 'suspense';
  return { credit, kind, userId: Number(a.user_id), requestedBy: Number(a.requested_by) };
}

/**
 * POST /ops/held-credit-approvals/{id}/approve: the second operator's approval books the credit to the
 * investor the request names, once (the credit's row lock, its deposit, the ledger's unique reference).
 */
export async function approveHeldCreditApproval(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  id: number,
): Promise<HeldCreditApproval> {
  const { db, clock } = deps;
  await withTransaction(db, async (tx) => {
    const { credit, kind, userId, requestedBy } = await lockForDecision(tx, id, operatorId);
    // An open request's credit is still held: a reversal closes the request, a booking needs it decided.
    assignable(credit, kind);
    await recordAudit(tx, clock, request, {
      action: 'held-credit.assignment-approved',
      userId,
      actor: `operator:${operatorId}`,
      details: {
        approvalId: id,
        bankCreditId: Number(credit.id),
        kind: KIND_OF[kind],
        amountCents: Number(credit.amount_cents),
        requestedBy,
      },
    });
    const { depositId } = await bookHeldCredit(tx, deps, request, operatorId, credit, kind, userId);
    await tx.query(
      `UPDATE held_credit_approvals SET status = 'APPROVED', decided_by = $2, decided_at = $3, deposit_id = $4
        WHERE id = $1`,
      [id, operatorId, clock.now(), depositId],
    );
  });
  return approvalById(db, id);
}

/**
 * POST /ops/held-credit-approvals/{id}/decline: the second operator refuses it with a reason; nothing is
 * booked and the credit stays held (in the suspense or third-party list) for another assignment.
 */
export async function declineHeldCreditApproval(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  id: number,
  givenReason: string,
): Promise<HeldCreditApproval> {
  const { db, clock } = deps;
  const reason = givenReason.trim();
  if (reason.length < 3) throw badRequest('reason: at least 3 characters besides spaces');
  await withTransaction(db, async (tx) => {
    const { credit, kind, userId, requestedBy } = await lockForDecision(tx, id, operatorId);
    await tx.query(
      `UPDATE held_credit_approvals SET status = 'DECLINED', decided_by = $2, decided_at = $3, decline_reason = $4
        WHERE id = $1`,
      [id, operatorId, clock.now(), reason],
    );
    await recordAudit(tx, clock, request, {
      action: 'held-credit.assignment-declined',
      userId,
      actor: `operator:${operatorId}`,
      details: {
        approvalId: id,
        bankCreditId: Number(credit.id),
        kind: KIND_OF[kind],
        amountCents: Number(credit.amount_cents),
        requestedBy,
        reason,
      },
    });
  });
  return approvalById(db, id);
}

/**
 * The bank took the credit back (reversals.ts, inside its transaction and under the credit's row lock):
 * its open request, if any, is CANCELLED — nobody decided it, and there is nothing left to book.
 */
export async function cancelOpenApproval(
  tx: Queryable,
  clock: Clock,
  request: AuditRequest | null,
  operatorId: number,
  bankCreditId: number,
): Promise<void> {
  const { rows } = await tx.query<{
    id: string;
    user_id: string;
    amount_cents: string;
    third_party: boolean;
  }>(
    `UPDATE held_credit_approvals a SET status = 'CANCELLED', decided_at = $2
       FROM bank_credits c
      WHERE a.bank_credit_id = $1 AND a.status = 'PENDING_APPROVAL' AND c.id = a.bank_credit_id
      RETURNING a.id, a.user_id, c.amount_cents::text, c.suspense_reason = 'third-party' AS third_party`,
    [bankCreditId, clock.now()],
  );
  for (const a of rows)
    await recordAudit(tx, clock, request, {
      action: 'held-credit.assignment-cancelled',
      userId: Number(a.user_id),
      actor: `operator:${operatorId}`,
      details: {
        approvalId: Number(a.id),
        bankCreditId,
        kind: a.third_party ? 'THIRD_PARTY' : 'SUSPENSE',
        amountCents: Number(a.amount_cents),
        reason: 'credit-reversed',
      },
    });
}
