/**
 * Auto-invest (SPEC §2, §3, §4 Strategy, §5 Custom strategy; src/modules/auto-invest/auto-invest.ts): the setting's calls
 * with their ownership and validation, the engine buying listed receivables in the fair order through
 * the purchase path, funds that arrive later, the preview against what the engine then buys, and the
 * strategy cards' yields.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { runAutoInvestQueue } from '../../../src/modules/auto-invest/auto-invest.ts';
import { withTransaction } from '../../../src/platform/db/pool.ts';
import {
  investorCashAccountId,
  postTransaction,
  systemAccountId,
} from '../../../src/modules/ledger/ledger.ts';
import {
  createTestApp,
  expectApiError,
  expectContractResponse,
  signInOperator,
  testContract,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { auditEvents } from '../../helpers/audit.ts';
import {
  bought,
  cancel,
  getAs,
  listReceivable,
  receivableRow,
  type UserInvestment,
} from '../../helpers/marketplace.ts';
import { balanceOf, fundedInvestor } from '../../helpers/withdrawals.ts';

let t: TestApp;
let operator: OperatorSession;
beforeAll(async () => {
  t = await createTestApp({ config: { tokenTtlSeconds: 30 * 24 * 3600 } });
  operator = await signInOperator(t.app);
  // The custom strategies below ask for 14 % to 15 %, which the demo seed pays at most (14 %): its
  // few 14 % receivables are lowered to 13.99 % so that only the receivables these tests list match.
  await t.ownerPool.query('UPDATE receivables SET interest_rate_bp = 1399 WHERE interest_rate_bp = 1400');
  const { rows } = await t.pool.query<{ max: number }>(
    'SELECT max(interest_rate_bp) AS max FROM receivables',
  );
  expect(rows[0]!.max).toBeLessThan(1400);
});
afterAll(async () => {
  await t?.close();
});
// Each test's strategies, queued work and receivables (out of the strategies' 14 % to 15 %) stay in it.
afterEach(async () => {
  await t.pool.query('DELETE FROM auto_invest_strategies');
  await t.pool.query('DELETE FROM auto_invest_queue');
  await t.ownerPool.query('UPDATE receivables SET interest_rate_bp = 1399 WHERE interest_rate_bp >= 1400');
});

const ALL_LOAN_TYPES = ['INVOICE_FACTORING', 'REVERSE_FACTORING', 'INTERNATIONAL_FACTORING'];
/** A custom strategy that matches only the receivables these tests list (14 % to 15 %). */
const custom = (over: Record<string, unknown> = {}) => ({
  type: 'CUSTOM',
  termDays: [30, 60, 90, 180],
  loanTypes: ALL_LOAN_TYPES,
  protectionTypes: ['PG', 'BG'],
  interestRateRange: { from: 14, to: 15 },
  ...over,
});

const path = (who: Session, suffix = '') => `/api/userAutoInvests/${who.userId}${suffix}`;

function post(who: Session, body: object, suffix = '') {
  return t.app.inject({ method: 'POST', url: path(who, suffix), headers: who.headers, payload: body });
}

async function choose(who: Session, body: object) {
  return expectContractResponse(await post(who, body), 'setAutoInvest', 200) as {
    autoInvest: Record<string, unknown>;
  };
}

async function preview(who: Session, body: object) {
  return expectContractResponse(await post(who, body, '/preview'), 'previewAutoInvest', 200) as {
    matchingCount: number;
    investingCount: number;
    investableAmount: number;
    expectedYield: number;
  };
}

const engine = () => runAutoInvestQueue(t.pool, t.clock);

/** The user's holdings of a receivable (or all), oldest first. */
async function holdings(userId: number, receivableId?: number) {
  const { rows } = await t.pool.query<{
    receivable_id: string;
    amount_cents: string;
    interest_rate_bp: number;
    auto_invest: boolean;
    status: string;
  }>(
    `SELECT receivable_id::text, amount_cents::text, interest_rate_bp, auto_invest, status FROM user_investments
      WHERE user_id = $1 AND ($2::bigint IS NULL OR receivable_id = $2) ORDER BY id`,
    [userId, receivableId ?? null],
  );
  return rows;
}

