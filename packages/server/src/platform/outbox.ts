import nodemailer from 'nodemailer';
import type pg from 'pg';
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
}

export interface Transport {
  /** Recorded on each delivered message: 'smtp' or 'dev-outbox'. */
  name: string;
  send(message: {
    channel: 'email' | 'sms';
    to: string;
    subject: string | null;
    body: string;
  }): Promise<void>;
}

/** Nothing leaves the machine: messages stay in the outbox table, readable at /dev/outbox when enabled. */
export const devOutboxTransport: Transport = { name: 'dev-outbox', send: async () => {} };

/** The transport of each channel; `sms: null` while no SMS provider is configured. */
export interface Transports {
  email: Transport;
  sms: Transport | null;
}

type TransportConfig = Pick<Config, 'nodeEnv' | 'smtpUrl' | 'smsUrl' | 'devOutbox' | 'mailFrom'>;

/** DEV_OUTBOX=1 turns the development outbox on, and nothing turns it on in production. */
export function devOutboxEnabled(config: Pick<Config, 'nodeEnv' | 'devOutbox'>): boolean {
  return config.devOutbox && config.nodeEnv !== 'production';
}

/**
 * Which transport carries each channel in this configuration (null: none). E-mail: SMTP when
 * SMTP_URL is set, else the outbox table (production refuses to start without SMTP, see
 * transportProblems). SMS: this version has no SMS provider; the development outbox counts as the SMS
 * transport only while it is enabled.
 */
export function transportNames(config: Omit<TransportConfig, 'mailFrom'>): {
  email: 'smtp' | 'dev-outbox';
  sms: 'dev-outbox' | null;
} {
  return {
    email: config.smtpUrl ? 'smtp' : 'dev-outbox',
    sms: devOutboxEnabled(config) ? 'dev-outbox' : null,
  };
}

export function smtpTransport(smtpUrl: string, from: string): Transport {
  const mailer = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      if (message.channel !== 'email') throw new Error('SMTP carries e-mail only');
      await mailer.sendMail({ from, to: message.to, subject: message.subject ?? '', text: message.body });
    },
  };
}

export function createTransports(config: TransportConfig): Transports {
  const names = transportNames(config);
  return {
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : devOutboxTransport,
    sms: names.sms ? devOutboxTransport : null,
  };
}

/**
 * What stops the service from starting (`errors`) or deserves a word in the log (`warnings`) about
 * how messages leave it (DESIGN §4).
 */
export function transportProblems(config: Omit<TransportConfig, 'mailFrom'>): {
  errors: string[];
  warnings: string[];
} {
  const errors: string[] = [];
  const warnings: string[] = [];
  const production = config.nodeEnv === 'production';
  if (production && config.devOutbox)
    errors.push(
      'DEV_OUTBOX is refused with NODE_ENV=production: the development outbox would publish every ' +
        'e-mail and SMS (with their links and codes). Unset DEV_OUTBOX.',
    );
  if (production && !config.smtpUrl)
    errors.push(
      'NODE_ENV=production needs an e-mail transport: set SMTP_URL (smtp://user:pass@host:587). Without ' +
        'it password-reset and confirmation e-mails would never leave the service.',
    );
  if (config.smsUrl)
    errors.push(
      'SMS_URL is set, but this version has no SMS provider to send through. Unset it: text messages ' +
        "then answer 501 'not-implemented'.",
    );
  if (!transportNames(config).sms) {
    // DESIGN §4 asks production to refuse to start without a real SMS transport. No SMS provider
    // exists in this version, so that rule would make production unstartable in every configuration;
    // instead every SMS-sending call answers 501 not-implemented (enqueueMessage), never a silent
    // success, and the log says so at startup. Once a provider exists this becomes an error.
    warnings.push(
      'No SMS transport is configured: calls that send text messages (the registration phone code) ' +
        "answer 501 'not-implemented'" +
        (production ? '.' : '. Set DEV_OUTBOX=1 to read them at /dev/outbox instead.'),
    );
  }
  if (!production && !config.smtpUrl && !devOutboxEnabled(config))
    warnings.push(
      'Neither SMTP_URL nor DEV_OUTBOX=1: e-mails stay unread in the outbox table. Set DEV_OUTBOX=1 ' +
        'to read them at /dev/outbox.',
    );
  return { errors, warnings };
}

