/**
 * Step-up confirmation of the account's own actions (SPEC §4, §5; DESIGN §4): switching two-factor
 * authentication on or off, changing the password while signed in and closing the account each need
 * the SMS code of a verification of their purpose (POST /tokenRequest/{Id}, src/modules/verification/sms-codes.ts).
 *
 * A code is bound to its purpose by its HMAC, and a two-factor code also to the state it sets ("on"
 * when it was asked for while two-factor was off), so a TWO_FACTOR_CHANGE code cannot close an
 * account, nor an "off" code switch two-factor on. Every try is counted first, in a statement of its
 * own (src/modules/verification/step-up.ts), and the right code is then spent in the transaction of its effect, as for
 * withdrawals: a refusal cannot undo the count and the fifth wrong try kills the code.
 *
 * An investor with an authenticator app (src/modules/verification/authenticator.ts) may confirm any of these actions with
 * its code, or one of its recovery codes, instead of the SMS code. Withdrawals stay with SMS: their
 * code is bound to the amount and the IBAN (dynamic linking), which a TOTP code cannot be. Adding an
 * authenticator needs an SMS code of its own purpose (AUTHENTICATOR_CHANGE), so a stolen session
 * cannot add one; removing it needs either.
 */
import type { FastifyReply } from 'fastify';
import type { components } from '@invest/api-client';
import { checkClosable, closeProfile } from './account-closure.ts';
import { recordAudit, type AuditRequest } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/http/auth.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import {
  authenticatorStatus,
  confirmPendingAuthenticator,
  newRecoveryCodes,
  recoveryCodeHash,
  type AuthenticatorStatus,
  sendUserCode,
  type CodeRequest,
  type SentCode,
  type SmsStepUpCode,
  type StepUpCheck,
  type StepUpCode,
  type StepUpPurpose,
  userCodeBinding,
  withStepUpCode,
} from '../verification/index.ts';
import { ApiError, badRequest, notFound } from '../../platform/errors.ts';
import type { Language } from '../../platform/messages.ts';
import {
  accountCodeSms,
  authenticatorChangedEmail,
  passwordChangedEmail,
  twoFactorChangedEmail,
  type AccountCodeAction,
} from './messages.ts';
import { sendEmail } from '../../platform/outbox.ts';
import type { Deps } from '../../platform/http/types.ts';
import { hashPassword, passwordProblem, randomSecret } from '../../platform/security.ts';
import { newTotpSecret, totpSecretText, totpUri } from '../../platform/totp.ts';
import { sealTotpSecret } from '../../platform/totp-secrets.ts';

/** The account's own step-up purposes. */
type AccountPurpose = Extract<
  StepUpPurpose,
  'TWO_FACTOR_CHANGE' | 'DELETE_ACCOUNT' | 'CHANGE_PASSWORD' | 'AUTHENTICATOR_CHANGE' | 'PASSKEY_CHANGE'
>;

export interface AccountHolder {
  email: string;
  firstName: string;
  phone: string;
  language: Language;
  confirmed: boolean;
  twoFactor: boolean;
}

export async function accountHolder(db: Queryable, userId: number, lock = false): Promise<AccountHolder> {
  const { rows } = await db.query<{
    email: string;
    first_name: string;
    phone: string;
    language: Language;
    status: 'pending' | 'confirmed';
    two_factor_enabled: boolean;
  }>(
    `SELECT email, first_name, phone, language, status, two_factor_enabled FROM users
      WHERE id = $1 AND closed_at IS NULL ${lock ? 'FOR UPDATE' : ''}`,
    [userId],
  );
  const row = rows[0];
  // The auth hook refuses closed profiles; this is a profile closed since, by another request.
  if (!row) throw notFound('Customer not found');
  return {
    email: row.email,
    firstName: row.first_name,
    phone: row.phone,
    language: row.language,
    confirmed: row.status === 'confirmed',
    twoFactor: row.two_factor_enabled,
  };
}

