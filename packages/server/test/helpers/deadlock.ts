import type pg from 'pg';
import { expect } from 'vitest';

type Statement = [text: string, values: unknown[]];

/**
 * Builds a deadlock in which the request that `start` begins is the side PostgreSQL ends (40P01): on a
 * connection of its own, this takes `first`'s lock, starts the request, waits until the request waits
 * for a lock, takes `second`'s lock (closing the cycle) and commits. Its own deadlock check waits 10 s,
 * so the request's (1 s, the server's default) always finds the cycle first. Returns what the request
 * answered. The connection rolls back before it is released, whatever failed.
 */
export async function asDeadlockVictim<T>(
  pool: pg.Pool,
  first: Statement,
  start: () => Promise<T>,
  second: Statement,
): Promise<T> {
  const other = await pool.connect();
  try {
    await other.query('BEGIN');
    await other.query("SET LOCAL deadlock_timeout = '10s'");
    await other.query(...first);
    const { rows } = await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const request = start();
    await expect
      .poll(
        async () =>
          (
            await pool.query(
              `SELECT 1 FROM pg_stat_activity
                WHERE wait_event_type = 'Lock' AND pid <> $1 AND datname = current_database()`,
              [rows[0]!.pid],
            )
          ).rowCount,
        { timeout: 5000 },
      )
      .toBe(1);
    await other.query(...second);
    await other.query('COMMIT');
    return await request;
  } finally {
    await other.query('ROLLBACK').catch(() => {});
    other.release();
  }
}
