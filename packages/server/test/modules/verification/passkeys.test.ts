/**
 * Passkeys (issue 23, decision 0026) against real PostgreSQL, with a software authenticator that
 * makes real attestation and assertion objects (test/helpers/passkeys.ts): enrolment and management,
 * sign-in (investors and operators), a passkey as the confirmation of money actions, bound to the
 * action's amount and IBAN as the SMS code is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorTotpSecret } from '../../../src/modules/auth/operators.ts';
import { realNow } from '../../../src/platform/clock.ts';
import { totpCode } from '../../../src/platform/totp.ts';
import {
  createTestApp,
  DEMO_APPROVER,
  DEMO_OPERATOR,
  DEMO_PASSWORD,
  expectApiError,
  expectContractResponse,
  signInOperator,
  WEB_CLIENT,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';
import { expectLedgerReconciled } from '../../helpers/ledger.ts';
import { listReceivable, purchaseKey } from '../../helpers/marketplace.ts';
import { SoftwareAuthenticator } from '../../helpers/passkeys.ts';
import { lastMessage } from '../../helpers/registration.ts';
import {
  balanceOf,
  fundedInvestor,
  lastCode,
  newKey,
  requestCode,
  TEST_IBANS,
  withdraw,
  type Investor,
} from '../../helpers/withdrawals.ts';

const CHROME_ON_MACOS =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestApp;
let operator: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t.app);
});
afterAll(async () => {
  await t?.close();
});

const ceremony = () => ({ origin: t.config.passkeys.origins[0]!, rpId: t.config.passkeys.rpId });

/** An SMS code of the purpose (past the 9-second resend wait). */
async function smsCode(who: Investor, tokenType: string, subject: object = {}) {
  t.clock.advance(10_000);
  const res = await requestCode(t.app, who, { tokenType, ...subject });
  const { verificationId } = expectContractResponse(res, 'requestVerificationCode', 200) as {
    verificationId: string;
  };
  return { verificationId, code: (await lastCode(t, who)).code };
}

function passkeys(who: Investor, method: 'GET' | 'POST' | 'PUT', payload?: object, ua = CHROME_ON_MACOS) {
  return t.app.inject({
    method,
    url: `/api/passkeys/${who.userId}`,
    headers: { ...who.headers, 'user-agent': ua },
    ...(payload ? { payload } : {}),
  });
}

/** Enrols a new software authenticator with an SMS code of PASSKEY_CHANGE, from the device `ua`. */
async function enrol(who: Investor, ua = CHROME_ON_MACOS, name?: string) {
  const started = await passkeys(who, 'POST', await smsCode(who, 'PASSKEY_CHANGE'));
  const { challengeId, options } = expectContractResponse(started, 'startPasskeyRegistration', 200) as {
    challengeId: string;
    options: { challenge: string; user: { id: string }; authenticatorSelection: object; rp: { id: string } };
  };
  expect(options.authenticatorSelection).toMatchObject({
    residentKey: 'required',
    userVerification: 'required',
  });
  expect(options.rp.id).toBe(t.config.passkeys.rpId);
  const authenticator = new SoftwareAuthenticator(ceremony());
  const credential = authenticator.register(options);
  const finished = await passkeys(who, 'PUT', { challengeId, credential, ...(name ? { name } : {}) }, ua);
  const passkey = expectContractResponse(finished, 'finishPasskeyRegistration', 200) as {
    id: string;
    name: string;
    lastUsedAt: string | null;
  };
  return { authenticator, passkey };
}