/** Credits the investor's cash as a booked bank transfer would (a ledger credit: the engine's trigger). */
async function deposit(userId: number, cents: bigint) {
  await withTransaction(t.ownerPool, async (client) => {
    await postTransaction(client, {
      kind: 'deposit',
      occurredAt: t.clock.now(),
      externalRef: `auto-invest-test:${userId}:${Date.now()}:${Math.random()}`,
      entries: [
        { accountId: await investorCashAccountId(client, userId), amountCents: cents },
        { accountId: await systemAccountId(client, 'bank-transfers'), amountCents: -cents },
      ],
    });
  });
}

describe('GET, POST, DELETE /api/userAutoInvests/{userId}', () => {
  it('has no strategy at first; chooses a preset, reads it back, removes it', async () => {
    const investor = await fundedInvestor(t);
    const read = async () =>
      expectContractResponse(
        await t.app.inject({ url: path(investor), headers: investor.headers }),
        'getAutoInvest',
        200,
      );
    expect(await read()).toEqual({ autoInvest: null });
    const chosen = await choose(investor, { type: 'SHORT_TERM' });
    const shortTerm = {
      type: 'SHORT_TERM',
      preferredAmount: null,
      termDays: [30, 60],
      loanTypes: ALL_LOAN_TYPES,
      protectionTypes: ['BG'],
      interestRateRange: null,
      countryCodes: [],
      confirmedAt: t.clock.now().toISOString(),
      needsReconfirmation: false,
    };
    expect(chosen).toEqual({ autoInvest: shortTerm });
    expect(await read()).toEqual({ autoInvest: shortTerm });
    expect((await choose(investor, { type: 'LONG_TERM' })).autoInvest).toMatchObject({
      type: 'LONG_TERM',
      termDays: [90, 180],
      protectionTypes: ['PG'],
    });
    const removed = await t.app.inject({ method: 'DELETE', url: path(investor), headers: investor.headers });
    expect(expectContractResponse(removed, 'deleteAutoInvest', 200)).toEqual({ autoInvest: null });
    expect(await read()).toEqual({ autoInvest: null });
    const audit = (await auditEvents(t, 'auto-invest.chosen')).filter(
      (e) => e.user_id === String(investor.userId),
    );
    expect(audit.map((e) => e.details)).toEqual([{ type: 'SHORT_TERM' }, { type: 'LONG_TERM' }]);
    expect(audit[0]!.actor).toBe(`user:${investor.userId}`);
    expect(
      (await auditEvents(t, 'auto-invest.removed')).filter((e) => e.user_id === String(investor.userId)),
    ).toHaveLength(1);
  });

  it('stores a custom strategy as asked, and a new choice replaces it and restarts its confirmation', async () => {
    const investor = await fundedInvestor(t);
    const body = custom({
      termDays: [90, 30],
      loanTypes: ['REVERSE_FACTORING'],
      protectionTypes: ['BG'],
      interestRateRange: { from: 2.5, to: 3.5 },
      countryCodes: ['SI', 'AT'],
      preferredAmount: 125.5,
    });
    const first = await choose(investor, body);
    expect(first.autoInvest).toEqual({
      type: 'CUSTOM',
      preferredAmount: 125.5,
      termDays: [30, 90],
      loanTypes: ['REVERSE_FACTORING'],
      protectionTypes: ['BG'],
      interestRateRange: { from: 2.5, to: 3.5 },
      countryCodes: ['SI', 'AT'],
      confirmedAt: t.clock.now().toISOString(),
      needsReconfirmation: false,
    });
    const order = async () =>
      (
        await t.pool.query<{ fair_order: string }>(
          'SELECT fair_order::text FROM auto_invest_strategies WHERE user_id = $1',
          [investor.userId],
        )
      ).rows[0]!.fair_order;
    const before = await order();
    const start = t.clock.now();
    try {
      t.clock.advance(3_600_000);
      const again = await choose(investor, custom());
      expect(again.autoInvest).toMatchObject({
        preferredAmount: null,
        countryCodes: [],
        confirmedAt: t.clock.now().toISOString(),
      });
      // Behind every strategy confirmed before it.
      expect(BigInt(await order())).toBeGreaterThan(BigInt(before));
    } finally {
      t.clock.set(start);
    }
  });

  it('refuses what the contract and SPEC §5 do not allow (400), and saves nothing', async () => {
    const investor = await fundedInvestor(t);
    const bad = [
      { type: 'SHORT_TERM', termDays: [30] },
      { type: 'LONG_TERM', preferredAmount: 100 },
      { type: 'CUSTOM' },
      { type: 'CUSTOM', termDays: [30], loanTypes: ALL_LOAN_TYPES, protectionTypes: ['BG'] },
      custom({ interestRateRange: { from: 5, to: 5.5 } }),
      custom({ interestRateRange: { from: 14.5, to: 15 } }),
      custom({ interestRateRange: { from: 1, to: 15.5 } }),
      custom({ interestRateRange: { from: -1, to: 3 } }),
      custom({ termDays: [45] }),
      custom({ termDays: [] }),
      custom({ termDays: [30, 30] }),
      custom({ loanTypes: ['MORTGAGE'] }),
      custom({ protectionTypes: [] }),
      custom({ countryCodes: ['HR'] }),
      custom({ preferredAmount: 0 }),
      custom({ preferredAmount: 9.99 }),
      custom({ preferredAmount: 10.001 }),
      custom({ extra: true }),
      { type: 'MEDIUM_TERM' },
    ];
    for (const body of bad) {
      expectApiError(await post(investor, body), 400, 'validation-error');
      expectApiError(await post(investor, body, '/preview'), 400, 'validation-error');
    }
    const read = await t.app.inject({ url: path(investor), headers: investor.headers });
    expect(read.json()).toEqual({ autoInvest: null });
    // The minimum share, said plainly; 10 € itself is allowed.
    expect((await post(investor, custom({ preferredAmount: 9.99 }))).json().message).toBe(
      'body.preferredAmount must be >= 10',
    );
    expect((await choose(investor, custom({ preferredAmount: 10 }))).autoInvest).toMatchObject({
      preferredAmount: 10,
    });
    // The lower bound exactly 1 below the upper is allowed.
    expect((await choose(investor, custom())).autoInvest).toMatchObject({
      interestRateRange: { from: 14, to: 15 },
    });
  });

  it("refuses another investor's strategy (403) and changes nothing", async () => {
    const owner = await fundedInvestor(t);
    const other = await fundedInvestor(t);
    await choose(owner, { type: 'LONG_TERM' });
    const as = (method: 'GET' | 'POST' | 'DELETE', suffix = '') =>
      t.app.inject({
        method,
        url: path(owner, suffix),
        headers: other.headers,
        ...(method === 'POST' ? { payload: { type: 'SHORT_TERM' } } : {}),
      });
    expectApiError(await as('GET'), 403, 'forbidden');
    expectApiError(await as('POST'), 403, 'forbidden');
    expectApiError(await as('DELETE'), 403, 'forbidden');
    expectApiError(await as('POST', '/preview'), 403, 'forbidden');
    expectApiError(await t.app.inject({ url: path(owner) }), 401, 'unauthorized');
    const read = await t.app.inject({ url: path(owner), headers: owner.headers });
    expect(read.json().autoInvest.type).toBe('LONG_TERM');
  });
});

