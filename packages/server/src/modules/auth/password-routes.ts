import { changePassword } from '../account/account-security.ts';
import { recordAudit, type AuditEvents, type AuditRequest } from '../../platform/audit.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError, badRequest, unauthorized } from '../../platform/errors.ts';
import { passwordResetEmail, type Language } from '../../platform/messages.ts';
import { sendEmail } from '../../platform/outbox.ts';
import { hashPassword, passwordProblem, randomSecret, sha256 } from '../../platform/security.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

/** Reset links expire after one hour (interfaces.md). */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

const linkInvalid = () =>
  new ApiError(404, 'reset-link-invalid', 'This password reset link is invalid, used or expired');

/** Whom a reset link goes to. */
export interface ResetLinkUser {
  id: number;
  email: string;
  firstName: string;
  language: Language;
}

export interface ResetLinkOptions {
  /** Why the link is sent (recorded in the audit log). */
  via: AuditEvents['password.reset-requested']['via'];
  /** The e-mail's text around the link, in the user's language. */
  email: (language: Language, firstName: string, link: string) => { subject: string; body: string };
  /** Who caused it, when not the request's own actor (a block is the system's rule). */
  actor?: 'system';
}

/**
 * Opens a one-hour, single-use reset link for the user and e-mails it — the `password_resets` row, the
 * outbox message, its delivery job and the audit event — all in the caller's transaction `tx`, so they
 * commit together or not at all. Only a hash of the link's id is stored.
 */
export async function sendPasswordResetLink(
  tx: Queryable,
  { clock, config, jobs }: Pick<Deps, 'clock' | 'config' | 'jobs'>,
  request: AuditRequest,
  user: ResetLinkUser,
  options: ResetLinkOptions,
): Promise<void> {
  const id = randomSecret();
  const now = clock.now();
  await tx.query(
    `INSERT INTO password_resets (id_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)`,
    [sha256(id), user.id, now, new Date(now.getTime() + RESET_LINK_TTL_MS)],
  );
  const mail = options.email(user.language, user.firstName, `${config.publicUrl}/password-reset/${id}`);
  await sendEmail(tx, { clock, jobs }, { to: user.email, ...mail, userId: user.id });
  await recordAudit(tx, clock, request, {
    action: 'password.reset-requested',
    userId: user.id,
    ...(options.actor ? { actor: options.actor } : {}),
    details: { via: options.via },
  });
}

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
