/**
 * Repayments the operator records (DESIGN §3: operator money needs the bank's money behind it;
 * docs/decisions/0014). A repayment distributes what arrived from the receivable's originator by bank
 * transfer (its account, filled by the statement import), never more: src/modules/marketplace/lifecycle.ts books it
 * and checks the account under its lock. Up to the schedule — the holders' principal and interest to
 * the later of the maturity date and the day paid — it is booked at once; beyond it the operator is
 * paying investors more than they were promised, so it waits for a second operator (four-eyes, as
 * payout batches and large deductions), who approves it (booked then, every rule checked again) or
 * declines it. Every repayment is a row of receivable_repayments (migrations/0023), so the nightly
 * reconciliation can hold each originator's account against the credits and repayments recorded.
 *
 * Lock order, as every receivable operation: the receivable's row (withReceivable), then the
 * repayment's row, its holdings, then the accounts. A recording and an approval of one receivable
 * therefore queue on the receivable; at most one repayment of it waits (a unique index).
 */
import type { components } from '@invest/api-client';
import { recordAudit, type AuditRequest } from '../../platform/audit.ts';
import { cursorScope, keysetPage, newestFirst } from '../../platform/cursor.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import { centsToEuros } from '../../platform/money.ts';
import {
  bookRepayment,
  fundsInsufficient,
  planRepayment,
  withReceivable,
  type Actor,
  type LifecycleDeps,
  type LifecycleStep,
  type ReceivableRow,
  type RepaymentInput,
} from './lifecycle.ts';

type Repayment = components['schemas']['Repayment'];
type RepaymentStatus = components['schemas']['RepaymentStatus'];

const waiting = () =>
  new ApiError(
    409,
    'repayment-waiting',
    'A repayment of this receivable waits for a second operator; approve or decline it first',
  );
const fourEyes = () =>
  new ApiError(403, 'four-eyes', 'The operator who recorded the repayment cannot approve or decline it');
const closed = () => new ApiError(409, 'approval-closed', 'This repayment was approved or declined already');

interface RepaymentRow {
  id: string;
  receivable_id: string;
  number: string;
  originator_id: string;
  originator_name: string;
  amount_cents: string;
  paid_on: string;
  payer: 'ORIGINATOR' | 'INSURER';
  scheduled_cents: string;
  status: RepaymentStatus;
  requested_by: string | null;
  requested_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  decline_reason: string | null;
}

const REPAYMENT_COLUMNS = `p.id::text, p.receivable_id::text, r.number, p.originator_id::text, o.name AS originator_name,
  p.amount_cents::text, p.paid_on::text, p.payer, p.scheduled_cents::text, p.status, p.requested_by::text,
  p.requested_at, p.decided_by::text, p.decided_at, p.decline_reason`;
const REPAYMENT_FROM = `receivable_repayments p JOIN receivables r ON r.id = p.receivable_id
  JOIN originators o ON o.id = p.originator_id`;

function repaymentJson(row: RepaymentRow): Repayment {
  return {
    Id: Number(row.id),
    receivableId: Number(row.receivable_id),
    receivableNumber: row.number,
    originatorId: Number(row.originator_id),
    originatorName: row.originator_name,
    amount: centsToEuros(row.amount_cents),
    paidOn: row.paid_on,
    payer: row.payer,
    scheduledAmount: centsToEuros(row.scheduled_cents),
    status: row.status,
    requestedBy: row.requested_by === null ? null : Number(row.requested_by),
    requestedAt: row.requested_at.toISOString(),
    decidedBy: row.decided_by === null ? null : Number(row.decided_by),
    decidedAt: row.decided_at?.toISOString() ?? null,
    declineReason: row.decline_reason,
  };
}

