import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_USERS,
  expectContractResponse,
  login,
  signIn,
  WEB_CLIENT,
  type TestApp,
} from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { tokenTtlSeconds: 600 } });
});
afterAll(async () => {
  await t?.close();
});

async function failedCount(username: string) {
  const { rows } = await t.pool.query<{
    failed_login_count: number;
    blocked: boolean;
    reason: string | null;
  }>(
    `SELECT failed_login_count, blocked_at IS NOT NULL AS blocked, blocked_reason AS reason
     FROM users WHERE username = $1`,
    [username],
  );
  return rows[0]!;
}

async function resetUser(username: string) {
  await t.pool.query(
    'UPDATE users SET failed_login_count = 0, blocked_at = NULL, blocked_reason = NULL WHERE username = $1',
    [username],
  );
}

describe('POST /api/oauth/token', () => {
  it('issues an opaque bearer token for the demo investor', async () => {
    const res = await login(t.app, DEMO_USERS.demo);
    const body = expectContractResponse(res, 'issueToken', 200) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 600, userId: 100001 });
    expect(String(body.access_token).length).toBeGreaterThanOrEqual(43);
    expect(res.headers['cache-control']).toBe('no-store');
    // Stored hashed only.
    const { rows } = await t.pool.query('SELECT 1 FROM access_tokens WHERE token_hash::text LIKE $1', [
      `%${body.access_token as string}%`,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('accepts the username in any case', async () => {
    const res = await login(t.app, 'DEMO@Invest.SI');
    expectContractResponse(res, 'issueToken', 200);
  });

  it('answers a wrong password and an unknown user alike (400 invalid_grant, key unauthorized)', async () => {
    const wrong = await login(t.app, DEMO_USERS.business, 'not-the-password1');
    const unknown = await login(t.app, 'nobody@invest.si', 'whatever123');
    for (const res of [wrong, unknown]) {
      expect(expectContractResponse(res, 'issueToken', 400)).toMatchObject({
        error: 'invalid_grant',
        key: 'unauthorized',
      });
    }
    expect(wrong.json().message).toBe(unknown.json().message);
    await resetUser(DEMO_USERS.business);
  });

  it('refuses requests without the web client credentials', async () => {
    for (const authorization of [
      undefined,
      'Basic ' + Buffer.from('other:').toString('base64'),
      'Bearer x',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(authorization ? { authorization } : {}),
        },
        payload: 'grant_type=password&username=demo%40invest.si&password=DemoInvest2026!',
      });
      expect(expectContractResponse(res, 'issueToken', 401)).toMatchObject({ key: 'unauthorized' });
    }
  });

  it('rejects malformed forms with 400 invalid_request / validation-error', async () => {
    const bodies = [
      'grant_type=client_credentials&username=a&password=b',
      'grant_type=password&username=demo%40invest.si',
      'grant_type=password&username=demo%40invest.si&password=x&extra=1',
      `grant_type=password&username=demo%40invest.si&password=${'x'.repeat(2000)}`,
      '',
    ];
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(expectContractResponse(res, 'issueToken', 400)).toMatchObject({
        error: 'invalid_request',
        key: 'validation-error',
      });
    }
  });

  it('refuses a JSON body (the contract says form) without a 5xx', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { authorization: WEB_CLIENT },
      payload: { grant_type: 'password', username: DEMO_USERS.demo, password: 'DemoInvest2026!' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ key: 'validation-error' });
  });
});

