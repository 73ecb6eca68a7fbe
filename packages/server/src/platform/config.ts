import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { keyringFrom, type Keyring } from './secret-box.ts';

/** Root of the monorepo (packages/server/src/platform → ../../../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const serverRoot = path.join(repoRoot, 'packages/server');

export interface Config {
  port: number;
  host: string;
  /** When unset the service runs an embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * A pre-provisioned service role (member of `invest_service`) for the HTTP service; without it the
   * owner provisions `invest_app` (src/platform/db/roles.ts). Migrations always run as the owner.
   */
  appDatabaseUrl: string | undefined;
  /** Where reconciliation mismatches and other alerts are e-mailed (besides the log and `alerts`). */
  opsAlertEmail: string | undefined;
  dataDir: string;
  publicUrl: string;
  appDist: string;
  nodeEnv: string;
  smtpUrl: string | undefined;
  /**
   * SMS_PROVIDER and its credentials: the provider text messages go through (src/platform/sms/).
   * Unset: the development outbox stands in outside production; production refuses to start.
   */
  sms: SmsSettings;
  /**
   * DEV_OUTBOX=1 (or true): the development outbox (/dev/outbox, GET /api/dev/outbox) is on and
   * stands in for the SMS transport. Never in production: the service refuses to start with it.
   */
  devOutbox: boolean;
  /** Sender address of outgoing e-mail. */
  mailFrom: string;
  tokenTtlSeconds: number;
  logLevel: string;
  contractPath: string;
  /**
   * TRUST_PROXY: which proxies may name the client in X-Forwarded-For (Fastify's `trustProxy`). False
   * (unset) uses the connection's address; true trusts every hop; a list of addresses/CIDRs trusts
   * those proxies. The client IP keys the per-IP rate limits: trust only your own proxies, or anyone
   * can pick an address per request.
   */
  trustProxy: boolean | string[];
  /** RATE_LIMIT_FACTOR: multiplies every rate limit's maximum (tests, e2e); must be 1 in production. */
  rateLimitFactor: number;
  /**
   * PERSONAL_INTEREST_TAX_RATE: tax withheld from personal investors' interest, in hundredths of a
   * percent (2500 = 25 %, the Slovenian tax on interest); business investors get interest gross.
   */
  personalInterestTaxRateBp: number;
  /**
   * SUSPENSE_APPROVAL_ABOVE: held bank money (a suspense credit, a third-party payment) above this many
   * euros goes to an investor only when a second operator approves (four-eyes,
   * src/modules/deposits/held-credit-approvals.ts, docs/decisions/0018); at or below it, it is booked at once.
   */
  suspenseApprovalAboveCents: bigint;
  /**
   * DEV_CLOCK=1 (or true): the service's clock runs ahead by an offset kept in PostgreSQL (table
   * `dev_clock`, src/modules/dev/dev-clock.ts) and `POST /api/dev/simulate` moves it forward. Never in production:
   * the service refuses to start with it.
   */
  devClock: boolean;
  /**
   * EMBEDDED_PG_NON_DURABLE=1 (or true): the embedded PostgreSQL runs with PostgreSQL's non-durable
   * settings (fsync, synchronous_commit and full_page_writes off: its manual, "Non-Durable Settings"),
   * for throwaway test servers (the Playwright journeys' four): a crash may lose or corrupt the data.
   * Never in production: the service refuses to start with it.
   */
  embeddedNonDurable: boolean;
  /**
   * The platform's own bank account: where investors pay in (deposit instructions, the QR code) and
   * whose statements the operator uploads (a statement of any other account is refused).
   */
  platformAccount: PlatformAccount;
  /**
   * TOTP_KEYS: the AES-256-GCM keys authenticator secrets (operators' and investors') are encrypted
   * with at rest (src/platform/secret-box.ts, src/platform/totp-secrets.ts; `id:base64,…`, the first seals).
   * OPERATOR_TOTP_KEYS, its name before investors' secrets were sealed too, is still read. Unset: a
   * public development key, which production refuses (src/main.ts).
   */
  totpKeys: Keyring;
  /**
   * The WebAuthn relying party of passkeys (decision 0026): PASSKEY_RP_ID (default: PUBLIC_URL's
   * host), PASSKEY_RP_NAME (default `Invest`) and PASSKEY_ORIGINS (comma-separated; default
   * PUBLIC_URL's origin), the origins a browser's signed client data may name.
   */
  passkeys: PasskeySettings;
  /** METRICS_PORT: Prometheus metrics on this port of their own (off when unset). */
  metricsPort: number | undefined;
  /** METRICS_HOST: where the metrics port listens (loopback by default: never the public). */
  metricsHost: string;
  /** SHUTDOWN_DRAIN_MS: on SIGTERM, how long readiness says no before new connections are refused. */
  shutdownDrainMs: number;
  /** SHUTDOWN_TIMEOUT_MS: the longest a graceful shutdown may take before the process exits anyway. */
  shutdownTimeoutMs: number;
  /** MAX_EVENT_LOOP_DELAY_MS: above this event-loop delay requests are shed with 503 + Retry-After (0: off). */
  maxEventLoopDelayMs: number;
  /** DOCUMENT_STORE and DOCUMENT_S3_*: where identity documents are kept (documentStoreFrom). */
  documentStore: DocumentStoreSettings;
}

