/**
 * Infobip's SMS API (https://www.infobip.com/docs/api/channels/sms): `POST {baseUrl}/sms/2/text/advanced`
 * with `Authorization: App <apiKey>`, plain fetch (the SDK is left out: nothing of ours needs more
 * than this one call). The answer holds a status per message — a PENDING (or ACCEPTED) one was taken,
 * a REJECTED one never will be — and 4xx/5xx errors carry `requestError.serviceException.messageId`.
 *
 * Delivery reports are POSTed to the message's `notifyUrl`. Infobip signs nothing there, so each
 * message carries `callbackData` = its outbox id and an HMAC of it under a key derived from the API
 * key; the report echoes it back, and a report whose callbackData does not verify is refused (a
 * forged report would have to name a message and know that key).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { DeliveryRefused, type DeliveryReport, type Transport } from '../outbox.ts';
import { field, postToProvider, token } from './provider-http.ts';

export interface InfobipSettings {
  baseUrl: string;
  apiKey: string;
  sender: string;
}

/** Where Infobip POSTs the delivery reports of our messages (a route of src/modules/sms). */
export const INFOBIP_REPORT_PATH = '/api/sms/delivery-reports/infobip';

/**
 * REJECTED statuses that are about the number (it cannot take this message); every other rejection
 * (credit, sender, account) is about us. REJECTED_FLOODING_FILTER and REJECTED_SYSTEM_ERROR pass.
 */
const RECIPIENT_REJECTIONS = new Set([
  'REJECTED_DESTINATION',
  'REJECTED_DESTINATION_NOT_REGISTERED',
  'REJECTED_PREFIX_MISSING',
  'REJECTED_DND',
  'REJECTED_NETWORK',
  'MISSING_TO',
]);
const PASSING_REJECTIONS = new Set(['REJECTED_FLOODING_FILTER', 'REJECTED_SYSTEM_ERROR']);

/** Infobip's base URL as its portal shows it may lack the scheme (`xxxxx.api.infobip.com`). */
export function infobipBaseUrl(raw: string): string {
  const withScheme = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  return withScheme.replace(/\/+$/, '');
}

function reportKey(apiKey: string): Buffer {
  return createHmac('sha256', apiKey).update('invest/infobip-delivery-report').digest();
}

function callbackMac(apiKey: string, outboxId: string): string {
  return createHmac('sha256', reportKey(apiKey)).update(outboxId).digest('base64url');
}

/** The callbackData a message carries: its outbox id and the id's HMAC. */
export function infobipCallbackData(apiKey: string, outboxId: string): string {
  return `${outboxId}.${callbackMac(apiKey, outboxId)}`;
}

/** The outbox id of a report's callbackData when its HMAC verifies, else null. */
function verifiedOutboxId(apiKey: string, callbackData: unknown): string | null {
  if (typeof callbackData !== 'string') return null;
  const match = /^([0-9]{1,19})\.([A-Za-z0-9_-]{43})$/.exec(callbackData);
  if (!match) return null;
  const expected = Buffer.from(callbackMac(apiKey, match[1]!));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1]! : null;
}

export function infobipTransport(
  settings: InfobipSettings,
  options: { publicUrl: string; timeoutMs: number },
): Transport {
  const url = `${infobipBaseUrl(settings.baseUrl)}/sms/2/text/advanced`;
  return {
    name: 'infobip',
    async send(message, sendOptions) {
      if (message.channel !== 'sms') throw new Error('Infobip carries text messages only');
      const validityMinutes =
        message.validForMs === null ? undefined : Math.max(1, Math.ceil(message.validForMs / 60_000));
      const answer = await postToProvider(
        'Infobip',
        url,
        {
          headers: { authorization: `App ${settings.apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            messages: [
              {
                from: settings.sender,
                destinations: [{ to: message.to.replace(/^\+/, '') }],
                text: message.body,
                notifyUrl: `${options.publicUrl}${INFOBIP_REPORT_PATH}`,
                notifyContentType: 'application/json',
                callbackData: infobipCallbackData(settings.apiKey, message.id),
                // A code's text is no use once the code has expired: Infobip drops it after that.
                ...(validityMinutes ? { validityPeriod: validityMinutes } : {}),
              },
            ],
          }),
        },
        sendOptions?.timeoutMs ?? options.timeoutMs,
      );
      return { providerMessageId: acceptedMessageId(answer.status, answer.body) };
    },
  };
}

/** The message id of an accepted message; throws what a refusal or failure means. */
function acceptedMessageId(status: number, body: unknown): string {
  if (status >= 200 && status < 300) {
    const message = field(body, 'messages', '0');
    const group = token(field(message, 'status', 'groupName'));
    const name = token(field(message, 'status', 'name')) ?? 'unknown status';
    const id = field(message, 'messageId');
    if ((group === 'PENDING' || group === 'ACCEPTED' || group === 'DELIVERED') && typeof id === 'string')
      return id;
    if (group === 'REJECTED' || group === 'UNDELIVERABLE') {
      if (PASSING_REJECTIONS.has(name)) throw new Error(`Infobip ${group} ${name}`);
      throw new DeliveryRefused(
        RECIPIENT_REJECTIONS.has(name) ? 'recipient' : 'sender',
        `Infobip ${group} ${name}`,
      );
    }
    throw new Error(`Infobip: unexpected answer (HTTP ${status}, ${group ?? 'no status'})`);
  }
  const code = token(field(body, 'requestError', 'serviceException', 'messageId')) ?? 'no error code';
  const reason = `Infobip HTTP ${status} ${code}`;
  // Throttled or failing on Infobip's side: a later attempt may get through.
  if (status === 429 || status >= 500) throw new Error(reason);
  // Credentials, a malformed request, an account without rights: no retry changes that.
  throw new DeliveryRefused('sender', reason);
}

/**
 * The reports of an Infobip delivery-report POST (`{ results: [...] }`). Null when any result's
 * callbackData does not verify (the whole POST is refused as forged). Reports of messages still on
 * their way (PENDING) carry no final word and are left out.
 */
export function infobipReports(apiKey: string, body: unknown): DeliveryReport[] | null {
  const results = field(body, 'results');
  if (!Array.isArray(results) || results.length === 0) return null;
  const reports: DeliveryReport[] = [];
  for (const result of results) {
    const outboxId = verifiedOutboxId(apiKey, field(result, 'callbackData'));
    const messageId = field(result, 'messageId');
    if (outboxId === null || typeof messageId !== 'string') return null;
    const group = token(field(result, 'status', 'groupName'));
    if (group !== 'DELIVERED' && group !== 'UNDELIVERABLE' && group !== 'EXPIRED' && group !== 'REJECTED')
      continue;
    const name = token(field(result, 'status', 'name')) ?? group;
    const error = token(field(result, 'error', 'name'));
    reports.push({
      transport: 'infobip',
      providerMessageId: messageId,
      outboxId,
      status: group === 'DELIVERED' ? 'delivered' : 'undelivered',
      detail: error && error !== 'NO_ERROR' ? `${name} (${error})` : name,
    });
  }
  return reports;
}
