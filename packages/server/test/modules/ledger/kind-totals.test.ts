/**
 * The accounts' per-kind totals (migrations/0035, decision 0022): post_ledger_transaction() keeps them
 * in the posting's own transaction, GET /accountBalance reads them instead of the entries, postings
 * from several processes at once keep them exact, the nightly reconciliation flags a row that differs
 * from the entries, and the migration's backfill matches the entries written before it.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/platform/clock.ts';
import { migrate } from '../../../src/platform/db/migrate.ts';
import { createPool, withTransaction } from '../../../src/platform/db/pool.ts';
import { seedDemoData } from '../../../src/modules/demo/seed.ts';
import {
  investorCashAccountId,
  postTransaction,
  systemAccountId,
  type LedgerKind,
} from '../../../src/modules/ledger/ledger.ts';
import { reconcileLedger } from '../../../src/modules/ledger/reconcile.ts';
import { centsToEuros } from '../../../src/platform/money.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectContractResponse,
  signIn,
  type TestApp,
} from '../../helpers/app.ts';
import { createTestDatabase, migrateBefore } from '../../helpers/postgres.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * Every (account, kind) whose summary row differs from its entries — both ways, so a missing or an
 * extra row counts too. Empty when the summary is exact.
 */
async function summaryDifferences(db: pg.Pool | pg.PoolClient): Promise<unknown[]> {
  const { rows } = await db.query(`
    WITH entries AS (
      SELECT e.account_id, t.kind, count(*) AS entry_count, sum(e.amount_cents) AS total_cents
        FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
       GROUP BY e.account_id, t.kind
    ), summary AS (
      SELECT account_id, kind, entry_count::bigint, total_cents::numeric FROM ledger_account_kind_totals
    )
    (SELECT 'entries', * FROM entries EXCEPT SELECT 'entries', * FROM summary)
    UNION ALL
    (SELECT 'summary', * FROM summary EXCEPT SELECT 'summary', * FROM entries)`);
  return rows;
}

/** What the entries of a cash account sum to, per kind (the old way of GET /accountBalance). */
async function entrySums(cash: string): Promise<Map<string, bigint>> {
  const { rows } = await t.pool.query<{ kind: string; total: string }>(
    `SELECT t.kind, sum(e.amount_cents)::text AS total
       FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.account_id = $1 GROUP BY t.kind`,
    [cash],
  );
  return new Map(rows.map((r) => [r.kind, BigInt(r.total)]));
}

async function tamperSummary(account: string, kind: string, cents: number, entries = 0): Promise<void> {
  await t.ownerPool.query(
    `UPDATE ledger_account_kind_totals SET total_cents = total_cents + $3, entry_count = entry_count + $4
      WHERE account_id = $1 AND kind = $2`,
    [account, kind, cents, entries],
  );
}

