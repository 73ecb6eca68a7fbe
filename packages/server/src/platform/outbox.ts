import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Queryable } from './db/pool.ts';
import { ApiError } from './errors.ts';
import type { Jobs } from './jobs.ts';

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  /** Required for e-mail, absent for SMS. */
  subject?: string;
  body: string;
  userId?: number;
  /** Not sent after this instant: the code the message carries has expired by then. */
  notAfter?: Date;
}

/** One message as a transport gets it. */
export interface TransportMessage {
  /** The outbox row's id (a provider's delivery report is matched back to it). */
  id: string;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
  /** How long it may still be sent (until the code it carries expires), or null: no limit. */
  validForMs: number | null;
}

export interface Transport {
  /** Recorded on each delivered message: 'smtp', 'dev-outbox', 'infobip', 'twilio'. */
  name: string;
  /**
   * Hands the message over. Throws DeliveryRefused when the provider refused it for good; any other
   * error is a failure a later attempt may overcome. May answer the provider's id of the message.
   */
  send(
    message: TransportMessage,
    options?: { timeoutMs?: number },
  ): Promise<{ providerMessageId?: string } | void>;
}

/**
 * A provider's refusal that no retry can change. `fault` says whose: `recipient` — the number cannot
 * take this message (not a valid or a mobile number, unsubscribed, blocked); `sender` — the provider
 * refused our account or request (credentials, credit, sender). `message` names the provider's code,
 * never the recipient or a credential: it is what the operator reads.
 */
export class DeliveryRefused extends Error {
  readonly fault: 'recipient' | 'sender';
  constructor(fault: 'recipient' | 'sender', message: string) {
    super(message);
    this.name = 'DeliveryRefused';
    this.fault = fault;
  }
}

/** Nothing leaves the machine: messages stay in the outbox table, readable at /dev/outbox when enabled. */
export const devOutboxTransport: Transport = { name: 'dev-outbox', send: async () => {} };

/** The transport of each channel; `sms: null` while no SMS transport is configured. */
export interface Transports {
  email: Transport;
  sms: Transport | null;
}

/** DEV_OUTBOX=1 turns the development outbox on, and nothing turns it on in production. */
export function devOutboxEnabled(config: Pick<Config, 'nodeEnv' | 'devOutbox'>): boolean {
  return config.devOutbox && config.nodeEnv !== 'production';
}

/** The answer to an action that would send a text message while no SMS transport is configured. */
export const smsUnavailable = () =>
  new ApiError(501, 'not-implemented', 'Text messages cannot be sent: no SMS provider is configured');

/**
 * Writes a message in the caller's transaction. Delivery happens after commit (a job, or for a code's
 * SMS an attempt at once), so a rolled-back action sends nothing. An SMS needs `transports`
 * (transportNames(config)) naming an SMS transport, else it throws 501 not-implemented: the action
 * fails visibly instead of pretending.
 */
export async function enqueueMessage(
  db: Queryable,
  clock: Clock,
  message: OutgoingMessage,
  transports?: { sms: string | null },
): Promise<string> {
  if (message.channel === 'sms' && !transports?.sms) throw smsUnavailable();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO outbox (channel, recipient, subject, body, user_id, created_at, not_after)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      message.channel,
      message.to,
      message.subject ?? null,
      message.body,
      message.userId ?? null,
      clock.now(),
      message.notAfter ?? null,
    ],
  );
  return rows[0]!.id;
}

/**
 * Queues an e-mail in the caller's transaction and schedules its delivery after commit (the SMS
 * counterpart is src/modules/verification/sms-codes.ts sendSms): how an action mails an investor, all or nothing with it.
 */
export async function sendEmail(
  tx: Queryable,
  deps: { clock: Clock; jobs: Pick<Jobs, 'scheduleDelivery'> },
  message: { to: string; subject: string; body: string; userId?: number },
): Promise<void> {
  const outboxId = await enqueueMessage(tx, deps.clock, { channel: 'email', ...message });
  await deps.jobs.scheduleDelivery(tx, outboxId);
}

/** Attempts of one message before it is given up (the first one included). */
export const MAX_DELIVERY_ATTEMPTS = 6;

