/**
 * DESIGN §4: five consecutive wrong passwords block a profile, and a blocked profile and an unknown
 * e-mail answer alike — attempt by attempt, in time, and under concurrency. The owner of a real
 * profile is e-mailed a reset link exactly once when it is blocked.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteStaleUnknownLoginFailures, MAX_FAILED_LOGINS } from '../../../src/modules/auth/lockout.ts';
import { usernameDigest } from '../../../src/platform/security.ts';
import {
  createTestApp,
  DEMO_PASSWORD,
  DEMO_USERS,
  expectApiError,
  expectContractResponse,
  login,
  type TestApp,
} from '../../helpers/app.ts';
import { registerInvestor } from '../../helpers/registration.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const BLOCKED_SUBJECTS = ['Your Invest profile was blocked', 'Vaš profil Invest je blokiran'];

async function blockedMails(recipient: string) {
  const { rows } = await t.pool.query<{ subject: string; body: string; user_id: string }>(
    'SELECT subject, body, user_id FROM outbox WHERE recipient = $1 AND subject = ANY($2) ORDER BY id',
    [recipient, BLOCKED_SUBJECTS],
  );
  return rows;
}

function linkId(body: string): string {
  const match = /http:\/\/invest\.test\/password-reset\/([A-Za-z0-9_-]{43})\n/.exec(body);
  expect(match, body).not.toBeNull();
  return match![1]!;
}

async function unknownCount(username: string): Promise<number | undefined> {
  const { rows } = await t.pool.query<{ failed_count: number }>(
    'SELECT failed_count FROM unknown_login_failures WHERE username_hash = $1',
    [usernameDigest(username)],
  );
  return rows[0]?.failed_count;
}

/** What a client can observe of an answer, apart from the date. */
function observable(res: LightMyRequestResponse) {
  const { date: _date, ...headers } = res.headers;
  return { status: res.statusCode, headers, body: res.body };
}

const resetPassword = (verificationId: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/passwordReset', payload: { newPassword, verificationId } });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('an unknown e-mail answers exactly as a real profile', () => {
  it('gives identical answers attempt by attempt: 4 × unauthorized, then profile-blocked for good', async () => {
    const real = DEMO_USERS.pending;
    const unknown = 'never-registered@invest.si';
    for (let attempt = 1; attempt <= MAX_FAILED_LOGINS + 3; attempt++) {
      const a = await login(t.app, real, `wrong-password-${attempt}`);
      const b = await login(t.app, unknown, `wrong-password-${attempt}`);
      expect(observable(b), `attempt ${attempt}`).toEqual(observable(a));
      expectApiError(a, 400, attempt < MAX_FAILED_LOGINS ? 'unauthorized' : 'profile-blocked');
      expect(expectContractResponse(b, 'issueToken', 400)).toMatchObject({ error: 'invalid_grant' });
    }
    // The right password of the blocked profile changes nothing, nor does any password of the unknown.
    const right = await login(t.app, real, DEMO_PASSWORD);
    const any = await login(t.app, unknown, DEMO_PASSWORD);
    expect(observable(any)).toEqual(observable(right));
    expectApiError(right, 400, 'profile-blocked');
    expect(await unknownCount(unknown)).toBe(MAX_FAILED_LOGINS);
    // Case does not make a new username.
    expectApiError(await login(t.app, 'Never-Registered@INVEST.si', 'x1234567'), 400, 'profile-blocked');
  });

  it('counts 50 parallel wrong attempts on an unknown e-mail exactly: 4 plain failures, then blocked', async () => {
    const unknown = 'parallel-ghost@invest.si';
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(t.app, unknown, `parallel-wrong-${i}`)),
    );
    const keys = results.map((r) => {
      expect(r.statusCode).toBe(400);
      return (r.json() as { key: string }).key;
    });
    expect(keys.filter((k) => k === 'unauthorized')).toHaveLength(MAX_FAILED_LOGINS - 1);
    expect(keys.filter((k) => k === 'profile-blocked')).toHaveLength(50 - (MAX_FAILED_LOGINS - 1));
    expect(await unknownCount(unknown)).toBe(MAX_FAILED_LOGINS);
  });

  it('takes the same time for a blocked profile and a blocked unknown e-mail (one Argon2 verify each)', async () => {
    const real = DEMO_USERS.pending; // blocked by the first test
    const unknown = 'timing-ghost@invest.si';
    for (let i = 0; i < MAX_FAILED_LOGINS; i++) await login(t.app, unknown, 'wrong-password');
    const times = { real: [] as number[], unknown: [] as number[] };
    // Warm up, then interleave, so load on the machine hits both alike.
    await login(t.app, real, 'warm-up-1');
    await login(t.app, unknown, 'warm-up-1');
    for (let round = 0; round < 15; round++) {
      for (const [kind, username] of [
        ['real', real],
        ['unknown', unknown],
      ] as const) {
        const start = performance.now();
        const res = await login(t.app, username, `timing-wrong-${round}`);
        times[kind].push(performance.now() - start);
        expect(res.json()).toMatchObject({ key: 'profile-blocked' });
      }
    }
    const ratio = median(times.real) / median(times.unknown);
    expect(
      ratio,
      JSON.stringify({ real: median(times.real), unknown: median(times.unknown) }),
    ).toBeGreaterThan(0.5);
    expect(ratio).toBeLessThan(2);
  });
});

