/**
 * The bench seed (DESIGN §6): many investors with many bank-transfer deposits, so the wallet and
 * dashboard calls are measured against a database of realistic size (by default 10,000 investors ×
 * 50 deposits = 500,000 ledger transactions, 1,000,000 ledger entries), and a marketplace of 10,000
 * receivables from 100 originators of which the first 2,000 investors hold 10 parts each (20,000
 * purchases). Separate from the demo seed; `SEED_BENCH=true` runs it at start, never with
 * NODE_ENV=production (src/main.ts).
 *
 * It writes set-based SQL as the schema owner instead of calling post_ledger_transaction() half a
 * million times: the entries carry the same running balances the function would have written, the
 * cached balances are set under the same guard (`invest.ledger_posting`), every transaction's entries
 * still pass the deferred balance check at commit, and the ledger is reconciled at the end — a seed
 * that broke a ledger rule fails there instead of being measured. The accounts' per-kind totals
 * (migrations/0035) are added the same way (addKindTotals), and reconciled with the rest.
 */
import type pg from 'pg';
import type { Clock } from '../../platform/clock.ts';
import type { Logger } from '../../platform/log.ts';
import { hashPassword } from '../../platform/security.ts';
import { withTransaction } from '../../platform/db/pool.ts';
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';

export interface BenchSeedOptions {
  investors?: number;
  depositsEach?: number;
  /** Investors per database transaction. */
  batch?: number;
  receivables?: number;
  /** How many of the investors (the first ones) hold parts of receivables, and how many each. */
  holders?: number;
  holdingsEach?: number;
}

const BENCH_PASSWORD = 'BenchInvest2026!';

export async function seedBenchData(
  pool: pg.Pool,
  clock: Clock,
  log: Logger,
  {
    investors = 10_000,
    depositsEach = 50,
    batch = 1_000,
    receivables = 10_000,
    holders = 2_000,
    holdingsEach = 10,
  }: BenchSeedOptions = {},
): Promise<void> {
  const { rows: existing } = await pool.query<{ n: string }>(
    "SELECT count(*) AS n FROM users WHERE username LIKE 'bench-%@invest.test'",
  );
  const started = Date.now();
  if (Number(existing[0]!.n) >= investors) log.info(`bench investors already present (${existing[0]!.n})`);
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
      await addKindTotals(client, 'bench_tx');
    });
    log.info(`bench seed: investors ${from}–${to} with ${depositsEach} deposits each`);
  }
  await seedBenchMarketplace(pool, clock, log, {
    receivables,
    holders: Math.min(holders, investors),
    holdingsEach,
  });
  // Fresh statistics after a bulk load, as after any restore: until autovacuum's analyze catches up
  // the planner takes the million new ledger rows for a small table and the first measurements
  // time out (seen: the account history stalled for a minute right after seeding).
  await pool.query('ANALYZE');
  const { rows: problems } = await pool.query('SELECT * FROM ledger_reconciliation() LIMIT 5');
  if (problems.length > 0) throw new Error(`the bench seed broke the ledger: ${JSON.stringify(problems)}`);
  const { rows: count } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM ledger_entries');
  log.info(
    `bench seed done in ${((Date.now() - started) / 1000).toFixed(0)} s: ${count[0]!.n} ledger entries, reconciled`,
  );
}

/**
 * Adds the entries of the seed's transactions (the `tx_id` column of temporary table `txTable`) to
 * their accounts' per-kind totals and the investor accounts' per-day totals, as
 * post_ledger_transaction() does for each posting (migrations/0035 and 0039).
 */
