/**
 * Starts the service: database (DATABASE_URL or an embedded PostgreSQL under DATA_DIR), migrations,
 * demo data on a fresh embedded database, background jobs, then HTTP (and the metrics port when
 * METRICS_PORT is set). Drains and stops gracefully on SIGINT/SIGTERM (close-with-grace).
 */
import { setTimeout } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import type pg from 'pg';
import { buildApp, startJobs } from './app.ts';
import { systemClock } from './platform/clock.ts';
import { loadConfig } from './platform/config.ts';
import {
  ensureDatabase,
  NON_DURABLE_SETTINGS,
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from './platform/db/embedded.ts';
import { migrate } from './platform/db/migrate.ts';
import { createPool } from './platform/db/pool.ts';
import { assertServiceRole, provisionServiceRole } from './platform/db/roles.ts';
import { seedBenchData, seedDemoData, seedOperatorDay } from './modules/demo/index.ts';
import { sealStoredTotpSecrets } from './platform/totp-secrets.ts';
import type { Jobs } from './platform/jobs.ts';
import { createStartupLogger } from './platform/log.ts';
import type { ServiceState } from './platform/http/health.ts';
import { instrumentDatabase, startMetricsServer, type MetricsServer } from './platform/metrics.ts';
import { DevClock, devClockEnabled } from './modules/dev/index.ts';
import { devOutboxEnabled } from './platform/outbox.ts';
import { startupProblems } from './platform/startup-checks.ts';
import { createTransports } from './platform/transports.ts';

async function main(): Promise<void> {
  const config = loadConfig();
  const log = createStartupLogger(config.logLevel);
  let embedded: EmbeddedPostgres | undefined;
  let pool: pg.Pool | undefined;
  let jobs: Jobs | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let metrics: MetricsServer | undefined;
  // What /health/ready reads: the job runner's start, and the drain on SIGTERM.
  const state: ServiceState = { draining: false, jobs: process.env.JOBS === 'off' ? 'off' : 'starting' };

  // SIGTERM/SIGINT (and a crash): readiness turns false, then after SHUTDOWN_DRAIN_MS (time for the
  // load balancer to notice) new connections are refused and the requests in flight are answered, the
  // job runner stops taking work (a job still running after 5 s is left to another process), the
  // pool closes, then the database. A second signal, or SHUTDOWN_TIMEOUT_MS, ends the process at once.
  closeWithGrace({ delay: config.shutdownTimeoutMs, logger: log }, async ({ signal, err }) => {
    if (err) log.error({ err }, 'shutting down after an error');
    else log.info(`${signal}: shutting down`);
    state.draining = true;
    if (config.shutdownDrainMs > 0) await setTimeout(config.shutdownDrainMs);
    await app?.close().catch((e: unknown) => log.error({ err: e }, 'closing HTTP failed'));
    await jobs?.stop().catch((e: unknown) => log.error({ err: e }, 'stopping jobs failed'));
    await metrics?.close();
    await pool?.end().catch((e: unknown) => log.error({ err: e }, 'closing the pool failed'));
    await embedded?.stop().catch((e: unknown) => log.error({ err: e }, 'stopping PostgreSQL failed'));
    log.info('stopped');
  });

  try {
    // Production refuses to start without real e-mail and SMS transports, with the development outbox
    // or clock, or with the demo bank account or key (src/platform/startup-checks.ts).
    const problems = startupProblems(config, process.env);
    for (const warning of problems.warnings) log.warn(warning);
    if (problems.errors.length > 0) throw new Error(`refusing to start:\n  ${problems.errors.join('\n  ')}`);
    // One set of transports for the jobs' deliveries and the first attempt a code's SMS gets at once.
    const transports = createTransports(config);
    let connectionString = config.databaseUrl;
    if (!connectionString) {
      log.info(`starting embedded PostgreSQL in ${config.dataDir}`);
      embedded = await startEmbeddedPostgres({
        dataDir: config.dataDir,
        ...(config.embeddedNonDurable ? { settings: NON_DURABLE_SETTINGS } : {}),
        onLog: (line) => {
          // Connections ended by a shutdown are expected; real failures are worth a warning.
          if (/\b(PANIC|FATAL|ERROR)\b/.test(line) && !line.includes('due to administrator command')) {
            log.warn({ postgres: line }, 'postgres');
          } else log.debug({ postgres: line }, 'postgres');
        },
        onInfo: (message) => log.info(message),
      });
      connectionString = await ensureDatabase(embedded.connectionString);
    }
    const onPoolError = (err: Error) => {
      // 57P01: the database is shutting down (e.g. Ctrl-C reached PostgreSQL too); not news.
      if ((err as { code?: string }).code === '57P01')
        log.debug({ err }, 'database connection closed by shutdown');
      else log.warn({ err }, 'idle database client error');
    };
    // Schema changes and demo data as the owner; the service itself runs as its own role (roles.ts).
    const ownerPool = createPool(connectionString, { max: 2, onError: onPoolError });
    try {
      const applied = await migrate(ownerPool);
      log.info(applied.length ? `applied migrations: ${applied.join(', ')}` : 'database schema up to date');
      const seedDemo =
        process.env.SEED_DEMO === 'true' ||
        (process.env.SEED_DEMO !== 'false' && embedded !== undefined && config.nodeEnv !== 'production');
      // The operator's waiting work (identity uploads, a withdrawal) once, on demo data just seeded.
      if (seedDemo && (await seedDemoData(ownerPool, systemClock, log, config.platformAccount.iban, config)))
        await seedOperatorDay(ownerPool, { clock: systemClock, config }, log);
      // A database of realistic size for `pnpm bench` (src/modules/demo/bench-seed.ts), never in production.
      if (process.env.SEED_BENCH === 'true') {
        if (config.nodeEnv === 'production')
          throw new Error('SEED_BENCH is refused with NODE_ENV=production');
        const investors = Number(process.env.SEED_BENCH_INVESTORS || 10_000);
        await seedBenchData(ownerPool, systemClock, log, { investors });
      }
      for (const owner of ['operator', 'investor'] as const) {
        const sealed = await sealStoredTotpSecrets(ownerPool, config.totpKeys, owner);
        if (sealed)
          log.info(
            `encrypted ${sealed} ${owner} authenticator secret(s) under key ${config.totpKeys.current}`,
          );
      }
    } finally {
      await ownerPool.end();
    }
    const appUrl = config.appDatabaseUrl ?? (await provisionServiceRole(connectionString));
    pool = createPool(appUrl, { max: 20, onError: onPoolError });
    await assertServiceRole(pool);
    log.info(`the service connects as database role ${new URL(appUrl).username}`);
    // DEV_CLOCK=1: real time plus the offset `pnpm simulate` moves, shared by every process.
    const clock = devClockEnabled(config) ? await DevClock.start(pool, systemClock) : systemClock;

    instrumentDatabase(pool);
    if (state.jobs !== 'off') {
      jobs = await startJobs({
        connectionString,
        pool,
        clock,
        transport: transports,
        log,
        opsAlertEmail: config.opsAlertEmail,
        receivables: config,
        documents: config,
      });
      state.jobs = 'running';
    }
    app = await buildApp({ config, db: pool, clock, jobs, transports, state });
    await app.listen({ port: config.port, host: config.host });
    if (config.metricsPort !== undefined) {
      metrics = await startMetricsServer(config.metricsPort, config.metricsHost);
      log.info(`metrics (Prometheus) on http://${config.metricsHost}:${metrics.port}/metrics`);
    }
    if (clock instanceof DevClock)
      log.info(
        `development clock (DEV_CLOCK=1): ${clock.now().toISOString()}; run it forward with pnpm simulate --days N`,
      );
    if (devOutboxEnabled(config))
      log.info(`development outbox (DEV_OUTBOX=1): e-mails and SMS at ${config.publicUrl}/dev/outbox`);
    log.info(
      `Invest server ready on ${config.publicUrl} (${embedded ? `embedded PostgreSQL, data in ${config.dataDir}` : 'DATABASE_URL'})`,
    );
  } catch (err) {
    log.error({ err }, 'startup failed');
    await jobs?.stop().catch(() => {});
    await pool?.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(1);
  }
}

await main();
