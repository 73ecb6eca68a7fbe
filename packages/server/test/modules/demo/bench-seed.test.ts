/**
 * The bench seed (src/modules/demo/bench-seed.ts) at a small scale: its set-based SQL books what the service
 * would (the ledger reconciles, every holding has its purchase posting, the available amounts and
 * invested balances agree with the holdings), and the marketplace calls read it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBenchData } from '../../../src/modules/demo/bench-seed.ts';
import type { Logger } from '../../../src/platform/log.ts';
import { createTestApp, DEMO_USERS, signIn, type TestApp } from '../../helpers/app.ts';
import { expectLedgerReconciled } from '../../helpers/ledger.ts';
import { getAs, type Investment } from '../../helpers/marketplace.ts';

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedBenchData(t.ownerPool, t.clock, silent, {
    investors: 30,
    depositsEach: 50,
    receivables: 200,
    holders: 12,
    holdingsEach: 10,
  });
});
afterAll(async () => {
  await t?.close();
});

describe('the bench seed', () => {
  it('books its purchases as the purchase function would, and reconciles', async () => {
    const { rows } = await t.pool.query<{ n: string; holders: string; booked: string }>(
      `SELECT count(*) AS n, count(DISTINCT ui.user_id) AS holders,
              count(*) FILTER (WHERE t.kind = 'purchase' AND t.external_ref = 'purchase:' || ui.id) AS booked
         FROM user_investments ui JOIN users u ON u.id = ui.user_id
         JOIN ledger_transactions t ON t.id = ui.purchase_transaction_id
        WHERE u.username LIKE 'bench-%'`,
    );
    expect(rows[0]).toEqual({ n: '120', holders: '12', booked: '120' });
    const { rows: unbalanced } = await t.pool.query(
      `SELECT r.id FROM receivables r
         LEFT JOIN (SELECT receivable_id, sum(amount_cents) AS sold FROM user_investments
                     WHERE status = 'ACTIVE' GROUP BY receivable_id) s ON s.receivable_id = r.id
        WHERE r.number LIKE 'BENCH-%' AND r.available_cents <> r.total_cents - coalesce(s.sold, 0)`,
    );
    expect(unbalanced).toEqual([]);
    const { rows: invested } = await t.pool.query(
      `SELECT a.user_id FROM accounts a
         JOIN (SELECT user_id, sum(amount_cents) AS held FROM user_investments
                WHERE status = 'ACTIVE' GROUP BY user_id) h
           ON h.user_id = a.user_id
        WHERE a.kind = 'investor-invested' AND a.balance_cents <> h.held`,
    );
    expect(invested).toEqual([]);
    const { rows: negative } = await t.pool.query(
      `SELECT 1 FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.kind = 'investor-cash' AND e.balance_after_cents < 0`,
    );
    expect(negative).toEqual([]);
    await expectLedgerReconciled(t.pool);
    // A second run adds nothing.
    await seedBenchData(t.ownerPool, t.clock, silent, { investors: 30, receivables: 200, holders: 12 });
    const { rows: again } = await t.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM receivables WHERE number LIKE 'BENCH-%'`,
    );
    expect(again[0]!.n).toBe('200');
  });

  it('lists the bench receivables on the marketplace, open and maturing after today', async () => {
    const demo = await signIn(t.app, DEMO_USERS.demo);
    const page = await getAs<Investment[]>(
      t.app,
      demo,
      '/api/investments?sort=rate&limit=100',
      'listInvestments',
    );
    expect(page).toHaveLength(100);
    const { rows } = await t.pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM receivables WHERE number LIKE 'BENCH-%' AND maturity_on > '2026-03-10'
          AND listed_at <= $1 AND issued_on < '2026-03-10'`,
      [t.clock.now()],
    );
    expect(rows[0]!.n).toBe('200');
  });
});