describe('the engine', () => {
  it('buys a listed receivable for the matching strategies, oldest first in 10 € slices, one purchase each', async () => {
    // Confirmed in this order: a (plenty of funds), b (30 €), c (25 € per receivable), then two that
    // must get nothing: d (PG only) and e (not identified).
    const a = await fundedInvestor(t, { cents: 10_000_000n });
    const b = await fundedInvestor(t, { cents: 3_000n });
    const c = await fundedInvestor(t, { cents: 10_000_000n });
    const d = await fundedInvestor(t, { cents: 10_000_000n });
    const e = await fundedInvestor(t, { cents: 10_000_000n, confirmed: false });
    await choose(a, custom());
    await choose(b, custom());
    await choose(c, custom({ preferredAmount: 25 }));
    await choose(d, custom({ protectionTypes: ['PG'] }));
    await choose(e, custom());
    // Choosing queued each investor; nothing open matches yet.
    expect(await engine()).toMatchObject({ purchases: 0 });

    const receivable = await listReceivable(t, operator, {
      totalAmount: 100,
      interestRate: 14.5,
      protection: 'BG',
    });
    const report = await engine();
    expect(report).toMatchObject({ purchases: 3, investedCents: 10_000n });
    // Rounds of 10 €: a, b, c take 10 € each three times (b's funds and c's amount end at 30 € and
    // 25 €), then a takes what is left.
    expect(await holdings(a.userId)).toEqual([
      {
        receivable_id: String(receivable.Id),
        amount_cents: '4500',
        interest_rate_bp: 1450,
        auto_invest: true,
        status: 'ACTIVE',
      },
    ]);
    expect((await holdings(b.userId)).map((h) => h.amount_cents)).toEqual(['3000']);
    expect((await holdings(c.userId)).map((h) => h.amount_cents)).toEqual(['2500']);
    expect(await holdings(d.userId)).toEqual([]);
    expect(await holdings(e.userId)).toEqual([]);
    const row = await receivableRow(t, receivable.Id);
    expect(row.available_cents).toBe('0');
    expect(row.funded_at).not.toBeNull();
    expect((await balanceOf(t.app, b)).availableFunds).toBe(0);

    // Through the purchase path: the holding shows its auto-invest rate, the investor is notified,
    // the audit names the platform as the actor.
    const [mine] = await getAs<UserInvestment[]>(t.app, a, '/api/user_investments', 'listUserInvestments');
    expect(mine).toMatchObject({ amount: 45, autoInvestData: { interestRate: 14.5 } });
    const notes = await t.app.inject({ url: `/api/notifications/${a.userId}`, headers: a.headers });
    expect((notes.json() as { content: Array<{ type: string }> }).content[0]!.type).toBe(
      'INVESTMENT_PURCHASED',
    );
    const audit = (await auditEvents(t, 'investment.purchased')).filter(
      (x) => x.user_id === String(a.userId),
    );
    expect(audit).toEqual([
      expect.objectContaining({
        actor: 'system',
        details: expect.objectContaining({ autoInvest: true, amountCents: 4500 }),
      }),
    ]);
    // A second run finds nothing more to do.
    await t.pool.query('INSERT INTO auto_invest_queue (receivable_id) VALUES ($1)', [receivable.Id]);
    expect(await engine()).toMatchObject({ purchases: 0 });
  });

  it('never spends beyond the available funds, buys a receivable once, and does not buy back a cancelled purchase', async () => {
    const investor = await fundedInvestor(t, { cents: 5_000n });
    const older = await listReceivable(t, operator, { totalAmount: 40, interestRate: 14.5 });
    const newer = await listReceivable(t, operator, { totalAmount: 40, interestRate: 14.5 });
    await choose(investor, custom());
    await engine();
    // In listing order: all of the older one, then what is left.
    expect((await holdings(investor.userId)).map((h) => [Number(h.receivable_id), h.amount_cents])).toEqual([
      [older.Id, '4000'],
      [newer.Id, '1000'],
    ]);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(0);

    // More funds: the newer receivable was bought by auto-invest already, so nothing more of it.
    await deposit(investor.userId, 10_000n);
    expect(await engine()).toMatchObject({ purchases: 0 });
    // Cancelling (the newer one: the older is fully funded) gives the money back and queues the
    // investor and the receivable, but the engine does not buy it again.
    const list = await getAs<UserInvestment[]>(
      t.app,
      investor,
      '/api/user_investments',
      'listUserInvestments',
    );
    const part = list.find((m) => m.investment.Id === newer.Id)!;
    expect(
      expectContractResponse(await cancel(t.app, investor, part.Id), 'cancelUserInvestment', 200),
    ).toEqual({});
    const { rows: queued } = await t.pool.query('SELECT 1 FROM auto_invest_queue WHERE user_id = $1', [
      investor.userId,
    ]);
    expect(queued.length).toBeGreaterThan(0);
    expect(await engine()).toMatchObject({ purchases: 0 });
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(110);
  });

  it('invests funds that arrive later (a deposit queues the investor)', async () => {
    const investor = await fundedInvestor(t);
    await choose(investor, custom({ protectionTypes: ['PG'], countryCodes: ['AT'] }));
    const wrongCountry = await listReceivable(t, operator, {
      interestRate: 14.5,
      protection: 'PG',
      country: 'SI',
    });
    const matching = await listReceivable(t, operator, {
      interestRate: 14.5,
      protection: 'PG',
      country: 'AT',
    });
    expect(await engine()).toMatchObject({ purchases: 0 });
    await deposit(investor.userId, 3_000n);
    const { rows } = await t.pool.query('SELECT user_id FROM auto_invest_queue');
    expect(rows).toEqual([{ user_id: String(investor.userId) }]);
    expect(await engine()).toMatchObject({ purchases: 1, investedCents: 3_000n });
    expect(await holdings(investor.userId, wrongCountry.Id)).toEqual([]);
    expect((await holdings(investor.userId, matching.Id)).map((h) => h.amount_cents)).toEqual(['3000']);
  });

  it('queues an investor with a strategy for each credit to her cash, and for nothing else (migration 0038)', async () => {
    const investor = await fundedInvestor(t, { cents: 5_000n });
    const withoutStrategy = await fundedInvestor(t, { cents: 5_000n });
    // Only receivables these tests list match; this one pays below the strategy's range.
    const receivable = await listReceivable(t, operator, { totalAmount: 100, interestRate: 9 });
    await choose(investor, custom());
    await engine();
    const queued = async () =>
      (
        await t.pool.query<{ user_id: string }>(
          'SELECT user_id::text FROM auto_invest_queue WHERE user_id IS NOT NULL ORDER BY id',
        )
      ).rows.map((r) => Number(r.user_id));
    expect(await queued()).toEqual([]);

    // A purchase debits the cash and credits the invested account: nothing queued, by either.
    const holding = await bought(t.app, investor, receivable.Id, 20);
    await bought(t.app, withoutStrategy, receivable.Id, 20);
    expect(await queued()).toEqual([]);

    // A credit to the cash of an investor without a strategy queues nothing; with one, her.
    await deposit(withoutStrategy.userId, 1_000n);
    expect(await queued()).toEqual([]);
    await deposit(investor.userId, 1_000n);
    expect(await queued()).toEqual([investor.userId]);
    // A cancellation credits her cash again (and queues the receivable, whose amount grew).
    expectContractResponse(await cancel(t.app, investor, holding), 'cancelUserInvestment', 200);
    expect(await queued()).toEqual([investor.userId, investor.userId]);
  });

  it('keeps the queued work of a failed run for the next run, and does the rest', async () => {
    const investor = await fundedInvestor(t, { cents: 10_000n });
    await choose(investor, custom({ preferredAmount: 20 }));
    await engine();
    const failing = await listReceivable(t, operator, { totalAmount: 100, interestRate: 14.5 });
    const fine = await listReceivable(t, operator, { totalAmount: 100, interestRate: 14.5 });
    // A database that fails every query about the first receivable's purchase plan.
    const pool = new Proxy(t.pool, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
        return (text: unknown, values?: unknown[]) =>
          typeof text === 'string' &&
          text.includes('JOIN auto_invest_strategies s') &&
          values?.[0] === String(failing.Id)
            ? Promise.reject(new Error('the plan failed'))
            : target.query(text as string, values);
      },
    });
    const report = await runAutoInvestQueue(pool, t.clock);
    expect(report.failures).toEqual([new Error('the plan failed')]);
    expect(await holdings(investor.userId, fine.Id)).toHaveLength(1);
    expect(await holdings(investor.userId, failing.Id)).toEqual([]);
    const { rows } = await t.pool.query('SELECT receivable_id::text FROM auto_invest_queue');
    expect(rows).toEqual([{ receivable_id: String(failing.Id) }]);
    expect(await engine()).toMatchObject({ purchases: 1, failures: [] });
    expect((await holdings(investor.userId, failing.Id)).map((h) => h.amount_cents)).toEqual(['2000']);
  });

  it('never buys less than 10 € of a receivable, except the remainder of one with less than 10 € left', async () => {
    // x may take 15 € of each receivable, y has 8 €, z 12 €: y and z cannot take a 10 € share.
    const x = await fundedInvestor(t, { cents: 100_000n });
    const y = await fundedInvestor(t, { cents: 800n });
    await choose(x, custom({ preferredAmount: 15 }));
    await choose(y, custom());
    const receivable = await listReceivable(t, operator, { totalAmount: 31, interestRate: 14.5 });
    expect(await engine()).toMatchObject({ purchases: 1, investedCents: 1_500n });
    expect((await holdings(x.userId)).map((h) => h.amount_cents)).toEqual(['1500']);
    expect(await holdings(y.userId)).toEqual([]);
    // A manual buyer leaves 6 €: a remainder below 10 €, which y may take whole when y's funds grow
    // (a credit queues y).
    const buyer = await fundedInvestor(t, { cents: 100_000n });
    await bought(t.app, buyer, receivable.Id, 10);
    await deposit(y.userId, 100n);
    expect(await engine()).toMatchObject({ purchases: 1, investedCents: 600n });
    expect((await holdings(y.userId)).map((h) => h.amount_cents)).toEqual(['600']);
    expect((await receivableRow(t, receivable.Id)).available_cents).toBe('0');
  });

  it('does not buy less than 10 € when the investor spent funds between the plan and the purchase', async () => {
    const investor = await fundedInvestor(t, { cents: 1_200n });
    await choose(investor, custom());
    await engine();
    const receivable = await listReceivable(t, operator, { totalAmount: 100, interestRate: 14.5 });
    const elsewhere = await listReceivable(t, operator, { totalAmount: 100, interestRate: 9 });
    // Planned 12 €; before its purchases are booked, the investor buys 10 € by hand: 2 € are left,
    // not a remainder of the receivable (100 € are available), so nothing is bought.
    let spent = false;
    const pool = new Proxy(t.pool, {
      get(target, property, receiver) {
        if (property !== 'query') return Reflect.get(target, property, receiver) as unknown;
        return async (text: unknown, values?: unknown[]) => {
          if (!spent && typeof text === 'string' && text.includes('open_investor_account(id)')) {
            spent = true;
            await bought(t.app, investor, elsewhere.Id, 10);
          }
          return target.query(text as string, values);
        };
      },
    });
    await t.pool.query('INSERT INTO auto_invest_queue (receivable_id) VALUES ($1)', [receivable.Id]);
    expect(await runAutoInvestQueue(pool, t.clock)).toMatchObject({ purchases: 0, failures: [] });
    expect(spent).toBe(true);
    expect(await holdings(investor.userId, receivable.Id)).toEqual([]);
  });

  it('with the high-liquidity preset buys only BG-protected receivables of up to 60 days', async () => {
    const investor = await fundedInvestor(t, { cents: 300_000n });
    await choose(investor, { type: 'SHORT_TERM' });
    const report = await engine();
    expect(report.purchases).toBeGreaterThan(0);
    const { rows } = await t.pool.query<{ protection: string; term: number; auto_invest: boolean }>(
      `SELECT r.protection, r.maturity_on - r.issued_on AS term, ui.auto_invest
         FROM user_investments ui JOIN receivables r ON r.id = ui.receivable_id WHERE ui.user_id = $1`,
      [investor.userId],
    );
    expect(rows.length).toBe(report.purchases);
    for (const row of rows) expect(row).toMatchObject({ protection: 'BG', auto_invest: true });
    for (const row of rows) expect(row.term).toBeLessThanOrEqual(60);
  });
});