/**
 * Where the identity documents' files live (src/modules/identity/document-store.ts): the local
 * folder DATA_DIR/identity-documents (DOCUMENT_STORE unset or `local`), or an S3-compatible bucket
 * (`s3`): DOCUMENT_S3_BUCKET (required), DOCUMENT_S3_PREFIX (`identity-documents/`),
 * DOCUMENT_S3_REGION (`us-east-1`), DOCUMENT_S3_ENDPOINT (another S3-compatible service's address),
 * DOCUMENT_S3_FORCE_PATH_STYLE (`true` for most of those). Credentials: the AWS SDK's usual chain.
 */
export type DocumentStoreSettings =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      prefix: string;
      region: string;
      endpoint: string | undefined;
      forcePathStyle: boolean;
    };

export function documentStoreFrom(env: NodeJS.ProcessEnv): DocumentStoreSettings {
  const kind = (env.DOCUMENT_STORE || 'local').trim().toLowerCase();
  if (kind === 'local') return { kind: 'local' };
  if (kind !== 's3') throw new Error(`DOCUMENT_STORE must be local or s3, got "${env.DOCUMENT_STORE}"`);
  const bucket = env.DOCUMENT_S3_BUCKET?.trim();
  if (!bucket) throw new Error('DOCUMENT_STORE=s3 needs DOCUMENT_S3_BUCKET');
  const prefix = env.DOCUMENT_S3_PREFIX ?? 'identity-documents/';
  const endpoint = env.DOCUMENT_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint))
    throw new Error(`DOCUMENT_S3_ENDPOINT must be an http(s) address, got "${endpoint}"`);
  if (endpoint?.startsWith('http:') && env.NODE_ENV === 'production')
    throw new Error('DOCUMENT_S3_ENDPOINT must be https when NODE_ENV=production');
  return {
    kind: 's3',
    bucket,
    prefix: prefix === '' || prefix.endsWith('/') ? prefix : `${prefix}/`,
    region: env.DOCUMENT_S3_REGION || env.AWS_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: /^(1|true)$/i.test(env.DOCUMENT_S3_FORCE_PATH_STYLE ?? ''),
  };
}

/** The SMS provider's settings as the environment gives them; checked by smsSettingsProblems. */
export interface SmsSettings {
  /** SMS_PROVIDER: `infobip` or `twilio`; anything else is refused at start. */
  provider: string | undefined;
  /** SMS_TIMEOUT_MS: how long one attempt waits for the provider's answer. */
  timeoutMs: number;
  infobip: {
    /** INFOBIP_BASE_URL: the account's own API address (`https://xxxxx.api.infobip.com`). */
    baseUrl: string | undefined;
    /** INFOBIP_API_KEY */
    apiKey: string | undefined;
    /** INFOBIP_SENDER: the sender name or number the recipient sees. */
    sender: string | undefined;
  };
  twilio: {
    /** TWILIO_BASE_URL: https://api.twilio.com unless a test points it elsewhere. */
    baseUrl: string;
    /** TWILIO_ACCOUNT_SID */
    accountSid: string | undefined;
    /** TWILIO_AUTH_TOKEN: authenticates our calls and signs Twilio's status callbacks. */
    authToken: string | undefined;
    /** TWILIO_FROM: the sending number, or TWILIO_MESSAGING_SERVICE_SID instead. */
    from: string | undefined;
    messagingServiceSid: string | undefined;
  };
}

/** One attempt to hand a text message to the provider waits this long by default. */
export const DEFAULT_SMS_TIMEOUT_MS = 5_000;

