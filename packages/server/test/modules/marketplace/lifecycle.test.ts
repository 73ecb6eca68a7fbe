/**
 * The life of a receivable on a simulated calendar (src/modules/marketplace/lifecycle.ts): accrual, repayment on time and
 * late, BG buyback after a delay and after a loss event, PG insurance, write-off without protection,
 * extensions, refusals in wrong states, tax, idempotency of the daily job, two processes at once, and
 * a repayment split over 1 000 holders. Receivables and purchases go through the HTTP API; the job
 * is called as the scheduler calls it. Before each repayment the originator's money arrives through
 * the statement import (fund), as a repayment distributes only that (originator-money.test.ts). The seeded demo marketplace lives through the same calendar,
 * so every assertion names its own receivable.
 */
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPool, withTransaction } from '../../../src/platform/db/pool.ts';
import { provisionServiceRole } from '../../../src/platform/db/roles.ts';
import { daysBetween, interestCents } from '../../../src/modules/marketplace/interest.ts';
import { noJobs } from '../../../src/platform/jobs.ts';
import {
  investorCashAccountId,
  postTransaction,
  systemAccountId,
} from '../../../src/modules/ledger/ledger.ts';
import { nextTransition, runReceivablesDay, taxCents } from '../../../src/modules/marketplace/lifecycle.ts';
import { addDays, platformToday } from '../../../src/platform/calendar.ts';
import type { OpsReceivable } from '../../../src/modules/marketplace/marketplace.ts';
import { buyReceivable } from '../../../src/modules/marketplace/purchases.ts';
import {
  createTestApp,
  DEMO_APPROVER,
  DEMO_USERS,
  expectApiError,
  contentOf,
  expectContractResponse,
  signIn,
  signInOperator,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { asDeadlockVictim } from '../../helpers/deadlock.ts';
import { expectLedgerReconciled } from '../../helpers/ledger.ts';
import { bought, listReceivable as createReceivable } from '../../helpers/marketplace.ts';
import { fundOriginator } from '../../helpers/originators.ts';
import { fundedInvestor, type Investor } from '../../helpers/withdrawals.ts';

let t: TestApp;
let ops: OperatorSession;
let originatorId: number;
/** Personal investors. */
let anna: Investor;
let bor: Investor;
/** The demo business investor (no tax withheld). */
let biz: Session;
let bizEmail: string;

async function topUp(userId: number, cents: bigint): Promise<void> {
  await withTransaction(t.ownerPool, async (client) => {
    await postTransaction(client, {
      kind: 'deposit',
      occurredAt: t.clock.now(),
      entries: [
        { accountId: await investorCashAccountId(client, userId), amountCents: cents },
        { accountId: await systemAccountId(client, 'bank-transfers'), amountCents: -cents },
      ],
    });
  });
}

beforeAll(async () => {
  // The calendar runs for many months: sessions outlive it.
  t = await createTestApp({ config: { tokenTtlSeconds: 5 * 365 * 86_400 } });
  ops = await signInOperator(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/originators',
    headers: ops.headers,
    payload: { name: 'Lifecycle Test d.o.o.', countryCode: 'SI' },
  });
  originatorId = (expectContractResponse(res, 'createOriginator', 201) as { Id: number }).Id;
  anna = await fundedInvestor(t, { cents: 5_000_000n });
  bor = await fundedInvestor(t, { cents: 5_000_000n });
  biz = await signIn(t.app, DEMO_USERS.business);
  await topUp(biz.userId, 5_000_000n);
  bizEmail = DEMO_USERS.business;
}, 120_000);
afterEach(async () => {
  await expectLedgerReconciled(t.pool);
});
afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------------------------------------
// Calendar and calls.

const today = () => platformToday(t.clock);

/** Moves the clock to 10:00 in Ljubljana on `date` (never backwards: the tests share one calendar). */
function goTo(date: string): void {
  expect(date >= today(), `${date} is before today ${today()}`).toBe(true);
  t.clock.set(`${date}T08:00:00Z`);
}

async function runDay(date?: string) {
  if (date) goTo(date);
  return runReceivablesDay(t.pool, t.clock, t.config, noJobs);
}

/** Lists a receivable of the test's originator, issued today and due in `days` days. */
function listReceivable(options: {
  protection: 'PG' | 'BG' | null;
  days: number;
  total?: number;
  rate?: number;
}): Promise<OpsReceivable> {
  return createReceivable(t, ops, {
    originatorId,
    totalAmount: options.total ?? 1000,
    interestRate: options.rate ?? 10,
    rank: 'B',
    issueDate: today(),
    maturityDate: addDays(today(), options.days),
    protection: options.protection,
  });
}

/** The test originator's payment of `amount` euros arrives in the bank statement. */
const fund = (amount: number) => fundOriginator(t, ops, originatorId, amount);

/** Buys through POST /api/user_investments; returns the holding's id. */
const buy = (who: Session, receivableId: number, amount: number) => bought(t.app, who, receivableId, amount);

const OPERATION_OF_PATH = {
  repayments: 'recordRepayment',
  delays: 'recordDelay',
  extensions: 'recordExtension',
  'loss-events': 'recordLossEvent',
  'non-payment': 'recordNonPayment',
} as const;

