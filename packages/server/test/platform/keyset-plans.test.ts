/**
 * The keyset lists' page after a cursor is one range of an index in the list's order (decision 0025,
 * migration 0036): read through the list's own function, each query EXPLAINed instead of run. The test
 * database is small, so bitmap scans and sorts are discouraged as in the account history's plan test:
 * a plan still sorting would mean no index gives the page's order.
 */
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAuditLog } from '../../src/modules/back-office/audit-log.ts';
import { searchInvestors } from '../../src/modules/back-office/back-office.ts';
import { listNotifications } from '../../src/modules/notifications/notifications.ts';
import { listPayoutBatches, listWithdrawals } from '../../src/modules/withdrawals/payout-lists.ts';
import { withTransaction, type Queryable } from '../../src/platform/db/pool.ts';
import { fundedInvestor, withdraw, withdrawalCode } from '../helpers/withdrawals.ts';
import {
  createTestApp,
  DEMO_USERS,
  signIn,
  signInOperator,
  type OperatorSession,
  type TestApp,
} from '../helpers/app.ts';

let t: TestApp;
let operator: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t.app);
});
afterAll(async () => {
  await t?.close();
});

/** The plan of the (last) query `read` makes, each query explained on one connection, not run. */
async function planOf(read: (db: Queryable) => Promise<unknown>): Promise<string> {
  return withTransaction(t.pool, async (client) => {
    await client.query('SET LOCAL enable_bitmapscan = off');
    await client.query('SET LOCAL enable_sort = off');
    let plan = '';
    const explaining = {
      query: async (config: string | pg.QueryConfig, values?: unknown[]) => {
        const text = typeof config === 'string' ? config : config.text;
        const params = typeof config === 'string' ? values : config.values;
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (COSTS OFF) ${text}`, params);
        plan = rows.map((r) => r['QUERY PLAN']).join('\n');
        return { rows: [], rowCount: 0 };
      },
    } as unknown as Queryable;
    await read(explaining);
    return plan;
  });
}

/** The `next` of a first page of one (the list must have two rows). */
async function cursorOf(url: string, headers: Record<string, string>): Promise<string> {
  const res = await t.app.inject({ url: `/api${url}${url.includes('?') ? '&' : '?'}size=1`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const { next } = res.json() as { next: string | null };
  expect(next, url).not.toBeNull();
  return next!;
}

/**
 * The page is the LIMIT over a scan of `index` from the cursor: no sort between them (but for an
 * incremental one, `presorted`, ordering by the id the rows of one value of a unique key).
 */
function expectRangeScan(plan: string, index: string, presorted?: string) {
  expect(plan).toMatch(/^Limit\n/);
  const scan = plan.indexOf(`using ${index} `);
  expect(scan, plan).toBeGreaterThan(0);
  const above = plan.slice(0, scan);
  if (presorted === undefined) expect(above, plan).not.toMatch(/Sort|Offset/);
  else {
    expect(above, plan).toContain(`Presorted Key: ${presorted}`);
    expect(above.replace('Incremental Sort', ''), plan).not.toMatch(/\bSort\b(?! Key)|Offset/);
  }
}

describe('the page after a cursor is an index range', () => {
  it('notifications: (user_id, created_at, id) of notifications_user', async () => {
    const demo = await signIn(t.app, DEMO_USERS.demo);
    const cursor = await cursorOf(`/notifications/${demo.userId}`, demo.headers);
    const plan = await planOf((db) => listNotifications(db, demo.userId, cursor, 20));
    expectRangeScan(plan, 'notifications_user');
    expect(plan).toMatch(/Index Cond: \(\(user_id = .*\) AND \(ROW\(created_at, id\) < ROW\(/);
  });

  it('the audit log, whole and of one investor: its primary key, audit_log_user', async () => {
    // A log of realistic shape: one investor's events a few among thousands, and statistics that say so.
    // On the seed's few hundred rows the planner's choice for one investor depended on when autovacuum
    // had last analysed the table (a fresh-clone CI run read the primary key with a filter instead).
    await t.ownerPool.query(
      `INSERT INTO audit_log (user_id, actor, action, created_at)
       SELECT NULL, 'system', 'test.filler', now() FROM generate_series(1, 5000)`,
    );
    await t.ownerPool.query('ANALYZE audit_log');
    const cursor = await cursorOf('/ops/audit-log', operator.headers);
    expectRangeScan(await planOf((db) => listAuditLog(db, {}, cursor, 20)), 'audit_log_pkey');
    const demo = await signIn(t.app, DEMO_USERS.demo);
    const mine = await cursorOf(`/ops/audit-log?userId=${demo.userId}`, operator.headers);
    expectRangeScan(
      await planOf((db) => listAuditLog(db, { userId: demo.userId }, mine, 20)),
      'audit_log_user',
    );
  });

  it('every investor’s withdrawals, all and of one status; payout batches (migration 0036)', async () => {
    const request = async () => {
      const investor = await fundedInvestor(t, { cents: 100_000n });
      const res = await withdraw(t.app, investor, { amount: 10, ...(await withdrawalCode(t, investor, 10)) });
      expect(res.statusCode, res.body).toBe(201);
    };
    const batch = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/ops/payouts', headers: operator.headers });
      expect(res.statusCode, res.body).toBe(201);
    };
    // Two batches, and two withdrawals pending after them.
    await request();
    await batch();
    await request();
    await batch();
    await request();
    await request();
    const all = await cursorOf('/ops/withdrawals', operator.headers);
    expectRangeScan(
      await planOf((db) => listWithdrawals(db, { cursor: all, size: 20 })),
      'withdrawals_requested',
    );
    const pending = await cursorOf('/ops/withdrawals?status=PENDING', operator.headers);
    expectRangeScan(
      await planOf((db) => listWithdrawals(db, { status: 'PENDING', cursor: pending, size: 20 })),
      'withdrawals_status_requested',
    );
    const batches = await cursorOf('/ops/payouts', operator.headers);
    expectRangeScan(
      await planOf((db) => listPayoutBatches(db, { cursor: batches, size: 20 })),
      'payout_batches_created',
    );
  });

  it('investors by registration and by name (migration 0036), by e-mail', async () => {
    const now = t.clock.now();
    for (const [sort, index, presorted] of [
      ['registered', 'users_registered', undefined],
      ['name', 'users_name', undefined],
      // The unique e-mail index orders by the e-mail alone: the id only orders within one (one row).
      ['email', 'users_email_key', '(lower(u.email))'],
    ] as const) {
      const cursor = await cursorOf(`/ops/investors?sort=${sort}&direction=asc`, operator.headers);
      expectRangeScan(
        await planOf((db) => searchInvestors(db, { sort, direction: 'asc', cursor, size: 20, now })),
        index,
        presorted,
      );
    }
  });
});
