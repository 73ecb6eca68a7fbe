/**
 * Platform statistics (src/modules/dashboard/statistics.ts, src/modules/dashboard/statistics-routes.ts): what the daily job stores equals
 * the ledger — funds and invested principal against the accounts' cached balances, interest against
 * a repayment computed by hand, type ratios against the holdings — and the public calls answer the
 * stored rows without authorization, cacheable, from memory under load.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestCents } from '../../../src/modules/marketplace/interest.ts';
import { refreshPlatformStatistics, STATISTICS_DAYS } from '../../../src/modules/dashboard/statistics.ts';
import { STATISTICS_CACHE_CONTROL } from '../../../src/modules/dashboard/statistics-routes.ts';
import {
  createTestApp,
  expectContractResponse,
  secondInstance,
  signInOperator,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';
import { bought, listReceivable, originatorId } from '../../helpers/marketplace.ts';
import { fundOriginator } from '../../helpers/originators.ts';
import { fundedInvestor } from '../../helpers/withdrawals.ts';

let t: TestApp;
let ops: OperatorSession;
/** 1,000 € at 9 % from 10 to 12 March 2026, repaid on 12 March. */
const INTEREST = interestCents(100_000n, 900, 2);

beforeAll(async () => {
  // The demo seed lives up to 10 March 2026 (two years of deposits and purchases).
  t = await createTestApp({ config: { tokenTtlSeconds: 30 * 86_400 } });
  ops = await signInOperator(t.app);
  const investor = await fundedInvestor(t, { cents: 200_000n });
  const receivable = await listReceivable(t, ops, {
    interestRate: 9,
    issueDate: '2026-03-01',
    maturityDate: '2026-03-12',
    type: 'internationalFactoring',
  });
  await bought(t.app, investor, receivable.Id, 1000);
  t.clock.set('2026-03-12T10:00:00Z');
  await fundOriginator(t, ops, await originatorId(t), Number(100_000n + INTEREST) / 100);
  const repaid = await t.app.inject({
    method: 'POST',
    url: `/api/ops/receivables/${receivable.Id}/repayments`,
    headers: ops.headers,
    payload: { amount: Number(100_000n + INTEREST) / 100, paidOn: '2026-03-12' },
  });
  expect(repaid.statusCode, repaid.body).toBe(200);
  // Today is 14 March: the statistics run through 13 March, and nothing was booked since.
  t.clock.set('2026-03-14T09:00:00Z');
}, 180_000);
afterAll(async () => {
  await t?.close();
});

/** Investors' funds and invested principal now, from the accounts' cached balances. */
async function ledgerNow() {
  const { rows } = await t.pool.query<{ funds: string; invested: string }>(
    `SELECT sum(balance_cents)::text AS funds,
            sum(balance_cents) FILTER (WHERE kind = 'investor-invested')::text AS invested
       FROM accounts WHERE kind IN ('investor-cash', 'investor-invested') OR code = 'withdrawals-pending'`,
  );
  return { funds: BigInt(rows[0]!.funds), invested: BigInt(rows[0]!.invested) };
}

