import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../src/platform/db/pool.ts';
import {
  assertServiceRole,
  DEFAULT_APP_ROLE,
  provisionServiceRole,
  SERVICE_GROUP_ROLE,
} from '../../src/platform/db/roles.ts';
import { investorCashAccountId, postTransaction, systemAccountId } from '../../src/modules/ledger/ledger.ts';
import { createTestApp, DEMO_USERS, type TestApp } from '../helpers/app.ts';

const PERMISSION_DENIED = '42501';

let t: TestApp;
let demoId: string;
let pendingId: string;
beforeAll(async () => {
  t = await createTestApp();
  const users = await t.pool.query<{ id: string; username: string }>('SELECT id, username FROM users');
  demoId = users.rows.find((u) => u.username === DEMO_USERS.demo)!.id;
  pendingId = users.rows.find((u) => u.username === DEMO_USERS.pending)!.id;
});
afterAll(async () => {
  await t?.close();
});

async function expectDenied(sql: string, params: unknown[] = []) {
  await expect(t.pool.query(sql, params), sql).rejects.toMatchObject({ code: PERMISSION_DENIED });
}

describe("the service's database role", () => {
  it('is its own login role, not the owner', async () => {
    const { rows } = await t.pool.query<{ user: string }>('SELECT current_user AS user');
    expect(rows[0]!.user).toBe(DEFAULT_APP_ROLE);
    await expect(assertServiceRole(t.pool)).resolves.toBeUndefined();
    // Pointing the service at the owner is refused at start.
    await expect(assertServiceRole(t.ownerPool)).rejects.toThrow(/can write the ledger directly/);
  });

  it('cannot write ledger rows, balances or accounts directly', async () => {
    const cash = await investorCashAccountId(t.pool, demoId);
    const bank = await systemAccountId(t.pool, 'bank-transfers');
    await expectDenied(
      "INSERT INTO ledger_transactions (kind, occurred_at) VALUES ('deposit', now()) RETURNING id",
    );
    await expectDenied(
      'INSERT INTO ledger_entries (transaction_id, account_id, amount_cents, balance_after_cents) VALUES (1, $1, 100, 100)',
      [cash],
    );
    await expectDenied('UPDATE ledger_entries SET amount_cents = amount_cents + 1');
    await expectDenied('DELETE FROM ledger_entries');
    await expectDenied('TRUNCATE ledger_entries, ledger_transactions');
    await expectDenied('UPDATE accounts SET balance_cents = balance_cents + 100000 WHERE id = $1', [cash]);
    await expectDenied('UPDATE accounts SET user_id = $2 WHERE id = $1', [cash, pendingId]);
    await expectDenied("UPDATE accounts SET kind = 'system', code = 'mine' WHERE id = $1", [bank]);
    await expectDenied(
      "INSERT INTO accounts (kind, user_id, balance_cents) VALUES ('investor-cash', $1, 100000)",
      [pendingId],
    );
    await expectDenied('DELETE FROM accounts WHERE id = $1', [cash]);
    // Setting the guard's switch does not help without the privilege.
    await expect(
      withTransaction(t.pool, async (c) => {
        await c.query("SELECT set_config('invest.ledger_posting', 'on', true)");
        await c.query('UPDATE accounts SET balance_cents = 1 WHERE id = $1', [cash]);
      }),
    ).rejects.toMatchObject({ code: PERMISSION_DENIED });
  });

  it('keeps the audit log append-only', async () => {
    await t.pool.query(
      "INSERT INTO audit_log (actor, action, created_at) VALUES ('system', 'test-entry', now())",
    );
    const { rows } = await t.pool.query("SELECT 1 FROM audit_log WHERE action = 'test-entry'");
    expect(rows).toHaveLength(1);
    await expectDenied("UPDATE audit_log SET action = 'changed'");
    await expectDenied('DELETE FROM audit_log');
    await expectDenied('TRUNCATE audit_log');
  });

  it('posts only through post_ledger_transaction() and opens accounts empty through its function', async () => {
    const cash = await investorCashAccountId(t.pool, pendingId);
    expect(await investorCashAccountId(t.pool, pendingId)).toBe(cash);
    const before = await t.pool.query<{ balance_cents: string }>(
      'SELECT balance_cents FROM accounts WHERE id = $1',
      [cash],
    );
    expect(before.rows[0]!.balance_cents).toBe('0');
    const bank = await systemAccountId(t.pool, 'bank-transfers');
    await withTransaction(t.pool, async (c) => {
      // A temporary table of the same name cannot redirect the definer function (fixed search_path).
      await c.query('CREATE TEMP TABLE accounts (id bigint, balance_cents bigint, kind text) ON COMMIT DROP');
      await postTransaction(c, {
        kind: 'deposit',
        occurredAt: t.clock.now(),
        entries: [
          { accountId: cash, amountCents: 12_345n },
          { accountId: bank, amountCents: -12_345n },
        ],
      });
    });
    const after = await t.pool.query<{ balance_cents: string }>(
      'SELECT balance_cents FROM public.accounts WHERE id = $1',
      [cash],
    );
    expect(after.rows[0]!.balance_cents).toBe('12345');
  });

  it("stops even the owner from opening an account with money or changing an account's holder or kind", async () => {
    await expect(
      t.ownerPool.query(
        "INSERT INTO accounts (kind, user_id, balance_cents) VALUES ('investor-cash', $1, 500)",
        [pendingId],
      ),
    ).rejects.toThrow(/starts at zero/);
    const cash = await investorCashAccountId(t.ownerPool, demoId);
    for (const sql of [
      'UPDATE accounts SET user_id = $2 WHERE id = $1',
      "UPDATE accounts SET kind = 'system', user_id = NULL, code = 'x' WHERE id = $1 AND $2::bigint IS NOT NULL",
    ]) {
      await expect(t.ownerPool.query(sql, [cash, pendingId]), sql).rejects.toThrow(/never change/);
    }
  });

  it('has privileges on every table of the schema (a new table needs its GRANT in its migration)', async () => {
    const { rows } = await t.ownerPool.query<{ table_name: string }>(
      `SELECT c.relname AS table_name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname <> 'schema_migrations'
         AND NOT has_table_privilege($1, c.oid, 'SELECT')`,
      [SERVICE_GROUP_ROLE],
    );
    expect(rows.map((r) => r.table_name)).toEqual([]);
    // Identity columns need no sequence privilege; a serial column's sequence would.
    const sequences = await t.ownerPool.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind = 'S'
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'i')
         AND CASE WHEN c.relkind = 'S' THEN NOT has_sequence_privilege($1, c.oid, 'USAGE') END`,
      [SERVICE_GROUP_ROLE],
    );
    expect(sequences.rows.map((r) => r.name)).toEqual([]);
  });

  it('is provisioned once when several processes start at the same time', async () => {
    const urls = await Promise.all(
      Array.from({ length: 6 }, () => provisionServiceRole(t.database.connectionString)),
    );
    expect(new Set(urls).size).toBe(1);
    const client = new pg.Client(urls[0]!);
    await client.connect();
    const { rows } = await client.query<{ user: string }>('SELECT current_user AS user');
    await client.end();
    expect(rows[0]!.user).toBe(DEFAULT_APP_ROLE);
  });
});
