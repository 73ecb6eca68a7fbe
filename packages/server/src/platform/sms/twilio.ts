/**
 * Twilio's Messages API (https://www.twilio.com/docs/messaging/api/message-resource):
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, a form body (To, From or
 * MessagingServiceSid, Body, StatusCallback), HTTP Basic auth with the Account SID and auth token;
 * plain fetch (the SDK is left out). Errors answer JSON with a numeric `code`
 * (https://www.twilio.com/docs/api/errors).
 *
 * Status callbacks are POSTed to the StatusCallback URL, signed in `X-Twilio-Signature`:
 * base64(HMAC-SHA1(auth token, the URL + every POST parameter's name and value, sorted by name)).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DeliveryRefused, type DeliveryReport, type Transport } from '../outbox.ts';
import { field, postToProvider, token } from './provider-http.ts';

export interface TwilioSettings {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** The sending number, or a Messaging Service instead. */
  from?: string;
  messagingServiceSid?: string;
}

/** Where Twilio POSTs the status callbacks of our messages (a route of src/modules/sms). */
export const TWILIO_REPORT_PATH = '/api/sms/delivery-reports/twilio';

/** Error codes that are about the number: it cannot take this message, whoever sends it. */
const RECIPIENT_ERRORS: Record<number, string> = {
  21211: "invalid 'To' number",
  21214: "'To' number cannot be reached",
  21408: 'no permission to send to the region of the number',
  21610: 'the recipient unsubscribed (STOP)',
  21612: "'To' number cannot receive text messages",
  21614: "'To' number is not a mobile number",
};
/** Error codes about our side, worth naming for the operator. */
const SENDER_ERRORS: Record<number, string> = {
  20003: 'authentication failed',
  20404: 'account or resource not found',
  21212: "invalid 'From' number",
  21606: "the 'From' number cannot send text messages",
  30002: 'account suspended',
};

export function twilioTransport(
  settings: TwilioSettings,
  options: { publicUrl: string; timeoutMs: number },
): Transport {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(message, sendOptions) {
      if (message.channel !== 'sms') throw new Error('Twilio carries text messages only');
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      if (settings.messagingServiceSid) {
        form.set('MessagingServiceSid', settings.messagingServiceSid);
        // A Messaging Service drops a message still queued after this long: a code's text is no use
        // once the code has expired (1 to 36000 seconds).
        if (message.validForMs !== null) {
          const seconds = Math.ceil(message.validForMs / 1000);
          form.set('ValidityPeriod', String(Math.min(36_000, Math.max(1, seconds))));
        }
      } else form.set('From', settings.from ?? '');
      form.set('StatusCallback', `${options.publicUrl}${TWILIO_REPORT_PATH}`);
      const answer = await postToProvider(
        'Twilio',
        url,
        {
          headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        },
        sendOptions?.timeoutMs ?? options.timeoutMs,
      );
      return { providerMessageId: acceptedSid(answer.status, answer.body) };
    },
  };
}

/** The sid of an accepted message; throws what a refusal or failure means. */
function acceptedSid(status: number, body: unknown): string {
  const sid = field(body, 'sid');
  if (status >= 200 && status < 300) {
    const state = token(field(body, 'status'));
    if (typeof sid === 'string' && state !== 'failed' && state !== 'undelivered') return sid;
    throw new Error(`Twilio: unexpected answer (HTTP ${status}, ${state ?? 'no status'})`);
  }
  const code = Number(field(body, 'code'));
  const known = RECIPIENT_ERRORS[code] ?? SENDER_ERRORS[code];
  const reason = `Twilio ${Number.isInteger(code) ? code : `HTTP ${status}`}${known ? `: ${known}` : ` (HTTP ${status})`}`;
  // Too many requests, or Twilio failing: a later attempt may get through.
  if (status === 429 || code === 20429 || status >= 500) throw new Error(reason);
  if (code in RECIPIENT_ERRORS) throw new DeliveryRefused('recipient', reason);
  throw new DeliveryRefused('sender', reason);
}

/** The signature Twilio puts in X-Twilio-Signature for a POST of `params` to `url`. */
export function twilioSignature(
  authToken: string,
  url: string,
  params: Record<string, string | string[]>,
): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => {
      const value = params[name]!;
      const values = Array.isArray(value) ? [...value].sort() : [value];
      return text + values.map((v) => name + v).join('');
    }, url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * The report of a Twilio status callback, checked first: the signature over `url` (the StatusCallback
 * URL Twilio was given, as it called it) and the account. Null when either is wrong: the callback is
 * refused. A status that is not final (queued, sent…) gives `report: null`.
 */
export function twilioReport(
  settings: Pick<TwilioSettings, 'accountSid' | 'authToken'>,
  request: { url: string; signature: string | undefined; params: Record<string, string | string[]> },
): { report: DeliveryReport | null } | null {
  if (!request.signature) return null;
  const expected = Buffer.from(twilioSignature(settings.authToken, request.url, request.params));
  const given = Buffer.from(request.signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (request.params.AccountSid !== settings.accountSid) return null;
  const sid = request.params.MessageSid;
  const status = token(request.params.MessageStatus);
  if (typeof sid !== 'string' || !status) return { report: null };
  if (status !== 'delivered' && status !== 'undelivered' && status !== 'failed') return { report: null };
  const error = token(request.params.ErrorCode);
  return {
    report: {
      transport: 'twilio',
      providerMessageId: sid,
      status: status === 'delivered' ? 'delivered' : 'undelivered',
      detail: error ? `${status} (error ${error})` : status,
    },
  };
}