function opsCall(id: number, path: keyof typeof OPERATION_OF_PATH, body?: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/ops/receivables/${id}/${path}`,
    headers: ops.headers,
    ...(body === undefined ? {} : { payload: body }),
  });
}

/** An operator call that must succeed; returns the receivable afterwards. */
async function opsOk(
  id: number,
  path: keyof typeof OPERATION_OF_PATH,
  body?: object,
): Promise<OpsReceivable> {
  return expectContractResponse(await opsCall(id, path, body), OPERATION_OF_PATH[path], 200) as OpsReceivable;
}

async function receivable(id: number): Promise<OpsReceivable> {
  const res = await t.app.inject({ url: `/api/ops/receivables/${id}`, headers: ops.headers });
  return expectContractResponse(res, 'getReceivable', 200) as OpsReceivable;
}

async function holders(id: number) {
  const res = await t.app.inject({ url: `/api/ops/receivables/${id}/holders`, headers: ops.headers });
  return contentOf(expectContractResponse(res, 'listReceivableHolders', 200)) as Array<{
    userInvestmentId: number;
    status: string;
    accruedInterest: number;
  }>;
}

async function cashOf(userId: number): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance_cents: string }>(
    `SELECT balance_cents::text FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'`,
    [userId],
  );
  return BigInt(rows[0]?.balance_cents ?? '0');
}

async function events(id: number) {
  const { rows } = await t.pool.query<{
    kind: string;
    effective_on: string;
    from_state: string;
    to_state: string;
    amount_cents: string | null;
    actor: string;
  }>(
    `SELECT kind, effective_on::text, from_state, to_state, amount_cents::text, actor
       FROM receivable_events WHERE receivable_id = $1 ORDER BY id`,
    [id],
  );
  return rows;
}

/** The ledger transactions that ended a holding: kind → the amount its cash (or losses) account got. */
async function endPostings(holdingId: number): Promise<Record<string, bigint>> {
  const { rows } = await t.pool.query<{ kind: string; ref: string; cents: string }>(
    `SELECT lt.kind, lt.external_ref AS ref, e.amount_cents::text AS cents
       FROM ledger_transactions lt
       JOIN ledger_entries e ON e.transaction_id = lt.id
       JOIN accounts a ON a.id = e.account_id
      WHERE lt.external_ref LIKE $1 AND (a.kind = 'investor-cash' OR a.code = 'losses')`,
    [`holding:${holdingId}:%`],
  );
  return Object.fromEntries(rows.map((r) => [r.kind, BigInt(r.cents)]));
}

async function holdingStatus(id: number): Promise<string> {
  const { rows } = await t.pool.query<{ status: string }>(
    'SELECT status FROM user_investments WHERE id = $1',
    [id],
  );
  return rows[0]!.status;
}

const cents = (euros: number) => BigInt(Math.round(euros * 100));

// ---------------------------------------------------------------------------------------------

describe('the time-driven rules', () => {
  const base = { protection: null, maturityOn: '2026-05-10', lateSince: null, lossEventOn: null } as const;

  it('move on the exact days of the terms', () => {
    expect(nextTransition({ ...base, state: 'ACTIVE' }, '2026-05-09')).toBeNull();
    expect(nextTransition({ ...base, state: 'ACTIVE' }, '2026-05-10')).toEqual({
      kind: 'MATURED',
      on: '2026-05-10',
      to: 'PAYING_OUT',
    });
    expect(nextTransition({ ...base, state: 'PAYING_OUT' }, '2026-05-11')?.on).toBe('2026-05-11');
    // Day 31 of a delay that started on 05-11 is 06-10.
    const late = { ...base, state: 'LATE', lateSince: '2026-05-11' } as const;
    expect(nextTransition(late, '2026-06-09')).toBeNull();
    expect(nextTransition({ ...late, protection: 'BG' }, '2026-06-10')).toMatchObject({ kind: 'BUYBACK' });
    expect(nextTransition({ ...late, protection: 'PG' }, '2026-06-10')).toMatchObject({ kind: 'COLLECTION' });
    expect(nextTransition(late, '2026-06-10')).toMatchObject({ kind: 'COLLECTION', on: '2026-06-10' });
    // Loss event on 05-01: PG collection on 05-31, BG buyback on 06-01, none at once.
    const loss = { ...base, state: 'LOSS_EVENT', lossEventOn: '2026-05-01' } as const;
    expect(nextTransition({ ...loss, protection: 'PG' }, '2026-05-31')?.on).toBe('2026-05-31');
    expect(nextTransition({ ...loss, protection: 'PG' }, '2026-05-30')).toBeNull();
    expect(nextTransition({ ...loss, protection: 'BG' }, '2026-05-31')).toBeNull();
    expect(nextTransition({ ...loss, protection: 'BG' }, '2026-06-01')?.on).toBe('2026-06-01');
    expect(nextTransition(loss, '2026-05-01')).toMatchObject({ kind: 'COLLECTION', on: '2026-05-01' });
    // BG: a delay's day 31 comes before the loss event's.
    expect(
      nextTransition({ ...loss, protection: 'BG', lateSince: '2026-04-20' }, '2026-05-20'),
    ).toMatchObject({ kind: 'BUYBACK', on: '2026-05-20' });
    for (const state of ['COLLECTION', 'REPAID', 'NON_PAYMENT'] as const)
      expect(nextTransition({ ...base, state }, '2027-01-01')).toBeNull();
  });

  it('withhold tax half-up to the cent', () => {
    expect(taxCents(493n, 2500)).toBe(123n); // 123.25
    expect(taxCents(2n, 2500)).toBe(1n); // 0.5 → 1
    expect(taxCents(1n, 2500)).toBe(0n); // 0.25 → 0
    expect(taxCents(0n, 2500)).toBe(0n);
  });
});

