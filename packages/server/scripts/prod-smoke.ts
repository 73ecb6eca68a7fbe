/**
 * `pnpm prod:smoke`: the multi-process proof (scripts/multi-process-scenario.ts) at a larger scale than
 * its Vitest version, on Debian's `postgresql` server: a throwaway cluster in a temporary directory
 * (initdb + pg_ctl of /usr/lib/postgresql/<version>, started on 127.0.0.1 only), installed with
 * apt-get first if it is missing and this runs as root. If that PostgreSQL cannot be had, the
 * embedded one is used instead, and the output says so. The cluster is stopped and removed at the end.
 *
 * Ports: PostgreSQL on SMOKE_PG_PORT (3350), the three processes on SMOKE_PORT (3310) and the next two.
 * Scale: SMOKE_INVESTORS (40), SMOKE_RECEIVABLES (8). Exits 1 when a check fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { systemClock } from '../src/platform/clock.ts';
import { ensureDatabase, startEmbeddedPostgres } from '../src/platform/db/embedded.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { createPool } from '../src/platform/db/pool.ts';
import { seedDemoData } from '../src/modules/demo/index.ts';
import { formatReport, runScenario } from './multi-process-scenario.ts';

const PG_PORT = Number(process.env.SMOKE_PG_PORT ?? 3350);
const BASE_PORT = Number(process.env.SMOKE_PORT ?? 3310);
const INVESTORS = Number(process.env.SMOKE_INVESTORS ?? 40);
const RECEIVABLES = Number(process.env.SMOKE_RECEIVABLES ?? 8);
const isRoot = process.getuid?.() === 0;

function run(cmd: string, args: string[], asPostgres = false) {
  const [file, argv] =
    asPostgres && isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const res = spawnSync(file, argv, { encoding: 'utf8' });
  return {
    ok: res.status === 0,
    out: `${res.stdout ?? ''}${res.stderr ?? ''}${res.error ? String(res.error) : ''}`,
  };
}

/** The newest Debian PostgreSQL's bin directory, installing the package if missing and allowed. */
function debianPostgres(say: (line: string) => void): string | undefined {
  const find = () => {
    if (!existsSync('/usr/lib/postgresql')) return undefined;
    const versions = readdirSync('/usr/lib/postgresql')
      .filter((v) => existsSync(`/usr/lib/postgresql/${v}/bin/initdb`))
      .sort((a, b) => Number(b) - Number(a));
    return versions[0] ? `/usr/lib/postgresql/${versions[0]}/bin` : undefined;
  };
  const found = find();
  if (found) return found;
  if (!isRoot) {
    say('Debian postgresql is not installed and this is not root: cannot install it');
    return undefined;
  }
  say('Debian postgresql is not installed: apt-get install -y postgresql');
  const install = run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql']);
  if (!install.ok) say(`apt-get failed:\n${install.out.slice(-800)}`);
  return find();
}

interface Database {
  ownerUrl: string;
  label: string;
  stop(): Promise<void>;
}

async function startDebian(bin: string, say: (line: string) => void): Promise<Database | undefined> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'invest-prod-smoke-'));
  await fs.chmod(dir, 0o755);
  const data = path.join(dir, 'data');
  const password = 'smoke-owner';
  await fs.writeFile(path.join(dir, 'pw'), password);
  if (isRoot) run('chown', ['-R', 'postgres:postgres', dir]);
  const stop = async () => {
    run(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop'], true);
    await fs.rm(dir, { recursive: true, force: true });
  };
  const init = run(
    path.join(bin, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${path.join(dir, 'pw')}`, '-E', 'UTF8'],
    true,
  );
  if (!init.ok) {
    say(`initdb failed:\n${init.out.slice(-800)}`);
    await stop();
    return undefined;
  }
  const start = run(
    path.join(bin, 'pg_ctl'),
    [
      '-D',
      data,
      '-w',
      '-l',
      path.join(dir, 'postgres.log'),
      '-o',
      `-p ${PG_PORT} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200`,
      'start',
    ],
    true,
  );
  if (!start.ok) {
    say(`pg_ctl start failed:\n${start.out.slice(-800)}`);
    await stop();
    return undefined;
  }
  const version = run(path.join(bin, 'postgres'), ['--version']).out.trim();
  const admin = `postgres://postgres:${password}@127.0.0.1:${PG_PORT}/postgres`;
  return { ownerUrl: await ensureDatabase(admin), label: `Debian ${version} (${bin})`, stop };
}

async function main() {
  const say = (line: string) => console.log(line);
  const started = Date.now();
  const bin = debianPostgres(say);
  let db = bin ? await startDebian(bin, say) : undefined;
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