describe('POST /api/userAutoInvests/{userId}/preview', () => {
  it('shows what the engine then buys: the matching receivables, the amount and the weighted yield', async () => {
    // An older strategy wants 20 € of each; the investor has 70 €.
    const rival = await fundedInvestor(t, { cents: 100_000n });
    await choose(rival, custom({ preferredAmount: 20 }));
    const investor = await fundedInvestor(t, { cents: 7_000n });
    const first = await listReceivable(t, operator, { totalAmount: 50, interestRate: 14.5 });
    const second = await listReceivable(t, operator, {
      totalAmount: 100,
      interestRate: 15,
      maturityDate: '2026-04-05',
    });
    const body = custom();
    // 50 € shared in rounds: rival 20 €, investor 30 €; then the investor's last 40 € of the second.
    expect(await preview(investor, body)).toEqual({
      matchingCount: 2,
      investingCount: 2,
      investableAmount: 70,
      // (30 × 14.5 + 40 × 15) / 70 = 14.785…
      expectedYield: 14.79,
    });
    // Narrower: only terms of 31 to 60 days (the second); nothing saved by previewing.
    expect(await preview(investor, custom({ termDays: [60] }))).toEqual({
      matchingCount: 1,
      investingCount: 1,
      investableAmount: 70,
      expectedYield: 15,
    });
    expect((await t.app.inject({ url: path(investor), headers: investor.headers })).json()).toEqual({
      autoInvest: null,
    });

    await choose(investor, body);
    await engine();
    expect((await holdings(investor.userId, first.Id)).map((h) => h.amount_cents)).toEqual(['3000']);
    expect((await holdings(investor.userId, second.Id)).map((h) => h.amount_cents)).toEqual(['4000']);
    expect((await holdings(rival.userId)).map((h) => h.amount_cents)).toEqual(['2000', '2000']);
    // Nothing left to invest now.
    expect(await preview(investor, body)).toEqual({
      matchingCount: 1,
      investingCount: 0,
      investableAmount: 0,
      expectedYield: 0,
    });
  });

  it('counts the receivables it would buy into now, fewer than match when the funds run out', async () => {
    const investor = await fundedInvestor(t, { cents: 1_500n });
    await listReceivable(t, operator, { totalAmount: 100, interestRate: 14.5 });
    await listReceivable(t, operator, { totalAmount: 100, interestRate: 14.5 });
    // 15 € go into the older one (10 € and then 5 € in a second round); nothing is left for the next.
    const answer = await preview(investor, custom({ interestRateRange: { from: 14, to: 15 } }));
    expect(answer.matchingCount).toBeGreaterThanOrEqual(2);
    expect(answer).toMatchObject({ investingCount: 1, investableAmount: 15 });
  });

  it('is rate-limited per address (429 with Retry-After)', async () => {
    const investor = await fundedInvestor(t);
    const strict = await buildApp({
      config: { ...t.config, rateLimitFactor: 1 },
      db: t.pool,
      clock: t.clock,
      logger: false,
      contract: testContract(),
    });
    try {
      const ask = () =>
        strict.inject({
          method: 'POST',
          url: path(investor, '/preview'),
          headers: investor.headers,
          payload: custom(),
          remoteAddress: '203.0.113.77',
        });
      for (let i = 0; i < 300; i++) expect((await ask()).statusCode).toBe(200);
      const refused = await ask();
      expectApiError(refused, 429, 'rate-limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });

  it('costs the same few queries for a strategy matching one receivable and one matching hundreds', async () => {
    // Twelve older strategies want every receivable; 150 more receivables are listed.
    for (let i = 0; i < 12; i++) {
      const rival = await fundedInvestor(t, { cents: 50_000n });
      await choose(rival, custom({ interestRateRange: { from: 0, to: 15 }, preferredAmount: 10 + i }));
    }
    await listReceivable(t, operator, { totalAmount: 500, interestRate: 14.5, maturityDate: '2026-04-05' });
    for (let i = 0; i < 150; i++) {
      await listReceivable(t, operator, { totalAmount: 1_000 + i, interestRate: 5 + (i % 9) });
    }
    const investor = await fundedInvestor(t, { cents: 100_000_000n });
    const small = custom({ termDays: [30, 60], protectionTypes: ['BG'] });
    const huge = custom({ interestRateRange: { from: 0, to: 15 } });
    const { rows } = await t.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM receivables
        WHERE state = 'ACTIVE' AND available_cents > 0 AND protection IS NOT NULL AND maturity_on > $1`,
      [t.clock.now()],
    );
    expect(rows[0]!.n).toBeGreaterThan(150);

    /**
     * The queries one preview request costs (its rate limit and token lookup included), and the
     * connections it takes: one per query (pg's pool.query takes one), none held for a transaction.
     */
    async function measured(body: object) {
      const query = vi.spyOn(t.pool, 'query');
      const connect = vi.spyOn(t.pool, 'connect');
      try {
        const answer = await preview(investor, body);
        return { answer, queries: query.mock.calls.length, connections: connect.mock.calls.length };
      } finally {
        query.mockRestore();
        connect.mockRestore();
      }
    }
    // The first call of the session may also note its last use.
    await measured(small);
    const few = await measured(small);
    const many = await measured(huge);
    // The rivals, first in the fair order, take 10 € to 21 € of it; the investor the rest.
    expect(few.answer).toMatchObject({ matchingCount: 1, investableAmount: 500 - (10 + 21) * 6 });
    expect(many.answer.matchingCount).toBe(rows[0]!.n);
    expect(many.answer.investableAmount).toBeGreaterThan(100_000);
    expect(many.queries).toBe(few.queries);
    expect(many.connections).toBe(few.connections);
    expect(few.connections).toBe(few.queries);
    // The rate limit, the token, the investor's funds, the matching receivables with their claims.
    expect(few.queries).toBe(4);
  }, 180_000);

  it('invests nothing for an investor who may not buy yet', async () => {
    const pending = await fundedInvestor(t, { cents: 100_000n, confirmed: false });
    await listReceivable(t, operator, { interestRate: 14.5 });
    expect(await preview(pending, custom())).toMatchObject({ investableAmount: 0, expectedYield: 0 });
  });
});

describe('GET /api/investments/stats', () => {
  it('answers empty stats, not an error, when they cannot be computed', async () => {
    const investor = await fundedInvestor(t);
    // A database that fails the stats query (and only it).
    const failing = new Proxy(t.pool, {
      get(pool, property, receiver) {
        if (property !== 'query') return Reflect.get(pool, property, receiver) as unknown;
        return (text: unknown, ...rest: unknown[]) =>
          typeof text === 'string' && text.includes('make_interval(months')
            ? Promise.reject(new Error('stats unavailable'))
            : (pool.query as (...args: unknown[]) => unknown)(text, ...rest);
      },
    });
    const app = await buildApp({
      config: t.config,
      db: failing,
      clock: t.clock,
      logger: false,
      contract: testContract(),
    });
    try {
      const res = await app.inject({ url: '/api/investments/stats', headers: investor.headers });
      expect(expectContractResponse(res, 'getInvestmentStats', 200)).toEqual({
        months36: { bg: { interestRate: 0 }, pg: { interestRate: 0 } },
        months12: { bg: { interestRate: 0 }, pg: { interestRate: 0 } },
      });
    } finally {
      await app.close();
    }
  });

  it('is what ended BG and PG holdings really earned a year over 36 and 12 months: interest paid over principal-days', async () => {
    const investor = await fundedInvestor(t);
    const res = await t.app.inject({ url: '/api/investments/stats', headers: investor.headers });
    const stats = expectContractResponse(res, 'getInvestmentStats', 200);
    // The oracle: each ended holding's interest from the ledger and its days held, summed in JavaScript.
    const { rows } = await t.pool.query<{
      protection: string;
      amount: string;
      status: string;
      interest: string;
      days: number;
      in12: boolean;
      in36: boolean;
    }>(
      `SELECT r.protection, ui.amount_cents::text AS amount, ui.status,
              coalesce((SELECT e.amount_cents FROM ledger_transactions lt
                          JOIN ledger_entries e ON e.transaction_id = lt.id
                         WHERE lt.external_ref = 'holding:' || ui.id || ':interest' AND e.amount_cents > 0), 0)::text
                AS interest,
              (ui.ended_at AT TIME ZONE 'Europe/Ljubljana')::date
                - (ui.bought_at AT TIME ZONE 'Europe/Ljubljana')::date AS days,
              ui.ended_at > $1::timestamptz - interval '12 months' AS in12,
              ui.ended_at > $1::timestamptz - interval '36 months' AS in36
         FROM user_investments ui JOIN receivables r ON r.id = ui.receivable_id
        WHERE ui.status IN ('REPAID', 'BOUGHT_BACK', 'INSURED', 'WRITTEN_OFF') AND r.protection IS NOT NULL
          AND ui.ended_at <= $1::timestamptz`,
      [t.clock.now()],
    );
    const yieldOf = (protection: string, months: 12 | 36) => {
      const picked = rows.filter((r) => r.protection === protection && (months === 12 ? r.in12 : r.in36));
      const principalDays = picked.reduce((s, r) => s + Number(r.amount) * Math.max(1, r.days), 0);
      if (principalDays === 0) return 0;
      const earned = picked.reduce(
        (s, r) => s + (r.status === 'WRITTEN_OFF' ? -Number(r.amount) : Number(r.interest)),
        0,
      );
      return Math.round((earned * 365 * 10_000) / principalDays) / 100;
    };
    expect(stats).toEqual({
      months36: { bg: { interestRate: yieldOf('BG', 36) }, pg: { interestRate: yieldOf('PG', 36) } },
      months12: { bg: { interestRate: yieldOf('BG', 12) }, pg: { interestRate: yieldOf('PG', 12) } },
    });
    // The demo's past repaid both kinds: real yields, below the highest rate any of them promised
    // (8–12 % the first year, 6.5–10 % the last), and the two periods differ.
    for (const protection of ['BG', 'PG']) {
      expect(yieldOf(protection, 12)).toBeGreaterThan(0);
      expect(yieldOf(protection, 36)).toBeLessThan(12);
      expect(yieldOf(protection, 36)).not.toBe(yieldOf(protection, 12));
    }
  });
});
