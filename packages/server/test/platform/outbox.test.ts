import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, startJobs } from '../../src/app.ts';
import { withTransaction } from '../../src/platform/db/pool.ts';
import {
  deliverMessage,
  devOutboxTransport,
  enqueueMessage,
  type Transport,
} from '../../src/platform/outbox.ts';
import { transportNames } from '../../src/platform/transports.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  expectContractResponse,
  testContract,
  type TestApp,
} from '../helpers/app.ts';

const silentLog = { debug() {}, info() {}, warn() {}, error() {} };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // Real pg-boss jobs against this file's database, polling fast.
    jobs: (connectionString, pool, clock) =>
      startJobs({
        connectionString,
        pool,
        clock,
        transport: devOutboxTransport,
        log: silentLog,
        pollingIntervalSeconds: 0.5,
      }),
  });
});
afterAll(async () => {
  await t?.close();
});

async function waitFor<T>(fn: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('delivery', () => {
  it('delivers a message written by an action through the job queue (dev outbox transport)', async () => {
    await t.app.inject({ url: `/api/lostPassword?username=${DEMO_USERS.demo}` });
    const row = await waitFor(async () => {
      const { rows } = await t.pool.query<{ sent_at: Date | null; transport: string; attempts: number }>(
        'SELECT sent_at, transport, attempts FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
        [DEMO_USERS.demo],
      );
      return rows[0]?.sent_at ? rows[0] : undefined;
    });
    expect(row).toMatchObject({ transport: 'dev-outbox', attempts: 1 });
  });

  it('writes nothing when the action rolls back', async () => {
    await expect(
      withTransaction(t.pool, async (client) => {
        await enqueueMessage(
          client,
          t.clock,
          { channel: 'sms', to: '+38640000001', body: 'never' },
          transportNames(t.config),
        );
        throw new Error('action failed');
      }),
    ).rejects.toThrow('action failed');
    const { rows } = await t.pool.query("SELECT 1 FROM outbox WHERE recipient = '+38640000001'");
    expect(rows).toHaveLength(0);
  });

  it('records a failed attempt and retries; a delivered message is not sent twice', async () => {
    const id = await enqueueMessage(t.pool, t.clock, {
      channel: 'email',
      to: 'flaky@invest.si',
      subject: 's',
      body: 'b',
    });
    let calls = 0;
    const flaky: Transport = {
      name: 'smtp',
      async send() {
        calls++;
        if (calls === 1) throw new Error('421 try again later');
      },
    };
    expect(await deliverMessage(t.pool, t.clock, flaky, id)).toEqual({
      state: 'retry',
      reason: '421 try again later',
    });
    let { rows } = await t.pool.query('SELECT attempts, last_error, sent_at FROM outbox WHERE id = $1', [id]);
    expect(rows[0]).toMatchObject({ attempts: 1, last_error: '421 try again later', sent_at: null });
    expect(await deliverMessage(t.pool, t.clock, flaky, id)).toEqual({ state: 'sent' });
    expect(await deliverMessage(t.pool, t.clock, flaky, id)).toEqual({ state: 'done' });
    ({ rows } = await t.pool.query('SELECT attempts, last_error, transport FROM outbox WHERE id = $1', [id]));
    expect(rows[0]).toMatchObject({ attempts: 2, last_error: null, transport: 'smtp' });
    expect(calls).toBe(2);
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists messages newest first and filters by recipient (any case)', async () => {
    await enqueueMessage(
      t.pool,
      t.clock,
      { channel: 'sms', to: '+38640111222', body: 'Your code is 123456' },
      transportNames(t.config),
    );
    await enqueueMessage(t.pool, t.clock, {
      channel: 'email',
      to: 'list@invest.si',
      subject: 'First',
      body: 'one',
    });
    await enqueueMessage(t.pool, t.clock, {
      channel: 'email',
      to: 'list@invest.si',
      subject: 'Second',
      body: 'two',
    });
    const all = expectContractResponse(
      await t.app.inject({ url: '/api/dev/outbox' }),
      'listDevOutbox',
      200,
    ) as {
      id: string;
    }[];
    const ids = all.map((m) => Number(m.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const filtered = expectContractResponse(
      await t.app.inject({ url: '/api/dev/outbox?to=LIST%40invest.si' }),
      'listDevOutbox',
      200,
    );
    expect(filtered).toMatchObject([
      { channel: 'email', to: 'list@invest.si', subject: 'Second', body: 'two' },
      { subject: 'First' },
    ]);
    expect(filtered).toHaveLength(2);
    const sms = expectContractResponse(
      await t.app.inject({ url: '/api/dev/outbox?to=%2B38640111222' }),
      'listDevOutbox',
      200,
    );
    expect(sms).toMatchObject([{ channel: 'sms', subject: null, body: 'Your code is 123456' }]);
  });
});

describe('/dev/outbox page', () => {
  it('renders messages readably with clickable links, escaped text and no inline script', async () => {
    await enqueueMessage(t.pool, t.clock, {
      channel: 'email',
      to: 'page@invest.si',
      subject: '<b>Reset</b>',
      body: 'Open http://invest.test/password-reset/abc_DEF-123 now <script>alert(1)</script>',
    });
    const res = await t.app.inject({ url: '/dev/outbox?to=page%40invest.si' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain(
      '<a href="http://invest.test/password-reset/abc_DEF-123">http://invest.test/password-reset/abc_DEF-123</a>',
    );
    expect(res.body).toContain('&lt;b&gt;Reset&lt;/b&gt;');
    expect(res.body).not.toMatch(/<script|<style|style=|onclick/i);
    const css = await t.app.inject({ url: '/dev/outbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});

describe('production', () => {
  it('hides the development outbox (page and JSON answer 404)', async () => {
    const app = await buildApp({
      config: { ...t.config, nodeEnv: 'production' },
      db: t.pool,
      clock: t.clock,
      logger: false,
      contract: testContract(),
    });
    expectContractResponse(await app.inject({ url: '/api/dev/outbox' }), 'listDevOutbox', 404);
    expectApiError(await app.inject({ url: '/dev/outbox' }), 404, 'not-found');
    expectApiError(await app.inject({ url: '/dev/outbox.css' }), 404, 'not-found');
    await app.close();
  });
});
