/**
 * A holding's repayment schedule (GET /user_investments/{id}/schedule): the holder's share of the
 * receivable's repayment plan. A receivable is repaid at once at its maturity date, so the plan has
 * one payment. Unpaid, it is what a repayment of the schedule would pay this holding — the same split
 * over the holders as the real payout (lifecycle.ts scheduledPayouts, split.ts) — less the tax the
 * payout would withhold (taxCents, personal investors only). Paid, it is what the ledger booked for
 * the holding (`holding:<id>:principal|interest|tax`, lifecycle.ts endHoldings). Exact cents.
 */
import type { components } from '@invest/api-client';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import { platformToday } from '../../platform/calendar.ts';
import { centsToEuros } from '../../platform/money.ts';
import { scheduledPayouts, taxCents, type ReceivableState } from './lifecycle.ts';

type ScheduleRow = components['schemas']['ScheduleRow'];
type HoldingStatus = components['schemas']['UserInvestmentStatus'];

/** Receivable states past the maturity date unpaid. */
const LATE_STATES: readonly ReceivableState[] = ['LATE', 'COLLECTION', 'LOSS_EVENT'];

interface HoldingRow {
  receivable_id: string;
  status: HoldingStatus;
  amount_cents: string;
  investor_type: 'Personal' | 'Business';
  maturity_on: string;
  state: ReceivableState;
  ended_on: string | null;
}

/** The schedule of holding `id` of user `userId` (the caller checked it is theirs); null when not there. */
export async function holdingSchedule(
  db: Queryable,
  clock: Clock,
  config: Pick<Config, 'personalInterestTaxRateBp'>,
  userId: number,
  id: number,
): Promise<ScheduleRow[] | null> {
  const { rows } = await db.query<HoldingRow>(
    `SELECT ui.receivable_id::text, ui.status, ui.amount_cents::text, u.investor_type, r.maturity_on::text,
            r.state, ui.accrued_through::text AS ended_on
       FROM user_investments ui JOIN receivables r ON r.id = ui.receivable_id JOIN users u ON u.id = ui.user_id
      WHERE ui.id = $1 AND ui.user_id = $2`,
    [id, userId],
  );
  const h = rows[0];
  if (!h) return null;
  if (h.status === 'CANCELED') return [];
  if (h.status !== 'ACTIVE') return [await endedRow(db, id, h)];

  const payout = (await scheduledPayouts(db, h.receivable_id, h.maturity_on)).get(String(id))!;
  const tax =
    h.investor_type === 'Personal' ? taxCents(payout.interest, config.personalInterestTaxRateBp) : 0n;
  const late = LATE_STATES.includes(h.state) || h.maturity_on < platformToday(clock);
  return [row(h.maturity_on, null, payout.principal, payout.interest, tax, late ? 'LATE' : 'DUE')];
}

/** What ended the holding, as the ledger booked it (a write-off: the principal lost, nothing paid). */
async function endedRow(db: Queryable, id: number, h: HoldingRow): Promise<ScheduleRow> {
  if (h.status === 'WRITTEN_OFF')
    return row(h.maturity_on, null, BigInt(h.amount_cents), 0n, 0n, 'WRITTEN_OFF');
  // The holder's cash account's side of each posting: + principal, + interest, − tax.
  const { rows } = await db.query<{ part: string; cents: string }>(
    `SELECT split_part(lt.external_ref, ':', 3) AS part, sum(e.amount_cents)::text AS cents
       FROM ledger_transactions lt
       JOIN ledger_entries e ON e.transaction_id = lt.id
       JOIN accounts a ON a.id = e.account_id AND a.kind = 'investor-cash'
      WHERE lt.external_ref IN ($1, $2, $3)
      GROUP BY 1`,
    [`holding:${id}:principal`, `holding:${id}:interest`, `holding:${id}:tax`],
  );
  const part = (name: string) => BigInt(rows.find((r) => r.part === name)?.cents ?? '0');
  return row(h.maturity_on, h.ended_on, part('principal'), part('interest'), -part('tax'), 'PAID');
}

function row(
  dueOn: string,
  paidOn: string | null,
  principal: bigint,
  interest: bigint,
  tax: bigint,
  status: ScheduleRow['status'],
): ScheduleRow {
  return {
    dueOn,
    paidOn,
    principal: centsToEuros(principal),
    interest: centsToEuros(interest),
    tax: centsToEuros(tax),
    net: centsToEuros(status === 'WRITTEN_OFF' ? 0n : principal + interest - tax),
    status,
  };
}
