import { Secret } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHENTICATOR_TRY_WINDOW_MS } from '../../../src/modules/verification/authenticator.ts';
import { SEALED_OVERHEAD } from '../../../src/platform/secret-box.ts';
import {
  newTotpSecret,
  TOTP_SECRET_BYTES,
  totpCode,
  totpStep,
  totpUri,
  verifyTotp,
} from '../../../src/platform/totp.ts';
import { openTotpSecret, sealStoredTotpSecrets } from '../../../src/platform/totp-secrets.ts';
import {
  createTestApp,
  expectApiError,
  expectContractResponse,
  login,
  type TestApp,
} from '../../helpers/app.ts';
import { lastMessage } from '../../helpers/registration.ts';
import { fundedInvestor, lastCode, requestCode, type Investor } from '../../helpers/withdrawals.ts';

describe('src/platform/totp.ts (pure)', () => {
  const secret = newTotpSecret();
  const at = new Date('2026-03-10T09:00:10Z');
  const step = totpStep(at);

  it('accepts the current code and one step of drift either way, not two', () => {
    expect(verifyTotp(secret, totpCode(secret, at), at, 0)).toBe(step);
    expect(verifyTotp(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at, 0)).toBe(step - 1);
    expect(verifyTotp(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at, 0)).toBe(step + 1);
    expect(verifyTotp(secret, totpCode(secret, new Date(at.getTime() - 60_000)), at, 0)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, new Date(at.getTime() + 60_000)), at, 0)).toBeNull();
  });

  it('refuses a code of the last accepted step or an earlier one (replay)', () => {
    const code = totpCode(secret, at);
    expect(verifyTotp(secret, code, at, step - 1)).toBe(step);
    expect(verifyTotp(secret, code, at, step)).toBeNull();
    expect(verifyTotp(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at, step)).toBeNull();
  });

  it('refuses anything but six digits, and another secret’s code', () => {
    const code = totpCode(secret, at);
    expect(verifyTotp(secret, ` ${code}`, at, 0)).toBeNull();
    expect(verifyTotp(secret, code.slice(1), at, 0)).toBeNull();
    expect(verifyTotp(newTotpSecret(), code, at, 0)).toBeNull();
  });

  it('writes the Key Uri Format an app scans, with the same secret', () => {
    const uri = new URL(totpUri(secret, { issuer: 'Invest', label: 'ana@example.com' }));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Invest');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    const fromUri = Secret.fromBase32(uri.searchParams.get('secret')!);
    expect(Buffer.from(fromUri.bytes).equals(secret)).toBe(true);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A new SMS code of the purpose (past the 9-second resend wait). */
async function smsCode(investor: Investor, purpose: string) {
  t.clock.advance(10_000);
  const res = await requestCode(t.app, investor, { tokenType: purpose });
  expect(res.statusCode, res.body).toBe(200);
  const { verificationId } = res.json() as { verificationId: string };
  return { verificationId, code: (await lastCode(t, investor)).code };
}

function call(investor: Investor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', body?: object) {
  return t.app.inject({
    method,
    url: `/api/authenticator/${investor.userId}`,
    headers: investor.headers,
    ...(body ? { payload: body } : {}),
  });
}

/** Enrols an authenticator for the investor; returns its secret and the recovery codes. */
async function enrol(investor: Investor) {
  const started = await call(investor, 'POST', await smsCode(investor, 'AUTHENTICATOR_CHANGE'));
  const { secret, otpauthUri } = expectContractResponse(started, 'startAuthenticatorEnrolment', 200) as {
    secret: string;
    otpauthUri: string;
  };
  expect(otpauthUri).toContain(secret);
  const bytes = Buffer.from(Secret.fromBase32(secret).bytes);
  const confirmed = await call(investor, 'PUT', { code: totpCode(bytes, t.clock.now()) });
  const { recoveryCodes } = expectContractResponse(confirmed, 'confirmAuthenticator', 200) as {
    recoveryCodes: string[];
  };
  return { secret: bytes, recoveryCodes };
}

/** The next 30-second step, so the next code is new. */
const nextStep = () => t.clock.advance(30_000);

describe('authenticator app as a second way to confirm', () => {
  it('enrols only with an AUTHENTICATOR_CHANGE SMS code and its first code; recovery codes once, hashed', async () => {
    const investor = await fundedInvestor(t);
    const none = await call(investor, 'GET');
    expect(expectContractResponse(none, 'getAuthenticator', 200)).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });

    // A code of another purpose does not start an enrolment.
    const wrongPurpose = await call(investor, 'POST', await smsCode(investor, 'TWO_FACTOR_CHANGE'));
    expectApiError(wrongPurpose, 422, 'phone-confirmation-code-invalid');
    expect((await lastCode(t, investor)).text).toContain('two-factor');

    const started = await call(investor, 'POST', await smsCode(investor, 'AUTHENTICATOR_CHANGE'));
    expect((await lastCode(t, investor)).text).toContain('adds an authenticator app');
    const { secret } = started.json() as { secret: string };
    const bytes = Buffer.from(Secret.fromBase32(secret).bytes);
    // Not enabled until the first code confirms it; a wrong first code is refused.
    expect((await call(investor, 'GET')).json()).toMatchObject({ enabled: false });
    const wrong = await call(investor, 'PUT', { code: totpCode(newTotpSecret(), t.clock.now()) });
    expectApiError(wrong, 422, 'phone-confirmation-code-invalid');

    const confirmed = await call(investor, 'PUT', { code: totpCode(bytes, t.clock.now()) });
    const { recoveryCodes } = expectContractResponse(confirmed, 'confirmAuthenticator', 200) as {
      recoveryCodes: string[];
    };
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await call(investor, 'GET')).json()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await lastMessage(t, investor.email, 'email'))?.subject).toBe('An authenticator app was added');

    // Neither the secret nor a recovery code is stored or logged in clear.
    const stored = await t.ownerPool.query<{ text: string }>(
      `SELECT string_agg(encode(code_hash, 'escape'), ' ') AS text FROM authenticator_recovery_codes WHERE user_id = $1`,
      [investor.userId],
    );
    for (const code of recoveryCodes) expect(stored.rows[0]!.text).not.toContain(code);
    const audit = await t.ownerPool.query<{ details: string }>(
      'SELECT details::text FROM audit_log WHERE user_id = $1',
      [investor.userId],
    );
    const auditText = audit.rows.map((r) => r.details).join(' ');
    expect(auditText).toContain('"recoveries": 10');
    expect(auditText).not.toContain(secret);
    for (const code of recoveryCodes) expect(auditText).not.toContain(code);

    // A second enrolment is refused while one is set up.
    const again = await call(investor, 'POST', await smsCode(investor, 'AUTHENTICATOR_CHANGE'));
    expectApiError(again, 409, 'authenticator-exists');
  });

  it('stores the secret encrypted; one stored in clear from before still works and is sealed at start', async () => {
    const investor = await fundedInvestor(t);
    const { secret } = await enrol(investor);
    const storedSecret = async () =>
      (
        await t.ownerPool.query<{ secret: Buffer }>('SELECT secret FROM authenticators WHERE user_id = $1', [
          investor.userId,
        ])
      ).rows[0]!.secret;
    const sealed = await storedSecret();
    // Key id, nonce, the secret and the tag: not the secret, not containing it.
    expect(sealed).toHaveLength(TOTP_SECRET_BYTES + SEALED_OVERHEAD);
    expect(sealed[0]).toBe(t.config.totpKeys.current);
    expect(sealed.includes(secret)).toBe(false);
    expect(openTotpSecret(t.config.totpKeys, 'investor', sealed)).toEqual(secret);
    // Sealed for investors: it does not open as an operator's secret.
    expect(() => openTotpSecret(t.config.totpKeys, 'operator', sealed)).toThrow();

    // As before migration 0019: the secret in clear. A code still confirms with it.
    await t.ownerPool.query('UPDATE authenticators SET secret = $2 WHERE user_id = $1', [
      investor.userId,
      secret,
    ]);
    nextStep();
    const confirmTwoFactor = (code: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/twoFactorAuth/${investor.userId}`,
        headers: investor.headers,
        payload: { authenticatorCode: code },
      });
    expect((await confirmTwoFactor(totpCode(secret, t.clock.now()))).statusCode).toBe(200);
    // The start seals it (once), and codes keep working.
    expect(await sealStoredTotpSecrets(t.ownerPool, t.config.totpKeys, 'investor')).toBeGreaterThanOrEqual(1);
    expect(await sealStoredTotpSecrets(t.ownerPool, t.config.totpKeys, 'investor')).toBe(0);
    expect((await storedSecret()).equals(secret)).toBe(false);
    nextStep();
    expect((await confirmTwoFactor(totpCode(secret, t.clock.now()))).statusCode).toBe(200);
  });

  it('confirms a password change, two-factor and closing the account; a code counts once', async () => {
    const investor = await fundedInvestor(t);
    const { secret } = await enrol(investor);
    nextStep();
    const code = totpCode(secret, t.clock.now());
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/passwordReset',
      headers: investor.headers,
      payload: { newPassword: 'Totp-Changed-2026!', authenticatorCode: code },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await login(t.app, investor.email, 'Totp-Changed-2026!')).statusCode).toBe(200);

    // The same code again, within its window: refused (replay).
    const replay = await t.app.inject({
      method: 'PUT',
      url: `/api/twoFactorAuth/${investor.userId}`,
      headers: investor.headers,
      payload: { authenticatorCode: code },
    });
    expectApiError(replay, 422, 'phone-confirmation-code-invalid');

    // A code of the previous step is older than the last one used: refused too.
    nextStep();
    const older = totpCode(secret, new Date(t.clock.now().getTime() - 30_000));
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/twoFactorAuth/${investor.userId}`,
      headers: investor.headers,
      payload: { authenticatorCode: older },
    });
    expectApiError(refused, 422, 'phone-confirmation-code-invalid');

    // A phone 25 seconds behind still works (one step of drift).
    const behind = totpCode(secret, new Date(t.clock.now().getTime() + 25_000));
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/twoFactorAuth/${investor.userId}`,
      headers: investor.headers,
      payload: { authenticatorCode: behind },
    });
    expect(expectContractResponse(on, 'enableTwoFactorAuth', 200)).toMatchObject({
      twoFactorAuthEnabled: true,
    });

    nextStep();
    nextStep();
    const closed = await t.app.inject({
      method: 'POST',
      url: `/api/deleteAccount/${investor.userId}`,
      headers: investor.headers,
      payload: { authenticatorCode: totpCode(secret, t.clock.now()) },
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('throttles wrong codes: the sixth try in 15 minutes is 429 with Retry-After, even a right one', async () => {
    const investor = await fundedInvestor(t);
    const { secret } = await enrol(investor);
    nextStep();
    const wrong = totpCode(newTotpSecret(), t.clock.now());
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/twoFactorAuth/${investor.userId}`,
        headers: investor.headers,
        payload: { authenticatorCode: wrong === totpCode(secret, t.clock.now()) ? '000000' : wrong },
      });
      expectApiError(res, 422, 'phone-confirmation-code-invalid');
    }
    const locked = await t.app.inject({
      method: 'PUT',
      url: `/api/twoFactorAuth/${investor.userId}`,
      headers: investor.headers,
      payload: { authenticatorCode: totpCode(secret, t.clock.now()) },
    });
    expectApiError(locked, 429, 'rate-limited');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(AUTHENTICATOR_TRY_WINDOW_MS);
    const later = await t.app.inject({
      method: 'PUT',
      url: `/api/twoFactorAuth/${investor.userId}`,
      headers: investor.headers,
      payload: { authenticatorCode: totpCode(secret, t.clock.now()) },
    });
    expect(later.statusCode, later.body).toBe(200);
  });

  it('takes a recovery code once; removal needs a step-up and ends the authenticator', async () => {
    const investor = await fundedInvestor(t);
    const { recoveryCodes } = await enrol(investor);
    const first = recoveryCodes[0]!;
    const used = await t.app.inject({
      method: 'PUT',
      url: `/api/twoFactorAuth/${investor.userId}`,
      headers: investor.headers,
      payload: { authenticatorCode: first.toUpperCase() },
    });
    expect(used.statusCode, used.body).toBe(200);
    expect((await call(investor, 'GET')).json()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/twoFactorAuth/${investor.userId}`,
      headers: investor.headers,
      payload: { authenticatorCode: first },
    });
    expectApiError(again, 422, 'phone-confirmation-code-invalid');

    // Another investor's recovery code is not this one's.
    const other = await fundedInvestor(t);
    const { recoveryCodes: othersCodes } = await enrol(other);
    const foreign = await call(investor, 'DELETE', { authenticatorCode: othersCodes[0] });
    expectApiError(foreign, 422, 'phone-confirmation-code-invalid');
    // Nor can one investor touch another's authenticator.
    const cross = await t.app.inject({
      method: 'DELETE',
      url: `/api/authenticator/${other.userId}`,
      headers: investor.headers,
      payload: { authenticatorCode: othersCodes[1] },
    });
    expectApiError(cross, 403, 'forbidden');

    const removed = await call(investor, 'DELETE', await smsCode(investor, 'AUTHENTICATOR_CHANGE'));
    expect((await lastCode(t, investor)).text).toContain('removes your authenticator app');
    expect(expectContractResponse(removed, 'removeAuthenticator', 200)).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    const afterRemoval = await t.app.inject({
      method: 'DELETE',
      url: `/api/twoFactorAuth/${investor.userId}`,
      headers: investor.headers,
      payload: { authenticatorCode: recoveryCodes[1] },
    });
    expectApiError(afterRemoval, 422, 'phone-confirmation-code-invalid');
  });
});
