import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from './clock.ts';
import type { Queryable } from './db/pool.ts';
import { ApiError, forbidden, unauthorized } from './errors.ts';
import { isWebClient, sha256 } from './security.ts';

export interface AuthContext {
  userId: number;
  tokenHash: Buffer;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, set by the route's auth hook; null on public calls. */
    auth: AuthContext | null;
  }
}

/** `Authorization: <token_type> <access_token>`; the scheme is case-insensitive (interfaces.md). */
function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^bearer\s+([A-Za-z0-9._~+/=-]{16,512})\s*$/i.exec(header);
  return match ? match[1]! : null;
}

export async function authenticate(
  db: Queryable,
  clock: Clock,
  header: string | undefined,
): Promise<AuthContext> {
  const token = bearerToken(header);
  if (!token) throw unauthorized();
  const tokenHash = sha256(token);
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT t.user_id FROM access_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.revoked_at IS NULL AND t.expires_at > $2
       AND u.blocked_at IS NULL AND u.closed_at IS NULL`,
    [tokenHash, clock.now()],
  );
  const row = rows[0];
  if (!row) throw unauthorized('The session has expired or was ended');
  return { userId: Number(row.user_id), tokenHash };
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

/** After validation (ids are integers by then): every user id in the path must be the signed-in user. */
export function ownPathIds(names: string[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const params = request.params as Record<string, unknown>;
    for (const name of names) {
      if (request.auth === null || Number(params[name]) !== request.auth.userId) {
        throw forbidden('This resource belongs to another user');
      }
    }
  };
}
