import type pg from 'pg';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../clock.ts';
import { prepared, type Queryable } from '../db/pool.ts';
import type { Contract, Operation } from '../contract.ts';
import { ApiError, forbidden, notFound, unauthorized } from '../errors.ts';
import { isWebClient, sha256 } from '../security.ts';

export interface AuthContext {
  userId: number;
  tokenHash: Buffer;
}

/** A signed-in operator (the back office); never an investor. */
export interface OperatorContext {
  operatorId: number;
  tokenHash: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the route's auth hook; null on public calls. */
    auth: AuthContext | null;
    /** The signed-in operator on operator calls (`/ops/…`); null everywhere else. */
    operator: OperatorContext | null;
  }
}

/** `Authorization: <token_type> <access_token>`; the scheme is case-insensitive (interfaces.md). */
function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^bearer\s+([A-Za-z0-9._~+/=-]{16,512})\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * The row a bearer token names in its own table (investor and operator tokens are looked up apart,
 * so neither kind is known to the other's calls), with the token's hash; 401 when there is none.
 */
async function tokenOwner<Row extends pg.QueryResultRow>(
  db: Queryable,
  clock: Clock,
  header: string | undefined,
  query: { name: string; sql: string },
  expired: string,
): Promise<{ row: Row; tokenHash: Buffer }> {
  const token = bearerToken(header);
  if (!token) throw unauthorized();
  const tokenHash = sha256(token);
  // Every signed-in call runs it: prepared, so it is planned once per connection.
  const { rows } = await db.query<Row>(prepared(query.name, query.sql, [tokenHash, clock.now()]));
  const row = rows[0];
  if (!row) throw unauthorized(expired);
  return { row, tokenHash };
}

export async function authenticate(
  db: Queryable,
  clock: Clock,
  header: string | undefined,
): Promise<AuthContext> {
  const { row, tokenHash } = await tokenOwner<{ user_id: string; last_seen_at: Date | null }>(
    db,
    clock,
    header,
    {
      name: 'authenticate-investor',
      sql: `SELECT t.user_id, t.last_seen_at FROM access_tokens t JOIN users u ON u.id = t.user_id
             WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2
               AND u.blocked_at IS NULL AND u.closed_at IS NULL`,
    },
    'The session has expired or was ended',
  );
  // The sessions list's "last seen" (src/modules/account/sessions.ts), written only when it moved on by its
  // resolution: most calls need no second round trip.
  const now = clock.now();
  if (row.last_seen_at === null || now.getTime() - row.last_seen_at.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    await touchSession(db, tokenHash, now);
  }
  return { userId: Number(row.user_id), tokenHash };
}

/** An operator token: looked up in `operator_tokens` only. */
export async function authenticateOperator(
  db: Queryable,
  clock: Clock,
  header: string | undefined,
): Promise<OperatorContext> {
  const { row, tokenHash } = await tokenOwner<{ operator_id: string }>(
    db,
    clock,
    header,
    {
      name: 'authenticate-operator',
      // A sign-in lock after wrong passwords (`blocked_at`) guards the password, not the sessions an
      // operator has open: guessing at a colleague's address must not end their work.
      sql: `SELECT t.operator_id FROM operator_tokens t JOIN operators o ON o.id = t.operator_id
             WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2
               AND o.disabled_at IS NULL`,
    },
    'The operator session has expired or was ended',
  );
  return { operatorId: Number(row.operator_id), tokenHash };
}

/**
 * Whether the header carries a live investor token. An investor who calls the back office is told
 * there is nothing there (404), not that a better token would open it (issue 13).
 */
async function isInvestorToken(db: Queryable, clock: Clock, header: string | undefined): Promise<boolean> {
  const token = bearerToken(header);
  if (!token) return false;
  const { rowCount } = await db.query(
    prepared(
      'investor-token-on-ops',
      `SELECT 1 FROM access_tokens WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > $2`,
      [sha256(token), clock.now()],
    ),
  );
  return rowCount !== 0;
}

export function requireOperator(db: Queryable, clock: Clock) {
  return async (request: FastifyRequest) => {
    try {
      request.operator = await authenticateOperator(db, clock, request.headers.authorization);
    } catch (error) {
      if (await isInvestorToken(db, clock, request.headers.authorization)) throw notFound();
      throw error;
    }
  };
}

/** The `userId` header must name the token's user (never trusted on its own). */
function checkUserIdHeader(request: FastifyRequest, auth: AuthContext): void {
  const header = request.headers.userid;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() !== String(auth.userId)) {
    throw forbidden('The userId header does not belong to the signed-in user');
  }
}

export function requireUser(db: Queryable, clock: Clock) {
  return async (request: FastifyRequest) => {
    const auth = await authenticate(db, clock, request.headers.authorization);
    checkUserIdHeader(request, auth);
    request.auth = auth;
  };
}

/** Public calls that also accept a signed-in user (e.g. the change-password form). */
export function optionalUser(db: Queryable, clock: Clock) {
  return async (request: FastifyRequest) => {
    if (!request.headers.authorization) return;
    const auth = await authenticate(db, clock, request.headers.authorization);
    checkUserIdHeader(request, auth);
    request.auth = auth;
  };
}

export async function requireWebClient(request: FastifyRequest) {
  if (!isWebClient(request.headers.authorization)) {
    throw new ApiError(401, 'unauthorized', 'Unknown client', { error: 'invalid_client' });
  }
}

