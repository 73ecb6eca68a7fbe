import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { withTransaction } from '../../src/platform/db/pool.ts';
import { investorCashAccountId, postTransaction, systemAccountId } from '../../src/modules/ledger/ledger.ts';
import { newSmsCode, smsCodeHash, userCodeBinding } from '../../src/modules/verification/index.ts';
import { sha256 } from '../../src/platform/security.ts';
import { signIn, type Session, type TestApp } from './app.ts';
import { lastMessage, registerInvestor } from './registration.ts';

/** Valid IBANs (ibantools-checked): what the investors' main bank accounts hold in tests. */
export const TEST_IBANS = ['SI56191000000123438', 'DE89370400440532013000', 'SI56020170014356205'] as const;

let sequence = 0;

/** The password of every investor fundedInvestor registers. */
export const INVESTOR_PASSWORD = 'Withdraw-Test-2026!';

export interface Investor extends Session {
  phone: string;
  email: string;
}

/**
 * A new investor with a cash balance of `cents` (booked as a deposit), confirmed with a main bank
 * account unless told otherwise, two-factor as asked.
 */
export async function fundedInvestor(
  t: TestApp,
  options: {
    cents?: bigint;
    confirmed?: boolean;
    iban?: string | null;
    twoFactor?: boolean;
    language?: 'EN' | 'SL';
  } = {},
): Promise<Investor> {
  const { cents = 0n, confirmed = true, iban = TEST_IBANS[0], twoFactor = false, language = 'EN' } = options;
  const email = `withdraw-${process.pid}-${sequence++}@example.com`;
  const password = INVESTOR_PASSWORD;
  const { res } = await registerInvestor(t, email, password);
  expect(res.statusCode, res.body).toBe(201);
  const session = await signIn(t.app, email, password);
  const userId = session.userId;
  await withTransaction(t.ownerPool, async (client) => {
    await client.query(
      `UPDATE users SET status = $2, confirmed_at = CASE WHEN $2 = 'confirmed' THEN now() END,
              two_factor_enabled = $3, language = $4 WHERE id = $1`,
      [userId, confirmed ? 'confirmed' : 'pending', twoFactor, language],
    );
    if (iban) {
      // A payout account chosen before the test's time, its cooling-off over.
      await client.query(
        `INSERT INTO bank_accounts (user_id, iban, bank_name, holder_name, is_main, created_at, payout_since,
           withdrawals_from)
         SELECT $1, $2, 'Test banka', first_name || ' ' || last_name, true, $3, $3, $3 FROM users WHERE id = $1`,
        [userId, iban, t.clock.now()],
      );
    }
    if (cents > 0n) {
      const cash = await investorCashAccountId(client, userId);
      const bank = await systemAccountId(client, 'bank-transfers');
      const txId = await postTransaction(client, {
        kind: 'deposit',
        occurredAt: t.clock.now(),
        externalRef: `withdraw-test:${userId}:${sequence++}`,
        entries: [
          { accountId: cash, amountCents: cents },
          { accountId: bank, amountCents: -cents },
        ],
      });
      await client.query(
        `INSERT INTO deposits (user_id, amount_cents, status, received_at, ledger_transaction_id)
         VALUES ($1, $2, 'PROCESSED', $3, $4)`,
        [userId, cents.toString(), t.clock.now(), txId],
      );
    }
  });
  const { rows } = await t.pool.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [userId]);
  return { ...session, phone: rows[0]!.phone, email };
}

let keySequence = 0;
export const newKey = () => `withdraw-key-${process.pid}-${keySequence++}-${Date.now()}`;

export function withdraw(
  app: FastifyInstance,
  who: Session,
  body: { amount: number; verificationId?: string; code?: string },
  key: string = newKey(),
  userId: number = who.userId,
) {
  return app.inject({
    method: 'POST',
    url: `/api/withdrawals/${userId}`,
    headers: { ...who.headers, 'idempotency-key': key },
    payload: body,
  });
}

export function requestCode(
  app: FastifyInstance,
  who: Session,
  body: {
    amount?: number;
    tokenType?: string;
    isResend?: boolean;
    iban?: string;
    holderName?: string;
    investmentId?: number;
    strategy?: string;
  },
) {
  return app.inject({
    method: 'POST',
    url: `/api/tokenRequest/${who.userId}`,
    headers: who.headers,
    payload: { tokenType: 'WITHDRAWAL_CONFIRMATION', isResend: false, ...body },
  });
}

/** The code of the newest SMS to the investor. */
export async function lastCode(t: TestApp, who: Investor): Promise<{ code: string; text: string }> {
  const sms = await lastMessage(t, who.phone, 'sms');
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  expect(code, sms?.body).toBeDefined();
  return { code: code!, text: sms!.body };
}

export async function balanceOf(app: FastifyInstance, who: Session) {
  const res = await app.inject({ url: '/api/accountBalance', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    availableFunds: number;
    totalBalance: number;
    maxWithdrawal: number;
    withdrawalsTotal: number;
    netDeposits: number;
    depositsTotal: number;
  };
}

/**
 * A WITHDRAWAL_CONFIRMATION code for `amount` to the investor's payout account, written straight into
 * the table as the SMS would have brought it (the SMS round trip, its throttle and its text are
 * withdrawals.test.ts's subject): for tests about what a confirmed withdrawal does.
 */
export async function withdrawalCode(
  t: TestApp,
  who: Session,
  amount: number,
): Promise<{ verificationId: string; code: string }> {
  const cents = BigInt(Math.round(amount * 100));
  const { rows } = await t.pool.query<{ iban: string }>(
    'SELECT iban FROM bank_accounts WHERE user_id = $1 AND is_main',
    [who.userId],
  );
  const iban = rows[0]?.iban ?? TEST_IBANS[0];
  const verificationId = randomBytes(32).toString('base64url');
  const code = newSmsCode();
  const now = t.clock.now();
  await t.ownerPool.query(
    `INSERT INTO verification_codes (id_hash, user_id, purpose, code_hash, amount_cents, iban, created_at, expires_at)
     VALUES ($1, $2, 'WITHDRAWAL_CONFIRMATION', $3, $4, $5, $6, $7)`,
    [
      sha256(verificationId),
      who.userId,
      smsCodeHash(verificationId, code, userCodeBinding('WITHDRAWAL_CONFIRMATION', cents, iban)),
      cents.toString(),
      iban,
      now,
      new Date(now.getTime() + 5 * 60 * 1000),
    ],
  );
  return { verificationId, code };
}
