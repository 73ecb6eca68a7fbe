/**
 * The demo seed's past (src/modules/demo/seed-history.ts): two years run through the real lifecycle,
 * the same on every fresh start, the ledger reconciled, and the figures every screen reads agreeing on
 * the demo investor (dashboard tiles = account history sums = returns totals = the income statement).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/platform/clock.ts';
import { migrate } from '../../../src/platform/db/migrate.ts';
import { createPool } from '../../../src/platform/db/pool.ts';
import { seedDemoData } from '../../../src/modules/demo/seed.ts';
import { refreshPlatformStatistics } from '../../../src/modules/dashboard/statistics.ts';
import { addDays, platformToday } from '../../../src/platform/calendar.ts';
import { eurosToCents } from '../../../src/platform/money.ts';
import { createTestApp, DEMO_USERS, signIn, type Session, type TestApp } from '../../helpers/app.ts';
import { readPdf } from '../../helpers/documents.ts';
import { expectLedgerReconciled } from '../../helpers/ledger.ts';
import { createTestDatabase } from '../../helpers/postgres.ts';

let t: TestApp;
let demo: Session;

beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, DEMO_USERS.demo);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = async <T>(url: string, who: Session | null = demo): Promise<T> => {
  const res = await t.app.inject({ url, headers: who?.headers ?? {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};

/** What the seed booked, without ids or dates: per kind of posting on the investors' accounts, count and sum. */
const FINGERPRINT_SQL = `
  SELECT t.kind, a.kind AS account, count(*)::int AS n, sum(e.amount_cents)::text AS cents
    FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
    JOIN accounts a ON a.id = e.account_id
   GROUP BY 1, 2 ORDER BY 1, 2`;
const STATES_SQL = `SELECT number, state, late_since IS NOT NULL AS late FROM receivables ORDER BY number`;

describe('the demo platform’s past', () => {
  it('is lived through the lifecycle: repaid with interest and tax, late, bought back on day 31, in collection', async () => {
    const { rows: events } = await t.pool.query<{ kind: string; n: number }>(
      `SELECT kind, count(*)::int AS n FROM receivable_events GROUP BY kind`,
    );
    const count = (kind: string) => events.find((e) => e.kind === kind)?.n ?? 0;
    expect(count('REPAYMENT')).toBeGreaterThan(90);
    expect(count('MATURED')).toBeGreaterThan(90);
    expect(count('LATE')).toBeGreaterThanOrEqual(5);
    expect(count('BUYBACK')).toBe(1);
    expect(count('COLLECTION')).toBe(1);
    // The buyback on day 31 of the delay (late_since is day 1).
    const { rows: buyback } = await t.pool.query<{ day31: boolean; protection: string }>(
      `SELECT e.effective_on = r.late_since + 30 AS day31, r.protection FROM receivable_events e
         JOIN receivables r ON r.id = e.receivable_id WHERE e.kind = 'BUYBACK'`,
    );
    expect(buyback).toEqual([{ day31: true, protection: 'BG' }]);
    const { rows: states } = await t.pool.query<{ state: string; n: number }>(
      `SELECT state, count(*)::int AS n FROM receivables GROUP BY state ORDER BY state`,
    );
    expect(Object.fromEntries(states.map((s) => [s.state, s.n]))).toMatchObject({
      ACTIVE: 60,
      COLLECTION: 1,
      LATE: 1,
    });
    // Every repayment drew what the originator's bank transfer brought.
    const { rows: repayments } = await t.pool.query<{ n: number; drawn: number }>(
      `SELECT count(*)::int AS n, count(ledger_transaction_id)::int AS drawn FROM receivable_repayments`,
    );
    expect(repayments[0]!.drawn).toBe(repayments[0]!.n);
    await expectLedgerReconciled(t.pool);
  });

  it('gives the demo investor real earnings, a rising earnings chart, and taxes the history explains', async () => {
    const balance = await get<{ earnedInterests: number; futureTaxes: number }>('/api/accountBalance');
    expect(balance.earnedInterests).toBeGreaterThan(20);
    const points = await get<Array<{ date: string; amount: number }>>('/api/earningsHistory?type=alltime');
    expect(points.length).toBeGreaterThan(20);
    for (let i = 1; i < points.length; i++)
      expect(points[i]!.amount).toBeGreaterThanOrEqual(points[i - 1]!.amount);
    expect(points[0]!.amount).toBeLessThan(points[points.length - 1]!.amount / 4);
    expect(points[points.length - 1]!.amount).toBe(balance.earnedInterests);
  });

  it('has paid interest on every day of the platform page’s month', async () => {
    await refreshPlatformStatistics(t.ownerPool, t.clock);
    const { data } = await get<{ data: Array<{ id: string; interests: number }> }>(
      '/api/statistics/interests_daily_stats',
      null,
    );
    expect(data).toHaveLength(30);
    expect(data[data.length - 1]!.id).toBe(addDays(platformToday(t.clock), -1));
    for (const day of data) expect(day.interests, day.id).toBeGreaterThan(0);
  });

  it('gives the strategy cards the yields of what was bought in 36 and in 12 months: not the same', async () => {
    const stats = await get<{
      months36: { bg: { interestRate: number }; pg: { interestRate: number } };
      months12: { bg: { interestRate: number }; pg: { interestRate: number } };
    }>('/api/investments/stats');
    for (const p of ['bg', 'pg'] as const) {
      expect(stats.months36[p].interestRate).toBeGreaterThan(0);
      expect(stats.months12[p].interestRate).toBeGreaterThan(0);
      // The first year's receivables paid more (8–12 %) than the last year's (6.5–10 %).
      expect(stats.months36[p].interestRate).toBeGreaterThan(stats.months12[p].interestRate);
    }
  });

  it('books the same on every fresh start, on any day', async () => {
    const reference = await t.pool.query(FINGERPRINT_SQL);
    const referenceStates = await t.pool.query(STATES_SQL);
    // Another day of another month: the dates move, the amounts and fates do not.
    const db = await createTestDatabase();
    const pool = createPool(db.connectionString, { max: 2 });
    try {
      await migrate(pool);
      await seedDemoData(pool, new ManualClock('2026-07-23T13:00:00Z'));
      expect((await pool.query(FINGERPRINT_SQL)).rows).toEqual(reference.rows);
      // Receivable numbers carry the issue year; compare the fates in order.
      const states = (await pool.query(STATES_SQL)).rows as Array<{ state: string; late: boolean }>;
      expect(states.map((s) => [s.state, s.late]).sort()).toEqual(
        (referenceStates.rows as Array<{ state: string; late: boolean }>)
          .map((s) => [s.state, s.late])
          .sort(),
      );
      await expectLedgerReconciled(pool);
    } finally {
      await pool.end();
      await db.drop();
    }
  }, 180_000);
});

