/**
 * Background jobs in PostgreSQL (pg-boss): nothing lives in one process, so any number of server
 * processes can share the work. The runner knows no business: each module declares its jobs
 * (`JobDefinition`: a queue, its schedule and what one run does) and the composition root
 * (src/app.ts `startJobs`) hands them to `startJobRunner` with the platform's own (outbox delivery,
 * expiries).
 */
import { PgBoss } from 'pg-boss';
import type pg from 'pg';
import type { Clock } from './clock.ts';
import type { Queryable } from './db/pool.ts';
import { grantJobQueue } from './db/roles.ts';
import type { Logger } from './log.ts';
import { jobRuns } from './metrics.ts';

/** The queue that delivers outbox messages (src/platform/outbox-jobs.ts works it). */
export const OUTBOX_QUEUE = 'outbox-deliver';

export interface Jobs {
  /**
   * Schedules delivery of an outbox message inside the caller's transaction (atomic with the message),
   * at once or `startAfterSeconds` later (when the caller makes the first attempt itself).
   */
  scheduleDelivery(db: Queryable, outboxId: string, options?: { startAfterSeconds?: number }): Promise<void>;
  stop(): Promise<void>;
}

/** Used when jobs are switched off (most tests): messages stay pending until a worker's sweep finds them. */
export const noJobs: Jobs = { scheduleDelivery: async () => {}, stop: async () => {} };

/** What a job's run may use. */
export interface JobContext {
  boss: PgBoss;
  /** For a job that holds a connection of its own (a LISTEN). */
  connectionString: string;
  pool: pg.Pool;
  clock: Clock;
  log: Logger;
  jobs: Jobs;
  polling: { pollingIntervalSeconds: number };
}

/** Options of a pg-boss queue (retries, policy). */
type QueueOptions = NonNullable<Parameters<PgBoss['createQueue']>[1]>;

/** One queue with its worker: run on its schedule, at start, or when sent to. */
export interface JobDefinition {
  queue: string;
  /** Queue options, applied to existing installations too. */
  options?: QueueOptions;
  /** Cron schedule (UTC unless `tz`). */
  cron?: string;
  tz?: string;
  /** Also run once at start under this singleton key, so a night the service was down is caught up. */
  startupKey?: string;
  /**
   * A NOTIFY wakes the queue's worker when a job is sent, not when a delayed job or a retry becomes
   * due: the worker looks for those this often (else pg-boss's 30-second backstop).
   */
  dueJobsPollingSeconds?: number;
  /** One run; `data` is what was sent to the queue (`{}` for scheduled runs). */
  run(context: JobContext, data: Record<string, unknown>): Promise<void>;
}

/**
 * A module's own long-lived worker (auto-invest's LISTEN on the triggers' channel), started once per
 * process; the function it returns stops it.
 */
export type JobStarter = (context: JobContext) => Promise<() => Promise<void>>;

export interface JobRunnerOptions {
  connectionString: string;
  pool: pg.Pool;
  clock: Clock;
  log: Logger;
  pollingIntervalSeconds?: number;
  definitions: JobDefinition[];
  starters?: JobStarter[];
}

export async function startJobRunner(options: JobRunnerOptions): Promise<Jobs> {
  const { pool, clock, log } = options;
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

  const stops: (() => Promise<void>)[] = [];
  const jobs: Jobs = {
    async scheduleDelivery(db, outboxId, options) {
      await boss.send(
        OUTBOX_QUEUE,
        { id: outboxId },
        {
          singletonKey: `outbox-${outboxId}`,
          ...(options?.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
          db: { executeSql: (text: string, values?: unknown[]) => db.query(text, values) },
        },
      );
    },
    async stop() {
      for (const stop of stops) await stop();
      await boss.stop({ graceful: true, timeout: 5_000 });
    },
  };
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  const context: JobContext = {
    boss,
    connectionString: options.connectionString,
    pool,
    clock,
    log,
    jobs,
    polling,
  };

  for (const job of options.definitions) {
    await boss.createQueue(job.queue, job.options);
    if (job.options) await boss.updateQueue(job.queue, job.options);
    const options = job.dueJobsPollingSeconds
      ? {
          ...polling,
          notifyPollingIntervalSeconds: Math.max(polling.pollingIntervalSeconds, job.dueJobsPollingSeconds),
        }
      : polling;
    await boss.work<Record<string, unknown>>(job.queue, options, async ([sent]) => {
      try {
        await job.run(context, sent?.data ?? {});
        jobRuns.inc({ queue: job.queue, outcome: 'ok' });
      } catch (err) {
        jobRuns.inc({ queue: job.queue, outcome: 'failed' });
        throw err;
      }
    });
    if (job.cron) await boss.schedule(job.queue, job.cron, null, job.tz ? { tz: job.tz } : undefined);
    if (job.startupKey) await boss.send(job.queue, {}, { singletonKey: job.startupKey });
  }
  for (const start of options.starters ?? []) stops.push(await start(context));
  return jobs;
}