/** The answer to an action that would send a text message while no SMS transport is configured. */
export const smsUnavailable = () =>
  new ApiError(501, 'not-implemented', 'Text messages cannot be sent: no SMS provider is configured');

/**
 * Writes a message in the caller's transaction. Delivery happens after commit (a job), so a
 * rolled-back action sends nothing. An SMS needs `transports` (transportNames(config)) naming an SMS
 * transport, else it throws 501 not-implemented: the action fails visibly instead of pretending.
 */
export async function enqueueMessage(
  db: Queryable,
  clock: Clock,
  message: OutgoingMessage,
  transports?: { sms: string | null },
): Promise<string> {
  if (message.channel === 'sms' && !transports?.sms) throw smsUnavailable();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO outbox (channel, recipient, subject, body, user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [message.channel, message.to, message.subject ?? null, message.body, message.userId ?? null, clock.now()],
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

/**
 * Delivers one message at most once per successful attempt: the row is locked (SKIP LOCKED, so
 * concurrent workers never send the same message together) and marked sent in the same transaction.
 * Returns false when there was nothing to do; throws when the transport failed (the job retries).
 */
export async function deliverMessage(
  pool: pg.Pool,
  clock: Clock,
  transports: Transport | Transports,
  id: string,
): Promise<boolean> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const { rows } = await client.query<{
      channel: 'email' | 'sms';
      recipient: string;
      subject: string | null;
      body: string;
    }>(
      `SELECT channel, recipient, subject, body FROM outbox
       WHERE id = $1 AND sent_at IS NULL AND purged_at IS NULL FOR UPDATE SKIP LOCKED`,
      [id],
    );
    const message = rows[0];
    if (!message) {
      await client.query('COMMIT');
      return false;
    }
    // One transport for everything (tests), or the channel's own.
    const transport = 'send' in transports ? transports : transports[message.channel];
    try {
      if (!transport) throw new Error(`no ${message.channel} transport is configured`);
      await transport.send({
        channel: message.channel,
        to: message.recipient,
        subject: message.subject,
        body: message.body,
      });
    } catch (err) {
      await client.query('UPDATE outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1', [
        id,
        String((err as Error).message ?? err).slice(0, 500),
      ]);
      await client.query('COMMIT');
      throw err;
    }
    await client.query(
      'UPDATE outbox SET attempts = attempts + 1, sent_at = $2, transport = $3, last_error = NULL WHERE id = $1',
      [id, clock.now(), transport.name],
    );
    await client.query('COMMIT');
    return true;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Unsent messages that a sweep should (re)schedule: older than half a minute, so the job scheduled
 * with the message has had its chance first.
 */
export async function unsentMessageIds(db: Queryable, clock: Clock, maxAttempts: number): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM outbox WHERE sent_at IS NULL AND purged_at IS NULL AND attempts < $1 AND created_at < $2
     ORDER BY id LIMIT 500`,
    [maxAttempts, new Date(clock.now().getTime() - 30_000)],
  );
  return rows.map((r) => r.id);
}

/**
 * Messages of the development outbox (and any never delivered) keep their bodies this long: their
 * codes (10 minutes) and links (at most 24 hours) are dead by then.
 */
export const OUTBOX_BODY_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Secrets do not outlive their use: clears the body (links, codes) of every message a real transport
 * delivered, and of every other message older than OUTBOX_BODY_RETENTION_MS, recording `purged_at`.
 * A purged message is never delivered afterwards. Returns how many were purged. Run by a job.
 */
export async function purgeMessageBodies(db: Queryable, clock: Clock): Promise<number> {
  const now = clock.now();
  const { rowCount } = await db.query(
    `UPDATE outbox SET body = '', purged_at = $1
     WHERE purged_at IS NULL
       AND ((sent_at IS NOT NULL AND transport IS DISTINCT FROM 'dev-outbox') OR created_at <= $2)`,
    [now, new Date(now.getTime() - OUTBOX_BODY_RETENTION_MS)],
  );
  return rowCount ?? 0;
}