/**
 * How long a sender holds its claim on a message. Longer than any attempt can take (the SMS providers
 * time out after SMS_TIMEOUT_MS, SMTP after its own timeouts, src/platform/transports.ts), so only a
 * sender that died mid-attempt lets a claim run out.
 */
export const DELIVERY_CLAIM_MS = 5 * 60 * 1000;

/** What one delivery attempt came to. */
export type DeliveryOutcome =
  /** The transport took it (for a provider: accepted it for delivery). */
  | { state: 'sent' }
  /** The provider refused it for good; it will not be tried again. */
  | { state: 'refused'; fault: 'recipient' | 'sender'; reason: string }
  /** The attempt failed and another one will follow (the job's retry, the sweep). */
  | { state: 'retry'; reason: string }
  /** Given up: every attempt failed, or its time ran out before it could be sent. */
  | { state: 'failed'; failure: 'gave-up' | 'expired'; reason: string }
  /** Another sender is at it right now. */
  | { state: 'busy' }
  /** Nothing to do: sent, given up or purged already (or no such message). */
  | { state: 'done' };

const reasonOf = (err: unknown) => String((err as Error)?.message ?? err).slice(0, 500);

/**
 * One delivery attempt. The message is claimed for DELIVERY_CLAIM_MS by one atomic UPDATE (so
 * concurrent senders in any process never send it together) and no transaction or connection is held
 * while the transport works: a slow provider cannot drain the pool. The outcome is recorded in one
 * more UPDATE: sent (with the provider's id of the message), refused for good, or failed — given up
 * once `maxAttempts` attempts failed. A message past its `not_after` is given up unsent.
 */
export async function deliverMessage(
  db: Queryable,
  clock: Clock,
  transports: Transport | Transports,
  id: string,
  options: { timeoutMs?: number; maxAttempts?: number } = {},
): Promise<DeliveryOutcome> {
  const maxAttempts = options.maxAttempts ?? MAX_DELIVERY_ATTEMPTS;
  const now = clock.now();
  const { rows } = await db.query<{
    channel: 'email' | 'sms';
    recipient: string;
    subject: string | null;
    body: string;
    not_after: Date | null;
  }>(
    `UPDATE outbox SET claimed_until = $2
      WHERE id = $1 AND sent_at IS NULL AND failure IS NULL AND purged_at IS NULL
        AND (claimed_until IS NULL OR claimed_until <= $3)
      RETURNING channel, recipient, subject, body, not_after`,
    [id, new Date(now.getTime() + DELIVERY_CLAIM_MS), now],
  );
  const message = rows[0];
  if (!message) {
    const { rows: left } = await db.query(
      'SELECT 1 FROM outbox WHERE id = $1 AND sent_at IS NULL AND failure IS NULL AND purged_at IS NULL',
      [id],
    );
    return { state: left.length > 0 ? 'busy' : 'done' };
  }
  if (message.not_after && message.not_after <= now) {
    const reason = 'not sent before its code expired';
    await db.query(
      `UPDATE outbox SET failure = 'expired', failed_at = $2, last_error = coalesce(last_error, $3), claimed_until = NULL
        WHERE id = $1`,
      [id, now, reason],
    );
    return { state: 'failed', failure: 'expired', reason };
  }
  // One transport for everything (tests), or the channel's own.
  const transport = 'send' in transports ? transports : transports[message.channel];
  let result: { providerMessageId?: string } | void;
  try {
    if (!transport) throw new Error(`no ${message.channel} transport is configured`);
    result = await transport.send(
      {
        id,
        channel: message.channel,
        to: message.recipient,
        subject: message.subject,
        body: message.body,
        validForMs: message.not_after ? message.not_after.getTime() - now.getTime() : null,
      },
      { timeoutMs: options.timeoutMs },
    );
  } catch (err) {
    const reason = reasonOf(err);
    const at = clock.now();
    if (err instanceof DeliveryRefused) {
      await db.query(
        `UPDATE outbox SET attempts = attempts + 1, last_error = $2, failure = 'refused', failed_at = $3,
                transport = $4, claimed_until = NULL
          WHERE id = $1`,
        [id, reason, at, transport?.name ?? null],
      );
      return { state: 'refused', fault: err.fault, reason };
    }
    const { rows: after } = await db.query<{ failure: string | null }>(
      `UPDATE outbox SET attempts = attempts + 1, last_error = $2, transport = $5, claimed_until = NULL,
              failure = CASE WHEN attempts + 1 >= $3 THEN 'gave-up' END,
              failed_at = CASE WHEN attempts + 1 >= $3 THEN $4::timestamptz END
        WHERE id = $1 RETURNING failure`,
      [id, reason, maxAttempts, at, transport?.name ?? null],
    );
    return after[0]?.failure === 'gave-up'
      ? { state: 'failed', failure: 'gave-up', reason }
      : { state: 'retry', reason };
  }
  await db.query(
    `UPDATE outbox SET attempts = attempts + 1, sent_at = $2, transport = $3, provider_message_id = $4,
            last_error = NULL, claimed_until = NULL
      WHERE id = $1`,
    [id, clock.now(), transport.name, result?.providerMessageId ?? null],
  );
  return { state: 'sent' };
}

