/**
 * The back office's sign-in (`/api/ops/oauth/…`, DESIGN §1) and its operators (`/api/ops/operators`:
 * who they are, whose sign-in wrong passwords locked, lifting such a lock). Operators are their own table with their
 * own tokens (migrations/0006); the operator routes authenticate with `requireOperator`
 * (src/platform/http/auth.ts), which knows no investor token, as the investor routes know no operator
 * token.
 */
import type { Deps, Handlers } from '../../platform/http/types.ts';
import { ApiError, badRequest } from '../../platform/errors.ts';
import { operatorId } from '../../platform/http/auth.ts';
import {
  verifyPassword,
  dummyPasswordHash,
  randomSecret,
  sha256,
  WEB_CLIENT_ID,
} from '../../platform/security.ts';
import { withTransaction } from '../../platform/db/pool.ts';
import {
  countUnknownOperatorLoginFailure,
  MAX_FAILED_LOGINS,
  countOperatorLoginFailure,
  operatorLockExpiredBefore,
  OPERATOR_LOCKOUT_MS,
} from './lockout.ts';
import { recordAudit, usernameFingerprint } from '../../platform/audit.ts';
import { verifyTotp } from '../../platform/totp.ts';
import { listOperators, operatorTotpSecret, unblockOperator } from './operators.ts';
import { realNow } from '../../platform/clock.ts';
import { startPasskeyAssertion } from '../verification/index.ts';
import {
  finishOperatorPasskey,
  listOperatorPasskeys,
  operatorPasskeySignIn,
  removeOperatorPasskey,
  startOperatorPasskey,
} from './operator-passkeys.ts';

const invalidGrant = () =>
  new ApiError(400, 'unauthorized', 'Wrong username, password or authenticator code', {
    error: 'invalid_grant',
  });
const operatorBlocked = () =>
  new ApiError(
    400,
    'profile-blocked',
    `Too many wrong attempts: sign-in is locked for ${OPERATOR_LOCKOUT_MS / 60_000} minutes, or until another operator unblocks it.`,
    { error: 'invalid_grant' },
  );