describe('a receivable repaid on time', () => {
  it('accrues daily, pays principal and interest split to the cent, withholds tax from personal investors only', async () => {
    const start = today();
    const r = await listReceivable({ protection: null, days: 30, total: 1000, rate: 10 });
    const annaHolding = await buy(anna, r.Id, 600);
    const bizHolding = await buy(biz, r.Id, 400);

    await runDay(addDays(start, 10));
    const accrued = Object.fromEntries(
      (await holders(r.Id)).map((h) => [h.userInvestmentId, h.accruedInterest]),
    );
    // 600 € at 10 % for 10 days = 1.6438… €; 400 € = 1.0958… € (floored to the cent).
    expect(accrued).toEqual({ [annaHolding]: 1.64, [bizHolding]: 1.09 });

    await runDay(addDays(start, 30));
    const due = await receivable(r.Id);
    expect(due.state).toBe('PAYING_OUT');
    // 1 000 € + 30 days' interest: 4.93 € + 3.28 €.
    expect(due.amountDue).toBe(1008.21);

    const annaBefore = await cashOf(anna.userId);
    const bizBefore = await cashOf(biz.userId);
    await fund(1008.21);
    const repaid = await opsOk(r.Id, 'repayments', { amount: 1008.21, paidOn: today() });
    expect(repaid).toMatchObject({ state: 'REPAID', activeHolders: 0, soldAmount: 0 });

    // Exactly the amount due: each holder gets its principal and exactly its own interest.
    expect(await endPostings(annaHolding)).toEqual({ repayment: 60_000n, interest: 493n, tax: -123n });
    expect(await endPostings(bizHolding)).toEqual({ repayment: 40_000n, interest: 328n });
    expect((await cashOf(anna.userId)) - annaBefore).toBe(60_000n + 493n - 123n);
    expect((await cashOf(biz.userId)) - bizBefore).toBe(40_328n);
    expect(await holdingStatus(annaHolding)).toBe('REPAID');

    // The investor sees it: the holding is done, the history shows the three entries, a notification.
    const mine = await t.app.inject({ url: `/api/user_investments/${annaHolding}`, headers: anna.headers });
    expect(expectContractResponse(mine, 'getUserInvestment', 200)).toMatchObject({
      active: false,
      status: 'REPAID',
      accruedInterest: 4.93,
    });
    const history = await t.app.inject({ url: '/api/accountHistory?size=20', headers: anna.headers });
    const entries = (
      expectContractResponse(history, 'getAccountHistory', 200) as {
        content: Array<{ type: string; value: number }>;
      }
    ).content;
    expect(entries.slice(0, 3).map((e) => [e.type, e.value])).toEqual([
      ['TAX', -1.23],
      ['EARNED_INTERESTS', 4.93],
      ['INVESTMENT_END', 600],
    ]);
    const bizHistory = await t.app.inject({
      url: '/api/accountHistory?size=20',
      headers: biz.headers,
    });
    const bizEntries = (bizHistory.json() as { content: Array<{ type: string; value: number }> }).content;
    expect(bizEntries.slice(0, 2).map((e) => [e.type, e.value])).toEqual([
      ['EARNED_INTERESTS', 3.28],
      ['INVESTMENT_END', 400],
    ]);
    const notifications = await t.app.inject({
      url: `/api/notifications/${anna.userId}`,
      headers: anna.headers,
    });
    // It names the receivable and the principal repaid to this holder (migrations/0033).
    expect(
      (expectContractResponse(notifications, 'listNotifications', 200) as { content: unknown[] }).content,
    ).toContainEqual(
      expect.objectContaining({
        type: 'INVESTMENT_REPAID',
        receivable: { Id: r.Id, number: r.number },
        amount: 600,
      }),
    );
    // One for the holding, not one per posting.
    expect(
      (
        notifications.json() as { content: Array<{ type: string; receivable: { Id: number } | null }> }
      ).content.filter((n) => n.type === 'INVESTMENT_REPAID' && n.receivable?.Id === r.Id),
    ).toHaveLength(1);
    const bizNotes = await t.app.inject({ url: `/api/notifications/${biz.userId}`, headers: biz.headers });
    expect((bizNotes.json() as { content: unknown[] }).content).toContainEqual(
      expect.objectContaining({
        type: 'INVESTMENT_REPAID',
        receivable: { Id: r.Id, number: r.number },
        amount: 400,
      }),
    );
    const { rows: mail } = await t.pool.query<{ body: string }>(
      `SELECT body FROM outbox WHERE recipient = $1 AND subject LIKE $2`,
      [anna.email, `%${r.number}%`],
    );
    expect(mail[0]!.body).toContain('Tax withheld: €1.23');
    const { rows: bizMail } = await t.pool.query<{ body: string }>(
      `SELECT body FROM outbox WHERE recipient = $1 AND subject LIKE $2`,
      [bizEmail, `%${r.number}%`],
    );
    expect(bizMail[0]!.body).not.toContain('Tax');

    expect((await events(r.Id)).map((e) => [e.kind, e.effective_on, e.to_state, e.actor])).toEqual([
      ['MATURED', addDays(start, 30), 'PAYING_OUT', 'system'],
      ['REPAYMENT', addDays(start, 30), 'REPAID', `operator:${ops.operatorId}`],
    ]);
    const { rows: audit } = await t.pool.query<{ actor: string; details: { amountCents: number } }>(
      `SELECT actor, details FROM audit_log WHERE action = 'receivable.repayment-recorded'
        AND (details->>'receivableId')::bigint = $1`,
      [r.Id],
    );
    expect(audit).toEqual([
      { actor: `operator:${ops.operatorId}`, details: expect.objectContaining({ amountCents: 100_821 }) },
    ]);

    // A second repayment (a replay) pays nothing: the receivable is repaid.
    expectApiError(
      await opsCall(r.Id, 'repayments', { amount: 1008.21, paidOn: today() }),
      409,
      'receivable-state',
    );
    expect((await cashOf(anna.userId)) - annaBefore).toBe(60_370n);
  });
});

