/**
 * What src/main.ts checks before it touches a database: the configurations production must refuse
 * (DESIGN §4), and what deserves a warning. A pure function of the configuration and the environment,
 * so every rule is tested without starting a process (test/platform/startup-checks.test.ts).
 */
import type { Config } from './config.ts';
import { transportProblems } from './transports.ts';

export function startupProblems(
  config: Config,
  env: NodeJS.ProcessEnv,
): { errors: string[]; warnings: string[] } {
  const { errors, warnings } = transportProblems(config);
  const production = config.nodeEnv === 'production';
  // Investors would pay into the demo account otherwise.
  if (production && !env.PLATFORM_IBAN)
    errors.push('PLATFORM_IBAN (and PLATFORM_BIC, PLATFORM_BANK_NAME, …) must name the real account');
  // Authenticator secrets would be sealed under the public development key.
  if (production && !env.TOTP_KEYS && !env.OPERATOR_TOTP_KEYS)
    errors.push('TOTP_KEYS must hold the keys authenticator secrets are encrypted with');
  // The development clock would let anyone move the platform's calendar (and book maturities).
  if (production && config.devClock)
    errors.push('DEV_CLOCK is refused with NODE_ENV=production: unset DEV_CLOCK.');
  // A crash of a non-durable cluster may lose acknowledged money movements.
  if (production && config.embeddedNonDurable)
    errors.push('EMBEDDED_PG_NON_DURABLE is refused with NODE_ENV=production: unset it.');
  return { errors, warnings };
}
