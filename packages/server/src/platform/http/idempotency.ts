/**
 * Idempotency keys as Stripe and draft-ietf-httpapi-idempotency-key-header define them, for every
 * operation whose contract declares the `Idempotency-Key` header (src/app.ts wraps those handlers).
 * The key is required (400 `idempotency-key-required` without it: docs/decisions/0016). The first
 * successful response (status and body) is stored together with the effect, under the caller and the
 * key — an investor's keys in idempotency_keys, an operator's in operator_idempotency_keys (an
 * operator is no user) — with a fingerprint of the request (operation, path and query parameters,
 * body):
 *
 *   - The same key and the same request again: the stored response is returned (with
 *     `Idempotent-Replayed: true`) and nothing runs.
 *   - The same key with another request (another body, or another operation): 422
 *     `idempotency-key-reused`.
 *   - A request that fails (4xx or 5xx) stores nothing and its effect is undone, so the client may
 *     retry it with the same key.
 *   - Keys expire after IDEMPOTENCY_KEY_TTL_MS; a job deletes them (an expired key starts afresh).
 *
 * Two modes, by what the handler declares:
 *
 *   - Transactional (the default): the handler does its effect in a transaction the wrapper opens,
 *     which also stores the response. The same key while the first request still runs (in any
 *     process): 409 `idempotency-key-in-use` (a transaction-level advisory lock taken before the
 *     stored response is read; a crash releases it with the connection).
 *   - Single statement (SingleStatementHandler): for an effect that is one SQL statement in
 *     autocommit, so that no lock it takes is held across a round trip (the purchase: the
 *     receivable's row lock serialises every purchase of it). No transaction and no advisory lock: the
 *     handler gets the row to store (IdempotencyRecord) and writes it in its own statement, after its
 *     effect and only with it (storeResponseSql). The key is not read first: a request whose key was
 *     used meets the first one's row in the primary key (or is refused because the first one's effect
 *     is done) and fails as a whole, effect included; only then is the stored response read and
 *     returned (or 422 for another request, or 409 `idempotency-key-in-use` when no row is to be
 *     found). A new key, the common case, costs no query of its own.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Clock } from '../clock.ts';
import type { Operation } from '../contract.ts';
import { retryOnDeadlock, transactionPool, type Queryable } from '../db/pool.ts';
import { ApiError, unauthorized } from '../errors.ts';
import type { JobDefinition } from '../jobs.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** 24 hours, as Stripe keeps them; the draft leaves the window to the resource. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export const idempotencyKeyReused = () =>
  new ApiError(
    422,
    'idempotency-key-reused',
    'This Idempotency-Key was already used for a different request; make a new key for a new action',
  );
/** 409 for a key whose first request still runs, with `Retry-After: 1` on the reply. */
function idempotencyKeyInUse(reply: FastifyReply) {
  reply.header('retry-after', '1');
  return new ApiError(
    409,
    'idempotency-key-in-use',
    'A request with this Idempotency-Key is still being processed; retry it in a moment',
  );
}

/** 400 for a money call sent without its Idempotency-Key (before the contract's own validation). */
export const idempotencyKeyRequired = () =>
  new ApiError(
    400,
    'idempotency-key-required',
    'This call moves money: send an Idempotency-Key header (one new value per action, the same on its retries)',
  );

/**
 * The dependencies of an idempotent handler written against the pool (the operators' calls): its
 * queries and transactions run in `tx`, the wrapper's transaction, which stores the response with
 * the effect.
 */
export function depsInTransaction<D extends { db: pg.Pool }>(deps: D, tx: pg.PoolClient): D {
  return { ...deps, db: transactionPool(tx) };
}

/** Whether the operation declares the `Idempotency-Key` header (and whether it must be sent). */
export function idempotencyOf(op: Operation): { required: boolean } | null {
  const p = op.parameters.find((x) => x.in === 'header' && x.name.toLowerCase() === IDEMPOTENCY_KEY_HEADER);
  return p ? { required: p.required } : null;
}