describe('a late receivable', () => {
  it('pays a late buyer only the interest of the days it held the part', async () => {
    const start = today();
    const r = await listReceivable({ protection: null, days: 30, total: 1000, rate: 10 });
    const early = await buy(biz, r.Id, 500);
    await runDay(addDays(start, 20));
    const late = await buy(biz, r.Id, 500);
    await runDay(addDays(start, 30));
    const due = await receivable(r.Id);
    // 500 € for 30 days = 4.10 €, 500 € for the last 10 days = 1.36 €.
    expect(due.amountDue).toBe(1005.46);
    await fund(1005.46);
    await opsOk(r.Id, 'repayments', { amount: 1005.46, paidOn: today() });
    expect(await endPostings(early)).toEqual({ repayment: 50_000n, interest: 410n });
    expect(await endPostings(late)).toEqual({ repayment: 50_000n, interest: 136n });
  });

  it('turns LATE the day after maturity and is paid later; a payment below the principal is refused', async () => {
    const start = today();
    const r = await listReceivable({ protection: null, days: 20 });
    const holding = await buy(anna, r.Id, 500);
    const maturity = addDays(start, 20);

    await runDay(maturity);
    expect((await receivable(r.Id)).state).toBe('PAYING_OUT');
    await runDay(addDays(maturity, 1));
    expect(await receivable(r.Id)).toMatchObject({ state: 'LATE', lateSince: addDays(maturity, 1) });
    await runDay(addDays(maturity, 12));
    const late = await receivable(r.Id);
    expect(late.state).toBe('LATE');
    // Interest stops at maturity while late.
    expect((await holders(r.Id))[0]!.accruedInterest).toBe(Number(interestCents(50_000n, 1000, 20)) / 100);

    expectApiError(await opsCall(r.Id, 'delays', { since: today() }), 409, 'receivable-state');
    expectApiError(
      await opsCall(r.Id, 'repayments', { amount: 499.99, paidOn: today() }),
      422,
      'repayment-below-principal',
    );
    const before = await cashOf(anna.userId);
    await fund(late.amountDue);
    await opsOk(r.Id, 'repayments', { amount: late.amountDue, paidOn: today() });
    expect((await cashOf(anna.userId)) - before).toBe(
      cents(late.amountDue) - taxCents(cents(late.amountDue) - 50_000n, 2500),
    );
    expect(await holdingStatus(holding)).toBe('REPAID');
    expect((await events(r.Id)).map((e) => e.kind)).toEqual(['MATURED', 'LATE', 'REPAYMENT']);
  });
});

