/**
 * Prometheus metrics (prom-client) of one process, served on a port of their own (METRICS_PORT,
 * bound to METRICS_HOST, loopback by default) so the public port never answers them. Per process:
 * HTTP requests by operation, status and duration; database pool use; job runs and failures; ledger
 * postings; rate-limit refusals; the last reconciliation. Read from the database at each scrape
 * (the same for every process, so aggregate them with max): job queue depth by state and the outbox
 * backlog.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import client from 'prom-client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry, prefix: 'invest_' });

export const httpRequests = new client.Counter({
  name: 'invest_http_requests_total',
  help: 'HTTP requests answered, by operation (or route), method and status class',
  labelNames: ['operation', 'method', 'status'] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: 'invest_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by operation (or route) and method',
  labelNames: ['operation', 'method'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const jobRuns = new client.Counter({
  name: 'invest_job_runs_total',
  help: 'Background job runs in this process, by queue and outcome (ok, failed)',
  labelNames: ['queue', 'outcome'] as const,
  registers: [registry],
});

export const ledgerPostings = new client.Counter({
  name: 'invest_ledger_postings_total',
  help: 'Ledger transactions this process posted, by kind',
  labelNames: ['kind'] as const,
  registers: [registry],
});

export const rateLimitRefusals = new client.Counter({
  name: 'invest_rate_limit_refusals_total',
  help: 'Requests refused with 429, by limit bucket',
  labelNames: ['bucket'] as const,
  registers: [registry],
});

export const reconciliationMismatches = new client.Gauge({
  name: 'invest_ledger_reconciliation_mismatches',
  help: 'Mismatches the last ledger reconciliation this process ran found (0: the ledger reconciles)',
  registers: [registry],
});

export const reconciliationLastRun = new client.Gauge({
  name: 'invest_ledger_reconciliation_last_run_timestamp_seconds',
  help: 'When this process last ran the ledger reconciliation (Unix time)',
  registers: [registry],
});

/** Counts every answer of `app` by its operationId (or route pattern) and status class. */
export function instrumentHttp(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const config = request.routeOptions.config as { operationId?: string } | undefined;
    const operation = config?.operationId ?? request.routeOptions.url ?? 'unmatched';
    const method = request.method;
    httpRequests.inc({ operation, method, status: `${Math.floor(reply.statusCode / 100)}xx` });
    httpDuration.observe({ operation, method }, reply.elapsedTime / 1000);
  });
}

/** The gauges read at each scrape: the pool's connections, the job queue and the outbox backlog. */
export function instrumentDatabase(pool: pg.Pool): void {
  new client.Gauge({
    name: 'invest_db_pool_connections',
    help: "The service pool's connections by state (total, idle, waiting: requests queued for one)",
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  new client.Gauge({
    name: 'invest_job_queue_jobs',
    help: 'Jobs in the queue by queue and state (created, retry, active, failed in the last hour)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await pool
        .query<{ name: string; state: string; n: string }>(
          `SELECT name, state, count(*)::text AS n FROM pgboss.job
            WHERE state IN ('created', 'retry', 'active')
               OR (state = 'failed' AND completed_on > now() - interval '1 hour')
            GROUP BY name, state`,
        )
        .catch(() => ({ rows: [] }));
      for (const r of rows) this.set({ queue: r.name, state: r.state }, Number(r.n));
    },
  });
  new client.Gauge({
    name: 'invest_outbox_backlog_messages',
    help: 'Messages written but not yet delivered, by channel',
    labelNames: ['channel'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const { rows } = await pool.query<{ channel: string; n: string }>(
        `SELECT channel, count(*)::text AS n FROM outbox
          WHERE sent_at IS NULL AND purged_at IS NULL GROUP BY channel`,
      );
      for (const r of rows) this.set({ channel: r.channel }, Number(r.n));
    },
  });
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** Serves GET /metrics on its own port; everything else there is a 404. */
export async function startMetricsServer(port: number, host: string): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry
      .metrics()
      .then((text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text))
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
