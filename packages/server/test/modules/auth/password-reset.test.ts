import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_PASSWORD,
  DEMO_USERS,
  expectContractResponse,
  login,
  signIn,
  type TestApp,
} from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const requestReset = (username: string) =>
  t.app.inject({ url: `/api/lostPassword?username=${encodeURIComponent(username)}` });

const resetPassword = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/passwordReset', payload: body as object });

async function outboxFor(recipient: string) {
  const { rows } = await t.pool.query<{ subject: string; body: string; channel: string; user_id: string }>(
    'SELECT subject, body, channel, user_id FROM outbox WHERE recipient = $1 ORDER BY id',
    [recipient],
  );
  return rows;
}

/** Requests a reset e-mail and returns the verification id from its link. */
async function resetLinkId(username: string): Promise<string> {
  expectContractResponse(await requestReset(username), 'requestPasswordReset', 200);
  const mails = await outboxFor(username);
  const match = /http:\/\/invest\.test\/password-reset\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.body);
  expect(match, mails.at(-1)!.body).not.toBeNull();
  return match![1]!;
}

async function setPassword(username: string, password: string) {
  const id = await resetLinkId(username);
  expectContractResponse(
    await resetPassword({ newPassword: password, verificationId: id }),
    'resetPassword',
    200,
  );
}

beforeEach(async () => {
  // Every test starts from the demo password.
  for (const u of [DEMO_USERS.demo, DEMO_USERS.business]) {
    if ((await login(t.app, u)).statusCode !== 200) await setPassword(u, DEMO_PASSWORD);
  }
});

describe('GET /api/lostPassword', () => {
  it('answers {} and writes a reset e-mail with the link in the user language (EN)', async () => {
    const res = await requestReset('DEMO@invest.si');
    expect(expectContractResponse(res, 'requestPasswordReset', 200)).toEqual({});
    const mail = (await outboxFor(DEMO_USERS.demo)).at(-1)!;
    expect(mail.channel).toBe('email');
    expect(mail.subject).toBe('Reset your Invest password');
    expect(mail.body).toMatch(/^Hello Ana,/);
    expect(mail.body).toMatch(/http:\/\/invest\.test\/password-reset\/[A-Za-z0-9_-]{43}\n/);
  });

  it('writes Slovene for a user whose language is SL', async () => {
    await requestReset(DEMO_USERS.business);
    const mail = (await outboxFor(DEMO_USERS.business)).at(-1)!;
    expect(mail.subject).toBe('Ponastavitev gesla za Invest');
    expect(mail.body).toMatch(/^Pozdravljeni, Petra!/);
    expect(mail.body).toContain('http://invest.test/password-reset/');
  });

  it('answers the same {} for an unknown address and sends nothing', async () => {
    const res = await requestReset('nobody@invest.si');
    expect(expectContractResponse(res, 'requestPasswordReset', 200)).toEqual({});
    expect(await outboxFor('nobody@invest.si')).toHaveLength(0);
  });

  it('stores only a hash of the reset id', async () => {
    const id = await resetLinkId(DEMO_USERS.demo);
    const { rows } = await t.pool.query(
      "SELECT 1 FROM password_resets WHERE encode(id_hash, 'escape') LIKE $1",
      [`%${id}%`],
    );
    expect(rows).toHaveLength(0);
  });

  it('answers 400 for a malformed address', async () => {
    for (const query of ['', '?username=not-an-email']) {
      const res = await t.app.inject({ url: `/api/lostPassword${query}` });
      expect(expectContractResponse(res, 'requestPasswordReset', 400)).toMatchObject({
        key: 'validation-error',
      });
    }
  });
});

