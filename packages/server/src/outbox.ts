import nodemailer from 'nodemailer';
import type pg from 'pg';
import type { Clock } from './clock.ts';
import type { Queryable } from './db/pool.ts';

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

/** Without SMTP_URL nothing leaves the machine: messages stay readable at /dev/outbox. */
export const devOutboxTransport: Transport = { name: 'dev-outbox', send: async () => {} };

export function createTransport(smtpUrl: string | undefined, from: string): Transport {
  if (!smtpUrl) return devOutboxTransport;
  const mailer = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      // No SMS provider is configured in this version: SMS stay in the development outbox.
      if (message.channel === 'sms') return;
      await mailer.sendMail({ from, to: message.to, subject: message.subject ?? '', text: message.body });
    },
  };
}

/**
 * Writes a message in the caller's transaction. Delivery happens after commit (a job), so a
 * rolled-back action sends nothing.
 */
export async function enqueueMessage(db: Queryable, clock: Clock, message: OutgoingMessage): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO outbox (channel, recipient, subject, body, user_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [message.channel, message.to, message.subject ?? null, message.body, message.userId ?? null, clock.now()],
  );
  return rows[0]!.id;
}

/**
 * Delivers one message at most once per successful attempt: the row is locked (SKIP LOCKED, so
 * concurrent workers never send the same message together) and marked sent in the same transaction.
 * Returns false when there was nothing to do; throws when the transport failed (the job retries).
 */
export async function deliverMessage(
  pool: pg.Pool,
  clock: Clock,
  transport: Transport,
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
      `SELECT channel, recipient, subject, body FROM outbox WHERE id = $1 AND sent_at IS NULL FOR UPDATE SKIP LOCKED`,
      [id],
    );
    const message = rows[0];
    if (!message) {
      await client.query('COMMIT');
      return false;
    }
    try {
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
    `SELECT id FROM outbox WHERE sent_at IS NULL AND attempts < $1 AND created_at < $2
     ORDER BY id LIMIT 500`,
    [maxAttempts, new Date(clock.now().getTime() - 30_000)],
  );
  return rows.map((r) => r.id);
}
