/**
 * A focused measurement of GET /accountBalance for one investor with a long history (issue 26,
 * decision 0022), without the whole `pnpm bench`: an embedded PostgreSQL in a temporary directory,
 * the schema migrated, one investor given MEASURE_ENTRIES ledger entries on their cash account
 * (a deposit every 1,000th movement, a withdrawal reserved every 1,000th, otherwise purchases,
 * repayments, interest and tax in turn, each against its real counterparty account), then the
 * handler of GET /accountBalance (accountBalanceOf: the same figures and queries, without HTTP and the
 * session check) called by MEASURE_CLIENTS concurrent callers on a pool of 20 connections as the
 * server's, and the balance query alone (investorBalance) the same way; then GET /accountHistory's
 * handler (accountHistoryPage, 20 entries a page) for the first page and the 500th, the 500th by the
 * cursor of the 499th (keyset, decision 0025) or, in a version of the code before it, by `page` 499
 * (offset), and the last (50,000th of a million); each by 50 callers and by one caller alone. Prints
 * p50/p95/max, and the plan of the 500th page's query (EXPLAIN ANALYZE) where the code exports it.
 *
 *   node scripts/measure-balance.ts                       this checkout
 *   MEASURE_ROOT=/path/to/other/packages/server node …    another version of the server's code and
 *                                                         migrations (e.g. an export of the commit before)
 *
 * MEASURE_ENTRIES (1000000), MEASURE_CLIENTS (50), MEASURE_CALLS (2000 per measurement), MEASURE_PG_PORT
 * (a free port). The entries are written set-based as the owner with the ledger's triggers off (a
 * throw-away database), with the running balances the posting function writes, and (where the schema has them) the per-kind totals rebuilt from them as migration
 * 0035 backfills them.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Pool } from 'pg';

const root = process.env.MEASURE_ROOT ?? fileURLToPath(new URL('..', import.meta.url));
const ENTRIES = Number(process.env.MEASURE_ENTRIES ?? 1_000_000);
const CLIENTS = Number(process.env.MEASURE_CLIENTS ?? 50);
const CALLS = Number(process.env.MEASURE_CALLS ?? 2000);

const load = (file: string) => import(path.join(root, file));
const { startEmbeddedPostgres, ensureDatabase } = await load('src/platform/db/embedded.ts');
const { createPool } = await load('src/platform/db/pool.ts');
const { migrate } = await load('src/platform/db/migrate.ts');
const { provisionServiceRole } = await load('src/platform/db/roles.ts');
const { loadConfig } = await load('src/platform/config.ts');
const { ManualClock } = await load('src/platform/clock.ts');
const { accountBalanceOf, accountHistoryPage, HISTORY_SQL } = await load('src/modules/wallet/balance.ts');
const { investorBalance } = await load('src/modules/ledger/balances.ts');
// This checkout's cursor (decision 0025), for a position deep in the history; unused on older code.
const { encodeCursor } = await import('../src/platform/cursor.ts');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function seedInvestor(owner: Pool, now: Date): Promise<number> {
  const client = await owner.connect();
  try {
    await client.query('BEGIN');
    await client.query("SELECT set_config('invest.ledger_posting', 'on', true)");
    // Without the ledger's triggers (the per-entry deferred balance checks cost minutes at a million
    // entries): what is written is balanced by construction, and this database is thrown away.
    await client.query("SET LOCAL session_replication_role = 'replica'");
    const { rows } = await client.query<{ id: string }>(
      `INSERT INTO users (username, email, password_hash, investor_type, first_name, last_name, phone,
         country_code, status, confirmed_at, email_confirmed_at, created_at, updated_at)
       VALUES ('measure@invest.test', 'measure@invest.test', '$argon2id$never-signs-in', 'Personal', 'Long', 'History', '+38640000000',
               'SI', 'confirmed', $1, $1, $1, $1) RETURNING id`,
      [now],
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
      [userId, ENTRIES, now],
    );
    await client.query(
      `INSERT INTO ledger_transactions (kind, occurred_at, description)
       SELECT kind, occurred_at, 'measure:' || g FROM m ORDER BY g`,
    );
    await client.query(
      `UPDATE m SET tx_id = t.id FROM ledger_transactions t WHERE t.description = 'measure:' || m.g`,
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
    const { rows: summary } = await client.query("SELECT to_regclass('ledger_account_kind_totals') AS t");
    if (summary[0]!.t) {
      await client.query('DELETE FROM ledger_account_kind_totals');
      await client.query(
        `INSERT INTO ledger_account_kind_totals (account_id, kind, entry_count, total_cents)
         SELECT e.account_id, t.kind, count(*), sum(e.amount_cents)
           FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
          GROUP BY e.account_id, t.kind`,
      );
    }
    await client.query('COMMIT');
    return Number(userId);
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

async function measure(name: string, call: () => Promise<unknown>) {
  const times: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next++ < CALLS) {
        const t0 = performance.now();
        await call();
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(44)} ${String(times.length).padStart(6)} calls  ${(times.length / seconds).toFixed(0).padStart(6)}/s` +
      `  p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms` +
      `  max ${times.at(-1)!.toFixed(1).padStart(7)} ms`,
  );
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
  let t0 = performance.now();
  const userId = await seedInvestor(owner, clock.now());
  await owner.query('VACUUM ANALYZE');
  const { rows } = await owner.query<{ n: string }>(
    `SELECT count(*) AS n FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
      WHERE a.user_id = $1 AND a.kind = 'investor-cash'`,
    [userId],
  );
  console.log(`code: ${root}`);
  console.log(
    `investor ${userId}: ${rows[0]!.n} entries on the cash account, seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
  );
  await owner.end();

  const db: Pool = createPool(await provisionServiceRole(ownerUrl), { max: 20 });
  const config = loadConfig({});
  const deps = { config, db, clock };
  t0 = performance.now();
  const balance = await accountBalanceOf(deps, userId);
  console.log(
    `first GET /accountBalance (fills this process's cache of the investor's days): ${(performance.now() - t0).toFixed(0)} ms`,
  );
  console.log(
    `  availableFunds ${balance.availableFunds}, earnedInterests ${balance.earnedInterests}, withdrawalsTotal ${balance.withdrawalsTotal}`,
  );
  console.log(`\n${CLIENTS} concurrent callers, pool of 20 connections, ${CALLS} calls each line:`);
  await measure('investorBalance (the balance query alone)', () => investorBalance(db, userId));
  await measure('GET /accountBalance handler (accountBalanceOf)', () => accountBalanceOf(deps, userId));

  // The account history: keyset (the page answers `next`) or, before decision 0025, page numbers. The
  // 500th page by the cursor the 499th page answers; the last page (the 50,000th of a million entries)
  // by the cursor of the entry before it, written as the service writes it (the same text the walk
  // gives: checked on the 500th).
  const first = (await accountHistoryPage(db, userId, undefined, 20)) as {
    content: unknown[];
    next?: string;
  };
  const keyset = 'next' in first;
  const cursorAt = async (page: number) => {
    const { rows: at } = await db.query<{ id: string }>(
      `SELECT e.id FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND a.kind = 'investor-cash' ORDER BY e.id DESC OFFSET $2 LIMIT 1`,
      [userId, page * 20 - 1],
    );
    return encodeCursor('account-history', userId, [at[0]!.id]) as string;
  };
  const pages: Array<[string, string | number | undefined]> = [['first', keyset ? undefined : 0]];
  if (keyset) {
    let cursor = first.next!;
    for (let page = 1; page < 499; page++) cursor = (await accountHistoryPage(db, userId, cursor, 20)).next;
    if (cursor !== (await cursorAt(499))) throw new Error('the 499th page does not end where expected');
    pages.push(
      ['500th', cursor],
      [`last (${(ENTRIES / 20).toLocaleString('en')}th)`, await cursorAt(ENTRIES / 20 - 1)],
    );
  } else {
    pages.push(['500th', 499], [`last (${(ENTRIES / 20).toLocaleString('en')}th)`, ENTRIES / 20 - 1]);
  }
  console.log(
    `\naccount history by ${keyset ? 'cursor (keyset)' : 'page number (offset)'}, 20 entries a page:`,
  );
  for (const [name, at] of pages) {
    const shown = (await accountHistoryPage(db, userId, at, 20)) as { content: Array<{ Id: number }> };
    console.log(`  ${name} page: entries ${shown.content[0]?.Id} … ${shown.content.at(-1)?.Id}`);
  }
  for (const [name, at] of pages) {
    await measure(`GET /accountHistory handler, ${name} page`, () => accountHistoryPage(db, userId, at, 20));
  }
  // One caller alone: the query's own time, less of the machine's load.
  for (const [name, at] of pages) {
    const times: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t1 = performance.now();
      await accountHistoryPage(db, userId, at, 20);
      times.push(performance.now() - t1);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  one caller, ${name} page: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms (200 calls)`,
    );
  }
  if (HISTORY_SQL && keyset) {
    const before = JSON.parse(Buffer.from(pages[1]![1] as string, 'base64url').toString())[2] as string;
    const { rows: plan } = await db.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${HISTORY_SQL}`,
      [userId, before, 21, 'Europe/Ljubljana'],
    );
    console.log(`\nthe 500th page's query:\n${plan.map((r) => `  ${r['QUERY PLAN']}`).join('\n')}`);
  }
  await db.end();
} finally {
  await pg.stop();
  await fs.rm(dataDir, { recursive: true, force: true });
}