describe('POST /api/passwordReset', () => {
  it('sets the new password once: the old one stops working, the link is single use', async () => {
    const id = await resetLinkId(DEMO_USERS.demo);
    const res = await resetPassword({ newPassword: 'Fresh-Start-2026', verificationId: id });
    expect(expectContractResponse(res, 'resetPassword', 200)).toEqual({});
    expect((await login(t.app, DEMO_USERS.demo)).json()).toMatchObject({ key: 'unauthorized' });
    expectContractResponse(await login(t.app, DEMO_USERS.demo, 'Fresh-Start-2026'), 'issueToken', 200);

    const again = await resetPassword({ newPassword: 'Another-Try-2026', verificationId: id });
    expect(expectContractResponse(again, 'resetPassword', 404)).toMatchObject({ key: 'reset-link-invalid' });
    expectContractResponse(await login(t.app, DEMO_USERS.demo, 'Fresh-Start-2026'), 'issueToken', 200);
  });

  it('lets a link expire after one hour', async () => {
    const fresh = await resetLinkId(DEMO_USERS.demo);
    const stale = await resetLinkId(DEMO_USERS.demo);
    t.clock.advance(59 * 60 * 1000);
    expectContractResponse(
      await resetPassword({ newPassword: 'Within-The-Hour-1', verificationId: fresh }),
      'resetPassword',
      200,
    );
    const other = await resetLinkId(DEMO_USERS.business);
    t.clock.advance(60 * 60 * 1000);
    const late = await resetPassword({ newPassword: 'Too-Late-For-This-1', verificationId: other });
    expect(expectContractResponse(late, 'resetPassword', 404)).toMatchObject({ key: 'reset-link-invalid' });
    // A successful reset also retires the user's other open links.
    const sibling = await resetPassword({ newPassword: 'Sibling-Link-1', verificationId: stale });
    expect(expectContractResponse(sibling, 'resetPassword', 404)).toMatchObject({
      key: 'reset-link-invalid',
    });
  });

  it('unblocks a profile blocked by wrong passwords', async () => {
    for (let i = 0; i < 5; i++) await login(t.app, DEMO_USERS.business, 'wrong-password-x');
    expect((await login(t.app, DEMO_USERS.business)).json()).toMatchObject({ key: 'profile-blocked' });
    await setPassword(DEMO_USERS.business, 'Unblocked-Again-7');
    expectContractResponse(await login(t.app, DEMO_USERS.business, 'Unblocked-Again-7'), 'issueToken', 200);
    const { rows } = await t.pool.query(
      'SELECT failed_login_count, blocked_at FROM users WHERE username = $1',
      [DEMO_USERS.business],
    );
    expect(rows[0]).toEqual({ failed_login_count: 0, blocked_at: null });
  });

  it("revokes the user's tokens", async () => {
    const session = await signIn(t.app, DEMO_USERS.demo);
    await setPassword(DEMO_USERS.demo, 'Revoke-Sessions-9');
    const res = await t.app.inject({ url: `/api/customer/${session.userId}`, headers: session.headers });
    expect(expectContractResponse(res, 'getCustomer', 401)).toMatchObject({ key: 'unauthorized' });
  });

  it('refuses weak passwords with 400 validation-error and keeps the link usable', async () => {
    const id = await resetLinkId(DEMO_USERS.demo);
    for (const newPassword of ['short1!', 'onlyletters', '12345678', '!!!!????']) {
      const res = await resetPassword({ newPassword, verificationId: id });
      expect(expectContractResponse(res, 'resetPassword', 400)).toMatchObject({ key: 'validation-error' });
    }
    expectContractResponse(
      await resetPassword({ newPassword: 'Letters+Symbol', verificationId: id }),
      'resetPassword',
      200,
    );
  });

  it('answers unknown ids with 404 reset-link-invalid and malformed bodies with 400', async () => {
    const unknown = await resetPassword({ newPassword: 'Valid-Password-1', verificationId: 'x'.repeat(43) });
    expect(expectContractResponse(unknown, 'resetPassword', 404)).toMatchObject({
      key: 'reset-link-invalid',
    });
    for (const body of [
      {},
      { newPassword: 'Valid-Password-1' },
      { newPassword: 'Valid-Password-1', verificationId: 'short' },
      { newPassword: 'Valid-Password-1', verificationId: 'has spaces in it!!!!' },
      { newPassword: 12345678, verificationId: 'x'.repeat(43) },
      { newPassword: 'Valid-Password-1', verificationId: 'x'.repeat(43), extra: true },
    ]) {
      const res = await resetPassword(body);
      expect(expectContractResponse(res, 'resetPassword', 400)).toMatchObject({ key: 'validation-error' });
    }
  });

  it('refuses the SMS-code variant without a signed-in session (401, no change)', async () => {
    const id = await resetLinkId(DEMO_USERS.demo);
    const res = await resetPassword({ newPassword: 'With-Code-2026', verificationId: id, code: '123456' });
    expect(expectContractResponse(res, 'resetPassword', 401)).toMatchObject({ key: 'unauthorized' });
    expectContractResponse(await login(t.app, DEMO_USERS.demo), 'issueToken', 200);
  });
});
