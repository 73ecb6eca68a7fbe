/**
 * Reconciliation of the ledger (ledger_reconciliation(), migrations/0005 and 0023): every cached
 * balance equals the sum of its entries, every entry's running balance matches, every transaction and
 * all entries together sum to zero, and every originator's account holds exactly the credits booked
 * to it less the repayments drawn from it, never less than zero, and the returns to payers waiting to be
 * paid (payer-returns-pending) are exactly the PENDING and SENT ones (migrations/0031), and every
 * account's per-kind totals (what the balances read, migrations/0035) and every investor account's per-day
 * totals (what the dashboard's days read, migrations/0039) equal its entries. Runs after every money test file and as a daily job that raises an
 * alert on a mismatch.
 */
import type pg from 'pg';
import type { Clock } from '../../platform/clock.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import type { Logger } from '../../platform/log.ts';
import { enqueueMessage } from '../../platform/outbox.ts';
import type { JobDefinition } from '../../platform/jobs.ts';
import { reconciliationLastRun, reconciliationMismatches } from '../../platform/metrics.ts';

export interface LedgerMismatch {
  problem:
    | 'balance'
    | 'running-balance'
    | 'unbalanced'
    | 'total'
    | 'originator'
    | 'originator-negative'
    /** payer-returns-pending holds other than the PENDING and SENT returns to payers (migrations/0031). */
    | 'payer-returns'
    /**
     * An account's entries of one ledger kind sum to other than its row of per-kind totals, which the
     * balances read instead of the entries (migrations/0035): expected the entries' sum, actual the row's.
     */
    | 'kind-total'
    /** The same sums, but the row counts a different number of entries (expected and actual are counts). */
    | 'kind-count'
    /**
     * An investor account's entries of one ledger kind on one Ljubljana day sum to other than its row of
     * per-day totals, which the dashboard's days read instead of the entries (migrations/0039):
     * expected the entries' sum, actual the row's.
     */
    | 'day-total'
    /** The same sums, but the day's row counts a different number of entries (expected and actual are counts). */
    | 'day-count';
  accountId: string | null;
  transactionId: string | null;
  entryId: string | null;
  expectedCents: bigint;
  actualCents: bigint;
  /** The ledger kind of a kind-total, kind-count, day-total or day-count mismatch (absent on the others). */
  ledgerKind?: string;
  /** The day (YYYY-MM-DD, Ljubljana) of a day-total or day-count mismatch (absent on the others). */
  ledgerDay?: string;
}

/** Every mismatch of the ledger; an empty list means it reconciles. */
export async function reconcileLedger(db: Queryable): Promise<LedgerMismatch[]> {
  const { rows } = await db.query<{
    problem: LedgerMismatch['problem'];
    account_id: string | null;
    transaction_id: string | null;
    entry_id: string | null;
    expected_cents: string;
    actual_cents: string;
    ledger_kind: string | null;
    ledger_day: string | null;
  }>(
    `SELECT problem, account_id, transaction_id, entry_id, expected_cents, actual_cents, ledger_kind,
            ledger_day::text AS ledger_day
       FROM ledger_reconciliation() ORDER BY problem, account_id, transaction_id, entry_id, ledger_kind, ledger_day`,
  );
  return rows.map((r) => ({
    problem: r.problem,
    accountId: r.account_id,
    transactionId: r.transaction_id,
    entryId: r.entry_id,
    expectedCents: BigInt(r.expected_cents),
    actualCents: BigInt(r.actual_cents),
    ...(r.ledger_kind === null ? {} : { ledgerKind: r.ledger_kind }),
    ...(r.ledger_day === null ? {} : { ledgerDay: r.ledger_day }),
  }));
}

export interface ReconciliationOptions {
  clock: Clock;
  log: Pick<Logger, 'error' | 'info'>;
  /** Also e-mail the alert here (through the outbox). */
  opsAlertEmail?: string | undefined;
  /** Schedules delivery of the alert e-mail inside the alert's transaction. */
  scheduleDelivery?: (db: Queryable, outboxId: string) => Promise<void>;
}

/** At most this many mismatches are copied into the alert (the query shows them all). */
const ALERT_DETAIL_LIMIT = 50;

/**
 * Runs the reconciliation; on a mismatch logs at error level and records a durable alert (and an
 * e-mail to the operators when configured) in one transaction. Returns the mismatches.
 */
export async function runReconciliation(
  db: pg.Pool,
  options: ReconciliationOptions,
): Promise<LedgerMismatch[]> {
  const mismatches = await reconcileLedger(db);
  if (mismatches.length === 0) {
    options.log.info(
      'ledger reconciliation: balances, running balances, totals, per-kind and per-day totals and originator accounts agree',
    );
    return mismatches;
  }
  const details = mismatches.slice(0, ALERT_DETAIL_LIMIT).map((m) => ({
    ...m,
    expectedCents: m.expectedCents.toString(),
    actualCents: m.actualCents.toString(),
  }));
  const summary = `Ledger reconciliation found ${mismatches.length} mismatch(es)`;
  options.log.error({ mismatches: details, count: mismatches.length }, summary);
  await withTransaction(db, async (client) => {
    const now = options.clock.now();
    await client.query(
      `INSERT INTO alerts (kind, summary, details, created_at) VALUES ('ledger-reconciliation', $1, $2, $3)`,
      [summary, JSON.stringify({ count: mismatches.length, mismatches: details }), now],
    );
    if (!options.opsAlertEmail) return;
    const lines = details.map(
      (m) =>
        `${m.problem}: account ${m.accountId ?? '-'}${m.ledgerKind ? ` (kind ${m.ledgerKind}${m.ledgerDay ? `, day ${m.ledgerDay}` : ''})` : ''}, transaction ${m.transactionId ?? '-'}, entry ${m.entryId ?? '-'}: ` +
        `expected ${m.expectedCents} cents, found ${m.actualCents} cents`,
    );
    const outboxId = await enqueueMessage(client, options.clock, {
      channel: 'email',
      to: options.opsAlertEmail,
      subject: `[invest] ${summary}`,
      body: `${summary} at ${now.toISOString()}.\n\n${lines.join('\n')}\n\nRun SELECT * FROM ledger_reconciliation() for the full list.`,
    });
    await options.scheduleDelivery?.(client, outboxId);
  });
  return mismatches;
}

export const LEDGER_RECONCILE = 'ledger-reconcile';

/** Money: the ledger is reconciled every night, an alert on a mismatch (e-mailed to `opsAlertEmail`). */
export function reconciliationJob(opsAlertEmail: string | undefined): JobDefinition {
  return {
    queue: LEDGER_RECONCILE,
    cron: '17 3 * * *',
    async run({ pool, clock, log, jobs }) {
      const mismatches = await runReconciliation(pool, {
        clock,
        log,
        opsAlertEmail,
        scheduleDelivery: (db, id) => jobs.scheduleDelivery(db, id),
      });
      reconciliationMismatches.set(mismatches.length);
      reconciliationLastRun.set(clock.now().getTime() / 1000);
    },
  };
}