describe('the demo investor’s figures agree', () => {
  it('dashboard tiles = account history sums = returns totals = the income statement', async () => {
    const balance = await get<{ earnedInterests: number; futureTaxes: number }>('/api/accountBalance');
    // Every entry of the account history, summed by kind.
    const sums = new Map<string, bigint>();
    for (let cursor: string | null = null; ;) {
      const { content, next }: { content: Array<{ type: string; value: number }>; next: string | null } =
        await get(`/api/accountHistory?size=100${cursor === null ? '' : `&cursor=${cursor}`}`);
      for (const e of content) sums.set(e.type, (sums.get(e.type) ?? 0n) + eurosToCents(e.value));
      if (next === null) break;
      cursor = next;
    }
    const interest = sums.get('EARNED_INTERESTS') ?? 0n;
    const tax = -(sums.get('TAX') ?? 0n);
    expect(interest).toBeGreaterThan(0n);
    // Tax withheld: the personal rate of each holding's interest, so about a quarter of it.
    expect(tax).toBeGreaterThan((interest * 24n) / 100n);
    expect(tax).toBeLessThan((interest * 26n) / 100n);
    // Earnings (interest paid, after tax): the tile, the chart's last point and the history.
    expect(eurosToCents(balance.earnedInterests)).toBe(interest - tax);
    // The returns table: its groups' earnings add up to the same.
    const returns = await get<{
      byProtection: Array<{ earnings: number }>;
      byOriginator: Array<{ earnings: number }>;
    }>('/api/returns');
    const total = (groups: Array<{ earnings: number }>) =>
      groups.reduce((s, g) => s + eurosToCents(g.earnings), 0n);
    expect(total(returns.byProtection)).toBe(interest - tax);
    expect(total(returns.byOriginator)).toBe(interest - tax);
    // The income statement over the whole history: interest earned and tax withheld.
    const res = await t.app.inject({
      url: `/api/incomeStatement?from=2024-01-01&to=${platformToday(t.clock)}`,
      headers: { ...demo.headers, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const { lines } = await readPdf(res);
    // As the statement writes euros (SPEC §9): `1.234,56 €`.
    const euro = (cents: bigint) =>
      `${String(cents / 100n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${String(cents % 100n).padStart(2, '0')} €`;
    expect(lines.find((l) => l.startsWith('Interest earned'))).toBe(`Interest earned | ${euro(interest)}`);
    expect(lines.find((l) => l.startsWith('Tax withheld'))).toBe(`Tax withheld | ${euro(tax)}`);
  });
});
