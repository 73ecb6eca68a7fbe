/**
 * Declining a payout batch before approval (src/modules/withdrawals/payouts.ts declinePayoutBatch, migrations/0017): by a
 * second operator or by its maker; its withdrawals are PENDING again and the next batch takes them;
 * nothing is booked or told to investors; approval and decline exclude each other, also at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_APPROVER,
  DEMO_OPERATOR,
  DEMO_USERS,
  expectApiError,
  expectContractResponse,
  signIn,
  signInOperator,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';
import { auditEvents } from '../../helpers/audit.ts';
import {
  balanceOf,
  fundedInvestor,
  withdraw,
  type Investor,
  withdrawalCode,
} from '../../helpers/withdrawals.ts';

interface Batch {
  Id: number;
  createdBy: number;
  approvedBy: number | null;
  declinedBy?: number | null;
  declinedAt?: string | null;
  declineReason?: string | null;
  numberOfTransactions: number;
  controlSum: number;
  lines: Array<{ withdrawalId: number; endToEndId: string; status: string }>;
}

let t: TestApp;
/** Makes the batches. */
let maker: OperatorSession;
/** The second operator: approves or declines them. */
let checker: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  maker = await signInOperator(t.app);
  checker = await signInOperator(t.app, DEMO_APPROVER.email);
});
afterAll(async () => {
  await t?.close();
});

const ops = (method: 'GET' | 'POST', url: string, who: OperatorSession, payload?: object) =>
  t.app.inject({ method, url: `/api/ops/payouts${url}`, headers: who.headers, payload });

async function createBatch(): Promise<Batch> {
  return expectContractResponse(await ops('POST', '', maker), 'createPayoutBatch', 201) as Batch;
}
const approve = (id: number, who = checker) => ops('POST', `/${id}/approve`, who);
const decline = (id: number, who: OperatorSession, reason = 'The IBAN of a line needs checking') =>
  ops('POST', `/${id}/decline`, who, { reason });

async function pendingWithdrawal(amount: number): Promise<{ investor: Investor; withdrawalId: number }> {
  const investor = await fundedInvestor(t, { cents: 100_000n });
  const res = await withdraw(t.app, investor, { amount, ...(await withdrawalCode(t, investor, amount)) });
  expect(res.statusCode, res.body).toBe(201);
  const { rows } = await t.pool.query<{ id: string }>(
    'SELECT id FROM withdrawals WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
    [investor.userId],
  );
  return { investor, withdrawalId: Number(rows[0]!.id) };
}

async function withdrawalRows(ids: number[]) {
  const { rows } = await t.pool.query<{ status: string; payout_batch_id: string | null }>(
    'SELECT status, payout_batch_id FROM withdrawals WHERE id = ANY ($1::bigint[]) ORDER BY id',
    [ids],
  );
  return rows;
}

const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.pool.query<{ n: string }>(sql, params)).rows[0]!.n);

