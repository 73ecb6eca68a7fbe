/**
 * Enrolling operators (src/modules/auth/operators.ts, the core of `operator:add` and
 * `operator:reset-authenticator`) and the authenticator every operator needs (migrations/0017).
 */
import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../src/platform/db/migrate.ts';
import { createPool } from '../../../src/platform/db/pool.ts';
import {
  addOperator,
  OperatorInputError,
  operatorTotpSecret,
  resetOperatorAuthenticator,
  sealOperatorSecrets,
} from '../../../src/modules/auth/operators.ts';
import { keyringFrom, openSecret, SEALED_OVERHEAD, sealSecret } from '../../../src/platform/secret-box.ts';
import { hashPassword } from '../../../src/platform/security.ts';
import { totpCode } from '../../../src/platform/totp.ts';
import {
  createTestApp,
  expectApiError,
  expectContractResponse,
  WEB_CLIENT,
  type TestApp,
} from '../../helpers/app.ts';
import { auditEvents } from '../../helpers/audit.ts';
import { createTestDatabase, migrateBefore } from '../../helpers/postgres.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Operator-Pass-1';

function signIn(username: string, password: string, otp?: string) {
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

/** The code the operator's app shows now, from the base32 text the command printed. */
const codeOf = (secretText: string) => totpCode(Secret.fromBase32(secretText).bytes, t.clock.now());

describe('operator:add', () => {
  it('enrols an operator who signs in with the password and the current code, and not without', async () => {
    t.clock.set('2026-03-10T10:00:00Z');
    const enrolment = await addOperator(t.ownerPool, t.clock, t.config.totpKeys, {
      email: 'ana.novak@invest.si',
      name: 'Ana Novak',
      password: PASSWORD,
    });
    const uri = new URL(enrolment.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Invest:ana.novak@invest.si');
    expect(uri.searchParams.get('issuer')).toBe('Invest');
    expect(uri.searchParams.get('secret')).toBe(enrolment.secretText);
    expect(enrolment.secretText).toMatch(/^[A-Z2-7]{32}$/);

    expectApiError(await signIn('ana.novak@invest.si', PASSWORD), 400, 'unauthorized');
    expectApiError(
      await signIn('ana.novak@invest.si', 'Wrong-Pass-1', codeOf(enrolment.secretText)),
      400,
      'unauthorized',
    );
    const ok = await signIn('Ana.Novak@invest.si', PASSWORD, codeOf(enrolment.secretText));
    const body = expectContractResponse(ok, 'issueOperatorToken', 200) as { operatorId: number };
    expect(body.operatorId).toBe(enrolment.operatorId);
    expect((await auditEvents(t, 'operator.created')).at(-1)).toMatchObject({
      actor: 'system',
      user_id: null,
      details: { operatorId: enrolment.operatorId },
    });
    // Neither the password nor the secret is kept in clear.
    const { rows } = await t.ownerPool.query<{ password_hash: string; totp_secret: Buffer }>(
      'SELECT password_hash, totp_secret FROM operators WHERE id = $1',
      [enrolment.operatorId],
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    const secret = Buffer.from(Secret.fromBase32(enrolment.secretText).bytes);
    const stored = rows[0]!.totp_secret;
    expect(stored).toHaveLength(secret.length + SEALED_OVERHEAD);
    expect(stored[0]).toBe(t.config.totpKeys.current);
    expect(stored.includes(secret)).toBe(false);
    expect(operatorTotpSecret(t.config.totpKeys, stored)).toEqual(secret);
  });

  it('gives every operator a secret of their own', async () => {
    const a = await addOperator(t.ownerPool, t.clock, t.config.totpKeys, {
      email: 'a@invest.si',
      name: 'A',
      password: PASSWORD,
    });
    const b = await addOperator(t.ownerPool, t.clock, t.config.totpKeys, {
      email: 'b@invest.si',
      name: 'B',
      password: PASSWORD,
    });
    expect(a.secretText).not.toBe(b.secretText);
  });

  it('refuses a taken address (any case), a weak password and a bad address, and creates nothing', async () => {
    const before = await t.ownerPool.query('SELECT count(*)::int AS n FROM operators');
    await expect(
      addOperator(t.ownerPool, t.clock, t.config.totpKeys, {
        email: 'ANA.NOVAK@invest.si',
        name: 'Ana',
        password: PASSWORD,
      }),
    ).rejects.toThrow(/exists already/);
    await expect(
      addOperator(t.ownerPool, t.clock, t.config.totpKeys, {
        email: 'weak@invest.si',
        name: 'Weak',
        password: 'short1',
      }),
    ).rejects.toBeInstanceOf(OperatorInputError);
    await expect(
      addOperator(t.ownerPool, t.clock, t.config.totpKeys, {
        email: 'not-an-address',
        name: 'X',
        password: PASSWORD,
      }),
    ).rejects.toBeInstanceOf(OperatorInputError);
    expect((await t.ownerPool.query('SELECT count(*)::int AS n FROM operators')).rows).toEqual(before.rows);
  });
});

describe('operator:reset-authenticator', () => {
  it('replaces the secret, ends the live sessions, and the new code signs in', async () => {
    t.clock.set('2026-03-10T11:00:00Z');
    const first = await addOperator(t.ownerPool, t.clock, t.config.totpKeys, {
      email: 'lost.phone@invest.si',
      name: 'Lost Phone',
      password: PASSWORD,
    });
    const session = expectContractResponse(
      await signIn('lost.phone@invest.si', PASSWORD, codeOf(first.secretText)),
      'issueOperatorToken',
      200,
    ) as { access_token: string };
    const headers = { authorization: `Bearer ${session.access_token}` };
    expect((await t.app.inject({ url: '/api/ops/suspense', headers })).statusCode).toBe(200);

    t.clock.set('2026-03-10T11:01:00Z');
    const reset = await resetOperatorAuthenticator(
      t.ownerPool,
      t.clock,
      t.config.totpKeys,
      'Lost.Phone@invest.si',
    );
    expect(reset.operatorId).toBe(first.operatorId);
    expect(reset.secretText).not.toBe(first.secretText);
    expect(reset.sessionsRevoked).toBe(1);
    expectApiError(await t.app.inject({ url: '/api/ops/suspense', headers }), 401, 'unauthorized');
    expectApiError(
      await signIn('lost.phone@invest.si', PASSWORD, codeOf(first.secretText)),
      400,
      'unauthorized',
    );
    expect((await signIn('lost.phone@invest.si', PASSWORD, codeOf(reset.secretText))).statusCode).toBe(200);
    expect((await auditEvents(t, 'operator.authenticator-reset')).at(-1)).toMatchObject({
      actor: 'system',
      details: { operatorId: first.operatorId, sessionsRevoked: 1 },
    });
    await expect(
      resetOperatorAuthenticator(t.ownerPool, t.clock, t.config.totpKeys, 'nobody@invest.si'),
    ).rejects.toBeInstanceOf(OperatorInputError);
  });
});

describe('migration 0017', () => {
  it('gives an operator enrolled without an authenticator a secret nobody knows', async () => {
    const database = await createTestDatabase();
    const pool = createPool(database.connectionString, { max: 2 });
    try {
      await migrateBefore(pool, '0017');
      await pool.query(
        `INSERT INTO operators (email, name, password_hash, created_at) VALUES ('old@invest.si', 'Old', $1, now())`,
        [await hashPassword(PASSWORD)],
      );
      await migrate(pool);
      const { rows } = await pool.query<{ totp_secret: Buffer }>(
        `SELECT totp_secret FROM operators WHERE email = 'old@invest.si'`,
      );
      const clear = rows[0]!.totp_secret;
      expect(clear).toHaveLength(20);
      // The service's start seals it (and leaves it alone the next time).
      const keyring = keyringFrom(undefined);
      expect(await sealOperatorSecrets(pool, keyring)).toBe(1);
      expect(await sealOperatorSecrets(pool, keyring)).toBe(0);
      const sealed = (await pool.query<{ totp_secret: Buffer }>(`SELECT totp_secret FROM operators`))
        .rows[0]!;
      expect(sealed.totp_secret).toHaveLength(20 + SEALED_OVERHEAD);
      expect(operatorTotpSecret(keyring, sealed.totp_secret)).toEqual(clear);
      await expect(
        pool.query(
          `INSERT INTO operators (email, name, password_hash, created_at) VALUES ('new@invest.si', 'New', $1, now())`,
          [await hashPassword(PASSWORD)],
        ),
      ).rejects.toMatchObject({ code: '23502' });
    } finally {
      await pool.end();
      await database.drop();
    }
  });
});

describe('authenticator secrets encrypted at rest', () => {
  const key = (byte: number) => Buffer.alloc(32, byte).toString('base64');

  it('reads TOTP_KEYS (the first seals) and refuses malformed keys', () => {
    expect(keyringFrom(undefined).current).toBe(1);
    const ring = keyringFrom(`7:${key(7)}, 3:${key(3)}`);
    expect(ring.current).toBe(7);
    expect([...ring.keys.keys()]).toEqual([7, 3]);
    for (const bad of [`0:${key(1)}`, `256:${key(1)}`, '1:c2hvcnQ=', `1:${key(1)},1:${key(2)}`, 'nonsense'])
      expect(() => keyringFrom(bad), bad).toThrow(/^TOTP_KEYS/);
  });

  it('opens only with the right key and purpose, and refuses an altered value', () => {
    const ring = keyringFrom(`2:${key(2)}`);
    const secret = Buffer.from('twenty-byte-secret!!');
    const sealed = sealSecret(ring, 'operator-totp', secret);
    expect(sealed[0]).toBe(2);
    expect(openSecret(ring, 'operator-totp', sealed)).toEqual(secret);
    // A new nonce each time.
    expect(sealSecret(ring, 'operator-totp', secret)).not.toEqual(sealed);
    expect(() => openSecret(ring, 'other-purpose', sealed)).toThrow();
    expect(() => openSecret(keyringFrom(`2:${key(9)}`), 'operator-totp', sealed)).toThrow();
    expect(() => openSecret(keyringFrom(`5:${key(2)}`), 'operator-totp', sealed)).toThrow(/key 2/);
    const altered = Buffer.from(sealed);
    altered[20] = altered[20]! ^ 1;
    expect(() => openSecret(ring, 'operator-totp', altered)).toThrow();
  });

  it('re-seals every operator under a new first key (rotation), and back', async () => {
    const current = t.config.totpKeys;
    const before = await t.ownerPool.query<{ id: string; totp_secret: Buffer }>(
      'SELECT id, totp_secret FROM operators ORDER BY id',
    );
    const clear = before.rows.map((r) => operatorTotpSecret(current, r.totp_secret));
    const rotated = keyringFrom(
      `9:${key(9)},${current.current}:${current.keys.get(current.current)!.toString('base64')}`,
    );
    expect(await sealOperatorSecrets(t.ownerPool, rotated)).toBe(before.rows.length);
    const after = await t.ownerPool.query<{ totp_secret: Buffer }>(
      'SELECT totp_secret FROM operators ORDER BY id',
    );
    expect(after.rows.map((r) => r.totp_secret[0])).toEqual(before.rows.map(() => 9));
    expect(after.rows.map((r) => operatorTotpSecret(rotated, r.totp_secret))).toEqual(clear);
    // The old keyring alone no longer opens them; back under the old key for the app of this file.
    expect(() => operatorTotpSecret(current, after.rows[0]!.totp_secret)).toThrow(/key 9/);
    const back = keyringFrom(
      `${current.current}:${current.keys.get(current.current)!.toString('base64')},9:${key(9)}`,
    );
    expect(await sealOperatorSecrets(t.ownerPool, back)).toBe(before.rows.length);
    const restored = await t.ownerPool.query<{ totp_secret: Buffer }>(
      'SELECT totp_secret FROM operators ORDER BY id',
    );
    expect(restored.rows.map((r) => operatorTotpSecret(current, r.totp_secret))).toEqual(clear);
  });
});
