/**
 * What an investor reads about a holding and an originator (src/modules/marketplace/schedule.ts,
 * originator-profile.ts): a holding's repayment schedule is, to the cent, what the repayment then
 * really pays the holder (the ledger's postings), with the tax a personal investor's payout withholds;
 * it turns LATE past the maturity date and WRITTEN_OFF after a non-payment; only its owner reads it.
 * An originator's page counts its receivables by their real states and computes the late and
 * defaulted shares from them. Receivables, purchases and lifecycle moves go through the HTTP API on
 * the test's calendar (the clock only moves forward).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '@invest/api-client';
import { withTransaction } from '../../../src/platform/db/pool.ts';
import { noJobs } from '../../../src/platform/jobs.ts';
import {
  investorCashAccountId,
  postTransaction,
  systemAccountId,
} from '../../../src/modules/ledger/ledger.ts';
import { runReceivablesDay } from '../../../src/modules/marketplace/lifecycle.ts';
import { sharePercent } from '../../../src/modules/marketplace/originator-profile.ts';
import { addDays, platformToday } from '../../../src/platform/calendar.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  expectContractResponse,
  signIn,
  signInOperator,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { expectLedgerReconciled } from '../../helpers/ledger.ts';
import { bought, cancel, listReceivable as createReceivable } from '../../helpers/marketplace.ts';
import { fundOriginator } from '../../helpers/originators.ts';
import { fundedInvestor, type Investor } from '../../helpers/withdrawals.ts';

type ScheduleRow = components['schemas']['ScheduleRow'];
type OriginatorProfile = components['schemas']['OriginatorProfile'];

let t: TestApp;
let ops: OperatorSession;
let anna: Investor;
let bor: Investor;
/** The demo business investor: no tax withheld. */
let biz: Session;

async function newOriginator(name: string): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/originators',
    headers: ops.headers,
    payload: { name: `${name} ${process.pid}`, countryCode: 'AT', failureScore: 1.25, ranking: 'A3' },
  });
  return (expectContractResponse(res, 'createOriginator', 201) as { Id: number }).Id;
}

beforeAll(async () => {
  t = await createTestApp({ config: { tokenTtlSeconds: 5 * 365 * 86_400 } });
  ops = await signInOperator(t.app);
  anna = await fundedInvestor(t, { cents: 5_000_000n });
  bor = await fundedInvestor(t, { cents: 5_000_000n });
  biz = await signIn(t.app, DEMO_USERS.business);
  await withTransaction(t.ownerPool, async (client) => {
    await postTransaction(client, {
      kind: 'deposit',
      occurredAt: t.clock.now(),
      entries: [
        { accountId: await investorCashAccountId(client, biz.userId), amountCents: 5_000_000n },
        { accountId: await systemAccountId(client, 'bank-transfers'), amountCents: -5_000_000n },
      ],
    });
  });
}, 120_000);
afterEach(async () => {
  await expectLedgerReconciled(t.pool);
});
afterAll(async () => {
  await t?.close();
});

const today = () => platformToday(t.clock);

function goTo(date: string): void {
  expect(date >= today(), `${date} is before today ${today()}`).toBe(true);
  t.clock.set(`${date}T08:00:00Z`);
}

async function runDay(date: string) {
  goTo(date);
  await runReceivablesDay(t.pool, t.clock, t.config, noJobs);
}

const listReceivable = (originatorId: number, days: number, total: number, protection: 'BG' | null = null) =>
  createReceivable(t, ops, {
    originatorId,
    totalAmount: total,
    interestRate: 10,
    rank: 'B',
    issueDate: today(),
    maturityDate: addDays(today(), days),
    protection,
  });

