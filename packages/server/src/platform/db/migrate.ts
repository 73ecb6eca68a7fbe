import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { serverRoot } from '../config.ts';
import { withTransaction } from './pool.ts';

export const migrationsDir = path.join(serverRoot, 'migrations');

/** Arbitrary constant shared by every process of this service: serialises migrations and seeding. */
export const SCHEMA_LOCK_KEY = 7_316_025_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await fs.readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = /^(\d{4})_([a-z0-9_]+)\.sql$/.exec(file);
    if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
    const sql = await fs.readFile(path.join(dir, file), 'utf8');
    migrations.push({
      version: Number(match[1]),
      name: match[2]!,
      sql,
      checksum: createHash('sha256').update(sql).digest('hex'),
    });
  }
  migrations.forEach((m, i) => {
    if (m.version !== i + 1)
      throw new Error(`Migrations must be numbered 0001, 0002, … without gaps (${m.name})`);
  });
  return migrations;
}

/**
 * Applies the pending migrations in one transaction under a transaction-level advisory lock, so any
 * number of processes may start at once: the first migrates, the others wait and then find nothing
 * to do. A migration edited after it was applied is refused rather than silently skipped.
 */
export async function migrate(pool: pg.Pool, dir = migrationsDir): Promise<string[]> {
  const migrations = await readMigrations(dir);
  return withTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    await client.query(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version    integer PRIMARY KEY,
        name       text        NOT NULL,
        checksum   text        NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const { rows } = await client.query<{ version: number; name: string; checksum: string }>(
      'SELECT version, name, checksum FROM schema_migrations ORDER BY version',
    );
    const applied = new Map(rows.map((r) => [r.version, r]));
    const done: string[] = [];
    for (const m of migrations) {
      const previous = applied.get(m.version);
      if (previous) {
        if (previous.checksum !== m.checksum) {
          throw new Error(
            `Migration ${m.version} (${m.name}) changed after it was applied; add a new migration instead`,
          );
        }
        continue;
      }
      await client.query(m.sql);
      await client.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        m.version,
        m.name,
        m.checksum,
      ]);
      done.push(`${String(m.version).padStart(4, '0')}_${m.name}`);
    }
    return done;
  });
}
