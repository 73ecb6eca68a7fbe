import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Root of the monorepo (packages/server/src → ../../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const serverRoot = path.join(repoRoot, 'packages/server');

export interface Config {
  port: number;
  host: string;
  /** When unset the service runs an embedded PostgreSQL under `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * A pre-provisioned service role (member of `invest_service`) for the HTTP service; without it the
   * owner provisions `invest_app` (src/db/roles.ts). Migrations always run as the owner.
   */
  appDatabaseUrl: string | undefined;
  /** Where reconciliation mismatches and other alerts are e-mailed (besides the log and `alerts`). */
  opsAlertEmail: string | undefined;
  dataDir: string;
  publicUrl: string;
  appDist: string;
  nodeEnv: string;
  smtpUrl: string | undefined;
  /** Sender address of outgoing e-mail. */
  mailFrom: string;
  tokenTtlSeconds: number;
  logLevel: string;
  contractPath: string;
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return n;
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
  const contractPath = env.CONTRACT_PATH ? path.resolve(env.CONTRACT_PATH) : defaultContractPath();
  if (!existsSync(contractPath)) throw new Error(`OpenAPI contract not found at ${contractPath}`);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    appDatabaseUrl: env.APP_DATABASE_URL || undefined,
    opsAlertEmail: env.OPS_ALERT_EMAIL || undefined,
    dataDir: path.resolve(repoRoot, env.DATA_DIR || '.data'),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    appDist,
    nodeEnv: env.NODE_ENV || 'development',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Invest <no-reply@invest.si>',
    tokenTtlSeconds: intFrom(env.TOKEN_TTL_SECONDS, 3600, 'TOKEN_TTL_SECONDS') || 3600,
    logLevel: env.LOG_LEVEL || 'info',
    contractPath,
  };
}
