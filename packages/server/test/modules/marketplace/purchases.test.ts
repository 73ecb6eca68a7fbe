/**
 * Buying and cancelling (SPEC §1, §4, §5; DESIGN §3): POST /user_investments books investor cash →
 * invested principal and lowers the receivable's available amount; every refusal has its key; a
 * replayed Idempotency-Key buys once; DELETE /user_investments/{id} inside the window of
 * docs/decisions/0007 and not outside it. Under concurrency from two server processes nothing is
 * oversold and no wallet overspent.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../../src/platform/clock.ts';
import { serverRoot } from '../../../src/platform/config.ts';
import { freePort } from '../../../src/platform/db/embedded.ts';
import { IDEMPOTENCY_KEY_TTL_MS } from '../../../src/platform/http/idempotency.ts';
import { daysBetween, interestCents } from '../../../src/modules/marketplace/interest.ts';
import { centsToEuros } from '../../../src/platform/money.ts';
import {
  createTestApp,
  expectApiError,
  expectContractResponse,
  secondInstance,
  signInOperator,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { asDeadlockVictim } from '../../helpers/deadlock.ts';
import { expectLedgerReconciled } from '../../helpers/ledger.ts';
import {
  bought,
  buy,
  cancel,
  getAs,
  listReceivable,
  purchaseKey,
  receivableRow,
  type OpsReceivable,
  type UserInvestment,
} from '../../helpers/marketplace.ts';
import { balanceOf, fundedInvestor } from '../../helpers/withdrawals.ts';

let t: TestApp;
let operator: OperatorSession;
beforeAll(async () => {
  // 2026-03-10T09:00Z; the receivables of these tests mature on 2026-06-29 unless told otherwise.
  // Sessions outlive the clock's moves of the cancellation window (14 days).
  t = await createTestApp({ config: { tokenTtlSeconds: 30 * 24 * 3600 } });
  operator = await signInOperator(t.app);
});
afterAll(async () => {
  await t?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** The ledger entries of the posting with this external reference: account kind and signed cents. */
async function posting(externalRef: string) {
  const { rows } = await t.pool.query<{ tx_kind: string; account_kind: string; amount_cents: string }>(
    `SELECT t.kind AS tx_kind, a.kind AS account_kind, e.amount_cents::text
       FROM ledger_transactions t JOIN ledger_entries e ON e.transaction_id = t.id JOIN accounts a ON a.id = e.account_id
      WHERE t.external_ref = $1 ORDER BY a.kind`,
    [externalRef],
  );
  return rows;
}

