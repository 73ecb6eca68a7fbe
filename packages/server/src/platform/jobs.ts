/**
 * Background jobs in PostgreSQL (pg-boss): nothing lives in one process, so any number of server
 * processes can share the work: outbox delivery, reconciliation, expiry, the receivables' daily job.
 */
import { PgBoss } from 'pg-boss';
import type pg from 'pg';
import { deleteExpiredClosedProfiles } from '../modules/account/account-closure.ts';
import { startAutoInvestJobs } from '../modules/auto-invest/auto-invest.ts';
import type { Logger } from './log.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Queryable } from './db/pool.ts';
import { grantJobQueue } from './db/roles.ts';
import { deleteExpiredIdempotencyKeys } from './http/idempotency.ts';
import { runReceivablesDay } from '../modules/marketplace/lifecycle.ts';
import { deleteStaleUnknownLoginFailures } from '../modules/auth/lockout.ts';
import { runAccountSummaries } from '../modules/notifications/notifications.ts';
import { runReconciliation } from '../modules/ledger/reconcile.ts';
import {
  deliverMessage,
  purgeMessageBodies,
  unsentMessageIds,
  type Transport,
  type Transports,
} from './outbox.ts';
import { deleteExpiredRateLimits } from './http/rate-limit.ts';
import { refreshPlatformStatistics } from '../modules/dashboard/statistics.ts';

export const OUTBOX_QUEUE = 'outbox-deliver';
const OUTBOX_SWEEP = 'outbox-sweep';
export const LEDGER_RECONCILE = 'ledger-reconcile';
const IDEMPOTENCY_EXPIRE = 'idempotency-expire';
const RATE_LIMITS_EXPIRE = 'rate-limits-expire';
const OUTBOX_PURGE = 'outbox-purge';
const CLOSED_PROFILES_PURGE = 'closed-profiles-purge';
export const RECEIVABLES_DAY = 'receivables-day';
export const ACCOUNT_SUMMARIES = 'account-summaries';
export const PLATFORM_STATISTICS = 'platform-statistics';
const MAX_ATTEMPTS = 6;

export interface Jobs {
  /** Schedules delivery of an outbox message inside the caller's transaction (atomic with the message). */
  scheduleDelivery(db: Queryable, outboxId: string): Promise<void>;
  stop(): Promise<void>;
}

/** Used when jobs are switched off (most tests): messages stay pending until a worker's sweep finds them. */
export const noJobs: Jobs = { scheduleDelivery: async () => {}, stop: async () => {} };

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
  /** The receivables' daily job (src/modules/marketplace/lifecycle.ts) runs only when given (the service passes its config). */
  receivables?: Pick<Config, 'personalInterestTaxRateBp'>;
}