/** The HMAC binding of a purpose; a two-factor code names the state it sets. */
function stepUpBinding(purpose: AccountPurpose, twoFactorTarget?: boolean): string {
  return purpose === 'TWO_FACTOR_CHANGE'
    ? userCodeBinding(purpose, twoFactorTarget ? 'on' : 'off')
    : userCodeBinding(purpose);
}

export function stepUpCheck(
  purpose: AccountPurpose,
  given: StepUpCode,
  twoFactorTarget?: boolean,
): StepUpCheck {
  return { purpose, binding: stepUpBinding(purpose, twoFactorTarget), given };
}

/**
 * What a code (or a passkey's challenge) of an account action is bound to, as the investor's account
 * stands: a two-factor code to the state it would set. Closing the account is refused here already
 * while the balance forbids it (422 deleteAccountErrorAccountValue): nothing is sent for an action
 * that would be refused. One computation for the SMS code and the passkey challenge.
 */
export async function accountActionBinding(
  db: Queryable,
  userId: number,
  purpose: AccountPurpose,
): Promise<{ binding: string; holder: AccountHolder; twoFactorTarget: boolean }> {
  const holder = await accountHolder(db, userId);
  if (purpose === 'DELETE_ACCOUNT') await checkClosable(db, userId);
  const twoFactorTarget = !holder.twoFactor;
  return { binding: stepUpBinding(purpose, twoFactorTarget), holder, twoFactorTarget };
}

/**
 * POST /tokenRequest/{Id} for an account action: a new code of the purpose by SMS, naming what it
 * confirms, with the throttle every user code has (src/modules/verification/sms-codes.ts sendUserCode). Closing the
 * account is refused here already while the balance forbids it (422 deleteAccountErrorAccountValue):
 * no SMS for an action that would be refused. Returns the verification id and how its SMS went.
 */
export async function sendStepUpCode(
  deps: Deps,
  request: CodeRequest,
  reply: FastifyReply,
  userId: number,
  purpose: AccountPurpose,
  isResend: boolean,
): Promise<SentCode> {
  const { binding, holder, twoFactorTarget: target } = await accountActionBinding(deps.db, userId, purpose);
  const authenticator =
    purpose === 'AUTHENTICATOR_CHANGE' && (await authenticatorStatus(deps.db, userId)).enabled;
  const actions: Record<AccountPurpose, AccountCodeAction> = {
    TWO_FACTOR_CHANGE: target ? 'two-factor-on' : 'two-factor-off',
    DELETE_ACCOUNT: 'delete-account',
    CHANGE_PASSWORD: 'change-password',
    AUTHENTICATOR_CHANGE: authenticator ? 'authenticator-remove' : 'authenticator-add',
    PASSKEY_CHANGE: 'passkey-change',
  };
  return sendUserCode(
    deps,
    request,
    reply,
    { userId, purpose, binding },
    {
      to: holder.phone,
      text: (code, validMinutes) => accountCodeSms(holder.language, code, actions[purpose], validMinutes),
    },
    { action: 'verification.code-sent', details: { purpose, resend: isResend } },
  );
}

type UserStatus = components['schemas']['UserStatus'];

/**
 * PUT/DELETE /twoFactorAuth/{userId}: sets two-factor with a TWO_FACTOR_CHANGE code asked for the
 * state it sets. The holder is e-mailed about the change. Answers the new status.
 */
