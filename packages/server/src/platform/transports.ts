/**
 * Which transport carries each channel in a configuration (DESIGN §3–§4): e-mail through SMTP when
 * SMTP_URL is set, else it stays in the outbox table; text messages through the SMS provider
 * SMS_PROVIDER names (src/platform/sms/), else — outside production — the development outbox when it is
 * on. And what in that configuration stops the service from starting.
 */
import nodemailer from 'nodemailer';
import type { Config, SmsSettings } from './config.ts';
import { devOutboxEnabled, devOutboxTransport, type Transport, type Transports } from './outbox.ts';
import { infobipTransport } from './sms/infobip.ts';
import { twilioTransport } from './sms/twilio.ts';

export type TransportConfig = Pick<
  Config,
  'nodeEnv' | 'smtpUrl' | 'sms' | 'devOutbox' | 'mailFrom' | 'publicUrl'
>;

export type SmsProvider = 'infobip' | 'twilio';

/** The SMS provider SMS_PROVIDER names, when it names one this service knows. */
function smsProvider(sms: SmsSettings): SmsProvider | null {
  return sms.provider === 'infobip' || sms.provider === 'twilio' ? sms.provider : null;
}

/** What is missing or wrong in the SMS provider's settings (none when no provider is named). */
export function smsSettingsProblems(sms: SmsSettings, production: boolean): string[] {
  if (sms.provider === undefined) return [];
  const provider = smsProvider(sms);
  if (!provider) return [`SMS_PROVIDER must be infobip or twilio, got "${sms.provider}".`];
  const problems: string[] = [];
  const missing = (names: [string, string | undefined][]) => names.filter(([, v]) => !v).map(([n]) => n);
  const httpsOnly = (name: string, url: string | undefined) => {
    // The provider's credentials travel with every call.
    if (production && url && /^http:\/\//i.test(url)) problems.push(`${name} must be an https:// address.`);
  };
  if (provider === 'infobip') {
    const absent = missing([
      ['INFOBIP_BASE_URL', sms.infobip.baseUrl],
      ['INFOBIP_API_KEY', sms.infobip.apiKey],
      ['INFOBIP_SENDER', sms.infobip.sender],
    ]);
    if (absent.length) problems.push(`SMS_PROVIDER=infobip needs ${absent.join(', ')}.`);
    httpsOnly('INFOBIP_BASE_URL', sms.infobip.baseUrl);
  } else {
    const absent = missing([
      ['TWILIO_ACCOUNT_SID', sms.twilio.accountSid],
      ['TWILIO_AUTH_TOKEN', sms.twilio.authToken],
    ]);
    if (!sms.twilio.from && !sms.twilio.messagingServiceSid)
      absent.push('TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
    if (sms.twilio.from && sms.twilio.messagingServiceSid)
      problems.push('Set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID, not both.');
    if (absent.length) problems.push(`SMS_PROVIDER=twilio needs ${absent.join(', ')}.`);
    httpsOnly('TWILIO_BASE_URL', sms.twilio.baseUrl);
  }
  return problems;
}

/**
 * The transport of each channel by name (null: none). SMS: the configured provider; else, outside
 * production, the development outbox while it is on.
 */
export function transportNames(config: Omit<TransportConfig, 'mailFrom' | 'publicUrl'>): {
  email: 'smtp' | 'dev-outbox';
  sms: SmsProvider | 'dev-outbox' | null;
} {
  const provider = smsProviderReady(config) ? smsProvider(config.sms) : null;
  return {
    email: config.smtpUrl ? 'smtp' : 'dev-outbox',
    sms: provider ?? (devOutboxEnabled(config) ? 'dev-outbox' : null),
  };
}

function smsProviderReady(config: Pick<Config, 'sms' | 'nodeEnv'>): boolean {
  return (
    smsProvider(config.sms) !== null &&
    smsSettingsProblems(config.sms, config.nodeEnv === 'production').length === 0
  );
}

export function smtpTransport(smtpUrl: string, from: string): Transport {
  const mailer = nodemailer.createTransport({
    url: smtpUrl,
    // Bounded, so an attempt always ends well within the outbox's claim (DELIVERY_CLAIM_MS).
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    name: 'smtp',
    async send(message) {
      if (message.channel !== 'email') throw new Error('SMTP carries e-mail only');
      await mailer.sendMail({ from, to: message.to, subject: message.subject ?? '', text: message.body });
    },
  };
}

/** The SMS provider's transport, from settings smsSettingsProblems found complete. */
function smsProviderTransport(config: TransportConfig, provider: SmsProvider): Transport {
  const options = { publicUrl: config.publicUrl, timeoutMs: config.sms.timeoutMs };
  const { infobip, twilio } = config.sms;
  return provider === 'infobip'
    ? infobipTransport(
        { baseUrl: infobip.baseUrl!, apiKey: infobip.apiKey!, sender: infobip.sender! },
        options,
      )
    : twilioTransport(
        {
          baseUrl: twilio.baseUrl,
          accountSid: twilio.accountSid!,
          authToken: twilio.authToken!,
          from: twilio.from,
          messagingServiceSid: twilio.messagingServiceSid,
        },
        options,
      );
}

export function createTransports(config: TransportConfig): Transports {
  const names = transportNames(config);
  return {
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : devOutboxTransport,
    sms:
      names.sms === 'dev-outbox'
        ? devOutboxTransport
        : names.sms === null
          ? null
          : smsProviderTransport(config, names.sms),
  };
}

/**
 * What stops the service from starting (`errors`) or deserves a word in the log (`warnings`) about
 * how messages leave it (DESIGN §4: production refuses to start without real e-mail and SMS
 * transports).
 */
export function transportProblems(config: Omit<TransportConfig, 'mailFrom' | 'publicUrl'>): {
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
  errors.push(...smsSettingsProblems(config.sms, production));
  if (production && config.sms.provider === undefined)
    errors.push(
      'NODE_ENV=production needs an SMS provider: set SMS_PROVIDER=infobip (with INFOBIP_BASE_URL, ' +
        'INFOBIP_API_KEY, INFOBIP_SENDER) or SMS_PROVIDER=twilio (with TWILIO_ACCOUNT_SID, ' +
        'TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID). Without one nobody could ' +
        'confirm a phone number at registration, switch two-factor on or confirm a withdrawal.',
    );
  if (!production && !transportNames(config).sms && config.sms.provider === undefined)
    warnings.push(
      'No SMS transport is configured: calls that send text messages (the registration phone code) ' +
        "answer 501 'not-implemented'. Set SMS_PROVIDER, or DEV_OUTBOX=1 to read them at /dev/outbox.",
    );
  if (!production && !config.smtpUrl && !devOutboxEnabled(config))
    warnings.push(
      'Neither SMTP_URL nor DEV_OUTBOX=1: e-mails stay unread in the outbox table. Set DEV_OUTBOX=1 ' +
        'to read them at /dev/outbox.',
    );
  return { errors, warnings };
}