describe('BG buyback', () => {
  it('on day 31 of a delay: the provider pays principal and interest to that day; a missed job catches up', async () => {
    const start = today();
    const r = await listReceivable({ protection: 'BG', days: 15, rate: 12 });
    const annaHolding = await buy(anna, r.Id, 300);
    const borHolding = await buy(bor, r.Id, 200);
    const maturity = addDays(start, 15);

    // The job did not run for a month: it catches up day by day, to day 30 of the delay.
    await runDay(addDays(maturity, 30));
    expect(await receivable(r.Id)).toMatchObject({ state: 'LATE', lateSince: addDays(maturity, 1) });
    expect((await events(r.Id)).map((e) => [e.kind, e.effective_on])).toEqual([
      ['MATURED', maturity],
      ['LATE', addDays(maturity, 1)],
    ]);

    const annaBefore = await cashOf(anna.userId);
    const report = await runDay(addDays(maturity, 31));
    const annaInterest = interestCents(30_000n, 1200, 15 + 31);
    const borInterest = interestCents(20_000n, 1200, 15 + 31);
    // 300 € at 12 % for 46 days = 4.5369… €.
    expect(annaInterest).toBe(453n);
    expect(report.steps.filter((s) => s.receivableId === r.Id)).toEqual([
      expect.objectContaining({
        kind: 'BUYBACK',
        effectiveOn: addDays(maturity, 31),
        from: 'LATE',
        to: 'REPAID',
        amountCents: 50_000n + annaInterest + borInterest,
        holdings: 2,
      }),
    ]);
    expect(await endPostings(annaHolding)).toEqual({ buyback: 30_000n, interest: 453n, tax: -113n });
    expect((await cashOf(anna.userId)) - annaBefore).toBe(30_000n + 453n - 113n);
    expect(await holdingStatus(annaHolding)).toBe('BOUGHT_BACK');
    expect(await holdingStatus(borHolding)).toBe('BOUGHT_BACK');
    expect(await receivable(r.Id)).toMatchObject({ state: 'REPAID', activeHolders: 0 });
    const { rows: audit } = await t.pool.query(
      `SELECT actor FROM audit_log WHERE action = 'receivable.bought-back' AND (details->>'receivableId')::bigint = $1`,
      [r.Id],
    );
    expect(audit).toEqual([{ actor: 'system' }]);
  });

  it('on day 31 after a loss event', async () => {
    const start = today();
    const r = await listReceivable({ protection: 'BG', days: 120 });
    const holding = await buy(anna, r.Id, 250);
    goTo(addDays(start, 2));
    const lossOn = today();
    expectApiError(
      await opsCall(r.Id, 'loss-events', { occurredOn: addDays(lossOn, 1) }),
      400,
      'validation-error',
    );
    expect(await opsOk(r.Id, 'loss-events', { occurredOn: lossOn })).toMatchObject({
      state: 'LOSS_EVENT',
      lossEventOn: lossOn,
    });
    expectApiError(await opsCall(r.Id, 'loss-events', { occurredOn: lossOn }), 409, 'receivable-state');

    await runDay(addDays(lossOn, 30));
    expect((await receivable(r.Id)).state).toBe('LOSS_EVENT');
    await runDay(addDays(lossOn, 31));
    expect(await holdingStatus(holding)).toBe('BOUGHT_BACK');
    expect(await endPostings(holding)).toMatchObject({
      buyback: 25_000n,
      interest: interestCents(25_000n, 1000, 2 + 31),
    });
    expect((await events(r.Id)).map((e) => [e.kind, e.effective_on, e.actor])).toEqual([
      ['LOSS_EVENT', lossOn, `operator:${ops.operatorId}`],
      ['BUYBACK', addDays(lossOn, 31), 'system'],
    ]);
  });
});

describe('PG payment guarantee', () => {
  it('starts collection 30 days after a loss event, then the insurer pays', async () => {
    const r = await listReceivable({ protection: 'PG', days: 60 });
    const annaHolding = await buy(anna, r.Id, 400);
    const bizHolding = await buy(biz, r.Id, 100);
    const lossOn = today();
    await opsOk(r.Id, 'loss-events', { occurredOn: lossOn });
    expectApiError(
      await opsCall(r.Id, 'repayments', { amount: 503.21, paidOn: today(), payer: 'INSURER' }),
      409,
      'receivable-state',
    );

    await runDay(addDays(lossOn, 29));
    expect((await receivable(r.Id)).state).toBe('LOSS_EVENT');
    await runDay(addDays(lossOn, 30));
    expect((await receivable(r.Id)).state).toBe('COLLECTION');
    expectApiError(await opsCall(r.Id, 'non-payment'), 409, 'receivable-state');

    // The insurer's payment quotes the originator's reference: it arrives in the originator's account.
    await fund(503.21);
    const repaid = await opsOk(r.Id, 'repayments', { amount: 503.21, paidOn: today(), payer: 'INSURER' });
    expect(repaid.state).toBe('REPAID');
    // 503.21 € split 400 : 100 = 402.568 : 100.642 → 402.57 + 100.64.
    expect(await endPostings(annaHolding)).toEqual({ buyback: 40_000n, interest: 257n, tax: -64n });
    expect(await endPostings(bizHolding)).toEqual({ buyback: 10_000n, interest: 64n });
    expect(await holdingStatus(annaHolding)).toBe('INSURED');
    expect((await events(r.Id)).map((e) => e.kind)).toEqual(['LOSS_EVENT', 'COLLECTION', 'INSURANCE']);
  });
});

describe('no protection', () => {
  it('goes to collection at once after a loss event; non-payment writes the principal off', async () => {
    const r = await listReceivable({ protection: null, days: 90 });
    const holding = await buy(bor, r.Id, 700);
    expectApiError(await opsCall(r.Id, 'non-payment'), 409, 'receivable-state');
    expect(await opsOk(r.Id, 'loss-events', { occurredOn: today() })).toMatchObject({ state: 'COLLECTION' });

    const before = await cashOf(bor.userId);
    const written = await opsOk(r.Id, 'non-payment');
    expect(written).toMatchObject({ state: 'NON_PAYMENT', soldAmount: 0 });
    expect(await cashOf(bor.userId)).toBe(before);
    expect(await endPostings(holding)).toEqual({ write_off: 70_000n });
    expect(await holdingStatus(holding)).toBe('WRITTEN_OFF');
    const { rows } = await t.pool.query<{ body: string }>(
      `SELECT body FROM outbox WHERE recipient = $1 AND subject LIKE $2`,
      [bor.email, `%${r.number}%`],
    );
    expect(rows[0]!.body).toContain('written off');
    expect((await events(r.Id)).map((e) => e.kind)).toEqual(['LOSS_EVENT', 'COLLECTION', 'WRITE_OFF']);
    expectApiError(await opsCall(r.Id, 'non-payment'), 409, 'receivable-state');
    expectApiError(await opsCall(r.Id, 'extensions', { days: 5 }), 409, 'receivable-state');
  });
});