/** JSON with object keys sorted, so equal requests hash equally whatever the key order on the wire. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function requestFingerprint(op: Operation, request: FastifyRequest): Buffer {
  return createHash('sha256')
    .update(
      canonicalJson({
        operation: op.operationId,
        params: request.params ?? {},
        query: request.query ?? {},
        body: request.body ?? null,
      }),
    )
    .digest();
}

function headerValue(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  return Array.isArray(raw) ? raw[0] : raw;
}

/**
 * A preValidation hook of an operation whose contract requires the key: without it the request is
 * refused with the key's own error (the contract's validation would say only `validation-error`).
 */
export async function requireIdempotencyKey(request: FastifyRequest): Promise<void> {
  if (headerValue(request) === undefined) throw idempotencyKeyRequired();
}

/**
 * Whose key it is: keys are scoped per caller (Stripe: per account), an investor's in
 * idempotency_keys, an operator's in operator_idempotency_keys. `lock` names the advisory lock of
 * one caller's key (an investor's as it always was).
 */
interface Principal {
  table: 'idempotency_keys' | 'operator_idempotency_keys';
  column: 'user_id' | 'operator_id';
  id: number;
  lock: (key: string) => string;
}

function investor(userId: number): Principal {
  return {
    table: 'idempotency_keys',
    column: 'user_id',
    id: userId,
    lock: (key) => `idempotency:${userId}:${key}`,
  };
}

function principalOf(request: FastifyRequest): Principal | null {
  if (request.operator) {
    const id = request.operator.operatorId;
    return {
      table: 'operator_idempotency_keys',
      column: 'operator_id',
      id,
      lock: (key) => `idempotency:operator:${id}:${key}`,
    };
  }
  return request.auth ? investor(request.auth.userId) : null;
}

export type TransactionalHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  tx: pg.PoolClient,
) => Promise<unknown>;

/** The idempotency_keys row a single-statement handler stores, but its status and body. */
export interface IdempotencyRecord {
  userId: number;
  key: string;
  operationId: string;
  fingerprint: Buffer;
  createdAt: Date;
  expiresAt: Date;
}

/**
 * A handler whose effect is one statement (see the header), declared as `{ singleStatement: fn }`:
 * `fn` gets the record to store (null when the request has no key), sets the status with
 * `reply.code()` and returns the body; its statement stores that status and, as the body, the text
 * JSON.stringify makes of the body it returns.
 */
export interface SingleStatementHandler<
  F extends (request: never, reply: FastifyReply, record: IdempotencyRecord | null) => Promise<unknown> = (
    request: FastifyRequest,
    reply: FastifyReply,
    record: IdempotencyRecord | null,
  ) => Promise<unknown>,
> {
  singleStatement: F;
}

/**
 * The INSERT that stores a single-statement handler's response, as a data-modifying CTE of its
 * statement: one row for each row of `from` (so only with the effect), `status`, and `bodySql` (an SQL
 * expression over `from` of the body's JSON text); parameters numbered from `$first`, with their
 * values.
 */
export function storeResponseSql(
  record: IdempotencyRecord,
  response: { status: number; bodySql: string; from: string },
  first: number,
): { sql: string; params: unknown[] } {
  const p = (i: number) => `$${first + i}`;
  return {
    sql: `INSERT INTO idempotency_keys (user_id, idempotency_key, operation_id, request_hash, response_status,
            response_body, created_at, expires_at)
          SELECT ${p(0)}::bigint, ${p(1)}::text, ${p(2)}::text, ${p(3)}::bytea, ${p(4)}::integer, ${response.bodySql},
                 ${p(5)}::timestamptz, ${p(6)}::timestamptz
            FROM ${response.from}`,
    params: [
      record.userId,
      record.key,
      record.operationId,
      record.fingerprint,
      response.status,
      record.createdAt,
      record.expiresAt,
    ],
  };
}

interface StoredResponse {
  request_hash: Buffer;
  response_status: number;
  response_body: string;
  expires_at: Date;
}

