/**
 * Wrong passwords lock an operator's sign-in for a while, not until someone edits the database: five
 * in a row lock it for OPERATOR_LOCKOUT_MS (then it opens by itself), another operator can lift the
 * lock from the back office (audited; nobody lifts their own), a live session is not ended by it, and
 * guessing e-mail addresses that are no operator's locks no real operator — so nobody outside can
 * shut the back office by guessing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_LOCKOUT_MS } from '../../../src/modules/auth/lockout.ts';
import { hashPassword } from '../../../src/platform/security.ts';
import { newTotpSecret } from '../../../src/platform/totp.ts';
import { sealTotpSecret } from '../../../src/platform/totp-secrets.ts';
import {
  createTestApp,
  DEMO_OPERATOR,
  DEMO_PASSWORD,
  DEMO_USERS,
  expectApiError,
  expectContractResponse,
  operatorLogin,
  signIn,
  signInOperator,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';
import { auditEvents } from '../../helpers/audit.ts';

let t: TestApp;
let ops: OperatorSession;
beforeAll(async () => {
  // Sessions outlive the lockouts the clock is moved through.
  t = await createTestApp({ config: { tokenTtlSeconds: 24 * 3600 } });
  ops = await signInOperator(t.app);
});
afterAll(async () => {
  await t?.close();
});

let sequence = 0;
async function addOperator(): Promise<{ id: number; email: string }> {
  const email = `lockout-${++sequence}@invest.si`;
  const { rows } = await t.ownerPool.query<{ id: string }>(
    `INSERT INTO operators (email, name, password_hash, totp_secret, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [
      email,
      `Operator ${sequence}`,
      await hashPassword(DEMO_PASSWORD),
      sealTotpSecret(t.config.totpKeys, 'operator', newTotpSecret()),
      t.clock.now(),
    ],
  );
  return { id: Number(rows[0]!.id), email };
}

async function lockOut(email: string) {
  const keys = [];
  for (let i = 0; i < 5; i++) keys.push((await operatorLogin(t.app, email, `Wrong-${i}-pw`)).json().key);
  expect(keys).toEqual([...Array(4).fill('unauthorized'), 'profile-blocked']);
}

const call = (method: 'GET' | 'POST', url: string, session: OperatorSession, payload?: object) =>
  t.app.inject({ method, url: `/api/ops${url}`, headers: session.headers, payload });

describe('a locked operator sign-in', () => {
  it('opens by itself after the lockout time, the right password refused until then', async () => {
    const { email } = await addOperator();
    await lockOut(email);
    t.clock.advance(OPERATOR_LOCKOUT_MS - 1_000);
    const early = await operatorLogin(t.app, email);
    expectContractResponse(early, 'issueOperatorToken', 400);
    expect(early.json()).toMatchObject({
      key: 'profile-blocked',
      message: expect.stringMatching(/30 minutes/),
    });
    t.clock.advance(1_000);
    expectContractResponse(await operatorLogin(t.app, email), 'issueOperatorToken', 200);
  });

  it('counts again from nothing once the lockout time is over', async () => {
    const { email } = await addOperator();
    await lockOut(email);
    t.clock.advance(OPERATOR_LOCKOUT_MS);
    // A wrong password after the lock is the first of a new five, not a new lock at once (any case).
    await lockOut(email.toUpperCase());
  });

  it('does not end the sessions the operator has open', async () => {
    const { email } = await addOperator();
    const session = await signInOperator(t.app, email);
    await lockOut(email);
    expectContractResponse(await call('GET', '/investors', session), 'listInvestors', 200);
  });
});

describe('another operator lifts the lock', () => {
  it('lists the operators with their lock, and unblocks one, audited with the reason', async () => {
    const { id, email } = await addOperator();
    await lockOut(email);
    const list = await call('GET', '/operators', ops);
    const operators = expectContractResponse(list, 'listOperators', 200) as Array<{
      id: number;
      email: string;
      lockedUntil: string | null;
    }>;
    expect(operators.find((o) => o.id === id)).toMatchObject({
      email,
      lockedUntil: new Date(t.clock.now().getTime() + OPERATOR_LOCKOUT_MS).toISOString(),
    });
    expect(operators.find((o) => o.id === ops.operatorId)).toMatchObject({ lockedUntil: null });

    const res = await call('POST', `/operators/${id}/unblock`, ops, { reason: 'Called her: mistyped it' });
    expect(expectContractResponse(res, 'unblockOperator', 200)).toMatchObject({ id, lockedUntil: null });
    expectContractResponse(await operatorLogin(t.app, email), 'issueOperatorToken', 200);
    expect((await auditEvents(t, 'operator.unblocked')).at(-1)).toMatchObject({
      actor: `operator:${ops.operatorId}`,
      user_id: null,
      details: { operatorId: id, reason: 'Called her: mistyped it' },
    });
    // Not locked (any more): nothing to lift.
    expectApiError(
      await call('POST', `/operators/${id}/unblock`, ops, { reason: 'Again' }),
      409,
      'operator-state',
    );
    expectApiError(
      await call('POST', '/operators/999999/unblock', ops, { reason: 'Nobody' }),
      404,
      'not-found',
    );
    expectApiError(
      await call('POST', `/operators/${id}/unblock`, ops, { reason: ' ' }),
      400,
      'validation-error',
    );
  });

  it('never by the locked operator, even with a session still open', async () => {
    const { id, email } = await addOperator();
    const session = await signInOperator(t.app, email);
    await lockOut(email);
    expectApiError(
      await call('POST', `/operators/${id}/unblock`, session, { reason: 'It was me' }),
      403,
      'forbidden',
    );
    expect((await operatorLogin(t.app, email)).json().key).toBe('profile-blocked');
    expect((await auditEvents(t, 'operator.unblocked')).filter((e) => e.details.operatorId === id)).toEqual(
      [],
    );
  });

  it('is for signed-in operators only', async () => {
    const investor = await signIn(t.app, DEMO_USERS.demo);
    expect((await t.app.inject({ url: '/api/ops/operators' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/ops/operators', headers: investor.headers })).statusCode).toBe(
      404,
    );
    const unblock = await t.app.inject({
      method: 'POST',
      url: `/api/ops/operators/${ops.operatorId}/unblock`,
      headers: investor.headers,
      payload: { reason: 'From outside' },
    });
    expect(unblock.statusCode).toBe(404);
  });
});

describe('guessing e-mail addresses', () => {
  it('never locks a real operator, and unknown names answer as a locked operator, for as long', async () => {
    const guesses = [
      'ops@invest.com',
      'ops@invest.si.',
      'ops1@invest.si',
      'ops+admin@invest.si',
      'admin@invest.si',
      ' ops@invest.si',
    ];
    for (const guess of guesses) {
      for (let i = 0; i < 6; i++) await operatorLogin(t.app, guess, `Wrong-${i}-pw`);
    }
    const { rows } = await t.pool.query<{ failed_login_count: number; blocked: boolean }>(
      'SELECT failed_login_count, blocked_at IS NOT NULL AS blocked FROM operators WHERE lower(email) = $1',
      [DEMO_OPERATOR.email],
    );
    expect(rows[0]).toEqual({ failed_login_count: 0, blocked: false });
    expectContractResponse(await operatorLogin(t.app, DEMO_OPERATOR.email), 'issueOperatorToken', 200);

    // An unknown name answers as a locked operator does, and opens again after the same time.
    expect((await operatorLogin(t.app, 'admin@invest.si', 'Wrong-pw-9')).json().key).toBe('profile-blocked');
    t.clock.advance(OPERATOR_LOCKOUT_MS);
    expect((await operatorLogin(t.app, 'admin@invest.si', 'Wrong-pw-9')).json().key).toBe('unauthorized');
  });
});
