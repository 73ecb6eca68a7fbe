/**
 * DESIGN §3: the audit log records every security event with actor, IP and request id, holds no
 * secrets, and is append-only for the service's role (privileges) and for the owner (trigger).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit, usernameFingerprint, type AuditEvent } from '../../src/platform/audit.ts';
import { MAX_FAILED_LOGINS } from '../../src/modules/auth/lockout.ts';
import {
  createTestApp,
  DEMO_PASSWORD,
  DEMO_USERS,
  expectContractResponse,
  WEB_CLIENT,
  type TestApp,
} from '../helpers/app.ts';
import { lastMessage, registerInvestor } from '../helpers/registration.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

interface AuditRow {
  id: string;
  user_id: string | null;
  actor: string;
  action: string;
  ip: string | null;
  request_id: string | null;
  details: Record<string, unknown>;
  created_at: Date;
}

/** Every secret and address the tests below use: none may appear anywhere in the audit log. */
const secrets = new Set<string>();

const NEW_EMAIL = 'audit-investor@example.si';
const NEW_PASSWORD = 'Audit-Trail-2026';
const UNKNOWN_EMAIL = 'Audit-Ghost@Example.si';

async function rowsFrom(ip: string, action?: string): Promise<AuditRow[]> {
  const { rows } = await t.pool.query<AuditRow>(
    `SELECT id, user_id, actor, action, ip, request_id, details, created_at FROM audit_log
     WHERE ip = $1 AND ($2::text IS NULL OR action = $2) ORDER BY id`,
    [ip, action ?? null],
  );
  return rows;
}

function loginFrom(ip: string, username: string, password: string) {
  secrets.add(password);
  return t.app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    remoteAddress: ip,
    headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      scope: 'read write',
      username,
      password,
    }).toString(),
  });
}

function tokenOf(res: LightMyRequestResponse): { token: string; userId: number } {
  const body = expectContractResponse(res, 'issueToken', 200) as { access_token: string; userId: number };
  secrets.add(body.access_token);
  return { token: body.access_token, userId: body.userId };
}

function resetIdFrom(body: string): string {
  const id = /\/password-reset\/([A-Za-z0-9_-]{43})/.exec(body)?.[1];
  expect(id, body).toBeDefined();
  secrets.add(id!);
  return id!;
}

let newUserId: number;

