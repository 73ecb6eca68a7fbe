import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/platform/clock.ts';
import { migrate } from '../../../src/platform/db/migrate.ts';
import { createPool, withTransaction } from '../../../src/platform/db/pool.ts';
import { DEMO_USERS, seedDemoData } from '../../../src/modules/demo/seed.ts';
import { planHistory } from '../../../src/modules/demo/seed-history.ts';
import {
  INSUFFICIENT_FUNDS,
  investorCashAccountId,
  postTransaction,
  systemAccountId,
} from '../../../src/modules/ledger/ledger.ts';
import { centsToEuros, eurosToCents } from '../../../src/platform/money.ts';
import { userIdFromReference } from '../../../src/modules/account/reference.ts';
import { expectLedgerReconciled } from '../../helpers/ledger.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/postgres.ts';

const clock = new ManualClock('2026-03-10T09:00:00Z');
let database: TestDatabase;
let pool: ReturnType<typeof createPool>;
beforeAll(async () => {
  database = await createTestDatabase();
  pool = createPool(database.connectionString, { max: 25 });
  await migrate(pool);
  await seedDemoData(pool, clock);
}, 180_000);
afterAll(async () => {
  if (pool) await expectLedgerReconciled(pool);
  await pool?.end();
  await database?.drop();
});

async function userId(username: string): Promise<string> {
  const { rows } = await pool.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [username]);
  return rows[0]!.id;
}

async function balance(accountId: string): Promise<bigint> {
  const { rows } = await pool.query<{ balance_cents: string }>(
    'SELECT balance_cents FROM accounts WHERE id = $1',
    [accountId],
  );
  return BigInt(rows[0]!.balance_cents);
}

const expectLedgerConsistent = () => expectLedgerReconciled(pool);

describe('demo data', () => {
  it('books two years of monthly deposits for the demo investor through the ledger', async () => {
    const id = await userId(DEMO_USERS.demo);
    const { rows } = await pool.query<{ n: string; first: Date; last: Date; total: string }>(
      `SELECT count(*) AS n, min(received_at) AS first, max(received_at) AS last, sum(amount_cents) AS total
       FROM deposits WHERE user_id = $1 AND status = 'PROCESSED'`,
      [id],
    );
    const r = rows[0]!;
    expect(Number(r.n)).toBeGreaterThanOrEqual(23);
    const months = (clock.now().getTime() - r.first.getTime()) / (30.44 * 24 * 3600 * 1000);
    expect(months).toBeGreaterThan(22);
    expect(r.last.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    // What the demo purchases (src/modules/demo/seed-marketplace.ts) moved from cash into investments.
    const { rows: held } = await pool.query<{ sum: string }>(
      `SELECT sum(amount_cents) AS sum FROM user_investments WHERE user_id = $1 AND status = 'ACTIVE'`,
      [id],
    );
    const invested = BigInt(held[0]!.sum);
    expect(invested).toBeGreaterThan(0n);
    // And what the past's repayments paid (src/modules/demo/seed-history.ts): every ended holding's
    // principal came back, with its interest less the tax withheld.
    const { rows: earned } = await pool.query<{ sum: string }>(
      `SELECT coalesce(sum(e.amount_cents), 0)::text AS sum FROM ledger_entries e
         JOIN ledger_transactions t ON t.id = e.transaction_id
        WHERE e.account_id = $1 AND t.kind IN ('interest', 'tax')`,
      [await investorCashAccountId(pool, id)],
    );
    expect(BigInt(earned[0]!.sum)).toBeGreaterThan(0n);
    expect(await balance(await investorCashAccountId(pool, id))).toBe(
      BigInt(r.total) - invested + BigInt(earned[0]!.sum),
    );
    const { rows: investedAccount } = await pool.query<{ id: string }>(
      `SELECT id FROM accounts WHERE user_id = $1 AND kind = 'investor-invested'`,
      [id],
    );
    expect(await balance(investedAccount[0]!.id)).toBe(invested);
    await expectLedgerConsistent();
  });

  it('books every demo deposit from a bank statement credit that quotes the investor reference', async () => {
    const { rows } = await pool.query<{ user_id: string; bank_ref: string | null; reference: string | null }>(
      `SELECT d.user_id, c.bank_ref, c.reference
       FROM deposits d LEFT JOIN bank_credits c ON c.deposit_id = d.id`,
    );
    expect(rows.length).toBeGreaterThan(40);
    for (const row of rows) {
      expect(row.bank_ref).toMatch(/^DEMO-\d{8}-\d+$/);
      expect(userIdFromReference(row.reference!)).toBe(Number(row.user_id));
    }
    // The history sent no e-mails, and deposit e-mails are switched on again afterwards.
    const { rows: mails } = await pool.query<{ n: string }>(
      `SELECT count(*) AS n FROM outbox WHERE channel = 'email'`,
    );
    expect(mails[0]!.n).toBe('0');
    const { rows: off } = await pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM users WHERE NOT notify_deposits',
    );
    expect(off[0]!.n).toBe('0');
  });

  it('seeds only once, also when several processes start together', async () => {
    expect(await seedDemoData(pool, clock)).toBe(false);
    const fresh = await createTestDatabase();
    const other = createPool(fresh.connectionString, { max: 10 });
    try {
      await migrate(other);
      const results = await Promise.all([1, 2, 3].map(() => seedDemoData(other, clock)));
      expect(results.filter(Boolean)).toHaveLength(1);
      // The same as one seed: investors, receivables and purchases once.
      const counts = (db: typeof pool) =>
        db.query<{ users: string; receivables: string; purchases: string }>(
          `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM receivables) AS receivables,
                  (SELECT count(*) FROM user_investments) AS purchases`,
        );
      const seededOnce = (await counts(pool)).rows[0]!;
      expect(Number(seededOnce.users)).toBeGreaterThan(Object.keys(DEMO_USERS).length);
      // Sixty live ones and the past's (src/modules/demo/seed-history.ts).
      expect(seededOnce.receivables).toBe(String(60 + planHistory().length));
      expect((await counts(other)).rows[0]).toEqual(seededOnce);
    } finally {
      await other.end();
      await fresh.drop();
    }
  }, 240_000);
});