describe('extensions', () => {
  it('allow 6, each of at most 30 days; a late receivable becomes active again', async () => {
    const start = today();
    const r = await listReceivable({ protection: null, days: 10 });
    await buy(anna, r.Id, 100);
    const maturity = addDays(start, 10);
    await runDay(addDays(maturity, 1));
    expect((await receivable(r.Id)).state).toBe('LATE');

    expectApiError(await opsCall(r.Id, 'extensions', { days: 31 }), 400, 'validation-error');
    expectApiError(await opsCall(r.Id, 'extensions', { days: 0 }), 400, 'validation-error');
    expect(await opsOk(r.Id, 'extensions', { days: 30 })).toMatchObject({
      state: 'ACTIVE',
      lateSince: null,
      extensions: 1,
      dateEndFormatted: addDays(maturity, 30),
      originalDateEndFormatted: maturity,
    });
    for (let n = 2; n <= 6; n++) expect((await opsOk(r.Id, 'extensions', { days: 1 })).extensions).toBe(n);
    expectApiError(await opsCall(r.Id, 'extensions', { days: 1 }), 409, 'extension-limit');
    expect((await receivable(r.Id)).dateEndFormatted).toBe(addDays(maturity, 35));

    await runDay(addDays(maturity, 35));
    expect((await receivable(r.Id)).state).toBe('PAYING_OUT');
  });

  it('to a date still past leaves the receivable late from the new date', async () => {
    const start = today();
    const r = await listReceivable({ protection: null, days: 5 });
    await buy(anna, r.Id, 100);
    const maturity = addDays(start, 5);
    await runDay(addDays(maturity, 20));
    expect(await opsOk(r.Id, 'extensions', { days: 10 })).toMatchObject({
      state: 'LATE',
      lateSince: addDays(maturity, 11),
      extensions: 1,
    });
    await runDay(addDays(maturity, 41));
    expect((await receivable(r.Id)).state).toBe('COLLECTION');
    expectApiError(await opsCall(r.Id, 'extensions', { days: 10 }), 409, 'receivable-state');
  });
});

describe('refusals', () => {
  it('answers 404, 400 and 409 for what the rules do not allow', async () => {
    for (const path of Object.keys(OPERATION_OF_PATH) as Array<keyof typeof OPERATION_OF_PATH>) {
      const body = {
        repayments: { amount: 1, paidOn: today() },
        delays: { since: today() },
        extensions: { days: 1 },
        'loss-events': { occurredOn: today() },
        'non-payment': undefined,
      }[path];
      expectApiError(await opsCall(987_654, path, body), 404, 'not-found');
    }
    const r = await listReceivable({ protection: 'BG', days: 40 });
    await buy(anna, r.Id, 100);
    // A delay starts after the maturity date; the originator may announce it before.
    expectApiError(await opsCall(r.Id, 'delays', { since: r.dateEndFormatted }), 400, 'validation-error');
    expect(await opsOk(r.Id, 'delays', { since: addDays(r.dateEndFormatted, 1) })).toMatchObject({
      state: 'LATE',
      lateSince: addDays(r.dateEndFormatted, 1),
    });
    expectApiError(
      await opsCall(r.Id, 'delays', { since: addDays(r.dateEndFormatted, 2) }),
      409,
      'receivable-state',
    );
    expectApiError(await opsCall(r.Id, 'non-payment'), 409, 'receivable-state');
    expectApiError(
      await opsCall(r.Id, 'repayments', { amount: 200, paidOn: today(), payer: 'INSURER' }),
      409,
      'receivable-state',
    );
    expectApiError(
      await opsCall(r.Id, 'repayments', { amount: 200, paidOn: addDays(today(), 1) }),
      400,
      'validation-error',
    );
    // Operators only: an investor is shown nothing there.
    const asInvestor = await t.app.inject({
      method: 'POST',
      url: `/api/ops/receivables/${r.Id}/repayments`,
      headers: anna.headers,
      payload: { amount: 200, paidOn: today() },
    });
    expect(asInvestor.statusCode).toBe(404);
    // An early repayment of an ACTIVE receivable is allowed.
    const early = await listReceivable({ protection: null, days: 40 });
    const holding = await buy(anna, early.Id, 100);
    await fund(100.5);
    expect((await opsOk(early.Id, 'repayments', { amount: 100.5, paidOn: today() })).state).toBe('REPAID');
    expect(await endPostings(holding)).toEqual({ repayment: 10_000n, interest: 50n, tax: -13n });
  });
});

