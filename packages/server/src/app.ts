/**
 * The composition root: the platform (src/platform/) with every business module (src/modules/<area>/,
 * each through its index.ts). The platform imports no module; this file is the one place that knows
 * them all and wires the few hooks between them. Map of the modules: packages/server/README.md.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { OwnerResolvers } from './platform/http/auth.ts';
import { createHttpApp, type BuildAppOptions } from './platform/http/build-app.ts';
import type { Clock } from './platform/clock.ts';
import type { Config } from './platform/config.ts';
import { startJobRunner, type JobDefinition, type JobStarter, type Jobs } from './platform/jobs.ts';
import type { Logger } from './platform/log.ts';
import type { ServiceModule } from './platform/module.ts';
import { outboxJobs } from './platform/outbox-jobs.ts';
import type { Transport, Transports } from './platform/outbox.ts';
import { idempotencyExpiryJob } from './platform/http/idempotency.ts';
import { rateLimitExpiryJob } from './platform/http/rate-limit.ts';
import { accountModule, closedProfilesPurgeJob } from './modules/account/index.ts';
import { authModule, loginFailuresExpiryJob } from './modules/auth/index.ts';
import { autoInvestModule, queueReceivable, startAutoInvestJobs } from './modules/auto-invest/index.ts';
import { backOfficeModule } from './modules/back-office/index.ts';
import { dashboardModule, platformStatisticsJob } from './modules/dashboard/index.ts';
import { depositsModule } from './modules/deposits/index.ts';
import { devModule } from './modules/dev/index.ts';
import { documentFilesSweepJob, identityModule } from './modules/identity/index.ts';
import { reconciliationJob } from './modules/ledger/index.ts';
import { marketplaceModule, receivablesDayJob } from './modules/marketplace/index.ts';
import { notificationsModule } from './modules/notifications/index.ts';
import { registrationModule } from './modules/registration/index.ts';
import { smsModule } from './modules/sms/index.ts';
import { accountSummariesJob, walletModule } from './modules/wallet/index.ts';
import { withdrawalsModule } from './modules/withdrawals/index.ts';

export { loggerOptions } from './platform/http/build-app.ts';

/** Every module that serves routes. */
export const serviceModules: readonly ServiceModule[] = [
  authModule,
  accountModule,
  registrationModule,
  identityModule,
  notificationsModule,
  depositsModule,
  withdrawalsModule,
  walletModule,
  marketplaceModule({ receivableTermsChanged: queueReceivable }),
  autoInvestModule,
  dashboardModule,
  backOfficeModule,
  smsModule,
  devModule,
];

/** The resolvers of the resource kinds the contract declares (`x-owner: { resource: … }`), from the modules. */
export const ownerResolvers: OwnerResolvers = Object.assign(
  {},
  ...serviceModules.map((m) => m.ownerResolvers ?? {}),
);

/** The HTTP service with every module (tests may replace or add handlers and resolvers). */
export function buildApp(options: Omit<BuildAppOptions, 'modules'>): Promise<FastifyInstance> {
  return createHttpApp({ ...options, modules: [...serviceModules] });
}

export interface JobsOptions {
  connectionString: string;
  pool: pg.Pool;
  clock: Clock;
  /** One transport for every channel (tests), or each channel's (createTransports). */
  transport: Transport | Transports;
  log: Logger;
  pollingIntervalSeconds?: number;
  /** Reconciliation alerts are also e-mailed here (OPS_ALERT_EMAIL). */
  opsAlertEmail?: string | undefined;
  /**
   * The receivables' life, auto-invest and the platform statistics run only when given (the service
   * passes its config; most tests leave them off).
   */
  receivables?: Pick<Config, 'personalInterestTaxRateBp'>;
  /** Where identity documents are stored: their sweep runs only when given (the service passes its config). */
  documents?: Pick<Config, 'dataDir' | 'appDist'>;
}

/** The background jobs of the platform and every module (pg-boss, shared by every process). */
export function startJobs(options: JobsOptions): Promise<Jobs> {
  const definitions: JobDefinition[] = [
    ...outboxJobs(options.transport),
    reconciliationJob(options.opsAlertEmail),
    idempotencyExpiryJob,
    loginFailuresExpiryJob,
    rateLimitExpiryJob,
    closedProfilesPurgeJob,
    accountSummariesJob,
  ];
  if (options.documents) definitions.push(documentFilesSweepJob(options.documents));
  const starters: JobStarter[] = [];
  if (options.receivables) {
    definitions.push(receivablesDayJob(options.receivables), platformStatisticsJob);
    // The engine (woken by listings and growing funds) and the 2-year reconfirmation.
    starters.push(startAutoInvestJobs);
  }
  return startJobRunner({ ...options, definitions, starters });
}