describe('per-kind totals', () => {
  it('hold exactly what the entries of every account and kind sum to, after the demo history', async () => {
    const { rows } = await t.pool.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM ledger_account_kind_totals',
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(10);
    expect(await summaryDifferences(t.pool)).toEqual([]);
  });

  it('are what GET /accountBalance reads: its totals equal the entry sums, and move with the summary row', async () => {
    const session = await signIn(t.app, DEMO_USERS.demo);
    const cash = await investorCashAccountId(t.pool, session.userId);
    const sums = await entrySums(cash);
    const interest = (sums.get('interest') ?? 0n) + (sums.get('tax') ?? 0n);
    expect(interest).toBeGreaterThan(0n);
    const balance = async () => {
      const res = await t.app.inject({ url: '/api/accountBalance', headers: session.headers });
      return expectContractResponse(res, 'getAccountBalance', 200) as {
        earnedInterests: number;
        withdrawalsTotal: number;
      };
    };
    const before = await balance();
    expect(before.earnedInterests).toBe(centsToEuros(interest));
    const reserved = await t.pool.query<{ cents: string }>(
      `SELECT coalesce(sum(amount_cents), 0)::text AS cents FROM withdrawals
        WHERE user_id = $1 AND status IN ('PENDING', 'SENT')`,
      [session.userId],
    );
    expect(before.withdrawalsTotal).toBe(
      centsToEuros(-(sums.get('withdrawal') ?? 0n) - BigInt(reserved.rows[0]!.cents)),
    );

    // A summary row moved behind the ledger's back shows in the balance: it is the summary that is read.
    await tamperSummary(cash, 'interest', 123);
    try {
      expect((await balance()).earnedInterests).toBe(centsToEuros(interest + 123n));
    } finally {
      await tamperSummary(cash, 'interest', -123);
    }
    expect((await balance()).earnedInterests).toBe(centsToEuros(interest));
  });

  it('are flagged by the reconciliation when a row differs from the entries, by sum or by count', async () => {
    const cash = await investorCashAccountId(
      t.pool,
      (await t.pool.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [DEMO_USERS.demo]))
        .rows[0]!.id,
    );
    const bank = await systemAccountId(t.pool, 'bank-transfers');
    const entries = await entrySums(cash);
    await tamperSummary(cash, 'deposit', -500);
    await tamperSummary(bank, 'deposit', 0, 2);
    try {
      expect(await reconcileLedger(t.pool)).toEqual([
        {
          problem: 'kind-count',
          accountId: bank,
          transactionId: null,
          entryId: null,
          expectedCents: expect.any(BigInt),
          actualCents: expect.any(BigInt),
          ledgerKind: 'deposit',
        },
        {
          problem: 'kind-total',
          accountId: cash,
          transactionId: null,
          entryId: null,
          expectedCents: entries.get('deposit'),
          actualCents: entries.get('deposit')! - 500n,
          ledgerKind: 'deposit',
        },
      ]);
      const [count] = await reconcileLedger(t.pool);
      expect(count!.actualCents - count!.expectedCents).toBe(2n);
      // A row of a kind the account has no entries of.
      await t.ownerPool.query(
        `INSERT INTO ledger_account_kind_totals (account_id, kind, entry_count, total_cents) VALUES ($1, 'write_off', 1, 7)`,
        [cash],
      );
      expect((await reconcileLedger(t.pool)).find((m) => m.ledgerKind === 'write_off')).toMatchObject({
        problem: 'kind-total',
        accountId: cash,
        expectedCents: 0n,
        actualCents: 7n,
      });
    } finally {
      await t.ownerPool.query(
        `DELETE FROM ledger_account_kind_totals WHERE account_id = $1 AND kind = 'write_off'`,
        [cash],
      );
      await tamperSummary(cash, 'deposit', 500);
      await tamperSummary(bank, 'deposit', 0, -2);
    }
    expect(await reconcileLedger(t.pool)).toEqual([]);
  });

  it('stay exact under concurrent postings from several processes on shared accounts', async () => {
    const { rows: users } = await t.pool.query<{ id: string }>(
      `SELECT id FROM users WHERE username = ANY($1) ORDER BY id`,
      [[DEMO_USERS.demo, DEMO_USERS.business, DEMO_USERS.twoFactor]],
    );
    expect(users).toHaveLength(3);
    const accounts = await Promise.all(
      users.map(async (u) => ({
        cash: await investorCashAccountId(t.pool, u.id),
        invested: (
          await t.pool.query<{ id: string }>('SELECT open_investor_invested_account($1) AS id', [u.id])
        ).rows[0]!.id,
      })),
    );
    const bank = await systemAccountId(t.pool, 'bank-transfers');
    const countBefore = await t.pool.query<{ n: string }>(
      'SELECT coalesce(sum(entry_count), 0)::text AS n FROM ledger_account_kind_totals',
    );

    // Four pools stand for four server processes; each posts on every investor's accounts and on the
    // shared bank-transfers account, the account locks taken in whatever order the postings name them.
    const pools = Array.from({ length: 4 }, () => createPool(t.pool.options.connectionString!, { max: 4 }));
    const ROUNDS = 15;
    let postings = 0;
    try {
      await Promise.all(
        pools.flatMap((pool, p) =>
          Array.from({ length: 4 }, async (_, c) => {
            for (let round = 0; round < ROUNDS; round++) {
              const a = accounts[(p + c + round) % accounts.length]!;
              const cents = BigInt(100 + p * 10 + c + round);
              const post = (kind: LedgerKind, from: string, to: string, amount: bigint) => ({
                kind,
                occurredAt: t.clock.now(),
                entries: [
                  { accountId: to, amountCents: amount },
                  { accountId: from, amountCents: -amount },
                ],
              });
              await withTransaction(pool, async (client) => {
                await postTransaction(client, post('deposit', bank, a.cash, cents));
                await postTransaction(client, post('purchase', a.cash, a.invested, cents));
                await postTransaction(client, post('cancellation', a.invested, a.cash, cents - 1n));
              });
              postings += 3;
            }
          }),
        ),
      );
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
    expect(postings).toBe(4 * 4 * ROUNDS * 3);
    expect(await summaryDifferences(t.pool)).toEqual([]);
    const countAfter = await t.pool.query<{ n: string }>(
      'SELECT coalesce(sum(entry_count), 0)::text AS n FROM ledger_account_kind_totals',
    );
    expect(BigInt(countAfter.rows[0]!.n) - BigInt(countBefore.rows[0]!.n)).toBe(BigInt(postings * 2));
    expect(await reconcileLedger(t.pool)).toEqual([]);
  });
});

describe('migration 0035', () => {
  it('backfills the per-kind totals from the entries written before it', async () => {
    const database = await createTestDatabase();
    const pool = createPool(database.connectionString, { max: 2 });
    try {
      await migrateBefore(pool, '0035');
      // The demo history, posted by the posting function as it was before the totals.
      await seedDemoData(pool, new ManualClock('2026-03-10T09:00:00Z'));
      const { rows: before } = await pool.query<{ n: string }>(
        'SELECT count(*)::text AS n FROM ledger_entries',
      );
      expect(Number(before[0]!.n)).toBeGreaterThan(100);

      await migrate(pool);
      expect(await summaryDifferences(pool)).toEqual([]);
      const { rows } = await pool.query<{ n: string }>(
        'SELECT sum(entry_count)::text AS n FROM ledger_account_kind_totals',
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
