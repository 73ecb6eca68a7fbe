/**
 * A focused measurement of the money reads of one investor with a long history (issue 26 deliverable
 * 4, decisions 0022, 0025 and 0028), without the whole `pnpm bench`: an embedded PostgreSQL in a
 * temporary directory, the schema migrated, one investor per size in MEASURE_ENTRIES given that many
 * ledger entries on their cash account (a deposit every 1,000th movement, a withdrawal reserved every
 * 1,000th, otherwise purchases, repayments, interest and tax in turn, each against its real
 * counterparty account, one every two minutes: a million span 1,389 days), then for each investor, by
 * MEASURE_CLIENTS concurrent callers on a pool of 20 connections as the server's:
 *
 *   - GET /accountBalance's handler (accountBalanceOf: the same figures and queries, without HTTP and
 *     the session check) and its balance query alone (investorBalance);
 *   - the dashboard's other calls that read the investor's money (packages/app/src/features/dashboard:
 *     the tile series /earningsHistory, /balanceHistory, /availableFundsHistory and /roiHistory of
 *     `alltime`, /returns, /user_investments/latest) through their handlers;
 *   - GET /accountHistory's handler (accountHistoryPage, 20 entries a page): the first page, the 500th
 *     by the cursor the 499th answers (a walk of 499 pages) and the last;
 *   - "after a movement": MEASURE_MOVED_ROUNDS rounds of one posting on the investor's cash account
 *     (1 cent of interest, post_ledger_transaction) followed at once by MEASURE_CLIENTS concurrent GET
 *     /accountBalance calls: every cached figure is stale, so this is what a dashboard opened right
 *     after money moved costs (the investor's days read again).
 *
 * Each line prints calls/s, p50/p95/max, the 1-minute load average (`uptime`) when it started and
 * ended, and PASS/FAIL against MEASURE_BUDGET_MS (50 ms, the issue's p95 budget).
 *
 *   node scripts/measure-balance.ts                       this checkout
 *   MEASURE_ROOT=/path/to/other/packages/server node …    another version of the server's code and
 *                                                         migrations (e.g. an export of the commit before)
 *
 * MEASURE_ENTRIES (10000,1000000), MEASURE_CLIENTS (50), MEASURE_CALLS (1000 per line),
 * MEASURE_MOVED_ROUNDS (10), MEASURE_BUDGET_MS (50), MEASURE_PG_PORT (a free port). The entries are
 * written set-based as the owner with the ledger's triggers off (a throw-away database), with the
 * running balances the posting function writes, and (where the schema has them) the per-kind totals
 * and per-day totals rebuilt from them as migrations 0035 and 0039 backfill them.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Pool } from 'pg';

const root = process.env.MEASURE_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const SIZES = (process.env.MEASURE_ENTRIES ?? '10000,1000000').split(',').map(Number);
const CLIENTS = Number(process.env.MEASURE_CLIENTS ?? 50);
const CALLS = Number(process.env.MEASURE_CALLS ?? 1000);
const MOVED_ROUNDS = Number(process.env.MEASURE_MOVED_ROUNDS ?? 10);
const BUDGET_MS = Number(process.env.MEASURE_BUDGET_MS ?? 50);

const load = (file: string) => import(path.join(root, file));
const { startEmbeddedPostgres, ensureDatabase } = await load('src/platform/db/embedded.ts');
const { createPool } = await load('src/platform/db/pool.ts');
const { migrate } = await load('src/platform/db/migrate.ts');
const { provisionServiceRole } = await load('src/platform/db/roles.ts');
const { loadConfig } = await load('src/platform/config.ts');
const { ManualClock } = await load('src/platform/clock.ts');
const { accountBalanceOf, accountHistoryPage, HISTORY_SQL } = await load('src/modules/wallet/balance.ts');
const { investorBalance } = await load('src/modules/ledger/balances.ts');
const { dashboardHandlers } = await load('src/modules/dashboard/routes.ts');
const { investmentHandlers } = await load('src/modules/marketplace/routes.ts');
// This checkout's cursor (decision 0025), for a position deep in the history.
const { encodeCursor } = await import('../src/platform/cursor.ts');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const loadAverage = () => os.loadavg()[0]!.toFixed(1);
const results: Array<{ name: string; p95: number }> = [];

function report(name: string, times: number[], seconds: number, loadBefore: string) {
  times.sort((a, b) => a - b);
  const p95 = percentile(times, 95);
  results.push({ name, p95 });
  console.log(
    `${name.padEnd(58)} ${String(times.length).padStart(5)} calls ${(times.length / seconds).toFixed(0).padStart(5)}/s` +
      `  p50 ${percentile(times, 50).toFixed(1).padStart(7)}  p95 ${p95.toFixed(1).padStart(7)}  max ${times.at(-1)!.toFixed(1).padStart(7)} ms` +
      `  load ${loadBefore}→${loadAverage()}  ${p95 <= BUDGET_MS ? 'PASS' : 'FAIL'}`,
  );
}

async function seedInvestor(owner: Pool, now: Date, entries: number): Promise<number> {
  const client = await owner.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT set_config('invest.ledger_posting', 'on', true)");
    // Without the ledger's triggers (the per-entry deferred balance checks cost minutes at a million
    // entries): what is written is balanced by construction, and this database is thrown away.
    await client.query("SET LOCAL session_replication_role = 'replica'");
    const email = `measure-${entries}@invest.test`;
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO users (username, email, password_hash, investor_type, first_name, last_name, phone,
         country_code, status, confirmed_at, email_confirmed_at, created_at, updated_at)
       VALUES ($2, $2, '$argon2id$never-signs-in', 'Personal', 'Long', 'History', '+38640000000',
               'SI', 'confirmed', $1, $1, $1, $1) RETURNING id`,
      [now, email],
    );
    const userId = rows[0]!.id;
    await client.query('SELECT open_investor_account($1), open_investor_invested_account($1)', [userId]);
    // Movement g (1..N) of the cash account: its kind, the cash entry and the counterparty account.
    await client.query(
      `CREATE TEMP TABLE m ON COMMIT DROP AS
       WITH acc AS (
         SELECT (SELECT id FROM accounts WHERE user_id = $1 AND kind = 'investor-cash') AS cash,
                (SELECT id FROM accounts WHERE user_id = $1 AND kind = 'investor-invested') AS invested,
                (SELECT id FROM accounts WHERE code = 'bank-transfers') AS bank,
                (SELECT id FROM accounts WHERE code = 'withdrawals-pending') AS pending,
                (SELECT id FROM accounts WHERE code = 'interest') AS interest,
                (SELECT id FROM accounts WHERE code = 'tax') AS tax
       ), g AS (
         SELECT g, CASE WHEN g % 1000 = 1 THEN 'deposit' WHEN g % 1000 = 500 THEN 'withdrawal'
                        ELSE (ARRAY['purchase', 'repayment', 'interest', 'tax'])[1 + g % 4] END AS kind
           FROM generate_series(1, $2::int) g
       )
       SELECT g.g, g.kind, acc.cash,
              CASE g.kind WHEN 'deposit' THEN acc.bank WHEN 'withdrawal' THEN acc.pending
                          WHEN 'purchase' THEN acc.invested WHEN 'repayment' THEN acc.invested
                          WHEN 'interest' THEN acc.interest ELSE acc.tax END AS other,
              CASE g.kind WHEN 'deposit' THEN 2000000 WHEN 'withdrawal' THEN -100000
                          WHEN 'purchase' THEN -10000 WHEN 'repayment' THEN 10000
                          WHEN 'interest' THEN 50 ELSE -10 END::bigint AS cash_cents,
              $3::timestamptz - make_interval(secs => ($2 - g) * 120) AS occurred_at,
              NULL::bigint AS tx_id
         FROM g, acc`,
      [userId, entries, now],
    );
    await client.query(
      `INSERT INTO ledger_transactions (kind, occurred_at, description)
       SELECT kind, occurred_at, 'measure:' || $1 || ':' || g FROM m ORDER BY g`,
      [userId],
    );
    await client.query(
      `UPDATE m SET tx_id = t.id FROM ledger_transactions t WHERE t.description = 'measure:' || $1 || ':' || m.g`,
      [userId],
    );
    await client.query(
      `INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, balance_after_cents)
       SELECT x.tx_id, x.account_id, x.amount, a.balance_cents + sum(x.amount) OVER (PARTITION BY x.account_id ORDER BY x.tx_id)
         FROM (SELECT tx_id, cash AS account_id, cash_cents AS amount, 0 AS side FROM m
               UNION ALL SELECT tx_id, other, -cash_cents, 1 FROM m) x
         JOIN accounts a ON a.id = x.account_id
        ORDER BY x.tx_id, x.side`,
    );
    await client.query(
      `UPDATE accounts a SET balance_cents = a.balance_cents + s.delta
         FROM (SELECT account_id, sum(amount) AS delta
                 FROM (SELECT cash AS account_id, cash_cents AS amount FROM m
                       UNION ALL SELECT other, -cash_cents FROM m) x GROUP BY account_id) s
        WHERE a.id = s.account_id`,
    );
    await client.query(
      `INSERT INTO deposits (user_id, amount_cents, status, received_at, ledger_transaction_id)
       SELECT $1, cash_cents, 'PROCESSED', occurred_at, tx_id FROM m WHERE kind = 'deposit'`,
      [userId],
    );
    await client.query('COMMIT');
    return Number(userId);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** The summaries the posting function keeps, rebuilt from the entries (as migrations 0035 and 0039 backfill them). */