function smsSettingsFrom(env: NodeJS.ProcessEnv): SmsSettings {
  const timeoutMs = intFrom(env.SMS_TIMEOUT_MS, DEFAULT_SMS_TIMEOUT_MS, 'SMS_TIMEOUT_MS');
  if (timeoutMs < 100 || timeoutMs > 60_000)
    throw new Error(`SMS_TIMEOUT_MS must be between 100 and 60000 milliseconds, got "${env.SMS_TIMEOUT_MS}"`);
  return {
    provider: env.SMS_PROVIDER?.trim().toLowerCase() || undefined,
    timeoutMs,
    infobip: {
      baseUrl: env.INFOBIP_BASE_URL?.trim() || undefined,
      apiKey: env.INFOBIP_API_KEY?.trim() || undefined,
      sender: env.INFOBIP_SENDER?.trim() || undefined,
    },
    twilio: {
      baseUrl: env.TWILIO_BASE_URL?.trim() || 'https://api.twilio.com',
      accountSid: env.TWILIO_ACCOUNT_SID?.trim() || undefined,
      authToken: env.TWILIO_AUTH_TOKEN?.trim() || undefined,
      from: env.TWILIO_FROM?.trim() || undefined,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID?.trim() || undefined,
    },
  };
}

export interface PlatformAccount {
  /** PLATFORM_BENEFICIARY_NAME */
  beneficiaryName: string;
  /** PLATFORM_BENEFICIARY_ADDRESS */
  beneficiaryAddress: string;
  /** PLATFORM_IBAN, electronic format */
  iban: string;
  /** PLATFORM_BIC */
  bic: string;
  /** PLATFORM_BANK_NAME */
  bankName: string;
}

/**
 * A demo account (the IBAN registry's Slovenian example, valid check digits). Production refuses to
 * start without PLATFORM_IBAN (src/main.ts).
 */
export const DEMO_PLATFORM_ACCOUNT: PlatformAccount = {
  beneficiaryName: 'Invest d.o.o.',
  beneficiaryAddress: 'Dunajska cesta 156, 1000 Ljubljana, Slovenia',
  iban: 'SI56263300012039086',
  bic: 'SKBASI2X',
  bankName: 'SKB banka d.d.',
};

function platformAccountFrom(env: NodeJS.ProcessEnv): PlatformAccount {
  const account: PlatformAccount = {
    beneficiaryName: env.PLATFORM_BENEFICIARY_NAME || DEMO_PLATFORM_ACCOUNT.beneficiaryName,
    beneficiaryAddress: env.PLATFORM_BENEFICIARY_ADDRESS || DEMO_PLATFORM_ACCOUNT.beneficiaryAddress,
    iban: (env.PLATFORM_IBAN || DEMO_PLATFORM_ACCOUNT.iban).replace(/\s+/g, '').toUpperCase(),
    bic: (env.PLATFORM_BIC || DEMO_PLATFORM_ACCOUNT.bic).replace(/\s+/g, '').toUpperCase(),
    bankName: env.PLATFORM_BANK_NAME || DEMO_PLATFORM_ACCOUNT.bankName,
  };
  return account;
}

export interface PasskeySettings {
  rpId: string;
  rpName: string;
  origins: string[];
}

/** The relying party: its id must be each origin's host or a parent domain of it (WebAuthn §5.1.3). */
export function passkeySettingsFrom(env: NodeJS.ProcessEnv, publicUrl: string): PasskeySettings {
  const origins = (env.PASSKEY_ORIGINS || publicUrl)
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '')
    .map((o) => {
      try {
        return new URL(o);
      } catch {
        throw new Error(`PASSKEY_ORIGINS: ${o} is not a URL`);
      }
    });
  if (origins.length === 0) throw new Error('PASSKEY_ORIGINS names no origin');
  const rpId = (env.PASSKEY_RP_ID || origins[0]!.hostname).toLowerCase();
  for (const origin of origins) {
    const host = origin.hostname.toLowerCase();
    if (host !== rpId && !host.endsWith(`.${rpId}`)) {
      throw new Error(`PASSKEY_RP_ID ${rpId} is neither ${host} nor a parent domain of it`);
    }
  }
  return { rpId, rpName: env.PASSKEY_RP_NAME || 'Invest', origins: origins.map((o) => o.origin) };
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
}

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset or `false`, `true`, or a comma-separated list of addresses/CIDRs (or proxy-addr's
 * `loopback`, `linklocal`, `uniquelocal`). A hop count is refused: Fastify 5.12 ignores hop-only trust
 * (it cannot tell a proxy from a client connecting directly), so it would silently trust nothing.
 */
export function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = (value ?? '').trim();
  if (text === '' || /^false$/i.test(text)) return false;
  if (/^true$/i.test(text)) return true;
  if (/^\d+$/.test(text))
    throw new Error(
      `TRUST_PROXY: hop counts are not supported ("${text}"); list your proxies' addresses or CIDR ranges`,
    );
  const list = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of list) {
    const [address = '', bits, ...rest] = entry.split('/');
    const ok =
      rest.length === 0 &&
      (PROXY_NAMES.has(entry) ||
        (isIP(address) !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits) || isIP(bits) === 4)));
    if (!ok) throw new Error(`TRUST_PROXY: "${entry}" is not an address, CIDR range or proxy-addr name`);
  }
  return list;
}