export async function setTwoFactor(
  deps: Deps,
  request: AuditRequest,
  userId: number,
  enabled: boolean,
  given: StepUpCode,
  reply?: FastifyReply,
): Promise<UserStatus> {
  const code = stepUpCheck('TWO_FACTOR_CHANGE', given, enabled);
  return withStepUpCode(
    deps,
    request,
    userId,
    code,
    async (tx, now) => {
      const holder = await accountHolder(tx, userId, true);
      if (holder.twoFactor !== enabled) {
        await tx.query('UPDATE users SET two_factor_enabled = $2, updated_at = $3 WHERE id = $1', [
          userId,
          enabled,
          now,
        ]);
        await recordAudit(tx, deps.clock, request, {
          action: 'two-factor.changed',
          userId,
          details: { enabled },
        });
        await sendEmail(tx, deps, {
          to: holder.email,
          ...twoFactorChangedEmail(holder.language, holder.firstName, enabled),
          userId,
        });
      }
      return { confirmed: holder.confirmed, twoFactorAuthEnabled: enabled };
    },
    reply,
  );
}

/**
 * POST /passwordReset from the signed-in change-password form: SPEC §5's rules, a CHANGE_PASSWORD code,
 * then the new Argon2id hash. The session that asked stays signed in; every other session of the user
 * ends, and open reset links die with the old password. The holder is e-mailed about the change.
 */
export async function changePassword(
  deps: Deps,
  request: AuditRequest,
  auth: AuthContext,
  newPassword: string,
  given: StepUpCode,
  reply?: FastifyReply,
): Promise<void> {
  // A weak password is refused before the code is tried: it costs the investor no attempt.
  const problem = passwordProblem(newPassword);
  if (problem) throw badRequest(problem);
  const { userId } = auth;
  // Hash before the transaction's row locks: Argon2 takes tens of milliseconds.
  const passwordHash = await hashPassword(newPassword);
  const code = stepUpCheck('CHANGE_PASSWORD', given);
  await withStepUpCode(
    deps,
    request,
    userId,
    code,
    async (tx, now) => {
      const holder = await accountHolder(tx, userId, true);
      await tx.query(
        'UPDATE users SET password_hash = $2, failed_login_count = 0, updated_at = $3 WHERE id = $1',
        [userId, passwordHash, now],
      );
      const revoked = await tx.query(
        `UPDATE access_tokens SET revoked_at = $3
        WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL`,
        [userId, auth.tokenHash, now],
      );
      await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
        userId,
        now,
      ]);
      await recordAudit(tx, deps.clock, request, {
        action: 'password.changed',
        userId,
        details: { sessionsRevoked: revoked.rowCount ?? 0 },
      });
      await sendEmail(tx, deps, {
        to: holder.email,
        ...passwordChangedEmail(holder.language, holder.firstName),
        userId,
      });
    },
    reply,
  );
}

/**
 * POST /deleteAccount/{userId}: with a DELETE_ACCOUNT code, closes the account while its balance
 * allows it (src/modules/account/account-closure.ts); every session ends with it.
 */
export async function deleteAccount(
  deps: Deps,
  request: AuditRequest,
  userId: number,
  given: StepUpCode,
  reply?: FastifyReply,
): Promise<void> {
  // The profile's password hash is replaced by one nobody knows, made before the row locks.
  const passwordHash = await hashPassword(randomSecret());
  const code = stepUpCheck('DELETE_ACCOUNT', given);
  await withStepUpCode(
    deps,
    request,
    userId,
    code,
    (tx) => closeProfile(tx, deps.clock, request, userId, passwordHash),
    reply,
  );
}

/** What the app shows to enrol an authenticator: the QR code's URI and the secret as text. */
export interface AuthenticatorEnrolment {
  secret: string;
  otpauthUri: string;
}

/** The issuer the authenticator app shows beside the account. */
const TOTP_ISSUER = 'Invest';

const alreadyEnrolled = () =>
  new ApiError(409, 'authenticator-exists', 'An authenticator app is already set up; remove it first');

/**
 * POST /authenticator/{userId}: with an AUTHENTICATOR_CHANGE SMS code, a new secret for the
 * investor's authenticator app (replacing an enrolment that was never confirmed). It counts only once
 * the first code from the app confirms it (confirmAuthenticator). 409 while one is set up.
 */