/** A challenge for an action, as POST /passkeyChallenge/{userId} answers it. */
async function challengeFor(who: Investor, body: object) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/passkeyChallenge/${who.userId}`,
    headers: who.headers,
    payload: body,
  });
  return expectContractResponse(res, 'requestPasskeyChallenge', 200) as {
    challengeId: string;
    options: { challenge: string; allowCredentials: Array<{ id: string }> };
  };
}

/** The assertion of `authenticator` for a challenge of an action. */
async function confirmWith(authenticator: SoftwareAuthenticator, who: Investor, body: object) {
  const { challengeId, options } = await challengeFor(who, body);
  return { challengeId, credential: authenticator.assert(options.challenge) };
}

async function loginOptions() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/passkeyLogin/options',
    headers: { authorization: WEB_CLIENT },
  });
  return expectContractResponse(res, 'startPasskeyLogin', 200) as {
    challengeId: string;
    options: { challenge: string; rpId: string; allowCredentials?: unknown[] };
  };
}

function passkeyLogin(assertion: object, ua = CHROME_ON_MACOS) {
  return t.app.inject({
    method: 'POST',
    url: '/api/passkeyLogin',
    headers: { authorization: WEB_CLIENT, 'user-agent': ua },
    payload: assertion,
  });
}

async function auditActions(userId: number | null, action: string) {
  const { rows } = await t.ownerPool.query<{ details: Record<string, unknown> }>(
    `SELECT details FROM audit_log WHERE action = $2 AND ($1::bigint IS NULL OR user_id = $1) ORDER BY id`,
    [userId, action],
  );
  return rows.map((r) => r.details);
}

describe('enrolling and managing passkeys', () => {
  it('enrols with a PASSKEY_CHANGE code, named by the device; listed, renamed, e-mailed in EN', async () => {
    const investor = await fundedInvestor(t);
    expectApiError(
      await passkeys(investor, 'POST', { verificationId: 'x'.repeat(43), code: '123456' }),
      422,
      'phone-confirmation-code-invalid',
    );

    const { passkey } = await enrol(investor);
    expect(passkey.name).toBe('Chrome on macOS');
    expect(passkey.lastUsedAt).toBeNull();
    const mail = await lastMessage(t, investor.email, 'email');
    expect(mail?.subject).toBe('A passkey was added');
    expect(mail?.body).toContain('Chrome on macOS');
    expect(await auditActions(investor.userId, 'passkey.added')).toEqual([
      { keyId: passkey.id, backedUp: false },
    ]);

    const list = expectContractResponse(await passkeys(investor, 'GET'), 'listPasskeys', 200) as Array<{
      id: string;
      device: object;
    }>;
    expect(list).toHaveLength(1);
    expect(list[0]!.device).toEqual({ browser: 'Chrome', os: 'macOS', mobile: false });

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/passkeys/${investor.userId}/${passkey.id}`,
      headers: investor.headers,
      payload: { name: 'Work laptop' },
    });
    expect((expectContractResponse(renamed, 'renamePasskey', 200) as { name: string }).name).toBe(
      'Work laptop',
    );

    // A challenge of another purpose does not enrol: the registration's challenge is its own.
    const { options: assertionOptions } = await challengeFor(investor, { tokenType: 'PASSKEY_CHANGE' });
    const stray = new SoftwareAuthenticator(ceremony());
    const strayPut = await passkeys(investor, 'PUT', {
      challengeId: 'y'.repeat(43),
      credential: stray.register({ challenge: assertionOptions.challenge, user: { id: 'AAAA' } }),
    });
    expectApiError(strayPut, 422, 'passkey-invalid');
  });

  it('someone else’s passkey id answers 404 to rename and remove; their passkey stays', async () => {
    const owner = await fundedInvestor(t);
    const other = await fundedInvestor(t);
    const { passkey } = await enrol(owner);
    const rename = await t.app.inject({
      method: 'PATCH',
      url: `/api/passkeys/${other.userId}/${passkey.id}`,
      headers: other.headers,
      payload: { name: 'Mine now' },
    });
    expectApiError(rename, 404, 'not-found');
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/passkeys/${other.userId}/${passkey.id}`,
      headers: other.headers,
      payload: await smsCode(other, 'PASSKEY_CHANGE'),
    });
    expectApiError(remove, 404, 'not-found');
    const list = expectContractResponse(await passkeys(owner, 'GET'), 'listPasskeys', 200) as Array<{
      name: string;
    }>;
    expect(list.map((p) => p.name)).toEqual(['Chrome on macOS']);

    // The owner removes it confirming with the passkey itself (a challenge asked for PASSKEY_CHANGE).
    const { authenticator: second } = await enrol(owner, SAFARI_ON_IOS);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/passkeys/${owner.userId}/${passkey.id}`,
      headers: owner.headers,
      payload: { passkey: await confirmWith(second, owner, { tokenType: 'PASSKEY_CHANGE' }) },
    });
    const left = expectContractResponse(removed, 'removePasskey', 200) as Array<{ name: string }>;
    expect(left.map((p) => p.name)).toEqual(['Safari on iOS']);
  });

  it('a recovery code removes a passkey (every device lost); the name and the e-mail in SL name the device', async () => {
    const investor = await fundedInvestor(t, { language: 'SL' });
    const { passkey } = await enrol(investor, SAFARI_ON_IOS);
    // Named in her language, as the app names her signed-in devices.
    expect(passkey.name).toBe('Safari v sistemu iOS');
    const added = await lastMessage(t, investor.email, 'email');
    expect(added?.subject).toBe('Dodan je ključ za dostop');
    expect(added?.body).toContain('Safari v sistemu iOS');

    // The authenticator app, enrolled through the API, gives the recovery codes.
    const start = await t.app.inject({
      method: 'POST',
      url: `/api/authenticator/${investor.userId}`,
      headers: investor.headers,
      payload: await smsCode(investor, 'AUTHENTICATOR_CHANGE'),
    });
    const { secret } = expectContractResponse(start, 'startAuthenticatorEnrolment', 200) as {
      secret: string;
    };
    const { Secret } = await import('otpauth');
    const confirm = await t.app.inject({
      method: 'PUT',
      url: `/api/authenticator/${investor.userId}`,
      headers: investor.headers,
      payload: { code: totpCode(Buffer.from(Secret.fromBase32(secret).bytes), t.clock.now()) },
    });
    const { recoveryCodes } = expectContractResponse(confirm, 'confirmAuthenticator', 200) as {
      recoveryCodes: string[];
    };

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/passkeys/${investor.userId}/${passkey.id}`,
      headers: investor.headers,
      payload: { authenticatorCode: recoveryCodes[0] },
    });
    expect(expectContractResponse(removed, 'removePasskey', 200)).toEqual([]);
    const mail = await lastMessage(t, investor.email, 'email');
    expect(mail?.subject).toBe('Odstranjen je ključ za dostop');
    expect(mail?.body).toContain('Safari v sistemu iOS');
    expect(await auditActions(investor.userId, 'authenticator.recovery-code-used')).toHaveLength(1);
    expect(await auditActions(investor.userId, 'passkey.removed')).toEqual([{ keyId: passkey.id }]);
  });
});

describe('signing in with a passkey', () => {
  it('signs in as a password would: a session in the list, the audit; a replay is refused', async () => {
    const investor = await fundedInvestor(t);
    const { authenticator, passkey } = await enrol(investor);
    const { challengeId, options } = await loginOptions();
    expect(options.rpId).toBe(t.config.passkeys.rpId);
    expect(options.allowCredentials ?? []).toEqual([]);
    const assertion = { challengeId, credential: authenticator.assert(options.challenge) };

    const res = await passkeyLogin(assertion, SAFARI_ON_IOS);
    const body = expectContractResponse(res, 'finishPasskeyLogin', 200) as {
      access_token: string;
      userId: number;
    };
    expect(body.userId).toBe(investor.userId);
    const sessions = await t.app.inject({
      url: `/api/sessions/${investor.userId}`,
      headers: { authorization: `Bearer ${body.access_token}`, userid: String(investor.userId) },
    });
    const list = expectContractResponse(sessions, 'listSessions', 200) as Array<{
      current: boolean;
      device: { browser: string | null };
    }>;
    expect(list.find((s) => s.current)?.device.browser).toBe('Safari');
    expect(await auditActions(investor.userId, 'auth.login')).toContainEqual({
      client: 'invest-web',
      keyId: passkey.id,
    });
    const used = expectContractResponse(await passkeys(investor, 'GET'), 'listPasskeys', 200) as Array<{
      lastUsedAt: string | null;
    }>;
    expect(used[0]!.lastUsedAt).not.toBeNull();

    // The same assertion again: its challenge is used.
    const replay = await passkeyLogin(assertion);
    expectApiError(replay, 400, 'unauthorized');
    expect(replay.json().error).toBe('invalid_grant');

    // A challenge older than 5 minutes is dead.
    const late = await loginOptions();
    t.clock.advance(5 * 60 * 1000 + 1000);
    const expired = await passkeyLogin({
      challengeId: late.challengeId,
      credential: authenticator.assert(late.options.challenge),
    });
    expectApiError(expired, 400, 'unauthorized');
  });

  it('a blocked profile is refused as on /oauth/token', async () => {
    const investor = await fundedInvestor(t);
    const { authenticator } = await enrol(investor);
    await t.ownerPool.query(
      `UPDATE users SET blocked_at = now(), blocked_reason = 'failed-logins' WHERE id = $1`,
      [investor.userId],
    );
    const { challengeId, options } = await loginOptions();
    const res = await passkeyLogin({ challengeId, credential: authenticator.assert(options.challenge) });
    expectApiError(res, 400, 'profile-blocked');
  });

  it('an assertion made on another origin or for another relying party is refused', async () => {
    const investor = await fundedInvestor(t);
    const { authenticator } = await enrol(investor);
    const other = await loginOptions();
    const wrongOrigin = await passkeyLogin({
      challengeId: other.challengeId,
      credential: authenticator.assert(other.options.challenge, { origin: 'https://invest.example.net' }),
    });
    expectApiError(wrongOrigin, 400, 'unauthorized');
    const another = await loginOptions();
    const wrongRp = await passkeyLogin({
      challengeId: another.challengeId,
      credential: authenticator.assert(another.options.challenge, { rpId: 'invest.example.net' }),
    });
    expectApiError(wrongRp, 400, 'unauthorized');
    const refusals = await auditActions(investor.userId, 'passkey.refused');
    expect(refusals.map((r) => r.reason)).toEqual(['verification', 'verification']);
    // Both counted as wrong passwords are.
    const { rows } = await t.pool.query<{ failed: number }>(
      'SELECT failed_login_count AS failed FROM users WHERE id = $1',
      [investor.userId],
    );
    expect(rows[0]!.failed).toBe(2);
  });

  it('a signature counter going backwards is refused and audited (a cloned key)', async () => {
    const investor = await fundedInvestor(t);
    const { authenticator, passkey } = await enrol(investor);
    const first = await loginOptions();
    authenticator.counter = 41;
    expectContractResponse(
      await passkeyLogin({
        challengeId: first.challengeId,
        credential: authenticator.assert(first.options.challenge),
      }),
      'finishPasskeyLogin',
      200,
    );
    const second = await loginOptions();
    const cloned = await passkeyLogin({
      challengeId: second.challengeId,
      credential: authenticator.assert(second.options.challenge, { counter: 7 }),
    });
    expectApiError(cloned, 400, 'unauthorized');
    expect(await auditActions(investor.userId, 'passkey.counter-regressed')).toEqual([
      { keyId: passkey.id, stored: 42, given: 7 },
    ]);
  });
});

describe('confirming money with a passkey', () => {
  // What the passkey confirmed moved money: the ledger still matches every balance after it.
  afterAll(async () => {
    await expectLedgerReconciled(t.pool);
  });

  it('a withdrawal confirmed with a passkey; the assertion for 100 € confirms no 1 000 € and no other IBAN', async () => {
    const investor = await fundedInvestor(t, { cents: 500_000n });
    const { authenticator, passkey } = await enrol(investor);

    const forOther = await confirmWith(authenticator, investor, {
      tokenType: 'WITHDRAWAL_CONFIRMATION',
      amount: 100,
    });
    expectApiError(
      await withdraw(t.app, investor, { amount: 1000, passkey: forOther } as never),
      422,
      'passkey-invalid',
    );
    // Another purpose's challenge does not confirm a withdrawal either.
    const otherPurpose = await confirmWith(authenticator, investor, { tokenType: 'PASSKEY_CHANGE' });
    expectApiError(
      await withdraw(t.app, investor, { amount: 100, passkey: otherPurpose } as never),
      422,
      'passkey-invalid',
    );
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(5000);

    const confirmed = await confirmWith(authenticator, investor, {
      tokenType: 'WITHDRAWAL_CONFIRMATION',
      amount: 100,
    });
    const key = newKey();
    const res = await withdraw(t.app, investor, { amount: 100, passkey: confirmed } as never, key);
    expectContractResponse(res, 'createWithdrawal', 201);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(4900);
    // A replay of the request (a retry after a lost answer) gets the same answer and moves nothing
    // more, though its challenge is used.
    const replay = await withdraw(t.app, investor, { amount: 100, passkey: confirmed } as never, key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(res.json());
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(4900);
    // The audit names the passkey that confirmed it.
    expect(await auditActions(investor.userId, 'withdrawal.requested')).toEqual([
      expect.objectContaining({ amountCents: 10_000, confirmedBy: 'passkey', keyId: passkey.id }),
    ]);
    // The same assertion again, as a new withdrawal: its challenge is used.
    expectApiError(
      await withdraw(t.app, investor, { amount: 100, passkey: confirmed } as never),
      422,
      'passkey-invalid',
    );

    // Asked for while the payout account was one IBAN, offered once it is another.
    const beforeChange = await confirmWith(authenticator, investor, {
      tokenType: 'WITHDRAWAL_CONFIRMATION',
      amount: 100,
    });
    await t.ownerPool.query('UPDATE bank_accounts SET iban = $2 WHERE user_id = $1 AND is_main', [
      investor.userId,
      TEST_IBANS[1],
    ]);
    expectApiError(
      await withdraw(t.app, investor, { amount: 100, passkey: beforeChange } as never),
      422,
      'passkey-invalid',
    );
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(4900);
  });

  it('a new payout account confirmed with a passkey bound to its IBAN; the audit names the passkey', async () => {
    const investor = await fundedInvestor(t);
    const { authenticator, passkey } = await enrol(investor);
    const { rows } = await t.ownerPool.query<{ name: string }>(
      `SELECT first_name || ' ' || last_name AS name FROM users WHERE id = $1`,
      [investor.userId],
    );
    const change = { iban: TEST_IBANS[2], holderName: rows[0]!.name };
    const put = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/payoutAccount/${investor.userId}`,
        headers: investor.headers,
        payload: body,
      });
    const forOther = await confirmWith(authenticator, investor, {
      tokenType: 'PAYOUT_ACCOUNT_CHANGE',
      ...change,
      iban: TEST_IBANS[1],
    });
    expectApiError(await put({ ...change, passkey: forOther }), 422, 'passkey-invalid');

    const confirmed = await confirmWith(authenticator, investor, {
      tokenType: 'PAYOUT_ACCOUNT_CHANGE',
      ...change,
    });
    expect(
      expectContractResponse(await put({ ...change, passkey: confirmed }), 'changePayoutAccount', 200),
    ).toMatchObject({ payoutAccount: { iban: change.iban, coolingOff: true } });
    expect(await auditActions(investor.userId, 'payout-account.changed')).toEqual([
      expect.objectContaining({ accountChanged: true, confirmedBy: 'passkey', keyId: passkey.id }),
    ]);
  });

  it('a purchase with two-factor on, confirmed with a passkey; not one for another amount', async () => {
    const investor = await fundedInvestor(t, { cents: 100_000n, twoFactor: true });
    const { authenticator } = await enrol(investor);
    const receivable = await listReceivable(t, operator);
    const buy = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user_investments',
        headers: { ...investor.headers, 'idempotency-key': purchaseKey() },
        payload: body,
      });
    const purchase = { investmentId: receivable.Id, amount: 100 };
    const subject = { tokenType: 'PURCHASE_CONFIRMATION', ...purchase };
    const forOther = await confirmWith(authenticator, investor, subject);
    expectApiError(await buy({ ...purchase, amount: 150, passkey: forOther }), 422, 'passkey-invalid');
    const confirmed = await confirmWith(authenticator, investor, subject);
    expectContractResponse(await buy({ ...purchase, passkey: confirmed }), 'createUserInvestment', 201);
    expect((await balanceOf(t.app, investor)).availableFunds).toBe(900);
  });

  it('a challenge needs an enrolled passkey and the fields of its token type', async () => {
    const investor = await fundedInvestor(t, { cents: 10_000n });
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/passkeyChallenge/${investor.userId}`,
      headers: investor.headers,
      payload: { tokenType: 'WITHDRAWAL_CONFIRMATION', amount: 10 },
    });
    expectApiError(none, 404, 'not-found');
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/passkeyChallenge/${investor.userId}`,
      headers: investor.headers,
      payload: { tokenType: 'WITHDRAWAL_CONFIRMATION' },
    });
    expectApiError(missing, 400, 'validation-error');
  });
});

