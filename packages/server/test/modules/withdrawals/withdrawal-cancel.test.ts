/**
 * An investor cancels a pending withdrawal until it is in a payout batch (issue 21, item 4): the
 * reservation returns to the available funds in one exact posting, once; a withdrawal in a batch is
 * not cancellable; another investor's is not found; a cancellation and a batch made at the same
 * moment by another process never both take the withdrawal.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_APPROVER,
  expectApiError,
  expectContractResponse,
  secondInstance,
  signInOperator,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { auditEvents } from '../../helpers/audit.ts';
import { balanceOf, fundedInvestor, newKey, withdraw, withdrawalCode } from '../../helpers/withdrawals.ts';

let t: TestApp;
let other: FastifyInstance;
let operator: OperatorSession;
let approver: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  other = await secondInstance(t);
  operator = await signInOperator(t.app);
  approver = await signInOperator(t.app, DEMO_APPROVER.email);
}, 120_000);
afterAll(async () => {
  await other?.close();
  await t?.close();
});

function cancel(who: Session, withdrawalId: number, key = newKey(), app: FastifyInstance = t.app) {
  return app.inject({
    method: 'POST',
    url: `/api/withdrawals/${who.userId}/${withdrawalId}/cancel`,
    headers: { ...who.headers, 'idempotency-key': key },
  });
}

function createBatch(app: FastifyInstance = t.app) {
  return app.inject({ method: 'POST', url: '/api/ops/payouts', headers: operator.headers });
}

/** A funded investor's new PENDING withdrawal of `euros`. */
async function pendingWithdrawal(euros: number, funds = 10_000n) {
  const investor = await fundedInvestor(t, { cents: funds });
  const made = await withdraw(t.app, investor, {
    amount: euros,
    ...(await withdrawalCode(t, investor, euros)),
  });
  expect(made.statusCode, made.body).toBe(201);
  return { investor, withdrawalId: (made.json() as { Id: number }).Id };
}

async function status(withdrawalId: number): Promise<string> {
  const { rows } = await t.pool.query<{ status: string }>('SELECT status FROM withdrawals WHERE id = $1', [
    withdrawalId,
  ]);
  return rows[0]!.status;
}

/** The ledger postings of a withdrawal's cancellation (external reference `withdrawal:<id>:cancelled`). */
async function cancelPostings(withdrawalId: number): Promise<number> {
  const { rows } = await t.pool.query<{ n: string }>(
    'SELECT count(*) AS n FROM ledger_transactions WHERE external_ref = $1',
    [`withdrawal:${withdrawalId}:cancelled`],
  );
  return Number(rows[0]!.n);
}

/** withdrawals-pending holds exactly what PENDING and SENT withdrawals reserve. */
async function expectReservationsBalanced(): Promise<void> {
  const { rows } = await t.pool.query<{ account: string; reserved: string }>(
    `SELECT (SELECT balance_cents FROM accounts WHERE code = 'withdrawals-pending')::text AS account,
            (SELECT coalesce(sum(amount_cents), 0) FROM withdrawals WHERE status IN ('PENDING', 'SENT'))::text AS reserved`,
  );
  expect(rows[0]!.account).toBe(rows[0]!.reserved);
}