/**
 * Checks that a resource of one kind belongs to the user (a SQL lookup). `pending` marks a kind the
 * contract declares whose table does not exist yet: its operations must stay unimplemented (501).
 */
export type OwnerResolver = (db: Queryable, userId: number, id: number) => Promise<boolean>;
export type OwnerResolvers = Record<string, OwnerResolver | 'pending'>;

/** The resolvers of the resource kinds the contract declares (`x-owner: { resource: … }`). */
/** The header names of the contract's apiKey security schemes (e.g. `userId`). */
function securityHeaders(contract: Contract): Set<string> {
  const components = contract.document.components;
  const schemes =
    components && typeof components === 'object' && !Array.isArray(components)
      ? (components.securitySchemes as
          Record<string, { type?: string; in?: string; name?: string }> | undefined)
      : undefined;
  return new Set(
    Object.values(schemes ?? {})
      .filter((s) => s.type === 'apiKey' && s.in === 'header' && typeof s.name === 'string')
      .map((s) => s.name!.toLowerCase()),
  );
}

/**
 * The service refuses to start unless every operation with a path parameter says whose resource it
 * names, every declared parameter exists, every resource kind has a resolver, and no implemented
 * operation relies on a pending one. Returns the problems (empty when the contract is sound).
 */
export function ownershipProblems(
  contract: Contract,
  implemented: ReadonlySet<string>,
  resolvers: OwnerResolvers,
): string[] {
  const problems: string[] = [];
  const apiKeyHeaders = securityHeaders(contract);
  for (const op of contract.operations) {
    const where = `${op.method} ${op.path} (${op.operationId})`;
    const pathParams = op.parameters.filter((p) => p.in === 'path').map((p) => p.name);
    const owner = op.owner;
    if (!owner) {
      if (pathParams.length > 0) problems.push(`${where} has a path parameter but declares no x-owner`);
      continue;
    }
    if (owner.kind === 'none') continue;
    if (op.auth !== 'user')
      problems.push(`${where}: x-owner names a user's resource but the call needs no user`);
    if (owner.kind === 'resource' || owner.in === 'path') {
      if (!pathParams.includes(owner.param))
        problems.push(`${where}: x-owner names no path parameter ${owner.param}`);
    } else {
      const declared = op.parameters.some(
        (p) => p.in === 'header' && p.name.toLowerCase() === owner.param.toLowerCase(),
      );
      if (!declared && !apiKeyHeaders.has(owner.param.toLowerCase()))
        problems.push(`${where}: x-owner names no header ${owner.param}`);
    }
    if (owner.kind === 'resource') {
      const resolver = resolvers[owner.resource];
      if (resolver === undefined)
        problems.push(`${where}: no resolver is registered for resources "${owner.resource}"`);
      else if (resolver === 'pending' && implemented.has(op.operationId))
        problems.push(`${where} is implemented but resources "${owner.resource}" have no resolver yet`);
    }
  }
  return problems;
}

function single(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The ownership check of one operation, from its `x-owner`:
 *   - a user id (path or header) is compared before validation, read as Ajv's coercion reads it
 *     (any integer-valued text, so `1.00002e5` cannot slip past as another user's id); text that is
 *     not an integer is left to validation (400);
 *   - a resource id is checked after validation (an integer by then) by the kind's resolver; another
 *     user's resource answers 404, as a missing one does.
 */
export function ownershipHooks(op: Operation, db: Queryable, resolvers: OwnerResolvers) {
  const owner = op.owner;
  if (!owner || owner.kind === 'none') return {};
  if (owner.kind === 'user') {
    const read =
      owner.in === 'path'
        ? (request: FastifyRequest) => (request.params as Record<string, unknown>)[owner.param]
        : (request: FastifyRequest) => single(request.headers[owner.param.toLowerCase()]);
    return {
      preValidation: async (request: FastifyRequest) => {
        const raw = read(request);
        const asNumber =
          typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : typeof raw === 'number' ? raw : NaN;
        // Not an integer: validation answers 400.
        if (!Number.isInteger(asNumber)) return;
        if (request.auth === null || asNumber !== request.auth.userId) {
          throw forbidden('This resource belongs to another user');
        }
      },
    };
  }
  const resolver = resolvers[owner.resource];
  if (typeof resolver !== 'function') return {};
  return {
    preHandler: async (request: FastifyRequest) => {
      const id = Number((request.params as Record<string, unknown>)[owner.param]);
      if (request.auth === null || !(await resolver(db, request.auth.userId, id))) throw notFound();
    },
  };
}

/** The signed-in operator of an operator call (set by requireOperator). */
export function operatorId(request: { operator: { operatorId: number } | null }): number {
  if (!request.operator) throw unauthorized();
  return request.operator.operatorId;
}

/** `last_seen_at` is written at most this often per session (not on every call). */
export const LAST_SEEN_RESOLUTION_MS = 60 * 1000;

/** Notes that a session was used now (at most once per LAST_SEEN_RESOLUTION_MS). */
export async function touchSession(db: Queryable, tokenHash: Buffer, now: Date): Promise<void> {
  await db.query(
    `UPDATE access_tokens SET last_seen_at = $2
      WHERE token_hash = $1 AND (last_seen_at IS NULL OR last_seen_at <= $3)`,
    [tokenHash, now, new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS)],
  );
}
