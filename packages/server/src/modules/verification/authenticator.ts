/**
 * The investor's authenticator app (TOTP, src/platform/totp.ts) and its recovery codes, as a second way to
 * confirm the account's step-up actions (src/modules/account/account-security.ts). The secret is kept in
 * `authenticators` (migration 0013), encrypted (src/platform/totp-secrets.ts, migration 0019), and leaves the
 * service once, in the answer that starts the enrolment; neither it nor a code ever reaches the log
 * or the audit log.
 *
 * Guessing is throttled per investor: AUTHENTICATOR_MAX_TRIES wrong codes within
 * AUTHENTICATOR_TRY_WINDOW_MS lock the authenticator until the window has passed (429 with
 * Retry-After). Every try is counted first, in one statement of its own, so concurrent guesses share
 * the budget and a refused effect cannot undo the count; a right code then moves `last_step` forward
 * in one conditional UPDATE, so the same code (or an older one) is accepted once, however many
 * requests carry it at the same moment.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { recordAudit, type AuditRequest } from '../../platform/audit.ts';
import { realNow, type Clock } from '../../platform/clock.ts';
import type pg from 'pg';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError } from '../../platform/errors.ts';
import { codeInvalid } from './sms-codes.ts';
import { verifyTotp } from '../../platform/totp.ts';
import { openTotpSecret } from '../../platform/totp-secrets.ts';
import type { Keyring } from '../../platform/secret-box.ts';

/** The clock, and the keys the stored secrets are sealed with (TOTP_KEYS, src/platform/totp-secrets.ts). */
export interface Keys {
  clock: Clock;
  keyring: Keyring;
}

export const AUTHENTICATOR_MAX_TRIES = 5;
export const AUTHENTICATOR_TRY_WINDOW_MS = 15 * 60 * 1000;
export const RECOVERY_CODE_COUNT = 10;

/** A recovery code: 10 base32 letters in two groups (50 random bits), e.g. `k7m2q-xw4pa`. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-[a-z2-7]{5}$/;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const letters = [...randomBytes(10)].map((byte) => BASE32[byte & 31]).join('');
    return `${letters.slice(0, 5)}-${letters.slice(5)}`;
  });
}

/** The stored form of a recovery code; the user id in the hash ties it to its owner. */
export function recoveryCodeHash(userId: number, code: string): Buffer {
  return createHash('sha256').update(`${userId}:${code.toLowerCase()}`, 'utf8').digest();
}

export interface AuthenticatorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function authenticatorStatus(db: Queryable, userId: number): Promise<AuthenticatorStatus> {
  const { rows } = await db.query<{ enabled: boolean; left: number }>(
    `SELECT EXISTS (SELECT 1 FROM authenticators WHERE user_id = $1 AND confirmed_at IS NOT NULL) AS enabled,
            (SELECT count(*)::int FROM authenticator_recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS left`,
    [userId],
  );
  return { enabled: rows[0]!.enabled, recoveryCodesLeft: rows[0]!.left };
}

const throttled = (reply: FastifyReply | undefined, retryMs: number) => {
  reply?.header('retry-after', String(Math.max(1, Math.ceil(retryMs / 1000))));
  return new ApiError(429, 'rate-limited', 'Too many wrong codes; try again later');
};

/**
 * Counts one try against the user's authenticator (enrolled or, with `pending`, being enrolled) and
 * returns its secret and last accepted step; 429 while the tries of the window are used up, 422 when
 * there is no such authenticator.
 */
async function countTry(
  db: Queryable,
  { clock, keyring }: Keys,
  request: AuditRequest,
  reply: FastifyReply | undefined,
  userId: number,
  pending: boolean,
): Promise<{ secret: Buffer; lastStep: number }> {
  const now = clock.now();
  const windowStart = new Date(now.getTime() - AUTHENTICATOR_TRY_WINDOW_MS);
  const { rows } = await db.query<{
    secret: Buffer;
    last_step: string;
    failed_tries: number;
    failed_since: Date | null;
    counted: boolean;
  }>(
    // One statement (the row lock serialises concurrent tries): a window that has passed starts
    // afresh at 1; a used-up window is left as it is (counted = false).
    `WITH old AS (
       SELECT user_id, secret, last_step, failed_tries, failed_since FROM authenticators
        WHERE user_id = $1 AND (confirmed_at IS NULL) = $5 FOR UPDATE),
     counted AS (
       UPDATE authenticators a SET
          failed_tries = CASE WHEN old.failed_since IS NULL OR old.failed_since <= $3 THEN 1
                              ELSE old.failed_tries + 1 END,
          failed_since = CASE WHEN old.failed_since IS NULL OR old.failed_since <= $3 THEN $2
                              ELSE old.failed_since END
         FROM old
        WHERE a.user_id = old.user_id AND NOT (old.failed_since > $3 AND old.failed_tries >= $4)
        RETURNING a.user_id)
     SELECT secret, last_step::text, failed_tries, failed_since, EXISTS (SELECT 1 FROM counted) AS counted
       FROM old`,
    [userId, now, windowStart, AUTHENTICATOR_MAX_TRIES, pending],
  );
  const row = rows[0];
  if (!row) throw codeInvalid('No authenticator app is set up');
  if (!row.counted) {
    await recordAudit(db, clock, request, {
      action: 'authenticator.code-refused',
      userId,
      details: { reason: 'throttled', tries: row.failed_tries },
    });
    throw throttled(reply, row.failed_since!.getTime() + AUTHENTICATOR_TRY_WINDOW_MS - now.getTime());
  }
  return { secret: openTotpSecret(keyring, 'investor', row.secret), lastStep: Number(row.last_step) };
}