describe('the daily job', () => {
  it('stores, for yesterday, the funds and invested principal the ledger holds', async () => {
    expect(await refreshPlatformStatistics(t.pool, t.clock)).toEqual({
      through: '2026-03-13',
      computed: true,
    });
    const { funds, invested } = await ledgerNow();
    expect(invested).toBeGreaterThan(0n);
    const { rows } = await t.pool.query<{
      funds_cents: string;
      invested_cents: string;
      invested_ratio_bp: number;
    }>(
      `SELECT funds_cents::text, invested_cents::text, invested_ratio_bp FROM platform_daily_statistics WHERE day = '2026-03-13'`,
    );
    expect(BigInt(rows[0]!.funds_cents)).toBe(funds);
    expect(BigInt(rows[0]!.invested_cents)).toBe(invested);
    expect(rows[0]!.invested_ratio_bp).toBe(Number((invested * 10_000n) / funds));
  });

  it('stores every calendar day from the first movement, with the interest credited that day', async () => {
    const { rows } = await t.pool.query<{ day: string; interest_cents: string }>(
      `SELECT day::text, interest_cents::text FROM platform_daily_statistics ORDER BY day`,
    );
    const { rows: first } = await t.pool.query<{ day: string }>(
      `SELECT min((t.occurred_at AT TIME ZONE 'Europe/Ljubljana')::date)::text AS day
         FROM ledger_entries e JOIN accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.kind IN ('investor-cash', 'investor-invested')`,
    );
    expect(rows[0]!.day).toBe(first[0]!.day);
    expect(rows.at(-1)!.day).toBe('2026-03-13');
    const days = (Date.parse('2026-03-13') - Date.parse(first[0]!.day)) / 86_400_000 + 1;
    expect(rows).toHaveLength(days);
    const interest = new Map(rows.map((r) => [r.day, BigInt(r.interest_cents)]));
    expect(interest.get('2026-03-12')).toBe(INTEREST);
    expect(interest.get('2026-03-13')).toBe(0n);
  });

  it('splits the invested principal by financing type as the holdings do, shares rounded down', async () => {
    const { rows: held } = await t.pool.query<{ type: string; cents: string }>(
      `SELECT r.type, sum(ui.amount_cents)::text AS cents FROM user_investments ui
         JOIN receivables r ON r.id = ui.receivable_id WHERE ui.status = 'ACTIVE' GROUP BY r.type`,
    );
    const { rows } = await t.pool.query<{
      type: string;
      invested_cents: string;
      ratio_bp: number;
      as_of: string;
    }>(`SELECT type, invested_cents::text, ratio_bp, as_of::text FROM platform_type_ratios ORDER BY type`);
    const { invested } = await ledgerNow();
    expect(rows.reduce((sum, r) => sum + BigInt(r.invested_cents), 0n)).toBe(invested);
    for (const r of rows) {
      expect(r.as_of).toBe('2026-03-13');
      expect(BigInt(r.invested_cents)).toBe(BigInt(held.find((h) => h.type === r.type)?.cents ?? 0));
      expect(r.ratio_bp).toBe(Number((BigInt(r.invested_cents) * 10_000n) / invested));
    }
  });

  it('runs once per day: a second run finds the day done', async () => {
    expect(await refreshPlatformStatistics(t.pool, t.clock)).toEqual({
      through: '2026-03-13',
      computed: false,
    });
  });
});

describe('the public calls', () => {
  it('answer the last 30 days without authorization, cacheable', async () => {
    const funds = await t.app.inject({ url: '/api/statistics/funds_daily_stats' });
    expect(funds.headers['cache-control']).toBe(STATISTICS_CACHE_CONTROL);
    const { daily } = expectContractResponse(funds, 'getFundsDailyStats', 200) as {
      daily: Array<{ id: string; investedFundsRatio: number }>;
    };
    expect(daily).toHaveLength(STATISTICS_DAYS);
    expect(daily[0]!.id).toBe('2026-02-12');
    const { rows } = await t.pool.query<{ invested_ratio_bp: number }>(
      `SELECT invested_ratio_bp FROM platform_daily_statistics WHERE day = '2026-03-13'`,
    );
    expect(daily.at(-1)).toEqual({
      id: '2026-03-13',
      investedFundsRatio: rows[0]!.invested_ratio_bp / 10_000,
    });

    const interests = await t.app.inject({ url: '/api/statistics/interests_daily_stats' });
    expect(interests.headers['cache-control']).toBe(STATISTICS_CACHE_CONTROL);
    const { data } = expectContractResponse(interests, 'getInterestsDailyStats', 200) as {
      data: Array<{ id: string; interests: number }>;
    };
    expect(data.find((d) => d.id === '2026-03-12')!.interests).toBe(Number(INTEREST) / 100);

    const ratios = await t.app.inject({ url: '/api/statistics/investment_type_ratios' });
    expect(ratios.headers['cache-control']).toBe(STATISTICS_CACHE_CONTROL);
    const { types } = expectContractResponse(ratios, 'getInvestmentTypeRatios', 200) as {
      types: Array<{ id: string; ratio: number }>;
    };
    expect(types.map((r) => r.id)).toEqual([
      'invoiceFactoring',
      'reverseFactoring',
      'internationalFactoring',
    ]);
    const total = types.reduce((sum, r) => sum + Math.round(r.ratio * 10_000), 0);
    // Each share rounded down: together at most one basis point per type short of the whole.
    expect(total).toBeGreaterThanOrEqual(10_000 - 3);
    expect(total).toBeLessThanOrEqual(10_000);
  });

  it('serve repeated calls from memory: the stored rows are read once a minute', async () => {
    const before = (await t.app.inject({ url: '/api/statistics/funds_daily_stats' })).json();
    await t.ownerPool.query('DELETE FROM platform_daily_statistics');
    expect((await t.app.inject({ url: '/api/statistics/funds_daily_stats' })).json()).toEqual(before);
    // A process that had not read them yet sees the table as it is now.
    const other = await secondInstance(t);
    expect((await other.inject({ url: '/api/statistics/funds_daily_stats' })).json()).toEqual({ daily: [] });
    await other.close();
  });
});
