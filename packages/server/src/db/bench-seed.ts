/**
 * The bench seed (DESIGN §6): many investors with many bank-transfer deposits, so the wallet and
 * dashboard calls are measured against a database of realistic size (by default 10,000 investors ×
 * 50 deposits = 500,000 ledger transactions, 1,000,000 ledger entries). Separate from the demo seed;
 * `SEED_BENCH=true` runs it at start, never with NODE_ENV=production (src/main.ts).
 *
 * It writes set-based SQL as the schema owner instead of calling post_ledger_transaction() half a
 * million times: the entries carry the same running balances the function would have written, the
 * cached balances are set under the same guard (`invest.ledger_posting`), every transaction's entries
 * still pass the deferred balance check at commit, and the ledger is reconciled at the end — a seed
 * that broke a ledger rule fails there instead of being measured.
 */
import type pg from 'pg';
import type { Clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import { hashPassword } from '../security.ts';
import { withTransaction } from './pool.ts';

export interface BenchSeedOptions {
  investors?: number;
  depositsEach?: number;
  /** Investors per database transaction. */
  batch?: number;
}

const BENCH_PASSWORD = 'BenchInvest2026!';

export async function seedBenchData(
  pool: pg.Pool,
  clock: Clock,
  log: Logger,
  { investors = 10_000, depositsEach = 50, batch = 1_000 }: BenchSeedOptions = {},
): Promise<void> {
  const { rows: existing } = await pool.query<{ n: string }>(
    "SELECT count(*) AS n FROM users WHERE username LIKE 'bench-%@invest.test'",
  );
  if (Number(existing[0]!.n) >= investors) {
    log.info(`bench seed already present (${existing[0]!.n} investors)`);
    return;
  }
  const started = Date.now();
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = clock.now();
  for (let from = Number(existing[0]!.n); from < investors; from += batch) {
    const to = Math.min(investors, from + batch) - 1;
    await withTransaction(pool, async (client) => {
      await client.query("SELECT set_config('invest.ledger_posting', 'on', true)");
      const { rows: users } = await client.query<{ id: string }>(
        `INSERT INTO users (username, email, password_hash, investor_type, first_name, last_name, phone,
           country_code, status, confirmed_at, email_confirmed_at, created_at, updated_at)
         SELECT 'bench-' || n || '@invest.test', 'bench-' || n || '@invest.test', $3, 'Personal',
                'Bench', 'Investor ' || n, '+38640' || lpad((n % 1000000)::text, 6, '0'), 'SI',
                'confirmed', $4, $4, $4, $4
           FROM generate_series($1::int, $2::int) n
         RETURNING id`,
        [from, to, passwordHash, now],
      );
      const ids = users.map((u) => u.id);
      await client.query(
        `INSERT INTO accounts (kind, user_id) SELECT 'investor-cash', unnest($1::bigint[])`,
        [ids],
      );
      // One deposit a week per investor, the last one this week; amounts vary by investor and week.
      await client.query(
        `CREATE TEMP TABLE bench_tx ON COMMIT DROP AS
         SELECT a.id AS account_id, a.user_id, k,
                ((50 + ((a.user_id * 7 + k * 13) % 950)) * 100)::bigint AS amount_cents,
                $3::timestamptz - make_interval(days => ($2 - k) * 7) AS occurred_at,
                NULL::bigint AS tx_id
           FROM accounts a CROSS JOIN generate_series(1, $2::int) k
          WHERE a.user_id = ANY($1::bigint[]) AND a.kind = 'investor-cash'`,
        [ids, depositsEach, now],
      );
      await client.query(
        `INSERT INTO ledger_transactions (kind, occurred_at, description, external_ref)
         SELECT 'deposit', occurred_at, 'Bank transfer', 'bench:' || user_id || ':' || k
           FROM bench_tx ORDER BY occurred_at, account_id`,
      );
      await client.query(
        `UPDATE bench_tx b SET tx_id = t.id FROM ledger_transactions t
          WHERE t.external_ref = 'bench:' || b.user_id || ':' || b.k`,
      );
      // Entries in transaction order, each with the running balance of its account.
      await client.query(
        `WITH bank AS (SELECT id, balance_cents FROM accounts WHERE code = 'bank-transfers' FOR UPDATE),
         rows AS (
           SELECT b.tx_id, 0 AS side, b.account_id, b.amount_cents,
                  sum(b.amount_cents) OVER (PARTITION BY b.account_id ORDER BY b.tx_id) AS balance_after
             FROM bench_tx b
           UNION ALL
           SELECT b.tx_id, 1, bank.id, -b.amount_cents,
                  bank.balance_cents - sum(b.amount_cents) OVER (ORDER BY b.tx_id)
             FROM bench_tx b, bank
         )
         INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, balance_after_cents)
         SELECT tx_id, account_id, amount_cents, balance_after FROM rows ORDER BY tx_id, side`,
      );
      await client.query(
        `UPDATE accounts a SET balance_cents = s.total
           FROM (SELECT account_id, sum(amount_cents) AS total FROM bench_tx GROUP BY account_id) s
          WHERE a.id = s.account_id`,
      );
      await client.query(
        `UPDATE accounts SET balance_cents = balance_cents - (SELECT sum(amount_cents) FROM bench_tx)
          WHERE code = 'bank-transfers'`,
      );
      await client.query(
        `INSERT INTO deposits (user_id, amount_cents, status, received_at, ledger_transaction_id)
         SELECT user_id, amount_cents, 'PROCESSED', occurred_at, tx_id FROM bench_tx`,
      );
    });
    log.info(`bench seed: investors ${from}–${to} with ${depositsEach} deposits each`);
  }
  const { rows: problems } = await pool.query('SELECT * FROM ledger_reconciliation() LIMIT 5');
  if (problems.length > 0) throw new Error(`the bench seed broke the ledger: ${JSON.stringify(problems)}`);
  const { rows: count } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM ledger_entries');
  log.info(
    `bench seed done in ${((Date.now() - started) / 1000).toFixed(0)} s: ${count[0]!.n} ledger entries, reconciled`,
  );
}
