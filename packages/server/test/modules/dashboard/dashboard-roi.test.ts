/**
 * The dashboard's one valuation (src/modules/dashboard/dashboard.ts currentValueCents): a holding that has run for a
 * while without any repayment has earned interest, so the investor's ROI is above zero before the first
 * interest is paid. The headline ROI (GET /accountBalance), the last point of every /roiHistory period
 * and the returns panel's overall figure (GET /returns) are one figure, for fixtures computed by hand
 * and for the seeded demo investor. No daily accrual job runs here: the value is computed from the
 * holdings' terms (src/modules/marketplace/interest.ts), not read from what the job last stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interestCents } from '../../../src/modules/marketplace/interest.ts';
import { taxCents } from '../../../src/modules/marketplace/lifecycle.ts';
import { ratePercent, xirr } from '../../../src/modules/dashboard/xirr.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectContractResponse,
  signIn,
  signInOperator,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { bought, listReceivable } from '../../helpers/marketplace.ts';
import { fundedInvestor } from '../../helpers/withdrawals.ts';

let t: TestApp;
let ops: OperatorSession;
const cents = (euros: number) => Math.round(euros * 100);

beforeAll(async () => {
  t = await createTestApp({ config: { tokenTtlSeconds: 365 * 86_400 } });
  ops = await signInOperator(t.app);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function get<T>(who: Session, url: string, operationId: string): Promise<T> {
  return expectContractResponse(await t.app.inject({ url, headers: who.headers }), operationId, 200) as T;
}

/** The three places the investor's overall ROI shows, and each ROI period's last point. */
async function roiFigures(who: Session) {
  const balance = await get<{
    roi: number;
    futureTaxes: number;
    availableFunds: number;
    earnedInterests: number;
  }>(who, '/api/accountBalance', 'getAccountBalance');
  const returns = await get<{
    xirr: number | null;
    byProtection: Array<{ key: string; xirr: number | null }>;
  }>(who, '/api/returns', 'getReturns');
  const lastPoints: Record<string, { date: string; amount: number }> = {};
  for (const type of ['alltime', 'yearly', 'quarterly']) {
    const points = await get<Array<{ date: string; amount: number }>>(
      who,
      `/api/roiHistory?type=${type}`,
      'getRoiHistory',
    );
    const { date, amount } = points.at(-1)!;
    lastPoints[type] = { date, amount };
  }
  return { balance, returns, lastPoints };
}

// By hand (cents): 1,000 € at 9 % bought on 10 March 2026, valued on 24 April (45 days later);
// a personal investor, 25 % tax withheld when the interest is paid.
const PRINCIPAL = 100_000n;
const ACCRUED = interestCents(PRINCIPAL, 900, 45);
const FUTURE_TAX = taxCents(ACCRUED, 2500);

describe('a holding bought 45 days ago, nothing repaid yet', () => {
  let all: Session;
  let idle: Session;
  beforeAll(async () => {
    // 10:00 in Ljubljana: the deposit and the purchase on one day.
    t.clock.set('2026-03-10T09:00:00Z');
    const receivable = await listReceivable(t, ops, {
      totalAmount: 5_000,
      interestRate: 9,
      issueDate: '2026-03-01',
      maturityDate: '2026-09-30',
    });
    all = await fundedInvestor(t, { cents: 100_000n });
    idle = await fundedInvestor(t, { cents: 150_000n });
    await bought(t.app, all, receivable.Id, 1_000);
    await bought(t.app, idle, receivable.Id, 1_000);
    t.clock.set('2026-04-24T09:00:00Z');
  }, 60_000);

  it('values the holding with its interest accrued after tax: the ROI is that growth annualised', async () => {
    expect(ACCRUED).toBe(1_109n); // 1,000 € × 9 % × 45 / 365 = 11.0958… € → 11.09 €
    expect(FUTURE_TAX).toBe(277n); // 25 % of 11.09 € = 2.7725 € → 2.77 €
    // Paid in 1,000 €, worth 1,008.32 € 45 days later: (1,008.32 / 1,000)^(365/45) − 1 = 6.9515 %.
    const { balance, returns, lastPoints } = await roiFigures(all);
    expect(balance.roi).toBe(6.95);
    expect(cents(balance.futureTaxes)).toBe(Number(FUTURE_TAX));
    expect(returns.xirr).toBe(6.95);
    for (const point of Object.values(lastPoints))
      expect(point).toEqual({ date: '2026-04-24', amount: 6.95 });
    // Everything paid in is in this one holding: its group's return is the same.
    expect(returns.byProtection).toEqual([expect.objectContaining({ key: 'BG', xirr: 6.95 })]);
  });

  it('counts money not invested at its face value', async () => {
    // Paid in 1,500 €, worth 500 € + 1,008.32 €: (1,508.32 / 1,500)^(365/45) − 1 = 4.5887 %.
    const { balance, returns, lastPoints } = await roiFigures(idle);
    expect(balance.roi).toBe(4.59);
    expect(returns.xirr).toBe(4.59);
    for (const point of Object.values(lastPoints)) expect(point.amount).toBe(4.59);
    // The holding alone earned as much as the other investor's.
    expect(returns.byProtection).toEqual([expect.objectContaining({ key: 'BG', xirr: 6.95 })]);
  });
});

describe('the seeded demo investor', () => {
  it('shows a return above zero, the same in the headline, the chart and the returns panel', async () => {
    t.clock.set('2026-03-10T09:00:00Z');
    const demo = await signIn(t.app, DEMO_USERS.demo);
    const { balance, returns, lastPoints } = await roiFigures(demo);
    // Recomputed from other tables than the ledger's days: the deposits paid in, and today the cash
    // plus each running holding's principal and interest accrued after tax (the interest the past
    // paid is in the cash: src/modules/demo/seed-history.ts).
    expect(balance.earnedInterests).toBeGreaterThan(0);
    const { rows: deposits } = await t.pool.query<{ day: string; cents: string }>(
      `SELECT (received_at AT TIME ZONE 'Europe/Ljubljana')::date::text AS day, amount_cents::text AS cents
         FROM deposits WHERE user_id = $1 AND status = 'PROCESSED'`,
      [demo.userId],
    );
    const { rows: holdings } = await t.pool.query<{ principal: string; rate_bp: number; days: number }>(
      `SELECT ui.amount_cents::text AS principal, ui.interest_rate_bp AS rate_bp,
              least(DATE '2026-03-10', r.maturity_on) - (ui.bought_at AT TIME ZONE 'Europe/Ljubljana')::date AS days
         FROM user_investments ui JOIN receivables r ON r.id = ui.receivable_id
        WHERE ui.user_id = $1 AND ui.status = 'ACTIVE'`,
      [demo.userId],
    );
    expect(holdings.length).toBeGreaterThan(0);
    let value = BigInt(cents(balance.availableFunds));
    let futureTax = 0n;
    for (const h of holdings) {
      const interest = interestCents(BigInt(h.principal), h.rate_bp, h.days);
      futureTax += taxCents(interest, 2500);
      value += BigInt(h.principal) + interest - taxCents(interest, 2500);
    }
    expect(cents(balance.futureTaxes)).toBe(Number(futureTax));
    const expected = ratePercent(
      xirr([
        ...deposits.map((d) => ({ date: d.day, cents: -BigInt(d.cents) })),
        { date: '2026-03-10', cents: value },
      ])!,
    );
    expect(expected).toBeGreaterThan(0);
    expect(balance.roi).toBe(expected);
    expect(returns.xirr).toBe(expected);
    for (const point of Object.values(lastPoints))
      expect(point).toEqual({ date: '2026-03-10', amount: expected });
  });
});