/** A right code: its step becomes the last one (once) and the window's tries are forgiven. */
async function acceptStep(db: Queryable, userId: number, step: number, confirmAt?: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE authenticators SET last_step = $2, failed_tries = 0, failed_since = NULL,
            confirmed_at = coalesce(confirmed_at, $3)
      WHERE user_id = $1 AND last_step < $2`,
    [userId, step, confirmAt ?? null],
  );
  return rowCount === 1;
}

async function refuse(db: Queryable, clock: Clock, request: AuditRequest, userId: number): Promise<ApiError> {
  const { rows } = await db.query<{ failed_tries: number }>(
    'SELECT failed_tries FROM authenticators WHERE user_id = $1',
    [userId],
  );
  const tries = rows[0]?.failed_tries ?? 0;
  await recordAudit(db, clock, request, {
    action: 'authenticator.code-refused',
    userId,
    details: { reason: 'wrong', tries },
  });
  return codeInvalid(
    tries < AUTHENTICATOR_MAX_TRIES
      ? 'Wrong authenticator code'
      : 'Wrong authenticator code; try again later',
  );
}

/**
 * Checks a code of the enrolled authenticator app, or one of its recovery codes, for a step-up
 * action (pass the pool: the count and the spend are statements of their own). Throws 422
 * `phone-confirmation-code-invalid` for a wrong, replayed or used code and 429 while throttled.
 */
export async function checkAuthenticatorCode(
  db: Queryable,
  { clock, keyring }: Keys,
  request: AuditRequest,
  reply: FastifyReply | undefined,
  userId: number,
  code: string,
): Promise<void> {
  const { secret, lastStep } = await countTry(db, { clock, keyring }, request, reply, userId, false);
  if (RECOVERY_CODE_PATTERN.test(code.toLowerCase())) {
    const { rowCount } = await db.query(
      `UPDATE authenticator_recovery_codes SET used_at = $3
        WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [userId, recoveryCodeHash(userId, code), clock.now()],
    );
    if (rowCount !== 1) throw await refuse(db, clock, request, userId);
    await db.query('UPDATE authenticators SET failed_tries = 0, failed_since = NULL WHERE user_id = $1', [
      userId,
    ]);
    const { recoveryCodesLeft } = await authenticatorStatus(db, userId);
    await recordAudit(db, clock, request, {
      action: 'authenticator.recovery-code-used',
      userId,
      details: { recoveriesLeft: recoveryCodesLeft },
    });
    return;
  }
  const step = verifyTotp(secret, code, realNow(clock), lastStep);
  if (step === null || !(await acceptStep(db, userId, step))) throw await refuse(db, clock, request, userId);
}

/**
 * Confirms an enrolment with the first code from the app (counted and throttled like every other try):
 * in one transaction the authenticator counts from now on and `effect` runs (the recovery codes).
 */
export async function confirmPendingAuthenticator<T>(
  db: pg.Pool,
  { clock, keyring }: Keys,
  request: AuditRequest,
  reply: FastifyReply | undefined,
  userId: number,
  code: string,
  effect: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const { secret, lastStep } = await countTry(db, { clock, keyring }, request, reply, userId, true);
  const now = clock.now();
  const step = verifyTotp(secret, code, realNow(clock), lastStep);
  const result =
    step === null
      ? null
      : await withTransaction(db, async (tx) => {
          if (!(await acceptStep(tx, userId, step, now))) return null;
          return { value: await effect(tx) };
        });
  if (!result) throw await refuse(db, clock, request, userId);
  return result.value;
}