describe('events land with actor, user, IP and request id', () => {
  it('records account creation and e-mail confirmation', async () => {
    const ip = '198.51.100.10';
    secrets.add(NEW_EMAIL).add(NEW_PASSWORD);
    const { res, confirmationId } = await registerInvestor(t, NEW_EMAIL, NEW_PASSWORD, { remoteAddress: ip });
    newUserId = (expectContractResponse(res, 'createCustomer', 201) as { Id: number }).Id;
    expect(confirmationId).not.toBeNull();
    secrets.add(confirmationId!);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/confirmEmail',
      remoteAddress: ip,
      payload: { verificationId: confirmationId },
    });
    expectContractResponse(confirmed, 'confirmEmail', 200);

    const rows = await rowsFrom(ip);
    expect(rows.map((r) => r.action)).toEqual(['account.created', 'account.email-confirmed']);
    for (const row of rows) {
      expect(row).toMatchObject({ user_id: String(newUserId), actor: 'anonymous', ip });
      expect(row.request_id).toEqual(expect.any(String));
      expect(row.created_at).toEqual(t.clock.now());
    }
    expect(rows[0]!.details).toEqual({ investorType: 'Personal' });
    // Two requests, two request ids.
    expect(rows[0]!.request_id).not.toBe(rows[1]!.request_id);
  });

  it('records a login and a logout as the user', async () => {
    const ip = '198.51.100.11';
    const { token, userId } = tokenOf(await loginFrom(ip, NEW_EMAIL, NEW_PASSWORD));
    const revoke = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/oauth/revoke',
        remoteAddress: ip,
        headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ token }).toString(),
      });
    expectContractResponse(await revoke(), 'revokeToken', 200);
    // Revoking again changes nothing and records nothing.
    expectContractResponse(await revoke(), 'revokeToken', 200);

    const rows = await rowsFrom(ip);
    expect(rows.map((r) => r.action)).toEqual(['auth.login', 'auth.logout']);
    for (const row of rows) {
      expect(row).toMatchObject({ user_id: String(userId), actor: `user:${userId}`, ip });
      expect(row.request_id).toEqual(expect.any(String));
    }
    expect(rows[0]!.details).toEqual({ client: 'invest-web' });
  });

  it('records failed logins, the block and its reset e-mail in one request, then the reset', async () => {
    const ip = '198.51.100.12';
    for (let i = 1; i <= MAX_FAILED_LOGINS + 1; i++) {
      await loginFrom(ip, NEW_EMAIL, `Wrong-Password-${i}`);
    }
    const failed = await rowsFrom(ip, 'auth.login-failed');
    expect(failed.map((r) => r.details)).toEqual([
      ...Array.from({ length: MAX_FAILED_LOGINS }, (_, i) => ({
        reason: 'wrong-password',
        failedCount: i + 1,
      })),
      { reason: 'profile-blocked' },
    ]);
    for (const row of failed) expect(row).toMatchObject({ user_id: String(newUserId), actor: 'anonymous' });

    const [blocked] = await rowsFrom(ip, 'auth.blocked');
    expect(blocked).toMatchObject({
      user_id: String(newUserId),
      actor: 'system',
      details: { reason: 'failed-logins', failedCount: MAX_FAILED_LOGINS },
    });
    const [requested] = await rowsFrom(ip, 'password.reset-requested');
    expect(requested).toMatchObject({
      user_id: String(newUserId),
      actor: 'system',
      details: { via: 'profile-blocked' },
    });
    // The fifth attempt's request did all three.
    expect(blocked!.request_id).toBe(failed[MAX_FAILED_LOGINS - 1]!.request_id);
    expect(requested!.request_id).toBe(blocked!.request_id);
    expect(new Set(failed.map((r) => r.request_id)).size).toBe(failed.length);

    const resetIp = '198.51.100.13';
    const mail = await lastMessage(t, NEW_EMAIL, 'email');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/passwordReset',
      remoteAddress: resetIp,
      payload: { newPassword: 'Second-Audit-Pass-1', verificationId: resetIdFrom(mail!.body) },
    });
    secrets.add('Second-Audit-Pass-1');
    expectContractResponse(res, 'resetPassword', 200);
    expect(await rowsFrom(resetIp)).toMatchObject([
      {
        action: 'password.reset',
        user_id: String(newUserId),
        actor: 'anonymous',
        ip: resetIp,
        request_id: expect.any(String),
        details: { sessionsRevoked: 0 },
      },
    ]);
  });

  it('records a reset requested on the lost-password page, and its use revoking the sessions', async () => {
    const ip = '198.51.100.14';
    const { userId } = tokenOf(await loginFrom('198.51.100.15', DEMO_USERS.demo, DEMO_PASSWORD));
    secrets.add(DEMO_USERS.demo);
    const res = await t.app.inject({
      url: `/api/lostPassword?username=${encodeURIComponent(DEMO_USERS.demo)}`,
      remoteAddress: ip,
    });
    expectContractResponse(res, 'requestPasswordReset', 200);
    expect(await rowsFrom(ip)).toMatchObject([
      {
        action: 'password.reset-requested',
        user_id: String(userId),
        actor: 'anonymous',
        ip,
        request_id: expect.any(String),
        details: { via: 'lost-password' },
      },
    ]);
    // An unknown address gets the same answer and leaves no event about anyone.
    await t.app.inject({ url: '/api/lostPassword?username=nobody-here%40invest.si', remoteAddress: ip });
    secrets.add('nobody-here@invest.si');
    expect(await rowsFrom(ip)).toHaveLength(1);

    const mail = await lastMessage(t, DEMO_USERS.demo, 'email');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/passwordReset',
      remoteAddress: ip,
      payload: { newPassword: 'Demo-Audit-Reset-3', verificationId: resetIdFrom(mail!.body) },
    });
    secrets.add('Demo-Audit-Reset-3');
    expectContractResponse(reset, 'resetPassword', 200);
    expect((await rowsFrom(ip, 'password.reset'))[0]!.details).toEqual({ sessionsRevoked: 1 });
  });

  it('records failed logins of an unknown username without the address: a hash prefix at most', async () => {
    const ip = '198.51.100.16';
    secrets.add(UNKNOWN_EMAIL).add(UNKNOWN_EMAIL.toLowerCase());
    for (let i = 1; i <= MAX_FAILED_LOGINS; i++) await loginFrom(ip, UNKNOWN_EMAIL, `Ghost-Guess-${i}`);
    const rows = await rowsFrom(ip);
    expect(rows.map((r) => r.action)).toEqual(Array(MAX_FAILED_LOGINS).fill('auth.login-failed'));
    rows.forEach((row, i) => {
      expect(row).toMatchObject({
        user_id: null,
        actor: 'anonymous',
        details: {
          reason: 'unknown-username',
          usernameHash: usernameFingerprint(UNKNOWN_EMAIL),
          failedCount: i + 1,
        },
      });
    });
    expect(usernameFingerprint(UNKNOWN_EMAIL)).toMatch(/^[0-9a-f]{12}$/);
    // A username that has no profile is never blocked, so there is no block event.
    expect(await rowsFrom(ip, 'auth.blocked')).toHaveLength(0);
  });
});

