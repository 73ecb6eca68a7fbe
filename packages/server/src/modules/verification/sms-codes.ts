/**
 * SMS codes (DESIGN §4): 6 random digits, stored only as an HMAC keyed by the verification id (a
 * random secret only the client holds, stored as its SHA-256), single use, short-lived, a few tries,
 * resent no sooner than a wait. Shared by the registration's phone confirmation
 * (src/modules/registration/routes.ts) and the signed-in user's codes of every purpose (sendUserCode,
 * tryUserCode, spendUserCode below: withdrawals in src/modules/withdrawals/withdrawals.ts, the account's step-up codes in
 * src/modules/account/account-security.ts). Codes never reach the log or the audit log; the outbox holds the SMS text
 * until the transport delivers it.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { components } from '@invest/api-client';
import { recordAudit, type AuditAction, type AuditEvent, type AuditRequest } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Config } from '../../platform/config.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError } from '../../platform/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { deliverMessage, enqueueMessage, type Transports } from '../../platform/outbox.ts';
import { transportNames } from '../../platform/transports.ts';
import { randomSecret, sha256 } from '../../platform/security.ts';

/** Wrong (or right) tries of one code before it is dead. */
export const SMS_CODE_MAX_ATTEMPTS = 5;

/** A fresh 6-digit code, uniformly random (leading zeros kept). */
export function newSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * The stored form of a code: HMAC-SHA256 keyed by the verification id over the code and, for a code
 * bound to what it confirms (a withdrawal's amount and account), that binding. Without a binding it
 * is HMAC(id, code), the form of the registration's phone verifications.
 */
export function smsCodeHash(verificationId: string, code: string, binding = ''): Buffer {
  const mac = createHmac('sha256', verificationId).update(code, 'utf8');
  if (binding !== '') mac.update('\u0000', 'utf8').update(binding, 'utf8');
  return mac.digest();
}

/** Answers 429 with Retry-After in whole seconds (at least 1). */
function tooSoon(reply: FastifyReply, waitMs: number, error: ApiError): ApiError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return error;
}

/** The window of the hourly limit of code sends: callers read the sends since `now` minus this. */
export const CODE_SEND_WINDOW_MS = 60 * 60 * 1000;

/**
 * The throttle of code sends (to a phone number, or of one purpose to a user): refuses a send sooner
 * than `limits.waitMs` after the last one (429 wait10Seconds) and one beyond `limits.perHour` in the
 * last hour (429 rate-limited), both with Retry-After. `sends` are the times of the sends within
 * CODE_SEND_WINDOW_MS before `now`, newest first; the messages are each caller's.
 */
export function checkCodeSendThrottle(
  reply: FastifyReply,
  now: Date,
  sends: Date[],
  limits: { waitMs: number; perHour: number; waitMessage: string; limitMessage: string },
): void {
  const last = sends[0]?.getTime();
  if (last !== undefined && now.getTime() - last < limits.waitMs) {
    throw tooSoon(
      reply,
      last + limits.waitMs - now.getTime(),
      new ApiError(429, 'wait10Seconds', limits.waitMessage),
    );
  }
  if (sends.length >= limits.perHour) {
    const oldest = sends[sends.length - 1]!.getTime();
    throw tooSoon(
      reply,
      oldest + CODE_SEND_WINDOW_MS - now.getTime(),
      new ApiError(429, 'rate-limited', limits.limitMessage),
    );
  }
}

/** How a code's SMS went when it was asked for (the contract's `SmsDelivery`). */
export type SmsDelivery = components['schemas']['SmsDelivery'];

/**
 * The job that retries a code's SMS starts this long after the commit, once the first attempt
 * (deliverSmsNow, bounded by SMS_TIMEOUT_MS) has surely ended: the two never meet on one message.
 */
function retryAfterSeconds(config: Config): number {
  return Math.ceil(config.sms.timeoutMs / 1000) + 5;
}

/**
 * Queues an SMS in the transaction of the code it carries, to be sent no later than the code's expiry,
 * and schedules the job that retries it. The caller makes the first attempt once the transaction has
 * committed (deliverSmsNow). Without an SMS transport this throws 501 not-implemented and the
 * caller's transaction rolls back, code and all.
 */