describe('the owner of a blocked profile', () => {
  it('receives exactly one e-mail with a reset link that unblocks the profile', async () => {
    const user = DEMO_USERS.demo;
    for (let i = 1; i <= MAX_FAILED_LOGINS + 2; i++) await login(t.app, user, `wrong-password-${i}`);
    const mails = await blockedMails(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your Invest profile was blocked');
    expect(mails[0]!.body).toMatch(/^Hello Ana,/);
    expect(mails[0]!.body).toContain(`${MAX_FAILED_LOGINS} times in a row`);
    expect(mails[0]!.user_id).toBe('100001');

    expectContractResponse(
      await resetPassword(linkId(mails[0]!.body), 'Unblocked-By-Mail-1'),
      'resetPassword',
      200,
    );
    expectContractResponse(await login(t.app, user, 'Unblocked-By-Mail-1'), 'issueToken', 200);
    expectApiError(await login(t.app, user, DEMO_PASSWORD), 400, 'unauthorized');
  });

  it('receives exactly one e-mail (in the profile language) when 50 wrong attempts arrive at once', async () => {
    const user = DEMO_USERS.business;
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(t.app, user, `parallel-wrong-${i}`)),
    );
    const keys = results.map((r) => (r.json() as { key: string }).key);
    expect(keys.filter((k) => k === 'unauthorized')).toHaveLength(MAX_FAILED_LOGINS - 1);
    const mails = await blockedMails(user);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Vaš profil Invest je blokiran');
    expect(mails[0]!.body).toMatch(/^Pozdravljeni, Petra!/);
    const { rows } = await t.pool.query(
      'SELECT 1 FROM password_resets r JOIN users u ON u.id = r.user_id WHERE u.username = $1',
      [user],
    );
    expect(rows).toHaveLength(1);

    expectContractResponse(
      await resetPassword(linkId(mails[0]!.body), 'Unblocked-In-Parallel-2'),
      'resetPassword',
      200,
    );
    expectContractResponse(await login(t.app, user, 'Unblocked-In-Parallel-2'), 'issueToken', 200);
  });
});

describe('an address that had unknown failures and registers later', () => {
  it('logs in normally: its old counter is deleted with the account creation', async () => {
    const email = 'late-comer@example.si';
    const password = 'Late-Comer-2026';
    for (let i = 0; i < MAX_FAILED_LOGINS + 1; i++) {
      await login(t.app, email.toUpperCase(), `guess-${i}`);
    }
    expectApiError(await login(t.app, email, password), 400, 'profile-blocked');
    expect(await unknownCount(email)).toBe(MAX_FAILED_LOGINS);

    const { res } = await registerInvestor(t, email, password);
    expectContractResponse(res, 'createCustomer', 201);
    expect(await unknownCount(email)).toBeUndefined();

    expectContractResponse(await login(t.app, email, password), 'issueToken', 200);
    // It starts with a clean counter of its own.
    expectApiError(await login(t.app, email, 'wrong-password'), 400, 'unauthorized');
    const { rows } = await t.pool.query(
      'SELECT failed_login_count, blocked_at FROM users WHERE username = $1',
      [email],
    );
    expect(rows[0]).toEqual({ failed_login_count: 1, blocked_at: null });
  });
});

describe('cleanup of unknown-username counters', () => {
  it('deletes counters without an attempt for 30 days and keeps the others', async () => {
    const old = 'stale-ghost@invest.si';
    const fresh = 'fresh-ghost@invest.si';
    await login(t.app, old, 'wrong-password');
    t.clock.advance(20 * 24 * 60 * 60 * 1000);
    await login(t.app, fresh, 'wrong-password');
    t.clock.advance(11 * 24 * 60 * 60 * 1000);
    expect(await deleteStaleUnknownLoginFailures(t.pool, t.clock)).toBeGreaterThanOrEqual(1);
    expect(await unknownCount(old)).toBeUndefined();
    expect(await unknownCount(fresh)).toBe(1);
  });
});
