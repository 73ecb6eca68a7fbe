import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordAudit, usernameFingerprint, type AuditRequest } from '../../platform/audit.ts';
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
import { PasskeyRefusal, startPasskeyAssertion, verifyPasskeyAssertion } from '../verification/index.ts';
import { sendPasswordResetLink } from './password-reset.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

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

  async function loginUser(where: string, value: string | number): Promise<LoginUser | undefined> {
    const { rows } = await db.query<LoginUser>(
      `SELECT id, password_hash, blocked_at IS NOT NULL AS blocked, email, first_name, language FROM users
        WHERE ${where} AND closed_at IS NULL`,
      [value],
    );
    return rows[0];
  }
  // Made at start, so the first unknown username is not slower than the others.
  dummyPasswordHash().catch(() => {});

  /**
   * A refused attempt on a real profile: counts it, and the attempt that reaches the limit blocks the
   * profile, records it and e-mails the reset link, all in the caller's transaction — so exactly one
   * e-mail goes out however many attempts arrive at once. Returns whether the profile is blocked.
   */
  async function refuseKnownUser(
    tx: Queryable,
    request: AuditRequest & Pick<FastifyRequest, 'log'>,
    user: LoginUser,
    reason: 'wrong-password' | 'passkey-invalid' = 'wrong-password',
  ) {
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
      details: { reason, failedCount: counted.failedCount },
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

  /**
   * A session for a user whose password (or passkey) was right: the failed count reset, the token
   * stored with the device and network of the request (the sessions list), the login audited. Throws
   * `profile-blocked` when a parallel attempt blocked the profile meanwhile.
   */
  async function issueSession(
    request: AuditRequest & Pick<FastifyRequest, 'headers' | 'ip'>,
    reply: FastifyReply,
    user: Pick<LoginUser, 'id'>,
    passkeyId?: string,
  ) {
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
        details: { client: WEB_CLIENT_ID, ...(passkeyId ? { keyId: passkeyId } : {}) },
      });
      return true;
    });
    if (!issued) throw profileBlocked();
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
    return {
      access_token: token,
      expires_in: config.tokenTtlSeconds,
      token_type: 'Bearer' as const,
      userId: Number(user.id),
    };
  }

  return {
    async startPasskeyLogin() {
      return startPasskeyAssertion(deps, null, 'login');
    },

    /**
     * A passkey signs in as password and code would (decision 0026). A refused assertion answers as a
     * wrong password; when it named an investor's passkey it counts against that profile's lockout as
     * a wrong password does. A blocked profile is refused as on /oauth/token.
     */
    async finishPasskeyLogin(request, reply) {
      let signedIn;
      try {
        signedIn = await verifyPasskeyAssertion(deps, request, request.body, {
          owner: null,
          purpose: 'login',
          credentialOf: 'user',
        });
      } catch (err) {
        if (!(err instanceof PasskeyRefusal)) throw err;
        const whose = err.owner !== null && 'userId' in err.owner ? err.owner.userId : null;
        const user = whose === null ? undefined : await loginUser('id = $1', whose);
        if (!user) {
          await recordAudit(db, clock, request, {
            action: 'auth.login-failed',
            userId: null,
            details: { reason: 'passkey-invalid', keyId: null },
          });
          throw invalidGrant();
        }
        const blocked = await withTransaction(db, (tx) =>
          refuseKnownUser(tx, request, user, 'passkey-invalid'),
        );
        throw blocked ? profileBlocked() : invalidGrant();
      }
      const userId = 'userId' in signedIn.owner ? signedIn.owner.userId : 0;
      const user = await loginUser('id = $1', userId);
      if (!user) throw invalidGrant();
      if (user.blocked) {
        await withTransaction(db, (tx) => refuseKnownUser(tx, request, user, 'passkey-invalid'));
        throw profileBlocked();
      }
      return issueSession(request, reply, user, signedIn.passkeyId);
    },

    async issueToken(request, reply) {
      const { username, password } = request.body;
      const user = await loginUser('lower(username) = lower($1)', username);
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

      return issueSession(request, reply, user);
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