async function addKindTotals(client: pg.PoolClient, txTable: 'bench_tx' | 'bench_holding'): Promise<void> {
  await client.query(
    `INSERT INTO ledger_account_kind_totals AS k (account_id, kind, entry_count, total_cents)
     SELECT e.account_id, t.kind, count(*), sum(e.amount_cents)
       FROM ${txTable} b
       JOIN ledger_transactions t ON t.id = b.tx_id
       JOIN ledger_entries e ON e.transaction_id = b.tx_id
      GROUP BY e.account_id, t.kind
     ON CONFLICT (account_id, kind) DO UPDATE
        SET entry_count = k.entry_count + EXCLUDED.entry_count, total_cents = k.total_cents + EXCLUDED.total_cents`,
  );
  // And the investor accounts' per-day totals (migrations/0039), on the platform's calendar.
  await client.query(
    `INSERT INTO ledger_account_days AS d (account_id, day, kind, entry_count, total_cents)
     SELECT e.account_id, (t.occurred_at AT TIME ZONE $1)::date, t.kind, count(*), sum(e.amount_cents)
       FROM ${txTable} b
       JOIN ledger_transactions t ON t.id = b.tx_id
       JOIN ledger_entries e ON e.transaction_id = b.tx_id
       JOIN accounts a ON a.id = e.account_id AND a.kind IN ('investor-cash', 'investor-invested')
      GROUP BY 1, 2, 3
     ON CONFLICT (account_id, day, kind) DO UPDATE
        SET entry_count = d.entry_count + EXCLUDED.entry_count, total_cents = d.total_cents + EXCLUDED.total_cents`,
    [PLATFORM_TIME_ZONE],
  );
}

/**
 * The marketplace of the bench: `receivables` open receivables (every type, protection, country,
 * rate and term; listed over the last 60 days, maturing after today) from 100 originators, and
 * `holdingsEach` purchases by each of the first `holders` bench investors, booked as the purchase
 * function books them (investor cash → investor invested, `purchase:<id>`, running balances after
 * the investors' deposits) and subtracted from the receivables' available amounts. Once only: a
 * database that has the bench receivables is left as it is.
 */