async function storedResponse(
  db: Queryable,
  who: Principal,
  key: string,
): Promise<StoredResponse | undefined> {
  const { rows } = await db.query<StoredResponse>(
    `SELECT request_hash, response_status, response_body, expires_at FROM ${who.table}
      WHERE ${who.column} = $1 AND idempotency_key = $2`,
    [who.id, key],
  );
  return rows[0];
}

/**
 * Whether the request's Idempotency-Key already has a live stored response: a replay, whose effect
 * (and whatever confirmed it) ran the first time. For the checks a preHandler makes before the
 * wrapper answers the replay.
 */
export async function hasStoredResponse(
  db: Queryable,
  clock: Clock,
  request: FastifyRequest,
): Promise<boolean> {
  const key = headerValue(request);
  const who = principalOf(request);
  if (key === undefined || who === null) return false;
  const stored = await storedResponse(db, who, key);
  return stored !== undefined && stored.expires_at > clock.now();
}

/** The stored response again, when it was stored for the same request (else 422). */
function replay(reply: FastifyReply, stored: StoredResponse, fingerprint: Buffer) {
  if (!stored.request_hash.equals(fingerprint)) throw idempotencyKeyReused();
  return reply
    .code(stored.response_status)
    .header('idempotent-replayed', 'true')
    .type('application/json; charset=utf-8')
    .send(stored.response_body);
}

/** The unique violation of a second row for one (caller, key): another request stored it first. */
function isKeyTaken(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string };
  return (
    e.code === '23505' &&
    (e.constraint === 'idempotency_keys_pkey' || e.constraint === 'operator_idempotency_keys_pkey')
  );
}

function isSingleStatement(
  handler: TransactionalHandler | SingleStatementHandler,
): handler is SingleStatementHandler {
  return typeof handler === 'object';
}

/**
 * A request in single-statement mode (see the header). The statement runs first, without reading
 * the key: a new key, by far the most common, costs no extra query. When it fails, the key is looked
 * up: a stored response means this request was answered before (its effect is why this attempt
 * failed, or its row is what this one met), so it is replayed (or 422 for another request); an
 * expired one is deleted and the request runs once more.
 */
async function runSingleStatement(
  deps: { db: pg.Pool; clock: Clock; op: Operation; ttlMs: number },
  handler: SingleStatementHandler,
  key: string | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
  retried = false,
): Promise<unknown> {
  const { db, clock, op, ttlMs } = deps;
  if (key === undefined) return handler.singleStatement(request, reply, null);
  // The record's row is an investor's (idempotency_keys): operator calls are transactional.
  if (request.auth === null) throw unauthorized();
  const userId = request.auth.userId;
  const who = investor(userId);
  const now = clock.now();
  const fingerprint = requestFingerprint(op, request);
  const record: IdempotencyRecord = {
    userId,
    key,
    operationId: op.operationId,
    fingerprint,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  };
  try {
    const body = await handler.singleStatement(request, reply, record);
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(body ?? {}));
  } catch (err) {
    const stored = await storedResponse(db, who, key);
    if (stored && stored.expires_at > now) return replay(reply, stored, fingerprint);
    if (stored) {
      await db.query(
        'DELETE FROM idempotency_keys WHERE user_id = $1 AND idempotency_key = $2 AND expires_at <= $3',
        [userId, key, now],
      );
      if (isKeyTaken(err) && !retried) return runSingleStatement(deps, handler, key, request, reply, true);
    }
    if (!isKeyTaken(err)) throw err;
    // The row met was gone again when looked for (deleted as expired meanwhile).
    throw idempotencyKeyInUse(reply);
  }
}

/**
 * The answer to a request whose row met another request's in the primary key (its effect undone with
 * it): the other request committed its row, effect and all, so its stored response (or 422).
 */
async function answerTakenKey(
  db: Queryable,
  reply: FastifyReply,
  who: Principal,
  key: string,
  fingerprint: Buffer,
  now: Date,
) {
  const first = await storedResponse(db, who, key);
  if (first && first.expires_at > now) return replay(reply, first, fingerprint);
  throw idempotencyKeyInUse(reply);
}

