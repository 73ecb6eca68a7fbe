/**
 * The investor accounts' per-day totals (migrations/0039, decision 0028): post_ledger_transaction()
 * keeps them in the posting's own transaction, on the platform's calendar (a Ljubljana day, not a UTC
 * one); the dashboard's days read them instead of the entries and give what the entries give; postings
 * from several processes at once keep them exact; the nightly reconciliation names a row that differs
 * from the entries (account, kind and day); the migration's backfill matches the entries written
 * before it.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/platform/clock.ts';
import { migrate } from '../../../src/platform/db/migrate.ts';
import { createPool, withTransaction } from '../../../src/platform/db/pool.ts';
import { seedDemoData } from '../../../src/modules/demo/seed.ts';
import { INVESTOR_DAYS_SQL, investorSnapshot } from '../../../src/modules/dashboard/dashboard.ts';
import {
  investorCashAccountId,
  postTransaction,
  systemAccountId,
  type LedgerKind,
} from '../../../src/modules/ledger/ledger.ts';
import { reconcileLedger } from '../../../src/modules/ledger/reconcile.ts';
import { PLATFORM_TIME_ZONE } from '../../../src/platform/calendar.ts';
import { createTestApp, DEMO_USERS, type TestApp } from '../../helpers/app.ts';
import { createTestDatabase, migrateBefore } from '../../helpers/postgres.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * Every (account, day, kind) of an investor account whose row differs from its entries — both ways,
 * so a missing or an extra row counts too. Empty when the rows are exact.
 */
async function dayDifferences(db: pg.Pool | pg.PoolClient): Promise<unknown[]> {
  const { rows } = await db.query(`
    WITH entries AS (
      SELECT e.account_id, (t.occurred_at AT TIME ZONE 'Europe/Ljubljana')::date AS day, t.kind,
             count(*) AS entry_count, sum(e.amount_cents) AS total_cents
        FROM ledger_entries e
        JOIN accounts a ON a.id = e.account_id AND a.kind IN ('investor-cash', 'investor-invested')
        JOIN ledger_transactions t ON t.id = e.transaction_id
       GROUP BY 1, 2, 3
    ), summary AS (
      SELECT account_id, day, kind, entry_count::bigint, total_cents::numeric FROM ledger_account_days
    )
    (SELECT 'entries', * FROM entries EXCEPT SELECT 'entries', * FROM summary)
    UNION ALL
    (SELECT 'summary', * FROM summary EXCEPT SELECT 'summary', * FROM entries)`);
  return rows;
}

/**
 * The investor's days as the dashboard read them before migration 0039: every entry of their two
 * accounts, summed per Ljubljana day (the same columns and the same withdrawals' part).
 */
const DAYS_FROM_ENTRIES_SQL = INVESTOR_DAYS_SQL.replace(
  /SELECT d\.day, acc\.kind AS account, d\.kind, d\.total_cents AS amount_cents\s+FROM acc\s+JOIN ledger_account_days d ON d\.account_id = acc\.id AND d\.day <= \$3::date/,
  `SELECT (t.occurred_at AT TIME ZONE $2)::date AS day, acc.kind AS account, t.kind, e.amount_cents
     FROM acc JOIN ledger_entries e ON e.account_id = acc.id JOIN ledger_transactions t ON t.id = e.transaction_id`,
);

async function userIdOf(username: string): Promise<string> {
  const { rows } = await t.pool.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [username]);
  return rows[0]!.id;
}

async function investedAccountId(userId: string): Promise<string> {
  const { rows } = await t.pool.query<{ id: string }>('SELECT open_investor_invested_account($1) AS id', [
    userId,
  ]);
  return rows[0]!.id;
}

function posting(kind: LedgerKind, occurredAt: Date, from: string, to: string, cents: bigint) {
  return {
    kind,
    occurredAt,
    entries: [
      { accountId: to, amountCents: cents },
      { accountId: from, amountCents: -cents },
    ],
  };
}