describe('double-entry rules in the database', () => {
  it('refuses an unbalanced transaction at commit', async () => {
    const bank = await systemAccountId(pool, 'bank-transfers');
    const tax = await systemAccountId(pool, 'tax');
    await expect(
      withTransaction(pool, async (client) => {
        const { rows } = await client.query<{ id: string }>(
          "INSERT INTO ledger_transactions (kind, occurred_at) VALUES ('deduction', now()) RETURNING id",
        );
        await client.query(
          'INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, balance_after_cents) VALUES ($1, $2, 100, 0), ($1, $3, -99, 0)',
          [rows[0]!.id, bank, tax],
        );
      }),
    ).rejects.toThrow(/unbalanced/);
    await expect(
      withTransaction(pool, async (client) => {
        await client.query("INSERT INTO ledger_transactions (kind, occurred_at) VALUES ('deduction', now())");
      }),
    ).rejects.toThrow(/unbalanced/);
    await expectLedgerConsistent();
  });

  it('refuses unbalanced, zero or duplicate-account postings in the posting function', async () => {
    const bank = await systemAccountId(pool, 'bank-transfers');
    const tax = await systemAccountId(pool, 'tax');
    const post = (entries: { accountId: string; amountCents: bigint }[]) =>
      withTransaction(pool, (client) =>
        postTransaction(client, { kind: 'deduction', occurredAt: clock.now(), entries }),
      );
    await expect(
      post([
        { accountId: bank, amountCents: 5n },
        { accountId: tax, amountCents: -4n },
      ]),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      post([
        { accountId: bank, amountCents: 0n },
        { accountId: tax, amountCents: 0n },
      ]),
    ).rejects.toThrow(/non-zero/);
    await expect(
      post([
        { accountId: bank, amountCents: 5n },
        { accountId: bank, amountCents: -5n },
      ]),
    ).rejects.toThrow(/only once/);
    await expect(post([{ accountId: bank, amountCents: 5n }])).rejects.toThrow(/at least two/);
    await expect(
      post([
        { accountId: bank, amountCents: 5n },
        { accountId: '999999', amountCents: -5n },
      ]),
    ).rejects.toThrow(/unknown account/);
  });

  it('never updates or deletes ledger rows, and balances move only with the ledger', async () => {
    for (const sql of [
      'UPDATE ledger_entries SET amount_cents = amount_cents + 1',
      'DELETE FROM ledger_entries',
      'TRUNCATE ledger_entries CASCADE',
      "UPDATE ledger_transactions SET description = 'changed'",
      'DELETE FROM ledger_transactions',
      'UPDATE accounts SET balance_cents = balance_cents + 100',
      'DELETE FROM accounts',
    ]) {
      await expect(pool.query(sql), sql).rejects.toThrow(/append-only|only through post_ledger_transaction/);
    }
    await expectLedgerConsistent();
  });

  it('never lets concurrent purchases overdraw an investor (exactly the affordable ones succeed)', async () => {
    const investor = await investorCashAccountId(pool, await userId(DEMO_USERS.pending));
    const bank = await systemAccountId(pool, 'bank-transfers');
    const { rows: held } = await pool.query<{ id: string }>(
      'SELECT open_investor_invested_account($1) AS id',
      [await userId(DEMO_USERS.pending)],
    );
    const invested = held[0]!.id;
    await withTransaction(pool, (client) =>
      postTransaction(client, {
        kind: 'deposit',
        occurredAt: clock.now(),
        entries: [
          { accountId: investor, amountCents: 55_000n },
          { accountId: bank, amountCents: -55_000n },
        ],
      }),
    );
    const attempts = await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        withTransaction(pool, (client) =>
          postTransaction(client, {
            kind: 'purchase',
            occurredAt: clock.now(),
            entries: [
              { accountId: investor, amountCents: -10_000n },
              { accountId: invested, amountCents: 10_000n },
            ],
          }),
        ),
      ),
    );
    expect(attempts.filter((a) => a.status === 'fulfilled')).toHaveLength(5);
    for (const a of attempts) {
      if (a.status === 'rejected') expect((a.reason as { code?: string }).code).toBe(INSUFFICIENT_FUNDS);
    }
    expect(await balance(investor)).toBe(5_000n);
    await expectLedgerConsistent();
  });

  it('does not deadlock when transfers lock the same accounts in opposite orders', async () => {
    const a = await investorCashAccountId(pool, await userId(DEMO_USERS.demo));
    const b = await investorCashAccountId(pool, await userId(DEMO_USERS.business));
    const provider = await systemAccountId(pool, 'provider');
    const before = (await balance(a)) + (await balance(b)) + (await balance(provider));
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        withTransaction(pool, (client) =>
          postTransaction(client, {
            kind: 'deduction',
            occurredAt: clock.now(),
            checkFunds: false,
            // Deductions from both investors at once, their accounts named in opposite orders.
            entries:
              i % 2 === 0
                ? [
                    { accountId: a, amountCents: -123n },
                    { accountId: b, amountCents: -77n },
                    { accountId: provider, amountCents: 200n },
                  ]
                : [
                    { accountId: b, amountCents: -77n },
                    { accountId: a, amountCents: -123n },
                    { accountId: provider, amountCents: 200n },
                  ],
          }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await balance(a)) + (await balance(b)) + (await balance(provider))).toBe(before);
    await expectLedgerConsistent();
  });

  it('refuses to book the same outside reference twice', async () => {
    const investor = await investorCashAccountId(pool, await userId(DEMO_USERS.pending));
    const bank = await systemAccountId(pool, 'bank-transfers');
    const deposit = () =>
      withTransaction(pool, (client) =>
        postTransaction(client, {
          kind: 'deposit',
          occurredAt: clock.now(),
          externalRef: 'bank-statement-2026-03-10-0001',
          entries: [
            { accountId: investor, amountCents: 1_000n },
            { accountId: bank, amountCents: -1_000n },
          ],
        }),
      );
    await deposit();
    await expect(deposit()).rejects.toThrow(/duplicate key/);
  });
});

describe('money at the API boundary', () => {
  it('converts euros and cents exactly', () => {
    expect(eurosToCents(1250.5)).toBe(125_050n);
    expect(eurosToCents(0.29)).toBe(29n);
    expect(eurosToCents(19.99)).toBe(1_999n);
    expect(centsToEuros(125_050n)).toBe(1250.5);
    expect(centsToEuros('-29')).toBe(-0.29);
    expect(centsToEuros(1_999n)).toBe(19.99);
  });
});
