/**
 * Local fakes of the SMS providers' HTTP APIs, answering as Infobip and Twilio document: the send
 * call (with its authentication), a success, an invalid or unsubscribed number, a throttle, an outage
 * and a provider that never answers; and the delivery reports each sends back, signed the provider's
 * way. Server tests start one in-process (startFakeSmsProvider); the Playwright journey runs this file
 * as a process and talks to it over HTTP (the `__fake` routes):
 *
 *   node packages/server/test/fakes/sms-providers.ts --provider infobip --port 0
 *
 * prints `{"url":"http://127.0.0.1:<port>"}` once listening. A developer can point a running service
 * at it too (SMS_PROVIDER=infobip INFOBIP_BASE_URL=<url> INFOBIP_API_KEY=fake-infobip-key
 * INFOBIP_SENDER=Invest) and read what it "sent" at <url>/__fake/messages.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { twilioSignature } from '../../src/platform/sms/twilio.ts';

export type FakeProviderKind = 'infobip' | 'twilio';

/**
 * How the fake answers a send: `accept`; `invalid-number` (Infobip REJECTED_DESTINATION, Twilio
 * 21211); `unsubscribed` (Infobip REJECTED_DND, Twilio 21610); `bad-credentials` (401); `throttled`
 * (429); `down` (5xx); `timeout` (never answers).
 */
export type FakeAnswer =
  'accept' | 'invalid-number' | 'unsubscribed' | 'bad-credentials' | 'throttled' | 'down' | 'timeout';

export const FAKE_INFOBIP_API_KEY = 'fake-infobip-key';
export const FAKE_TWILIO_ACCOUNT_SID = 'AC00000000000000000000000000000001';
export const FAKE_TWILIO_AUTH_TOKEN = 'fake-twilio-auth-token';

export interface ReceivedSms {
  /** E.164, with the plus (Infobip's `to` comes without it). */
  to: string;
  text: string;
  /** The provider's id of the message, when it took it. */
  messageId: string | null;
  answer: FakeAnswer;
  /** Where the provider would POST its delivery report (Infobip notifyUrl, Twilio StatusCallback). */
  reportUrl: string | null;
  /** Infobip's callbackData, echoed in its reports. */
  callbackData: string | null;
  /** Infobip validityPeriod (minutes) or Twilio ValidityPeriod (seconds), as sent. */
  validity: string | null;
  /** The sender (Infobip `from`, Twilio From or MessagingServiceSid). */
  sender: string | null;
  /** When it arrived (ms since the epoch). */
  at: number;
}

/** A delivery report as the provider would POST it. */
export interface FakeReport {
  url: string;
  headers: Record<string, string>;
  /** The body as sent (JSON text, or a form). */
  payload: string;
}