describe('declining a payout batch', () => {
  it('a second operator declines it: the withdrawals are pending again, nothing is booked, the next batch takes them', async () => {
    const a = await pendingWithdrawal(10);
    const b = await pendingWithdrawal(20);
    const ids = [a.withdrawalId, b.withdrawalId];
    const batch = await createBatch();
    expect(batch.lines.map((l) => l.withdrawalId)).toEqual(ids);
    const balances = [await balanceOf(t.app, a.investor), await balanceOf(t.app, b.investor)];
    const postings = await count('SELECT count(*) AS n FROM ledger_transactions');
    const notifications = await count(
      'SELECT count(*) AS n FROM notifications WHERE user_id = ANY ($1::bigint[])',
      [[a.investor.userId, b.investor.userId]],
    );

    const declined = expectContractResponse(
      await decline(batch.Id, checker, '  The IBAN of a line needs checking  '),
      'declinePayoutBatch',
      200,
    ) as Batch;
    expect(declined).toMatchObject({
      Id: batch.Id,
      createdBy: maker.operatorId,
      createdByEmail: DEMO_OPERATOR.email,
      approvedBy: null,
      approvedByEmail: null,
      declinedBy: checker.operatorId,
      declinedByEmail: DEMO_APPROVER.email,
      declineReason: 'The IBAN of a line needs checking',
      numberOfTransactions: 2,
      controlSum: 30,
      lines: [],
    });
    expect(declined.declinedAt).toBe(t.clock.now().toISOString());
    expect(await withdrawalRows(ids)).toEqual([
      { status: 'PENDING', payout_batch_id: null },
      { status: 'PENDING', payout_batch_id: null },
    ]);
    // No money moved and nobody was told: for the investors the withdrawal was pending all along.
    expect(await count('SELECT count(*) AS n FROM ledger_transactions')).toBe(postings);
    expect(
      await count('SELECT count(*) AS n FROM notifications WHERE user_id = ANY ($1::bigint[])', [
        [a.investor.userId, b.investor.userId],
      ]),
    ).toBe(notifications);
    expect([await balanceOf(t.app, a.investor), await balanceOf(t.app, b.investor)]).toEqual(balances);
    expect((await auditEvents(t, 'payout.declined')).at(-1)).toMatchObject({
      actor: `operator:${checker.operatorId}`,
      user_id: null,
      details: {
        payoutBatchId: batch.Id,
        createdBy: maker.operatorId,
        withdrawals: 2,
        totalCents: 3000,
        reason: 'The IBAN of a line needs checking',
      },
    });

    // Closed: no approval, no second decline, no file, no confirmation.
    expectApiError(await approve(batch.Id), 409, 'approval-closed');
    expectApiError(await decline(batch.Id, checker), 409, 'approval-closed');
    expectApiError(await ops('GET', `/${batch.Id}/file`, maker), 409, 'payout-not-approved');
    expectApiError(
      await ops('POST', `/${batch.Id}/confirm`, maker, {
        lines: [{ endToEndId: `INVEST-WD-${a.withdrawalId}`, outcome: 'EXECUTED' }],
      }),
      409,
      'payout-not-approved',
    );
    const again = expectContractResponse(
      await ops('GET', `/${batch.Id}`, maker),
      'getPayoutBatch',
      200,
    ) as Batch;
    expect(again).toMatchObject({ declinedBy: checker.operatorId, approvedBy: null, lines: [] });

    // The next batch takes them, and pays them out as usual.
    const next = await createBatch();
    expect(next.lines.map((l) => [l.withdrawalId, l.endToEndId])).toEqual(
      ids.map((id) => [id, `INVEST-WD-${id}`]),
    );
    expect(next.declinedBy).toBeNull();
    expect((await approve(next.Id)).statusCode).toBe(200);
    const file = await ops('GET', `/${next.Id}/file`, maker);
    expect(file.body).toContain(`<EndToEndId>INVEST-WD-${a.withdrawalId}</EndToEndId>`);
    const confirmed = await ops('POST', `/${next.Id}/confirm`, maker, {
      lines: ids.map((id) => ({ endToEndId: `INVEST-WD-${id}`, outcome: 'EXECUTED' })),
    });
    expect((confirmed.json() as Batch).lines.map((l) => l.status)).toEqual(['PROCESSED', 'PROCESSED']);
  });

  it('lets the maker withdraw their own batch, but no one decline an approved batch', async () => {
    const { withdrawalId } = await pendingWithdrawal(15);
    const own = await createBatch();
    const withdrawn = expectContractResponse(
      await decline(own.Id, maker, 'Made by mistake'),
      'declinePayoutBatch',
      200,
    ) as Batch;
    expect(withdrawn).toMatchObject({ declinedBy: maker.operatorId, declinedByEmail: DEMO_OPERATOR.email });
    expect(await withdrawalRows([withdrawalId])).toEqual([{ status: 'PENDING', payout_batch_id: null }]);

    const approved = await createBatch();
    expect((await approve(approved.Id)).statusCode).toBe(200);
    expectApiError(await decline(approved.Id, maker), 409, 'approval-closed');
    expectApiError(await decline(approved.Id, checker), 409, 'approval-closed');
    expect(await withdrawalRows([withdrawalId])).toEqual([
      { status: 'SENT', payout_batch_id: String(approved.Id) },
    ]);
  });

  it('needs a reason of 3 characters or more and a real batch, and knows no investor (404)', async () => {
    await pendingWithdrawal(5);
    const batch = await createBatch();
    expectApiError(await decline(batch.Id, checker, 'no'), 400, 'validation-error');
    expectApiError(await decline(batch.Id, checker, '  x  '), 400, 'validation-error');
    expectApiError(await ops('POST', `/${batch.Id}/decline`, checker, {}), 400, 'validation-error');
    expectApiError(await decline(999_999, checker), 404, 'not-found');
    const investor = await signIn(t.app, DEMO_USERS.demo);
    expectApiError(
      await t.app.inject({
        method: 'POST',
        url: `/api/ops/payouts/${batch.Id}/decline`,
        headers: investor.headers,
        payload: { reason: 'Not mine to decline' },
      }),
      404,
      'not-found',
    );
    expect((await ops('GET', `/${batch.Id}`, maker)).json()).toMatchObject({
      declinedBy: null,
      approvedBy: null,
    });
    expect((await decline(batch.Id, checker)).statusCode).toBe(200);
  });

  it('of a decline and an approval at once, exactly one happens', async () => {
    for (let round = 0; round < 6; round++) {
      const { withdrawalId } = await pendingWithdrawal(1 + round);
      const batch = await createBatch();
      const [approval, refusal] = await Promise.all([approve(batch.Id), decline(batch.Id, maker)]);
      expect([approval.statusCode, refusal.statusCode].sort()).toEqual([200, 409]);
      const loser = approval.statusCode === 200 ? refusal : approval;
      expectApiError(loser, 409, 'approval-closed');
      const state = (await ops('GET', `/${batch.Id}`, maker)).json() as Batch;
      const [row] = await withdrawalRows([withdrawalId]);
      if (approval.statusCode === 200) {
        expect(state).toMatchObject({ approvedBy: checker.operatorId, declinedBy: null });
        expect(row).toEqual({ status: 'SENT', payout_batch_id: String(batch.Id) });
        const confirmed = await ops('POST', `/${batch.Id}/confirm`, maker, {
          lines: state.lines.map((l) => ({ endToEndId: l.endToEndId, outcome: 'EXECUTED' })),
        });
        expect(confirmed.statusCode).toBe(200);
      } else {
        expect(state).toMatchObject({ approvedBy: null, declinedBy: maker.operatorId, lines: [] });
        expect(row).toEqual({ status: 'PENDING', payout_batch_id: null });
      }
    }
  });

  it('lets a withdrawal go back to pending only out of a declined batch (database trigger)', async () => {
    const { withdrawalId } = await pendingWithdrawal(3);
    const batch = await createBatch();
    await expect(
      t.pool.query(
        `UPDATE withdrawals SET status = 'PENDING', payout_batch_id = NULL, sent_at = NULL, end_to_end_id = NULL
          WHERE id = $1`,
        [withdrawalId],
      ),
    ).rejects.toMatchObject({ code: '23001' });
    expect((await decline(batch.Id, checker)).statusCode).toBe(200);
  });
});
