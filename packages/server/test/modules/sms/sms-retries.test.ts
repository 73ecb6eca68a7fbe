/**
 * A text the provider could not take at once goes through the outbox's delivery job: retried with
 * backoff while the failures pass (throttled, down, silent), never after a refusal, given up after the
 * last attempt or once its code has expired. Real pg-boss jobs against an Infobip fake.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs } from '../../../src/app.ts';
import { loadConfig } from '../../../src/platform/config.ts';
import { deliverMessage, enqueueMessage, MAX_DELIVERY_ATTEMPTS } from '../../../src/platform/outbox.ts';
import { createTransports } from '../../../src/platform/transports.ts';
import { startFakeSmsProvider, type FakeSmsProvider } from '../../fakes/sms-providers.ts';
import { createTestApp, expectApiError, expectContractResponse, type TestApp } from '../../helpers/app.ts';
import { uniquePhone } from '../../helpers/registration.ts';
import { smsSettingsFor } from '../../helpers/sms.ts';

const silentLog = { debug() {}, info() {}, warn() {}, error() {} };

let fake: FakeSmsProvider;
let t: TestApp;
const transports = () =>
  createTransports({ ...loadConfig({}), publicUrl: 'http://invest.test', sms: smsSettingsFor(fake) });

beforeAll(async () => {
  fake = await startFakeSmsProvider('infobip');
  t = await createTestApp({
    config: { sms: smsSettingsFor(fake) },
    jobs: (connectionString, pool, clock) =>
      startJobs({
        connectionString,
        pool,
        clock,
        transport: transports(),
        log: silentLog,
        pollingIntervalSeconds: 0.5,
      }),
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

async function waitFor<T>(fn: () => Promise<T | undefined>, timeoutMs = 40_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The message's delivery job while it waits for its first run (`created`) or for its next one after a
 * failed run (`retry`). pg-boss schedules on the database's clock, which the test's clock does not move.
 */
async function waitingJob(outboxId: string, state: 'created' | 'retry') {
  return waitFor(async () => {
    const { rows } = await t.ownerPool.query<{ id: string; start_after: Date }>(
      `SELECT id, start_after FROM pgboss.job
        WHERE name = 'outbox-deliver' AND singleton_key = $1 AND state = $2 AND start_after > now()`,
      [`outbox-${outboxId}`, state],
    );
    return rows[0];
  });
}

/** The job's wait is over at once, as if its moment had come: the test sets the time, never waits it. */
const dueNow = (jobId: string) =>
  t.ownerPool.query('UPDATE pgboss.job SET start_after = now() WHERE id = $1', [jobId]);

const askCode = (phone: string) =>
  t.app.inject({ url: `/api/phone_verify?phone=${encodeURIComponent(phone)}` });

async function outboxRow(phone: string) {
  const { rows } = await t.pool.query<{
    id: string;
    sent_at: Date | null;
    attempts: number;
    failure: string | null;
    last_error: string | null;
  }>(
    'SELECT id, sent_at, attempts, failure, last_error FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
    [phone],
  );
  return rows[0]!;
}

