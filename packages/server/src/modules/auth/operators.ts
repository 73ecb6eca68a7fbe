/**
 * Enrolling the back office's operators (issue 13), run by the database owner through the command
 * line (src/operator-cli.ts): the service's own role may not create operators (migrations/0006), so no
 * HTTP call can. Every operator has an authenticator (migrations/0017): enrolment draws a fresh TOTP
 * secret (src/platform/totp.ts) and hands it out once, as the `otpauth://` URI an app scans and as base32 text
 * to type; a lost phone gets a new secret the same way. Both are audited (actor `system`: no operator
 * signed in did it).
 *
 * The secret is stored encrypted (src/platform/totp-secrets.ts, under TOTP_KEYS). Operators stored before that
 * have their 20-byte secret in clear: the service seals those, and re-seals values under a key that is
 * no longer the first, at every start before it serves (sealOperatorSecrets).
 */
import type { components } from '@invest/api-client';
import { recordAudit, type AuditRequest } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { withTransaction, type Pool, type Queryable } from '../../platform/db/pool.ts';
import { ApiError, forbidden, notFound } from '../../platform/errors.ts';
import type { Keyring } from '../../platform/secret-box.ts';
import { openTotpSecret, sealStoredTotpSecrets, sealTotpSecret } from '../../platform/totp-secrets.ts';
import { hashPassword, passwordProblem } from '../../platform/security.ts';
import { newTotpSecret, totpSecretText, totpUri } from '../../platform/totp.ts';
import { OPERATOR_LOCKOUT_MS, operatorLockExpiredBefore } from './lockout.ts';

/** The issuer authenticator apps show above the code. */
export const TOTP_ISSUER = 'Invest';

/** The operator's secret in clear, from the stored value (sealed, or in clear from before sealing). */
export function operatorTotpSecret(keyring: Keyring, stored: Buffer): Buffer {
  return openTotpSecret(keyring, 'operator', stored);
}

/**
 * Seals every operator secret still in clear and re-seals those under a key other than the first
 * (rotation); how many changed. Run at every start (src/main.ts, the command line) after the
 * migrations and the seed.
 */
export function sealOperatorSecrets(pool: Pool, keyring: Keyring): Promise<number> {
  return sealStoredTotpSecrets(pool, keyring, 'operator');
}

/** What the new operator types or scans into the authenticator app, shown once. */
export interface AuthenticatorEnrolment {
  operatorId: number;
  email: string;
  /** `otpauth://totp/Invest:<email>?secret=…&issuer=Invest&…`. */
  uri: string;
  /** The secret as base32 text, for an app that cannot scan. */
  secretText: string;
}

/** A request the command refuses (the message is for the person at the terminal). */
export class OperatorInputError extends Error {}

function enrolment(operatorId: number, email: string, secret: Buffer): AuthenticatorEnrolment {
  return {
    operatorId,
    email,
    uri: totpUri(secret, { issuer: TOTP_ISSUER, label: email }),
    secretText: totpSecretText(secret),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A new operator with this e-mail address (unique case-insensitively), name and password (the
 * investors' password rules) and a fresh authenticator secret.
 */
export async function addOperator(
  pool: Pool,
  clock: Clock,
  keyring: Keyring,
  input: { email: string; name: string; password: string },
): Promise<AuthenticatorEnrolment> {
  const email = input.email.trim();
  const name = input.name.trim();
  if (!EMAIL.test(email) || email.length > 254)
    throw new OperatorInputError(`Not an e-mail address: ${email}`);
  if (name.length < 1 || name.length > 200)
    throw new OperatorInputError('The name must have 1 to 200 characters');
  const problem = passwordProblem(input.password);
  if (problem) throw new OperatorInputError(problem);
  const passwordHash = await hashPassword(input.password);
  const secret = newTotpSecret();
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO operators (email, name, password_hash, totp_secret, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
      [email, name, passwordHash, sealTotpSecret(keyring, 'operator', secret), clock.now()],
    );
    if (!rows[0]) throw new OperatorInputError(`An operator with the e-mail address ${email} exists already`);
    const operatorId = Number(rows[0].id);
    await recordAudit(tx, clock, null, { action: 'operator.created', userId: null, details: { operatorId } });
    return enrolment(operatorId, email, secret);
  });
}

/**
 * A lost or replaced phone: the operator gets a new authenticator secret (the old app's codes stop
 * working) and every live token of the operator is revoked, as whoever holds the old phone may be
 * signed in. Unknown addresses are refused.
 */
export async function resetOperatorAuthenticator(
  pool: Pool,
  clock: Clock,
  keyring: Keyring,
  email: string,
): Promise<AuthenticatorEnrolment & { sessionsRevoked: number }> {
  const secret = newTotpSecret();
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ id: string; email: string }>(
      `UPDATE operators SET totp_secret = $2, totp_last_step = 0 WHERE lower(email) = lower($1)
       RETURNING id, email`,
      [email.trim(), sealTotpSecret(keyring, 'operator', secret)],
    );
    if (!rows[0]) throw new OperatorInputError(`No operator has the e-mail address ${email.trim()}`);
    const operatorId = Number(rows[0].id);
    const revoked = await tx.query(
      `UPDATE operator_tokens SET revoked_at = $2
        WHERE operator_id = $1 AND revoked_at IS NULL AND expires_at > $2`,
      [operatorId, clock.now()],
    );
    const sessionsRevoked = revoked.rowCount ?? 0;
    await recordAudit(tx, clock, null, {
      action: 'operator.authenticator-reset',
      userId: null,
      details: { operatorId, sessionsRevoked },
    });
    return { ...enrolment(operatorId, rows[0].email, secret), sessionsRevoked };
  });
}