async function holdings(userId: number) {
  const { rows } = await t.pool.query<{ id: string; status: string; amount_cents: string }>(
    'SELECT id, status, amount_cents::text FROM user_investments WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

async function notificationTypes(who: Session): Promise<string[]> {
  const res = await t.app.inject({ url: `/api/notifications/${who.userId}`, headers: who.headers });
  return (
    expectContractResponse(res, 'listNotifications', 200) as { content: Array<{ type: string }> }
  ).content.map((n) => n.type);
}

async function auditOf(userId: number, action: string) {
  const { rows } = await t.pool.query<{ actor: string; details: Record<string, unknown> }>(
    'SELECT actor, details FROM audit_log WHERE user_id = $1 AND action = $2 ORDER BY id',
    [userId, action],
  );
  return rows;
}

/** What a purchase writes for the investor: counted before and after a refusal, which writes none of it. */
async function footprint(userId: number) {
  const { rows } = await t.pool.query<Record<string, number>>(
    `SELECT (SELECT count(*) FROM user_investments WHERE user_id = $1)::int AS holdings,
            (SELECT count(*) FROM ledger_entries e JOIN accounts a ON a.id = e.account_id WHERE a.user_id = $1)::int AS entries,
            (SELECT count(*) FROM notifications WHERE user_id = $1)::int AS notifications,
            (SELECT count(*) FROM audit_log WHERE user_id = $1 AND action = 'investment.purchased')::int AS audited,
            (SELECT count(*) FROM idempotency_keys WHERE user_id = $1)::int AS stored`,
    [userId],
  );
  return rows[0]!;
}

describe('POST /api/user_investments', () => {
  it('buys part of a receivable: cash → invested in the ledger, the available amount lowered, the holding listed', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const receivable = await listReceivable(t, operator, { totalAmount: 5000, interestRate: 9.5 });
    const res = await buy(t.app, investor, { investmentId: receivable.Id, amount: 250.5 });
    const { Id } = expectContractResponse(res, 'createUserInvestment', 201) as { success: true; Id: number };
    expect(res.json()).toEqual({ success: true, Id });

    expect(await posting(`purchase:${Id}`)).toEqual([
      { tx_kind: 'purchase', account_kind: 'investor-cash', amount_cents: '-25050' },
      { tx_kind: 'purchase', account_kind: 'investor-invested', amount_cents: '25050' },
    ]);
    expect((await receivableRow(t, receivable.Id)).available_cents).toBe('474950');
    const balance = await balanceOf(t.app, investor);
    expect(balance).toMatchObject({ availableFunds: 749.5, totalBalance: 1000, maxWithdrawal: 749.5 });
    expect((balance as unknown as { deploymentRate: unknown }).deploymentRate).toEqual({
      fundsAvailable: 749.5,
      fundsDeployed: 250.5,
    });
    const history = await t.app.inject({ url: '/api/accountHistory', headers: investor.headers });
    expect((history.json() as { content: unknown[] }).content[0]).toMatchObject({
      type: 'INVESTMENT',
      dateFormatted: '2026-03-10',
      value: -250.5,
      availableFunds: 749.5,
      accountValue: 1000,
    });

    const mine = await getAs<UserInvestment[]>(
      t.app,
      investor,
      '/api/user_investments',
      'listUserInvestments',
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      Id,
      active: true,
      cancelable: true,
      status: 'ACTIVE',
      amount: 250.5,
      accruedInterest: 0,
      expectedInterest: centsToEuros(interestCents(25_050n, 950, daysBetween('2026-03-10', '2026-06-29'))),
      dateStartFormatted: '2026-03-10',
      dateEndFormatted: '2026-06-29',
      autoInvestData: null,
      investment: { Id: receivable.Id, availableAmount: 4749.5, invested: true },
    });
    // 250,50 € at 9,5 % for the 111 days to 29 June: 7,237… floored to the cent.
    expect(mine[0]!.expectedInterest).toBe(7.23);
    expect(await notificationTypes(investor)).toEqual(['INVESTMENT_PURCHASED']);
    expect(await auditOf(investor.userId, 'investment.purchased')).toEqual([
      {
        actor: `user:${investor.userId}`,
        details: {
          userInvestmentId: Id,
          receivableId: receivable.Id,
          amountCents: 25_050,
          ledgerTransactionId: expect.any(Number),
          autoInvest: false,
        },
      },
    ]);
  });

  it('refuses an investor who is not identified yet (investDenied)', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n, confirmed: false });
    const receivable = await listReceivable(t, operator);
    expectApiError(
      await buy(t.app, investor, { investmentId: receivable.Id, amount: 100 }),
      422,
      'investDenied',
    );
    expect(await holdings(investor.userId)).toEqual([]);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(1000);
  });

  it('refuses more than the available funds (insufficient-funds), and takes exactly all of them', async () => {
    const investor = await fundedInvestor(t, { cents: 10_000n });
    const receivable = await listReceivable(t, operator);
    expectApiError(
      await buy(t.app, investor, { investmentId: receivable.Id, amount: 100.01 }),
      422,
      'insufficient-funds',
    );
    expect((await receivableRow(t, receivable.Id)).available_cents).toBe('1000000');
    await bought(t.app, investor, receivable.Id, 100);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(0);
  });

  it('refuses more than the receivable’s available amount (exceeds-available-amount), naming it', async () => {
    const investor = await fundedInvestor(t, { cents: 200_000n });
    const receivable = await listReceivable(t, operator, { totalAmount: 1000 });
    await bought(t.app, investor, receivable.Id, 990);
    const res = await buy(t.app, investor, { investmentId: receivable.Id, amount: 10.01 });
    expectApiError(res, 422, 'exceeds-available-amount');
    expect(res.json().message).toContain('€10.00');
  });

  it('refuses less than 10 € (amount-below-minimum) unless it is all that is left, moving nothing', async () => {
    const investor = await fundedInvestor(t, { cents: 200_000n });
    const receivable = await listReceivable(t, operator, { totalAmount: 1000 });
    for (const amount of [0.01, 1, 9.99]) {
      const res = await buy(t.app, investor, { investmentId: receivable.Id, amount });
      expectApiError(res, 422, 'amount-below-minimum');
      expect(res.json().message).toContain('€10.00');
    }
    expect((await receivableRow(t, receivable.Id)).available_cents).toBe('100000');
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(2000);
    await bought(t.app, investor, receivable.Id, 10);
    // 985 € leaves 5 €: less than the minimum, but all there is, so it may be bought, and only whole.
    await bought(t.app, investor, receivable.Id, 985);
    expectApiError(
      await buy(t.app, investor, { investmentId: receivable.Id, amount: 4.99 }),
      422,
      'amount-below-minimum',
    );
    await bought(t.app, investor, receivable.Id, 5);
    expect(await receivableRow(t, receivable.Id)).toMatchObject({ available_cents: '0' });
    await expectLedgerReconciled(t.pool);
  });

  it('takes the last part, marks the receivable funded, then refuses it as closed (investment-closed)', async () => {
    const investor = await fundedInvestor(t, { cents: 200_000n });
    const receivable = await listReceivable(t, operator, { totalAmount: 1000 });
    const first = await bought(t.app, investor, receivable.Id, 999.99);
    expect((await receivableRow(t, receivable.Id)).funded_at).toBeNull();
    const last = await bought(t.app, investor, receivable.Id, 0.01);
    const row = await receivableRow(t, receivable.Id);
    expect(row).toMatchObject({ available_cents: '0', funded_at: t.clock.now() });
    expectApiError(
      await buy(t.app, investor, { investmentId: receivable.Id, amount: 0.01 }),
      422,
      'investment-closed',
    );
    // Once funded, the assignment is concluded: neither purchase can be cancelled.
    for (const id of [first, last]) {
      const m = await getAs<UserInvestment>(
        t.app,
        investor,
        `/api/user_investments/${id}`,
        'getUserInvestment',
      );
      expect(m.cancelable).toBe(false);
    }
  });

  it('refuses a receivable that is due (by the clock) or no longer active (investment-closed)', async () => {
    const investor = await fundedInvestor(t, { cents: 200_000n });
    const soon = await listReceivable(t, operator, { maturityDate: '2026-03-12' });
    const late = await listReceivable(t, operator);
    await t.ownerPool.query(
      `UPDATE receivables SET state = 'LATE', late_since = '2026-03-01' WHERE id = $1`,
      [late.Id],
    );
    expectApiError(
      await buy(t.app, investor, { investmentId: late.Id, amount: 100 }),
      422,
      'investment-closed',
    );
    await bought(t.app, investor, soon.Id, 100);
    const start = t.clock.now();
    try {
      // 2026-03-12 in Ljubljana: the due date.
      t.clock.set('2026-03-11T23:30:00Z');
      expectApiError(
        await buy(t.app, investor, { investmentId: soon.Id, amount: 100 }),
        422,
        'investment-closed',
      );
    } finally {
      t.clock.set(start);
    }
    expect(await holdings(investor.userId)).toHaveLength(1);
  });

  it('answers an unknown investment with 404 and odd amounts with 400, moving nothing', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const receivable = await listReceivable(t, operator);
    expectApiError(await buy(t.app, investor, { investmentId: 987_654, amount: 100 }), 404, 'not-found');
    for (const amount of [0, -5, 0.015, 100.001, 20_000_000]) {
      expectApiError(
        await buy(t.app, investor, { investmentId: receivable.Id, amount }),
        400,
        'validation-error',
      );
    }
    for (const payload of [
      { investmentId: receivable.Id, amount: '100' },
      { investmentId: receivable.Id },
      {},
    ]) {
      expectApiError(
        await t.app.inject({
          method: 'POST',
          url: '/api/user_investments',
          headers: { ...investor.headers, 'idempotency-key': purchaseKey() },
          payload,
        }),
        400,
        'validation-error',
      );
    }
    expect(await holdings(investor.userId)).toEqual([]);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(1000);
  });

  it('buys once for a replayed Idempotency-Key, and refuses the key for another purchase', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const receivable = await listReceivable(t, operator);
    const key = purchaseKey();
    const first = await buy(t.app, investor, { investmentId: receivable.Id, amount: 300 }, key);
    const again = await buy(t.app, investor, { investmentId: receivable.Id, amount: 300 }, key);
    expectContractResponse(first, 'createUserInvestment', 201);
    expectContractResponse(again, 'createUserInvestment', 201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The stored text is what the first answer sent.
    expect(again.body).toBe(first.body);
    expect(again.json()).toEqual(first.json());
    expectApiError(
      await buy(t.app, investor, { investmentId: receivable.Id, amount: 301 }, key),
      422,
      'idempotency-key-reused',
    );
    expect(await holdings(investor.userId)).toHaveLength(1);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(700);
    expect((await receivableRow(t, receivable.Id)).available_cents).toBe('970000');
  });

  it('writes nothing for a refusal: no holding, ledger entry, notification, audit event or stored response', async () => {
    const investor = await fundedInvestor(t, { cents: 10_000n });
    const unconfirmed = await fundedInvestor(t, { cents: 10_000n, confirmed: false });
    const restricted = await fundedInvestor(t, { cents: 10_000n });
    await t.ownerPool.query('UPDATE users SET buying_restricted = true WHERE id = $1', [restricted.userId]);
    const open = await listReceivable(t, operator, { totalAmount: 1000 });
    await bought(t.app, investor, open.Id, 50);
    const late = await listReceivable(t, operator);
    await t.ownerPool.query(
      `UPDATE receivables SET state = 'LATE', late_since = '2026-03-01' WHERE id = $1`,
      [late.Id],
    );
    const refusals = [
      { who: unconfirmed, investmentId: open.Id, amount: 10, key: 'investDenied', status: 422 },
      { who: restricted, investmentId: open.Id, amount: 10, key: 'buying-restricted', status: 422 },
      // Refused by the ledger inside the statement (IV001).
      { who: investor, investmentId: open.Id, amount: 50.01, key: 'insufficient-funds', status: 422 },
      { who: investor, investmentId: open.Id, amount: 950.01, key: 'exceeds-available-amount', status: 422 },
      { who: investor, investmentId: late.Id, amount: 10, key: 'investment-closed', status: 422 },
      { who: investor, investmentId: 987_654, amount: 10, key: 'not-found', status: 404 },
    ];
    for (const r of refusals) {
      const before = await footprint(r.who.userId);
      const key = purchaseKey();
      const res = await buy(t.app, r.who, { investmentId: r.investmentId, amount: r.amount }, key);
      expectApiError(res, r.status, r.key);
      expect(await footprint(r.who.userId), r.key).toEqual(before);
      // Nothing stored under the key: it runs again, and is refused again.
      expectApiError(
        await buy(t.app, r.who, { investmentId: r.investmentId, amount: r.amount }, key),
        r.status,
        r.key,
      );
    }
    expect((await receivableRow(t, open.Id)).available_cents).toBe('95000');
    expect((await receivableRow(t, late.Id)).available_cents).toBe('1000000');
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(50);
  });

  it('undoes the whole purchase when a check deferred to its commit fails', async () => {
    // A stand-in for the ledger's balance check (migrations/0002), which runs at commit: the route's
    // statement commits by itself, and a failure there must take everything it wrote with it.
    await t.ownerPool.query(`
      CREATE FUNCTION test_refuse_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.amount_cents = 4242 THEN RAISE EXCEPTION 'refused at commit' USING ERRCODE = 'check_violation'; END IF;
        RETURN NULL;
      END $$;
      CREATE CONSTRAINT TRIGGER test_refuse_at_commit AFTER INSERT ON user_investments
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION test_refuse_at_commit();`);
    try {
      const investor = await fundedInvestor(t, { cents: 100_000n });
      const receivable = await listReceivable(t, operator);
      const before = await footprint(investor.userId);
      const res = await buy(t.app, investor, { investmentId: receivable.Id, amount: 42.42 });
      expect(res.statusCode).toBe(500);
      expect(await footprint(investor.userId)).toEqual(before);
      expect((await receivableRow(t, receivable.Id)).available_cents).toBe('1000000');
      expect((await balanceOf(t.app, investor)).availableFunds).toBe(1000);
      await bought(t.app, investor, receivable.Id, 42.43);
    } finally {
      await t.ownerPool.query(`
        DROP TRIGGER test_refuse_at_commit ON user_investments;
        DROP FUNCTION test_refuse_at_commit();`);
    }
    await expectLedgerReconciled(t.pool);
  });

  it('buys once for concurrent requests with the same key, from two processes, and answers them alike', async () => {
    const second = await secondInstance(t);
    try {
      const investor = await fundedInvestor(t, { cents: 100_000n });
      const receivable = await listReceivable(t, operator);
      const key = purchaseKey();
      const body = { investmentId: receivable.Id, amount: 25 };
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => buy(i % 2 === 0 ? t.app : second, investor, body, key)),
      );
      const created = responses.filter((r) => r.statusCode === 201);
      const busy = responses.filter((r) => r.statusCode === 409);
      expect(created.length + busy.length, responses.map((r) => r.statusCode).join(',')).toBe(10);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created.map((r) => r.body)).size).toBe(1);
      for (const r of busy) expectApiError(r, 409, 'idempotency-key-in-use');
      expect(await holdings(investor.userId)).toHaveLength(1);
      expect((await balanceOf(t.app, investor)).availableFunds).toBe(975);
      expect((await receivableRow(t, receivable.Id)).available_cents).toBe('997500');
      expect(await notificationTypes(investor)).toEqual(['INVESTMENT_PURCHASED']);
      expect(await auditOf(investor.userId, 'investment.purchased')).toHaveLength(1);
      const replay = await buy(second, investor, body, key);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toBe(created[0]!.body);
    } finally {
      await second.close();
    }
    await expectLedgerReconciled(t.pool);
  });

  it('buys again with a key whose stored response has expired', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const receivable = await listReceivable(t, operator);
    const key = purchaseKey();
    const body = { investmentId: receivable.Id, amount: 10 };
    const first = await bought(t.app, investor, receivable.Id, 15);
    const start = t.clock.now();
    try {
      expect((await buy(t.app, investor, body, key)).statusCode).toBe(201);
      t.clock.set(new Date(start.getTime() + IDEMPOTENCY_KEY_TTL_MS + 1000));
      const again = await buy(t.app, investor, body, key);
      const { Id } = expectContractResponse(again, 'createUserInvestment', 201) as { Id: number };
      expect(again.headers['idempotent-replayed']).toBeUndefined();
      const replay = await buy(t.app, investor, body, key);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual({ success: true, Id });
    } finally {
      t.clock.set(start);
    }
    expect((await holdings(investor.userId)).map((h) => Number(h.id))).toEqual([
      first,
      expect.any(Number),
      expect.any(Number),
    ]);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(965);
  });

  it('lets two purchases from one wallet race for more than it holds: one is refused (insufficient-funds)', async () => {
    // Two server instances (their own connection pools) on the same database.
    const second = await secondInstance(t);
    try {
      const a = await listReceivable(t, operator);
      const b = await listReceivable(t, operator);
      const investors = await Promise.all(
        Array.from({ length: 8 }, () => fundedInvestor(t, { cents: 15_000n })),
      );
      const results = await Promise.all(
        investors.flatMap((investor) => [
          buy(t.app, investor, { investmentId: a.Id, amount: 100 }),
          buy(second, investor, { investmentId: b.Id, amount: 100 }),
        ]),
      );
      for (const [i, investor] of investors.entries()) {
        const pair = results.slice(2 * i, 2 * i + 2);
        expect(pair.map((r) => r.statusCode).sort()).toEqual([201, 422]);
        expectApiError(
          pair.find((r) => r.statusCode === 422)!,
          422,
          'insufficient-funds',
        );
        expect((await balanceOf(t.app, investor)).availableFunds).toBe(50);
        expect(await holdings(investor.userId)).toHaveLength(1);
      }
    } finally {
      await second.close();
    }
    await expectLedgerReconciled(t.pool);
  });
});