async function opsOk(id: number, path: string, operationId: string, body?: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/ops/receivables/${id}/${path}`,
    headers: ops.headers,
    ...(body === undefined ? {} : { payload: body }),
  });
  return expectContractResponse(res, operationId, 200) as { amountDue: number; state: string };
}

async function amountDueOf(id: number) {
  const res = await t.app.inject({ url: `/api/ops/receivables/${id}`, headers: ops.headers });
  return expectContractResponse(res, 'getReceivable', 200) as { amountDue: number };
}

async function schedule(who: Session, holdingId: number): Promise<ScheduleRow[]> {
  const res = await t.app.inject({
    url: `/api/user_investments/${holdingId}/schedule`,
    headers: who.headers,
  });
  return expectContractResponse(res, 'getUserInvestmentSchedule', 200) as ScheduleRow[];
}

/** What the ledger paid the holding, in cents as the holder's cash account got them. */
async function paid(holdingId: number): Promise<Record<string, bigint>> {
  const { rows } = await t.pool.query<{ kind: string; cents: string }>(
    `SELECT lt.kind, e.amount_cents::text AS cents
       FROM ledger_transactions lt JOIN ledger_entries e ON e.transaction_id = lt.id
       JOIN accounts a ON a.id = e.account_id AND a.kind = 'investor-cash'
      WHERE lt.external_ref LIKE $1`,
    [`holding:${holdingId}:%`],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, BigInt(r.cents)]));
}

const cents = (euros: number) => BigInt(Math.round(euros * 100));

describe("a holding's repayment schedule", () => {
  it('is, to the cent, what the repayment pays each holder, tax withheld as the payout withholds it', async () => {
    const originatorId = await newOriginator('Schedule Test GmbH');
    const start = today();
    const r = await listReceivable(originatorId, 30, 1000);
    const annaHolding = await bought(t.app, anna, r.Id, 500);
    const bizHolding = await bought(t.app, biz, r.Id, 300);
    // Bor buys a week later: less interest, a different share of the same payment.
    await runDay(addDays(start, 7));
    const borHolding = await bought(t.app, bor, r.Id, 200);

    const before = {
      [annaHolding]: await schedule(anna, annaHolding),
      [bizHolding]: await schedule(biz, bizHolding),
      [borHolding]: await schedule(bor, borHolding),
    };
    const maturity = addDays(start, 30);
    // 500 € at 10 % for 30 days = 4.1095… → 4.10 €, tax 25 % of it half-up = 1.03 €.
    expect(before[annaHolding]).toEqual([
      { dueOn: maturity, paidOn: null, principal: 500, interest: 4.1, tax: 1.03, net: 503.07, status: 'DUE' },
    ]);
    // A business investor: no tax.
    expect(before[bizHolding]).toEqual([
      { dueOn: maturity, paidOn: null, principal: 300, interest: 2.46, tax: 0, net: 302.46, status: 'DUE' },
    ]);
    // 200 € for 23 days = 1.2602… → 1.26 €, tax 0.315 → 0.32 €.
    expect(before[borHolding]![0]).toMatchObject({
      principal: 200,
      interest: 1.26,
      tax: 0.32,
      status: 'DUE',
    });

    // Due today: still DUE, not late.
    await runDay(maturity);
    expect((await schedule(anna, annaHolding))[0]!.status).toBe('DUE');

    const { amountDue } = await amountDueOf(r.Id);
    expect(amountDue).toBe(1007.82);
    await fundOriginator(t, ops, originatorId, amountDue);
    expect(
      await opsOk(r.Id, 'repayments', 'recordRepayment', { amount: amountDue, paidOn: today() }),
    ).toMatchObject({ state: 'REPAID' });

    for (const [id, who] of [
      [annaHolding, anna],
      [bizHolding, biz],
      [borHolding, bor],
    ] as const) {
      const [row] = before[id]!;
      const postings = await paid(id);
      // What the schedule said is exactly what the repayment booked.
      expect(postings.repayment).toBe(cents(row!.principal));
      expect(postings.interest).toBe(cents(row!.interest));
      expect(-(postings.tax ?? 0n)).toBe(cents(row!.tax));
      // Once paid, the schedule reads the ledger: the same figures, PAID on the day.
      expect(await schedule(who, id)).toEqual([{ ...row, paidOn: maturity, status: 'PAID' }]);
    }
  });

  it('turns LATE past the maturity date and WRITTEN_OFF after a non-payment; a cancelled purchase has none', async () => {
    const originatorId = await newOriginator('Late Schedule GmbH');
    const r = await listReceivable(originatorId, 10, 1000);
    const holding = await bought(t.app, anna, r.Id, 100);
    await runDay(addDays(today(), 11));
    expect((await schedule(anna, holding))[0]).toMatchObject({
      status: 'LATE',
      paidOn: null,
      principal: 100,
    });

    await opsOk(r.Id, 'loss-events', 'recordLossEvent', { occurredOn: today() });
    expect((await schedule(anna, holding))[0]!.status).toBe('LATE');
    await opsOk(r.Id, 'non-payment', 'recordNonPayment');
    expect(await schedule(anna, holding)).toEqual([
      {
        dueOn: r.dateEndFormatted,
        paidOn: null,
        principal: 100,
        interest: 0,
        tax: 0,
        net: 0,
        status: 'WRITTEN_OFF',
      },
    ]);

    const open = await listReceivable(originatorId, 60, 1000);
    const cancelled = await bought(t.app, anna, open.Id, 50);
    expect((await cancel(t.app, anna, cancelled)).statusCode).toBe(200);
    expect(await schedule(anna, cancelled)).toEqual([]);
  });

  it("is read only by the holding's owner (another's answers 404, as a missing one)", async () => {
    const originatorId = await newOriginator('Owner Schedule GmbH');
    const r = await listReceivable(originatorId, 60, 1000);
    const holding = await bought(t.app, anna, r.Id, 100);
    // Another investor's holding answers as a missing one does (as GET /user_investments/{id}).
    expect((await schedule(anna, holding))[0]!.principal).toBe(100);
    for (const [who, id] of [
      [bor, holding],
      [anna, 999_999_999],
    ] as const)
      expectApiError(
        await t.app.inject({ url: `/api/user_investments/${id}/schedule`, headers: who.headers }),
        404,
        'not-found',
      );
    expect((await t.app.inject({ url: `/api/user_investments/${holding}/schedule` })).statusCode).toBe(401);
  });
});

describe("an originator's page", () => {
  it('rounds shares half-up to hundredths of a percent, exactly', () => {
    expect(sharePercent(1n, 3n)).toBe(33.33);
    expect(sharePercent(2n, 3n)).toBe(66.67);
    expect(sharePercent(1n, 8n)).toBe(12.5);
    expect(sharePercent(1n, 20_000n)).toBe(0.01); // 0.005 % → 0.01
    expect(sharePercent(1n, 20_001n)).toBe(0); // 0.00499… %
    expect(sharePercent(0n, 0n)).toBe(0);
  });

  it('counts its receivables by their real states and computes the late and defaulted shares', async () => {
    const originatorId = await newOriginator('Track Record GmbH');
    const repaid = await listReceivable(originatorId, 10, 1000);
    const late = await listReceivable(originatorId, 10, 2000);
    const writtenOff = await listReceivable(originatorId, 10, 3000);
    await listReceivable(originatorId, 90, 1000, 'BG');
    for (const r of [repaid, late, writtenOff]) await bought(t.app, anna, r.Id, 100);
    await opsOk(writtenOff.Id, 'loss-events', 'recordLossEvent', { occurredOn: today() });
    await opsOk(writtenOff.Id, 'non-payment', 'recordNonPayment');
    await runDay(repaid.dateEndFormatted);
    const { amountDue } = await amountDueOf(repaid.Id);
    await fundOriginator(t, ops, originatorId, amountDue);
    await opsOk(repaid.Id, 'repayments', 'recordRepayment', { amount: amountDue, paidOn: today() });
    await runDay(addDays(today(), 1));

    const res = await t.app.inject({ url: `/api/originators/${originatorId}`, headers: bor.headers });
    const page = expectContractResponse(res, 'getOriginator', 200) as OriginatorProfile;
    expect(page).toMatchObject({
      Id: originatorId,
      originator: {
        Id: originatorId,
        name: `Track Record GmbH ${process.pid}`,
        countryCode: 'AT',
        creditRating: { failureScore: 1.25, ranking: 'A3' },
      },
      listed: { count: 4, amount: 7000 },
      repaid: { count: 1, amount: 1000 },
      active: { count: 1, amount: 1000 },
      late: { count: 1, amount: 2000 },
      defaulted: { count: 1, amount: 3000 },
      // 2 000 / 7 000 = 28.571… %, 3 000 / 7 000 = 42.857… %.
      lateShare: 28.57,
      defaultedShare: 42.86,
    });

    // A receivable names its originator's page.
    const receivable = await t.app.inject({ url: `/api/investments/${late.Id}`, headers: bor.headers });
    expect(
      (expectContractResponse(receivable, 'getInvestment', 200) as { originator: { Id: number } }).originator
        .Id,
    ).toBe(originatorId);

    expectApiError(
      await t.app.inject({ url: '/api/originators/999999999', headers: bor.headers }),
      404,
      'not-found',
    );
    expect((await t.app.inject({ url: `/api/originators/${originatorId}` })).statusCode).toBe(401);
  });
});
