import { loadConfig, type SmsSettings } from '../../src/platform/config.ts';
import {
  FAKE_INFOBIP_API_KEY,
  FAKE_TWILIO_ACCOUNT_SID,
  FAKE_TWILIO_AUTH_TOKEN,
  type FakeSmsProvider,
} from '../fakes/sms-providers.ts';

/** The SMS settings (as SMS_PROVIDER and its variables would give them) that point at a fake provider. */
export function smsSettingsFor(fake: FakeSmsProvider, env: NodeJS.ProcessEnv = {}): SmsSettings {
  return loadConfig({
    SMS_PROVIDER: fake.kind,
    // A provider that does not answer is given up on quickly in tests.
    SMS_TIMEOUT_MS: '1000',
    ...(fake.kind === 'infobip'
      ? { INFOBIP_BASE_URL: fake.url, INFOBIP_API_KEY: FAKE_INFOBIP_API_KEY, INFOBIP_SENDER: 'Invest' }
      : {
          TWILIO_BASE_URL: fake.url,
          TWILIO_ACCOUNT_SID: FAKE_TWILIO_ACCOUNT_SID,
          TWILIO_AUTH_TOKEN: FAKE_TWILIO_AUTH_TOKEN,
          TWILIO_FROM: '+38651000000',
        }),
    ...env,
  }).sms;
}