/** Waits until a purchase's statement waits for a lock (pg_stat_activity). */
async function purchaseWaitingForLock() {
  await expect
    .poll(
      async () =>
        (
          await t.ownerPool.query(
            `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'WITH buyer AS%'`,
          )
        ).rowCount,
      { timeout: 5000 },
    )
    .toBe(1);
}

describe('POST /api/user_investments: the receivable locked last', () => {
  it('undoes all it wrote when the amount is gone by the time it locks the receivable (IV002)', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const receivable = await listReceivable(t, operator, { totalAmount: 100 });
    const before = await footprint(investor.userId);
    // Another transaction holds the receivable's row and leaves 50 € of it; the purchase read 100 €
    // (it reads without a lock), books, writes, and then finds 50 € when it gets the row.
    const other = await t.ownerPool.connect();
    try {
      await other.query('BEGIN');
      await other.query('UPDATE receivables SET available_cents = 5000 WHERE id = $1', [receivable.Id]);
      const buying = buy(t.app, investor, { investmentId: receivable.Id, amount: 80 });
      await purchaseWaitingForLock();
      await other.query('COMMIT');
      expectApiError(await buying, 422, 'exceeds-available-amount');
    } finally {
      // A failed step leaves the transaction open: end it before the connection goes back.
      await other.query('ROLLBACK').catch(() => {});
      other.release();
    }
    expect(await footprint(investor.userId)).toEqual(before);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(1000);
    expect((await receivableRow(t, receivable.Id)).available_cents).toBe('5000');
    await bought(t.app, investor, receivable.Id, 50);
  });

  it('runs again when PostgreSQL ends it to break a deadlock with a transaction that took the receivable first', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const receivable = await listReceivable(t, operator, { totalAmount: 1000 });
    // As a cancellation of this investor's holding does: the receivable, then the investor's accounts.
    // The purchase holds the accounts and waits for the receivable: PostgreSQL ends the purchase.
    const res = await asDeadlockVictim(
      t.ownerPool,
      ['SELECT 1 FROM receivables WHERE id = $1 FOR UPDATE', [receivable.Id]],
      () => buy(t.app, investor, { investmentId: receivable.Id, amount: 30 }),
      ['SELECT 1 FROM accounts WHERE user_id = $1 FOR UPDATE', [investor.userId]],
    );
    const { Id } = expectContractResponse(res, 'createUserInvestment', 201) as { Id: number };
    expect(await holdings(investor.userId)).toEqual([
      { id: String(Id), status: 'ACTIVE', amount_cents: '3000' },
    ]);
    expect(await posting(`purchase:${Id}`)).toHaveLength(2);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(970);
    expect((await receivableRow(t, receivable.Id)).available_cents).toBe('97000');
    await expectLedgerReconciled(t.pool);
  });
});

