/**
 * One embedded PostgreSQL per test worker, a fresh database per test file.
 *
 * Vitest (pool "forks", isolate) runs every test file in a new process; VITEST_POOL_ID (1..maxWorkers)
 * names the worker slot. The first file of a slot starts a cluster in /tmp (readable by the postgres
 * user) and leaves it running for the next files of that slot; a detached watchdog stops it and
 * removes its directory once the Vitest run (our parent process) is gone. Set TEST_DATABASE_URL (or
 * DATABASE_URL) to a role that may CREATE DATABASE and CREATEROLE to use an existing server instead:
 * createTestApp provisions the service's role (cluster-wide, shared by all workers) there.
 */
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { isAlive, NON_DURABLE_SETTINGS, startEmbeddedPostgres } from '../../src/platform/db/embedded.ts';
import { migrate, migrationsDir } from '../../src/platform/db/migrate.ts';

const ROOT = '/tmp/invest-server-tests';

interface ClusterInfo {
  port: number;
  password: string;
}

function runPid(): number {
  // The Vitest process that forked this worker; when it is gone, so is the run.
  return process.ppid;
}

async function removeStaleClusters(): Promise<void> {
  if (!existsSync(ROOT)) return;
  for (const entry of await fs.readdir(ROOT)) {
    const ownerPid = Number(entry.split('-')[0]);
    if (!Number.isInteger(ownerPid) || isAlive(ownerPid)) continue;
    const pidFile = path.join(ROOT, entry, 'pg', 'postmaster.pid');
    const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
    if (Number.isInteger(pid) && isAlive(pid)) {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // Already gone.
      }
    }
    await fs.rm(path.join(ROOT, entry), { recursive: true, force: true }).catch(() => {});
  }
}

/** A detached process that stops the cluster and deletes its directory after the test run ends. */
function startWatchdog(dataDir: string): void {
  const script = `
    const fs = require('node:fs');
    const [ownerPid, dataDir] = process.argv.slice(1);
    const zombie = (pid) => { try { const s = fs.readFileSync('/proc/' + pid + '/stat', 'utf8'); return s.slice(s.lastIndexOf(')') + 2).startsWith('Z'); } catch { return false; } };
    const alive = (pid) => { try { process.kill(pid, 0); } catch (e) { return e.code === 'EPERM'; } return !zombie(pid); };
    const timer = setInterval(() => {
      if (alive(Number(ownerPid))) return;
      clearInterval(timer);
      let pid = NaN;
      try { pid = Number(fs.readFileSync(dataDir + '/pg/postmaster.pid', 'utf8').split('\\n')[0]); } catch {}
      if (Number.isInteger(pid) && alive(pid)) { try { process.kill(pid, 'SIGINT'); } catch {} }
      let tries = 0;
      const wait = setInterval(() => {
        if (!(Number.isInteger(pid) && alive(pid)) || ++tries > 100) {
          clearInterval(wait);
          fs.rmSync(dataDir, { recursive: true, force: true });
        }
      }, 100);
    }, 500);
  `;
  const child = spawn(process.execPath, ['-e', script, String(runPid()), dataDir], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
}

async function connectable(info: ClusterInfo): Promise<boolean> {
  const client = new pg.Client({
    host: '127.0.0.1',
    port: info.port,
    user: 'postgres',
    password: info.password,
    database: 'postgres',
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

let cluster: Promise<string> | undefined;

/** Connection string of this worker's cluster (admin database `postgres`). */
export function workerCluster(): Promise<string> {
  const external = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (external) return Promise.resolve(external);
  cluster ??= (async () => {
    const dataDir = path.join(ROOT, `${runPid()}-${process.env.VITEST_POOL_ID ?? '0'}`);
    const infoFile = path.join(dataDir, 'cluster.json');
    if (existsSync(infoFile)) {
      const info = JSON.parse(await fs.readFile(infoFile, 'utf8')) as ClusterInfo;
      if (await connectable(info))
        return `postgres://postgres:${encodeURIComponent(info.password)}@127.0.0.1:${info.port}/postgres`;
    }
    await fs.mkdir(ROOT, { recursive: true, mode: 0o755 });
    await removeStaleClusters();
    const firstStart = !existsSync(path.join(dataDir, 'pg'));
    const db = await startEmbeddedPostgres({
      dataDir,
      keepRunningOnExit: true,
      // A test cluster lives for one run: no commit or CREATE DATABASE waits for the disk.
      settings: NON_DURABLE_SETTINGS,
    });
    await fs.writeFile(
      infoFile,
      JSON.stringify({ port: db.port, password: db.password } satisfies ClusterInfo),
    );
    if (firstStart) startWatchdog(dataDir);
    return db.connectionString;
  })();
  return cluster;
}

export interface TestDatabase {
  connectionString: string;
  drop(): Promise<void>;
}

/**
 * What a template database holds and how to fill it: `key` names its content (and must change when
 * the content would); `fill` migrates and seeds it, once per cluster.
 */
export interface TemplateSpec {
  key: string;
  fill(connectionString: string): Promise<void>;
}

/** The advisory lock that serialises the building of templates across workers sharing a server. */
const TEMPLATE_LOCK = 73_160_253;

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The name of a filled template database for `spec`, built on first use: filled under a temporary
 * name and renamed when complete, so a crash halfway leaves no template that looks finished. The
 * name carries a digest of the key, so an external TEST_DATABASE_URL never serves a stale one.
 */
async function templateFor(adminUrl: string, spec: TemplateSpec): Promise<string> {
  const name = `tpl_${createHash('sha256').update(spec.key).digest('hex').slice(0, 24)}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      const building = `${name}_building_${randomBytes(4).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      try {
        await spec.fill(databaseUrl(adminUrl, building));
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      } catch (err) {
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`).catch(() => {});
        throw err;
      }
    }
    return name;
  } finally {
    await admin.end();
  }
}

/**
 * A new database in this worker's cluster: empty, or a copy of the template `template` describes
 * (CREATE DATABASE … TEMPLATE: a file copy, far cheaper than migrating and seeding every file).
 */
export async function createTestDatabase(template?: TemplateSpec): Promise<TestDatabase> {
  const adminUrl = await workerCluster();
  const source = template ? await templateFor(adminUrl, template) : null;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  // FILE_COPY copies the template's files whole (faster here than WAL_LOG's block by block).
  await admin.query(`CREATE DATABASE ${name}${source ? ` TEMPLATE ${source} STRATEGY FILE_COPY` : ''}`);
  await admin.end();
  return {
    connectionString: databaseUrl(adminUrl, name),
    async drop() {
      const client = new pg.Client(adminUrl);
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/**
 * Migrates `pool`'s database with the migrations numbered below `before` (e.g. '0035') only: the
 * schema as it stood before that migration, for a test that writes data the old way and then checks
 * what the migration does with it (`migrate(pool)` afterwards applies the rest).
 */
export async function migrateBefore(pool: pg.Pool, before: string): Promise<void> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'invest-migrations-'));
  try {
    for (const file of await fs.readdir(migrationsDir))
      if (/^\d{4}_.*\.sql$/.test(file) && file < before)
        await fs.copyFile(path.join(migrationsDir, file), path.join(dir, file));
    await migrate(pool, dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}
