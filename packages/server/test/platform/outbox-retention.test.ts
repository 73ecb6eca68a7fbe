/**
 * Secrets do not outlive their use: message bodies (reset links, confirmation links, SMS codes) are
 * cleared once a real transport delivered them, and development-outbox messages after 24 hours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.ts';
import {
  deliverMessage,
  devOutboxTransport,
  enqueueMessage,
  OUTBOX_BODY_RETENTION_MS,
  purgeMessageBodies,
  unsentMessageIds,
  type Transport,
} from '../../src/platform/outbox.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

const clock = new ManualClock('2026-03-10T09:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, clock });
});
afterAll(async () => {
  await t?.close();
});

const smtp: Transport = { name: 'smtp', send: async () => {} };
const MINUTE = 60_000;

async function message(id: string) {
  const { rows } = await t.pool.query<{ body: string; purged_at: Date | null; sent_at: Date | null }>(
    'SELECT body, purged_at, sent_at FROM outbox WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

const mail = (to: string, body: string) =>
  enqueueMessage(t.pool, clock, { channel: 'email', to, subject: 'Reset your password', body });

describe('purgeMessageBodies', () => {
  it('clears what SMTP delivered at its next run, development messages after 24 hours', async () => {
    const secret = 'http://invest.test/password-reset/s3cr3t-link-id';
    const delivered = await mail('smtp@invest.si', secret);
    const local = await mail('local@invest.si', secret);
    const pending = await mail('pending@invest.si', secret);
    const sms = await enqueueMessage(
      t.pool,
      clock,
      { channel: 'sms', to: '+38640555666', body: 'Your code is 123456' },
      { sms: 'dev-outbox' },
    );
    await deliverMessage(t.pool, clock, smtp, delivered);
    await deliverMessage(t.pool, clock, devOutboxTransport, local);
    await deliverMessage(t.pool, clock, devOutboxTransport, sms);

    clock.advance(5 * MINUTE);
    expect(await purgeMessageBodies(t.pool, clock)).toBe(1);
    expect(await message(delivered)).toMatchObject({ body: '', purged_at: clock.now() });
    for (const id of [local, pending, sms]) {
      expect(await message(id)).toMatchObject({ purged_at: null });
      expect((await message(id)).body).not.toBe('');
    }
    // Nothing more to do until the development messages are a day old.
    expect(await purgeMessageBodies(t.pool, clock)).toBe(0);
    clock.set(new Date(Date.parse('2026-03-10T09:00:00Z') + OUTBOX_BODY_RETENTION_MS - 1));
    expect(await purgeMessageBodies(t.pool, clock)).toBe(0);

    clock.set(new Date(Date.parse('2026-03-10T09:00:00Z') + OUTBOX_BODY_RETENTION_MS));
    expect(await purgeMessageBodies(t.pool, clock)).toBe(3);
    for (const id of [local, pending, sms]) {
      expect(await message(id)).toMatchObject({ body: '', purged_at: clock.now() });
    }
    const { rows } = await t.pool.query(
      "SELECT 1 FROM outbox WHERE body LIKE '%s3cr3t%' OR body LIKE '%123456%'",
    );
    expect(rows).toHaveLength(0);
  });

  it('never delivers a purged message (an empty body) afterwards', async () => {
    const id = await mail('late@invest.si', 'link');
    clock.advance(OUTBOX_BODY_RETENTION_MS + MINUTE);
    expect(await purgeMessageBodies(t.pool, clock)).toBe(1);
    expect(await unsentMessageIds(t.pool, clock, 6)).not.toContain(id);
    let sent = 0;
    const counting: Transport = { name: 'smtp', send: async () => void sent++ };
    expect(await deliverMessage(t.pool, clock, counting, id)).toEqual({ state: 'done' });
    expect(sent).toBe(0);
    expect(await message(id)).toMatchObject({ sent_at: null, body: '' });
  });
});