describe('DELETE /api/user_investments/{id}', () => {
  it('cancels within 14 days while the receivable is not funded: the money returns, the holding leaves the list', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const receivable = await listReceivable(t, operator, { totalAmount: 2000 });
    const keep = await bought(t.app, investor, receivable.Id, 100);
    const id = await bought(t.app, investor, receivable.Id, 400);
    const start = t.clock.now();
    try {
      // One minute before the fourteen days are over.
      t.clock.set(new Date(start.getTime() + 14 * DAY_MS - 60_000));
      const key = purchaseKey();
      const res = await cancel(t.app, investor, id, key);
      expect(expectContractResponse(res, 'cancelUserInvestment', 200)).toEqual({});
      // A replay answers the same and cancels nothing more.
      const again = await cancel(t.app, investor, id, key);
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      // A new attempt is refused: it is cancelled already.
      expectApiError(await cancel(t.app, investor, id), 422, 'not-cancelable');
    } finally {
      t.clock.set(start);
    }
    expect(await posting(`cancel:${id}`)).toEqual([
      { tx_kind: 'cancellation', account_kind: 'investor-cash', amount_cents: '40000' },
      { tx_kind: 'cancellation', account_kind: 'investor-invested', amount_cents: '-40000' },
    ]);
    expect((await receivableRow(t, receivable.Id)).available_cents).toBe('190000');
    expect(await balanceOf(t.app, investor)).toMatchObject({ availableFunds: 900, totalBalance: 1000 });
    const list = await getAs<UserInvestment[]>(
      t.app,
      investor,
      '/api/user_investments',
      'listUserInvestments',
    );
    expect(list.map((m) => m.Id)).toEqual([keep]);
    const gone = await getAs<UserInvestment>(
      t.app,
      investor,
      `/api/user_investments/${id}`,
      'getUserInvestment',
    );
    expect(gone).toMatchObject({
      status: 'CANCELED',
      active: false,
      cancelable: false,
      expectedInterest: 0,
      dateEndFormatted: '2026-03-24',
    });
    const history = await t.app.inject({ url: '/api/accountHistory', headers: investor.headers });
    expect((history.json() as { content: unknown[] }).content[0]).toMatchObject({
      type: 'INVESTMENT_END',
      value: 400,
      availableFunds: 900,
      accountValue: 1000,
    });
    expect((await notificationTypes(investor))[0]).toBe('INVESTMENT_CANCELED');
    expect(await auditOf(investor.userId, 'investment.canceled')).toEqual([
      {
        actor: `user:${investor.userId}`,
        details: {
          userInvestmentId: id,
          receivableId: receivable.Id,
          amountCents: 40_000,
          ledgerTransactionId: expect.any(Number),
        },
      },
    ]);
  });

  it('refuses after 14 days, once the receivable is funded, and when it is due (not-cancelable)', async () => {
    const investor = await fundedInvestor(t, { cents: 500_000n });
    const receivable = await listReceivable(t, operator);
    const old = await bought(t.app, investor, receivable.Id, 100);
    const soon = await listReceivable(t, operator, { maturityDate: '2026-03-20' });
    const dueSoon = await bought(t.app, investor, soon.Id, 100);
    const start = t.clock.now();
    try {
      t.clock.set(new Date(start.getTime() + 14 * DAY_MS));
      const res = await cancel(t.app, investor, old);
      expectApiError(res, 422, 'not-cancelable');
      expect(res.json().message).toContain('14 days');
      t.clock.set('2026-03-19T23:00:00Z');
      expectApiError(await cancel(t.app, investor, dueSoon), 422, 'not-cancelable');
    } finally {
      t.clock.set(start);
    }
    const small = await listReceivable(t, operator, { totalAmount: 500 });
    const funded = await bought(t.app, investor, small.Id, 500);
    expectApiError(await cancel(t.app, investor, funded), 422, 'not-cancelable');
    expect((await holdings(investor.userId)).map((h) => h.status)).toEqual(['ACTIVE', 'ACTIVE', 'ACTIVE']);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(4300);
  });

  it('runs again when PostgreSQL ends it to break a deadlock (the lock order of a purchase is the reverse)', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const receivable = await listReceivable(t, operator);
    const id = await bought(t.app, investor, receivable.Id, 40);
    // As a purchase by this investor does: the accounts, then the receivable. The cancellation holds
    // the receivable and waits for the accounts: PostgreSQL ends the cancellation, which runs again.
    const res = await asDeadlockVictim(
      t.ownerPool,
      ['SELECT 1 FROM accounts WHERE user_id = $1 FOR UPDATE', [investor.userId]],
      () => cancel(t.app, investor, id),
      ['SELECT 1 FROM receivables WHERE id = $1 FOR UPDATE', [receivable.Id]],
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await holdings(investor.userId)).toEqual([
      { id: String(id), status: 'CANCELED', amount_cents: '4000' },
    ]);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(1000);
    expect((await receivableRow(t, receivable.Id)).available_cents).toBe('1000000');
    await expectLedgerReconciled(t.pool);
  });

  it("answers another investor's purchase like a missing one (404) and cancels nothing", async () => {
    const owner = await fundedInvestor(t, { cents: 100_000n });
    const other = await fundedInvestor(t, { cents: 100_000n });
    const receivable = await listReceivable(t, operator);
    const id = await bought(t.app, owner, receivable.Id, 100);
    expectApiError(await cancel(t.app, other, id), 404, 'not-found');
    expectApiError(await cancel(t.app, owner, 987_654), 404, 'not-found');
    expect((await holdings(owner.userId))[0]!.status).toBe('ACTIVE');
  });
});

