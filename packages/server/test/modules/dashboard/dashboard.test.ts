/**
 * The dashboard's series, ROI and returns (src/modules/dashboard/dashboard.ts, src/modules/dashboard/routes.ts) against
 * hand-computed fixtures. One investor lives through a calendar of real calls (deposits, two
 * purchases, a withdrawal paid out, a repayment with interest and tax, the daily accrual) across the
 * period edges: the first deposit, a deposit at 00:30 in Ljubljana that is still the previous day in
 * UTC, the quarter boundary (today 1 April: the quarter starts on 1 January). A second investor's
 * deposits straddle the leap day 2028-02-29. Amounts are compared in cents.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/platform/db/pool.ts';
import { interestCents } from '../../../src/modules/marketplace/interest.ts';
import { noJobs } from '../../../src/platform/jobs.ts';
import {
  investorCashAccountId,
  postTransaction,
  systemAccountId,
} from '../../../src/modules/ledger/ledger.ts';
import { runReceivablesDay, taxCents } from '../../../src/modules/marketplace/lifecycle.ts';
import { xirr } from '../../../src/modules/dashboard/xirr.ts';
import {
  createTestApp,
  expectApiError,
  expectContractResponse,
  signInOperator,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { bought, listReceivable, originatorId } from '../../helpers/marketplace.ts';
import { fundOriginator } from '../../helpers/originators.ts';
import { approvePayout } from '../../helpers/payouts.ts';
import { fundedInvestor, withdraw, withdrawalCode } from '../../helpers/withdrawals.ts';

interface Point {
  date: string;
  amount: number;
  dateFormatted: string;
}

const cents = (euros: number) => Math.round(euros * 100);

let t: TestApp;
let ops: OperatorSession;
let ana: Session;
let bor: Session;

/** A bank-transfer deposit booked as the statement import books it, at the clock's time. */
async function deposit(who: Session, amountCents: bigint): Promise<void> {
  await withTransaction(t.ownerPool, async (client) => {
    const txId = await postTransaction(client, {
      kind: 'deposit',
      occurredAt: t.clock.now(),
      externalRef: `dashboard-test:${who.userId}:${t.clock.now().toISOString()}`,
      entries: [
        { accountId: await investorCashAccountId(client, who.userId), amountCents },
        { accountId: await systemAccountId(client, 'bank-transfers'), amountCents: -amountCents },
      ],
    });
    await client.query(
      `INSERT INTO deposits (user_id, amount_cents, status, received_at, ledger_transaction_id)
       VALUES ($1, $2, 'PROCESSED', $3, $4)`,
      [who.userId, amountCents.toString(), t.clock.now(), txId],
    );
  });
}

async function series(who: Session, path: string, type: string): Promise<Array<[string, number]>> {
  const operation = {
    balanceHistory: 'getBalanceHistory',
    availableFundsHistory: 'getAvailableFundsHistory',
    earningsHistory: 'getEarningsHistory',
    roiHistory: 'getRoiHistory',
  }[path]!;
  const res = await t.app.inject({ url: `/api/${path}?type=${type}`, headers: who.headers });
  const points = expectContractResponse(res, operation, 200) as Point[];
  for (const p of points) expect(p.dateFormatted).toBe(p.date.split('-').reverse().join('.'));
  return points.map((p) => [p.date, path === 'roiHistory' ? p.amount : cents(p.amount)]);
}

async function balance(who: Session) {
  const res = await t.app.inject({ url: '/api/accountBalance', headers: who.headers });
  return expectContractResponse(res, 'getAccountBalance', 200) as {
    roi: number;
    totalBalance: number;
    availableFunds: number;
    earnedInterests: number;
    futureTaxes: number;
    earningsByInvestmentType: Record<string, number>;
    roiByInvestmentType: Record<string, number>;
  };
}

async function returns(who: Session) {
  const res = await t.app.inject({ url: '/api/returns', headers: who.headers });
  return expectContractResponse(res, 'getReturns', 200) as {
    xirr: number | null;
    byProtection: Array<{
      key: string;
      label: string;
      invested: number;
      outstanding: number;
      earnings: number;
      xirr: number | null;
    }>;
    byOriginator: Array<{
      key: string;
      label: string;
      invested: number;
      outstanding: number;
      earnings: number;
      xirr: number | null;
    }>;
  };
}

const percent = (rate: number) => Math.round(rate * 10_000) / 100;