describe('a repayment PostgreSQL ends to break a deadlock', () => {
  it('runs again and books once (a purchase locks the accounts before the receivable)', async () => {
    const start = today();
    const r = await listReceivable({ protection: null, days: 10, total: 1000, rate: 10 });
    const holding = await buy(anna, r.Id, 1000);
    await runDay(addDays(start, 10));
    const due = await receivable(r.Id);
    expect(due.state).toBe('PAYING_OUT');
    const before = await cashOf(anna.userId);
    await fund(due.amountDue);

    // As a purchase by this investor does: her accounts, then the receivable. The repayment holds the
    // receivable and waits for her accounts: PostgreSQL ends the repayment, which runs again.
    const res = await asDeadlockVictim(
      t.ownerPool,
      ['SELECT 1 FROM accounts WHERE user_id = $1 FOR UPDATE', [anna.userId]],
      () => opsCall(r.Id, 'repayments', { amount: due.amountDue, paidOn: today() }),
      ['SELECT 1 FROM receivables WHERE id = $1 FOR UPDATE', [r.Id]],
    );
    expect(expectContractResponse(res, 'recordRepayment', 200)).toMatchObject({ state: 'REPAID' });
    expect(await holdingStatus(holding)).toBe('REPAID');
    // Booked once: one repayment event, one end posting of each kind, her cash up by the amount due
    // less the tax on the interest.
    expect((await events(r.Id)).filter((e) => e.kind === 'REPAYMENT')).toHaveLength(1);
    const postings = await endPostings(holding);
    expect(postings.repayment).toBe(100_000n);
    expect((await cashOf(anna.userId)) - before).toBe(
      cents(due.amountDue) - taxCents(cents(due.amountDue) - 100_000n, 2500),
    );
  });
});