export async function queueSms(
  tx: Queryable,
  deps: { clock: Clock; config: Config; jobs: Jobs },
  message: { to: string; body: string; userId?: number; notAfter: Date },
): Promise<string> {
  const outboxId = await enqueueMessage(
    tx,
    deps.clock,
    { channel: 'sms', ...message },
    transportNames(deps.config),
  );
  await deps.jobs.scheduleDelivery(tx, outboxId, { startAfterSeconds: retryAfterSeconds(deps.config) });
  return outboxId;
}

/** The number refused the text (not a mobile number, unsubscribed, blocked): asking again will not help. */
export const smsNotDelivered = () =>
  new ApiError(
    422,
    'sms-not-delivered',
    'The text message could not be delivered to this number. Check that it is a mobile number that can receive text messages.',
  );
/** The provider refused our own account or request: nothing the user can change, the operator must. */
export const smsServiceUnavailable = () =>
  new ApiError(422, 'sms-unavailable', 'Text messages cannot be sent at the moment. Please try again later.');

/**
 * The first attempt at a code's SMS, made while the person waits (after the code's transaction
 * committed), bounded by SMS_TIMEOUT_MS. `SENT`: the provider took it. `DELAYED`: it was throttled,
 * down or slow, and the job retries it with backoff while the code lives. A refusal answers 422:
 * `sms-not-delivered` when the number is at fault, `sms-unavailable` when our account is (logged as an
 * error: the operator must act); the message is given up, never retried.
 */
export async function deliverSmsNow(
  deps: { db: Queryable; clock: Clock; config: Config; transports: Transports },
  log: FastifyBaseLogger,
  outboxId: string,
): Promise<SmsDelivery> {
  const outcome = await deliverMessage(deps.db, deps.clock, deps.transports, outboxId, {
    timeoutMs: deps.config.sms.timeoutMs,
  });
  switch (outcome.state) {
    case 'sent':
    case 'done':
      return 'SENT';
    case 'refused':
      if (outcome.fault === 'recipient') {
        log.info({ outboxId, reason: outcome.reason }, 'SMS refused for its recipient');
        throw smsNotDelivered();
      }
      log.error({ outboxId, reason: outcome.reason }, 'the SMS provider refused our request');
      throw smsServiceUnavailable();
    case 'failed':
      log.warn({ outboxId, reason: outcome.reason }, 'SMS given up');
      throw smsServiceUnavailable();
    case 'retry':
      log.warn({ outboxId, reason: outcome.reason }, 'SMS delayed: the job retries it');
      return 'DELAYED';
    case 'busy':
      return 'DELAYED';
  }
}

/** What a signed-in user's code confirms (`verification_codes.purpose`, the contract's token types). */
export type UserCodePurpose = components['schemas']['VerificationTokenType'];

/** A signed-in user's code lives 5 minutes (DESIGN §4: short expiry). */
export const USER_CODE_TTL_MS = 5 * 60 * 1000;
/** SPEC §4: the code dialogs' Send again button counts down 9 seconds; the service enforces it. */
export const USER_CODE_RESEND_WAIT_MS = 9 * 1000;
/** SMS cost money: at most this many codes of one purpose per user and hour. */
export const USER_CODE_MAX_SENDS_PER_HOUR = 10;
/** pg_advisory_xact_lock(namespace, user id) serialises one user's code sends. */
const USER_CODE_LOCK_NAMESPACE = 73_160_253;

export const codeInvalid = (message = 'Wrong confirmation code') =>
  new ApiError(422, 'phone-confirmation-code-invalid', message);
export const codeExpired = () => new ApiError(422, 'phone-confirmation-expired', 'Token expired');

/**
 * What a code is bound to besides its digits, covered by its HMAC: the purpose and, where the purpose
 * has one, what exactly it confirms (a withdrawal's amount and IBAN, the two-factor state it sets).
 * A code of one purpose therefore never matches under another, even if its row were altered.
 */
export function userCodeBinding(purpose: UserCodePurpose, ...details: Array<string | bigint>): string {
  return [purpose, ...details].join(':');
}

