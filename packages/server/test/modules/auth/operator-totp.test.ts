/**
 * Every operator signs in with an authenticator code (src/modules/deposits/statement-routes.ts, src/platform/totp.ts,
 * migrations/0017): the seeded demo operators have the secrets the README documents.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverRoot } from '../../../src/platform/config.ts';
import { hashPassword } from '../../../src/platform/security.ts';
import { totpCode, totpSecretText } from '../../../src/platform/totp.ts';
import {
  createTestApp,
  DEMO_APPROVER,
  DEMO_OPERATOR,
  DEMO_PASSWORD,
  expectApiError,
  expectContractResponse,
  WEB_CLIENT,
  type TestApp,
} from '../../helpers/app.ts';
import { auditEvents } from '../../helpers/audit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

function signIn(username: string, otp?: string, password = DEMO_PASSWORD) {
  return t.app.inject({
    method: 'POST',
    url: '/api/ops/oauth/token',
    headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      username,
      password,
      ...(otp === undefined ? {} : { otp }),
    }).toString(),
  });
}

const codeNow = (secret: Uint8Array) => totpCode(secret, t.clock.now());

describe('operator sign-in with an authenticator code', () => {
  it('seeds the demo operators with the secrets the README gives', () => {
    const readme = readFileSync(path.join(serverRoot, 'README.md'), 'utf8');
    for (const operator of [DEMO_OPERATOR, DEMO_APPROVER]) {
      expect(readme).toContain(`\`${operator.email}\``);
      expect(readme).toContain(`\`${totpSecretText(operator.totpSecret)}\``);
    }
  });

  it('needs the right code, once; a missing or wrong code counts as a failed login', async () => {
    t.clock.set('2026-03-10T09:00:00Z');
    const missing = await signIn(DEMO_OPERATOR.email);
    expectContractResponse(missing, 'issueOperatorToken', 400);
    expect(missing.json()).toMatchObject({ key: 'unauthorized', error: 'invalid_grant' });
    const code = codeNow(DEMO_OPERATOR.totpSecret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expectApiError(await signIn(DEMO_OPERATOR.email, wrong), 400, 'unauthorized');
    expect((await auditEvents(t, 'ops.login-failed')).slice(-2).map((e) => e.details)).toEqual([
      expect.objectContaining({ reason: 'wrong-code', failedCount: 1 }),
      expect.objectContaining({ reason: 'wrong-code', failedCount: 2 }),
    ]);
    // The right password and code sign in (and reset the count); the same code never again.
    const ok = await signIn(DEMO_OPERATOR.email, code);
    expectContractResponse(ok, 'issueOperatorToken', 200);
    expectApiError(await signIn(DEMO_OPERATOR.email, code), 400, 'unauthorized');
    // A wrong password with the right code is still a wrong password.
    t.clock.set('2026-03-10T09:00:30Z');
    const next = codeNow(DEMO_OPERATOR.totpSecret);
    expectApiError(await signIn(DEMO_OPERATOR.email, next, 'Wrong-Password-1'), 400, 'unauthorized');
    expect((await auditEvents(t, 'ops.login-failed')).at(-1)?.details).toMatchObject({
      reason: 'wrong-password',
    });
    expect((await signIn(DEMO_OPERATOR.email, next)).statusCode).toBe(200);
  });

  it('lets one of two concurrent sign-ins with the same code through', async () => {
    t.clock.set('2026-03-10T09:05:00Z');
    const code = codeNow(DEMO_APPROVER.totpSecret);
    const results = await Promise.all([signIn(DEMO_APPROVER.email, code), signIn(DEMO_APPROVER.email, code)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('blocks after 5 wrong codes', async () => {
    t.clock.set('2026-03-10T09:10:00Z');
    const { rows } = await t.ownerPool.query<{ id: string }>(
      `INSERT INTO operators (email, name, password_hash, totp_secret, created_at)
       VALUES ('totp-test@invest.si', 'TOTP Test', $1, $2, $3) RETURNING id`,
      [await hashPassword(DEMO_PASSWORD), DEMO_OPERATOR.totpSecret, t.clock.now()],
    );
    expect(rows).toHaveLength(1);
    for (let i = 0; i < 5; i++) await signIn('totp-test@invest.si', '000000');
    const code = codeNow(DEMO_OPERATOR.totpSecret);
    expectApiError(await signIn('totp-test@invest.si', code), 400, 'profile-blocked');
  });

  it('has no operator without an authenticator (the database refuses one)', async () => {
    await expect(
      t.ownerPool.query(
        `INSERT INTO operators (email, name, password_hash, created_at) VALUES ('no-app@invest.si', 'No App', $1, $2)`,
        [await hashPassword(DEMO_PASSWORD), t.clock.now()],
      ),
    ).rejects.toMatchObject({ code: '23502' });
  });
});
