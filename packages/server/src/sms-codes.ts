/**
 * SMS codes (DESIGN §4): 6 random digits, stored only as an HMAC keyed by the verification id (a
 * random secret only the client holds, stored as its SHA-256), single use, short-lived, a few tries,
 * resent no sooner than a wait. Shared by the registration's phone confirmation
 * (src/routes/registration.ts) and the signed-in user's codes (src/withdrawals.ts). Codes never reach
 * the log or the audit log; the outbox holds the SMS text until the transport delivers it.
 */
import { createHmac, randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Queryable } from './db/pool.ts';
import type { ApiError } from './errors.ts';
import type { Jobs } from './jobs.ts';
import { enqueueMessage, transportNames } from './outbox.ts';

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
export function tooSoon(reply: FastifyReply, waitMs: number, error: ApiError): ApiError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return error;
}

/**
 * Queues an SMS in the transaction of the code it carries and schedules its delivery. Without an SMS
 * transport (production has none in this version; the development outbox stands in for it) this
 * throws 501 not-implemented and the caller's transaction rolls back, code and all.
 */
export async function sendSms(
  tx: Queryable,
  deps: { clock: Clock; config: Config; jobs: Jobs },
  message: { to: string; body: string; userId?: number },
): Promise<void> {
  const outboxId = await enqueueMessage(
    tx,
    deps.clock,
    { channel: 'sms', ...message },
    transportNames(deps.config),
  );
  await deps.jobs.scheduleDelivery(tx, outboxId);
}
