import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrationsDir, readMigrations } from '../../src/platform/db/migrate.ts';
import { createPool } from '../../src/platform/db/pool.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/postgres.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

describe('migrations', () => {
  it('apply once when several processes start at the same time, and are idempotent after', async () => {
    const files = await readMigrations();
    // Separate pools stand for separate server processes.
    const pools = Array.from({ length: 4 }, () => createPool(database.connectionString, { max: 2 }));
    try {
      const results = await Promise.all(pools.map((p) => migrate(p)));
      expect(results.filter((r) => r.length > 0)).toHaveLength(1);
      expect(results.flat()).toHaveLength(files.length);
      expect(await Promise.all(pools.map((p) => migrate(p)))).toEqual(pools.map(() => []));
      const { rows } = await pools[0]!.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((r) => r.version)).toEqual(files.map((f) => f.version));
    } finally {
      await Promise.all(pools.map((p) => p.end()));
    }
  });

  it('refuse a migration that was edited after it was applied', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'invest-migrations-'));
    try {
      for (const f of await fs.readdir(migrationsDir))
        await fs.copyFile(path.join(migrationsDir, f), path.join(dir, f));
      const first = (await fs.readdir(dir)).sort()[0]!;
      await fs.appendFile(path.join(dir, first), '\n-- edited\n');
      const pool = createPool(database.connectionString);
      try {
        await expect(migrate(pool, dir)).rejects.toThrow(/changed after it was applied/);
      } finally {
        await pool.end();
      }
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('roll back entirely when a migration fails', async () => {
    const fresh = await createTestDatabase();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'invest-migrations-'));
    const pool = createPool(fresh.connectionString);
    try {
      await fs.writeFile(path.join(dir, '0001_ok.sql'), 'CREATE TABLE t_ok (id int);');
      await fs.writeFile(path.join(dir, '0002_broken.sql'), 'CREATE TABLE t_broken (id int); SELECT 1/0;');
      await expect(migrate(pool, dir)).rejects.toThrow(/division by zero/);
      const { rows } = await pool.query(
        "SELECT to_regclass('t_ok') AS ok, to_regclass('schema_migrations') AS m",
      );
      expect(rows[0]).toEqual({ ok: null, m: null });
    } finally {
      await pool.end();
      await fresh.drop();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('insist on numbered file names without gaps', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'invest-migrations-'));
    try {
      await fs.writeFile(path.join(dir, '0001_a.sql'), 'SELECT 1;');
      await fs.writeFile(path.join(dir, '0003_c.sql'), 'SELECT 1;');
      await expect(readMigrations(dir)).rejects.toThrow(/without gaps/);
      await fs.writeFile(path.join(dir, 'init.sql'), 'SELECT 1;');
      await expect(readMigrations(dir)).rejects.toThrow(/0001_name\.sql/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
