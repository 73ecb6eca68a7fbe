import { withTransaction } from '../db/pool.ts';
import { ApiError } from '../errors.ts';
import { dummyPasswordHash, randomSecret, sha256, verifyPassword, WEB_CLIENT_ID } from '../security.ts';
import type { Deps, Handlers } from './types.ts';

/** SPEC §1/§9: five consecutive wrong passwords block the profile. */
export const MAX_FAILED_LOGINS = 5;

const invalidGrant = () =>
  new ApiError(400, 'unauthorized', 'Wrong username or password', { error: 'invalid_grant' });
const profileBlocked = () =>
  new ApiError(400, 'profile-blocked', 'This profile is blocked. Reset your password to unblock it.', {
    error: 'invalid_grant',
  });

export function authHandlers({ db, clock, config }: Deps): Handlers {
  return {
    async issueToken(request, reply) {
      const { username, password } = request.body;
      const { rows } = await db.query<{ id: string; password_hash: string; blocked: boolean }>(
        `SELECT id, password_hash, blocked_at IS NOT NULL AS blocked FROM users
         WHERE lower(username) = lower($1) AND closed_at IS NULL`,
        [username],
      );
      const user = rows[0];
      if (!user) {
        // Same Argon2 work as a real account, so response time does not reveal which usernames exist.
        await verifyPassword(await dummyPasswordHash(), password);
        throw invalidGrant();
      }
      const passwordOk = await verifyPassword(user.password_hash, password);
      if (user.blocked) throw profileBlocked();

      if (!passwordOk) {
        // One atomic statement: concurrent wrong attempts each add exactly one, and the attempt that
        // reaches the limit blocks the profile; once blocked, later attempts change nothing.
        const failed = await db.query<{ failed_login_count: number; blocked: boolean }>(
          `UPDATE users SET
             failed_login_count = failed_login_count + 1,
             blocked_at     = CASE WHEN failed_login_count + 1 >= $2 THEN $3::timestamptz END,
             blocked_reason = CASE WHEN failed_login_count + 1 >= $2 THEN 'failed-logins' END,
             updated_at = $3
           WHERE id = $1 AND blocked_at IS NULL
           RETURNING failed_login_count, blocked_at IS NOT NULL AS blocked`,
          [user.id, MAX_FAILED_LOGINS, clock.now()],
        );
        const row = failed.rows[0];
        if (!row || row.blocked) {
          request.log.warn({ userId: Number(user.id) }, 'profile blocked after failed logins');
          throw profileBlocked();
        }
        throw invalidGrant();
      }

      const token = randomSecret();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + config.tokenTtlSeconds * 1000);
      await withTransaction(db, async (client) => {
        const ok = await client.query(
          `UPDATE users SET failed_login_count = 0, last_login_at = $2
           WHERE id = $1 AND blocked_at IS NULL AND closed_at IS NULL`,
          [user.id, now],
        );
        // Blocked between the read and now (a parallel attempt reached the limit).
        if (ok.rowCount !== 1) throw profileBlocked();
        await client.query(
          `INSERT INTO access_tokens (token_hash, user_id, client_id, created_at, expires_at)
           VALUES ($1, $2, $3, $4, $5)`,
          [sha256(token), user.id, WEB_CLIENT_ID, now, expiresAt],
        );
      });
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return {
        access_token: token,
        expires_in: config.tokenTtlSeconds,
        token_type: 'Bearer',
        userId: Number(user.id),
      };
    },

    async revokeToken(request, reply) {
      const { token } = request.body;
      // RFC 7009: unknown or already revoked tokens are not an error.
      await db.query(
        'UPDATE access_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL',
        [sha256(token), clock.now()],
      );
      reply.header('cache-control', 'no-store');
      return {};
    },
  };
}
