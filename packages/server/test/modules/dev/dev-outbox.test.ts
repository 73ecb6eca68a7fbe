/**
 * The development outbox is a convenience that must never ship by accident (DESIGN §4): on only with
 * DEV_OUTBOX=1, never in production, and it shows only messages no real transport carried. It stands
 * in for SMS only outside production and only while no SMS provider is configured; with neither,
 * sending answers 501 instead of pretending.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { loadConfig, type Config } from '../../../src/platform/config.ts';
import { ApiError } from '../../../src/platform/errors.ts';
import {
  deliverMessage,
  devOutboxEnabled,
  devOutboxTransport,
  enqueueMessage,
  type Transport,
} from '../../../src/platform/outbox.ts';
import { createTransports, transportNames } from '../../../src/platform/transports.ts';
import {
  createTestApp,
  expectApiError,
  expectContractResponse,
  testContract,
  type TestApp,
} from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

async function appWith(config: Partial<Config>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...t.config, ...config },
    db: t.pool,
    clock: t.clock,
    logger: false,
    contract: testContract(),
  });
  await app.ready();
  return app;
}

async function expectOutboxOff(app: FastifyInstance): Promise<void> {
  const json = await app.inject({ url: '/api/dev/outbox' });
  expectContractResponse(json, 'listDevOutbox', 404);
  expectApiError(json, 404, 'not-found');
  expectApiError(await app.inject({ url: '/dev/outbox' }), 404, 'not-found');
  expectApiError(await app.inject({ url: '/dev/outbox?to=a%40b.si' }), 404, 'not-found');
  expectApiError(await app.inject({ url: '/dev/outbox.css' }), 404, 'not-found');
}

describe('switching the development outbox on', () => {
  it('reads DEV_OUTBOX: on only when explicitly enabled', () => {
    expect(loadConfig({}).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: '0' }).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: 'false' }).devOutbox).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: '1' }).devOutbox).toBe(true);
    expect(loadConfig({ DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
    expect(devOutboxEnabled(loadConfig({ DEV_OUTBOX: '1', NODE_ENV: 'production' }))).toBe(false);
  });

  it('is off (404 with the error shape) when not enabled, in development too', async () => {
    const app = await appWith({ nodeEnv: 'development', devOutbox: false });
    await expectOutboxOff(app);
    await app.close();
  });

  it('is off in production even with DEV_OUTBOX=1', async () => {
    const app = await appWith({ nodeEnv: 'production', devOutbox: true, smtpUrl: 'smtp://mail.invest.test' });
    await expectOutboxOff(app);
    await app.close();
  });

  it('is on with DEV_OUTBOX=1 outside production', async () => {
    const app = await appWith({ nodeEnv: 'development', devOutbox: true });
    expectContractResponse(await app.inject({ url: '/api/dev/outbox' }), 'listDevOutbox', 200);
    expect((await app.inject({ url: '/dev/outbox' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('what the development outbox shows', () => {
  it('never a message SMTP delivered (or will deliver), nor a purged one', async () => {
    const to = 'shown@invest.si';
    const mail = (subject: string) =>
      enqueueMessage(t.pool, t.clock, { channel: 'email', to, subject, body: `${subject} body` });
    const smtp: Transport = { name: 'smtp', send: async () => {} };
    const viaSmtp = await mail('via SMTP');
    await deliverMessage(t.pool, t.clock, smtp, viaSmtp);
    const viaOutbox = await mail('via dev outbox');
    await deliverMessage(t.pool, t.clock, devOutboxTransport, viaOutbox);
    await mail('pending');
    const purged = await mail('purged');
    await deliverMessage(t.pool, t.clock, devOutboxTransport, purged);
    await t.ownerPool.query(`UPDATE outbox SET body = '', purged_at = $2 WHERE id = $1`, [
      purged,
      t.clock.now(),
    ]);
    const sms = await enqueueMessage(
      t.pool,
      t.clock,
      { channel: 'sms', to, body: 'Your code is 111111' },
      { sms: 'dev-outbox' },
    );

    // Without SMTP the outbox is the e-mail transport: pending e-mails are its own.
    const withoutSmtp = await appWith({ devOutbox: true, smtpUrl: undefined });
    const listed = (res: Awaited<ReturnType<FastifyInstance['inject']>>) =>
      (expectContractResponse(res, 'listDevOutbox', 200) as { subject: string | null; id: string }[]).map(
        (m) => m.subject ?? `sms ${m.id}`,
      );
    expect(listed(await withoutSmtp.inject({ url: `/api/dev/outbox?to=${to}` }))).toEqual([
      `sms ${sms}`,
      'pending',
      'via dev outbox',
    ]);
    const page = await withoutSmtp.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}` });
    expect(page.body).toContain('via dev outbox body');
    expect(page.body).not.toContain('via SMTP');
    expect(page.body).not.toContain('purged');
    await withoutSmtp.close();

    // With SMTP, pending e-mails are SMTP's: only what the outbox itself holds is shown.
    const withSmtp = await appWith({ devOutbox: true, smtpUrl: 'smtp://mail.invest.test' });
    expect(listed(await withSmtp.inject({ url: `/api/dev/outbox?to=${to}` }))).toEqual([
      `sms ${sms}`,
      'via dev outbox',
    ]);
    const smtpPage = await withSmtp.inject({ url: `/dev/outbox?to=${encodeURIComponent(to)}` });
    expect(smtpPage.body).not.toContain('via SMTP');
    expect(smtpPage.body).not.toContain('pending body');
    await withSmtp.close();
  });
});

describe('SMS transport', () => {
  const phone = '+38640999001';
  const base = {
    nodeEnv: 'development',
    smtpUrl: undefined,
    sms: loadConfig({}).sms,
    mailFrom: 'x@invest.si',
    publicUrl: 'http://invest.test',
  };
  const infobip = loadConfig({
    SMS_PROVIDER: 'infobip',
    INFOBIP_BASE_URL: 'https://abc.api.infobip.com',
    INFOBIP_API_KEY: 'key',
    INFOBIP_SENDER: 'Invest',
  }).sms;

  it('is the development outbox only while it is on and no SMS provider is configured', () => {
    expect(transportNames({ ...base, devOutbox: false })).toEqual({ email: 'dev-outbox', sms: null });
    expect(transportNames({ ...base, devOutbox: true })).toEqual({ email: 'dev-outbox', sms: 'dev-outbox' });
    expect(transportNames({ ...base, devOutbox: true, sms: infobip })).toEqual({
      email: 'dev-outbox',
      sms: 'infobip',
    });
    expect(transportNames({ ...base, nodeEnv: 'production', devOutbox: true, smtpUrl: 'smtp://m' })).toEqual({
      email: 'smtp',
      sms: null,
    });
    expect(createTransports({ ...base, devOutbox: false }).sms).toBeNull();
    expect(createTransports({ ...base, devOutbox: true }).sms?.name).toBe('dev-outbox');
    expect(createTransports({ ...base, devOutbox: true, sms: infobip }).sms?.name).toBe('infobip');
    expect(createTransports({ ...base, devOutbox: true, smtpUrl: 'smtp://m' }).email.name).toBe('smtp');
  });

  it('answers the registration SMS with 501 not-implemented while none is configured, and sends nothing', async () => {
    const app = await appWith({ nodeEnv: 'development', devOutbox: false });
    const res = await app.inject({ url: `/api/phone_verify?phone=${encodeURIComponent(phone)}` });
    expectContractResponse(res, 'requestPhoneVerification', 501);
    expectApiError(res, 501, 'not-implemented');
    expect(res.json()).toEqual({
      key: 'not-implemented',
      message: 'Text messages cannot be sent: no SMS provider is configured',
    });
    await app.close();
    const sent = await t.pool.query('SELECT 1 FROM outbox WHERE recipient = $1', [phone]);
    expect(sent.rowCount).toBe(0);
    const verifications = await t.pool.query('SELECT 1 FROM phone_verifications WHERE phone = $1', [phone]);
    expect(verifications.rowCount).toBe(0);
  });

  it('sends the registration SMS through the development outbox when it is on', async () => {
    const res = await t.app.inject({ url: `/api/phone_verify?phone=${encodeURIComponent(phone)}` });
    expect(expectContractResponse(res, 'requestPhoneVerification', 200)).toMatchObject({ delivery: 'SENT' });
    const sent = await t.pool.query(
      'SELECT transport FROM outbox WHERE recipient = $1 AND sent_at IS NOT NULL',
      [phone],
    );
    expect(sent.rows).toEqual([{ transport: 'dev-outbox' }]);
  });

  it('refuses any SMS written without an SMS transport (enqueueMessage itself)', async () => {
    const sms = { channel: 'sms' as const, to: '+38640999002', body: 'code' };
    await expect(enqueueMessage(t.pool, t.clock, sms)).rejects.toBeInstanceOf(ApiError);
    await expect(enqueueMessage(t.pool, t.clock, sms, { sms: null })).rejects.toMatchObject({
      statusCode: 501,
      key: 'not-implemented',
    });
  });

  it('never marks an SMS delivered when its channel has no transport', async () => {
    const id = await enqueueMessage(
      t.pool,
      t.clock,
      { channel: 'sms', to: '+38640999003', body: 'code' },
      { sms: 'dev-outbox' },
    );
    const transports = createTransports({ ...base, devOutbox: false });
    expect(await deliverMessage(t.pool, t.clock, transports, id)).toEqual({
      state: 'retry',
      reason: 'no sms transport is configured',
    });
    const { rows } = await t.pool.query('SELECT sent_at, last_error FROM outbox WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ sent_at: null, last_error: 'no sms transport is configured' });
  });
});