async function dayRow(account: string, day: string, kind: string) {
  const { rows } = await t.pool.query<{ entry_count: string; total_cents: string }>(
    'SELECT entry_count::text, total_cents::text FROM ledger_account_days WHERE account_id = $1 AND day = $2 AND kind = $3',
    [account, day, kind],
  );
  return rows[0] ? { entries: Number(rows[0].entry_count), cents: BigInt(rows[0].total_cents) } : null;
}

describe('per-day totals of the investor accounts', () => {
  it('hold exactly what the entries of every investor account, day and kind sum to, after the demo history', async () => {
    const { rows } = await t.pool.query<{ n: string; accounts: string }>(
      'SELECT count(*)::text AS n, count(DISTINCT account_id)::text AS accounts FROM ledger_account_days',
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(50);
    expect(Number(rows[0]!.accounts)).toBeGreaterThan(5);
    expect(await dayDifferences(t.pool)).toEqual([]);
    // Only investor accounts have days: the system accounts' (bank, interest, tax…) are not kept.
    const { rows: system } = await t.pool.query(
      `SELECT 1 FROM ledger_account_days d JOIN accounts a ON a.id = d.account_id
        WHERE a.kind NOT IN ('investor-cash', 'investor-invested') LIMIT 1`,
    );
    expect(system).toEqual([]);
  });

  it('book a posting on its Ljubljana day: 23:30 UTC in winter is the next day', async () => {
    const userId = await userIdOf(DEMO_USERS.business);
    const cash = await investorCashAccountId(t.pool, userId);
    const invested = await investedAccountId(userId);
    const bank = await systemAccountId(t.pool, 'bank-transfers');
    const [before15, before16, purchase15] = await Promise.all([
      dayRow(cash, '2025-01-15', 'deposit'),
      dayRow(cash, '2025-01-16', 'deposit'),
      dayRow(invested, '2025-01-15', 'purchase'),
    ]);
    await withTransaction(t.pool, async (client) => {
      // 23:30 in Ljubljana (CET, UTC+1): still the 15th.
      await postTransaction(client, posting('deposit', new Date('2025-01-15T22:30:00Z'), bank, cash, 700n));
      await postTransaction(
        client,
        posting('purchase', new Date('2025-01-15T22:45:00Z'), cash, invested, 300n),
      );
      // 00:30 in Ljubljana: the 16th, though still the 15th in UTC.
      await postTransaction(client, posting('deposit', new Date('2025-01-15T23:30:00Z'), bank, cash, 50n));
    });
    expect(await dayRow(cash, '2025-01-15', 'deposit')).toEqual({
      entries: (before15?.entries ?? 0) + 1,
      cents: (before15?.cents ?? 0n) + 700n,
    });
    expect(await dayRow(cash, '2025-01-16', 'deposit')).toEqual({
      entries: (before16?.entries ?? 0) + 1,
      cents: (before16?.cents ?? 0n) + 50n,
    });
    expect(await dayRow(invested, '2025-01-15', 'purchase')).toEqual({
      entries: (purchase15?.entries ?? 0) + 1,
      cents: (purchase15?.cents ?? 0n) + 300n,
    });
    expect((await dayRow(cash, '2025-01-15', 'purchase'))!.cents).toBeLessThanOrEqual(-300n);
    expect(await dayDifferences(t.pool)).toEqual([]);
  });

  it("are what the dashboard's days read, and give the days the entries give, for every investor", async () => {
    const { rows: investors } = await t.pool.query<{ user_id: string }>(
      "SELECT DISTINCT user_id FROM accounts WHERE kind = 'investor-cash' ORDER BY user_id",
    );
    expect(investors.length).toBeGreaterThan(5);
    let days = 0;
    for (const { user_id: userId } of investors) {
      const snapshot = await investorSnapshot(t.pool, t.clock, Number(userId));
      const { rows } = await t.pool.query<Record<string, string>>(DAYS_FROM_ENTRIES_SQL, [
        userId,
        PLATFORM_TIME_ZONE,
        snapshot.today,
      ]);
      expect(
        snapshot.days.map((d) => ({
          day: d.day,
          cash: String(d.cash),
          total: String(d.total),
          earnings: String(d.earnings),
          deposits: String(d.deposits),
          withdrawn: String(d.withdrawn),
        })),
        `investor ${userId}`,
      ).toEqual(rows);
      days += rows.length;
    }
    expect(days).toBeGreaterThan(50);

    // The statement reads the per-day rows, never an entry (reading the entries grew with the history).
    const demo = await userIdOf(DEMO_USERS.demo);
    const { rows: plan } = await t.pool.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (COSTS OFF) ${INVESTOR_DAYS_SQL}`,
      [demo, PLATFORM_TIME_ZONE, '2026-03-10'],
    );
    const text = plan.map((r) => r['QUERY PLAN']).join('\n');
    expect(text).toContain('ledger_account_days');
    expect(text).not.toContain('ledger_entries');
  });

  it('are read once for the calls that find the same new version at once (a dashboard after a movement)', async () => {
    const userId = await userIdOf(DEMO_USERS.twoFactor);
    const cash = await investorCashAccountId(t.pool, userId);
    const bank = await systemAccountId(t.pool, 'bank-transfers');
    const before = await investorSnapshot(t.pool, t.clock, Number(userId));
    await postTransaction(t.pool, posting('deposit', t.clock.now(), bank, cash, 1234n));
    let reads = 0;
    const counting = {
      query: (config: pg.QueryConfig, values?: unknown[]) => {
        if (config.name === 'dashboard-investor-days') reads += 1;
        return t.pool.query(config, values);
      },
    } as unknown as pg.Pool;
    const snapshots = await Promise.all(
      Array.from({ length: 5 }, () => investorSnapshot(counting, t.clock, Number(userId))),
    );
    expect(reads).toBe(1);
    for (const s of snapshots) expect(s).toBe(snapshots[0]);
    const sum = (days: typeof before.days) => days.reduce((total, d) => total + d.deposits, 0n);
    expect(sum(snapshots[0]!.days) - sum(before.days)).toBe(1234n);
    // And the version now current is served without reading the days again.
    await investorSnapshot(counting, t.clock, Number(userId));
    expect(reads).toBe(1);
  });

  it('are flagged by the reconciliation when a row differs from the entries: account, kind and day', async () => {
    const userId = await userIdOf(DEMO_USERS.demo);
    const cash = await investorCashAccountId(t.pool, userId);
    const { rows } = await t.pool.query<{ day: string; total_cents: string; entry_count: string }>(
      `SELECT day::text, total_cents::text, entry_count::text FROM ledger_account_days
        WHERE account_id = $1 AND kind = 'deposit' ORDER BY day LIMIT 2`,
      [cash],
    );
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [(typeof rows)[0], (typeof rows)[0]];
    const tamper = (day: string, cents: number, entries: number) =>
      t.ownerPool.query(
        `UPDATE ledger_account_days SET total_cents = total_cents + $3, entry_count = entry_count + $4
          WHERE account_id = $1 AND kind = 'deposit' AND day = $2`,
        [cash, day, cents, entries],
      );
    await tamper(first.day, -500, 0);
    await tamper(second.day, 0, 3);
    try {
      expect(await reconcileLedger(t.pool)).toEqual([
        {
          problem: 'day-count',
          accountId: cash,
          transactionId: null,
          entryId: null,
          expectedCents: BigInt(second.entry_count),
          actualCents: BigInt(second.entry_count) + 3n,
          ledgerKind: 'deposit',
          ledgerDay: second.day,
        },
        {
          problem: 'day-total',
          accountId: cash,
          transactionId: null,
          entryId: null,
          expectedCents: BigInt(first.total_cents),
          actualCents: BigInt(first.total_cents) - 500n,
          ledgerKind: 'deposit',
          ledgerDay: first.day,
        },
      ]);
      // A row of a day the account has no entries on.
      await t.ownerPool.query(
        `INSERT INTO ledger_account_days (account_id, day, kind, entry_count, total_cents)
         VALUES ($1, '2001-01-01', 'interest', 1, 9)`,
        [cash],
      );
      expect((await reconcileLedger(t.pool)).find((m) => m.ledgerDay === '2001-01-01')).toEqual({
        problem: 'day-total',
        accountId: cash,
        transactionId: null,
        entryId: null,
        expectedCents: 0n,
        actualCents: 9n,
        ledgerKind: 'interest',
        ledgerDay: '2001-01-01',
      });
    } finally {
      await t.ownerPool.query(
        `DELETE FROM ledger_account_days WHERE account_id = $1 AND day = '2001-01-01'`,
        [cash],
      );
      await tamper(first.day, 500, 0);
      await tamper(second.day, 0, -3);
    }
    expect(await reconcileLedger(t.pool)).toEqual([]);
  });

  it('stay exact under concurrent postings from several processes on the same investors and days', async () => {
    const users = await Promise.all(
      [DEMO_USERS.demo, DEMO_USERS.business, DEMO_USERS.twoFactor].map((u) => userIdOf(u)),
    );
    const accounts = await Promise.all(
      users.map(async (u) => ({
        cash: await investorCashAccountId(t.pool, u),
        invested: await investedAccountId(u),
      })),
    );
    const bank = await systemAccountId(t.pool, 'bank-transfers');
    const { rows: before } = await t.pool.query<{ n: string }>(
      'SELECT coalesce(sum(entry_count), 0)::text AS n FROM ledger_account_days',
    );
    // Four pools stand for four server processes, all posting on the same day of the same accounts.
    const pools = Array.from({ length: 4 }, () => createPool(t.pool.options.connectionString!, { max: 3 }));
    const ROUNDS = 8;
    let postings = 0;
    try {
      await Promise.all(
        pools.flatMap((pool, p) =>
          Array.from({ length: 3 }, async (_, c) => {
            for (let round = 0; round < ROUNDS; round++) {
              const a = accounts[(p + c + round) % accounts.length]!;
              const cents = BigInt(100 + p * 10 + c + round);
              const at = t.clock.now();
              await withTransaction(pool, async (client) => {
                await postTransaction(client, posting('deposit', at, bank, a.cash, cents));
                await postTransaction(client, posting('purchase', at, a.cash, a.invested, cents));
                await postTransaction(client, posting('cancellation', at, a.invested, a.cash, cents - 1n));
              });
              postings += 3;
            }
          }),
        ),
      );
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
    expect(postings).toBe(4 * 3 * ROUNDS * 3);
    expect(await dayDifferences(t.pool)).toEqual([]);
    const { rows: after } = await t.pool.query<{ n: string }>(
      'SELECT coalesce(sum(entry_count), 0)::text AS n FROM ledger_account_days',
    );
    // Every posting here has two investor entries (deposit: cash only, but purchase and cancellation both).
    expect(BigInt(after[0]!.n) - BigInt(before[0]!.n)).toBe(BigInt((postings / 3) * 5));
    expect(await reconcileLedger(t.pool)).toEqual([]);
  });
});

describe('migration 0039', () => {
  it('backfills the per-day totals from the entries written before it', async () => {
    const database = await createTestDatabase();
    const pool = createPool(database.connectionString, { max: 2 });
    try {
      await migrateBefore(pool, '0039');
      // The demo history, posted by the posting function as it was before the per-day totals.
      await seedDemoData(pool, new ManualClock('2026-03-10T09:00:00Z'));
      const { rows: before } = await pool.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
          WHERE a.kind IN ('investor-cash', 'investor-invested')`,
      );
      expect(Number(before[0]!.n)).toBeGreaterThan(100);

      await migrate(pool);
      expect(await dayDifferences(pool)).toEqual([]);
      const { rows } = await pool.query<{ n: string }>(
        'SELECT sum(entry_count)::text AS n FROM ledger_account_days',
      );
      expect(rows[0]!.n).toBe(before[0]!.n);
      expect(await reconcileLedger(pool)).toEqual([]);
    } finally {
      await pool.end();
      await database.drop();
    }
    // Migrating twice and seeding the demo history without a template: slower than a test's default.
  }, 240_000);
});