export interface UserCodeSpec {
  userId: number;
  purpose: UserCodePurpose;
  /** userCodeBinding(purpose, …) */
  binding: string;
  /** A withdrawal's amount and creditor account (stored beside the HMAC, migration 0007). */
  amountCents?: bigint;
  iban?: string;
}

/**
 * Starts a new verification of `spec.purpose` in `tx` and returns its id and code (sendUserCode texts
 * it and records the audit event in the same transaction). Every send, a resend too, retires the
 * user's open codes of the purpose, so only the newest counts; sends of one purpose are at least 9 s
 * apart (429 wait10Seconds) and at most 10 an hour (429 rate-limited), both with Retry-After. One
 * user's sends are serialised by an advisory lock, so two at once cannot both pass the wait.
 */
async function startUserCode(
  tx: Queryable,
  clock: Clock,
  reply: FastifyReply,
  spec: UserCodeSpec,
): Promise<{ verificationId: string; code: string; validMinutes: number; expiresAt: Date }> {
  const { userId, purpose } = spec;
  await tx.query('SELECT pg_advisory_xact_lock($1, $2::int)', [USER_CODE_LOCK_NAMESPACE, userId]);
  const now = clock.now();
  const { rows: sends } = await tx.query<{ created_at: Date }>(
    `SELECT created_at FROM verification_codes WHERE user_id = $1 AND purpose = $2 AND created_at > $3
      ORDER BY created_at DESC`,
    [userId, purpose, new Date(now.getTime() - CODE_SEND_WINDOW_MS)],
  );
  checkCodeSendThrottle(
    reply,
    now,
    sends.map((s) => s.created_at),
    {
      waitMs: USER_CODE_RESEND_WAIT_MS,
      perHour: USER_CODE_MAX_SENDS_PER_HOUR,
      waitMessage: 'Please wait a few seconds before asking for a new code',
      limitMessage: 'Too many codes were requested; try again later',
    },
  );
  await tx.query(
    `UPDATE verification_codes SET superseded_at = $3
      WHERE user_id = $1 AND purpose = $2 AND consumed_at IS NULL AND superseded_at IS NULL`,
    [userId, purpose, now],
  );
  const verificationId = randomSecret();
  const code = newSmsCode();
  await tx.query(
    `INSERT INTO verification_codes (id_hash, user_id, purpose, code_hash, amount_cents, iban, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      sha256(verificationId),
      userId,
      purpose,
      smsCodeHash(verificationId, code, spec.binding),
      spec.amountCents?.toString() ?? null,
      spec.iban ?? null,
      now,
      new Date(now.getTime() + USER_CODE_TTL_MS),
    ],
  );
  return {
    verificationId,
    code,
    validMinutes: USER_CODE_TTL_MS / 60_000,
    expiresAt: new Date(now.getTime() + USER_CODE_TTL_MS),
  };
}

/** The request asking for a code: audited, and its log says how the SMS went. */
export type CodeRequest = AuditRequest & Pick<FastifyRequest, 'log'>;

/** What the code-sending calls answer: the verification and how its SMS went. */
export interface SentCode {
  verificationId: string;
  delivery: SmsDelivery;
}

/**
 * POST /tokenRequest/{Id} for a signed-in user's code: in one transaction a new verification
 * (startUserCode, with its throttle), its code queued by SMS to `sms.to` in the words `sms.text` makes
 * of it, and the audit event of the send (without an SMS transport: 501, nothing kept); then the
 * SMS's first attempt (deliverSmsNow: a refusal answers 422). Returns the verification id for the
 * client and how the SMS went.
 */
export async function sendUserCode<A extends AuditAction>(
  deps: { db: pg.Pool; clock: Clock; config: Config; jobs: Jobs; transports: Transports },
  request: CodeRequest,
  reply: FastifyReply,
  spec: UserCodeSpec,
  sms: { to: string; text: (code: string, validMinutes: number) => string },
  audit: Pick<AuditEvent<A>, 'action' | 'details'>,
): Promise<SentCode> {
  const { verificationId, outboxId } = await withTransaction(deps.db, async (tx) => {
    const { verificationId, code, validMinutes, expiresAt } = await startUserCode(
      tx,
      deps.clock,
      reply,
      spec,
    );
    const outboxId = await queueSms(tx, deps, {
      to: sms.to,
      body: sms.text(code, validMinutes),
      userId: spec.userId,
      notAfter: expiresAt,
    });
    await recordAudit(tx, deps.clock, request, { ...audit, userId: spec.userId });
    return { verificationId, outboxId };
  });
  return { verificationId, delivery: await deliverSmsNow(deps, request.log, outboxId) };
}

export interface UserCodeTry {
  /** Tries so far, this one included (the fifth kills the code). */
  attempts: number;
  outcome: 'verified' | 'wrong' | 'expired';
  /** What the verification was started for (a withdrawal's amount and IBAN; null otherwise). */
  amountCents: string | null;
  iban: string | null;
}

/**
 * Counts one try of a code and compares it: ONE atomic UPDATE that refuses a sixth, in a statement of
 * its own (pass the pool, not the effect's transaction), so a refusal that rolls the effect back cannot
 * undo the count and concurrent guesses share the five tries. The right code within its time is marked
 * verified; the effect then spends it (spendUserCode). Null when there is no live verification of this
 * user and purpose under that id (unknown, another purpose, spent, superseded or dead): the effect's
 * spend refuses it.
 */
export async function tryUserCode(
  db: Queryable,
  clock: Clock,
  spec: Pick<UserCodeSpec, 'userId' | 'purpose' | 'binding'> & { verificationId: string; code: string },
): Promise<UserCodeTry | null> {
  const idHash = sha256(spec.verificationId);
  const { rows } = await db.query<{
    code_hash: Buffer;
    amount_cents: string | null;
    iban: string | null;
    expires_at: Date;
    attempts: number;
  }>(
    `UPDATE verification_codes SET attempts = attempts + 1
      WHERE id_hash = $1 AND user_id = $2 AND purpose = $3
        AND consumed_at IS NULL AND superseded_at IS NULL AND attempts < $4
      RETURNING code_hash, amount_cents::text, iban, expires_at, attempts`,
    [idHash, spec.userId, spec.purpose, SMS_CODE_MAX_ATTEMPTS],
  );
  const row = rows[0];
  if (!row) return null;
  const result = { attempts: row.attempts, amountCents: row.amount_cents, iban: row.iban };
  if (clock.now() >= row.expires_at) return { ...result, outcome: 'expired' };
  if (!timingSafeEqual(smsCodeHash(spec.verificationId, spec.code, spec.binding), row.code_hash)) {
    return { ...result, outcome: 'wrong' };
  }
  await db.query('UPDATE verification_codes SET verified_at = coalesce(verified_at, $2) WHERE id_hash = $1', [
    idHash,
    clock.now(),
  ]);
  return { ...result, outcome: 'verified' };
}

/**
 * Spends a verified code in the transaction of its effect (single use: the row lock makes a second
 * spend find it consumed). Refuses an unknown, unverified, spent, superseded, expired or otherwise
 * bound code with 422. Returns the verification's id hash (a withdrawal records it) and what it was
 * started for.
 */
export async function spendUserCode(
  tx: Queryable,
  now: Date,
  spec: Pick<UserCodeSpec, 'userId' | 'purpose' | 'binding'> & { verificationId: string; code: string },
): Promise<{ idHash: Buffer; amountCents: string | null; iban: string | null }> {
  const idHash = sha256(spec.verificationId);
  const { rows } = await tx.query<{
    code_hash: Buffer;
    amount_cents: string | null;
    iban: string | null;
    expired: boolean;
  }>(
    `UPDATE verification_codes SET consumed_at = $4
      WHERE id_hash = $1 AND user_id = $2 AND purpose = $3
        AND verified_at IS NOT NULL AND consumed_at IS NULL AND superseded_at IS NULL
      RETURNING code_hash, amount_cents::text, iban, expires_at <= $4 AS expired`,
    [idHash, spec.userId, spec.purpose, now],
  );
  const row = rows[0];
  if (!row) throw codeInvalid();
  if (row.expired) throw codeExpired();
  if (!timingSafeEqual(smsCodeHash(spec.verificationId, spec.code, spec.binding), row.code_hash)) {
    throw codeInvalid();
  }
  return { idHash, amountCents: row.amount_cents, iban: row.iban };
}