async function rebuildSummaries(owner: Pool) {
  const { rows } = await owner.query(
    "SELECT to_regclass('ledger_account_kind_totals') AS totals, to_regclass('ledger_account_days') AS days",
  );
  if (rows[0]!.totals) {
    await owner.query('DELETE FROM ledger_account_kind_totals');
    await owner.query(
      `INSERT INTO ledger_account_kind_totals (account_id, kind, entry_count, total_cents)
       SELECT e.account_id, t.kind, count(*), sum(e.amount_cents)
         FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
        GROUP BY e.account_id, t.kind`,
    );
  }
  if (rows[0]!.days) {
    await owner.query('DELETE FROM ledger_account_days');
    await owner.query(
      `INSERT INTO ledger_account_days (account_id, day, kind, entry_count, total_cents)
       SELECT e.account_id, (t.occurred_at AT TIME ZONE 'Europe/Ljubljana')::date, t.kind, count(*), sum(e.amount_cents)
         FROM ledger_entries e
         JOIN accounts a ON a.id = e.account_id AND a.kind IN ('investor-cash', 'investor-invested')
         JOIN ledger_transactions t ON t.id = e.transaction_id
        GROUP BY 1, 2, 3`,
    );
  }
}

async function measure(name: string, call: () => Promise<unknown>, calls = CALLS) {
  const times: number[] = [];
  let next = 0;
  const loadBefore = loadAverage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next++ < calls) {
        const t0 = performance.now();
        await call();
        times.push(performance.now() - t0);
      }
    }),
  );
  report(name, times, (performance.now() - started) / 1000, loadBefore);
}

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'invest-measure-'));
// The postgres user (embedded PostgreSQL drops root) must reach the data directory.
await fs.chmod(dataDir, 0o755);
const pg = await startEmbeddedPostgres({
  dataDir,
  port: process.env.MEASURE_PG_PORT ? Number(process.env.MEASURE_PG_PORT) : undefined,
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void pg.stop().finally(() => process.exit(1));
  });
}
try {
  const ownerUrl = await ensureDatabase(pg.connectionString);
  const owner: Pool = createPool(ownerUrl, { max: 2 });
  await migrate(owner);
  const clock = new ManualClock('2026-03-10T09:00:00Z');
  console.log(`code: ${root}`);
  const investors: Array<[number, number]> = [];
  for (const entries of SIZES) {
    const t0 = performance.now();
    investors.push([entries, await seedInvestor(owner, clock.now(), entries)]);
    console.log(`seeded ${entries} entries in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
  }
  await rebuildSummaries(owner);
  await owner.query('VACUUM ANALYZE');

  const db: Pool = createPool(await provisionServiceRole(ownerUrl), { max: 20 });
  const config = loadConfig({});
  const deps = { config, db, clock };
  const dashboard = dashboardHandlers(deps);
  const investments = investmentHandlers(deps);
  const { rows: accounts } = await owner.query<{ id: string }>(
    "SELECT id FROM accounts WHERE code = 'interest'",
  );
  const interestAccount = accounts[0]!.id;

  for (const [entries, userId] of investors) {
    const { rows } = await owner.query<{ n: string; days: string }>(
      `SELECT count(*) AS n, count(DISTINCT (t.occurred_at AT TIME ZONE 'Europe/Ljubljana')::date) AS days
         FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE a.user_id = $1 AND a.kind = 'investor-cash'`,
      [userId],
    );
    console.log(
      `\n=== investor ${userId}: ${rows[0]!.n} entries on the cash account over ${rows[0]!.days} days (load ${loadAverage()})`,
    );
    const t0 = performance.now();
    const balance = await accountBalanceOf(deps, userId);
    console.log(
      `first GET /accountBalance (fills this process's cache of the investor's days): ${(performance.now() - t0).toFixed(0)} ms`,
    );
    console.log(
      `  availableFunds ${balance.availableFunds}, earnedInterests ${balance.earnedInterests}, withdrawalsTotal ${balance.withdrawalsTotal}, roi ${balance.roi}`,
    );
    const request = (query: Record<string, unknown> = {}) => ({ auth: { userId }, query, params: {} });
    const calls: Array<[string, () => Promise<unknown>]> = [
      ['investorBalance (the balance query alone)', () => investorBalance(db, userId)],
      ['GET /accountBalance handler', () => accountBalanceOf(deps, userId)],
      ['GET /earningsHistory?type=alltime', () => dashboard.getEarningsHistory(request({ type: 'alltime' }))],
      ['GET /balanceHistory?type=alltime', () => dashboard.getBalanceHistory(request({ type: 'alltime' }))],
      [
        'GET /availableFundsHistory?type=alltime',
        () => dashboard.getAvailableFundsHistory(request({ type: 'alltime' })),
      ],
      ['GET /roiHistory?type=alltime', () => dashboard.getRoiHistory(request({ type: 'alltime' }))],
      ['GET /returns', () => dashboard.getReturns(request())],
      ['GET /user_investments/latest', () => investments.listLatestUserInvestments(request())],
    ];
    for (const [, call] of calls) await call(); // each figure once, as a dashboard's first visit
    for (const [name, call] of calls) await measure(`${entries}: ${name}`, call);

    // The account history by cursor: the 500th page by the cursor the 499th answers, the last page by
    // the cursor of the entry before it (checked against the walk on the 500th).
    const cursorAt = async (page: number) => {
      const { rows: at } = await db.query<{ id: string }>(
        `SELECT e.id FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
          WHERE a.user_id = $1 AND a.kind = 'investor-cash' ORDER BY e.id DESC OFFSET $2 LIMIT 1`,
        [userId, page * 20 - 1],
      );
      return encodeCursor('account-history', userId, [at[0]!.id]) as string;
    };
    const first = await accountHistoryPage(db, userId, undefined, 20);
    const pages: Array<[string, string | undefined]> = [['first', undefined]];
    if (entries >= 500 * 20) {
      let cursor = first.next!;
      for (let page = 1; page < 499; page++) cursor = (await accountHistoryPage(db, userId, cursor, 20)).next;
      if (cursor !== (await cursorAt(499))) throw new Error('the 499th page does not end where expected');
      pages.push(['500th', cursor]);
    }
    pages.push([`last (${(entries / 20).toLocaleString('en')}th)`, await cursorAt(entries / 20 - 1)]);
    for (const [name, at] of pages) {
      const shown = await accountHistoryPage(db, userId, at, 20);
      console.log(`  ${name} page: entries ${shown.content[0]?.Id} … ${shown.content.at(-1)?.Id}`);
    }
    for (const [name, at] of pages) {
      await measure(`${entries}: GET /accountHistory, ${name} page`, () =>
        accountHistoryPage(db, userId, at, 20),
      );
    }

    // One caller alone: the call's own cost, less of the machine's load.
    const alone: Array<[string, () => Promise<unknown>]> = [
      calls[1]!,
      calls[2]!,
      calls[6]!,
      ...pages.map(([name, at]): [string, () => Promise<unknown>] => [
        `GET /accountHistory, ${name} page`,
        () => accountHistoryPage(db, userId, at, 20),
      ]),
    ];
    for (const [name, call] of alone) {
      const times: number[] = [];
      const loadBefore = loadAverage();
      const started = performance.now();
      for (let i = 0; i < 200; i++) {
        const t1 = performance.now();
        await call();
        times.push(performance.now() - t1);
      }
      report(`${entries}: one caller, ${name}`, times, (performance.now() - started) / 1000, loadBefore);
    }
    /** A movement of the investor's money (1 cent of interest): every cached figure goes stale. */
    const move = () =>
      owner.query(
        `SELECT post_ledger_transaction('interest', $1, 'measure: a movement', NULL,
           ARRAY[$2::bigint, (SELECT id FROM accounts WHERE user_id = $3 AND kind = 'investor-cash')],
           ARRAY[-1, 1]::bigint[])`,
        [clock.now(), interestAccount, userId],
      );
    // One caller right after a movement: the first call that reads the investor's days again.
    {
      const times: number[] = [];
      const loadBefore = loadAverage();
      const started = performance.now();
      for (let round = 0; round < MOVED_ROUNDS; round++) {
        await move();
        const t1 = performance.now();
        await accountBalanceOf(deps, userId);
        times.push(performance.now() - t1);
      }
      report(
        `${entries}: one caller, GET /accountBalance right after a movement`,
        times,
        (performance.now() - started) / 1000,
        loadBefore,
      );
    }

    // After a movement: one posting, then CLIENTS calls at once; every cached figure is stale.
    const moved: number[] = [];
    const movedLoad = loadAverage();
    const movedStart = performance.now();
    for (let round = 0; round < MOVED_ROUNDS; round++) {
      await move();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          const t1 = performance.now();
          await accountBalanceOf(deps, userId);
          moved.push(performance.now() - t1);
        }),
      );
    }
    report(
      `${entries}: GET /accountBalance right after a movement (${MOVED_ROUNDS} rounds of ${CLIENTS})`,
      moved,
      (performance.now() - movedStart) / 1000,
      movedLoad,
    );
  }

  {
    // The plan of the 500th page's query on the largest history: the position is the id of the
    // 10,000th newest entry (the 499th page's last).
    const [entries, userId] = investors.at(-1)!;
    const { rows: at } = await db.query<{ id: string }>(
      `SELECT e.id FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND a.kind = 'investor-cash' ORDER BY e.id DESC OFFSET 9979 LIMIT 1`,
      [userId],
    );
    if (at[0]) {
      const { rows: plan } = await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${HISTORY_SQL}`,
        [userId, at[0].id, 21, 'Europe/Ljubljana'],
      );
      console.log(
        `\nthe 500th page's query (${entries} entries):\n${plan.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`,
      );
    }
  }
  const failed = results.filter((r) => r.p95 > BUDGET_MS);
  console.log(
    `\n${results.length - failed.length} of ${results.length} lines within p95 ≤ ${BUDGET_MS} ms` +
      (failed.length ? `; over: ${failed.map((r) => `${r.name} (${r.p95.toFixed(0)} ms)`).join(', ')}` : ''),
  );
  await db.end();
  await owner.end();
  process.exitCode = failed.length ? 1 : 0;
} finally {
  await pg.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
