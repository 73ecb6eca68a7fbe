/**
 * Starts the service: database (DATABASE_URL or an embedded PostgreSQL under DATA_DIR), migrations,
 * demo data on a fresh embedded database, background jobs, then HTTP. Stops cleanly on SIGINT/SIGTERM.
 */
import type pg from 'pg';
import { buildApp, startJobs } from './app.ts';
import { systemClock } from './platform/clock.ts';
import { loadConfig } from './platform/config.ts';
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from './platform/db/embedded.ts';
import { migrate } from './platform/db/migrate.ts';
import { createPool } from './platform/db/pool.ts';
import { assertServiceRole, provisionServiceRole } from './platform/db/roles.ts';
import { seedBenchData, seedDemoData, seedOperatorDay } from './modules/demo/index.ts';
import { sealStoredTotpSecrets } from './platform/totp-secrets.ts';
import type { Jobs } from './platform/jobs.ts';
import { createStartupLogger } from './platform/log.ts';
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
  let stopping: Promise<void> | undefined;

  const stop = (signal: string) => {
    if (stopping) {
      log.warn(`${signal} again: exiting at once`);
      process.exit(1);
    }
    log.info(`${signal}: shutting down`);
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 20_000);
    force.unref();
    stopping = (async () => {
      // Order matters: stop taking requests, finish jobs, close connections, then the database.
      await app?.close().catch((err: unknown) => log.error({ err }, 'closing HTTP failed'));
      await jobs?.stop().catch((err: unknown) => log.error({ err }, 'stopping jobs failed'));
      await pool?.end().catch((err: unknown) => log.error({ err }, 'closing the pool failed'));
      await embedded?.stop().catch((err: unknown) => log.error({ err }, 'stopping PostgreSQL failed'));
      log.info('stopped');
      process.exit(0);
    })();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

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
      if (seedDemo && (await seedDemoData(ownerPool, systemClock, log, config.platformAccount.iban)))
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

    if (process.env.JOBS !== 'off') {
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
    }
    app = await buildApp({ config, db: pool, clock, jobs, transports });
    await app.listen({ port: config.port, host: config.host });
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
