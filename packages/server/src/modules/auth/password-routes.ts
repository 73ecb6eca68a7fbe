import { changePassword } from '../account/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { withTransaction } from '../../platform/db/pool.ts';
import { ApiError, badRequest, unauthorized } from '../../platform/errors.ts';
import { passwordResetEmail } from './messages.ts';
import { hashPassword, passwordProblem, sha256 } from '../../platform/security.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';
import { sendPasswordResetLink } from './password-reset.ts';

const linkInvalid = () =>
  new ApiError(404, 'reset-link-invalid', 'This password reset link is invalid, used or expired');

export function passwordHandlers(deps: Deps): Handlers {
  const { db, clock } = deps;
  return {
    async requestPasswordReset(request) {
      const { username } = request.query;
      const { rows } = await db.query<{
        id: string;
        email: string;
        first_name: string;
        language: 'EN' | 'SL';
      }>(
        `SELECT id, email, first_name, language FROM users
         WHERE lower(username) = lower($1) AND closed_at IS NULL`,
        [username],
      );
      const user = rows[0];
      // Always the same answer: whether an account exists is not revealed here.
      if (!user) return {};
      await withTransaction(db, (tx) =>
        sendPasswordResetLink(
          tx,
          deps,
          request,
          { id: Number(user.id), email: user.email, firstName: user.first_name, language: user.language },
          { via: 'lost-password', email: passwordResetEmail },
        ),
      );
      return {};
    },

    async resetPassword(request, reply) {
      const { newPassword, verificationId, code, authenticatorCode } = request.body;
      // The signed-in change-password form: a CHANGE_PASSWORD verification and its SMS code, or a
      // code of the authenticator app.
      if (code !== undefined || authenticatorCode !== undefined) {
        if (!request.auth)
          throw unauthorized('Changing the password with a code needs the signed-in session');
        if (authenticatorCode !== undefined) {
          if (code !== undefined || verificationId !== undefined)
            throw badRequest('Send either authenticatorCode or verificationId and code');
          await changePassword(deps, request, request.auth, newPassword, { authenticatorCode }, reply);
          return {};
        }
        if (verificationId === undefined) throw badRequest('body.verificationId is required with code');
        await changePassword(
          deps,
          request,
          request.auth,
          newPassword,
          { verificationId, code: code! },
          reply,
        );
        return {};
      }
      if (verificationId === undefined) throw badRequest('body.verificationId is required');

      const problem = passwordProblem(newPassword);
      if (problem) throw badRequest(problem);

      const idHash = sha256(verificationId);
      const open = await db.query(
        'SELECT 1 FROM password_resets WHERE id_hash = $1 AND used_at IS NULL AND expires_at > $2',
        [idHash, clock.now()],
      );
      if (open.rowCount === 0) throw linkInvalid();
      // Hash before taking row locks: Argon2 takes tens of milliseconds.
      const passwordHash = await hashPassword(newPassword);

      await withTransaction(db, async (client) => {
        const now = clock.now();
        // Single use even under concurrency: the row lock makes a second redemption see used_at.
        const { rows } = await client.query<{ user_id: string }>(
          `UPDATE password_resets SET used_at = $2
           WHERE id_hash = $1 AND used_at IS NULL AND expires_at > $2
           RETURNING user_id`,
          [idHash, now],
        );
        const reset = rows[0];
        if (!reset) throw linkInvalid();
        await client.query(
          `UPDATE users SET password_hash = $2, failed_login_count = 0, updated_at = $3,
             blocked_at     = CASE WHEN blocked_reason = 'failed-logins' THEN NULL ELSE blocked_at END,
             blocked_reason = CASE WHEN blocked_reason = 'failed-logins' THEN NULL ELSE blocked_reason END
           WHERE id = $1`,
          [reset.user_id, passwordHash, now],
        );
        // Every session ends, and other open reset links die with the old password.
        const revoked = await client.query(
          'UPDATE access_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
          [reset.user_id, now],
        );
        await client.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
          reset.user_id,
          now,
        ]);
        await recordAudit(client, clock, request, {
          action: 'password.reset',
          userId: Number(reset.user_id),
          details: { sessionsRevoked: revoked.rowCount ?? 0 },
        });
      });
      return {};
    },
  };
}