async function readRepayment(db: Queryable, id: number | string, lock = false): Promise<RepaymentRow | null> {
  const { rows } = await db.query<RepaymentRow>(
    `SELECT ${REPAYMENT_COLUMNS} FROM ${REPAYMENT_FROM} WHERE p.id = $1 ${lock ? 'FOR UPDATE OF p' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

const operatorOf = (actor: Actor): number | null =>
  actor.actor.startsWith('operator:') ? Number(actor.actor.slice('operator:'.length)) : null;

/** Books the locked receivable's repayment `row` and stores its draw; returns the step. */
async function book(
  tx: Queryable,
  deps: LifecycleDeps,
  actor: Actor,
  r: ReceivableRow,
  input: RepaymentInput,
  plan: Awaited<ReturnType<typeof planRepayment>>,
  row: { id: string; originator_name: string },
): Promise<LifecycleStep> {
  const { step, drawTransactionId } = await bookRepayment(tx, deps, actor, r, input, plan, {
    id: row.id,
    originatorName: row.originator_name,
  });
  await tx.query('UPDATE receivable_repayments SET ledger_transaction_id = $2 WHERE id = $1', [
    row.id,
    drawTransactionId,
  ]);
  return step;
}

export type RecordedRepayment =
  { status: 'BOOKED'; steps: LifecycleStep[] } | { status: 'PENDING_APPROVAL'; repayment: Repayment };

/**
 * Records what the originator (or the insurer) paid for the whole receivable (recordRepayment): 409
 * in a wrong state or while another repayment of it waits, 422 below the principal held or above what
 * has arrived from the originator; booked at once within the schedule, else waiting for a second
 * operator. The platform's own repayments (the simulation, actor `system`) are always within it.
 */
export async function recordRepayment(
  deps: LifecycleDeps,
  actor: Actor,
  receivableId: number,
  input: RepaymentInput,
): Promise<RecordedRepayment> {
  const operator = operatorOf(actor);
  return withReceivable(deps, receivableId, async (tx, r, today, settled) => {
    const plan = await planRepayment(tx, r, today, input);
    const { rows: open } = await tx.query(
      `SELECT 1 FROM receivable_repayments WHERE receivable_id = $1 AND status = 'PENDING_APPROVAL'`,
      [r.id],
    );
    if (open.length > 0) throw waiting();
    const beyondSchedule = input.amountCents > plan.scheduledCents;
    if (beyondSchedule && operator === null)
      throw new Error(`The platform's repayment of ${r.number} exceeds the schedule`);
    if (beyondSchedule && plan.payouts.length > 0) {
      // Nothing moves until the approval (which checks again under the account's lock), but money
      // that has not arrived is refused now rather than then.
      const { rows: funds } = await tx.query<{ name: string; arrived: string }>(
        `SELECT o.name, coalesce(a.balance_cents, 0)::text AS arrived
           FROM originators o LEFT JOIN accounts a ON a.originator_id = o.id AND a.kind = 'originator'
          WHERE o.id = $1`,
        [r.originator_id],
      );
      const arrived = BigInt(funds[0]!.arrived);
      if (arrived < input.amountCents) throw fundsInsufficient(funds[0]!.name, arrived, input.amountCents);
    }
    const now = deps.clock.now();
    const { rows } = await tx.query<{ id: string; originator_name: string }>(
      `INSERT INTO receivable_repayments (receivable_id, originator_id, amount_cents, paid_on, payer, scheduled_cents,
         status, requested_by, requested_at, decided_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       RETURNING id::text, (SELECT name FROM originators WHERE id = $2) AS originator_name`,
      [
        r.id,
        r.originator_id,
        input.amountCents.toString(),
        input.paidOn,
        input.payer,
        plan.scheduledCents.toString(),
        beyondSchedule ? 'PENDING_APPROVAL' : 'BOOKED',
        operator,
        now,
        beyondSchedule ? null : now,
      ],
    );
    const row = rows[0]!;
    if (!beyondSchedule)
      return { status: 'BOOKED', steps: [...settled, await book(tx, deps, actor, r, input, plan, row)] };
    await recordAudit(tx, deps.clock, actor.request, {
      action: 'repayment.requested',
      userId: null,
      actor: actor.actor,
      details: {
        repaymentId: Number(row.id),
        receivableId: Number(r.id),
        amountCents: Number(input.amountCents),
        scheduledCents: Number(plan.scheduledCents),
      },
    });
    return { status: 'PENDING_APPROVAL', repayment: repaymentJson((await readRepayment(tx, row.id))!) };
  });
}

