/**
 * Idempotency keys as Stripe and draft-ietf-httpapi-idempotency-key-header define them, for every
 * operation whose contract declares the `Idempotency-Key` header (src/app.ts wraps those handlers):
 *
 *   - The handler runs inside one transaction; its first successful response (status and body) is
 *     stored in the same transaction as its effect, under (user, key), with a fingerprint of the
 *     request (operation, path and query parameters, body).
 *   - The same key and the same request again: the stored response is returned (with
 *     `Idempotent-Replayed: true`) and nothing runs.
 *   - The same key with another request (another body, or another operation): 422
 *     `idempotency-key-reused`.
 *   - The same key while the first request still runs (in any process): 409 `idempotency-key-in-use`
 *     (a transaction-level advisory lock; a crash releases it with the connection).
 *   - A request that fails (4xx or 5xx) rolls back with its effect and stores nothing, so the client
 *     may retry it with the same key.
 *   - Keys expire after IDEMPOTENCY_KEY_TTL_MS; a job deletes them (an expired key starts afresh).
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Clock } from './clock.ts';
import type { Operation } from './contract.ts';
import type { Queryable } from './db/pool.ts';
import { ApiError, badRequest, unauthorized } from './errors.ts';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** 24 hours, as Stripe keeps them; the draft leaves the window to the resource. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

export const idempotencyKeyReused = () =>
  new ApiError(
    422,
    'idempotency-key-reused',
    'This Idempotency-Key was already used for a different request; make a new key for a new action',
  );
export const idempotencyKeyInUse = () =>
  new ApiError(
    409,
    'idempotency-key-in-use',
    'A request with this Idempotency-Key is still being processed; retry it in a moment',
  );

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

export type TransactionalHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  tx: pg.PoolClient,
) => Promise<unknown>;

/**
 * Wraps a handler of an operation that declares `Idempotency-Key`. The handler does its effect with
 * `tx` (never with the pool), sets the status with `reply.code()` and returns the body.
 */
export function idempotentHandler(
  db: pg.Pool,
  clock: Clock,
  op: Operation,
  handler: TransactionalHandler,
  ttlMs = IDEMPOTENCY_KEY_TTL_MS,
) {
  const declared = idempotencyOf(op);
  if (!declared) throw new Error(`${op.operationId} does not declare the Idempotency-Key header`);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const key = headerValue(request);
    if (key === undefined && declared.required)
      throw badRequest('headers must have the Idempotency-Key header');
    const client = await db.connect();
    try {
      await client.query('BEGIN');
      if (key === undefined) {
        const body = await handler(request, reply, client);
        await client.query('COMMIT');
        return body;
      }
      // Keys are scoped per user (Stripe: per account); a public operation cannot take one.
      if (request.auth === null) throw unauthorized();
      const userId = request.auth.userId;
      const { rows: lock } = await client.query<{ ok: boolean }>(
        'SELECT pg_try_advisory_xact_lock(hashtextextended($1, 0)) AS ok',
        [`idempotency:${userId}:${key}`],
      );
      if (!lock[0]!.ok) {
        reply.header('retry-after', '1');
        throw idempotencyKeyInUse();
      }
      const now = clock.now();
      const fingerprint = requestFingerprint(op, request);
      const { rows } = await client.query<{
        request_hash: Buffer;
        response_status: number;
        response_body: string;
        expires_at: Date;
      }>(
        `SELECT request_hash, response_status, response_body, expires_at FROM idempotency_keys
         WHERE user_id = $1 AND idempotency_key = $2`,
        [userId, key],
      );
      const stored = rows[0];
      if (stored && stored.expires_at > now) {
        await client.query('COMMIT');
        if (!stored.request_hash.equals(fingerprint)) throw idempotencyKeyReused();
        return reply
          .code(stored.response_status)
          .header('idempotent-replayed', 'true')
          .type('application/json; charset=utf-8')
          .send(stored.response_body);
      }
      if (stored) {
        await client.query('DELETE FROM idempotency_keys WHERE user_id = $1 AND idempotency_key = $2', [
          userId,
          key,
        ]);
      }
      const body = await handler(request, reply, client);
      const text = JSON.stringify(body ?? {});
      await client.query(
        `INSERT INTO idempotency_keys (user_id, idempotency_key, operation_id, request_hash, response_status,
           response_body, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          userId,
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
      throw err;
    } finally {
      client.release();
    }
  };
}

/** Retention: expired keys are deleted (a job runs this). Returns how many. */
export async function deleteExpiredIdempotencyKeys(db: Queryable, clock: Clock): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM idempotency_keys WHERE expires_at <= $1', [clock.now()]);
  return rowCount ?? 0;
}