/** The service started as its own process (src/main.ts) on the test's database. */
async function startServerProcess(connectionString: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(serverRoot, 'src/main.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      DATABASE_URL: connectionString,
      PORT: String(port),
      HOST: '127.0.0.1',
      JOBS: 'off',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      APP_DIST: '/nonexistent/app-dist',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server process exited:\n${output}`);
    const answer = await fetch(`${base}/api/investments`).catch(() => null);
    // Ready: an unauthenticated call is refused by the service itself.
    if (answer?.status === 401) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the server process did not start in time:\n${output}`);
    }
    await sleep(100);
  }
  return { base, stop };
}

describe('concurrency: 200 purchases of 100 € for a 10 000 € receivable from two server processes', () => {
  let race: TestApp;
  beforeAll(async () => {
    // The second process reads the real clock: this database's clock is today too, so tokens and the
    // receivable's dates mean the same to both.
    race = await createTestApp({ clock: new ManualClock(new Date()) });
  });
  afterAll(async () => {
    await race?.close();
  });

  it(
    'sells exactly 100, refuses the rest clearly, oversells nothing and reconciles',
    { timeout: 120_000 },
    async () => {
      const raceOperator = await signInOperator(race.app);
      const today = new Date().toISOString().slice(0, 10);
      const receivable = await listReceivable(race, raceOperator, {
        number: `RACE-${process.pid}`,
        type: 'reverseFactoring',
        totalAmount: 10_000,
        interestRate: 8,
        rank: 'A',
        issueDate: new Date(Date.now() - 7 * DAY_MS).toISOString().slice(0, 10),
        maturityDate: new Date(Date.now() + 90 * DAY_MS).toISOString().slice(0, 10),
        protection: 'PG',
        country: 'DE',
      });
      expect(receivable.dateStartFormatted < today).toBe(true);
      // 20 investors with 2 000 € each: their funds are never what runs out.
      const investors = await Promise.all(
        Array.from({ length: 20 }, () => fundedInvestor(race, { cents: 200_000n })),
      );
      const other = await startServerProcess(race.database.connectionString);
      try {
        const outcomes = await Promise.all(
          Array.from({ length: 200 }, async (_, i) => {
            const investor = investors[i % investors.length]!;
            const body = { investmentId: receivable.Id, amount: 100 };
            const key = purchaseKey();
            if (i % 2 === 0) {
              const res = await buy(race.app, investor, body, key);
              if (res.statusCode === 201) expectContractResponse(res, 'createUserInvestment', 201);
              else expectApiError(res, 422, res.json().key);
              return { status: res.statusCode, key: (res.json() as { key?: string }).key, investor };
            }
            const res = await fetch(`${other.base}/api/user_investments`, {
              method: 'POST',
              headers: { ...investor.headers, 'idempotency-key': key, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            });
            const json = (await res.json()) as { key?: string; success?: boolean };
            return { status: res.status, key: json.key, investor };
          }),
        );
        const sold = outcomes.filter((o) => o.status === 201);
        expect(sold).toHaveLength(100);
        // Both processes sold.
        expect(outcomes.filter((o, i) => o.status === 201 && i % 2 === 0).length).toBeGreaterThan(0);
        expect(outcomes.filter((o, i) => o.status === 201 && i % 2 === 1).length).toBeGreaterThan(0);
        for (const o of outcomes.filter((x) => x.status !== 201)) {
          expect(o.status).toBe(422);
          expect(['exceeds-available-amount', 'investment-closed']).toContain(o.key);
        }
      } finally {
        await other.stop();
      }

      const row = await receivableRow(race, receivable.Id);
      expect(row.available_cents).toBe('0');
      expect(row.funded_at).not.toBeNull();
      const { rows } = await race.pool.query<{ n: string; total: string }>(
        `SELECT count(*) AS n, sum(amount_cents)::text AS total FROM user_investments WHERE receivable_id = $1`,
        [receivable.Id],
      );
      expect(rows[0]).toEqual({ n: '100', total: '1000000' });
      // Each wallet: what it bought left cash for invested principal, the total unchanged.
      for (const investor of investors) {
        const { rows: accounts } = await race.pool.query<{ kind: string; balance_cents: string }>(
          'SELECT kind, balance_cents::text FROM accounts WHERE user_id = $1 ORDER BY kind',
          [investor.userId],
        );
        const [cash, invested] = accounts.map((a) => BigInt(a.balance_cents));
        expect(cash! + (invested ?? 0n)).toBe(200_000n);
      }
      const ops = expectContractResponse(
        await race.app.inject({
          url: `/api/ops/receivables/${receivable.Id}`,
          headers: raceOperator.headers,
        }),
        'getReceivable',
        200,
      ) as OpsReceivable;
      expect(ops).toMatchObject({ availableAmount: 0, soldAmount: 10_000, totalAmount: 10_000 });
      await expectLedgerReconciled(race.pool);
    },
  );
});