describe('the delivery job', () => {
  it('retries a throttled text with backoff until the provider takes it', async () => {
    const phone = uniquePhone();
    fake.answer(phone, 'throttled', 'down', 'accept');
    const res = await askCode(phone);
    expect(expectContractResponse(res, 'requestPhoneVerification', 200)).toMatchObject({
      delivery: 'DELAYED',
    });

    const { id } = await outboxRow(phone);
    const attempts = () => fake.received.filter((m) => m.to === phone);
    // The job waits for the first attempt to have ended (SMS_TIMEOUT_MS + 5 s), then backs off: each
    // wait is checked as scheduled, then made to pass at once instead of waited out.
    const first = await waitingJob(id, 'created');
    expect(attempts().map((m) => m.answer)).toEqual(['throttled']);
    expect(first.start_after.getTime() - attempts()[0]!.at).toBeGreaterThanOrEqual(5_000);
    await dueNow(first.id);
    const retry = await waitingJob(id, 'retry');
    expect(attempts().map((m) => m.answer)).toEqual(['throttled', 'down']);
    expect(retry.start_after.getTime() - attempts()[1]!.at).toBeGreaterThanOrEqual(4_500);
    await dueNow(retry.id);

    const row = await waitFor(async () => {
      const current = await outboxRow(phone);
      return current.sent_at ? current : undefined;
    });
    expect(row).toMatchObject({ attempts: 3, failure: null, last_error: null });
    expect(attempts().map((m) => m.answer)).toEqual(['throttled', 'down', 'accept']);
  }, 60_000);

  it('never retries a text the provider refused', async () => {
    const phone = uniquePhone();
    fake.answer(phone, 'invalid-number');
    expectApiError(await askCode(phone), 422, 'sms-not-delivered');
    const { id } = await outboxRow(phone);
    // The job scheduled with the message (its wait made to pass at once) runs and finds it given up.
    await dueNow((await waitingJob(id, 'created')).id);
    await waitFor(async () => {
      const { rows } = await t.ownerPool.query<{ state: string }>(
        `SELECT state FROM pgboss.job WHERE name = 'outbox-deliver' AND singleton_key = $1`,
        [`outbox-${id}`],
      );
      return rows[0]?.state === 'completed' ? true : undefined;
    });
    expect(fake.received.filter((m) => m.to === phone)).toHaveLength(1);
    expect(await outboxRow(phone)).toMatchObject({ attempts: 1, failure: 'refused' });
  }, 60_000);
});

describe('giving up', () => {
  const queue = (to: string, notAfter?: Date) =>
    enqueueMessage(
      t.pool,
      t.clock,
      { channel: 'sms', to, body: 'Your code is 123456', notAfter },
      { sms: 'infobip' },
    );

  it('after the last attempt failed', async () => {
    const phone = uniquePhone();
    fake.answer(phone, 'down');
    const id = await queue(phone);
    for (let attempt = 1; attempt < MAX_DELIVERY_ATTEMPTS; attempt++)
      expect(await deliverMessage(t.pool, t.clock, transports(), id)).toMatchObject({ state: 'retry' });
    expect(await deliverMessage(t.pool, t.clock, transports(), id)).toEqual({
      state: 'failed',
      failure: 'gave-up',
      reason: 'Infobip HTTP 500 GENERAL_ERROR',
    });
    expect(await outboxRow(phone)).toMatchObject({ attempts: MAX_DELIVERY_ATTEMPTS, failure: 'gave-up' });
    expect(await deliverMessage(t.pool, t.clock, transports(), id)).toEqual({ state: 'done' });
    expect(fake.received.filter((m) => m.to === phone)).toHaveLength(MAX_DELIVERY_ATTEMPTS);
  });

  it('once the code it carries has expired, without sending it', async () => {
    const phone = uniquePhone();
    const id = await queue(phone, new Date(t.clock.now().getTime() + 60_000));
    t.clock.advance(60_000);
    expect(await deliverMessage(t.pool, t.clock, transports(), id)).toMatchObject({
      state: 'failed',
      failure: 'expired',
    });
    expect(fake.received.filter((m) => m.to === phone)).toHaveLength(0);
  });

  it('while another sender holds the message, a second one leaves it alone', async () => {
    const phone = uniquePhone();
    fake.answer(phone, 'timeout');
    const id = await queue(phone);
    const first = deliverMessage(t.pool, t.clock, transports(), id);
    await waitFor(async () => (fake.received.some((m) => m.to === phone) ? true : undefined));
    expect(await deliverMessage(t.pool, t.clock, transports(), id)).toEqual({ state: 'busy' });
    expect(await first).toMatchObject({ state: 'retry' });
    expect(fake.received.filter((m) => m.to === phone)).toHaveLength(1);
  });
});
