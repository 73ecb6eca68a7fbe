/**
 * The password reset link (SPEC §2 /password-reset/{id}): one hour, single use, only a hash of its id
 * stored. Sent on request (lost password) and when five wrong passwords block a profile.
 */
import type { Language } from '../../platform/messages.ts';
import { type AuditEvents, type AuditRequest, recordAudit } from '../../platform/audit.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import type { Deps } from '../../platform/http/types.ts';
import { randomSecret, sha256 } from '../../platform/security.ts';
import { sendEmail } from '../../platform/outbox.ts';

/** Reset links expire after one hour (interfaces.md). */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

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
