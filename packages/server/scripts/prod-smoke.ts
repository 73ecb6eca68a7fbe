/**
 * `pnpm prod:smoke`: the multi-process proof (scripts/multi-process-scenario.ts) at a larger scale than
 * its Vitest version, on Debian's `postgresql` server: a throwaway cluster in a temporary directory
 * (scripts/debian-postgres.ts: initdb + pg_ctl of /usr/lib/postgresql/<version>, started on 127.0.0.1
 * only), installed with apt-get first if it is missing and this runs as root. If that PostgreSQL cannot be had, the
 * embedded one is used instead, and the output says so. The cluster is stopped and removed at the end.
 *
 * Ports: PostgreSQL on SMOKE_PG_PORT (3350), the three processes on SMOKE_PORT (3310) and the next two.
 * Scale: SMOKE_INVESTORS (40), SMOKE_RECEIVABLES (8). Exits 1 when a check fails.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { systemClock } from '../src/platform/clock.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/platform/db/embedded.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { createPool } from '../src/platform/db/pool.ts';
import { seedDemoData } from '../src/modules/demo/index.ts';
import { debianPostgres, startDebianCluster } from './debian-postgres.ts';
import { formatReport, runScenario } from './multi-process-scenario.ts';

const PG_PORT = Number(process.env.SMOKE_PG_PORT ?? 3350);
const BASE_PORT = Number(process.env.SMOKE_PORT ?? 3310);
const INVESTORS = Number(process.env.SMOKE_INVESTORS ?? 40);
const RECEIVABLES = Number(process.env.SMOKE_RECEIVABLES ?? 8);

async function main() {
  const say = (line: string) => console.log(line);
  const started = Date.now();
  const bin = debianPostgres(say);
  let db: { ownerUrl: string; label: string; stop(): Promise<void> } | undefined = bin
    ? await startDebianCluster(bin, PG_PORT, say)
    : undefined;
  if (!db) {
    say(
      "FALLBACK: Debian's postgresql could not be installed or started here — using the embedded PostgreSQL",
    );
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'invest-prod-smoke-embedded-'));
    await fs.chmod(dataDir, 0o755);
    const embedded = await startEmbeddedPostgres({ dataDir, port: PG_PORT });
    db = {
      ownerUrl: await ensureDatabase(embedded.connectionString),
      label: `embedded PostgreSQL (${dataDir})`,
      async stop() {
        await embedded.stop();
        await fs.rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  say(`database: ${db.label}`);
  const ownerPool = createPool(db.ownerUrl, { max: 5 });
  let failed = true;
  try {
    await migrate(ownerPool);
    await seedDemoData(ownerPool, systemClock);
    const report = await runScenario({
      ownerUrl: db.ownerUrl,
      ownerPool,
      ports: [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2],
      investors: INVESTORS,
      receivables: RECEIVABLES,
      receivableEuros: 2000,
      depositEuros: 800,
      afterRestartsMs: 5000,
      // As in production: MAX_EVENT_LOOP_DELAY_MS at its default; a shed 503 is counted, not failed.
      shedding: true,
      log: say,
    });
    say(formatReport(report));
    failed = report.checks.some((c) => !c.ok);
    say(`${failed ? 'FAILED' : 'PASSED'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await ownerPool.end();
    await db.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
