/**
 * Rate limits kept in PostgreSQL (DESIGN §3–§4), so any number of server processes count together.
 *
 * Each limit is a fixed-window counter in `rate_limits` (migrations/0004_security.sql), one row per
 * (bucket, key), moved by ONE atomic upsert per check: concurrent requests each add exactly one and no
 * lock is held across statements. The window starts with the first hit and ends `windowSeconds` later;
 * the first hit after it starts a new window. Over the limit the call answers 429 `rate-limited` with
 * `Retry-After` (whole seconds, at least 1) until the window ends.
 *
 * The checks run as a preValidation hook: after the body is parsed, before Ajv validation and before
 * any expensive work (Argon2, SMS, e-mail). Keys are client IPs (`request.ip`, see TRUST_PROXY), the
 * SHA-256 hex digest of an e-mail address (never the address in clear), `global`, or the signed-in
 * user's id (`signedIn` limits: a second hook after the token and owner checks). A multipart body is
 * not read by then, so a refused upload costs no more than its headers.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { Clock } from '../clock.ts';
import { rateLimitRefusals } from '../metrics.ts';
import type { Queryable } from '../db/pool.ts';
import { ApiError } from '../errors.ts';
import type { OperationId } from './types.ts';
import type { JobDefinition } from '../jobs.ts';

export interface Limit {
  /** The counter's name (`rate_limits.bucket`); unique across the table. */
  bucket: string;
  /** What is counted apart: a key, or null when the request carries nothing to count by (skipped). */
  key: (request: FastifyRequest) => string | null;
  /** Hits allowed per window (multiplied by RATE_LIMIT_FACTOR, which is 1 in production). */
  max: number;
  windowSeconds: number;
  /**
   * Checked once the caller is signed in and owns the path, for a key that is the signed-in user: a
   * request without their token, or for another user's id, must not spend a user's budget.
   */
  signedIn?: true;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** A field of the parsed body or query, when it is a non-empty string (the hook runs before validation). */
