import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearStalePostmaster, isAlive, startEmbeddedPostgres } from '../../src/platform/db/embedded.ts';

const fixture = fileURLToPath(new URL('../fixtures/start-embedded.ts', import.meta.url));
let dataDir: string;

beforeAll(async () => {
  // Under /tmp: the postgres user must be able to reach it.
  await fs.mkdir('/tmp/invest-server-tests', { recursive: true });
  dataDir = await fs.mkdtemp('/tmp/invest-server-tests/embedded-');
  await fs.chmod(dataDir, 0o755);
});
afterAll(async () => {
  // Whatever happened above, leave no postgres behind.
  await clearStalePostmaster(path.join(dataDir, 'pg'), () => {});
  await fs.rm(dataDir, { recursive: true, force: true });
});

interface Child {
  pid: number;
  exited: Promise<unknown>;
  result: { started: boolean; port?: number; error?: string };
}

function startChild(): Promise<Child> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fixture, dataDir], { stdio: ['ignore', 'pipe', 'inherit'] });
    const exited = new Promise((done) => child.once('exit', done));
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ pid: child.pid!, exited, result: JSON.parse(line) });
    });
    child.on('error', reject);
  });
}

async function query(port: number, password: string) {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', password, database: 'postgres' });
  await client.connect();
  const { rows } = await client.query('SELECT 1 AS one');
  await client.end();
  return rows[0];
}

describe('embedded PostgreSQL', () => {
  it('comes back after the server process was killed with SIGKILL (stale postmaster.pid)', async () => {
    const first = await startChild();
    expect(first.result.started).toBe(true);
    process.kill(first.pid, 'SIGKILL');
    await first.exited;
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const orphan = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
    expect(isAlive(orphan)).toBe(true);

    const db = await startEmbeddedPostgres({ dataDir });
    try {
      expect(isAlive(orphan)).toBe(false);
      expect(await query(db.port, db.password)).toEqual({ one: 1 });
    } finally {
      await db.stop();
    }
    expect(existsSync(pidFile)).toBe(false);
  });

  it('removes a pid file that points at no postgres', async () => {
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    await fs.writeFile(pidFile, `999999\n${path.join(dataDir, 'pg')}\n`);
    const db = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await query(db.port, db.password)).toEqual({ one: 1 });
    } finally {
      await db.stop();
    }
  });

  it('refuses to share a data directory with a live server process', async () => {
    const db = await startEmbeddedPostgres({ dataDir });
    try {
      const second = await startChild();
      expect(second.result).toMatchObject({
        started: false,
        error: expect.stringContaining('in use by another server process'),
      });
      expect(await query(db.port, db.password)).toEqual({ one: 1 });
    } finally {
      await db.stop();
    }
  });
});