export interface FakeSmsProvider {
  kind: FakeProviderKind;
  /** The base URL to configure (INFOBIP_BASE_URL, TWILIO_BASE_URL). */
  url: string;
  received: ReceivedSms[];
  /** Answers for sends to `to`, one per send; the last one repeats. Other numbers: `accept`. */
  answer(to: string, ...answers: FakeAnswer[]): void;
  /** The provider's delivery report of a message it took. */
  report(messageId: string, status: 'delivered' | 'undelivered'): FakeReport;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const infobipError = (res: ServerResponse, status: number, messageId: string, text: string) =>
  json(res, status, { requestError: { serviceException: { messageId, text } } });

const twilioError = (res: ServerResponse, status: number, code: number, message: string) =>
  json(res, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

const INFOBIP_STATUS = {
  accept: {
    groupId: 1,
    groupName: 'PENDING',
    id: 26,
    name: 'PENDING_ACCEPTED',
    description: 'Message sent to next instance',
  },
  'invalid-number': {
    groupId: 5,
    groupName: 'REJECTED',
    id: 52,
    name: 'REJECTED_DESTINATION',
    description: 'Invalid destination address',
  },
  unsubscribed: {
    groupId: 5,
    groupName: 'REJECTED',
    id: 10,
    name: 'REJECTED_DND',
    description: 'Destination on DND list',
  },
};

export async function startFakeSmsProvider(
  kind: FakeProviderKind,
  options: { port?: number } = {},
): Promise<FakeSmsProvider> {
  const received: ReceivedSms[] = [];
  const answers = new Map<string, FakeAnswer[]>();
  const hanging = new Set<ServerResponse>();
  const nextAnswer = (to: string): FakeAnswer => {
    const queue = answers.get(to);
    if (!queue || queue.length === 0) return 'accept';
    return queue.length > 1 ? queue.shift()! : queue[0]!;
  };

  async function infobipSend(req: IncomingMessage, res: ServerResponse) {
    const request = JSON.parse(await readBody(req)) as {
      messages: {
        from?: string;
        destinations: { to: string }[];
        text: string;
        notifyUrl?: string;
        callbackData?: string;
        validityPeriod?: number;
      }[];
    };
    const message = request.messages[0]!;
    const to = `+${message.destinations[0]!.to.replace(/^\+/, '')}`;
    const answer =
      req.headers.authorization === `App ${FAKE_INFOBIP_API_KEY}` ? nextAnswer(to) : 'bad-credentials';
    const messageId =
      answer === 'accept' || answer === 'invalid-number' || answer === 'unsubscribed'
        ? randomBytes(12).toString('hex')
        : null;
    received.push({
      to,
      text: message.text,
      messageId: answer === 'accept' ? messageId : null,
      answer,
      reportUrl: message.notifyUrl ?? null,
      callbackData: message.callbackData ?? null,
      validity: message.validityPeriod === undefined ? null : String(message.validityPeriod),
      sender: message.from ?? null,
      at: Date.now(),
    });
    switch (answer) {
      case 'accept':
      case 'invalid-number':
      case 'unsubscribed':
        return json(res, 200, {
          bulkId: randomBytes(8).toString('hex'),
          messages: [{ messageId, status: INFOBIP_STATUS[answer], to: to.slice(1) }],
        });
      case 'bad-credentials':
        return infobipError(res, 401, 'UNAUTHORIZED', 'Invalid login details');
      case 'throttled':
        return infobipError(res, 429, 'TOO_MANY_REQUESTS', 'Too many requests');
      case 'down':
        return infobipError(res, 500, 'GENERAL_ERROR', 'Something went wrong. Please contact support.');
      case 'timeout':
        hanging.add(res);
        return;
    }
  }

  async function twilioSend(req: IncomingMessage, res: ServerResponse, accountSid: string) {
    const form = new URLSearchParams(await readBody(req));
    const to = form.get('To') ?? '';
    const expected = `Basic ${Buffer.from(`${FAKE_TWILIO_ACCOUNT_SID}:${FAKE_TWILIO_AUTH_TOKEN}`).toString('base64')}`;
    const authorized = req.headers.authorization === expected && accountSid === FAKE_TWILIO_ACCOUNT_SID;
    const answer = authorized ? nextAnswer(to) : 'bad-credentials';
    const sid = answer === 'accept' ? `SM${randomBytes(16).toString('hex')}` : null;
    received.push({
      to,
      text: form.get('Body') ?? '',
      messageId: sid,
      answer,
      reportUrl: form.get('StatusCallback'),
      callbackData: null,
      validity: form.get('ValidityPeriod'),
      sender: form.get('From') ?? form.get('MessagingServiceSid'),
      at: Date.now(),
    });
    switch (answer) {
      case 'accept':
        return json(res, 201, {
          account_sid: FAKE_TWILIO_ACCOUNT_SID,
          api_version: '2010-04-01',
          body: form.get('Body'),
          date_created: new Date().toUTCString(),
          direction: 'outbound-api',
          error_code: null,
          error_message: null,
          from: form.get('From'),
          messaging_service_sid: form.get('MessagingServiceSid'),
          num_segments: '1',
          sid,
          status: form.get('MessagingServiceSid') ? 'accepted' : 'queued',
          to,
          uri: `/2010-04-01/Accounts/${FAKE_TWILIO_ACCOUNT_SID}/Messages/${sid}.json`,
        });
      case 'invalid-number':
        return twilioError(res, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      case 'unsubscribed':
        return twilioError(res, 400, 21610, 'Attempt to send to unsubscribed recipient');
      case 'bad-credentials':
        return twilioError(res, 401, 20003, 'Authenticate');
      case 'throttled':
        return twilioError(res, 429, 20429, 'Too Many Requests');
      case 'down':
        return twilioError(res, 503, 20503, 'Service unavailable');
      case 'timeout':
        hanging.add(res);
        return;
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    void (async () => {
      // The control routes of the process mode (the Playwright journey).
      if (url.pathname === '/__fake/messages' && req.method === 'GET') return json(res, 200, received);
      if (url.pathname === '/__fake/answers' && req.method === 'POST') {
        const { to, answers: list } = JSON.parse(await readBody(req)) as {
          to: string;
          answers: FakeAnswer[];
        };
        answers.set(to, [...list]);
        return json(res, 200, {});
      }
      if (req.method === 'POST' && kind === 'infobip' && url.pathname === '/sms/2/text/advanced')
        return infobipSend(req, res);
      const twilio = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(url.pathname);
      if (req.method === 'POST' && kind === 'twilio' && twilio) return twilioSend(req, res, twilio[1]!);
      return json(res, 404, { message: 'not a route of the fake provider' });
    })().catch((err: unknown) => json(res, 500, { message: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    kind,
    url: `http://127.0.0.1:${port}`,
    received,
    answer(to, ...list) {
      answers.set(to, list);
    },
    report(messageId, status): FakeReport {
      const message = received.find((m) => m.messageId === messageId);
      if (!message?.reportUrl) throw new Error(`the fake took no message ${messageId} with a report URL`);
      if (kind === 'infobip') {
        const delivered = status === 'delivered';
        const payload = JSON.stringify({
          results: [
            {
              bulkId: 'bulk-1',
              messageId,
              to: message.to.slice(1),
              sentAt: new Date().toISOString(),
              doneAt: new Date().toISOString(),
              smsCount: 1,
              callbackData: message.callbackData,
              price: { pricePerMessage: 0.01, currency: 'EUR' },
              status: delivered
                ? {
                    groupId: 3,
                    groupName: 'DELIVERED',
                    id: 5,
                    name: 'DELIVERED_TO_HANDSET',
                    description: 'Message delivered to handset',
                  }
                : {
                    groupId: 2,
                    groupName: 'UNDELIVERABLE',
                    id: 9,
                    name: 'UNDELIVERABLE_NOT_DELIVERED',
                    description: 'Message sent not delivered',
                  },
              error: delivered
                ? {
                    groupId: 0,
                    groupName: 'OK',
                    id: 0,
                    name: 'NO_ERROR',
                    description: 'No Error',
                    permanent: false,
                  }
                : {
                    groupId: 1,
                    groupName: 'HANDSET_ERRORS',
                    id: 27,
                    name: 'EC_ABSENT_SUBSCRIBER',
                    description: 'Absent Subscriber',
                    permanent: false,
                  },
            },
          ],
        });
        return { url: message.reportUrl, headers: { 'content-type': 'application/json' }, payload };
      }
      const params: Record<string, string> = {
        ApiVersion: '2010-04-01',
        AccountSid: FAKE_TWILIO_ACCOUNT_SID,
        From: message.sender ?? '',
        To: message.to,
        MessageSid: messageId,
        SmsSid: messageId,
        MessageStatus: status,
        SmsStatus: status,
        ...(status === 'undelivered' ? { ErrorCode: '30003' } : {}),
      };
      return {
        url: message.reportUrl,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': twilioSignature(FAKE_TWILIO_AUTH_TOKEN, message.reportUrl, params),
        },
        payload: new URLSearchParams(params).toString(),
      };
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { provider: { type: 'string' }, port: { type: 'string' } } });
  const kind = values.provider === 'twilio' ? 'twilio' : 'infobip';
  const fake = await startFakeSmsProvider(kind, { port: Number(values.port ?? 0) });
  process.stdout.write(`${JSON.stringify({ url: fake.url })}\n`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