/**
 * Unsent messages that a sweep should (re)schedule: older than half a minute, so the job scheduled
 * with the message has had its chance first; not given up, and claimed by no live sender.
 */
export async function unsentMessageIds(db: Queryable, clock: Clock, maxAttempts: number): Promise<string[]> {
  const now = clock.now();
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM outbox
      WHERE sent_at IS NULL AND purged_at IS NULL AND failure IS NULL AND attempts < $1 AND created_at < $2
        AND (claimed_until IS NULL OR claimed_until <= $3)
      ORDER BY id LIMIT 500`,
    [maxAttempts, new Date(now.getTime() - 30_000), now],
  );
  return rows.map((r) => r.id);
}

/** A provider's final word on a message it accepted (src/platform/sms/: each provider's report). */
export interface DeliveryReport {
  /** The transport that sent it ('infobip', 'twilio'). */
  transport: string;
  providerMessageId: string;
  /** The outbox id the report names, where the provider echoes one back (Infobip's callbackData). */
  outboxId?: string;
  status: 'delivered' | 'undelivered';
  /** The provider's status and error names, for the operator. */
  detail: string;
}

/**
 * Records a delivery report on the message it is about (matched by transport and the provider's id).
 * Returns whether a message matched. A later report replaces an earlier one: providers send their
 * final word last.
 */
export async function recordDeliveryReport(
  db: Queryable,
  clock: Clock,
  report: DeliveryReport,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE outbox SET delivery_status = $3, delivery_detail = $4, delivery_reported_at = $5
      WHERE transport = $1 AND provider_message_id = $2 AND ($6::bigint IS NULL OR id = $6::bigint)`,
    [
      report.transport,
      report.providerMessageId,
      report.status,
      report.detail.slice(0, 500),
      clock.now(),
      report.outboxId ?? null,
    ],
  );
  return (rowCount ?? 0) > 0;
}

/**
 * Messages of the development outbox (and any never delivered) keep their bodies this long: their
 * codes (10 minutes) and links (at most 24 hours) are dead by then.
 */
export const OUTBOX_BODY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Secrets do not outlive their use: clears the body (links, codes) of every message a real transport
 * delivered or that was given up, and of every other message older than OUTBOX_BODY_RETENTION_MS,
 * recording `purged_at`.
 * A purged message is never delivered afterwards. Returns how many were purged. Run by a job.
 */
export async function purgeMessageBodies(db: Queryable, clock: Clock): Promise<number> {
  const now = clock.now();
  const { rowCount } = await db.query(
    `UPDATE outbox SET body = '', purged_at = $1
     WHERE purged_at IS NULL
       AND ((sent_at IS NOT NULL AND transport IS DISTINCT FROM 'dev-outbox') OR failure IS NOT NULL
            OR created_at <= $2)`,
    [now, new Date(now.getTime() - OUTBOX_BODY_RETENTION_MS)],
  );
  return rowCount ?? 0;
}
