/**
 * The payout screen's lists (src/modules/withdrawals/payout-lists.ts): the investors' withdrawals by status with the
 * account each goes to, their count and sum, and the payout batches with their state from made to
 * confirmed or declined.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_APPROVER,
  expectApiError,
  expectContractResponse,
  signInOperator,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';
import { approveRejections } from '../../helpers/payouts.ts';
import { fundedInvestor, TEST_IBANS, withdraw, withdrawalCode } from '../../helpers/withdrawals.ts';

interface Withdrawal {
  Id: number;
  userId: number;
  investorName: string;
  amount: number;
  iban: string;
  status: string;
  requestedAt: string;
  payoutBatchId: number | null;
}
interface BatchSummary {
  Id: number;
  state: string;
  createdBy: number;
  createdByEmail: string;
  approvedBy: number | null;
  declinedBy: number | null;
  numberOfTransactions: number;
  controlSum: number;
}

let t: TestApp;
let maker: OperatorSession;
let checker: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  maker = await signInOperator(t.app);
  checker = await signInOperator(t.app, DEMO_APPROVER.email);
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, who = maker) =>
  t.app.inject({ method: 'GET', url: `/api/ops${url}`, headers: who.headers });
const post = (url: string, who: OperatorSession, payload?: object) =>
  t.app.inject({ method: 'POST', url: `/api/ops${url}`, headers: who.headers, payload });

async function withdrawals(query: string): Promise<Withdrawal[]> {
  return (
    expectContractResponse(await get(`/withdrawals${query}`), 'listOpsWithdrawals', 200) as {
      content: Withdrawal[];
    }
  ).content;
}
async function totals(
  query: string,
): Promise<{ count: number; total: number; payerReturns?: { count: number; total: number } }> {
  return expectContractResponse(await get(`/withdrawals/totals${query}`), 'getOpsWithdrawalTotals', 200) as {
    count: number;
    total: number;
    payerReturns?: { count: number; total: number };
  };
}
const NO_RETURNS = { payerReturns: { count: 0, total: 0 } };
async function batches(query = ''): Promise<BatchSummary[]> {
  return (
    expectContractResponse(await get(`/payouts${query}`), 'listPayoutBatches', 200) as {
      content: BatchSummary[];
    }
  ).content;
}

async function requestWithdrawal(amount: number, iban: string) {
  const investor = await fundedInvestor(t, { cents: 500_000n, iban });
  const res = await withdraw(t.app, investor, { amount, ...(await withdrawalCode(t, investor, amount)) });
  expect(res.statusCode, res.body).toBe(201);
  return investor;
}

/** Pays out whatever is pending (the seed's and earlier tests'), so each test starts from none pending. */
async function clearPending() {
  if ((await totals('?status=PENDING')).count === 0) return;
  const made = await post('/payouts', maker);
  expect(made.statusCode, made.body).toBe(201);
}

