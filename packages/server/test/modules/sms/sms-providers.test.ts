/**
 * Text messages through the real providers' APIs (Infobip, Twilio), each against a local fake that
 * answers as the provider documents: a code asked for is handed over at once and the caller told how
 * it went (SENT, DELAYED for a throttled, failing or silent provider, 422 for a refused number or a
 * refused account); a refusal is never retried, a passing failure is; the providers' delivery reports
 * land on their message, and forged ones are refused; the operator sees what failed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/platform/config.ts';
import { deliverMessage } from '../../../src/platform/outbox.ts';
import { createTransports } from '../../../src/platform/transports.ts';
import {
  startFakeSmsProvider,
  type FakeAnswer,
  type FakeProviderKind,
  type FakeSmsProvider,
} from '../../fakes/sms-providers.ts';
import {
  createTestApp,
  expectApiError,
  contentOf,
  expectContractResponse,
  signInOperator,
  type TestApp,
} from '../../helpers/app.ts';
import { uniquePhone } from '../../helpers/registration.ts';
import { smsSettingsFor } from '../../helpers/sms.ts';
import { fundedInvestor } from '../../helpers/withdrawals.ts';

interface OutboxRow {
  id: string;
  sent_at: Date | null;
  transport: string | null;
  provider_message_id: string | null;
  attempts: number;
  last_error: string | null;
  failure: string | null;
  delivery_status: string | null;
  delivery_detail: string | null;
}

describe.each<FakeProviderKind>(['infobip', 'twilio'])('text messages through %s', (kind) => {
  let fake: FakeSmsProvider;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeSmsProvider(kind);
    t = await createTestApp({ config: { sms: smsSettingsFor(fake) } });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const askCode = (phone: string) =>
    t.app.inject({
      url: `/api/phone_verify?phone=${encodeURIComponent(phone)}`,
      headers: { 'accept-language': 'sl' },
    });

  async function outboxRow(phone: string): Promise<OutboxRow> {
    const { rows } = await t.pool.query<OutboxRow>(
      `SELECT id, sent_at, transport, provider_message_id, attempts, last_error, failure, delivery_status,
              delivery_detail
         FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1`,
      [phone],
    );
    return rows[0]!;
  }

  const sentTo = (phone: string) => fake.received.filter((m) => m.to === phone);

  it('hands the registration code to the provider at once: SENT, and the code it carried confirms the phone', async () => {
    const phone = uniquePhone();
    const res = await askCode(phone);
    const body = expectContractResponse(res, 'requestPhoneVerification', 200) as {
      Id: string;
      delivery: string;
    };
    expect(body.delivery).toBe('SENT');

    const [message] = sentTo(phone);
    expect(message).toMatchObject({ answer: 'accept' });
    // In the caller's language, as the development outbox had it.
    expect(message!.text).toMatch(/^Vaša potrditvena koda za Invest je \d{6}\./);
    expect(message!.reportUrl).toBe(`http://invest.test/api/sms/delivery-reports/${kind}`);
    if (kind === 'infobip') {
      // Infobip drops a text its code has outlived (10 minutes), and echoes the callbackData.
      expect(message!.validity).toBe('10');
      expect(message!.callbackData).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
      expect(message!.sender).toBe('Invest');
    } else {
      expect(message!.sender).toBe('+38651000000');
    }
    expect(await outboxRow(phone)).toMatchObject({
      transport: kind,
      provider_message_id: message!.messageId,
      attempts: 1,
      failure: null,
      last_error: null,
    });
    expect((await outboxRow(phone)).sent_at).not.toBeNull();

    const code = /\d{6}/.exec(message!.text)![0];
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/phone_confirm',
      payload: { verificationId: body.Id, code },
    });
    expect(expectContractResponse(confirm, 'confirmPhone', 200)).toMatchObject({ verified: true });
  });

  it.each<FakeAnswer>(['invalid-number', 'unsubscribed'])(
    'answers 422 sms-not-delivered when the provider refuses the number (%s), and never tries it again',
    async (answer) => {
      const phone = uniquePhone();
      fake.answer(phone, answer);
      const res = await askCode(phone);
      expectContractResponse(res, 'requestPhoneVerification', 422);
      expectApiError(res, 422, 'sms-not-delivered');
      expect(res.body).not.toContain(phone);

      const row = await outboxRow(phone);
      expect(row).toMatchObject({ failure: 'refused', attempts: 1, sent_at: null, transport: kind });
      expect(row.last_error).toMatch(
        kind === 'infobip'
          ? answer === 'invalid-number'
            ? /^Infobip REJECTED REJECTED_DESTINATION$/
            : /^Infobip REJECTED REJECTED_DND$/
          : answer === 'invalid-number'
            ? /^Twilio 21211: invalid 'To' number$/
            : /^Twilio 21610: the recipient unsubscribed/,
      );
      // The reason names the provider's code, never the number.
      expect(row.last_error).not.toContain(phone.slice(1));
      // A job or sweep that comes later finds nothing to do.
      expect(await deliverMessage(t.pool, t.clock, createTransports(t.config), row.id)).toEqual({
        state: 'done',
      });
      expect(sentTo(phone)).toHaveLength(1);
    },
  );

  it('answers 422 sms-unavailable when the provider refuses our credentials, and never tries again', async () => {
    const phone = uniquePhone();
    fake.answer(phone, 'bad-credentials');
    const res = await askCode(phone);
    expectApiError(res, 422, 'sms-unavailable');
    const row = await outboxRow(phone);
    expect(row).toMatchObject({ failure: 'refused', attempts: 1 });
    expect(row.last_error).toBe(
      kind === 'infobip' ? 'Infobip HTTP 401 UNAUTHORIZED' : 'Twilio 20003: authentication failed',
    );
  });

  it.each<[FakeAnswer, RegExp]>([
    ['throttled', kind === 'infobip' ? /^Infobip HTTP 429 TOO_MANY_REQUESTS$/ : /^Twilio 20429/],
    ['down', kind === 'infobip' ? /^Infobip HTTP 500 GENERAL_ERROR$/ : /^Twilio 20503 \(HTTP 503\)$/],
    [
      'timeout',
      kind === 'infobip' ? /^Infobip: no answer within 1000 ms$/ : /^Twilio: no answer within 1000 ms$/,
    ],
  ])('answers DELAYED when the provider is %s, and a later attempt sends it', async (answer, reason) => {
    const phone = uniquePhone();
    fake.answer(phone, answer, 'accept');
    const started = Date.now();
    const res = await askCode(phone);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(expectContractResponse(res, 'requestPhoneVerification', 200)).toMatchObject({
      delivery: 'DELAYED',
    });
    const first = await outboxRow(phone);
    expect(first).toMatchObject({ sent_at: null, failure: null, attempts: 1 });
    expect(first.last_error).toMatch(reason);

    // What the job does next (sms-retries.test.ts runs the real job).
    expect(await deliverMessage(t.pool, t.clock, createTransports(t.config), first.id)).toEqual({
      state: 'sent',
    });
    expect(sentTo(phone).map((m) => m.answer)).toEqual([answer, 'accept']);
    expect(await outboxRow(phone)).toMatchObject({ attempts: 2, last_error: null, transport: kind });
  });

  it("answers 422 sms-not-delivered to a withdrawal code the investor's number cannot take", async () => {
    const investor = await fundedInvestor(t, { cents: 50_000n, twoFactor: true });
    fake.answer(investor.phone, 'invalid-number');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tokenRequest/${investor.userId}`,
      headers: investor.headers,
      payload: { tokenType: 'WITHDRAWAL_CONFIRMATION', isResend: false, amount: 100 },
    });
    expectContractResponse(res, 'requestVerificationCode', 422);
    expectApiError(res, 422, 'sms-not-delivered');

    // The same investor's code through a number that works answers with how it went.
    fake.answer(investor.phone, 'accept');
    t.clock.advance(10_000);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/tokenRequest/${investor.userId}`,
      headers: investor.headers,
      payload: { tokenType: 'TWO_FACTOR_CHANGE', isResend: false },
    });
    expect(expectContractResponse(again, 'requestVerificationCode', 200)).toMatchObject({ delivery: 'SENT' });
  });

  describe('delivery reports', () => {
    async function sent(): Promise<{ phone: string; messageId: string }> {
      const phone = uniquePhone();
      expect((await askCode(phone)).statusCode).toBe(200);
      return { phone, messageId: sentTo(phone)[0]!.messageId! };
    }
    const post = (report: { url: string; headers: Record<string, string>; payload: string }) =>
      t.app.inject({
        method: 'POST',
        url: `${new URL(report.url).pathname}${new URL(report.url).search}`,
        headers: report.headers,
        payload: report.payload,
      });
    const operation = kind === 'infobip' ? 'receiveInfobipDeliveryReports' : 'receiveTwilioStatusCallback';

    it('records the provider’s report on its message: delivered, or undelivered with the reason', async () => {
      const delivered = await sent();
      const res = await post(fake.report(delivered.messageId, 'delivered'));
      expect(expectContractResponse(res, operation, 200)).toEqual({ recorded: 1 });
      expect(await outboxRow(delivered.phone)).toMatchObject({
        delivery_status: 'delivered',
        delivery_detail: kind === 'infobip' ? 'DELIVERED_TO_HANDSET' : 'delivered',
      });

      const lost = await sent();
      expect((await post(fake.report(lost.messageId, 'undelivered'))).json()).toEqual({ recorded: 1 });
      expect(await outboxRow(lost.phone)).toMatchObject({
        delivery_status: 'undelivered',
        delivery_detail:
          kind === 'infobip'
            ? 'UNDELIVERABLE_NOT_DELIVERED (EC_ABSENT_SUBSCRIBER)'
            : 'undelivered (error 30003)',
      });
    });

    it('refuses an unauthenticated or forged report and records nothing', async () => {
      const { phone, messageId } = await sent();
      const genuine = fake.report(messageId, 'undelivered');
      const forgeries: { url: string; headers: Record<string, string>; payload: string }[] = [];
      if (kind === 'infobip') {
        const body = JSON.parse(genuine.payload) as { results: Record<string, unknown>[] };
        const withCallback = (callbackData: unknown) =>
          JSON.stringify({ results: [{ ...body.results[0], callbackData }] });
        const [id, mac] = (body.results[0]!.callbackData as string).split('.');
        forgeries.push(
          { ...genuine, payload: withCallback(undefined) },
          { ...genuine, payload: withCallback(`${id}.${'A'.repeat(43)}`) },
          // A genuine MAC of another message does not vouch for this one.
          { ...genuine, payload: withCallback(`${Number(id) + 1}.${mac}`) },
        );
      } else {
        const { 'x-twilio-signature': signature, ...unsigned } = genuine.headers;
        forgeries.push(
          { ...genuine, headers: unsigned },
          {
            ...genuine,
            headers: { ...genuine.headers, 'x-twilio-signature': `${signature!.slice(0, -4)}AAA=` },
          },
          // Every parameter is signed: a changed status breaks the signature.
          {
            ...genuine,
            payload: genuine.payload.replace('MessageStatus=undelivered', 'MessageStatus=delivered'),
          },
          // Signed for another address.
          { ...genuine, url: genuine.url.replace('/twilio', '/twilio?x=1') },
        );
      }
      for (const forged of forgeries) {
        const res = await post(forged);
        expectContractResponse(res, operation, 401);
        expectApiError(res, 401, 'unauthorized');
      }
      expect(await outboxRow(phone)).toMatchObject({ delivery_status: null });
      expect((await post(genuine)).json()).toEqual({ recorded: 1 });
    });
  });

  it('lists what failed for the operator: masked number, state, reason, attempts', async () => {
    const refused = uniquePhone();
    fake.answer(refused, 'invalid-number');
    await askCode(refused);
    const retrying = uniquePhone();
    fake.answer(retrying, 'throttled');
    await askCode(retrying);

    const operator = await signInOperator(t.app);
    const list = async (query = '') =>
      contentOf(
        expectContractResponse(
          await t.app.inject({ url: `/api/ops/sms-failures${query}`, headers: operator.headers }),
          'listSmsFailures',
          200,
        ),
      ) as {
        to: string;
        state: string;
        reason: string;
        attempts: number;
        provider: string;
        userId: number | null;
      }[];
    const mask = (phone: string) => `+${phone.slice(1, 5)}****${phone.slice(-3)}`;

    const all = await list();
    expect(all[0]).toMatchObject({
      to: mask(retrying),
      state: 'RETRYING',
      attempts: 1,
      provider: kind,
      userId: null,
    });
    expect(all[1]).toMatchObject({ to: mask(refused), state: 'REFUSED', attempts: 1, provider: kind });
    expect(all[1]!.reason).toMatch(kind === 'infobip' ? /REJECTED_DESTINATION/ : /21211/);
    expect(JSON.stringify(all)).not.toContain(refused.slice(5, -3));
    // Earlier tests left an undelivered one and a withdrawal code refused for its investor.
    expect(all.some((m) => m.state === 'UNDELIVERED')).toBe(true);
    expect(all.some((m) => m.state === 'REFUSED' && m.userId !== null)).toBe(true);

    const onlyRefused = await list('?state=REFUSED&size=100');
    expect(onlyRefused.length).toBeGreaterThan(0);
    expect(onlyRefused.every((m) => m.state === 'REFUSED')).toBe(true);
    const first = await t.app.inject({ url: '/api/ops/sms-failures?size=1', headers: operator.headers });
    const { next } = first.json() as { next: string };
    expect((await list(`?size=1&cursor=${next}`))[0]).toEqual(all[1]);
    expect(
      (
        await t.app.inject({
          url: `/api/ops/sms-failures?state=REFUSED&cursor=${next}`,
          headers: operator.headers,
        })
      ).statusCode,
    ).toBe(400);

    // An investor's token finds no such call.
    const investor = await fundedInvestor(t);
    expectApiError(
      await t.app.inject({ url: '/api/ops/sms-failures', headers: investor.headers }),
      404,
      'not-found',
    );
  });
});

describe('Twilio through a Messaging Service', () => {
  it('sends with MessagingServiceSid and lets Twilio drop the text once its code has expired', async () => {
    const fake = await startFakeSmsProvider('twilio');
    try {
      const transport = createTransports({
        ...loadConfig({}),
        publicUrl: 'https://invest.example',
        sms: smsSettingsFor(fake, { TWILIO_FROM: '', TWILIO_MESSAGING_SERVICE_SID: 'MG0123' }),
      }).sms!;
      const sent = await transport.send({
        id: '42',
        channel: 'sms',
        to: '+38640123456',
        subject: null,
        body: 'Your code is 123456',
        validForMs: 5 * 60_000,
      });
      expect(sent).toEqual({ providerMessageId: fake.received[0]!.messageId });
      expect(fake.received[0]).toMatchObject({
        sender: 'MG0123',
        validity: '300',
        reportUrl: 'https://invest.example/api/sms/delivery-reports/twilio',
      });
    } finally {
      await fake.close();
    }
  });
});
