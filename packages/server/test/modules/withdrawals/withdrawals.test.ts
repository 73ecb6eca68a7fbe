import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/platform/db/pool.ts';
import {
  investorCashAccountId,
  INSUFFICIENT_FUNDS,
  postTransaction,
} from '../../../src/modules/ledger/ledger.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  expectContractResponse,
  secondInstance,
  signIn,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { lastMessage } from '../../helpers/registration.ts';
import {
  balanceOf,
  fundedInvestor,
  lastCode,
  newKey,
  requestCode,
  TEST_IBANS,
  withdraw,
  withdrawalCode,
} from '../../helpers/withdrawals.ts';

let t: TestApp;
let pending: Session;
let business: Session;
beforeAll(async () => {
  t = await createTestApp();
  pending = await signIn(t.app, DEMO_USERS.pending);
  business = await signIn(t.app, DEMO_USERS.business);
});
afterAll(async () => {
  await t?.close();
});

async function auditActions(userId: number, prefix: string): Promise<string[]> {
  const { rows } = await t.pool.query<{ action: string }>(
    `SELECT action FROM audit_log WHERE user_id = $1 AND action LIKE $2 ORDER BY id`,
    [userId, `${prefix}%`],
  );
  return rows.map((r) => r.action);
}

describe('POST /api/tokenRequest/{Id} (WITHDRAWAL_CONFIRMATION)', () => {
  it('sends a 6-digit code by SMS naming the amount and the masked IBAN, stored only as a hash', async () => {
    const investor = await fundedInvestor(t, { cents: 50_000n, twoFactor: true });
    const res = await requestCode(t.app, investor, { amount: 250 });
    const body = expectContractResponse(res, 'requestVerificationCode', 200) as { verificationId: string };
    const { code, text } = await lastCode(t, investor);
    expect(text).toContain('250.00');
    expect(text).toContain('SI56 **** 3438');
    expect(text).not.toContain(TEST_IBANS[0]);
    const { rows } = await t.pool.query<{ code_hash: Buffer; amount_cents: string; iban: string }>(
      'SELECT code_hash, amount_cents, iban FROM verification_codes WHERE user_id = $1',
      [investor.userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amount_cents).toBe('25000');
    expect(rows[0]!.iban).toBe(TEST_IBANS[0]);
    expect(rows[0]!.code_hash.toString('hex')).not.toContain(Buffer.from(code).toString('hex'));
    expect(JSON.stringify(await auditActions(investor.userId, 'withdrawal.'))).not.toContain(code);
    expect(body.verificationId).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
  });

  it("writes the SMS in the investor's language", async () => {
    const investor = await fundedInvestor(t, { cents: 2_000_000n, twoFactor: true, language: 'SL' });
    expect((await requestCode(t.app, investor, { amount: 12345.5 })).statusCode).toBe(200);
    const { text } = await lastCode(t, investor);
    expect(text).toMatch(/potrjuje dvig 12\.345,50\s€ na račun SI56 \*\*\*\* 3438/);
  });

  it('resends no sooner than 9 seconds (429 wait10Seconds with Retry-After), then retires the older code', async () => {
    const investor = await fundedInvestor(t, { cents: 50_000n, twoFactor: true });
    const first = await requestCode(t.app, investor, { amount: 100 });
    expect(first.statusCode).toBe(200);
    t.clock.advance(4_000);
    const soon = await requestCode(t.app, investor, { amount: 100, isResend: true });
    expectApiError(soon, 429, 'wait10Seconds');
    expectContractResponse(soon, 'requestVerificationCode', 429);
    expect(soon.headers['retry-after']).toBe('5');
    t.clock.advance(5_000);
    const again = await requestCode(t.app, investor, { amount: 100, isResend: true });
    expect(again.statusCode, again.body).toBe(200);
    // The first code no longer counts.
    const { code } = await lastCode(t, investor);
    const old = await withdraw(t.app, investor, {
      amount: 100,
      verificationId: (first.json() as { verificationId: string }).verificationId,
      code,
    });
    expectApiError(old, 422, 'phone-confirmation-code-invalid');
    const ok = await withdraw(t.app, investor, {
      amount: 100,
      verificationId: (again.json() as { verificationId: string }).verificationId,
      code,
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses what the withdrawal would refuse, sending nothing', async () => {
    expectApiError(await requestCode(t.app, pending, { amount: 10 }), 422, 'withdrawDenied');
    const noBank = await fundedInvestor(t, { cents: 10_000n, iban: null });
    const res = await requestCode(t.app, noBank, { amount: 10 });
    expectApiError(res, 422, 'no-payout-account');
    expect(res.json().message).toMatch(/payout account/);
    const poor = await fundedInvestor(t, { cents: 10_000n });
    const above = await requestCode(t.app, poor, { amount: 100.01 });
    expectApiError(above, 422, 'something-wrong');
    expect(above.json().message).toMatch(/at most €100\.00/);
    expect(await lastMessage(t, poor.phone, 'sms')).toBeUndefined();
  });

  it('needs the amount, refuses one with the other token types and answers 403 for another investor', async () => {
    const investor = await fundedInvestor(t, { cents: 10_000n });
    expectApiError(await requestCode(t.app, investor, {}), 400, 'validation-error');
    expectApiError(
      await requestCode(t.app, investor, { tokenType: 'TWO_FACTOR_CHANGE', amount: 10 }),
      400,
      'validation-error',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tokenRequest/${business.userId}`,
      headers: investor.headers,
      payload: { tokenType: 'WITHDRAWAL_CONFIRMATION', isResend: false, amount: 1 },
    });
    expectApiError(res, 403, 'forbidden');
  });
});

describe('POST /api/withdrawals/{userId}', () => {
  it('reserves the amount at once: available and maxWithdrawal fall, the total keeps it, PENDING', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const before = await balanceOf(t.app, investor);
    const res = await withdraw(t.app, investor, {
      amount: 250.55,
      ...(await withdrawalCode(t, investor, 250.55)),
    });
    const body = expectContractResponse(res, 'createWithdrawal', 201);
    expect(body).toMatchObject({ status: 'PENDING', value: 250.55, date: '2026-03-10' });
    const after = await balanceOf(t.app, investor);
    expect(after.availableFunds).toBe(749.45);
    expect(after.maxWithdrawal).toBe(749.45);
    expect(after.totalBalance).toBe(before.totalBalance);
    expect(after.withdrawalsTotal).toBe(0);
    expect(after.netDeposits).toBe(1000);

    const list = await t.app.inject({
      url: `/api/withdrawals/${investor.userId}`,
      headers: investor.headers,
    });
    expect(expectContractResponse(list, 'listWithdrawals', 200)).toEqual([body]);
    const history = await t.app.inject({ url: '/api/accountHistory', headers: investor.headers });
    expect((history.json() as { content: Array<{ type: string; value: number }> }).content[0]).toMatchObject({
      type: 'WITHDRAWAL',
      value: -250.55,
    });
    expect(await auditActions(investor.userId, 'withdrawal.')).toEqual(['withdrawal.requested']);
    const { rows: audit } = await t.pool.query<{ details: object }>(
      `SELECT details FROM audit_log WHERE user_id = $1 AND action = 'withdrawal.requested'`,
      [investor.userId],
    );
    expect(audit[0]?.details).toMatchObject({ amountCents: 25_055, confirmedBy: 'sms' });
    expect(audit[0]?.details).not.toHaveProperty('keyId');
    const mail = await lastMessage(t, investor.email, 'email');
    expect(mail?.subject).toBe('We received your withdrawal request');
    expect(mail?.body).toContain('€250.55');
  });

  it('moves money once for a replayed Idempotency-Key, and refuses the key for another amount', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    const key = newKey();
    const code = await withdrawalCode(t, investor, 100);
    const first = await withdraw(t.app, investor, { amount: 100, ...code }, key);
    expect(first.statusCode).toBe(201);
    const replay = await withdraw(t.app, investor, { amount: 100, ...code }, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    expectApiError(
      await withdraw(t.app, investor, { amount: 200, ...(await withdrawalCode(t, investor, 200)) }, key),
      422,
      'idempotency-key-reused',
    );
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(900);
    const { rows } = await t.pool.query('SELECT 1 FROM withdrawals WHERE user_id = $1', [investor.userId]);
    expect(rows).toHaveLength(1);
  });

  it('refuses an unconfirmed investor (withdrawDenied)', async () => {
    const unconfirmed = await fundedInvestor(t, { cents: 100_000n, confirmed: false });
    const confirmed = (who: Session) => withdrawalCode(t, who, 10);
    expectApiError(
      await withdraw(t.app, unconfirmed, { amount: 10, ...(await confirmed(unconfirmed)) }),
      422,
      'withdrawDenied',
    );
    expectApiError(
      await withdraw(t.app, pending, { amount: 10, ...(await confirmed(pending)) }),
      422,
      'withdrawDenied',
    );
    expect((await balanceOf(t.app, unconfirmed)).availableFunds).toBe(1000);
  });

  it('refuses an amount above maxWithdrawal (something-wrong) and an investor without a payout account', async () => {
    const investor = await fundedInvestor(t, { cents: 10_000n });
    const confirmed = async (who: Session, amount: number) =>
      withdraw(t.app, who, { amount, ...(await withdrawalCode(t, who, amount)) });
    const above = await confirmed(investor, 100.01);
    expectApiError(above, 422, 'something-wrong');
    expectContractResponse(above, 'createWithdrawal', 422);
    expect((await confirmed(investor, 100)).statusCode).toBe(201);
    expectApiError(await confirmed(investor, 0.01), 422, 'something-wrong');
    const noBank = await fundedInvestor(t, { cents: 10_000n, iban: null });
    expectApiError(await confirmed(noBank, 1), 422, 'no-payout-account');
    const code = await withdrawalCode(t, investor, 1);
    expectApiError(await withdraw(t.app, investor, { amount: 0, ...code }), 400, 'validation-error');
    expectApiError(await withdraw(t.app, investor, { amount: 1.001, ...code }), 400, 'validation-error');
  });

  it("answers 403 for another investor's userId and moves nothing", async () => {
    const investor = await fundedInvestor(t, { cents: 10_000n });
    const res = await withdraw(
      t.app,
      investor,
      { amount: 1, ...(await withdrawalCode(t, investor, 1)) },
      newKey(),
      business.userId,
    );
    expectApiError(res, 403, 'forbidden');
    const list = await t.app.inject({
      url: `/api/withdrawals/${business.userId}`,
      headers: investor.headers,
    });
    expectApiError(list, 403, 'forbidden');
  });
});

describe('the SMS code is bound to the amount and the account', () => {
  async function codeFor(investor: Awaited<ReturnType<typeof fundedInvestor>>, amount: number) {
    t.clock.advance(10_000);
    const res = await requestCode(t.app, investor, { amount });
    expect(res.statusCode, res.body).toBe(200);
    const { verificationId } = res.json() as { verificationId: string };
    return { verificationId, code: (await lastCode(t, investor)).code };
  }

  it('needs a code, with two-factor on as with it off', async () => {
    for (const twoFactor of [true, false]) {
      const investor = await fundedInvestor(t, { cents: 100_000n, twoFactor });
      const res = await withdraw(t.app, investor, { amount: 10 });
      expectApiError(res, 400, 'validation-error');
      expect(res.json().message).toMatch(/verificationId/);
    }
  });

  it('a code for 100 € cannot confirm 1 000 €; it confirms 100 € once', async () => {
    const investor = await fundedInvestor(t, { cents: 200_000n, twoFactor: true });
    const { verificationId, code } = await codeFor(investor, 100);
    const other = await withdraw(t.app, investor, { amount: 1000, verificationId, code });
    expectApiError(other, 422, 'phone-confirmation-code-invalid');
    expect(other.json().message).toMatch(/another amount/);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(2000);
    const ok = await withdraw(t.app, investor, { amount: 100, verificationId, code });
    expectContractResponse(ok, 'createWithdrawal', 201);
    // Single use: the same code with a new key moves nothing more.
    const twice = await withdraw(t.app, investor, { amount: 100, verificationId, code });
    expectApiError(twice, 422, 'phone-confirmation-code-invalid');
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(1900);
    const { rows } = await t.pool.query<{ confirmed: boolean }>(
      `SELECT verification_id_hash IS NOT NULL AS confirmed FROM withdrawals WHERE user_id = $1`,
      [investor.userId],
    );
    expect(rows).toEqual([{ confirmed: true }]);
  });

  it('a code of a changed payout account is refused', async () => {
    const investor = await fundedInvestor(t, { cents: 200_000n, twoFactor: true });
    const { verificationId, code } = await codeFor(investor, 50);
    await t.ownerPool.query('UPDATE bank_accounts SET iban = $2 WHERE user_id = $1', [
      investor.userId,
      TEST_IBANS[1],
    ]);
    expectApiError(
      await withdraw(t.app, investor, { amount: 50, verificationId, code }),
      422,
      'phone-confirmation-code-invalid',
    );
  });

  it('five wrong codes kill it: the right code is refused after', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n, twoFactor: true });
    const { verificationId, code } = await codeFor(investor, 10);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const res = await withdraw(t.app, investor, { amount: 10, verificationId, code: wrong });
      expectApiError(res, 422, 'phone-confirmation-code-invalid');
      if (i === 4) expect(res.json().message).toMatch(/request a new code/);
    }
    expectApiError(
      await withdraw(t.app, investor, { amount: 10, verificationId, code }),
      422,
      'phone-confirmation-code-invalid',
    );
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(1000);
    expect(await auditActions(investor.userId, 'withdrawal.code-refused')).toHaveLength(5);
  });

  it('concurrent guesses get five tries in all, never more', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n, twoFactor: true });
    const { verificationId, code } = await codeFor(investor, 10);
    const guesses = Array.from({ length: 30 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const results = await Promise.all(
      guesses.map((guess) => withdraw(t.app, investor, { amount: 10, verificationId, code: guess })),
    );
    for (const r of results) expectApiError(r, 422, 'phone-confirmation-code-invalid');
    const { rows } = await t.pool.query<{ attempts: number }>(
      'SELECT attempts FROM verification_codes WHERE user_id = $1',
      [investor.userId],
    );
    expect(rows).toEqual([{ attempts: 5 }]);
    expect(await auditActions(investor.userId, 'withdrawal.code-refused')).toHaveLength(5);
  });

  it('an expired code is refused (phone-confirmation-expired)', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n, twoFactor: true });
    const { verificationId, code } = await codeFor(investor, 10);
    t.clock.advance(5 * 60 * 1000);
    expectApiError(
      await withdraw(t.app, investor, { amount: 10, verificationId, code }),
      422,
      'phone-confirmation-expired',
    );
  });

  it("another investor's code confirms nothing", async () => {
    const owner = await fundedInvestor(t, { cents: 100_000n, twoFactor: true });
    const thief = await fundedInvestor(t, { cents: 100_000n, twoFactor: true });
    const { verificationId, code } = await codeFor(owner, 10);
    expectApiError(
      await withdraw(t.app, thief, { amount: 10, verificationId, code }),
      422,
      'phone-confirmation-code-invalid',
    );
    expect((await withdraw(t.app, owner, { amount: 10, verificationId, code })).statusCode).toBe(201);
  });
});

describe('GET /api/withdrawals/{userId}', () => {
  it('sorts by date, amount or status, pages with limit and offset', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n });
    for (const amount of [30, 10, 20]) {
      expect(
        (await withdraw(t.app, investor, { amount, ...(await withdrawalCode(t, investor, amount)) }))
          .statusCode,
      ).toBe(201);
      t.clock.advance(60_000);
    }
    const list = async (query: string) => {
      const res = await t.app.inject({
        url: `/api/withdrawals/${investor.userId}${query}`,
        headers: investor.headers,
      });
      return (expectContractResponse(res, 'listWithdrawals', 200) as Array<{ value: number }>).map(
        (w) => w.value,
      );
    };
    expect(await list('')).toEqual([20, 10, 30]);
    expect(await list('?direction=asc')).toEqual([30, 10, 20]);
    expect(await list('?sort=amount&direction=desc')).toEqual([30, 20, 10]);
    expect(await list('?sort=amount&direction=asc&limit=2&offset=1')).toEqual([20, 30]);
    expect(await list('?offset=3')).toEqual([]);
  });
});

describe('concurrency: 200 withdrawals and purchases against one balance, two server instances', () => {
  it('never takes the balance below zero and moves exactly what succeeded', async () => {
    // 100,00 € and 200 requests of 1,00 €: 140 withdrawals over two apps, 60 purchases posted directly.
    const investor = await fundedInvestor(t, { cents: 10_000n });
    const second = await secondInstance(t);
    try {
      const purchase = async () => {
        try {
          await withTransaction(t.ownerPool, async (tx) => {
            const cash = await investorCashAccountId(tx, investor.userId);
            const { rows } = await tx.query<{ id: string }>(
              'SELECT open_investor_invested_account($1) AS id',
              [investor.userId],
            );
            await postTransaction(tx, {
              kind: 'purchase',
              occurredAt: t.clock.now(),
              entries: [
                { accountId: cash, amountCents: -100n },
                { accountId: rows[0]!.id, amountCents: 100n },
              ],
            });
          });
          return 'ok';
        } catch (err) {
          if ((err as { code?: string }).code === INSUFFICIENT_FUNDS) return 'refused';
          throw err;
        }
      };
      // Each withdrawal's code is ready before the race starts.
      const codes = await Promise.all(Array.from({ length: 140 }, () => withdrawalCode(t, investor, 1)));
      const jobs: Array<Promise<string>> = [];
      for (let i = 0; i < 200; i++) {
        if (i % 10 < 3) jobs.push(purchase());
        else {
          const app = i % 2 === 0 ? t.app : second;
          jobs.push(
            withdraw(app, investor, { amount: 1, ...codes.pop()! }).then((r) => {
              if (r.statusCode === 201) return 'ok';
              expectApiError(r, 422, 'something-wrong');
              return 'refused';
            }),
          );
        }
      }
      const outcomes = await Promise.all(jobs);
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(100);
      const { rows } = await t.pool.query<{ balance_cents: string }>(
        `SELECT balance_cents FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'`,
        [investor.userId],
      );
      expect(rows[0]!.balance_cents).toBe('0');
      const { rows: low } = await t.pool.query(
        `SELECT 1 FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
          WHERE a.user_id = $1 AND e.balance_after_cents < 0`,
        [investor.userId],
      );
      expect(low).toHaveLength(0);
      const balance = await balanceOf(t.app, investor);
      expect(balance.availableFunds).toBe(0);
      expect(balance.maxWithdrawal).toBe(0);
    } finally {
      await second.close();
    }
  });
});