describe('what the audit log never holds', () => {
  it('contains no password, token, reset or confirmation id, or e-mail address anywhere', async () => {
    expect(secrets.size).toBeGreaterThan(15);
    const { rows } = await t.pool.query<{ text: string }>('SELECT a::text AS text FROM audit_log a');
    expect(rows.length).toBeGreaterThan(20);
    const all = rows.map((r) => r.text.toLowerCase()).join('\n');
    for (const secret of secrets) expect(all, secret).not.toContain(secret.toLowerCase());
    expect(all).not.toMatch(/@/);
  });

  it('refuses details whose keys name a secret, even past the types', async () => {
    const sneaky = {
      action: 'auth.login',
      userId: null,
      details: { client: 'invest-web', password: 'x' },
    } as unknown as AuditEvent<'auth.login'>;
    await expect(recordAudit(t.pool, t.clock, null, sneaky)).rejects.toThrow(/may not hold "password"/);
    const nested = {
      action: 'auth.login',
      userId: null,
      details: { client: { value: 'x' } },
    } as unknown as AuditEvent<'auth.login'>;
    await expect(recordAudit(t.pool, t.clock, null, nested)).rejects.toThrow(/number, string or boolean/);
  });

  it('writes system events without a request', async () => {
    await recordAudit(t.pool, t.clock, null, { action: 'auth.logout', userId: null, details: {} });
    const { rows } = await t.pool.query<AuditRow>('SELECT * FROM audit_log ORDER BY id DESC LIMIT 1');
    expect(rows[0]).toMatchObject({ actor: 'system', ip: null, request_id: null, user_id: null });
  });
});

describe('append-only', () => {
  it("refuses UPDATE and DELETE to the service's own role (privileges)", async () => {
    for (const sql of [
      "UPDATE audit_log SET details = '{}'",
      "UPDATE audit_log SET actor = 'system' WHERE id = (SELECT min(id) FROM audit_log)",
      'DELETE FROM audit_log',
      'DELETE FROM audit_log WHERE id = (SELECT min(id) FROM audit_log)',
      'TRUNCATE audit_log',
    ]) {
      await expect(t.pool.query(sql), sql).rejects.toMatchObject({ code: '42501' });
    }
  });

  it('refuses UPDATE, DELETE and TRUNCATE to the owner too (triggers)', async () => {
    const before = await t.ownerPool.query('SELECT count(*)::int AS n FROM audit_log');
    for (const sql of [
      "UPDATE audit_log SET details = '{}' WHERE id = (SELECT min(id) FROM audit_log)",
      'UPDATE audit_log SET user_id = NULL, actor = $$system$$ WHERE user_id IS NOT NULL',
      'DELETE FROM audit_log WHERE id = (SELECT min(id) FROM audit_log)',
      'TRUNCATE audit_log',
    ]) {
      await expect(t.ownerPool.query(sql), sql).rejects.toMatchObject({ code: '23001' });
    }
    const after = await t.ownerPool.query('SELECT count(*)::int AS n FROM audit_log');
    expect(after.rows[0]).toEqual(before.rows[0]);
  });
});