/** RATE_LIMIT_FACTOR: a positive integer, default 1; production never runs with raised limits. */
export function rateLimitFactorFrom(env: NodeJS.ProcessEnv): number {
  const factor = intFrom(env.RATE_LIMIT_FACTOR, 1, 'RATE_LIMIT_FACTOR');
  if (factor < 1)
    throw new Error(`RATE_LIMIT_FACTOR must be a positive integer, got "${env.RATE_LIMIT_FACTOR}"`);
  if (factor > 1 && env.NODE_ENV === 'production')
    throw new Error('RATE_LIMIT_FACTOR cannot raise the rate limits when NODE_ENV=production');
  return factor;
}

/** PERSONAL_INTEREST_TAX_RATE in basis points, 0 to 10000 (100 %); default 2500. */
function taxRateFrom(value: string | undefined): number {
  const bp = intFrom(value, 2500, 'PERSONAL_INTEREST_TAX_RATE');
  if (bp > 10_000)
    throw new Error(
      `PERSONAL_INTEREST_TAX_RATE is in basis points (2500 = 25 %), at most 10000, got "${value}"`,
    );
  return bp;
}

/** SUSPENSE_APPROVAL_ABOVE in euros (at most two decimals, not negative), default 1 000. */
export function suspenseApprovalFrom(value: string | undefined): bigint {
  if (value === undefined || value.trim() === '') return 100_000n;
  const match = /^([0-9]{1,9})(?:\.([0-9]{1,2}))?$/.exec(value.trim());
  if (!match)
    throw new Error(`SUSPENSE_APPROVAL_ABOVE is an amount in euros (e.g. 1000 or 250.50), got "${value}"`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** The contract lives in the api-client package; resolve it through the workspace dependency. */
export function defaultContractPath(): string {
  try {
    return createRequire(import.meta.url).resolve('@invest/api-client/openapi.yaml');
  } catch {
    return path.join(repoRoot, 'packages/api-client/openapi.yaml');
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intFrom(env.PORT, 3000, 'PORT');
  const appDist = path.resolve(repoRoot, env.APP_DIST || 'packages/app/dist');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const contractPath = env.CONTRACT_PATH ? path.resolve(env.CONTRACT_PATH) : defaultContractPath();
  if (!existsSync(contractPath)) throw new Error(`OpenAPI contract not found at ${contractPath}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    appDatabaseUrl: env.APP_DATABASE_URL || undefined,
    opsAlertEmail: env.OPS_ALERT_EMAIL || undefined,
    dataDir: path.resolve(repoRoot, env.DATA_DIR || '.data'),
    publicUrl,
    appDist,
    nodeEnv: env.NODE_ENV || 'development',
    smtpUrl: env.SMTP_URL || undefined,
    sms: smsSettingsFrom(env),
    devOutbox: /^(1|true)$/i.test(env.DEV_OUTBOX ?? ''),
    mailFrom: env.MAIL_FROM || 'Invest <no-reply@invest.si>',
    tokenTtlSeconds: intFrom(env.TOKEN_TTL_SECONDS, 3600, 'TOKEN_TTL_SECONDS') || 3600,
    logLevel: env.LOG_LEVEL || 'info',
    contractPath,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimitFactor: rateLimitFactorFrom(env),
    personalInterestTaxRateBp: taxRateFrom(env.PERSONAL_INTEREST_TAX_RATE),
    suspenseApprovalAboveCents: suspenseApprovalFrom(env.SUSPENSE_APPROVAL_ABOVE),
    devClock: /^(1|true)$/i.test(env.DEV_CLOCK ?? ''),
    embeddedNonDurable: /^(1|true)$/i.test(env.EMBEDDED_PG_NON_DURABLE ?? ''),
    platformAccount: platformAccountFrom(env),
    totpKeys: keyringFrom(env.TOTP_KEYS ?? env.OPERATOR_TOTP_KEYS),
    passkeys: passkeySettingsFrom(env, publicUrl),
    metricsPort: env.METRICS_PORT ? intFrom(env.METRICS_PORT, 0, 'METRICS_PORT') : undefined,
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    shutdownDrainMs: intFrom(env.SHUTDOWN_DRAIN_MS, 0, 'SHUTDOWN_DRAIN_MS'),
    shutdownTimeoutMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 25_000, 'SHUTDOWN_TIMEOUT_MS'),
    maxEventLoopDelayMs: intFrom(env.MAX_EVENT_LOOP_DELAY_MS, 1000, 'MAX_EVENT_LOOP_DELAY_MS'),
    documentStore: documentStoreFrom(env),
  };
}
