/**
 * The auto-invest engine racing manual purchases (src/modules/auto-invest/auto-invest.ts, src/modules/marketplace/purchases.ts): the engine
 * runs in two "processes" (two connection pools) while investors buy by hand through two server
 * instances. Nothing is oversold, no wallet is overspent, no investor is bought into a receivable
 * twice by auto-invest, every auto-invest purchase matches its strategy, and the ledger reconciles.
 *
 * That race meets the deadlock between the two only now and then (a fresh-clone CI run at stop 36
 * did): a manual purchase locks its buyer's accounts and then the receivable, the engine's batch the
 * receivable and then the accounts. The second test makes that cycle every time, in this order:
 * 1. "the purchase" (a transaction of its own) locks the investor's cash account;
 * 2. the engine locks the receivable and waits for that account;
 * 3. "the purchase" asks for the receivable: a cycle. The engine's sessions check for deadlocks after
 *    3 s of waiting, this one after a minute, so PostgreSQL ends the engine's batch (40P01); the
 *    purchase gets the receivable (proof that the batch was ended) and lets go;
 * 4. the engine runs the batch again (retryOnDeadlock) and buys, exactly once; the ledger reconciles.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { investInReceivable, runAutoInvestQueue } from '../../../src/modules/auto-invest/auto-invest.ts';
import { createPool, type Pool } from '../../../src/platform/db/pool.ts';
import { provisionServiceRole } from '../../../src/platform/db/roles.ts';
import {
  createTestApp,
  expectContractResponse,
  secondInstance,
  signInOperator,
  type TestApp,
} from '../../helpers/app.ts';
import { expectLedgerReconciled } from '../../helpers/ledger.ts';
import { buy, listReceivable, type OpsReceivable } from '../../helpers/marketplace.ts';
import { fundedInvestor, type Investor } from '../../helpers/withdrawals.ts';

let t: TestApp;
let second: FastifyInstance;
let otherPool: Pool;
beforeAll(async () => {
  t = await createTestApp();
  second = await secondInstance(t);
  otherPool = createPool(await provisionServiceRole(t.database.connectionString), { max: 10 });
  // Only the receivables listed here pay 14 % to 15 % (the demo seed's 14 % ones go just below).
  await t.ownerPool.query('UPDATE receivables SET interest_rate_bp = 1399 WHERE interest_rate_bp = 1400');
}, 60_000);
afterAll(async () => {
  await second?.close();
  await otherPool?.end();
  await t?.close();
});

const FUNDS_CENTS = 30_000n;

/** A custom strategy for the receivables these tests list: invoice factoring at 14 % to 15 %. */
async function chooseStrategy(
  investor: Investor,
  choice: { protectionTypes: string[]; preferredAmount?: number },
) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/userAutoInvests/${investor.userId}`,
    headers: investor.headers,
    payload: {
      type: 'CUSTOM',
      termDays: [30, 60, 90, 180],
      loanTypes: ['INVOICE_FACTORING'],
      interestRateRange: { from: 14, to: 15 },
      ...choice,
    },
  });
  expectContractResponse(res, 'setAutoInvest', 200);
}

it('races two engine runs and manual purchases from two instances without overselling or overspending', async () => {
  const operator = await signInOperator(t.app);
  const investors: Investor[] = [];
  for (let i = 0; i < 16; i++) investors.push(await fundedInvestor(t, { cents: FUNDS_CENTS }));
  // Every other investor wants at most 40 € per receivable; every third only BG.
  for (const [i, investor] of investors.entries()) {
    await chooseStrategy(investor, {
      protectionTypes: i % 3 === 0 ? ['BG'] : ['PG', 'BG'],
      ...(i % 2 === 0 ? { preferredAmount: 40 } : {}),
    });
  }
  const receivables: OpsReceivable[] = [];
  for (let i = 0; i < 8; i++) {
    receivables.push(
      await listReceivable(t, operator, {
        totalAmount: 600,
        interestRate: 14.5,
        protection: i % 2 === 0 ? 'PG' : 'BG',
      }),
    );
  }

  const apps = [t.app, second];
  const manual = investors.flatMap((investor, i) =>
    receivables
      .slice(0, 4)
      .map((r, j) => buy(apps[(i + j) % 2]!, investor, { investmentId: r.Id, amount: 35 })),
  );
  const results = await Promise.all([
    runAutoInvestQueue(t.pool, t.clock),
    runAutoInvestQueue(otherPool, t.clock),
    ...manual,
  ]);
  const engines = results.slice(0, 2) as Array<{ purchases: number; failures: unknown[] }>;
  expect(engines[0]!.purchases + engines[1]!.purchases).toBeGreaterThan(0);
  // No run failed (a deadlock or a refused purchase would be here).
  expect(engines.flatMap((e) => e.failures)).toEqual([]);
  for (const res of results.slice(2) as Array<{ statusCode: number; json(): { key?: string } }>) {
    expect([201, 422], JSON.stringify(res.json())).toContain(res.statusCode);
    if (res.statusCode === 422)
      expect(['insufficient-funds', 'exceeds-available-amount', 'investment-closed']).toContain(
        res.json().key,
      );
  }
  // Whatever the race left for the engine, a last run settles.
  expect((await runAutoInvestQueue(t.pool, t.clock)).failures).toEqual([]);

  const ids = receivables.map((r) => r.Id);
  const { rows: sold } = await t.pool.query<{ id: string; total: string; available: string; held: string }>(
    `SELECT r.id::text, r.total_cents::text AS total, r.available_cents::text AS available,
            coalesce(sum(ui.amount_cents) FILTER (WHERE ui.status = 'ACTIVE'), 0)::text AS held
       FROM receivables r LEFT JOIN user_investments ui ON ui.receivable_id = r.id
      WHERE r.id = ANY($1::bigint[]) GROUP BY r.id`,
    [ids],
  );
  for (const r of sold) {
    expect(BigInt(r.available) >= 0n).toBe(true);
    expect(BigInt(r.total) - BigInt(r.available)).toBe(BigInt(r.held));
  }
  const userIds = investors.map((i) => i.userId);
  const { rows: wallets } = await t.pool.query<{ user_id: string; cash: string; held: string }>(
    `SELECT a.user_id::text, a.balance_cents::text AS cash,
            (SELECT coalesce(sum(amount_cents), 0) FROM user_investments ui
              WHERE ui.user_id = a.user_id AND ui.status = 'ACTIVE')::text AS held
       FROM accounts a WHERE a.user_id = ANY($1::bigint[]) AND a.kind = 'investor-cash'`,
    [userIds],
  );
  for (const w of wallets) {
    expect(BigInt(w.cash) >= 0n).toBe(true);
    expect(BigInt(w.cash) + BigInt(w.held)).toBe(FUNDS_CENTS);
  }
  const { rows: auto } = await t.pool.query<{
    user_id: string;
    receivable_id: string;
    amount_cents: string;
    protection: string;
    preferred_cents: string | null;
  }>(
    `SELECT ui.user_id::text, ui.receivable_id::text, ui.amount_cents::text, r.protection, s.preferred_cents::text
       FROM user_investments ui JOIN receivables r ON r.id = ui.receivable_id
       JOIN auto_invest_strategies s ON s.user_id = ui.user_id
      WHERE ui.auto_invest AND ui.user_id = ANY($1::bigint[])`,
    [userIds],
  );
  expect(auto.length).toBeGreaterThan(0);
  const pairs = new Set(auto.map((a) => `${a.user_id}:${a.receivable_id}`));
  expect(pairs.size).toBe(auto.length);
  for (const a of auto) {
    const i = userIds.indexOf(Number(a.user_id));
    if (i % 3 === 0) expect(a.protection).toBe('BG');
    if (a.preferred_cents !== null) expect(BigInt(a.amount_cents) <= BigInt(a.preferred_cents)).toBe(true);
  }
  // Settled: a receivable with something left is one that no strategy with funds still wants.
  const { rows: waiting } = await t.pool.query<{ n: string }>(
    `SELECT count(*)::text AS n FROM receivables r
       JOIN auto_invest_strategies s ON s.protections @> ARRAY[r.protection]
       JOIN accounts a ON a.user_id = s.user_id AND a.kind = 'investor-cash' AND a.balance_cents > 0
      WHERE r.id = ANY($1::bigint[]) AND r.available_cents > 0
        AND NOT EXISTS (SELECT 1 FROM user_investments h WHERE h.receivable_id = r.id AND h.user_id = s.user_id AND h.auto_invest)`,
    [ids],
  );
  expect(waiting[0]!.n).toBe('0');
  await expectLedgerReconciled(t.pool);
}, 120_000);

it('runs a purchase batch ended by a deadlock again and buys once', async () => {
  // The engine's own sessions (new ones, so they take it) look for a deadlock after 3 s of waiting.
  const { rows } = await t.ownerPool.query<{ db: string }>('SELECT current_database() AS db');
  await t.ownerPool.query(`ALTER DATABASE "${rows[0]!.db}" SET deadlock_timeout = '3s'`);
  const engine = createPool(await provisionServiceRole(t.database.connectionString), { max: 4 });
  try {
    await deadlockedBatchRunsAgain(engine);
  } finally {
    await engine.end();
  }
}, 60_000);

async function deadlockedBatchRunsAgain(engine: Pool) {
  const operator = await signInOperator(t.app);
  const investor = await fundedInvestor(t, { cents: 50_000n });
  await chooseStrategy(investor, { protectionTypes: ['PG', 'BG'], preferredAmount: 40 });
  // Large enough that the strategies above and the demo's leave the investor's 40 € in the plan.
  const receivable = await listReceivable(t, operator, {
    totalAmount: 100_000,
    interestRate: 14.5,
    protection: 'PG',
  });
  const { rows: cashRows } = await t.ownerPool.query<{ id: string }>(
    `SELECT id::text FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'`,
    [investor.userId],
  );
  const cashAccount = cashRows[0]!.id;

  const purchase = await t.ownerPool.connect();
  try {
    await purchase.query('BEGIN');
    await purchase.query(`SET LOCAL deadlock_timeout = '60s'`);
    await purchase.query('SELECT id FROM accounts WHERE id = $1 FOR UPDATE', [cashAccount]);

    const run = investInReceivable(engine, t.clock, receivable.Id);
    // Settled either way, so that a rejection while this test waits is not reported as unhandled.
    const outcome = run.then(
      (report) => ({ report }),
      (error: unknown) => ({ error }),
    );
    // The engine holds the receivable and waits for the account.
    await expect
      .poll(
        async () => {
          const { rows } = await t.ownerPool.query<{ n: string }>(
            `SELECT count(*)::text AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'
                AND query LIKE '%lock_investor_accounts%'`,
          );
          return rows[0]!.n;
        },
        { timeout: 20_000, interval: 20 },
      )
      .toBe('1');
    // The cycle: this returns once PostgreSQL has ended the engine's batch, which held the receivable.
    const { rows: taken } = await purchase.query<{ id: string }>(
      'SELECT id::text FROM receivables WHERE id = $1 FOR UPDATE',
      [receivable.Id],
    );
    expect(taken).toEqual([{ id: String(receivable.Id) }]);
    await purchase.query('ROLLBACK');

    const settled = await outcome;
    expect('error' in settled ? settled.error : null).toBeNull();
    expect('report' in settled && settled.report.purchases).toBeGreaterThanOrEqual(1);
  } finally {
    purchase.release();
  }

  const { rows: holdings } = await t.pool.query<{ amount_cents: string; auto_invest: boolean }>(
    `SELECT amount_cents::text, auto_invest FROM user_investments WHERE user_id = $1 AND receivable_id = $2`,
    [investor.userId, receivable.Id],
  );
  expect(holdings).toEqual([{ amount_cents: '4000', auto_invest: true }]);
  const { rows: cash } = await t.pool.query<{ balance_cents: string }>(
    `SELECT balance_cents::text FROM accounts WHERE id = $1`,
    [cashAccount],
  );
  expect(cash[0]!.balance_cents).toBe('46000');
  await expectLedgerReconciled(t.pool);
}
