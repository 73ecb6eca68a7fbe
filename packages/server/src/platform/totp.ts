/**
 * Time-based one-time passwords (RFC 6238) for authenticator apps, on the `otpauth` library: pure
 * functions of a secret, a code and a time, with no database, so the investors' step-up
 * (src/modules/verification/authenticator.ts) and the operators' sign-in use the same rules. The parameters are the ones
 * every authenticator app understands: SHA-1, 6 digits, 30-second steps, a 160-bit secret.
 *
 * A code is accepted in its own step and one step either side (±30 s of clock drift between phone and
 * server). The caller keeps the step of the last accepted code and passes it as `lastStep`: a code of
 * that step or an earlier one is refused, so a code seen over someone's shoulder cannot be used again
 * within its window.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of the current one. */
export const TOTP_DRIFT_STEPS = 1;
/** RFC 4226 recommends 160 bits for HMAC-SHA1. */
export const TOTP_SECRET_BYTES = 20;

/** A fresh random shared secret. */
export function newTotpSecret(): Buffer {
  return randomBytes(TOTP_SECRET_BYTES);
}

function totpOf(secret: Uint8Array, label = '', issuer = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    secret: new Secret({ buffer: Uint8Array.from(secret).buffer }),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });
}

/** The secret as the base32 text a person types into an app that cannot scan. */
export function totpSecretText(secret: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(secret).buffer }).base32;
}

/** The `otpauth://totp/…` URI the QR code carries (Key Uri Format). */
export function totpUri(secret: Uint8Array, account: { issuer: string; label: string }): string {
  return totpOf(secret, account.label, account.issuer).toString();
}

/** The 30-second step `at` falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of the step `at` falls in (tests, and an operator console's own checks). */
export function totpCode(secret: Uint8Array, at: Date): string {
  return totpOf(secret).generate({ timestamp: at.getTime() });
}

/**
 * The step of the code if it is right at `at` (±TOTP_DRIFT_STEPS) and newer than `lastStep`; null
 * otherwise. Anything but exactly 6 digits is wrong.
 */
export function verifyTotp(secret: Uint8Array, code: string, at: Date, lastStep: number): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: TOTP_DRIFT_STEPS });
  if (delta === null) return null;
  const step = totpStep(at) + delta;
  return step > lastStep ? step : null;
}