describe('operators’ passkeys', () => {
  async function otpOf(email: string) {
    const { rows } = await t.ownerPool.query<{ totp_secret: Buffer }>(
      'UPDATE operators SET totp_last_step = 0 WHERE lower(email) = lower($1) RETURNING totp_secret',
      [email],
    );
    return totpCode(operatorTotpSecret(t.config.totpKeys, rows[0]!.totp_secret), realNow(t.clock));
  }

  async function enrolOperator(session: OperatorSession, email: string) {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/ops/passkeys',
      headers: session.headers,
      payload: { otp: await otpOf(email) },
    });
    const { challengeId, options } = expectContractResponse(
      started,
      'startOperatorPasskeyRegistration',
      200,
    ) as {
      challengeId: string;
      options: { challenge: string; user: { id: string } };
    };
    const authenticator = new SoftwareAuthenticator(ceremony(), { backedUp: true });
    const finished = await t.app.inject({
      method: 'PUT',
      url: '/api/ops/passkeys',
      headers: { ...session.headers, 'user-agent': CHROME_ON_MACOS },
      payload: { challengeId, credential: authenticator.register(options) },
    });
    const passkey = expectContractResponse(finished, 'finishOperatorPasskeyRegistration', 200) as {
      id: string;
      backedUp: boolean;
    };
    return { authenticator, passkey };
  }

  async function tokenWithPasskey(email: string, authenticator: SoftwareAuthenticator) {
    const options = await t.app.inject({
      method: 'POST',
      url: '/api/ops/passkeyLogin/options',
      headers: { authorization: WEB_CLIENT },
    });
    const { challengeId, options: o } = expectContractResponse(options, 'startOperatorPasskeyLogin', 200) as {
      challengeId: string;
      options: { challenge: string };
    };
    return t.app.inject({
      method: 'POST',
      url: '/api/ops/oauth/token',
      headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        username: email,
        password: DEMO_PASSWORD,
        passkey: JSON.stringify({ challengeId, credential: authenticator.assert(o.challenge) }),
      }).toString(),
    });
  }

  it('enrols with the current code, signs in with password and passkey; another operator’s passkey is refused', async () => {
    const { authenticator, passkey } = await enrolOperator(operator, DEMO_OPERATOR.email);
    expect(passkey.backedUp).toBe(true);
    const list = await t.app.inject({ url: '/api/ops/passkeys', headers: operator.headers });
    expect(
      (expectContractResponse(list, 'listOperatorPasskeys', 200) as Array<{ id: string }>).map((p) => p.id),
    ).toContain(passkey.id);

    const signedIn = await tokenWithPasskey(DEMO_OPERATOR.email, authenticator);
    const body = expectContractResponse(signedIn, 'issueOperatorToken', 200) as { operatorId: number };
    expect(body.operatorId).toBe(operator.operatorId);

    // The first operator's passkey with the second operator's password: refused, counted as a wrong code.
    const foreign = await tokenWithPasskey(DEMO_APPROVER.email, authenticator);
    expectApiError(foreign, 400, 'unauthorized');
    const failed = await auditActions(null, 'ops.login-failed');
    expect(failed.at(-1)).toMatchObject({ reason: 'wrong-passkey' });

    // Removed with the current code; another operator cannot remove it (404).
    const approver = await signInOperator(t.app, DEMO_APPROVER.email);
    const notTheirs = await t.app.inject({
      method: 'DELETE',
      url: `/api/ops/passkeys/${passkey.id}`,
      headers: approver.headers,
      payload: { otp: await otpOf(DEMO_APPROVER.email) },
    });
    expectApiError(notTheirs, 404, 'not-found');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/ops/passkeys/${passkey.id}`,
      headers: operator.headers,
      payload: { otp: await otpOf(DEMO_OPERATOR.email) },
    });
    expect(expectContractResponse(removed, 'removeOperatorPasskey', 200)).toEqual([]);
  });
});
