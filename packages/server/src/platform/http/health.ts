/**
 * Health for a load balancer or an orchestrator, outside /api, cheap and saying nothing to the public
 * beyond ok or not:
 *   GET /health/live   the process answers (liveness: restart it when this fails);
 *   GET /health/ready  it should get traffic: not shutting down, the database answers, the schema is
 *                      at least the version this code expects, and the job runner started (when this
 *                      process runs jobs). 503 otherwise; the reason goes to the log only.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/pool.ts';

/** What a process knows of itself; src/main.ts moves it, readiness reads it. */
export interface ServiceState {
  /** Set on SIGTERM: stop getting new traffic, finish what is in flight. */
  draining: boolean;
  /** 'off' when this process runs no jobs (JOBS=off, tests). */
  jobs: 'off' | 'starting' | 'running';
}

export interface HealthOptions {
  db: Queryable;
  state: ServiceState;
  /** The highest migration version this code ships (src/platform/db/migrate.ts readMigrations). */
  expectedSchemaVersion: number;
  /** How long the database may take to answer before the process counts as not ready. */
  timeoutMs?: number;
}

/** Why the process is not ready, or null when it is. */
export async function notReadyBecause(options: HealthOptions): Promise<string | null> {
  const { state } = options;
  if (state.draining) return 'shutting down';
  if (state.jobs === 'starting') return 'the job runner has not started';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('the database did not answer in time')),
      options.timeoutMs ?? 1000,
    );
  });
  try {
    const { rows } = await Promise.race([
      options.db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations'),
      timeout,
    ]);
    const version = rows[0]?.version ?? 0;
    if (version < options.expectedSchemaVersion)
      return `the schema is at version ${version}, this code needs ${options.expectedSchemaVersion}`;
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : 'the database did not answer';
  } finally {
    clearTimeout(timer);
  }
}

export function registerHealth(app: FastifyInstance, options: HealthOptions): void {
  let lastReason: string | null = null;
  app.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/health/ready', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const reason = await notReadyBecause(options);
    // Logged when it changes, not on every probe.
    if (reason !== lastReason) {
      if (reason) app.log.warn({ reason }, 'not ready');
      else app.log.info('ready');
      lastReason = reason;
    }
    if (reason) return reply.code(503).send({ status: 'unavailable' });
    return { status: 'ready' };
  });
}
