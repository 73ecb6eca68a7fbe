import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/platform/db/pool.ts';
import {
  LEDGER_RECONCILE,
  reconcileLedger,
  runReconciliation,
} from '../../../src/modules/ledger/reconcile.ts';
import { startJobs } from '../../../src/app.ts';
import { investorCashAccountId } from '../../../src/modules/ledger/ledger.ts';
import { devOutboxTransport } from '../../../src/platform/outbox.ts';
import { createTestApp, DEMO_USERS, type TestApp } from '../../helpers/app.ts';

const OPS = 'ops@invest.test';
const errors: { obj: unknown; msg: string }[] = [];
const log = {
  debug() {},
  info() {},
  warn() {},
  error(obj: unknown, msg?: string) {
    errors.push({ obj, msg: msg ?? '' });
  },
};

let t: TestApp;
let cash: string;
beforeAll(async () => {
  t = await createTestApp({
    jobs: (connectionString, pool, clock) =>
      startJobs({
        connectionString,
        pool,
        clock,
        transport: devOutboxTransport,
        log: log as never,
        pollingIntervalSeconds: 0.5,
        opsAlertEmail: OPS,
      }),
  });
  const { rows } = await t.pool.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [
    DEMO_USERS.demo,
  ]);
  cash = await investorCashAccountId(t.pool, rows[0]!.id);
});
afterAll(async () => {
  await t?.close();
});

/** Moves a cached balance behind the ledger's back, as only the owner with triggers off could. */
async function tamperBalance(deltaCents: number) {
  await withTransaction(t.ownerPool, async (c) => {
    await c.query('ALTER TABLE accounts DISABLE TRIGGER accounts_balance_guard');
    await c.query('UPDATE accounts SET balance_cents = balance_cents + $2 WHERE id = $1', [cash, deltaCents]);
    await c.query('ALTER TABLE accounts ENABLE TRIGGER accounts_balance_guard');
  });
}

async function waitFor<T>(fn: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('ledger reconciliation', () => {
  it('finds nothing wrong in a ledger written through the posting function', async () => {
    expect(await reconcileLedger(t.pool)).toEqual([]);
  });

  it('detects a cached balance that differs from its entries, and raises a durable alert', async () => {
    await tamperBalance(7);
    try {
      const mismatches = await reconcileLedger(t.pool);
      expect(mismatches).toHaveLength(1);
      expect(mismatches[0]).toMatchObject({ problem: 'balance', accountId: cash });
      expect(mismatches[0]!.actualCents - mismatches[0]!.expectedCents).toBe(7n);

      errors.length = 0;
      await runReconciliation(t.pool, { clock: t.clock, log, opsAlertEmail: OPS });
      expect(errors.map((e) => e.msg)).toEqual(['Ledger reconciliation found 1 mismatch(es)']);
      const alerts = await t.pool.query<{ kind: string; details: { count: number } }>(
        'SELECT kind, details FROM alerts ORDER BY id DESC LIMIT 1',
      );
      expect(alerts.rows[0]).toMatchObject({ kind: 'ledger-reconciliation', details: { count: 1 } });
      const mail = await t.pool.query<{ subject: string; body: string }>(
        'SELECT subject, body FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
        [OPS],
      );
      expect(mail.rows[0]!.subject).toMatch(/reconciliation found 1 mismatch/);
      expect(mail.rows[0]!.body).toContain(`account ${cash}`);
    } finally {
      await tamperBalance(-7);
    }
    expect(await reconcileLedger(t.pool)).toEqual([]);
  });

  it('detects a wrong running balance, an unbalanced transaction and a ledger that does not sum to zero', async () => {
    const client = await t.ownerPool.connect();
    try {
      await client.query('BEGIN');
      // Replica mode switches off every trigger, the deferred balance checks included.
      await client.query("SET LOCAL session_replication_role = 'replica'");
      const { rows } = await client.query<{ id: string; transaction_id: string }>(
        'SELECT id, transaction_id FROM ledger_entries WHERE account_id = $1 ORDER BY id LIMIT 1',
        [cash],
      );
      await client.query(
        'UPDATE ledger_entries SET balance_after_cents = balance_after_cents + 1 WHERE id = $1',
        [rows[0]!.id],
      );
      const tx = await client.query<{ id: string }>(
        "INSERT INTO ledger_transactions (kind, occurred_at) VALUES ('deduction', now()) RETURNING id",
      );
      await client.query(
        'INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, balance_after_cents) VALUES ($1, $2, 5, 5)',
        // An account with no entries yet (the demo's past withheld tax, but wrote nothing off), so its
        // running balance of 5 is right and only the transaction is unbalanced.
        [tx.rows[0]!.id, (await client.query("SELECT id FROM accounts WHERE code = 'losses'")).rows[0].id],
      );
      const problems = (await reconcileLedger(client)).map((m) => m.problem).sort();
      // The entry written behind the posting function's back is missing from the per-kind totals too.
      expect(problems).toEqual(['balance', 'kind-total', 'running-balance', 'total', 'unbalanced']);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('runs as a daily job that raises the alert', async () => {
    const schedules = await t.ownerPool.query<{ name: string; cron: string }>(
      'SELECT name, cron FROM pgboss.schedule WHERE name = $1',
      [LEDGER_RECONCILE],
    );
    expect(schedules.rows).toEqual([
      { name: LEDGER_RECONCILE, cron: expect.stringMatching(/^\d+ \d+ \* \* \*$/) },
    ]);

    await tamperBalance(3);
    const boss = new PgBoss({ connectionString: t.database.connectionString, schema: 'pgboss', max: 1 });
    try {
      await boss.start();
      const before = await t.pool.query<{ n: string }>('SELECT count(*) AS n FROM alerts');
      await boss.send(LEDGER_RECONCILE, {});
      await waitFor(async () => {
        const { rows } = await t.pool.query<{ n: string }>('SELECT count(*) AS n FROM alerts');
        return Number(rows[0]!.n) > Number(before.rows[0]!.n) ? true : undefined;
      });
    } finally {
      await boss.stop({ graceful: false, close: true });
      await tamperBalance(-3);
    }
  });
});