describe('lockout after 5 consecutive wrong passwords', () => {
  const user = DEMO_USERS.business;

  it('blocks on exactly the fifth wrong password, then refuses even the right one', async () => {
    await resetUser(user);
    for (let i = 1; i <= 4; i++) {
      const res = await login(t.app, user, `wrong-password-${i}`);
      expect(expectContractResponse(res, 'issueToken', 400)).toMatchObject({ key: 'unauthorized' });
      expect(await failedCount(user)).toMatchObject({ failed_login_count: i, blocked: false });
    }
    const fifth = await login(t.app, user, 'wrong-password-5');
    expect(expectContractResponse(fifth, 'issueToken', 400)).toMatchObject({ key: 'profile-blocked' });
    expect(await failedCount(user)).toMatchObject({
      failed_login_count: 5,
      blocked: true,
      reason: 'failed-logins',
    });

    const right = await login(t.app, user);
    expect(expectContractResponse(right, 'issueToken', 400)).toMatchObject({
      error: 'invalid_grant',
      key: 'profile-blocked',
    });
    expect((await failedCount(user)).failed_login_count).toBe(5);
  });

  it('counts only consecutive failures: a success resets the counter', async () => {
    await resetUser(user);
    for (let i = 0; i < 4; i++) await login(t.app, user, 'wrong-password');
    expect((await failedCount(user)).failed_login_count).toBe(4);
    expectContractResponse(await login(t.app, user), 'issueToken', 200);
    expect(await failedCount(user)).toMatchObject({ failed_login_count: 0, blocked: false });
    for (let i = 0; i < 4; i++) await login(t.app, user, 'wrong-password');
    expect(await failedCount(user)).toMatchObject({ failed_login_count: 4, blocked: false });
    expectContractResponse(await login(t.app, user), 'issueToken', 200);
  });

  it('counts 50 parallel wrong attempts exactly: 4 plain failures, then blocked at 5', async () => {
    await resetUser(user);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(t.app, user, `parallel-wrong-${i}`)),
    );
    const keys = results.map((r) => {
      expect(r.statusCode).toBe(400);
      return (r.json() as { key: string }).key;
    });
    expect(keys.filter((k) => k === 'unauthorized')).toHaveLength(4);
    expect(keys.filter((k) => k === 'profile-blocked')).toHaveLength(46);
    expect(await failedCount(user)).toMatchObject({ failed_login_count: 5, blocked: true });
    expect((await login(t.app, user)).json()).toMatchObject({ key: 'profile-blocked' });
  });

  it('ends the sessions of a blocked profile', async () => {
    await resetUser(user);
    const session = await signIn(t.app, user);
    for (let i = 0; i < 5; i++) await login(t.app, user, 'wrong-password');
    const res = await t.app.inject({ url: `/api/customer/${session.userId}`, headers: session.headers });
    expect(expectContractResponse(res, 'getCustomer', 401)).toMatchObject({ key: 'unauthorized' });
    await resetUser(user);
  });
});

describe('token lifetime and revocation', () => {
  it('expires tokens after expires_in seconds (injected clock)', async () => {
    const session = await signIn(t.app, DEMO_USERS.demo);
    const get = () => t.app.inject({ url: `/api/customer/${session.userId}`, headers: session.headers });
    expectContractResponse(await get(), 'getCustomer', 200);
    t.clock.advance(599_000);
    expectContractResponse(await get(), 'getCustomer', 200);
    t.clock.advance(1_000);
    expect(expectContractResponse(await get(), 'getCustomer', 401)).toMatchObject({ key: 'unauthorized' });
  });

  it('revokes a token on logout; revoking again or an unknown token is still 200', async () => {
    const session = await signIn(t.app, DEMO_USERS.demo);
    const revoke = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/oauth/revoke',
        headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
    expect(expectContractResponse(await revoke(session.token), 'revokeToken', 200)).toEqual({});
    const res = await t.app.inject({ url: `/api/customer/${session.userId}`, headers: session.headers });
    expect(expectContractResponse(res, 'getCustomer', 401)).toMatchObject({ key: 'unauthorized' });
    expectContractResponse(await revoke(session.token), 'revokeToken', 200);
    expectContractResponse(await revoke('never-issued-token'), 'revokeToken', 200);
  });

  it('requires the client credentials for revocation too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=abc',
    });
    expectContractResponse(res, 'revokeToken', 401);
  });
});
