import { recordAudit, usernameFingerprint } from '../../platform/audit.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError } from '../../platform/errors.ts';
import { countLoginFailure, countUnknownLoginFailure, MAX_FAILED_LOGINS } from './lockout.ts';
import type { Language } from '../../platform/messages.ts';
import { profileBlockedEmail } from './messages.ts';
import {
  dummyPasswordHash,
  randomSecret,
  sha256,
  verifyPassword,
  WEB_CLIENT_ID,
} from '../../platform/security.ts';
import { networkOf } from '../account/index.ts';
import { sendPasswordResetLink } from './password-reset.ts';
import type { Deps, Handlers, RequestOf } from '../../platform/http/types.ts';

const invalidGrant = () =>
  new ApiError(400, 'unauthorized', 'Wrong username or password', { error: 'invalid_grant' });
const profileBlocked = () =>
  new ApiError(400, 'profile-blocked', 'This profile is blocked. Reset your password to unblock it.', {
    error: 'invalid_grant',
  });

interface LoginUser {
  id: string;
  password_hash: string;
  blocked: boolean;
  email: string;
  first_name: string;
  language: Language;
}

/**
 * The login (DESIGN §4). Nothing in an answer reveals whether a username has a profile: an unknown
 * username costs the same one Argon2 verification, and its wrong passwords are counted like a real
 * profile's (src/modules/auth/lockout.ts), so the fifth and every later attempt answer `profile-blocked` exactly as
 * a blocked profile does (status, key, body). The owner of a real profile is e-mailed a reset link the
 * moment it is blocked. Every outcome is in the audit log, in the transaction of its counter.
 */
export function authHandlers(deps: Deps): Handlers {
  const { db, clock, config } = deps;
  // Made at start, so the first unknown username is not slower than the others.
  dummyPasswordHash().catch(() => {});

  /**
   * A refused attempt on a real profile: counts it, and the attempt that reaches the limit blocks the
   * profile, records it and e-mails the reset link, all in the caller's transaction — so exactly one
   * e-mail goes out however many attempts arrive at once. Returns whether the profile is blocked.
   */
  async function refuseKnownUser(tx: Queryable, request: RequestOf<'issueToken'>, user: LoginUser) {
    const userId = Number(user.id);
    const counted = user.blocked ? null : await countLoginFailure(tx, clock, userId);
    if (!counted) {
      await recordAudit(tx, clock, request, {
        action: 'auth.login-failed',
        userId,
        details: { reason: 'profile-blocked' },
      });
      return true;
    }
    await recordAudit(tx, clock, request, {
      action: 'auth.login-failed',
      userId,
      details: { reason: 'wrong-password', failedCount: counted.failedCount },
    });
    if (!counted.blockedNow) return false;
    await recordAudit(tx, clock, request, {
      action: 'auth.blocked',
      userId,
      actor: 'system',
      details: { reason: 'failed-logins', failedCount: counted.failedCount },
    });
    await sendPasswordResetLink(
      tx,
      deps,
      request,
      { id: userId, email: user.email, firstName: user.first_name, language: user.language },
      {
        via: 'profile-blocked',
        actor: 'system',
        email: (language, firstName, link) =>
          profileBlockedEmail(language, firstName, link, MAX_FAILED_LOGINS),
      },
    );
    request.log.warn({ userId }, 'profile blocked after failed logins');
    return true;
  }

  return {
    async issueToken(request, reply) {
      const { username, password } = request.body;
      const { rows } = await db.query<LoginUser>(
        `SELECT id, password_hash, blocked_at IS NOT NULL AS blocked, email, first_name, language FROM users
         WHERE lower(username) = lower($1) AND closed_at IS NULL`,
        [username],
      );
      const user = rows[0];
      if (!user) {
        // The same Argon2 work and the same counter as a real profile (see above).
        await verifyPassword(await dummyPasswordHash(), password);
        const failedCount = await withTransaction(db, async (tx) => {
          const count = await countUnknownLoginFailure(tx, clock, username);
          await recordAudit(tx, clock, request, {
            action: 'auth.login-failed',
            userId: null,
            details: {
              reason: 'unknown-username',
              usernameHash: usernameFingerprint(username),
              failedCount: count,
            },
          });
          return count;
        });
        throw failedCount >= MAX_FAILED_LOGINS ? profileBlocked() : invalidGrant();
      }
      const passwordOk = await verifyPassword(user.password_hash, password);
      if (user.blocked || !passwordOk) {
        const blocked = await withTransaction(db, (tx) => refuseKnownUser(tx, request, user));
        throw blocked ? profileBlocked() : invalidGrant();
      }

      const token = randomSecret();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + config.tokenTtlSeconds * 1000);
      const issued = await withTransaction(db, async (client) => {
        const userId = Number(user.id);
        const ok = await client.query(
          `UPDATE users SET failed_login_count = 0, last_login_at = $2
           WHERE id = $1 AND blocked_at IS NULL AND closed_at IS NULL`,
          [user.id, now],
        );
        // Blocked between the read and now (a parallel attempt reached the limit).
        if (ok.rowCount !== 1) {
          await recordAudit(client, clock, request, {
            action: 'auth.login-failed',
            userId,
            details: { reason: 'profile-blocked' },
          });
          return false;
        }
        await client.query(
          `INSERT INTO access_tokens (token_hash, user_id, client_id, created_at, expires_at, user_agent, network)
           VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [
            sha256(token),
            user.id,
            WEB_CLIENT_ID,
            now,
            expiresAt,
            request.headers['user-agent']?.slice(0, 512) ?? null,
            networkOf(request.ip),
          ],
        );
        await recordAudit(client, clock, request, {
          action: 'auth.login',
          userId,
          actor: `user:${userId}`,
          details: { client: WEB_CLIENT_ID },
        });
        return true;
      });
      if (!issued) throw profileBlocked();
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
      // RFC 7009: unknown or already revoked tokens are not an error (and not an event).
      await withTransaction(db, async (tx) => {
        const { rows } = await tx.query<{ user_id: string }>(
          `UPDATE access_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL
           RETURNING user_id`,
          [sha256(token), clock.now()],
        );
        const userId = rows[0] ? Number(rows[0].user_id) : null;
        if (userId !== null) {
          await recordAudit(tx, clock, request, {
            action: 'auth.logout',
            userId,
            actor: `user:${userId}`,
            details: {},
          });
        }
      });
      reply.header('cache-control', 'no-store');
      return {};
    },
  };
}