/**
 * Wraps a handler of an operation that declares `Idempotency-Key`. A transactional handler does its
 * effect with `tx` (never with the pool), sets the status with `reply.code()` and returns the body; a
 * single-statement one is described at SingleStatementHandler.
 */
export function idempotentHandler(
  db: pg.Pool,
  clock: Clock,
  op: Operation,
  handler: TransactionalHandler | SingleStatementHandler,
  ttlMs = IDEMPOTENCY_KEY_TTL_MS,
) {
  const declared = idempotencyOf(op);
  if (!declared) throw new Error(`${op.operationId} does not declare the Idempotency-Key header`);
  async function runTransactional(request: FastifyRequest, reply: FastifyReply, key: string | undefined) {
    const handle = handler as TransactionalHandler;
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      if (key === undefined) {
        const body = await handle(request, reply, client);
        await client.query('COMMIT');
        return body;
      }
      // Keys are scoped per caller (Stripe: per account); a public operation cannot take one.
      const who = principalOf(request);
      if (who === null) throw unauthorized();
      const { rows: lock } = await client.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS ok',
        [who.lock(key)],
      );
      if (!lock[0]!.ok) {
        throw idempotencyKeyInUse(reply);
      }
      const now = clock.now();
      const fingerprint = requestFingerprint(op, request);
      const stored = await storedResponse(client, who, key);
      if (stored && stored.expires_at > now) {
        await client.query('COMMIT');
        return replay(reply, stored, fingerprint);
      }
      if (stored) {
        await client.query(`DELETE FROM ${who.table} WHERE ${who.column} = $1 AND idempotency_key = $2`, [
          who.id,
          key,
        ]);
      }
      const body = await handle(request, reply, client);
      const text = JSON.stringify(body ?? {});
      await client.query(
        `INSERT INTO ${who.table} (${who.column}, idempotency_key, operation_id, request_hash, response_status,
           response_body, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          who.id,
          key,
          op.operationId,
          fingerprint,
          reply.statusCode,
          text,
          now,
          new Date(now.getTime() + ttlMs),
        ],
      );
      await client.query('COMMIT');
      return reply.type('application/json; charset=utf-8').send(text);
    } catch (err) {
      await client.query('ROLLBACK').catch(() => {});
      // A single-statement request of another operation stored the key meanwhile (it takes no
      // advisory lock).
      const who = principalOf(request);
      if (key !== undefined && who && isKeyTaken(err))
        return answerTakenKey(db, reply, who, key, requestFingerprint(op, request), clock.now());
      throw err;
    } finally {
      client.release();
    }
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = headerValue(request);
    if (key === undefined && declared.required) throw idempotencyKeyRequired();
    if (isSingleStatement(handler))
      return runSingleStatement({ db, clock, op, ttlMs }, handler, key, request, reply);
    // A transaction PostgreSQL ended to break a deadlock (40P01) left nothing behind: it runs again.
    // The purchase locks the investor's accounts before the receivable, the reverse of a
    // cancellation (src/modules/marketplace/purchases.ts), so the two can meet in a cycle.
    return retryOnDeadlock(() => runTransactional(request, reply, key));
  };
}

/** Retention: expired keys are deleted (a job runs this). Returns how many. */
export async function deleteExpiredIdempotencyKeys(db: Queryable, clock: Clock): Promise<number> {
  let deleted = 0;
  for (const table of ['idempotency_keys', 'operator_idempotency_keys']) {
    const { rowCount } = await db.query(`DELETE FROM ${table} WHERE expires_at <= $1`, [clock.now()]);
    deleted += rowCount ?? 0;
  }
  return deleted;
}

/** Keys expire after IDEMPOTENCY_KEY_TTL_MS; the hourly job deletes them. */
export const idempotencyExpiryJob: JobDefinition = {
  queue: 'idempotency-expire',
  cron: '23 * * * *',
  async run({ pool, clock }) {
    await deleteExpiredIdempotencyKeys(pool, clock);
  },
};