// ---------------------------------------------------------------------------------------------
// The back office's operators list, and lifting a colleague's sign-in lock.

type OpsOperator = components['schemas']['OpsOperator'];

interface OperatorRow {
  id: string;
  name: string;
  email: string;
  last_login_at: Date | null;
  failed_login_count: number;
  blocked_at: Date | null;
}

const OPERATOR_COLUMNS = 'id, name, email, last_login_at, failed_login_count, blocked_at';

function operatorJson(row: OperatorRow, clock: Clock): OpsOperator {
  const locked = row.blocked_at !== null && row.blocked_at > operatorLockExpiredBefore(clock);
  return {
    id: Number(row.id),
    name: row.name,
    email: row.email,
    lastLoginAt: row.last_login_at?.toISOString() ?? null,
    // A lock that ran out leaves its count behind until the next sign-in; it is no longer a streak.
    failedLogins: row.blocked_at !== null && !locked ? 0 : row.failed_login_count,
    lockedUntil: locked ? new Date(row.blocked_at!.getTime() + OPERATOR_LOCKOUT_MS).toISOString() : null,
  };
}

/** GET /ops/operators: every operator who may sign in, by name, with the state of their sign-in. */
export async function listOperators(db: Queryable, clock: Clock): Promise<OpsOperator[]> {
  const { rows } = await db.query<OperatorRow>(
    `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE disabled_at IS NULL ORDER BY lower(name), id`,
  );
  return rows.map((row) => operatorJson(row, clock));
}

/**
 * Another operator lifts the sign-in lock five wrong passwords put on an operator (audited with the
 * reason, the acting operator as actor). Nobody lifts their own: a locked operator may still have a
 * session open (src/platform/http/auth.ts), and whoever is guessing their password must not be
 * helped by it. 404 for an unknown or disabled operator, 409 `operator-state` when not locked.
 */
export async function unblockOperator(
  deps: { db: Pool; clock: Clock },
  request: AuditRequest,
  actorId: number,
  operatorId: number,
  reason: string,
): Promise<OpsOperator> {
  if (actorId === operatorId) {
    throw forbidden('An operator cannot unblock their own sign-in: ask another operator');
  }
  const { db, clock } = deps;
  return withTransaction(db, async (tx) => {
    const { rows } = await tx.query<OperatorRow>(
      `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = $1 AND disabled_at IS NULL FOR UPDATE`,
      [operatorId],
    );
    const row = rows[0];
    if (!row) throw notFound('No such operator');
    if (operatorJson(row, clock).lockedUntil === null) {
      throw new ApiError(409, 'operator-state', "This operator's sign-in is not locked (any more)");
    }
    const updated = await tx.query<OperatorRow>(
      `UPDATE operators SET blocked_at = NULL, failed_login_count = 0 WHERE id = $1 RETURNING ${OPERATOR_COLUMNS}`,
      [operatorId],
    );
    await recordAudit(tx, clock, request, {
      action: 'operator.unblocked',
      userId: null,
      actor: `operator:${actorId}`,
      details: { operatorId, reason },
    });
    return operatorJson(updated.rows[0]!, clock);
  });
}
