/**
 * A throwaway cluster of Debian's `postgresql` server for the operations scripts (`pnpm prod:smoke`,
 * `pnpm prod:restore-drill`): initdb + pg_ctl of the newest /usr/lib/postgresql/<version>, in a
 * temporary directory, listening on 127.0.0.1 only, the superuser `postgres` with a password
 * (scram-sha-256). Installed with apt-get first if it is missing and this runs as root. stop() stops
 * the cluster and removes its directory.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase } from '../src/platform/db/embedded.ts';

const isRoot = process.getuid?.() === 0;

/** The superuser's password of every throwaway cluster (same on all, so a restore keeps logins). */
export const CLUSTER_PASSWORD = 'smoke-owner';

/** Runs a command and returns its exit and output; `asPostgres` runs it as the postgres user when root. */
export function run(cmd: string, args: string[], asPostgres = false, env?: NodeJS.ProcessEnv) {
  const [file, argv] =
    asPostgres && isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  const res = spawnSync(file, argv, { encoding: 'utf8', env: env ? { ...process.env, ...env } : undefined });
  return {
    ok: res.status === 0,
    out: `${res.stdout ?? ''}${res.stderr ?? ''}${res.error ? String(res.error) : ''}`,
  };
}

/** The newest Debian PostgreSQL's bin directory, installing the package if missing and allowed. */
export function debianPostgres(say: (line: string) => void): string | undefined {
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

export interface Cluster {
  /** The superuser on the service's database (`invest`), which it owns. */
  ownerUrl: string;
  /** The superuser on the `postgres` database. */
  adminUrl: string;
  /** The PostgreSQL programs' directory (pg_dump, pg_restore, psql…). */
  bin: string;
  port: number;
  label: string;
  stop(): Promise<void>;
}

/** initdb + pg_ctl start of a new cluster on `port`; undefined (with the reason said) if it fails. */
export async function startDebianCluster(
  bin: string,
  port: number,
  say: (line: string) => void,
): Promise<Cluster | undefined> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'invest-pg-'));
  await fs.chmod(dir, 0o755);
  const data = path.join(dir, 'data');
  await fs.writeFile(path.join(dir, 'pw'), CLUSTER_PASSWORD);
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
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200`,
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
  const adminUrl = `postgres://postgres:${CLUSTER_PASSWORD}@127.0.0.1:${port}/postgres`;
  return {
    ownerUrl: await ensureDatabase(adminUrl),
    adminUrl,
    bin,
    port,
    label: `Debian ${version} (${bin})`,
    stop,
  };
}