export function operatorSignInHandlers(deps: Deps): Handlers {
  const { db, clock, config } = deps;

  return {
    /**
     * As the investors' login (src/modules/auth/routes.ts): one Argon2 verification whether or not the
     * operator exists, unknown names counted like real ones, so five wrong passwords answer
     * `profile-blocked` alike, for OPERATOR_LOCKOUT_MS (src/modules/auth/lockout.ts); every outcome
     * audited in the transaction of its counter. Every
     * operator has an authenticator (`totp_secret`, migrations/0017, stored encrypted:
     * src/modules/auth/operators.ts) and needs its current code too
     * (src/platform/totp.ts): a missing or wrong one answers and counts as a wrong password, and the accepted
     * step is stored so the same code never signs in twice (checked again by the UPDATE that issues
     * the token, for a race).
     */
    async issueOperatorToken(request, reply) {
      const { username, password, otp, passkey } = request.body;
      // A passkey stands in for the authenticator's code (decision 0026); with both, the code counts.
      const byPasskey = passkey !== undefined && otp === undefined;
      const { rows } = await db.query<{
        id: string;
        password_hash: string;
        blocked: boolean;
        totp_secret: Buffer;
        totp_last_step: string;
      }>(
        `SELECT id, password_hash, blocked_at > $2 AS blocked, totp_secret, totp_last_step
           FROM operators WHERE lower(email) = lower($1) AND disabled_at IS NULL`,
        [username, operatorLockExpiredBefore(clock)],
      );
      const operator = rows[0];
      if (!operator) {
        await verifyPassword(await dummyPasswordHash(), password);
        const failedCount = await withTransaction(db, async (tx) => {
          const count = await countUnknownOperatorLoginFailure(tx, clock, username);
          await recordAudit(tx, clock, request, {
            action: 'ops.login-failed',
            userId: null,
            details: {
              reason: 'unknown-username',
              usernameHash: usernameFingerprint(username),
              failedCount: count,
            },
          });
          return count;
        });
        throw failedCount >= MAX_FAILED_LOGINS ? operatorBlocked() : invalidGrant();
      }
      const id = Number(operator.id);
      const passwordOk = await verifyPassword(operator.password_hash, password);
      const codeStep = byPasskey
        ? null
        : verifyTotp(
            operatorTotpSecret(config.totpKeys, operator.totp_secret),
            otp ?? '',
            realNow(clock),
            Number(operator.totp_last_step),
          );
      // The assertion is tried only after the right password (its challenge is used up either way).
      const passkeyId =
        byPasskey && passwordOk && !operator.blocked
          ? await operatorPasskeySignIn(deps, request, id, passkey)
          : null;
      const secondFactor = byPasskey ? passkeyId !== null : codeStep !== null;
      if (operator.blocked || !passwordOk || !secondFactor) {
        const blocked = await withTransaction(db, async (tx) => {
          const counted = operator.blocked ? null : await countOperatorLoginFailure(tx, clock, id);
          if (!counted) {
            await recordAudit(tx, clock, request, {
              action: 'ops.login-failed',
              userId: null,
              details: { reason: 'operator-blocked', operatorId: id },
            });
            return true;
          }
          await recordAudit(tx, clock, request, {
            action: 'ops.login-failed',
            userId: null,
            details: {
              reason: passwordOk ? (byPasskey ? 'wrong-passkey' : 'wrong-code') : 'wrong-password',
              operatorId: id,
              failedCount: counted.failedCount,
            },
          });
          if (counted.blockedNow) {
            await recordAudit(tx, clock, request, {
              action: 'ops.blocked',
              userId: null,
              actor: 'system',
              details: { operatorId: id, failedCount: counted.failedCount },
            });
            request.log.warn({ operatorId: id }, 'operator blocked after failed logins');
          }
          return counted.blockedNow;
        });
        throw blocked ? operatorBlocked() : invalidGrant();
      }

      const token = randomSecret();
      const now = clock.now();
      const issued = await withTransaction(db, async (tx) => {
        // A code's step is stored (and must still be new); a passkey leaves it as it is.
        const ok = await tx.query(
          `UPDATE operators SET failed_login_count = 0, blocked_at = NULL, last_login_at = $2,
                  totp_last_step = coalesce($3, totp_last_step)
           WHERE id = $1 AND (blocked_at IS NULL OR blocked_at <= $4) AND disabled_at IS NULL
             AND ($3::bigint IS NULL OR totp_last_step < $3)`,
          [id, now, codeStep, operatorLockExpiredBefore(clock)],
        );
        if (ok.rowCount !== 1) return false;
        await tx.query(
          `INSERT INTO operator_tokens (token_hash, operator_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
          [sha256(token), id, now, new Date(now.getTime() + config.tokenTtlSeconds * 1000)],
        );
        await recordAudit(tx, clock, request, {
          action: 'ops.login',
          userId: null,
          actor: `operator:${id}`,
          details: { operatorId: id, client: WEB_CLIENT_ID, ...(passkeyId ? { keyId: passkeyId } : {}) },
        });
        return true;
      });
      // A concurrent login spent the same code first (or the operator was blocked meanwhile: its
      // next attempt answers profile-blocked).
      if (!issued) throw invalidGrant();
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return {
        access_token: token,
        expires_in: config.tokenTtlSeconds,
        token_type: 'Bearer',
        operatorId: id,
      };
    },

    async startOperatorPasskeyLogin() {
      return startPasskeyAssertion(deps, null, 'operator-login');
    },

    async listOperatorPasskeys(request) {
      return listOperatorPasskeys(deps, operatorId(request));
    },

    async startOperatorPasskeyRegistration(request) {
      return startOperatorPasskey(deps, operatorId(request), request.body.otp);
    },

    async finishOperatorPasskeyRegistration(request) {
      return finishOperatorPasskey(deps, request, operatorId(request), request.body);
    },

    async removeOperatorPasskey(request) {
      const id = operatorId(request);
      return removeOperatorPasskey(deps, request, id, request.params.passkeyId, request.body.otp);
    },

    async listOperators() {
      return listOperators(db, clock);
    },

    async unblockOperator(request) {
      const reason = request.body.reason.trim();
      if (reason.length < 3) throw badRequest('reason must say why, in at least 3 characters');
      return unblockOperator(deps, request, operatorId(request), request.params.id, reason);
    },

    async revokeOperatorToken(request, reply) {
      const { token } = request.body;
      // RFC 7009: unknown or already revoked tokens are not an error (and not an event).
      await withTransaction(db, async (tx) => {
        const { rows } = await tx.query<{ operator_id: string }>(
          `UPDATE operator_tokens SET revoked_at = $2 WHERE token_hash = $1 AND revoked_at IS NULL
           RETURNING operator_id`,
          [sha256(token), clock.now()],
        );
        if (rows[0]) {
          const id = Number(rows[0].operator_id);
          await recordAudit(tx, clock, request, {
            action: 'ops.logout',
            userId: null,
            actor: `operator:${id}`,
            details: { operatorId: id },
          });
        }
      });
      reply.header('cache-control', 'no-store');
      return {};
    },
  };
}