/** The waiting repayment `id`, locked, decidable by `operatorId` (404, 409 `approval-closed`, 403). */
async function decidable(tx: Queryable, id: number, operatorId: number): Promise<RepaymentRow> {
  const row = await readRepayment(tx, id, true);
  if (!row) throw notFound('No such repayment');
  if (row.status !== 'PENDING_APPROVAL') throw closed();
  if (row.requested_by === String(operatorId)) throw fourEyes();
  return row;
}

/**
 * A second operator approves a waiting repayment (approveRepayment): booked as recordRepayment would,
 * with the receivable's state, the principal and the originator's funds checked again under the locks.
 */
export async function approveRepayment(
  deps: LifecycleDeps,
  request: AuditRequest,
  operatorId: number,
  id: number,
): Promise<Repayment> {
  const found = await readRepayment(deps.db, id);
  if (!found) throw notFound('No such repayment');
  const actor: Actor = { actor: `operator:${operatorId}`, request };
  await withReceivable(deps, Number(found.receivable_id), async (tx, r, today) => {
    const row = await decidable(tx, id, operatorId);
    const input: RepaymentInput = {
      amountCents: BigInt(row.amount_cents),
      paidOn: row.paid_on,
      payer: row.payer,
    };
    const plan = await planRepayment(tx, r, today, input);
    await tx.query(
      `UPDATE receivable_repayments SET status = 'BOOKED', decided_by = $2, decided_at = $3 WHERE id = $1`,
      [row.id, operatorId, deps.clock.now()],
    );
    await recordAudit(tx, deps.clock, request, {
      action: 'repayment.approved',
      userId: null,
      actor: actor.actor,
      details: {
        repaymentId: id,
        receivableId: Number(r.id),
        amountCents: Number(input.amountCents),
        requestedBy: Number(row.requested_by),
      },
    });
    await book(tx, deps, actor, r, input, plan, row);
  });
  return repaymentJson((await readRepayment(deps.db, id))!);
}

/** A second operator declines a waiting repayment (declineRepayment): nothing is booked. */
export async function declineRepayment(
  deps: LifecycleDeps,
  request: AuditRequest,
  operatorId: number,
  id: number,
  reason: string,
): Promise<Repayment> {
  return withTransaction(deps.db, async (tx) => {
    const row = await decidable(tx, id, operatorId);
    await tx.query(
      `UPDATE receivable_repayments SET status = 'DECLINED', decided_by = $2, decided_at = $3, decline_reason = $4
        WHERE id = $1`,
      [row.id, operatorId, deps.clock.now(), reason],
    );
    await recordAudit(tx, deps.clock, request, {
      action: 'repayment.declined',
      userId: null,
      actor: `operator:${operatorId}`,
      details: {
        repaymentId: id,
        receivableId: Number(row.receivable_id),
        amountCents: Number(row.amount_cents),
        reason,
      },
    });
    return repaymentJson((await readRepayment(tx, id))!);
  });
}

/** Recorded repayments, newest first, of one status or all (listRepayments). */
export async function listRepayments(
  db: Queryable,
  { status, cursor, size }: { status?: RepaymentStatus; cursor?: string; size: number },
): Promise<{ content: Repayment[]; next: string | null }> {
  const scope = cursorScope({ status });
  const { rows, next } = await keysetPage<RepaymentRow>(db, REPAYMENT_KEYSET, scope, cursor, size, {
    select: `SELECT ${REPAYMENT_COLUMNS} FROM ${REPAYMENT_FROM}`,
    where: ['$1::text IS NULL OR p.status = $1'],
    params: [status ?? null],
  });
  return { content: rows.map(repaymentJson), next };
}

/** GET /ops/repayments: newest first. */
const REPAYMENT_KEYSET = newestFirst('ops-repayments', 'p.id');