// The fixture, by hand (cents). Personal investor, tax 25 % half-up.
const BG_PRINCIPAL = 60_000n; // 600 € at 10 %, 2026-01-15 → 2026-03-16 (60 days)
const BG_INTEREST = interestCents(BG_PRINCIPAL, 1000, 60); // 986
const BG_TAX = taxCents(BG_INTEREST, 2500); // 247
const PG_PRINCIPAL = 20_000n; // 200 € at 12 %, bought 2026-01-15, running on 2026-04-01 (76 days)
const PG_ACCRUED = interestCents(PG_PRINCIPAL, 1200, 76); // 499
const PG_FUTURE_TAX = taxCents(PG_ACCRUED, 2500); // 125

beforeAll(async () => {
  // Sessions must outlive the simulated months.
  t = await createTestApp({ config: { tokenTtlSeconds: 5 * 365 * 86_400 } });
  ops = await signInOperator(t.app);
  t.clock.set('2025-12-20T10:00:00Z');
  ana = await fundedInvestor(t);
  bor = await fundedInvestor(t);

  // 1. First deposit, 500 €.
  await deposit(ana, 50_000n);
  // 2. 500 € at 00:30 on 2 January in Ljubljana (still 1 January in UTC).
  t.clock.set('2026-01-01T23:30:00Z');
  await deposit(ana, 50_000n);
  // 3. Two purchases: 600 € of a BG invoice (10 %), 200 € of a PG reverse factoring (12 %) of another originator.
  t.clock.set('2026-01-15T10:00:00Z');
  const bg = await listReceivable(t, ops, {
    interestRate: 10,
    issueDate: '2026-01-10',
    maturityDate: '2026-03-16',
    protection: 'BG',
    type: 'invoiceFactoring',
  });
  const pg = await listReceivable(t, ops, {
    originatorId: await originatorId(t, 'Jadranska Trgovina d.o.o.'),
    interestRate: 12,
    issueDate: '2026-01-10',
    maturityDate: '2026-06-30',
    protection: 'PG',
    type: 'reverseFactoring',
  });
  await bought(t.app, ana, bg.Id, 600);
  await bought(t.app, ana, pg.Id, 200);
  // 4. A withdrawal of 100 € asked on 10 February, paid out on 12 February.
  t.clock.set('2026-02-10T10:00:00Z');
  expect(
    (await withdraw(t.app, ana, { amount: 100, ...(await withdrawalCode(t, ana, 100)) })).statusCode,
  ).toBe(201);
  t.clock.set('2026-02-12T10:00:00Z');
  const batch = await t.app.inject({ method: 'POST', url: '/api/ops/payouts', headers: ops.headers });
  expect(batch.statusCode, batch.body).toBe(201);
  const batchId = Number(batch.headers['payout-batch-id']);
  await approvePayout(t.app, batchId);
  const view = (await t.app.inject({ url: `/api/ops/payouts/${batchId}`, headers: ops.headers })).json() as {
    lines: Array<{ endToEndId: string; userId: number }>;
  };
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/ops/payouts/${batchId}/confirm`,
    headers: ops.headers,
    payload: { lines: view.lines.map((l) => ({ endToEndId: l.endToEndId, outcome: 'EXECUTED' })) },
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  // 5. The BG invoice is repaid at maturity: principal, interest, tax.
  t.clock.set('2026-03-16T10:00:00Z');
  await fundOriginator(t, ops, bg.originatorId, Number(BG_PRINCIPAL + BG_INTEREST) / 100);
  const repaid = await t.app.inject({
    method: 'POST',
    url: `/api/ops/receivables/${bg.Id}/repayments`,
    headers: ops.headers,
    payload: { amount: Number(BG_PRINCIPAL + BG_INTEREST) / 100, paidOn: '2026-03-16' },
  });
  expect(repaid.statusCode, repaid.body).toBe(200);
  // 6. Today: 1 April 2026, 10:00 in Ljubljana; the night's job accrued the PG holding's interest.
  t.clock.set('2026-04-01T08:00:00Z');
  await runReceivablesDay(t.pool, t.clock, t.config, noJobs);
}, 180_000);
afterAll(async () => {
  await t?.close();
});

describe('history series from the ledger (1 April 2026)', () => {
  it('total balance: cash + invested + reserved; a purchase and a withdrawal request move nothing', async () => {
    // 500 → 1,000 (2 Jan, Ljubljana date) → 900 paid out (12 Feb) → + interest 9.86 − tax 2.47 (16 Mar).
    const repaidTotal = 90_000 + Number(BG_INTEREST - BG_TAX);
    expect(await series(ana, 'balanceHistory', 'alltime')).toEqual([
      ['2025-12-20', 50_000],
      ['2026-01-02', 100_000],
      ['2026-02-12', 90_000],
      ['2026-03-16', repaidTotal],
      ['2026-04-01', repaidTotal],
    ]);
    // The quarter starts on 1 January: the end-of-day value then, before the 00:30 deposit of 2 January.
    expect(await series(ana, 'balanceHistory', 'quarterly')).toEqual([
      ['2026-01-01', 50_000],
      ['2026-01-02', 100_000],
      ['2026-02-12', 90_000],
      ['2026-03-16', repaidTotal],
      ['2026-04-01', repaidTotal],
    ]);
    // The last 365 days reach back before the first deposit: the series starts with it.
    expect(await series(ana, 'balanceHistory', 'yearly')).toEqual(
      await series(ana, 'balanceHistory', 'alltime'),
    );
    expect(cents((await balance(ana)).totalBalance)).toBe(repaidTotal);
  });

  it('available funds: the cash account', async () => {
    const cash = 100_000 - 80_000 - 10_000 + Number(BG_PRINCIPAL + BG_INTEREST - BG_TAX);
    expect(await series(ana, 'availableFundsHistory', 'alltime')).toEqual([
      ['2025-12-20', 50_000],
      ['2026-01-02', 100_000],
      ['2026-01-15', 20_000],
      ['2026-02-10', 10_000],
      ['2026-03-16', cash],
      ['2026-04-01', cash],
    ]);
    expect(cents((await balance(ana)).availableFunds)).toBe(cash);
  });

  it('earnings: interest after tax, as earnedInterests', async () => {
    const earned = Number(BG_INTEREST - BG_TAX);
    expect(earned).toBe(739);
    expect(await series(ana, 'earningsHistory', 'quarterly')).toEqual([
      ['2026-01-01', 0],
      ['2026-03-16', earned],
      ['2026-04-01', earned],
    ]);
    expect(cents((await balance(ana)).earnedInterests)).toBe(earned);
  });

  it('ROI: the XIRR up to each point, valuing what is held with the interest accrued; the last one is accountBalance.roi and the returns’ xirr', async () => {
    const flows = (through: string, value: bigint) => [
      { date: '2025-12-20', cents: -50_000n },
      ...(through >= '2026-01-02' ? [{ date: '2026-01-02', cents: -50_000n }] : []),
      ...(through >= '2026-02-12' ? [{ date: '2026-02-12', cents: 10_000n }] : []),
      { date: through, cents: value },
    ];
    // The value held on each point's day: the total balance plus each running holding's interest
    // accrued to that day, less the tax that will be withheld on it.
    const accruedAfterTax = (principal: bigint, rateBp: number, days: number) => {
      const interest = interestCents(principal, rateBp, days);
      return interest - taxCents(interest, 2500);
    };
    // 12 February: both holdings have run 28 days (BG 4.60 − 1.15, PG 1.84 − 0.46).
    const feb12 = 90_000n + accruedAfterTax(BG_PRINCIPAL, 1000, 28) + accruedAfterTax(PG_PRINCIPAL, 1200, 28);
    expect(feb12).toBe(90_483n);
    // 16 March: the BG interest is paid (in the total balance); PG has run 60 days (3.94 − 0.99).
    const mar16 = 90_000n + BG_INTEREST - BG_TAX + accruedAfterTax(PG_PRINCIPAL, 1200, 60);
    expect(mar16).toBe(91_034n);
    // Today: PG has run 76 days.
    const apr1 = 90_000n + BG_INTEREST - BG_TAX + PG_ACCRUED - PG_FUTURE_TAX;
    expect(apr1).toBe(91_113n);
    const today = percent(xirr(flows('2026-04-01', apr1))!);
    // Reference figures: SciPy's brentq (scipy.optimize) on the same flows gives 3.771764 % on 12
    // February, 5.042096 % on 16 March and 4.552746 % today.
    expect(percent(xirr(flows('2026-02-12', feb12))!)).toBe(3.77);
    expect(percent(xirr(flows('2026-03-16', mar16))!)).toBe(5.04);
    expect(today).toBe(4.55);
    expect(await series(ana, 'roiHistory', 'alltime')).toEqual([
      // The first deposit's day: nothing to annualise yet.
      ['2025-12-20', 0],
      // Nothing invested yet: money in, the same money held.
      ['2026-01-02', 0],
      ['2026-02-12', 3.77],
      ['2026-03-16', 5.04],
      ['2026-04-01', today],
    ]);
    expect((await balance(ana)).roi).toBe(today);
    expect((await returns(ana)).xirr).toBe(today);
  });
});

describe('returns of the holdings', () => {
  it('splits by protection and originator: purchase out; principal, interest after tax and today’s value in', async () => {
    // BG: −600 on 15 Jan, +600 + 9.86 − 2.47 on 16 Mar (60 days): (1 + 7.39/600)^(365/60) − 1.
    const bgRate = percent((1 + Number(BG_INTEREST - BG_TAX) / Number(BG_PRINCIPAL)) ** (365 / 60) - 1);
    // PG: −200 on 15 Jan, today (76 days later) 200 + accrued 4.99 − future tax 1.25.
    const pgValue = PG_PRINCIPAL + PG_ACCRUED - PG_FUTURE_TAX;
    const pgRate = percent((Number(pgValue) / Number(PG_PRINCIPAL)) ** (365 / 76) - 1);
    const body = await returns(ana);
    expect(body.byProtection).toEqual([
      { key: 'PG', label: 'PG', invested: 200, outstanding: 200, earnings: 0, xirr: pgRate },
      { key: 'BG', label: 'BG', invested: 600, outstanding: 0, earnings: 7.39, xirr: bgRate },
    ]);
    expect(body.byOriginator.map((g) => [g.label, g.invested, g.outstanding, g.earnings, g.xirr])).toEqual([
      ['Alpen Logistik GmbH', 600, 0, 7.39, bgRate],
      ['Jadranska Trgovina d.o.o.', 200, 200, 0, pgRate],
    ]);
    const figures = await balance(ana);
    expect(figures.earningsByInvestmentType).toEqual({
      invoiceFactoring: 7.39,
      reverseFactoring: 0,
      internationalFactoring: 0,
    });
    expect(figures.roiByInvestmentType).toEqual({
      invoiceFactoring: bgRate,
      reverseFactoring: pgRate,
      internationalFactoring: 0,
    });
    expect(cents(figures.futureTaxes)).toBe(Number(PG_FUTURE_TAX));
  });

  it('shows a new investor nothing: empty series, no return', async () => {
    for (const path of ['balanceHistory', 'availableFundsHistory', 'earningsHistory', 'roiHistory'])
      expect(await series(bor, path, 'alltime')).toEqual([]);
    expect(await returns(bor)).toEqual({ xirr: null, byProtection: [], byOriginator: [] });
    expect((await balance(bor)).roi).toBe(0);
  });
});

describe('ownership', () => {
  it('answers only the signed-in investor: another userId is 403, no token 401', async () => {
    for (const url of ['/api/balanceHistory?type=alltime', '/api/roiHistory?type=yearly', '/api/returns']) {
      expectApiError(
        await t.app.inject({ url, headers: { ...bor.headers, userid: String(ana.userId) } }),
        403,
        'forbidden',
      );
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
    expectApiError(
      await t.app.inject({ url: '/api/balanceHistory?type=monthly', headers: ana.headers }),
      400,
      'validation-error',
    );
  });
});

describe('around the leap day (2028-02-29)', () => {
  let lea: Session;
  beforeAll(async () => {
    t.clock.set('2027-02-28T12:00:00Z');
    lea = await fundedInvestor(t);
    await deposit(lea, 10_000n);
    t.clock.set('2027-03-01T12:00:00Z');
    await deposit(lea, 20_000n);
    t.clock.set('2027-11-28T12:00:00Z');
    await deposit(lea, 30_000n);
    t.clock.set('2028-02-29T07:00:00Z');
    await deposit(lea, 40_000n);
    t.clock.set('2028-02-29T09:00:00Z');
  }, 60_000);

  it('on the leap day: a year is 365 days back (1 March 2027), a quarter 29 November', async () => {
    expect(await series(lea, 'balanceHistory', 'alltime')).toEqual([
      ['2027-02-28', 10_000],
      ['2027-03-01', 30_000],
      ['2027-11-28', 60_000],
      ['2028-02-29', 100_000],
    ]);
    expect(await series(lea, 'balanceHistory', 'yearly')).toEqual([
      ['2027-03-01', 30_000],
      ['2027-11-28', 60_000],
      ['2028-02-29', 100_000],
    ]);
    expect(await series(lea, 'availableFundsHistory', 'quarterly')).toEqual([
      ['2027-11-29', 60_000],
      ['2028-02-29', 100_000],
    ]);
    // Money in and nothing earned: 0 %.
    expect((await series(lea, 'roiHistory', 'quarterly')).map(([, roi]) => roi)).toEqual([0, 0]);
  });

  it('three months before 31 May 2028 is the leap day', async () => {
    t.clock.set('2028-05-31T09:00:00Z');
    expect(await series(lea, 'balanceHistory', 'quarterly')).toEqual([
      ['2028-02-29', 100_000],
      ['2028-05-31', 100_000],
    ]);
  });

  it('shows a movement at once, also one committed by another process after a newer read', async () => {
    await deposit(lea, 5_000n);
    expect((await series(lea, 'availableFundsHistory', 'quarterly')).at(-1)).toEqual(['2028-05-31', 105_000]);
    expect(cents((await balance(lea)).totalBalance)).toBe(105_000);
  });
});
