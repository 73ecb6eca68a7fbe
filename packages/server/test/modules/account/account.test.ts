import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/platform/db/pool.ts';
import {
  investorCashAccountId,
  postTransaction,
  systemAccountId,
} from '../../../src/modules/ledger/ledger.ts';
import { investorReference } from '../../../src/modules/account/reference.ts';
import {
  createTestApp,
  expectApiError,
  expectContractResponse,
  login,
  signIn,
  signInOperator,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { camtDocument, ownName } from '../../helpers/camt.ts';
import { lastMessage, registerInvestor } from '../../helpers/registration.ts';
import {
  balanceOf,
  fundedInvestor,
  INVESTOR_PASSWORD,
  lastCode,
  requestCode,
  withdraw,
  type Investor,
  withdrawalCode,
} from '../../helpers/withdrawals.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

type Purpose = 'TWO_FACTOR_CHANGE' | 'DELETE_ACCOUNT' | 'CHANGE_PASSWORD';

/** A new code of the purpose (the clock moves past the 9-second resend wait first): the body to confirm with. */
async function codeFor(investor: Investor, purpose: Purpose) {
  t.clock.advance(10_000);
  const res = await requestCode(t.app, investor, { tokenType: purpose });
  const { verificationId } = expectContractResponse(res, 'requestVerificationCode', 200) as {
    verificationId: string;
  };
  return { verificationId, code: (await lastCode(t, investor)).code };
}

/** The text of the newest SMS of a code of the purpose. */
async function smsFor(investor: Investor, purpose: Purpose) {
  await codeFor(investor, purpose);
  return (await lastCode(t, investor)).text;
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

function twoFactor(app: FastifyInstance, who: Session, on: boolean, body: object) {
  return app.inject({
    method: on ? 'PUT' : 'DELETE',
    url: `/api/twoFactorAuth/${who.userId}`,
    headers: who.headers,
    payload: body,
  });
}

function deleteAccount(app: FastifyInstance, who: Session, body: object) {
  return app.inject({
    method: 'POST',
    url: `/api/deleteAccount/${who.userId}`,
    headers: who.headers,
    payload: body,
  });
}

function changePassword(app: FastifyInstance, who: Session, body: object) {
  return app.inject({ method: 'POST', url: '/api/passwordReset', headers: who.headers, payload: body });
}

function updateCustomer(app: FastifyInstance, who: Investor, body: object, pathId = who.userId) {
  return app.inject({
    method: 'PUT',
    url: `/api/updateCustomer/${pathId}`,
    headers: who.headers,
    payload: { Id: who.userId, username: who.email, ...body },
  });
}

async function customer(who: Session) {
  return t.app.inject({ url: `/api/customer/${who.userId}`, headers: who.headers });
}

async function auditOf(userId: number, action: string) {
  const { rows } = await t.pool.query<{ details: Record<string, unknown> }>(
    'SELECT details FROM audit_log WHERE user_id = $1 AND action = $2 ORDER BY id',
    [userId, action],
  );
  return rows.map((r) => r.details);
}

/**
 * Books `cents` to the investor's cash account as a bank transfer, or (negative) takes them as the
 * provider's deduction, as the owner would: the pairs the ledger allows (migrations/0023).
 */
async function book(investor: Investor, cents: bigint) {
  await withTransaction(t.ownerPool, async (client) => {
    const cash = await investorCashAccountId(client, investor.userId);
    const other = await systemAccountId(client, cents > 0n ? 'bank-transfers' : 'provider');
    await postTransaction(client, {
      kind: cents > 0n ? 'deposit' : 'deduction',
      occurredAt: t.clock.now(),
      checkFunds: false,
      entries: [
        { accountId: cash, amountCents: cents },
        { accountId: other, amountCents: -cents },
      ],
    });
  });
}

describe('POST /api/tokenRequest/{Id} for the account actions', () => {
  it('sends each purpose a code that says what it confirms, in the user language, kept only as a hash', async () => {
    const investor = await fundedInvestor(t);
    const texts: Record<Purpose, string> = {
      TWO_FACTOR_CHANGE: await smsFor(investor, 'TWO_FACTOR_CHANGE'),
      DELETE_ACCOUNT: await smsFor(investor, 'DELETE_ACCOUNT'),
      CHANGE_PASSWORD: await smsFor(investor, 'CHANGE_PASSWORD'),
    };
    expect(texts.TWO_FACTOR_CHANGE).toMatch(/^Invest: code \d{6} switches two-factor authentication on\./);
    expect(texts.DELETE_ACCOUNT).toMatch(/^Invest: code \d{6} closes your Invest account\./);
    expect(texts.CHANGE_PASSWORD).toMatch(/^Invest: code \d{6} confirms your new password\./);
    const { rows } = await t.pool.query<{ purpose: string; amount_cents: string | null }>(
      'SELECT purpose, amount_cents FROM verification_codes WHERE user_id = $1 ORDER BY created_at',
      [investor.userId],
    );
    expect(rows).toEqual([
      { purpose: 'TWO_FACTOR_CHANGE', amount_cents: null },
      { purpose: 'DELETE_ACCOUNT', amount_cents: null },
      { purpose: 'CHANGE_PASSWORD', amount_cents: null },
    ]);
    const sent = await auditOf(investor.userId, 'verification.code-sent');
    expect(sent.map((d) => d.purpose)).toEqual(['TWO_FACTOR_CHANGE', 'DELETE_ACCOUNT', 'CHANGE_PASSWORD']);
    const { code } = await lastCode(t, investor);
    expect(JSON.stringify(sent)).not.toContain(code);

    const slovene = await fundedInvestor(t, { language: 'SL', twoFactor: true });
    expect(await smsFor(slovene, 'TWO_FACTOR_CHANGE')).toMatch(
      /^Invest: koda \d{6} izklopi dvostopenjsko preverjanje pristnosti\. Velja 5 minut\./,
    );
  });

  it('resends no sooner than 9 seconds (429 wait10Seconds, Retry-After); only the newest code counts', async () => {
    const investor = await fundedInvestor(t);
    const first = await codeFor(investor, 'TWO_FACTOR_CHANGE');
    t.clock.advance(4_000);
    const early = await requestCode(t.app, investor, { tokenType: 'TWO_FACTOR_CHANGE', isResend: true });
    expectApiError(early, 429, 'wait10Seconds');
    expect(early.headers['retry-after']).toBe('5');
    // Another purpose has its own wait.
    await codeFor(investor, 'CHANGE_PASSWORD');
    const second = await codeFor(investor, 'TWO_FACTOR_CHANGE');
    expectApiError(await twoFactor(t.app, investor, true, first), 422, 'phone-confirmation-code-invalid');
    expectContractResponse(await twoFactor(t.app, investor, true, second), 'enableTwoFactorAuth', 200);
  });

  it('answers 403 for another user and 400 with an amount', async () => {
    const investor = await fundedInvestor(t);
    const other = await fundedInvestor(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tokenRequest/${other.userId}`,
      headers: investor.headers,
      payload: { tokenType: 'DELETE_ACCOUNT', isResend: false },
    });
    expectApiError(res, 403, 'forbidden');
    expectApiError(
      await requestCode(t.app, investor, { tokenType: 'CHANGE_PASSWORD', amount: 5 }),
      400,
      'validation-error',
    );
  });
});

describe('a code confirms only its own purpose, once, in time, within five tries', () => {
  it('refuses a code of another purpose', async () => {
    const investor = await fundedInvestor(t);
    const twoFactorCode = await codeFor(investor, 'TWO_FACTOR_CHANGE');
    const deleteCode = await codeFor(investor, 'DELETE_ACCOUNT');
    const passwordCode = await codeFor(investor, 'CHANGE_PASSWORD');
    expectApiError(
      await deleteAccount(t.app, investor, twoFactorCode),
      422,
      'phone-confirmation-code-invalid',
    );
    expectApiError(
      await changePassword(t.app, investor, { ...deleteCode, newPassword: 'Another-Secret-9' }),
      422,
      'phone-confirmation-code-invalid',
    );
    expectApiError(
      await twoFactor(t.app, investor, true, passwordCode),
      422,
      'phone-confirmation-code-invalid',
    );
    expect((await customer(investor)).statusCode).toBe(200);
    expect((await login(t.app, investor.email, INVESTOR_PASSWORD)).statusCode).toBe(200);
    const { rows } = await t.pool.query(
      'SELECT 1 FROM verification_codes WHERE consumed_at IS NOT NULL AND user_id = $1',
      [investor.userId],
    );
    expect(rows).toHaveLength(0);
  });

  it('a two-factor code confirms the state it was asked for: an "on" code cannot switch it off', async () => {
    const investor = await fundedInvestor(t);
    const on = await codeFor(investor, 'TWO_FACTOR_CHANGE');
    expectApiError(await twoFactor(t.app, investor, false, on), 422, 'phone-confirmation-code-invalid');
    const status = expectContractResponse(
      await twoFactor(t.app, investor, true, on),
      'enableTwoFactorAuth',
      200,
    );
    expect(status).toEqual({ confirmed: true, twoFactorAuthEnabled: true });
  });

  it('is single use: a replay confirms nothing', async () => {
    const investor = await fundedInvestor(t);
    const on = await codeFor(investor, 'TWO_FACTOR_CHANGE');
    expect((await twoFactor(t.app, investor, true, on)).statusCode).toBe(200);
    expectApiError(await twoFactor(t.app, investor, true, on), 422, 'phone-confirmation-code-invalid');
    expect(await auditOf(investor.userId, 'two-factor.changed')).toEqual([{ enabled: true }]);
  });

  it('expires after 5 minutes (phone-confirmation-expired)', async () => {
    const investor = await fundedInvestor(t);
    const code = await codeFor(investor, 'CHANGE_PASSWORD');
    t.clock.advance(5 * 60 * 1000);
    const res = await changePassword(t.app, investor, { ...code, newPassword: 'Later-Secret-77' });
    expect(expectContractResponse(res, 'resetPassword', 422)).toMatchObject({
      key: 'phone-confirmation-expired',
    });
    expect((await login(t.app, investor.email, INVESTOR_PASSWORD)).statusCode).toBe(200);
  });

  it('dies on the fifth wrong try: the right code is refused as the sixth', async () => {
    const investor = await fundedInvestor(t);
    const { verificationId, code } = await codeFor(investor, 'DELETE_ACCOUNT');
    for (let i = 1; i <= 5; i++) {
      const res = await deleteAccount(t.app, investor, { verificationId, code: otherThan(code) });
      expectApiError(res, 422, 'phone-confirmation-code-invalid');
      expect(res.json().message).toMatch(i === 5 ? /request a new code/ : /^Wrong confirmation code$/);
    }
    expectApiError(
      await deleteAccount(t.app, investor, { verificationId, code }),
      422,
      'phone-confirmation-code-invalid',
    );
    expect((await customer(investor)).statusCode).toBe(200);
    const refused = await auditOf(investor.userId, 'verification.code-refused');
    expect(refused.map((d) => d.attempts)).toEqual([1, 2, 3, 4, 5]);
    expect(refused.every((d) => d.purpose === 'DELETE_ACCOUNT' && d.reason === 'wrong')).toBe(true);
  });

  it("another user's code confirms nothing", async () => {
    const owner = await fundedInvestor(t);
    const thief = await fundedInvestor(t);
    const code = await codeFor(owner, 'TWO_FACTOR_CHANGE');
    expectApiError(await twoFactor(t.app, thief, true, code), 422, 'phone-confirmation-code-invalid');
    expect((await twoFactor(t.app, owner, true, code)).statusCode).toBe(200);
  });
});

describe('two-factor on and off', () => {
  it('switches on with a code, off with another, e-mailing each change', async () => {
    const investor = await fundedInvestor(t, { cents: 10_000n });
    expect(
      (await twoFactor(t.app, investor, true, await codeFor(investor, 'TWO_FACTOR_CHANGE'))).statusCode,
    ).toBe(200);
    const on = (await customer(investor)).json() as { status: { twoFactorAuthEnabled: boolean } };
    expect(on.status.twoFactorAuthEnabled).toBe(true);
    expect((await lastMessage(t, investor.email, 'email'))?.subject).toBe('Two-factor authentication is on');

    const off = await codeFor(investor, 'TWO_FACTOR_CHANGE');
    expect((await lastCode(t, investor)).text).toMatch(/switches two-factor authentication off/);
    const res = await twoFactor(t.app, investor, false, off);
    expect(expectContractResponse(res, 'disableTwoFactorAuth', 200)).toEqual({
      confirmed: true,
      twoFactorAuthEnabled: false,
    });
    expect((await lastMessage(t, investor.email, 'email'))?.subject).toBe('Two-factor authentication is off');
    expect(
      (await withdraw(t.app, investor, { amount: 10, ...(await withdrawalCode(t, investor, 10)) }))
        .statusCode,
    ).toBe(201);
    expect(await auditOf(investor.userId, 'two-factor.changed')).toEqual([
      { enabled: true },
      { enabled: false },
    ]);
  });

  it('needs the code: a body without one is 400', async () => {
    const investor = await fundedInvestor(t);
    expectApiError(
      await twoFactor(t.app, investor, true, { verificationId: 'x'.repeat(43) }),
      400,
      'validation-error',
    );
  });
});

describe('changing the password while signed in', () => {
  it('keeps this session, ends the others, and the new password logs in', async () => {
    const investor = await fundedInvestor(t);
    const laptop = await signIn(t.app, investor.email, INVESTOR_PASSWORD);
    const code = await codeFor(investor, 'CHANGE_PASSWORD');
    const res = await changePassword(t.app, investor, { ...code, newPassword: 'Brand-New-Secret-42' });
    expectContractResponse(res, 'resetPassword', 200);
    expect((await customer(investor)).statusCode).toBe(200);
    expectApiError(await customer(laptop), 401, 'unauthorized');
    expect((await login(t.app, investor.email, INVESTOR_PASSWORD)).statusCode).toBe(400);
    expect((await login(t.app, investor.email, 'Brand-New-Secret-42')).statusCode).toBe(200);
    expect(await auditOf(investor.userId, 'password.changed')).toEqual([{ sessionsRevoked: 1 }]);
    const mail = await lastMessage(t, investor.email, 'email');
    expect(mail?.subject).toBe('Your Invest password was changed');
    expect(mail?.body).not.toContain('Brand-New-Secret-42');
  });

  it('refuses a weak password before the code is tried (no attempt spent)', async () => {
    const investor = await fundedInvestor(t);
    const code = await codeFor(investor, 'CHANGE_PASSWORD');
    const weak = await changePassword(t.app, investor, { ...code, newPassword: 'onlyletters' });
    expectApiError(weak, 400, 'validation-error');
    const { rows } = await t.pool.query<{ attempts: number }>(
      'SELECT attempts FROM verification_codes WHERE user_id = $1',
      [investor.userId],
    );
    expect(rows).toEqual([{ attempts: 0 }]);
    expect(
      (await changePassword(t.app, investor, { ...code, newPassword: 'Letters-and-1' })).statusCode,
    ).toBe(200);
  });
});

describe('POST /api/deleteAccount/{userId}', () => {
  it('refuses 1,00 € (no code is even sent) and allows 0,99 €', async () => {
    const rich = await fundedInvestor(t, { cents: 100n });
    const refused = await requestCode(t.app, rich, { tokenType: 'DELETE_ACCOUNT' });
    expect(expectContractResponse(refused, 'requestVerificationCode', 422)).toMatchObject({
      key: 'deleteAccountErrorAccountValue',
    });
    expect(await lastMessage(t, rich.phone, 'sms')).toBeUndefined();

    const poor = await fundedInvestor(t, { cents: 99n });
    const code = await codeFor(poor, 'DELETE_ACCOUNT');
    expectContractResponse(await deleteAccount(t.app, poor, code), 'deleteAccount', 200);
    expectApiError(await customer(poor), 401, 'unauthorized');
    expect(await auditOf(poor.userId, 'account.closed')).toEqual([
      { sessionsRevoked: 1, identityRetained: true, residualCents: 99 },
    ]);
  });

  it('checks the balance again when the code is spent: money that arrived meanwhile refuses it', async () => {
    const investor = await fundedInvestor(t, { cents: 99n });
    const code = await codeFor(investor, 'DELETE_ACCOUNT');
    await book(investor, 1n);
    const res = await deleteAccount(t.app, investor, code);
    expect(expectContractResponse(res, 'deleteAccount', 422)).toMatchObject({
      key: 'deleteAccountErrorAccountValue',
    });
    expect((await customer(investor)).statusCode).toBe(200);
    // The refusal rolled the spend back: once the money is gone the same code closes the account.
    await book(investor, -1n);
    expect((await deleteAccount(t.app, investor, code)).statusCode).toBe(200);
  });

  it('counts money reserved for a withdrawal and a debt of 1 € as account value', async () => {
    const withdrawing = await fundedInvestor(t, { cents: 150n });
    expect(
      (await withdraw(t.app, withdrawing, { amount: 1.5, ...(await withdrawalCode(t, withdrawing, 1.5)) }))
        .statusCode,
    ).toBe(201);
    expect((await balanceOf(t.app, withdrawing)).totalBalance).toBe(1.5);
    expectApiError(
      await requestCode(t.app, withdrawing, { tokenType: 'DELETE_ACCOUNT' }),
      422,
      'deleteAccountErrorAccountValue',
    );

    const indebted = await fundedInvestor(t);
    await book(indebted, -100n);
    expectApiError(
      await requestCode(t.app, indebted, { tokenType: 'DELETE_ACCOUNT' }),
      422,
      'deleteAccountErrorAccountValue',
    );
  });

  it('erases the person from the profile, keeps the ledger, and frees the e-mail to register again', async () => {
    const investor = await fundedInvestor(t, { cents: 50n });
    const other = await signIn(t.app, investor.email, INVESTOR_PASSWORD);
    await codeFor(investor, 'CHANGE_PASSWORD');
    const code = await codeFor(investor, 'DELETE_ACCOUNT');
    expect((await deleteAccount(t.app, investor, code)).statusCode).toBe(200);

    expectApiError(await customer(other), 401, 'unauthorized');
    expect((await login(t.app, investor.email, INVESTOR_PASSWORD)).statusCode).toBe(400);
    const { rows: users } = await t.pool.query(
      `SELECT username, email, first_name, last_name, phone, date_of_birth, street_name, city, tax_no,
              closed_at IS NOT NULL AS closed
         FROM users WHERE id = $1`,
      [investor.userId],
    );
    expect(users).toEqual([
      {
        username: `closed-${investor.userId}@closed.invalid`,
        email: `closed-${investor.userId}@closed.invalid`,
        first_name: '',
        last_name: '',
        phone: null,
        date_of_birth: null,
        street_name: null,
        city: null,
        tax_no: null,
        closed: true,
      },
    ]);
    // Nothing left anywhere that names the person, beyond the retention record.
    const { rows: outbox } = await t.pool.query<{ recipient: string; body: string }>(
      'SELECT recipient, body FROM outbox WHERE user_id = $1',
      [investor.userId],
    );
    expect(outbox.length).toBeGreaterThan(0);
    for (const message of outbox) {
      expect(message).toEqual({ recipient: `closed-${investor.userId}@closed.invalid`, body: '' });
    }
    expect(
      (
        await t.pool.query(
          'SELECT 1 FROM verification_codes WHERE user_id = $1 AND consumed_at IS NULL AND superseded_at IS NULL',
          [investor.userId],
        )
      ).rowCount,
    ).toBe(0);
    const { rows: retained } = await t.pool.query<{ identity: Record<string, unknown>; years: number }>(
      `SELECT identity, extract(year FROM age(retain_until, closed_at))::int AS years
         FROM closed_profiles WHERE user_id = $1`,
      [investor.userId],
    );
    expect(retained).toHaveLength(1);
    expect(retained[0]!.years).toBe(10);
    expect(retained[0]!.identity).toMatchObject({
      firstName: 'Nina',
      lastName: 'Zupan',
      email: investor.email,
      phone: investor.phone,
    });
    // The ledger keeps the residual 0,50 € on the closed profile's account.
    const { rows: cash } = await t.pool.query<{ balance_cents: string }>(
      `SELECT balance_cents::text FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'`,
      [investor.userId],
    );
    expect(cash).toEqual([{ balance_cents: '50' }]);

    const exists = await t.app.inject({
      url: `/api/existsCustomerByUsername?username=${encodeURIComponent(investor.email)}`,
    });
    expect(exists.json()).toBe(false);
    const { res } = await registerInvestor(t, investor.email, 'A-Fresh-Start-1');
    expect(res.statusCode, res.body).toBe(201);
  });

  it('keeps no identification record for a profile that was never identified and moved no money', async () => {
    const investor = await fundedInvestor(t, { confirmed: false, iban: null });
    expect((await deleteAccount(t.app, investor, await codeFor(investor, 'DELETE_ACCOUNT'))).statusCode).toBe(
      200,
    );
    const { rowCount } = await t.pool.query('SELECT 1 FROM closed_profiles WHERE user_id = $1', [
      investor.userId,
    ]);
    expect(rowCount).toBe(0);
    expect(await auditOf(investor.userId, 'account.closed')).toEqual([
      { sessionsRevoked: 1, identityRetained: false, residualCents: 0 },
    ]);
  });

  it('books a bank credit quoting a closed profile to suspense, not to the profile', async () => {
    const investor = await fundedInvestor(t);
    expect((await deleteAccount(t.app, investor, await codeFor(investor, 'DELETE_ACCOUNT'))).statusCode).toBe(
      200,
    );
    const operator = await signInOperator(t.app);
    const xml = camtDocument(
      [
        {
          ref: `closed-${investor.userId}`,
          amount: '25.00',
          structured: investorReference(investor.userId),
          debtorName: await ownName(t.pool, investor.userId),
        },
      ],
      { iban: t.config.platformAccount.iban },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/statements',
      headers: { ...operator.headers, 'content-type': 'application/xml' },
      payload: xml,
    });
    expect(res.json()).toMatchObject({ booked: 0, suspense: 1 });
    const { rows } = await t.pool.query<{ suspense_reason: string | null }>(
      'SELECT suspense_reason FROM bank_credits WHERE bank_ref = $1',
      [`closed-${investor.userId}`],
    );
    expect(rows).toEqual([{ suspense_reason: 'unknown-investor' }]);
    expect(
      (await t.pool.query('SELECT 1 FROM deposits WHERE user_id = $1', [investor.userId])).rowCount,
    ).toBe(0);
  });

  it('a credit and a closure at once: either the closure is refused or the credit goes to suspense', async () => {
    const investor = await fundedInvestor(t, { cents: 10n });
    const code = await codeFor(investor, 'DELETE_ACCOUNT');
    const operator = await signInOperator(t.app);
    const xml = camtDocument(
      [
        {
          ref: `race-${investor.userId}`,
          amount: '5.00',
          structured: investorReference(investor.userId),
          debtorName: await ownName(t.pool, investor.userId),
        },
      ],
      { iban: t.config.platformAccount.iban },
    );
    const [closed, imported] = await Promise.all([
      deleteAccount(t.app, investor, code),
      t.app.inject({
        method: 'POST',
        url: '/api/ops/statements',
        headers: { ...operator.headers, 'content-type': 'application/xml' },
        payload: xml,
      }),
    ]);
    const outcome = imported.json() as { booked: number; suspense: number };
    if (closed.statusCode === 200) expect(outcome).toMatchObject({ booked: 0, suspense: 1 });
    else {
      expectApiError(closed, 422, 'deleteAccountErrorAccountValue');
      expect(outcome).toMatchObject({ booked: 1, suspense: 0 });
    }
  });
});

describe('PUT /api/updateCustomer/{Id}', () => {
  it('changes the language and answers the updated user; the next SMS is in it', async () => {
    const investor = await fundedInvestor(t);
    const res = await updateCustomer(t.app, investor, { settings: { language: 'SL' } });
    const user = expectContractResponse(res, 'updateCustomer', 200) as { settings: { language: string } };
    expect(user.settings.language).toBe('SL');
    expect(await smsFor(investor, 'CHANGE_PASSWORD')).toMatch(/^Invest: koda/);
    expect(await auditOf(investor.userId, 'profile.updated')).toEqual([{ field: 'settings.language' }]);
  });

  it('changes one notification entry and leaves the others', async () => {
    const investor = await fundedInvestor(t);
    const before = (await customer(investor)).json() as {
      settings: { notifications: Record<string, unknown> };
    };
    const res = await updateCustomer(t.app, investor, {
      settings: { notifications: { accountSummary: 'WEEKLY' } },
    });
    const after = expectContractResponse(res, 'updateCustomer', 200) as typeof before;
    expect(after.settings.notifications).toEqual({
      ...before.settings.notifications,
      accountSummary: 'WEEKLY',
    });
    const news = await updateCustomer(t.app, investor, { settings: { notifications: { news: true } } });
    expect((news.json() as typeof before).settings.notifications).toEqual({
      ...before.settings.notifications,
      accountSummary: 'WEEKLY',
      news: true,
    });
  });

  it('refuses two entries, or none (400), and changes nothing', async () => {
    const investor = await fundedInvestor(t);
    for (const body of [
      { settings: { language: 'SL', notifications: { news: true } } },
      { settings: { notifications: { news: true, updates: false } } },
      { taxNo: '12345678', investorProfile: { annualIncome: 'EUR_0_20000' } },
      { settings: {} },
      {},
    ]) {
      const res = await updateCustomer(t.app, investor, body);
      expect(expectContractResponse(res, 'updateCustomer', 400)).toMatchObject({ key: 'validation-error' });
    }
    const user = (await customer(investor)).json() as { settings: { language: string } };
    expect(user.settings.language).toBe('EN');
    expect(await auditOf(investor.userId, 'profile.updated')).toEqual([]);
  });

  it("refuses another user's Id (403), in the path or in the body, and a username not the caller's", async () => {
    const investor = await fundedInvestor(t);
    const other = await fundedInvestor(t);
    expectApiError(await updateCustomer(t.app, investor, { taxNo: '1' }, other.userId), 403, 'forbidden');
    expectApiError(await updateCustomer(t.app, investor, { Id: other.userId, taxNo: '1' }), 403, 'forbidden');
    expectApiError(
      await updateCustomer(t.app, investor, { username: other.email, taxNo: '1' }),
      403,
      'forbidden',
    );
    const { rows } = await t.pool.query('SELECT tax_no FROM users WHERE id = ANY($1)', [
      [investor.userId, other.userId],
    ]);
    expect(rows.every((r) => r.tax_no !== '1')).toBe(true);
  });

  it('stores the tax number trimmed, checks the country of residence and the investor type', async () => {
    const investor = await fundedInvestor(t);
    const taxed = await updateCustomer(t.app, investor, { taxNo: '  SI 1234-5678 ' });
    expect((expectContractResponse(taxed, 'updateCustomer', 200) as { taxNo: string }).taxNo).toBe(
      'SI 1234-5678',
    );
    expectApiError(await updateCustomer(t.app, investor, { taxNo: '   ' }), 400, 'validation-error');
    const resident = await updateCustomer(t.app, investor, { investorProfile: { countryOfResidence: 'AT' } });
    expect(
      (
        expectContractResponse(resident, 'updateCustomer', 200) as {
          investorProfile: { countryOfResidence: string };
        }
      ).investorProfile.countryOfResidence,
    ).toBe('AT');
    expectApiError(
      await updateCustomer(t.app, investor, { investorProfile: { countryOfResidence: 'ZZ' } }),
      422,
      'validation-error',
    );
    const business = await updateCustomer(t.app, investor, {
      companyInvestorProfile: { type: 'PRIVATE_LIMITED' },
    });
    expect(expectContractResponse(business, 'updateCustomer', 422)).toMatchObject({
      key: 'validation-error',
    });
  });
});
