import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../../src/platform/security.ts';
import { newTotpSecret } from '../../../src/platform/totp.ts';
import {
  createTestApp,
  DEMO_OPERATOR,
  DEMO_PASSWORD,
  DEMO_USERS,
  expectApiError,
  contentOf,
  expectContractResponse,
  operatorLogin,
  signIn,
  signInOperator,
  WEB_CLIENT,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { auditEvents } from '../../helpers/audit.ts';

let t: TestApp;
let demo: Session;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, DEMO_USERS.demo);
});
afterAll(async () => {
  await t?.close();
});

async function addOperator(email: string, password = DEMO_PASSWORD): Promise<number> {
  const { rows } = await t.ownerPool.query<{ id: string }>(
    `INSERT INTO operators (email, name, password_hash, totp_secret, created_at)
     VALUES ($1, 'Test Operator', $2, $3, $4) RETURNING id`,
    [email, await hashPassword(password), newTotpSecret(), t.clock.now()],
  );
  return Number(rows[0]!.id);
}

const revoke = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ops/oauth/revoke',
    headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token }).toString(),
  });

describe('operator login', () => {
  it('issues an operator token to the seeded demo operator, audited as the operator', async () => {
    const res = await operatorLogin(t.app, DEMO_OPERATOR.email);
    const body = expectContractResponse(res, 'issueOperatorToken', 200) as {
      access_token: string;
      operatorId: number;
      expires_in: number;
    };
    expect(body.access_token.length).toBeGreaterThanOrEqual(22);
    expect(body.expires_in).toBe(t.config.tokenTtlSeconds);
    expect(res.headers['cache-control']).toBe('no-store');
    const logins = await auditEvents(t, 'ops.login');
    expect(logins.at(-1)).toMatchObject({
      actor: `operator:${body.operatorId}`,
      user_id: null,
      details: { operatorId: body.operatorId },
    });
    // Only a hash is stored.
    const { rows } = await t.pool.query('SELECT 1 FROM operator_tokens WHERE token_hash::text LIKE $1', [
      `%${body.access_token}%`,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('needs the web client header and refuses wrong passwords and investors alike', async () => {
    const noClient = await t.app.inject({
      method: 'POST',
      url: '/api/ops/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=${DEMO_OPERATOR.email}&password=${DEMO_PASSWORD}`,
    });
    expectApiError(noClient, 401, 'unauthorized');
    const wrong = await operatorLogin(t.app, DEMO_OPERATOR.email, 'Wrong-Password-1');
    expectContractResponse(wrong, 'issueOperatorToken', 400);
    expect(wrong.json()).toMatchObject({ key: 'unauthorized', error: 'invalid_grant' });
    // An investor's credentials are not an operator's.
    const investor = await operatorLogin(t.app, DEMO_USERS.demo);
    expectContractResponse(investor, 'issueOperatorToken', 400);
    expect(investor.json().key).toBe('unauthorized');
    // The right password resets the counter.
    await signInOperator(t.app);
    const { rows } = await t.pool.query<{ failed_login_count: number }>(
      'SELECT failed_login_count FROM operators WHERE lower(email) = $1',
      [DEMO_OPERATOR.email],
    );
    expect(rows[0]!.failed_login_count).toBe(0);
  });

  it('blocks an operator after 5 consecutive wrong passwords, also against the right one after', async () => {
    const id = await addOperator('blocked.ops@invest.si');
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await operatorLogin(t.app, 'blocked.ops@invest.si', `Wrong-${i}-pw`));
    expect(answers.slice(0, 4).map((r) => r.json().key)).toEqual(Array(4).fill('unauthorized'));
    expectContractResponse(answers[4]!, 'issueOperatorToken', 400);
    expect(answers[4]!.json().key).toBe('profile-blocked');
    const right = await operatorLogin(t.app, 'blocked.ops@invest.si');
    expect(right.json().key).toBe('profile-blocked');
    const blocked = await auditEvents(t, 'ops.blocked');
    expect(blocked).toEqual([
      expect.objectContaining({ actor: 'system', details: { operatorId: id, failedCount: 5 } }),
    ]);
  });

  it('answers an unknown operator name like a blocked operator after 5 attempts', async () => {
    const keys = [];
    for (let i = 0; i < 6; i++)
      keys.push((await operatorLogin(t.app, 'nobody.ops@invest.si', 'Wrong-pw-1')).json().key);
    expect(keys).toEqual([...Array(4).fill('unauthorized'), 'profile-blocked', 'profile-blocked']);
    // Counted apart from investor logins of the same name.
    const investor = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=nobody.ops%40invest.si&password=Wrong-pw-1',
    });
    expect(investor.json().key).toBe('unauthorized');
  });

  it('cannot be created or removed by the service role (the owner creates operators)', async () => {
    await expect(
      t.pool.query(
        `INSERT INTO operators (email, name, password_hash, created_at) VALUES ('x@invest.si', 'X', '$argon2id$x', now())`,
      ),
    ).rejects.toMatchObject({ code: '42501' });
    await expect(t.pool.query('DELETE FROM operators')).rejects.toMatchObject({ code: '42501' });
  });
});

describe('operator and investor tokens stay apart', () => {
  it('shows an investor token nothing on operator calls (404) and refuses an operator token on investor calls (401)', async () => {
    const operator = await signInOperator(t.app);
    const ok = await t.app.inject({ url: '/api/ops/suspense', headers: operator.headers });
    contentOf(expectContractResponse(ok, 'listSuspenseCredits', 200));

    for (const headers of [demo.headers, { authorization: demo.headers.authorization }]) {
      expectApiError(await t.app.inject({ url: '/api/ops/suspense', headers }), 404, 'not-found');
      expectApiError(
        await t.app.inject({
          method: 'POST',
          url: '/api/ops/statements',
          headers: { ...headers, 'content-type': 'application/xml' },
          payload: '<Document/>',
        }),
        404,
        'not-found',
      );
    }
    const asInvestor = { authorization: operator.headers.authorization, userid: String(demo.userId) };
    for (const url of [
      `/api/customer/${demo.userId}`,
      `/api/deposits/${demo.userId}`,
      '/api/accountBalance',
    ]) {
      expectApiError(await t.app.inject({ url, headers: asInvestor }), 401, 'unauthorized');
    }
    // The operator id is not a user id either.
    const ownId = { authorization: operator.headers.authorization, userid: String(operator.operatorId) };
    expectApiError(
      await t.app.inject({ url: `/api/notifications/${operator.operatorId}`, headers: ownId }),
      401,
      'unauthorized',
    );
  });

  it('logs out: the revoked token no longer works, audited; unknown tokens are fine', async () => {
    const operator = await signInOperator(t.app);
    const res = await revoke(operator.token);
    expectContractResponse(res, 'revokeOperatorToken', 200);
    expectApiError(
      await t.app.inject({ url: '/api/ops/suspense', headers: operator.headers }),
      401,
      'unauthorized',
    );
    expect((await auditEvents(t, 'ops.logout')).at(-1)).toMatchObject({
      actor: `operator:${operator.operatorId}`,
      details: { operatorId: operator.operatorId },
    });
    expectContractResponse(await revoke('not-a-real-token-at-all'), 'revokeOperatorToken', 200);
    // An investor's token cannot be revoked through the operator endpoint (nor the reverse).
    expectContractResponse(await revoke(demo.token), 'revokeOperatorToken', 200);
    const still = await t.app.inject({ url: `/api/customer/${demo.userId}`, headers: demo.headers });
    expect(still.statusCode).toBe(200);
  });

  it('ends operator sessions at expiry', async () => {
    const operator = await signInOperator(t.app);
    t.clock.advance(t.config.tokenTtlSeconds * 1000 + 1);
    expectApiError(
      await t.app.inject({ url: '/api/ops/suspense', headers: operator.headers }),
      401,
      'unauthorized',
    );
  });
});