function stringField(source: unknown, name: string): string | null {
  if (source === null || typeof source !== 'object') return null;
  const value = (source as Record<string, unknown>)[name];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** The client's address as Fastify resolved it (X-Forwarded-For only from trusted proxies). */
export const byIp = (request: FastifyRequest): string => (request.ip || 'unknown').slice(0, 128);

/** An e-mail address (case-insensitive, as logins compare usernames), as its SHA-256 digest. */
const byAddress =
  (part: 'body' | 'query', name: string) =>
  (request: FastifyRequest): string | null => {
    const value = stringField(request[part], name);
    return value === null ? null : sha256Hex(value.toLowerCase());
  };

/** The signed-in user (a `signedIn` limit runs after the token and owner checks). */
const byUser = (request: FastifyRequest): string | null =>
  request.auth === null ? null : String(request.auth.userId);

/** The contract's phone pattern: malformed numbers answer 400 and cost no SMS, so they spend no budget. */
const SMS_NUMBER = /^\+[1-9][0-9]{6,14}$/;
const registrationSmsBudget = (request: FastifyRequest): string | null => {
  const phone = stringField(request.query, 'phone');
  return phone !== null && SMS_NUMBER.test(phone) ? 'global' : null;
};

/**
 * Every limit of the service, by operation, checked in order: a request refused by one limit does not
 * count against the ones after it (an IP over its limit cannot spend an account's or the global budget).
 *
 * Per-IP numbers leave room for many people behind one address (offices, mobile carriers' NAT).
 */
export const RATE_LIMITS: Partial<Record<OperationId, readonly Limit[]>> = {
  // Logins. Five wrong passwords already block a profile; these stop credential stuffing across many
  // accounts from one address (30/min), the hammering of one account from many addresses (10/min:
  // a person retyping a password needs a handful), and bound the Argon2 work an attacker can cause.
  issueToken: [
    { bucket: 'token-ip', key: byIp, max: 30, windowSeconds: MINUTE },
    { bucket: 'token-account', key: byAddress('body', 'username'), max: 10, windowSeconds: MINUTE },
  ],
  // Operator logins: few people, each with a password manager; the same per-account budget as
  // investors' and a tighter one per address (the back office is a handful of people, not an office NAT).
  issueOperatorToken: [
    { bucket: 'ops-token-ip', key: byIp, max: 10, windowSeconds: MINUTE },
    { bucket: 'ops-token-account', key: byAddress('body', 'username'), max: 10, windowSeconds: MINUTE },
  ],
  // Passkey sign-ins (decision 0026): the options cost a row each, the assertion a signature check;
  // the same per-address budgets as the passwords' (a person retries a handful of times).
  startPasskeyLogin: [{ bucket: 'passkey-options-ip', key: byIp, max: 30, windowSeconds: MINUTE }],
  finishPasskeyLogin: [{ bucket: 'passkey-login-ip', key: byIp, max: 30, windowSeconds: MINUTE }],
  startOperatorPasskeyLogin: [
    { bucket: 'ops-passkey-options-ip', key: byIp, max: 10, windowSeconds: MINUTE },
  ],
  // Adding or removing an operator's passkey tries the operator's authenticator code: as its sign-in.
  startOperatorPasskeyRegistration: [
    { bucket: 'ops-passkey-add-ip', key: byIp, max: 10, windowSeconds: MINUTE },
  ],
  removeOperatorPasskey: [{ bucket: 'ops-passkey-remove-ip', key: byIp, max: 10, windowSeconds: MINUTE }],
  // An investor's passkey challenges for actions (a row each) and passkey changes (each may try a
  // code): a person confirms a few actions a minute, not hundreds an hour.
  requestPasskeyChallenge: [
    { bucket: 'passkey-challenge-user', key: byUser, max: 60, windowSeconds: HOUR, signedIn: true },
  ],
  startPasskeyRegistration: [
    { bucket: 'passkey-add-user', key: byUser, max: 20, windowSeconds: HOUR, signedIn: true },
  ],
  removePasskey: [
    { bucket: 'passkey-remove-user', key: byUser, max: 20, windowSeconds: HOUR, signedIn: true },
  ],
  // Each call for an existing account sends an e-mail: at most 5 per address and hour (no mail
  // bombing; enough for "it did not arrive" retries), 20 per client IP and hour.
  requestPasswordReset: [
    { bucket: 'reset-ip', key: byIp, max: 20, windowSeconds: HOUR },
    { bucket: 'reset-address', key: byAddress('query', 'username'), max: 5, windowSeconds: HOUR },
  ],
  // The registration wizard asks once per e-mail step; the limits slow down enumerating which
  // addresses have accounts (30 per 10 minutes from one address, 10 checks of one e-mail).
  existsCustomerByUsername: [
    { bucket: 'exists-ip', key: byIp, max: 30, windowSeconds: 10 * MINUTE },
    { bucket: 'exists-address', key: byAddress('query', 'username'), max: 10, windowSeconds: 10 * MINUTE },
  ],
  // SMS cost money and can be pumped. Two budgets that never touch each other: the registration's
  // codes, which anyone can ask for, and the codes of signed-in investors (withdrawals, two-factor,
  // closing, password change), so anonymous registration traffic can never use up what a withdrawal
  // needs. Registration: 20 per caller and hour (the handler also allows one per number every 10 s
  // and 5 per number and hour) and 500 per hour platform-wide (about 10 times the expected peak of
  // registrations; raise it here if marketing brings more).
  requestPhoneVerification: [
    { bucket: 'sms-registration-ip', key: byIp, max: 20, windowSeconds: HOUR },
    { bucket: 'sms-registration-global', key: registrationSmsBudget, max: 500, windowSeconds: HOUR },
  ],
  // A signed-in investor's codes, counted only once the token was accepted: 20 per investor and hour
  // across purposes (the handler also allows one per purpose every 9 s and 10 per purpose and hour)
  // and 1000 per hour platform-wide.
  requestVerificationCode: [
    { bucket: 'sms-account-user', key: byUser, max: 20, windowSeconds: HOUR, signedIn: true },
    {
      bucket: 'sms-account-global',
      key: (request) => (request.auth ? 'global' : null),
      max: 1000,
      windowSeconds: HOUR,
      signedIn: true,
    },
  ],
  // Every account needs a confirmed phone anyway; this bounds the Argon2 hashing and the e-mails.
  createCustomer: [{ bucket: 'register-ip', key: byIp, max: 20, windowSeconds: HOUR }],
  // An auto-invest preview plans the engine over every matching receivable (src/modules/auto-invest/auto-invest.ts); the
  // custom form asks debounced, about once a second while a person edits.
  previewAutoInvest: [{ bucket: 'auto-invest-preview-ip', key: byIp, max: 300, windowSeconds: MINUTE }],
  // Each identity upload decodes up to two photos of up to 100 megapixels and writes them to disk. A
  // person uploads a handful of times (a blurred photo, a rejection); 10 an hour per investor leaves
  // room for that, 30 per address and hour for a household or office behind one address.
  uploadDocuments: [
    { bucket: 'documents-ip', key: byIp, max: 30, windowSeconds: HOUR },
    { bucket: 'documents-user', key: byUser, max: 10, windowSeconds: HOUR, signedIn: true },
  ],
};

export interface Hit {
  /** Hits in the current window, this one included. */
  hits: number;
  windowEnd: Date;
}

/** Counts one hit on (bucket, key) at `now`, in one atomic statement, and returns the window's state. */
export async function hitRateLimit(
  db: Queryable,
  bucket: string,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<Hit> {
  const { rows } = await db.query<{ hits: number; window_end: Date }>(
    `INSERT INTO rate_limits AS r (bucket, key, hits, window_end) VALUES ($1, $2, 1, $4::timestamptz)
     ON CONFLICT (bucket, key) DO UPDATE SET
       hits       = CASE WHEN r.window_end <= $3::timestamptz THEN 1
                         ELSE LEAST(r.hits, 2147483646) + 1 END,
       window_end = CASE WHEN r.window_end <= $3::timestamptz THEN EXCLUDED.window_end
                         ELSE r.window_end END
     RETURNING hits, window_end`,
    [bucket, key, now, new Date(now.getTime() + windowSeconds * 1000)],
  );
  const row = rows[0]!;
  return { hits: row.hits, windowEnd: row.window_end };
}

/** Deletes the counters whose window has ended (a job, hourly); returns how many. */
export async function deleteExpiredRateLimits(db: Queryable, clock: Clock): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM rate_limits WHERE window_end <= $1', [clock.now()]);
  return rowCount ?? 0;
}

export interface RateLimitDeps {
  db: Queryable;
  clock: Clock;
  /** RATE_LIMIT_FACTOR: multiplies every maximum (tests and e2e; 1 in production). */
  factor: number;
}

export const rateLimited = () =>
  new ApiError(429, 'rate-limited', 'Too many requests. Please wait a moment and try again.');

/**
 * The preValidation hook enforcing the operation's limits of one stage, or undefined when it has
 * none: `anyone` before authentication, `signedIn` after the token and owner checks.
 */
export function rateLimitHook(
  operationId: string,
  deps: RateLimitDeps,
  stage: 'anyone' | 'signedIn' = 'anyone',
  table: Partial<Record<string, readonly Limit[]>> = RATE_LIMITS,
): preValidationAsyncHookHandler | undefined {
  const limits = table[operationId]?.filter((l) => (l.signedIn === true) === (stage === 'signedIn'));
  if (!limits || limits.length === 0) return undefined;
  const { db, clock } = deps;
  const factor = Math.max(1, Math.floor(deps.factor));
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of limits) {
      const key = limit.key(request);
      if (key === null) continue;
      const now = clock.now();
      const { hits, windowEnd } = await hitRateLimit(db, limit.bucket, key, limit.windowSeconds, now);
      if (hits > limit.max * factor) {
        const seconds = Math.max(1, Math.ceil((windowEnd.getTime() - now.getTime()) / 1000));
        reply.header('retry-after', String(seconds));
        request.log.info({ bucket: limit.bucket, retryAfter: seconds }, 'rate limited');
        rateLimitRefusals.inc({ bucket: limit.bucket });
        throw rateLimited();
      }
    }
  };
}

/** Counters whose window ended are dead weight (the next hit would start afresh anyway). */
export const rateLimitExpiryJob: JobDefinition = {
  queue: 'rate-limits-expire',
  cron: '41 * * * *',
  async run({ pool, clock }) {
    await deleteExpiredRateLimits(pool, clock);
  },
};