export async function startAuthenticatorEnrolment(
  deps: Deps,
  request: AuditRequest,
  userId: number,
  given: SmsStepUpCode,
  reply?: FastifyReply,
): Promise<AuthenticatorEnrolment> {
  if ((await authenticatorStatus(deps.db, userId)).enabled) throw alreadyEnrolled();
  const code = stepUpCheck('AUTHENTICATOR_CHANGE', given);
  return withStepUpCode(
    deps,
    request,
    userId,
    code,
    async (tx, now) => {
      const holder = await accountHolder(tx, userId, true);
      const secret = newTotpSecret();
      const { rowCount } = await tx.query(
        `INSERT INTO authenticators (user_id, secret, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE
           SET secret = EXCLUDED.secret, created_at = EXCLUDED.created_at, last_step = 0,
               failed_tries = 0, failed_since = NULL
         WHERE authenticators.confirmed_at IS NULL`,
        [userId, sealTotpSecret(deps.config.totpKeys, 'investor', secret), now],
      );
      if (rowCount !== 1) throw alreadyEnrolled();
      return {
        secret: totpSecretText(secret),
        otpauthUri: totpUri(secret, { issuer: TOTP_ISSUER, label: holder.email }),
      };
    },
    reply,
  );
}

/**
 * PUT /authenticator/{userId}: the first code from the app confirms the enrolment. Answers the ten
 * recovery codes, shown this once (stored hashed); the holder is e-mailed.
 */
export async function confirmAuthenticator(
  deps: Deps,
  request: AuditRequest,
  reply: FastifyReply | undefined,
  userId: number,
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const keys = { clock: deps.clock, keyring: deps.config.totpKeys };
  return confirmPendingAuthenticator(deps.db, keys, request, reply, userId, code, async (tx) => {
    const holder = await accountHolder(tx, userId, true);
    const recoveryCodes = newRecoveryCodes();
    await tx.query('DELETE FROM authenticator_recovery_codes WHERE user_id = $1', [userId]);
    await tx.query(
      `INSERT INTO authenticator_recovery_codes (user_id, code_hash)
       SELECT $1::bigint, unnest($2::bytea[])`,
      [userId, recoveryCodes.map((c) => recoveryCodeHash(userId, c))],
    );
    await recordAudit(tx, deps.clock, request, {
      action: 'authenticator.enrolled',
      userId,
      details: { recoveries: recoveryCodes.length },
    });
    await sendEmail(tx, deps, {
      to: holder.email,
      ...authenticatorChangedEmail(holder.language, holder.firstName, true),
      userId,
    });
    return { recoveryCodes };
  });
}

/**
 * DELETE /authenticator/{userId}: with an AUTHENTICATOR_CHANGE SMS code or the authenticator itself
 * (a code or a recovery code), removes the authenticator and its recovery codes; the holder is e-mailed.
 */
export async function removeAuthenticator(
  deps: Deps,
  request: AuditRequest,
  userId: number,
  given: StepUpCode,
  reply?: FastifyReply,
): Promise<AuthenticatorStatus> {
  const code = stepUpCheck('AUTHENTICATOR_CHANGE', given);
  return withStepUpCode(
    deps,
    request,
    userId,
    code,
    async (tx) => {
      const holder = await accountHolder(tx, userId, true);
      const { rowCount } = await tx.query(
        'DELETE FROM authenticators WHERE user_id = $1 AND confirmed_at IS NOT NULL',
        [userId],
      );
      await tx.query('DELETE FROM authenticator_recovery_codes WHERE user_id = $1', [userId]);
      if (rowCount === 1) {
        await recordAudit(tx, deps.clock, request, { action: 'authenticator.removed', userId, details: {} });
        await sendEmail(tx, deps, {
          to: holder.email,
          ...authenticatorChangedEmail(holder.language, holder.firstName, false),
          userId,
        });
      }
      return { enabled: false, recoveryCodesLeft: 0 };
    },
    reply,
  );
}