describe('cancelling a pending withdrawal', () => {
  it('returns the reservation to the available funds once, audited, and shows it cancelled', async () => {
    const { investor, withdrawalId } = await pendingWithdrawal(40);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(60);

    const key = newKey();
    const res = await cancel(investor, withdrawalId, key);
    expect(expectContractResponse(res, 'cancelWithdrawal', 200)).toMatchObject({
      Id: withdrawalId,
      status: 'CANCELED',
      value: 40,
    });
    const balance = await balanceOf(t.app, investor);
    expect(balance.availableFunds).toBe(100);
    expect(balance.totalBalance).toBe(100);
    expect(await status(withdrawalId)).toBe('CANCELLED');
    expect(await cancelPostings(withdrawalId)).toBe(1);
    await expectReservationsBalanced();

    // A replay with the same key answers the same and moves nothing; a new try is refused.
    const replay = await cancel(investor, withdrawalId, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expectApiError(await cancel(investor, withdrawalId), 409, 'withdrawal-not-cancellable');
    expect(await cancelPostings(withdrawalId)).toBe(1);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(100);

    const list = await t.app.inject({
      url: `/api/withdrawals/${investor.userId}`,
      headers: investor.headers,
    });
    expect((list.json() as Array<{ Id: number; status: string }>)[0]).toMatchObject({
      Id: withdrawalId,
      status: 'CANCELED',
    });
    expect((await auditEvents(t, 'withdrawal.cancelled')).at(-1)).toMatchObject({
      actor: `user:${investor.userId}`,
      details: { withdrawalId, amountCents: 4000 },
    });
    // The database keeps a cancelled withdrawal as it is.
    await expect(
      t.ownerPool.query(`UPDATE withdrawals SET status = 'PENDING' WHERE id = $1`, [withdrawalId]),
    ).rejects.toThrow(/cannot go from CANCELLED to PENDING|never changes/);
  });

  it('refuses a withdrawal in a payout batch, and once paid out', async () => {
    const { investor, withdrawalId } = await pendingWithdrawal(25);
    const batch = await createBatch();
    expect(batch.statusCode, batch.body).toBe(201);
    expect(await status(withdrawalId)).toBe('SENT');
    expectApiError(await cancel(investor, withdrawalId), 409, 'withdrawal-not-cancellable');
    expect(await cancelPostings(withdrawalId)).toBe(0);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(75);

    const batchId = Number(batch.headers['payout-batch-id']);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/ops/payouts/${batchId}/approve`,
      headers: approver.headers,
    });
    expect(approved.statusCode).toBe(200);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/ops/payouts/${batchId}/confirm`,
      headers: operator.headers,
      payload: { lines: [{ endToEndId: `INVEST-WD-${withdrawalId}`, outcome: 'EXECUTED' }] },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expectApiError(await cancel(investor, withdrawalId), 409, 'withdrawal-not-cancellable');
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(75);
    await expectReservationsBalanced();
  });

  it("answers 404 for another investor's withdrawal or none, and refuses another investor's path", async () => {
    const { investor, withdrawalId } = await pendingWithdrawal(10);
    const stranger = await fundedInvestor(t, { cents: 1_000n });
    expectApiError(await cancel(stranger, withdrawalId), 404, 'not-found');
    expectApiError(await cancel(stranger, 987_654_321), 404, 'not-found');
    const foreignPath = await t.app.inject({
      method: 'POST',
      url: `/api/withdrawals/${investor.userId}/${withdrawalId}/cancel`,
      headers: { ...stranger.headers, 'idempotency-key': newKey() },
    });
    expect([403, 404]).toContain(foreignPath.statusCode);
    expect(await status(withdrawalId)).toBe('PENDING');
    expect((await balanceOf(t.app, stranger)).availableFunds).toBe(10);
    // Its owner can (and leaves nothing pending for the next test's batches).
    expect((await cancel(investor, withdrawalId)).statusCode).toBe(200);
  });

  it('of a cancellation and a payout batch at the same moment in two processes, exactly one takes it', async () => {
    for (let round = 0; round < 3; round++) {
      const { investor, withdrawalId } = await pendingWithdrawal(5 + round);
      // Hold the withdrawal's row so both requests meet at its lock, then let them go together.
      const blocker = await t.ownerPool.connect();
      let batch: Awaited<ReturnType<typeof createBatch>>;
      let cancelled: Awaited<ReturnType<typeof cancel>>;
      try {
        await blocker.query('BEGIN');
        await blocker.query('SELECT id FROM withdrawals WHERE id = $1 FOR UPDATE', [withdrawalId]);
        const both = Promise.all([createBatch(t.app), cancel(investor, withdrawalId, newKey(), other)]);
        await expect
          .poll(
            async () =>
              Number(
                (
                  await t.ownerPool.query<{ n: string }>(
                    `SELECT count(*) AS n FROM pg_stat_activity
                      WHERE wait_event_type = 'Lock' AND datname = current_database()`,
                  )
                ).rows[0]!.n,
              ),
            { timeout: 10_000 },
          )
          .toBe(2);
        await blocker.query('COMMIT');
        [batch, cancelled] = await both;
      } finally {
        blocker.release();
      }
      const final = await status(withdrawalId);
      if (cancelled.statusCode === 200) {
        expect(final).toBe('CANCELLED');
        // The batch found nothing (else) pending: it never holds the cancelled withdrawal.
        expectApiError(batch, 422, 'something-wrong');
        expect((await balanceOf(t.app, investor)).availableFunds).toBe(100);
      } else {
        expectApiError(cancelled, 409, 'withdrawal-not-cancellable');
        expect(batch.statusCode, batch.body).toBe(201);
        expect(final).toBe('SENT');
        expect(await cancelPostings(withdrawalId)).toBe(0);
        expect((await balanceOf(t.app, investor)).availableFunds).toBe(100 - (5 + round));
        // Clear the batch for the next round (declined: its withdrawal is pending again, then cancelled).
        const declined = await t.app.inject({
          method: 'POST',
          url: `/api/ops/payouts/${Number(batch.headers['payout-batch-id'])}/decline`,
          headers: operator.headers,
          payload: { reason: 'test round over' },
        });
        expect(declined.statusCode, declined.body).toBe(200);
        expect((await cancel(investor, withdrawalId)).statusCode).toBe(200);
      }
      await expectReservationsBalanced();
    }
  });
});