describe('the withdrawals of every investor', () => {
  it('lists the pending ones with name, IBAN and amount, newest first, and counts and sums them', async () => {
    await clearPending();
    expect(await totals('?status=PENDING')).toEqual({ count: 0, total: 0, ...NO_RETURNS });
    const first = await requestWithdrawal(120.5, TEST_IBANS[1]);
    t.clock.advance(60_000);
    const second = await requestWithdrawal(79.5, TEST_IBANS[2]);

    const pending = await withdrawals('?status=PENDING');
    expect(pending.map((w) => [w.userId, w.amount, w.iban, w.status, w.payoutBatchId])).toEqual([
      [second.userId, 79.5, TEST_IBANS[2], 'PENDING', null],
      [first.userId, 120.5, TEST_IBANS[1], 'PENDING', null],
    ]);
    const { rows } = await t.pool.query<{ name: string }>(
      `SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1`,
      [first.userId],
    );
    expect(pending[1]!.investorName).toBe(rows[0]!.name);
    expect(Date.parse(pending[0]!.requestedAt)).toBeGreaterThan(Date.parse(pending[1]!.requestedAt));
    expect(await totals('?status=PENDING')).toEqual({ count: 2, total: 200, ...NO_RETURNS });

    // A page of one, then the next by its cursor: neither repeats nor skips, though a third withdrawal
    // is requested between the two reads (it heads a first page). The cursor is the PENDING list's.
    const page = async (query: string) =>
      expectContractResponse(await get(`/withdrawals${query}`), 'listOpsWithdrawals', 200) as {
        content: Withdrawal[];
        next: string | null;
      };
    const page1 = await page('?status=PENDING&size=1');
    t.clock.advance(60_000);
    const third = await requestWithdrawal(10, TEST_IBANS[1]);
    const page2 = await page(`?status=PENDING&size=1&cursor=${page1.next}`);
    expect(page2.next).toBeNull();
    expect([...page1.content, ...page2.content].map((w) => w.Id)).toEqual(pending.map((w) => w.Id));
    expect((await withdrawals('?status=PENDING&size=1'))[0]!.userId).toBe(third.userId);
    for (const query of ['?status=SENT&', '?'])
      expectApiError(await get(`/withdrawals${query}cursor=${page1.next}`), 400, 'validation-error');
    expectApiError(await get('/withdrawals?status=PENDING&cursor=abc'), 400, 'validation-error');
    // The third is the investor's to take back: the rest of this test counts the first two.
    const [thirds] = await withdrawals('?status=PENDING&size=1');
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/withdrawals/${third.userId}/${thirds!.Id}/cancel`,
      headers: { ...third.headers, 'idempotency-key': randomUUID() },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    // A held line stays listed as pending, but is not what the next batch would take.
    const held = await post(`/withdrawals/${pending[1]!.Id}/hold`, maker, {
      reason: 'Source of funds check',
    });
    expect(held.statusCode, held.body).toBe(200);
    expect((await withdrawals('?status=PENDING')).map((w) => w.Id)).toEqual(pending.map((w) => w.Id));
    expect(await totals('?status=PENDING')).toEqual({ count: 1, total: 79.5, ...NO_RETURNS });
    const released = await post(`/withdrawals/${pending[1]!.Id}/release`, maker);
    expect(released.statusCode, released.body).toBe(200);
    expect(await totals('?status=PENDING')).toEqual({ count: 2, total: 200, ...NO_RETURNS });

    // In a batch they are SENT, and no longer what the next batch would take.
    const made = await post('/payouts', maker);
    expect(made.statusCode, made.body).toBe(201);
    const batchId = (made.json() as { Id: number }).Id;
    expect(await totals('?status=PENDING')).toEqual({ count: 0, total: 0, ...NO_RETURNS });
    const sent = (await withdrawals('?status=SENT')).filter((w) => w.payoutBatchId === batchId);
    expect(sent.map((w) => w.Id).sort()).toEqual(pending.map((w) => w.Id).sort());
    const all = await totals('');
    expect(all.count).toBeGreaterThanOrEqual(2);
  });

  it('refuses an unknown status (400)', async () => {
    expect((await get('/withdrawals?status=PAID')).statusCode).toBe(400);
    expect((await get('/withdrawals/totals?status=PAID')).statusCode).toBe(400);
  });
});

describe('the payout batches', () => {
  it('shows each batch state from awaiting approval to confirmed, and filters by it', async () => {
    await clearPending();
    await requestWithdrawal(50, TEST_IBANS[0]);
    await requestWithdrawal(25.25, TEST_IBANS[1]);
    const made = await post('/payouts', maker);
    expect(made.statusCode, made.body).toBe(201);
    const batch = made.json() as { Id: number; lines: Array<{ endToEndId: string }> };

    const stateOf = async () => (await batches()).find((b) => b.Id === batch.Id)!;
    expect(await stateOf()).toMatchObject({
      state: 'AWAITING_APPROVAL',
      createdBy: maker.operatorId,
      createdByEmail: 'ops@invest.si',
      approvedBy: null,
      numberOfTransactions: 2,
      controlSum: 75.25,
    });
    expect((await batches('?state=AWAITING_APPROVAL')).map((b) => b.Id)).toContain(batch.Id);

    expect((await post(`/payouts/${batch.Id}/approve`, checker)).statusCode).toBe(200);
    expect(await stateOf()).toMatchObject({ state: 'APPROVED', approvedBy: checker.operatorId });
    expect((await batches('?state=AWAITING_APPROVAL')).map((b) => b.Id)).not.toContain(batch.Id);

    // One line settled: still waiting for the other's outcome.
    const [executed, rejected] = batch.lines;
    const confirm = (lines: object[]) => post(`/payouts/${batch.Id}/confirm`, maker, { lines });
    expect((await confirm([{ endToEndId: executed!.endToEndId, outcome: 'EXECUTED' }])).statusCode).toBe(200);
    expect((await stateOf()).state).toBe('APPROVED');
    expect(
      (await confirm([{ endToEndId: rejected!.endToEndId, outcome: 'REJECTED', reason: 'AC04' }])).statusCode,
    ).toBe(200);
    // Rejected by hand: the line waits for a second operator, so the batch is not confirmed yet.
    expect((await stateOf()).state).toBe('APPROVED');
    expect(await approveRejections(t.app)).toBe(1);
    expect((await stateOf()).state).toBe('CONFIRMED');
    expect((await batches('?state=CONFIRMED')).map((b) => b.Id)).toContain(batch.Id);
    expect((await withdrawals('?status=PROCESSED')).some((w) => w.payoutBatchId === batch.Id)).toBe(true);
    expect((await withdrawals('?status=DECLINED')).some((w) => w.payoutBatchId === batch.Id)).toBe(true);
  });

  it('shows a declined batch as declined, newest batch first', async () => {
    await clearPending();
    await requestWithdrawal(10, TEST_IBANS[0]);
    const made = await post('/payouts', maker);
    const batchId = (made.json() as { Id: number }).Id;
    const declined = await post(`/payouts/${batchId}/decline`, checker, {
      reason: 'Checking the IBAN first',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const list = await batches();
    expect(list[0]).toMatchObject({ Id: batchId, state: 'DECLINED', declinedBy: checker.operatorId });
    expect(list.map((b) => b.Id)).toEqual([...list.map((b) => b.Id)].sort((a, b) => b - a));
    expect((await batches('?state=DECLINED')).every((b) => b.state === 'DECLINED')).toBe(true);
    expect((await get('/payouts?state=PAID')).statusCode).toBe(400);
  });
});
