/**
 * What production refuses at start (DESIGN §4), as rules: real e-mail and SMS transports, never the
 * development outbox or clock, the real bank account and the keys of authenticator secrets; and what
 * is only worth a warning. test/platform/startup.test.ts proves src/main.ts applies them.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config.ts';
import { startupProblems } from '../../src/platform/startup-checks.ts';

const KEYS = `1:${Buffer.alloc(32, 7).toString('base64')}`;
const INFOBIP = {
  SMS_PROVIDER: 'infobip',
  INFOBIP_BASE_URL: 'https://abcd12.api.infobip.com',
  INFOBIP_API_KEY: 'key',
  INFOBIP_SENDER: 'Invest',
};
const TWILIO = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0123',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+38651000000',
};
/** Everything production needs. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.invest.test:587',
  PLATFORM_IBAN: 'SI56191000000123438',
  TOTP_KEYS: KEYS,
  ...INFOBIP,
};

const check = (env: NodeJS.ProcessEnv) => startupProblems(loadConfig(env), env);
const errorsOf = (env: NodeJS.ProcessEnv) => check(env).errors;

describe('production', () => {
  it('starts with SMTP, an SMS provider, the bank account and the keys, without a warning', () => {
    expect(check(PRODUCTION)).toEqual({ errors: [], warnings: [] });
    expect(check({ ...PRODUCTION, ...TWILIO, INFOBIP_API_KEY: undefined })).toEqual({
      errors: [],
      warnings: [],
    });
  });

  it('refuses without an e-mail transport', () => {
    expect(errorsOf({ ...PRODUCTION, SMTP_URL: undefined })).toEqual([
      expect.stringContaining('NODE_ENV=production needs an e-mail transport: set SMTP_URL'),
    ]);
  });

  it('refuses without an SMS provider, naming what to set and why', () => {
    const errors = errorsOf({ ...PRODUCTION, SMS_PROVIDER: undefined });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('NODE_ENV=production needs an SMS provider: set SMS_PROVIDER=infobip');
    expect(errors[0]).toContain('SMS_PROVIDER=twilio (with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN');
    expect(errors[0]).toContain('confirm a withdrawal');
  });

  it('refuses the development outbox, even with SMTP', () => {
    expect(errorsOf({ ...PRODUCTION, DEV_OUTBOX: '1' })).toEqual([
      expect.stringContaining('DEV_OUTBOX is refused with NODE_ENV=production'),
    ]);
  });

  it('refuses the development clock', () => {
    expect(errorsOf({ ...PRODUCTION, DEV_CLOCK: '1' })).toEqual([
      'DEV_CLOCK is refused with NODE_ENV=production: unset DEV_CLOCK.',
    ]);
  });

  it("refuses the embedded database's non-durable settings", () => {
    expect(errorsOf({ ...PRODUCTION, EMBEDDED_PG_NON_DURABLE: '1' })).toEqual([
      'EMBEDDED_PG_NON_DURABLE is refused with NODE_ENV=production: unset it.',
    ]);
  });

  it('refuses without the platform bank account', () => {
    expect(errorsOf({ ...PRODUCTION, PLATFORM_IBAN: undefined })).toEqual([
      expect.stringContaining('PLATFORM_IBAN'),
    ]);
  });

  it('refuses without TOTP_KEYS (the development key is public), and takes their former name', () => {
    expect(errorsOf({ ...PRODUCTION, TOTP_KEYS: undefined })).toEqual([
      'TOTP_KEYS must hold the keys authenticator secrets are encrypted with',
    ]);
    expect(errorsOf({ ...PRODUCTION, TOTP_KEYS: undefined, OPERATOR_TOTP_KEYS: KEYS })).toEqual([]);
  });

  it('refuses a provider reached over plain http (its credentials travel with every call)', () => {
    expect(errorsOf({ ...PRODUCTION, INFOBIP_BASE_URL: 'http://abcd12.api.infobip.com' })).toEqual([
      'INFOBIP_BASE_URL must be an https:// address.',
    ]);
    expect(
      errorsOf({
        ...PRODUCTION,
        ...TWILIO,
        TWILIO_BASE_URL: 'http://127.0.0.1:9999',
        INFOBIP_API_KEY: undefined,
      }),
    ).toEqual(['TWILIO_BASE_URL must be an https:// address.']);
  });

  it('says everything that is missing at once', () => {
    expect(errorsOf({ NODE_ENV: 'production' })).toHaveLength(4);
  });
});

describe('the SMS provider, in any environment', () => {
  it('refuses a provider this service does not know', () => {
    expect(errorsOf({ SMS_PROVIDER: 'carrier-pigeon', DEV_OUTBOX: '1' })).toEqual([
      'SMS_PROVIDER must be infobip or twilio, got "carrier-pigeon".',
    ]);
  });

  it('refuses incomplete settings, naming what is missing', () => {
    expect(
      errorsOf({ ...INFOBIP, INFOBIP_API_KEY: undefined, INFOBIP_SENDER: ' ', DEV_OUTBOX: '1' }),
    ).toEqual(['SMS_PROVIDER=infobip needs INFOBIP_API_KEY, INFOBIP_SENDER.']);
    expect(errorsOf({ ...TWILIO, TWILIO_FROM: undefined, DEV_OUTBOX: '1' })).toEqual([
      'SMS_PROVIDER=twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID.',
    ]);
    expect(errorsOf({ ...TWILIO, TWILIO_MESSAGING_SERVICE_SID: 'MG1', DEV_OUTBOX: '1' })).toEqual([
      'Set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID, not both.',
    ]);
  });

  it('refuses a timeout outside 100 ms to 60 s', () => {
    expect(() => loadConfig({ SMS_TIMEOUT_MS: '50' })).toThrow(
      'SMS_TIMEOUT_MS must be between 100 and 60000',
    );
    expect(loadConfig({}).sms.timeoutMs).toBe(5_000);
  });
});

describe('outside production', () => {
  it('warns when e-mail and SMS have nowhere to be read', () => {
    const { errors, warnings } = check({});
    expect(errors).toEqual([]);
    expect(warnings).toEqual([
      expect.stringContaining("answer 501 'not-implemented'. Set SMS_PROVIDER, or DEV_OUTBOX=1"),
      expect.stringContaining('Neither SMTP_URL nor DEV_OUTBOX=1'),
    ]);
  });

  it('needs no warning with the development outbox, or an SMS provider and SMTP', () => {
    expect(check({ DEV_OUTBOX: '1' })).toEqual({ errors: [], warnings: [] });
    expect(check({ ...INFOBIP, DEV_OUTBOX: '1' })).toEqual({ errors: [], warnings: [] });
    expect(check({ ...INFOBIP, SMTP_URL: 'smtp://m' })).toEqual({ errors: [], warnings: [] });
  });
});