describe('the daily job', () => {
  /** Everything the job may change, for comparison. */
  async function snapshot() {
    const { rows } = await t.pool.query(
      `SELECT (SELECT count(*) FROM ledger_transactions) AS postings,
              (SELECT count(*) FROM receivable_events) AS events,
              (SELECT count(*) FROM notifications) AS notifications,
              (SELECT string_agg(id || ':' || state || ':' || coalesce(late_since::text, ''), ',' ORDER BY id)
                 FROM receivables) AS states,
              (SELECT string_agg(id || ':' || status || ':' || accrued_interest_cents || ':' ||
                                 coalesce(accrued_through::text, ''), ',' ORDER BY id)
                 FROM user_investments) AS holdings`,
    );
    return rows[0];
  }

  it('run twice for the same day changes nothing the second time', async () => {
    const start = today();
    const r = await listReceivable({ protection: 'BG', days: 3 });
    await buy(anna, r.Id, 100);
    await runDay(addDays(start, 3 + 31));
    expect((await receivable(r.Id)).state).toBe('REPAID');
    const first = await snapshot();
    const again = await runDay();
    expect(again.steps).toEqual([]);
    expect(again.accruedHoldings).toBe(0);
    expect(await snapshot()).toEqual(first);
  });

  it('run by two processes at once books every buyback once', async () => {
    const serviceUrl = await provisionServiceRole(t.database.connectionString);
    const pools: pg.Pool[] = [createPool(serviceUrl, { max: 5 }), createPool(serviceUrl, { max: 5 })];
    try {
      const start = today();
      const r = await listReceivable({ protection: 'BG', days: 7 });
      const ids = [await buy(anna, r.Id, 100), await buy(bor, r.Id, 150), await buy(biz, r.Id, 250)];
      goTo(addDays(start, 7 + 31));
      const reports = await Promise.all(
        pools.map((pool) => runReceivablesDay(pool, t.clock, t.config, noJobs)),
      );
      const buybacks = reports.flatMap((rep) => rep.steps).filter((s) => s.receivableId === r.Id);
      expect(buybacks.map((s) => s.kind).sort()).toEqual(['BUYBACK', 'LATE', 'MATURED']);
      const { rows } = await t.pool.query<{ n: string }>(
        `SELECT count(*)::text AS n FROM ledger_transactions WHERE external_ref = ANY($1::text[])`,
        [ids.map((id) => `holding:${id}:principal`)],
      );
      expect(rows[0]!.n).toBe('3');
      const interest = (principal: bigint) => interestCents(principal, 1000, 7 + 31);
      const paid = (principal: bigint, personal: boolean) => ({
        buyback: principal,
        interest: interest(principal),
        ...(personal ? { tax: -taxCents(interest(principal), 2500) } : {}),
      });
      expect(await Promise.all(ids.map(endPostings))).toEqual([
        paid(10_000n, true),
        paid(15_000n, true),
        paid(25_000n, false),
      ]);
      expect((await events(r.Id)).map((e) => e.kind)).toEqual(['MATURED', 'LATE', 'BUYBACK']);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  });
});

describe('a repayment over 1 000 holders', () => {
  it(
    'splits the payment so the parts sum exactly to what the originator paid',
    { timeout: 180_000 },
    async () => {
      const HOLDERS = 1000;
      const start = today();
      const r = await listReceivable({ protection: null, days: 30, total: 200_000, rate: 9.5 });
      const { rows: users } = await t.ownerPool.query<{ id: string }>(
        `INSERT INTO users (username, email, password_hash, investor_type, first_name, last_name, phone, country_code,
         company_name, status, confirmed_at, notify_updates, created_at, updated_at)
       SELECT 'crowd-' || n || '@lifecycle.test', 'crowd-' || n || '@lifecycle.test', '$argon2id$v=19$m=19456,t=2,p=1$x$y',
              CASE WHEN n % 5 = 0 THEN 'Business' ELSE 'Personal' END, 'Crowd', 'Holder ' || n,
              '+38670' || lpad(n::text, 6, '0'), 'SI', CASE WHEN n % 5 = 0 THEN 'Crowd ' || n || ' d.o.o.' END,
              'confirmed', $2, false, $2, $2
         FROM generate_series(1, $1::int) n
       RETURNING id::text`,
        [HOLDERS, t.clock.now()],
      );
      // Odd amounts (10.00 € to 159.00 €), bought through the purchase function in one transaction.
      const amounts = users.map((_, i) => 1_000n + BigInt((i * 7919) % 14_901));
      await withTransaction(t.ownerPool, async (client) => {
        const bank = await systemAccountId(client, 'bank-transfers');
        for (const [i, user] of users.entries()) {
          await postTransaction(client, {
            kind: 'deposit',
            occurredAt: t.clock.now(),
            entries: [
              { accountId: await investorCashAccountId(client, user.id), amountCents: amounts[i]! },
              { accountId: bank, amountCents: -amounts[i]! },
            ],
          });
        }
      });
      await withTransaction(t.pool, async (tx) => {
        for (const [i, user] of users.entries())
          await buyReceivable(tx, t.clock, {
            userId: Number(user.id),
            receivableId: r.Id,
            amountCents: amounts[i]!,
          });
      });
      const principal = amounts.reduce((a, b) => a + b, 0n);

      await runDay(addDays(start, 30));
      const due = await receivable(r.Id);
      expect(due.activeHolders).toBe(HOLDERS);
      expect(cents(due.soldAmount)).toBe(principal);
      // What the originator paid: the amount due plus an odd 12.34 € of late interest, beyond the
      // schedule, so a second operator approves it.
      const paid = cents(due.amountDue) + 1_234n;
      await fund(Number(paid) / 100);
      const waiting = expectContractResponse(
        await opsCall(r.Id, 'repayments', { amount: Number(paid) / 100, paidOn: today() }),
        'recordRepayment',
        202,
      ) as { Id: number };
      const approver = await signInOperator(t.app, DEMO_APPROVER.email);
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/ops/repayments/${waiting.Id}/approve`,
        headers: approver.headers,
      });
      expect(expectContractResponse(approved, 'approveRepayment', 200)).toMatchObject({ status: 'BOOKED' });

      const { rows } = await t.pool.query<{
        holding: string;
        principal: string;
        business: boolean;
        part: string;
        tax: string | null;
      }>(
        `SELECT ui.id::text AS holding, ui.amount_cents::text AS principal, u.investor_type = 'Business' AS business,
              sum(e.amount_cents) FILTER (WHERE lt.kind IN ('repayment', 'interest'))::text AS part,
              (-sum(e.amount_cents) FILTER (WHERE lt.kind = 'tax'))::text AS tax
         FROM user_investments ui
         JOIN users u ON u.id = ui.user_id
         JOIN ledger_transactions lt ON lt.external_ref LIKE 'holding:' || ui.id || ':%'
         JOIN ledger_entries e ON e.transaction_id = lt.id
         JOIN accounts a ON a.id = e.account_id AND a.kind = 'investor-cash'
        WHERE ui.receivable_id = $1 AND ui.status = 'REPAID'
        GROUP BY ui.id, u.investor_type ORDER BY ui.id`,
        [r.Id],
      );
      expect(rows).toHaveLength(HOLDERS);
      expect(rows.reduce((sum, row) => sum + BigInt(row.part), 0n)).toBe(paid);
      // The interest part (paid − principal) is shared by what each holding earned at its rate to
      // maturity; every share lies within one cent of its exact value pool · owed / Σ owed.
      const owed = rows.map((row) => interestCents(BigInt(row.principal), 950, 30));
      const owedTotal = owed.reduce((a, b) => a + b, 0n);
      const pool = paid - principal;
      for (const [i, row] of rows.entries()) {
        const interest = BigInt(row.part) - BigInt(row.principal);
        const diff = interest * owedTotal - pool * owed[i]!;
        expect(diff < 0n ? -diff : diff, `holding ${row.holding}`).toBeLessThan(owedTotal);
        // Tax from the personal holders' interest only.
        expect(BigInt(row.tax ?? '0'), `tax of holding ${row.holding}`).toBe(
          row.business ? 0n : taxCents(interest, 2500),
        );
      }
      expect(rows.filter((row) => row.tax !== null).length).toBeGreaterThan(HOLDERS / 2);
      expect(daysBetween(start, today())).toBe(30);
    },
  );
});

describe("the originator's deal figures", () => {
  it('stay equal to its receivables after listings, repayments, buybacks and write-offs', async () => {
    const { rows } = await t.pool.query<{ id: string; stored: string; counted: string }>(
      `SELECT o.id, concat_ws('/', o.deals_total, o.deals_active, o.deals_total_cents) AS stored,
              concat_ws('/', count(r.id), count(r.id) FILTER (WHERE r.ended_at IS NULL),
                        coalesce(sum(r.total_cents), 0)) AS counted
         FROM originators o LEFT JOIN receivables r ON r.originator_id = o.id
        GROUP BY o.id`,
    );
    // This file's originator has receivables that ended in every way; the demo's are untouched.
    const own = rows.find((r) => Number(r.id) === originatorId)!;
    expect(own.counted.split('/')[1]).not.toBe(own.counted.split('/')[0]);
    expect(rows.filter((r) => r.stored !== r.counted)).toEqual([]);
  });
});
