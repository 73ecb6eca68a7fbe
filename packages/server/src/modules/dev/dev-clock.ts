/**
 * The development clock (DEV_CLOCK=1, refused in production) and the simulation that runs the demo
 * forward so a tester can watch receivables mature (`pnpm simulate --days N`, POST /api/dev/simulate).
 *
 * The clock is real time plus an offset kept in PostgreSQL (the one-row table `dev_clock`), so every
 * process of the service — HTTP and jobs — agrees on the date. `now()` must answer without a query,
 * so each process keeps the offset in memory and re-reads it every second; the process that moves
 * the clock knows the new offset at once. The offset only grows: time never runs backwards.
 */
import { originatorReference } from '../account/index.ts';
import { remindReconfirmation } from '../auto-invest/index.ts';
import { realNow, type Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import type { Deps } from '../../platform/http/types.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { camtDocument, importCreditIn, parseStatement } from '../deposits/index.ts';
import {
  receivablesDueToday,
  recordRepayment,
  runReceivablesDay,
  SYSTEM,
  type LifecycleStep,
} from '../marketplace/index.ts';
import { centsToDecimal } from '../../platform/money.ts';
import { platformToday } from '../../platform/calendar.ts';

/** DEV_CLOCK=1 turns the development clock on, and nothing turns it on in production. */
export function devClockEnabled(config: Pick<Config, 'nodeEnv' | 'devClock'>): boolean {
  return config.devClock && config.nodeEnv !== 'production';
}

export const DAY_MS = 86_400_000;
const REFRESH_MS = 1_000;
/** pg_advisory_xact_lock key: one simulation at a time, whichever process runs it. */
const SIMULATION_LOCK_KEY = 7_316_025_009;

export class DevClock implements Clock {
  readonly #base: Clock;
  #offsetMs = 0;
  #timer: NodeJS.Timeout | undefined;

  /** `base` is the real clock (systemClock; a ManualClock in tests). */
  constructor(base: Clock) {
    this.#base = base;
  }

  /** A clock that follows the shared offset, read now and every second after (never keeps a process alive). */
  static async start(db: Queryable, base: Clock): Promise<DevClock> {
    const clock = new DevClock(base);
    await clock.refresh(db);
    clock.#timer = setInterval(() => {
      clock.refresh(db).catch(() => {
        // A failed read keeps the last known offset; the next tick tries again.
      });
    }, REFRESH_MS);
    clock.#timer.unref();
    return clock;
  }

  now(): Date {
    return new Date(this.#base.now().getTime() + this.#offsetMs);
  }

  /** The base clock's time, without the simulated days (src/platform/clock.ts realNow). */
  realNow(): Date {
    return realNow(this.#base);
  }

  get offsetMs(): number {
    return this.#offsetMs;
  }

  async refresh(db: Queryable): Promise<void> {
    const { rows } = await db.query<{ offset_ms: string }>('SELECT offset_ms::text FROM dev_clock');
    this.#learn(Number(rows[0]!.offset_ms));
  }

  /** Moves the shared clock forward by `ms` (in the caller's transaction when `db` is one). */
  async advance(db: Queryable, ms: number): Promise<void> {
    const { rows } = await db.query<{ offset_ms: string }>(
      'UPDATE dev_clock SET offset_ms = offset_ms + $1 RETURNING offset_ms::text',
      [ms],
    );
    this.#learn(Number(rows[0]!.offset_ms));
  }

  stop(): void {
    clearInterval(this.#timer);
  }

  /** The offset only grows, so a read that started before a move cannot take the clock back. */
  #learn(offsetMs: number): void {
    if (offsetMs > this.#offsetMs) this.#offsetMs = offsetMs;
  }
}

export interface SimulatedDay {
  date: string;
  steps: LifecycleStep[];
}

export interface Simulation {
  /** The business day before the first simulated one, and the last. */
  from: string;
  to: string;
  now: Date;
  days: SimulatedDay[];
}

/** What the simulation needs of the service: everything a request has, on the development clock. */
export type SimulationDeps = Omit<Deps, 'clock'> & { clock: DevClock };

/**
 * The demo originators pay on time, as a real one would: for every receivable that reached its
 * maturity today (except those whose number is in `late`), the bank's statement brings what it owes
 * (the OpsReceivable's amountDue) from its originator's IBAN quoting its payment reference — a camt.053
 * written by camt-document.ts, read by the real parser, booked by the real import as the oldest
 * operator's (the demo operator), bank reference `SIM-REPAY-<receivable id>` — and then the repayment
 * is recorded, drawn from the originator's account like an operator's.
 */
async function repayDueReceivables(
  deps: SimulationDeps,
  late: ReadonlySet<string>,
): Promise<LifecycleStep[]> {
  const { db, clock, config } = deps;
  const due = (await receivablesDueToday(db, clock)).filter((r) => !late.has(r.number));
  if (due.length === 0) return [];
  const { rows: operators } = await db.query<{ id: string }>('SELECT id FROM operators ORDER BY id LIMIT 1');
  if (!operators[0])
    throw new Error("The simulation imports the originators' payments as an operator: add one");
  const { rows: originators } = await db.query<{ id: string; name: string; iban: string | null }>(
    'SELECT id::text, name, iban FROM originators WHERE id = ANY($1::bigint[])',
    [due.map((r) => r.originatorId)],
  );
  const originatorOf = new Map(originators.map((o) => [Number(o.id), o]));
  const today = platformToday(clock);
  const statementId = `SIM-${today}-${due[0]!.id}`;
  const xml = camtDocument(
    due.map((r) => ({
      ref: `SIM-REPAY-${r.id}`,
      amount: centsToDecimal(r.amountDueCents),
      bookedOn: today,
      structured: originatorReference(r.originatorId),
      debtorName: originatorOf.get(r.originatorId)!.name,
      ...(originatorOf.get(r.originatorId)!.iban
        ? { debtorIban: originatorOf.get(r.originatorId)!.iban! }
        : {}),
    })),
    { iban: config.platformAccount.iban, id: statementId, createdAt: clock.now().toISOString() },
  );
  const statement = parseStatement(xml, config.platformAccount.iban);
  for (const credit of statement.credits) {
    await withTransaction(db, (tx) =>
      importCreditIn(tx, deps, null, Number(operators[0]!.id), statement.messageType, credit),
    );
  }
  const steps: LifecycleStep[] = [];
  for (const r of due) {
    const recorded = await recordRepayment(deps, SYSTEM, r.id, {
      amountCents: r.amountDueCents,
      paidOn: today,
      payer: 'ORIGINATOR',
    });
    if (recorded.status === 'BOOKED') steps.push(...recorded.steps);
  }
  return steps;
}

/**
 * Runs the calendar forward `days` days, one day at a time: each day moves the clock 24 hours, runs
 * the receivables' daily job, and has the originator of every receivable that reached its maturity
 * that day pay it through the bank and books the repayment (repayDueReceivables: demo originators pay
 * on time), except those whose number is in `late`, which stay unpaid to show a delay, a BG buyback
 * or collection, and reminds the investors whose auto-invest strategy's confirmation turned 2 years
 * old (src/modules/auto-invest/auto-invest.ts). One simulation at a time.
 */
export async function simulateDays(
  deps: SimulationDeps,
  days: number,
  late: readonly string[] = [],
): Promise<Simulation> {
  const { db, clock } = deps;
  const lateNumbers = new Set(late);
  return withTransaction(db, async (lock) => {
    // Held for the whole simulation; its days run in transactions of their own.
    await lock.query('SELECT pg_advisory_xact_lock($1)', [SIMULATION_LOCK_KEY]);
    await clock.refresh(lock);
    const from = platformToday(clock);
    const simulated: SimulatedDay[] = [];
    for (let day = 0; day < days; day++) {
      await clock.advance(db, DAY_MS);
      const report = await runReceivablesDay(db, clock, deps.config, deps.jobs);
      const repaid = await repayDueReceivables(deps, lateNumbers);
      await remindReconfirmation(db, clock, deps.jobs);
      simulated.push({ date: report.date, steps: [...report.steps, ...repaid] });
    }
    return { from, to: platformToday(clock), now: clock.now(), days: simulated };
  });
}
