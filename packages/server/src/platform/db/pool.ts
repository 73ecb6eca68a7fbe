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

/** What a transaction begun on transactionPool() says instead of BEGIN, COMMIT and ROLLBACK. */
const SAVEPOINT_OF: Record<string, (name: string) => string> = {
  BEGIN: (name) => `SAVEPOINT ${name}`,
  COMMIT: (name) => `RELEASE SAVEPOINT ${name}`,
  ROLLBACK: (name) => `ROLLBACK TO SAVEPOINT ${name}`,
};

/**
 * The pool as seen from inside a transaction `tx` that its caller opened and will end: every query
 * runs in `tx`, and a transaction begun on it (withTransaction) is a savepoint of `tx`, so that its
 * effect commits — or is undone — with the caller's. For code written against the pool whose effect
 * must be atomic with something else: an idempotent operator call's stored response
 * (src/platform/http/idempotency.ts). Transactions begun on it run one after another, as on one
 * connection (never two at once).
 */
export function transactionPool(tx: pg.PoolClient): pg.Pool {
  let savepoints = 0;
  const query = tx.query.bind(tx) as pg.Pool['query'];
  const connect = async () => {
    const name = `nested_${++savepoints}`;
    return new Proxy(tx, {
      get(target, prop, receiver) {
        if (prop === 'release') return () => {};
        if (prop === 'query')
          return (text: unknown, ...rest: unknown[]) =>
            typeof text === 'string' && text in SAVEPOINT_OF
              ? target.query(SAVEPOINT_OF[text]!(name))
              : (target.query as (...args: unknown[]) => unknown)(text, ...rest);
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
  };
  return { query, connect } as unknown as pg.Pool;
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
