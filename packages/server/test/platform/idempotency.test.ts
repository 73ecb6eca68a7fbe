import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createPool } from '../../src/platform/db/pool.ts';
import { ApiError } from '../../src/platform/errors.ts';
import {
  deleteExpiredIdempotencyKeys,
  IDEMPOTENCY_KEY_TTL_MS,
  storeResponseSql,
} from '../../src/platform/http/idempotency.ts';
import {
  INSUFFICIENT_FUNDS,
  investorCashAccountId,
  postingCall,
  postTransaction,
  systemAccountId,
} from '../../src/modules/ledger/ledger.ts';
import { centsToEuros, eurosToCents } from '../../src/platform/money.ts';
import type { Handlers } from '../../src/platform/http/types.ts';
import {
  createTestApp,
  DEMO_APPROVER,
  DEMO_USERS,
  expectApiError,
  expectContractResponse,
  signIn,
  signInOperator,
  testContract,
  withoutIdempotencyKey,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../helpers/app.ts';
import { withdrawalCode } from '../helpers/withdrawals.ts';

/** How long the injected withdrawal holds its transaction open, so that races really overlap. */
let effectDelayMs = 0;

/**
 * A stand-in for the withdrawal of the next issue: a real posting in the transaction it is given.
 * createWithdrawal declares Idempotency-Key in the contract, so buildApp wraps it.
 */
const handlers: Handlers = {
  async createWithdrawal(request, reply, tx) {
    const cents = eurosToCents(request.body.amount);
    const cash = await investorCashAccountId(tx, request.params.userId);
    const pending = await systemAccountId(tx, 'withdrawals-pending');
    let id: string;
    try {
      id = await postTransaction(tx, {
        kind: 'withdrawal',
        occurredAt: new Date('2026-03-10T09:00:00Z'),
        entries: [
          { accountId: cash, amountCents: -cents },
          { accountId: pending, amountCents: cents },
        ],
      });
      // The funds check is deferred to the statement; make it fail here, inside the handler.
      await tx.query('SELECT 1');
    } catch (err) {
      if ((err as { code?: string }).code === INSUFFICIENT_FUNDS)
        throw new ApiError(422, 'something-wrong', 'The amount is above your available funds');
      throw err;
    }
    if (effectDelayMs > 0) await sleep(effectDelayMs);
    reply.code(201);
    return { Id: Number(id), status: 'PENDING', date: '2026-03-10', value: request.body.amount };
  },
};

/**
 * The same stand-in as one statement in autocommit (src/platform/http/idempotency.ts, single-statement mode): the
 * posting and the stored response together; the statement sleeps `effectDelayMs` after posting, so
 * that races overlap inside it.
 */
let statementRuns = 0;
const singleStatementHandlers: Handlers = {
  createWithdrawal: {
    async singleStatement(request, reply, record) {
      statementRuns += 1;
      const cents = eurosToCents(request.body.amount);
      const posting = postingCall({
        kind: 'withdrawal',
        occurredAt: new Date('2026-03-10T09:00:00Z'),
        entries: [
          { accountId: await investorCashAccountId(t.pool, request.params.userId), amountCents: -cents },
          { accountId: await systemAccountId(t.pool, 'withdrawals-pending'), amountCents: cents },
        ],
      });
      const params: unknown[] = [...posting.params, effectDelayMs / 1000];
      const delay = `$${params.length}`;
      let stored = '';
      if (record) {
        params.push(request.body.amount);
        const insert = storeResponseSql(
          record,
          {
            status: 201,
            bodySql: `(SELECT row_to_json(b)::text FROM (SELECT posted.id AS "Id", 'PENDING' AS status,
                         '2026-03-10' AS date, $${params.length}::numeric AS value) b)`,
            from: 'posted',
          },
          params.length + 1,
        );
        params.push(...insert.params);
        stored = `, stored AS (${insert.sql})`;
      }
      let id: string;
      try {
        const { rows } = await t.pool.query<{ id: string }>(
          `WITH posted AS MATERIALIZED (SELECT ${posting.sql} AS id, pg_sleep(${delay}::float8))${stored}
           SELECT id::text FROM posted`,
          params,
        );
        id = rows[0]!.id;
      } catch (err) {
        if ((err as { code?: string }).code === INSUFFICIENT_FUNDS)
          throw new ApiError(422, 'something-wrong', 'The amount is above your available funds');
        throw err;
      }
      reply.code(201);
      return { Id: Number(id), status: 'PENDING', date: '2026-03-10', value: request.body.amount };
    },
  },
};

let t: TestApp;
let demo: Session;
let business: Session;
beforeAll(async () => {
  t = await createTestApp({ handlers });
  demo = await signIn(t.app, DEMO_USERS.demo);
  business = await signIn(t.app, DEMO_USERS.business);
});
afterAll(async () => {
  await t?.close();
});

let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}`;

/**
 * The code each key's withdrawal of an amount was confirmed with, while it lives: a retry sends the
 * very request again (parallel retries too, so the promise is kept).
 */
const codes = new Map<string, { at: number; code: Promise<{ verificationId: string; code: string }> }>();

async function withdraw(app: FastifyInstance, session: Session, key: string | undefined, amount: number) {
  const retry = key === undefined ? undefined : `${key}:${amount}`;
  const kept = retry === undefined ? undefined : codes.get(retry);
  const now = t.clock.now().getTime();
  const fresh = kept !== undefined && now - kept.at < 4 * 60 * 1000;
  const code = fresh ? kept.code : withdrawalCode(t, session, amount);
  if (retry !== undefined && !fresh) codes.set(retry, { at: now, code });
  const confirmation = await code;
  return app.inject({
    method: 'POST',
    url: `/api/withdrawals/${session.userId}`,
    headers:
      key === undefined
        ? withoutIdempotencyKey(session.headers)
        : { ...session.headers, 'idempotency-key': key },
    payload: { amount, ...confirmation },
  });
}

async function balanceCents(session: Session): Promise<bigint> {
  const cash = await investorCashAccountId(t.pool, session.userId);
  const { rows } = await t.pool.query<{ b: string }>(
    'SELECT balance_cents AS b FROM accounts WHERE id = $1',
    [cash],
  );
  return BigInt(rows[0]!.b);
}

async function withdrawalCount(): Promise<number> {
  const { rows } = await t.pool.query<{ n: string }>(
    "SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'withdrawal'",
  );
  return Number(rows[0]!.n);
}

/**
 * Every money-moving call of the contract (docs/decisions/0016-idempotency-key-required.md), with the
 * ledger kinds it may post; [] for a decision on money that posts nothing itself (a batch made,
 * approved or declined; a request rejected). The receivable calls first settle the moves due that
 * day (a buyback among them: src/modules/marketplace/lifecycle.ts). The one list: the contract's
 * declaring operations must be exactly these.
 */
const MONEY_CALLS: Record<string, string[]> = {
  createUserInvestment: ['purchase'],
  cancelUserInvestment: ['cancellation'],
  createWithdrawal: ['withdrawal'],
  cancelWithdrawal: ['withdrawal'],
  importBankStatement: ['deposit', 'originator_credit', 'payer_return'],
  assignSuspenseCredit: ['deposit'],
  bookThirdPartyPayment: ['deposit'],
  approveHeldCreditApproval: ['deposit'],
  declineHeldCreditApproval: [],
  returnThirdPartyPayment: ['payer_return'],
  createDeduction: ['deduction'],
  approveDeduction: ['deduction'],
  rejectDeduction: [],
  recordRepayment: ['originator_repayment', 'repayment', 'interest', 'tax', 'buyback'],
  approveRepayment: ['originator_repayment', 'repayment', 'interest', 'tax', 'buyback'],
  declineRepayment: [],
  recordDelay: ['buyback', 'interest', 'tax'],
  recordExtension: ['buyback', 'interest', 'tax'],
  recordLossEvent: ['buyback', 'interest', 'tax'],
  recordNonPayment: ['write_off', 'buyback', 'interest', 'tax'],
  createPayoutBatch: [],
  approvePayoutBatch: [],
  declinePayoutBatch: [],
  confirmPayoutBatch: ['withdrawal', 'payer_return'],
  approvePayoutRejection: ['withdrawal'],
  declinePayoutRejection: [],
};

function declaringOperations() {
  return testContract().operations.filter((op) =>
    op.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'),
  );
}

describe('Idempotency-Key on money-moving operations', () => {
  it('is declared, and required, by every money-moving operation of the contract', () => {
    const declaring = declaringOperations();
    expect(declaring.map((op) => op.operationId).sort()).toEqual(Object.keys(MONEY_CALLS).sort());
    for (const op of declaring) {
      const header = op.parameters.find((p) => p.name === 'Idempotency-Key')!;
      expect(header.required, op.operationId).toBe(true);
      expect(['user', 'operator'], op.operationId).toContain(op.auth);
    }
  });

  it('covers every kind of posting the ledger takes, but the jobs’ own', async () => {
    // A new kind of posting (a row in ledger_kind_pairs, migrations/0023) is made by some call: it
    // joins MONEY_CALLS, and so must declare the header, or is named here as made by a job only.
    const byJobsOnly = new Set<string>([]);
    const { rows } = await t.ownerPool.query<{ kind: string }>(
      'SELECT DISTINCT kind FROM ledger_kind_pairs ORDER BY kind',
    );
    const posted = new Set(Object.values(MONEY_CALLS).flat());
    const uncovered = rows.map((r) => r.kind).filter((k) => !posted.has(k) && !byJobsOnly.has(k));
    expect(uncovered).toEqual([]);
  });

  it('returns the first response to a replay and moves the money once', async () => {
    const before = await balanceCents(demo);
    const count = await withdrawalCount();
    const key = newKey();
    const first = await withdraw(t.app, demo, key, 12.5);
    const body = expectContractResponse(first, 'createWithdrawal', 201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    const replay = await withdraw(t.app, demo, key, 12.5);
    expect(replay.statusCode).toBe(201);
    expect(replay.body).toBe(first.body);
    expect(replay.json()).toEqual(body);
    expect(replay.headers['idempotent-replayed']).toBe('true');

    expect(await withdrawalCount()).toBe(count + 1);
    expect(await balanceCents(demo)).toBe(before - 1_250n);
  });

  it('refuses the same key with a different body (422) and moves nothing', async () => {
    const key = newKey();
    expect((await withdraw(t.app, demo, key, 10)).statusCode).toBe(201);
    const count = await withdrawalCount();
    const before = await balanceCents(demo);
    const res = await withdraw(t.app, demo, key, 11);
    expectApiError(res, 422, 'idempotency-key-reused');
    expectContractResponse(res, 'createWithdrawal', 422);
    expect(await withdrawalCount()).toBe(count);
    expect(await balanceCents(demo)).toBe(before);
  });

  it('refuses a money call without the key (400 idempotency-key-required) and moves nothing', async () => {
    const count = await withdrawalCount();
    const before = await balanceCents(demo);
    const res = await withdraw(t.app, demo, undefined, 5);
    expectApiError(res, 400, 'idempotency-key-required');
    expectContractResponse(res, 'createWithdrawal', 400);
    expect(await withdrawalCount()).toBe(count);
    expect(await balanceCents(demo)).toBe(before);
    expect((await withdraw(t.app, demo, newKey(), 5)).statusCode).toBe(201);
  });

  it('scopes keys per user', async () => {
    const key = newKey();
    const a = await withdraw(t.app, demo, key, 1.5);
    const b = await withdraw(t.app, business, key, 1.5);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(a.json().Id).not.toBe(b.json().Id);
  });

  it('stores nothing when the request fails, so a retry with the same key runs again', async () => {
    const key = newKey();
    const tooMuch = centsToEuros((await balanceCents(demo)) + 100n);
    const count = await withdrawalCount();
    expectApiError(await withdraw(t.app, demo, key, tooMuch), 422, 'something-wrong');
    expectApiError(await withdraw(t.app, demo, key, tooMuch), 422, 'something-wrong');
    expect(await withdrawalCount()).toBe(count);
    // The same key with a smaller amount is a new request only because nothing was stored.
    expect((await withdraw(t.app, demo, key, 1)).statusCode).toBe(201);
  });

  it('lets exactly one of 20 parallel identical requests move money (the others 409 or the replay)', async () => {
    effectDelayMs = 150;
    try {
      const key = newKey();
      const count = await withdrawalCount();
      const before = await balanceCents(demo);
      const responses = await Promise.all(Array.from({ length: 20 }, () => withdraw(t.app, demo, key, 2.5)));
      const created = responses.filter((r) => r.statusCode === 201);
      const busy = responses.filter((r) => r.statusCode === 409);
      expect(created.length + busy.length, responses.map((r) => r.statusCode).join(',')).toBe(20);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created.map((r) => r.body)).size).toBe(1);
      for (const r of busy) {
        expectApiError(r, 409, 'idempotency-key-in-use');
        expect(r.headers['retry-after']).toBe('1');
        expectContractResponse(r, 'createWithdrawal', 409);
      }
      expect(await withdrawalCount()).toBe(count + 1);
      expect(await balanceCents(demo)).toBe(before - 250n);
      // Once the first has finished, a retry gets its response.
      const retry = await withdraw(t.app, demo, key, 2.5);
      expect(retry.statusCode).toBe(201);
      expect(retry.body).toBe(created[0]!.body);
    } finally {
      effectDelayMs = 0;
    }
  });

  it('holds across two app instances on one database', async () => {
    const otherPool = createPool(t.pool.options.connectionString!, { max: 10 });
    const other = await buildApp({
      config: t.config,
      db: otherPool,
      clock: t.clock,
      logger: false,
      contract: testContract(),
      handlers,
    });
    effectDelayMs = 100;
    try {
      const key = newKey();
      const count = await withdrawalCount();
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => withdraw(i % 2 === 0 ? t.app : other, demo, key, 3)),
      );
      expect(responses.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
      expect(await withdrawalCount()).toBe(count + 1);
      const replay = await withdraw(other, demo, key, 3);
      expect(replay.statusCode).toBe(201);
      expect(replay.headers['idempotent-replayed']).toBe('true');
    } finally {
      effectDelayMs = 0;
      await other.close();
      await otherPool.end();
    }
  });

  it('forgets keys after their retention (a job deletes them)', async () => {
    const key = newKey();
    expect((await withdraw(t.app, demo, key, 1)).statusCode).toBe(201);
    const stored = async () =>
      (
        await t.pool.query('SELECT 1 FROM idempotency_keys WHERE user_id = $1 AND idempotency_key = $2', [
          demo.userId,
          key,
        ])
      ).rowCount;
    expect(await stored()).toBe(1);
    expect(await deleteExpiredIdempotencyKeys(t.pool, t.clock)).toBe(0);
    t.clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1000);
    expect(await deleteExpiredIdempotencyKeys(t.pool, t.clock)).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(0);
  });
});

describe('Idempotency-Key in single-statement mode', () => {
  let app: FastifyInstance;
  /** Signed in afresh: the tests above move the clock past their sessions. */
  let investor: Session;
  beforeAll(async () => {
    app = await buildApp({
      config: t.config,
      db: t.pool,
      clock: t.clock,
      logger: false,
      contract: testContract(),
      handlers: singleStatementHandlers,
    });
    investor = await signIn(app, DEMO_USERS.demo);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('stores the response in the statement of the effect: a replay gets the same text and moves nothing', async () => {
    const before = await balanceCents(investor);
    const count = await withdrawalCount();
    const key = newKey();
    const first = await withdraw(app, investor, key, 12.5);
    const body = expectContractResponse(first, 'createWithdrawal', 201);
    const replay = await withdraw(app, investor, key, 12.5);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(replay.json()).toEqual(body);
    expectApiError(await withdraw(app, investor, key, 13), 422, 'idempotency-key-reused');
    expect(await withdrawalCount()).toBe(count + 1);
    expect(await balanceCents(investor)).toBe(before - 1_250n);
    // The transactional mode reads the same stored row.
    expect((await withdraw(t.app, investor, key, 12.5)).body).toBe(first.body);
  });

  it('stores nothing when the statement fails, so a retry with the same key runs again', async () => {
    const key = newKey();
    const tooMuch = centsToEuros((await balanceCents(investor)) + 100n);
    const count = await withdrawalCount();
    expectApiError(await withdraw(app, investor, key, tooMuch), 422, 'something-wrong');
    expect(await withdrawalCount()).toBe(count);
    expect((await withdraw(app, investor, key, 1)).statusCode).toBe(201);
  });

  it('answers a transactional request that meets a single-statement request’s row with its response', async () => {
    effectDelayMs = 300;
    try {
      const key = newKey();
      const count = await withdrawalCount();
      // The single statement posts first and holds the account until it commits its row; the
      // transactional request (no advisory lock held by the other) then posts and meets that row.
      const first = withdraw(app, investor, key, 3.5);
      await sleep(100);
      const second = await withdraw(t.app, investor, key, 3.5);
      const firstResponse = await first;
      expect(firstResponse.statusCode).toBe(201);
      expect(second.statusCode, second.body).toBe(201);
      expect(second.headers['idempotent-replayed']).toBe('true');
      expect(second.body).toBe(firstResponse.body);
      expect(await withdrawalCount()).toBe(count + 1);
    } finally {
      effectDelayMs = 0;
    }
  });

  it('lets exactly one of 20 parallel identical requests move money; the others get its response', async () => {
    effectDelayMs = 50;
    try {
      const key = newKey();
      const count = await withdrawalCount();
      const before = await balanceCents(investor);
      statementRuns = 0;
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => withdraw(app, investor, key, 2.5)),
      );
      const created = responses.filter((r) => r.statusCode === 201);
      const busy = responses.filter((r) => r.statusCode === 409);
      expect(created.length + busy.length, responses.map((r) => r.statusCode).join(',')).toBe(20);
      expect(new Set(created.map((r) => r.body)).size).toBe(1);
      // Requests that ran their statement beside the first one's failed on its row, and replayed it.
      expect(statementRuns).toBeGreaterThan(1);
      expect(created.filter((r) => r.headers['idempotent-replayed'] === 'true').length).toBeGreaterThan(0);
      for (const r of busy) expectApiError(r, 409, 'idempotency-key-in-use');
      expect(await withdrawalCount()).toBe(count + 1);
      expect(await balanceCents(investor)).toBe(before - 250n);
    } finally {
      effectDelayMs = 0;
    }
  });
  it('replays a request whose statement is refused because its first run already moved the money', async () => {
    // The key is not read before the statement: the replay's withdrawal finds the balance spent by
    // the first one and is refused, and only then is the stored response found and returned.
    const key = newKey();
    const almostAll = centsToEuros((await balanceCents(investor)) - 50n);
    const first = await withdraw(app, investor, key, almostAll);
    expect(first.statusCode, first.body).toBe(201);
    const count = await withdrawalCount();
    statementRuns = 0;
    const replay = await withdraw(app, investor, key, almostAll);
    expect(statementRuns).toBe(1);
    expect(replay.statusCode, replay.body).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(await withdrawalCount()).toBe(count);
    expect(await balanceCents(investor)).toBe(50n);
  });

  it('runs a request again once its key has expired, though the job has not deleted the key yet', async () => {
    const key = newKey();
    const first = await withdraw(app, investor, key, 0.2);
    expect(first.statusCode).toBe(201);
    t.clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1000);
    investor = await signIn(app, DEMO_USERS.demo);
    const count = await withdrawalCount();
    const again = await withdraw(app, investor, key, 0.2);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.body).not.toBe(first.body);
    expect(await withdrawalCount()).toBe(count + 1);
    // Stored anew: a replay now gets the second response.
    expect((await withdraw(app, investor, key, 0.2)).body).toBe(again.body);
  });
});

describe('Idempotency-Key on operator calls', () => {
  let operator: OperatorSession;
  let approver: OperatorSession;
  let investor: Session;
  beforeAll(async () => {
    operator = await signInOperator(t.app);
    approver = await signInOperator(t.app, DEMO_APPROVER.email);
    investor = await signIn(t.app, DEMO_USERS.business);
  });

  const requestDeduction = (key: string | undefined, amount: number) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ops/investors/${investor.userId}/deductions`,
      headers:
        key === undefined
          ? withoutIdempotencyKey(operator.headers)
          : { ...operator.headers, 'idempotency-key': key },
      payload: { amount, reason: 'Fee for a paper statement sent by post' },
    });
  const approve = (id: number, key: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ops/deductions/${id}/approve`,
      headers: { ...approver.headers, 'idempotency-key': key },
    });

  async function deductionsOf(userId: number): Promise<number> {
    const { rows } = await t.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM deductions WHERE user_id = $1',
      [userId],
    );
    return Number(rows[0]!.n);
  }
  async function deductionPostings(): Promise<number> {
    const { rows } = await t.pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'deduction'",
    );
    return Number(rows[0]!.n);
  }

  it('refuses an operator money call without the key (400) and records nothing', async () => {
    const requests = await deductionsOf(investor.userId);
    const res = await requestDeduction(undefined, 150);
    expectApiError(res, 400, 'idempotency-key-required');
    expectContractResponse(res, 'createDeduction', 400);
    expect(await deductionsOf(investor.userId)).toBe(requests);
  });

  it('books a replayed deduction once: the request and its approval each answer their first response', async () => {
    const requests = await deductionsOf(investor.userId);
    const postings = await deductionPostings();
    const before = await balanceCents(investor);

    // Above DEDUCTION_APPROVAL_ABOVE (100 €): the request waits for a second operator.
    const key = newKey();
    const asked = await requestDeduction(key, 150);
    const deduction = expectContractResponse(asked, 'createDeduction', 201) as { Id: number; status: string };
    expect(deduction.status).toBe('PENDING_APPROVAL');
    const askedAgain = await requestDeduction(key, 150);
    expect(askedAgain.statusCode).toBe(201);
    expect(askedAgain.headers['idempotent-replayed']).toBe('true');
    expect(askedAgain.body).toBe(asked.body);
    expect(await deductionsOf(investor.userId)).toBe(requests + 1);
    // The same key with another amount is another request.
    expectApiError(await requestDeduction(key, 151), 422, 'idempotency-key-reused');

    // The approver's keys are the approver's: the requester's key is new to her.
    const approved = await approve(deduction.Id, key);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.headers['idempotent-replayed']).toBeUndefined();
    expect((approved.json() as { status: string }).status).toBe('BOOKED');
    const replayed = await approve(deduction.Id, key);
    expect(replayed.statusCode).toBe(200);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.body).toBe(approved.body);

    expect(await deductionPostings()).toBe(postings + 1);
    expect(await balanceCents(investor)).toBe(before - 15_000n);
    // A new action (a new key) is no replay: the deduction is decided already.
    expectApiError(await approve(deduction.Id, newKey()), 409, 'approval-closed');
    expect(await balanceCents(investor)).toBe(before - 15_000n);
  });

  it('stores an operator’s key under the operator, not under a user', async () => {
    const key = newKey();
    const res = await requestDeduction(key, 101);
    expect(res.statusCode, res.body).toBe(201);
    const { rows } = await t.ownerPool.query<{ operator_id: string; operation_id: string }>(
      'SELECT operator_id, operation_id FROM operator_idempotency_keys WHERE idempotency_key = $1',
      [key],
    );
    expect(rows).toEqual([{ operator_id: String(operator.operatorId), operation_id: 'createDeduction' }]);
    const { rowCount } = await t.ownerPool.query(
      'SELECT 1 FROM idempotency_keys WHERE idempotency_key = $1',
      [key],
    );
    expect(rowCount).toBe(0);
  });

  it('forgets operators’ keys after their retention too', async () => {
    const key = newKey();
    expect((await requestDeduction(key, 102)).statusCode).toBe(201);
    t.clock.advance(IDEMPOTENCY_KEY_TTL_MS + 1000);
    expect(await deleteExpiredIdempotencyKeys(t.pool, t.clock)).toBeGreaterThanOrEqual(1);
    const { rowCount } = await t.ownerPool.query(
      'SELECT 1 FROM operator_idempotency_keys WHERE idempotency_key = $1',
      [key],
    );
    expect(rowCount).toBe(0);
  });
});