async function seedBenchMarketplace(
  pool: pg.Pool,
  clock: Clock,
  log: Logger,
  { receivables, holders, holdingsEach }: { receivables: number; holders: number; holdingsEach: number },
): Promise<void> {
  const { rows: present } = await pool.query("SELECT 1 FROM receivables WHERE number LIKE 'BENCH-%' LIMIT 1");
  if (present.length > 0) {
    log.info('bench marketplace already present');
    return;
  }
  const now = clock.now();
  await withTransaction(pool, async (client) => {
    await client.query("SELECT set_config('invest.ledger_posting', 'on', true)");
    await client.query(
      `INSERT INTO originators (name, country_code, partner_since, failure_score, credit_ranking, company_size,
         employees, total_income_cents, created_at)
       SELECT 'Bench Originator ' || n || ' d.o.o.', (ARRAY['SI','AT','DE','HR','PL','CZ','SK','HU'])[1 + n % 8],
              date '2015-01-01' + (n * 37 % 3000), (n * 13 % 900) / 100.0, (ARRAY['A1','A2','A3','B1','B2'])[1 + n % 5],
              (ARRAY['MICRO','SMALL','MEDIUM','LARGE'])[1 + n % 4], 5 + n * 17 % 900, (1 + n % 50) * 100000000::bigint, $1
         FROM generate_series(1, 100) n`,
      [now],
    );
    // Issued 1–60 days ago, listed the next day, maturing 20–180 days after the issue and after today.
    await client.query(
      `INSERT INTO receivables (number, originator_id, type, total_cents, available_cents, interest_rate_bp, rank,
         issued_on, maturity_on, original_maturity_on, protection, country, listed_at)
       SELECT 'BENCH-' || n, o.id, g.type, g.total, g.total, 600 + n * 7 % 17 * 50,
              (ARRAY['A','A-','B+','B','B-','C+'])[1 + n % 6], g.issued, g.maturity, g.maturity,
              (ARRAY['PG','BG',NULL])[1 + n / 3 % 3], (ARRAY['SI','AT','DE','HR','IT','PL','CZ','SK','HU'])[1 + n % 9],
              least(g.issued + interval '1 day 8 hours', $1::timestamptz - interval '1 hour')
         FROM generate_series(1, $2::int) n
         CROSS JOIN LATERAL (
           SELECT (ARRAY['invoiceFactoring','reverseFactoring','internationalFactoring'])[1 + n % 3] AS type,
                  (5 + n * 37 % 196)::bigint * 100000 AS total,
                  ($1::timestamptz AT TIME ZONE 'Europe/Ljubljana')::date - (1 + n * 13 % 60) AS issued,
                  ($1::timestamptz AT TIME ZONE 'Europe/Ljubljana')::date - (1 + n * 13 % 60)
                    + greatest(20 + n * 11 % 161, 1 + n * 13 % 60 + 5) AS maturity
         ) g
         JOIN originators o ON o.name = 'Bench Originator ' || (1 + n % 100) || ' d.o.o.'`,
      [now, receivables],
    );
    await client.query(
      `INSERT INTO accounts (kind, user_id)
       SELECT 'investor-invested', u.id FROM users u
        WHERE u.username LIKE 'bench-%@invest.test' AND substring(u.username FROM 7 FOR length(u.username) - 18)::int < $1`,
      [holders],
    );
    // 20 € to 200 € each: ten of them stay below the 2,500 € the smallest bench investor deposited.
    await client.query(
      `CREATE TEMP TABLE bench_holding ON COMMIT DROP AS
       SELECT nextval(pg_get_serial_sequence('user_investments', 'id')) AS id, cash.user_id,
              cash.id AS cash_id, inv.id AS invested_id, r.id AS receivable_id, r.interest_rate_bp,
              ((20 + (cash.user_id * 31 + k * 17) % 181) * 100)::bigint AS amount_cents, NULL::bigint AS tx_id
         FROM accounts inv
         JOIN accounts cash ON cash.user_id = inv.user_id AND cash.kind = 'investor-cash'
         CROSS JOIN generate_series(1, $1::int) k
         JOIN receivables r ON r.number = 'BENCH-' || (1 + (cash.user_id * 7919 + k * 104729) % $2)
        WHERE inv.kind = 'investor-invested'
          AND inv.user_id IN (SELECT id FROM users WHERE username LIKE 'bench-%@invest.test')`,
      [holdingsEach, receivables],
    );
    await client.query(
      `INSERT INTO ledger_transactions (kind, occurred_at, description, external_ref)
       SELECT 'purchase', $1, 'Purchase of a receivable', 'purchase:' || id FROM bench_holding ORDER BY id`,
      [now],
    );
    await client.query(
      `UPDATE bench_holding b SET tx_id = t.id FROM ledger_transactions t WHERE t.external_ref = 'purchase:' || b.id`,
    );
    // After the deposits: the cash falls from its balance, the invested principal grows from zero.
    await client.query(
      `WITH rows AS (
         SELECT b.tx_id, 0 AS side, b.cash_id AS account_id, -b.amount_cents AS amount_cents,
                a.balance_cents - sum(b.amount_cents) OVER (PARTITION BY b.cash_id ORDER BY b.tx_id) AS balance_after
           FROM bench_holding b JOIN accounts a ON a.id = b.cash_id
         UNION ALL
         SELECT b.tx_id, 1, b.invested_id, b.amount_cents,
                sum(b.amount_cents) OVER (PARTITION BY b.invested_id ORDER BY b.tx_id)
           FROM bench_holding b
       )
       INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, balance_after_cents)
       SELECT tx_id, account_id, amount_cents, balance_after FROM rows ORDER BY tx_id, side`,
    );
    await client.query(
      `UPDATE accounts a SET balance_cents = a.balance_cents + s.delta
         FROM (SELECT cash_id AS id, -sum(amount_cents) AS delta FROM bench_holding GROUP BY cash_id
               UNION ALL
               SELECT invested_id, sum(amount_cents) FROM bench_holding GROUP BY invested_id) s
        WHERE a.id = s.id`,
    );
    await client.query(
      `INSERT INTO user_investments (id, user_id, receivable_id, amount_cents, interest_rate_bp, bought_at,
         purchase_transaction_id)
       SELECT id, user_id, receivable_id, amount_cents, interest_rate_bp, $1, tx_id FROM bench_holding`,
      [now],
    );
    await addKindTotals(client, 'bench_holding');
    await client.query(
      `UPDATE receivables r SET available_cents = r.available_cents - s.sold
         FROM (SELECT receivable_id, sum(amount_cents) AS sold FROM bench_holding GROUP BY receivable_id) s
        WHERE r.id = s.receivable_id`,
    );
  });
  log.info(`bench seed: ${receivables} receivables, ${holdingsEach} purchases each for ${holders} investors`);
}
