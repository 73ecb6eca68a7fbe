import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
/** Anything that can run a query: the pool or a client inside a transaction. */
export type Queryable = Pick<pg.Pool, 'query'>;

const DATE_OID = 1082;

export function createPool(
  connectionString: string,
  options: { max?: number; onError?: (err: Error) => void } = {},
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    // Calendar dates stay 'YYYY-MM-DD' strings: turning them into a local-midnight Date shifts them.
    types: {
      getTypeParser: ((oid: number, format?: string) =>
        oid === DATE_OID
          ? (v: string) => v
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection (database restart, shutdown) must not crash the process.
  pool.on('error', options.onError ?? (() => {}));
  return pool;
}

/** Runs `fn` in a transaction on one connection; rolls back on any error. */
export async function withTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/** PostgreSQL ended the transaction to break a deadlock; nothing of it stays. */
export const DEADLOCK_DETECTED = '40P01';

/** How many times a transaction ended by a deadlock is run in all, before its error goes out. */
const DEADLOCK_ATTEMPTS = 3;

/**
 * Runs `run` (a whole transaction) again when PostgreSQL ended it to break a deadlock (40P01), at most
 * DEADLOCK_ATTEMPTS times in all: the other side of the cycle has gone on, and the rerun reads
 * everything afresh. Anything else, or the last attempt's deadlock, goes out as it is.
 */
export async function retryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if ((err as { code?: string }).code !== DEADLOCK_DETECTED || attempt >= DEADLOCK_ATTEMPTS) throw err;
    }
  }
}

/**
 * A named query: each connection plans it once and then reuses the plan. For the hot read calls
 * whose planning took longer than running them (GET /investments: ~1 ms of planning per call, three
 * times the database's throughput when prepared — pnpm bench). `name` must stand for one SQL text.
 */
export function prepared(name: string, text: string, values: unknown[]): pg.QueryConfig {
  return { name, text, values };
}