export async function startJobs(options: JobsOptions): Promise<Jobs> {
  const { pool, clock, transport, log } = options;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: 'pgboss',
    max: 3,
    application_name: 'invest-jobs',
    // A committed message wakes a worker at once instead of at the next poll.
    useListenNotify: true,
  });
  boss.on('error', (err: Error) => log.error({ err }, 'job queue error'));
  await boss.start();
  // pg-boss runs as the schema owner; the service's role enqueues inside its own transactions.
  await grantJobQueue(options.connectionString);
  // Retries back off exponentially: a flaky SMTP server gets a breather.
  const outboxQueue = { retryLimit: MAX_ATTEMPTS - 1, retryDelay: 5, retryBackoff: true, notify: true };
  await boss.createQueue(OUTBOX_QUEUE, outboxQueue);
  // Existing installations get the current settings too.
  await boss.updateQueue(OUTBOX_QUEUE, outboxQueue);
  await boss.createQueue(OUTBOX_SWEEP);

  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  await boss.work<{ id: string }>(OUTBOX_QUEUE, polling, async ([job]) => {
    if (!job) return;
    await deliverMessage(pool, clock, transport, job.data.id);
  });
  // Safety net: messages written while no worker ran, or whose job was lost, are picked up again.
  await boss.work(OUTBOX_SWEEP, polling, async () => {
    for (const id of await unsentMessageIds(pool, clock, MAX_ATTEMPTS)) {
      await boss.send(OUTBOX_QUEUE, { id }, { singletonKey: `outbox-${id}` });
    }
  });
  await boss.schedule(OUTBOX_SWEEP, '* * * * *');
  // Pick up what is already waiting without waiting for the first minute.
  await boss.send(OUTBOX_SWEEP, {}, { singletonKey: 'startup-sweep' });

  // Money: the ledger is reconciled every night (an alert on a mismatch); idempotency keys expire.
  await boss.createQueue(LEDGER_RECONCILE);
  await boss.work(LEDGER_RECONCILE, polling, async () => {
    await runReconciliation(pool, {
      clock,
      log,
      opsAlertEmail: options.opsAlertEmail,
      scheduleDelivery: async (db, id) => {
        await boss.send(
          OUTBOX_QUEUE,
          { id },
          { singletonKey: `outbox-${id}`, db: { executeSql: (t, v) => db.query(t, v) } },
        );
      },
    });
  });
  await boss.schedule(LEDGER_RECONCILE, '17 3 * * *');
  await boss.createQueue(IDEMPOTENCY_EXPIRE);
  await boss.work(IDEMPOTENCY_EXPIRE, polling, async () => {
    await deleteExpiredIdempotencyKeys(pool, clock);
    // Failed-login counters of unknown usernames idle for 30 days (src/modules/auth/lockout.ts).
    await deleteStaleUnknownLoginFailures(pool, clock);
  });
  await boss.schedule(IDEMPOTENCY_EXPIRE, '23 * * * *');
  // Rate-limit counters whose window ended are dead weight (the next hit would start afresh anyway).
  await boss.createQueue(RATE_LIMITS_EXPIRE);
  await boss.work(RATE_LIMITS_EXPIRE, polling, async () => {
    await deleteExpiredRateLimits(pool, clock);
  });
  await boss.schedule(RATE_LIMITS_EXPIRE, '41 * * * *');
  // Secrets do not outlive their use: bodies of delivered messages (and of development ones after
  // 24 hours) are cleared (src/platform/outbox.ts purgeMessageBodies).
  await boss.createQueue(OUTBOX_PURGE);
  await boss.work(OUTBOX_PURGE, polling, async () => {
    await purgeMessageBodies(pool, clock);
  });
  await boss.schedule(OUTBOX_PURGE, '*/5 * * * *');
  // Identification data of closed profiles leaves once its legal retention ends (src/modules/account/account-closure.ts).
  await boss.createQueue(CLOSED_PROFILES_PURGE);
  await boss.work(CLOSED_PROFILES_PURGE, polling, async () => {
    await deleteExpiredClosedProfiles(pool, clock);
  });
  await boss.schedule(CLOSED_PROFILES_PURGE, '37 4 * * *');

  // Set when the auto-invest jobs run (the service's processes, below).
  let stopAutoInvest = async () => {};
  const jobs: Jobs = {
    async scheduleDelivery(db, outboxId) {
      await boss.send(
        OUTBOX_QUEUE,
        { id: outboxId },
        {
          singletonKey: `outbox-${outboxId}`,
          db: { executeSql: (text: string, values?: unknown[]) => db.query(text, values) },
        },
      );
    },
    async stop() {
      await stopAutoInvest();
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };

  // The account summary e-mails (src/modules/notifications/notifications.ts): every morning for the day, week or month that
  // has just ended, each investor's period once however many processes run this.
  await boss.createQueue(ACCOUNT_SUMMARIES);
  await boss.work(ACCOUNT_SUMMARIES, polling, async () => {
    const sent = await runAccountSummaries(pool, { clock, jobs });
    log.info({ sent }, 'account summaries');
  });
  await boss.schedule(ACCOUNT_SUMMARIES, '15 6 * * *', null, { tz: 'Europe/Ljubljana' });

  // The life of receivables (accrual, maturity, delays, BG buyback, collection): every night just
  // after midnight in Ljubljana, and once at start so a night the service was down is caught up.
  if (options.receivables) {
    const lifecycleConfig = options.receivables;
    await boss.createQueue(RECEIVABLES_DAY);
    await boss.work(RECEIVABLES_DAY, polling, async () => {
      const report = await runReceivablesDay(pool, clock, lifecycleConfig, jobs);
      log.info(
        { date: report.date, steps: report.steps.length, accruedHoldings: report.accruedHoldings },
        'receivables day',
      );
    });
    await boss.schedule(RECEIVABLES_DAY, '5 0 * * *', null, { tz: 'Europe/Ljubljana' });
    await boss.send(RECEIVABLES_DAY, {}, { singletonKey: 'startup-receivables-day' });
    // Auto-invest: the engine (woken by listings and growing funds) and the 2-year reconfirmation.
    stopAutoInvest = await startAutoInvestJobs({
      boss,
      connectionString: options.connectionString,
      pool,
      clock,
      log,
      jobs,
      polling,
    });

    // Platform statistics (src/modules/dashboard/statistics.ts): computed once per day of the service clock. The
    // quarter-hourly check finds the day done and returns at once, and notices the development clock
    // moving on; at start a missing day is computed.
    await boss.createQueue(PLATFORM_STATISTICS);
    await boss.work(PLATFORM_STATISTICS, polling, async () => {
      const run = await refreshPlatformStatistics(pool, clock);
      if (run.computed) log.info({ through: run.through }, 'platform statistics');
    });
    await boss.schedule(PLATFORM_STATISTICS, '*/15 * * * *');
    await boss.send(PLATFORM_STATISTICS, {}, { singletonKey: 'startup-platform-statistics' });
  }
  return jobs;
}
