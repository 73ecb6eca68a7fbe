/**
 * Closing an account (SPEC §2 Account page, §5; docs/decisions/0008-account-closure.md).
 *
 * Refused while the total balance (cash, principal still invested, funds reserved for withdrawals not
 * yet paid out: GET /accountBalance's totalBalance) is 1 € or more, or a debt of 1 € or more. Otherwise
 * the profile is closed in one transaction: `closed_at` set, the personal data erased from it (names,
 * phone, address, date of birth, tax number, questionnaire answers; e-mail and username replaced by an
 * address of the reserved `.invalid` domain, so the person can register again with theirs), every
 * session and open verification ended, the user's outbox entries emptied. What the law requires is
 * kept: the ledger, deposits, withdrawals and bank accounts, and the audit log (they name the user id,
 * not the person); for an investor who was identified or moved money, the identification data moves
 * to `closed_profiles` for the anti-money-laundering retention period and is deleted after it.
 *
 * Concurrency: the profile row is locked FOR UPDATE before the balance is read. A bank credit being
 * booked to the investor holds that row FOR SHARE (src/modules/deposits/deposits.ts), so either the closure waits and
 * then sees the money (and refuses), or the credit waits and then finds no open profile (suspense).
 */
import { recordAudit, type AuditActor, type AuditRequest } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import { totalBalanceCents } from '../ledger/index.ts';
import type { JobDefinition } from '../../platform/jobs.ts';

/** SPEC §5: deletion is refused while the account value is 1 € or more. */
export const CLOSING_LIMIT_CENTS = 100n;

/**
 * Years the identification data of a closed profile is kept: ZPPDFT-2 (the Slovenian anti-money-
 * laundering act) keeps customer due diligence data 10 years after the business relationship ends.
 */
export const IDENTITY_RETENTION_YEARS = 10;

export const accountValueNotZero = () =>
  new ApiError(
    422,
    'deleteAccountErrorAccountValue',
    'The account value must be 0 before the account can be deleted: withdraw or settle it first',
  );

/**
 * The total balance in cents when the account may be closed; 422 deleteAccountErrorAccountValue
 * when it holds 1 € or more, or owes 1 € or more (a debt is not closed away, SPEC §1).
 */
export async function checkClosable(db: Queryable, userId: number): Promise<bigint> {
  const total = await totalBalanceCents(db, userId);
  if (total >= CLOSING_LIMIT_CENTS || total <= -CLOSING_LIMIT_CENTS) throw accountValueNotZero();
  return total;
}

/** The e-mail address and username of a closed profile: unique, undeliverable (RFC 2606 `.invalid`). */
export function closedProfileAddress(userId: number): string {
  return `closed-${userId}@closed.invalid`;
}

/**
 * Closes the profile in the caller's transaction `tx` (which has spent the DELETE_ACCOUNT code, or
 * is an operator's closing: `actor`, src/modules/back-office/back-office.ts). `passwordHash` is an Argon2id hash of a
 * random secret made beforehand: the old hash leaves too.
 */
export async function closeProfile(
  tx: Queryable,
  clock: Clock,
  request: AuditRequest,
  userId: number,
  passwordHash: string,
  actor?: AuditActor,
): Promise<void> {
  const now = clock.now();
  const { rows } = await tx.query<{ phone: string; identified: boolean; moved_money: boolean }>(
    `SELECT phone, status = 'confirmed' AS identified,
            EXISTS (SELECT 1 FROM accounts a JOIN ledger_entries e ON e.account_id = a.id
                     WHERE a.user_id = users.id) AS moved_money
       FROM users WHERE id = $1 AND closed_at IS NULL FOR UPDATE`,
    [userId],
  );
  const profile = rows[0];
  if (!profile) throw notFound('Customer not found');
  const residual = await checkClosable(tx, userId);
  const identityRetained = profile.identified || profile.moved_money;
  if (identityRetained) {
    await tx.query(
      `INSERT INTO closed_profiles (user_id, closed_at, retain_until, identity)
       SELECT id, $2::timestamptz, $2::timestamptz + make_interval(years => $3::int), jsonb_build_object(
                'firstName', first_name, 'lastName', last_name, 'dateOfBirth', date_of_birth,
                'email', email, 'phone', phone, 'investorType', investor_type,
                'address', jsonb_build_object('streetName', street_name, 'streetNumber', street_number,
                  'unitNumber', unit_number, 'postalCode', postal_code, 'city', city,
                  'countryCode', country_code),
                'taxNo', tax_no, 'identificationDocumentValidTo', id_document_valid_to,
                'identifiedAt', confirmed_at, 'registeredAt', created_at)
         FROM users WHERE id = $1`,
      [userId, now, IDENTITY_RETENTION_YEARS],
    );
  }
  const address = closedProfileAddress(userId);
  // The database checks that nothing personal is left (constraint users_closed_erased, migration 0010).
  await tx.query(
    `UPDATE users SET closed_at = $2, updated_at = $2, username = $3, email = $3, password_hash = $4,
            first_name = '', last_name = '', phone = NULL, date_of_birth = NULL,
            street_name = NULL, street_number = NULL, unit_number = NULL, postal_code = NULL, city = NULL,
            tax_no = NULL, id_document_valid_to = NULL, funds_sources = '{}', annual_income = NULL,
            country_of_residence = NULL, two_factor_enabled = false, failed_login_count = 0
      WHERE id = $1`,
    [userId, now, address, passwordHash],
  );
  const revoked = await tx.query(
    'UPDATE access_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
    [userId, now],
  );
  await tx.query('UPDATE password_resets SET used_at = $2 WHERE user_id = $1 AND used_at IS NULL', [
    userId,
    now,
  ]);
  await tx.query(
    `UPDATE verification_codes SET superseded_at = $2
      WHERE user_id = $1 AND consumed_at IS NULL AND superseded_at IS NULL`,
    [userId, now],
  );
  // The payout account's holder is the person's name (migration 0021); its IBAN stays, as on the withdrawals.
  await tx.query('UPDATE bank_accounts SET holder_name = NULL WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM email_confirmations WHERE user_id = $1', [userId]);
  await tx.query('DELETE FROM phone_verifications WHERE consumed_by = $1 OR phone = $2', [
    userId,
    profile.phone,
  ]);
  await tx.query('DELETE FROM notifications WHERE user_id = $1', [userId]);
  // Messages not yet sent are never sent (a purged message is skipped) and none names the person.
  await tx.query(
    `UPDATE outbox SET recipient = $2, body = '', purged_at = coalesce(purged_at, $3) WHERE user_id = $1`,
    [userId, address, now],
  );
  await recordAudit(tx, clock, request, {
    action: 'account.closed',
    userId,
    actor,
    details: {
      sessionsRevoked: revoked.rowCount ?? 0,
      identityRetained,
      residualCents: Number(residual),
    },
  });
}

/** Deletes the retained identification data whose retention period has ended (a daily job). */
export async function deleteExpiredClosedProfiles(db: Queryable, clock: Clock): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM closed_profiles WHERE retain_until <= $1', [clock.now()]);
  return rowCount ?? 0;
}

/** Identification data of closed profiles leaves once its legal retention ends. */
export const closedProfilesPurgeJob: JobDefinition = {
  queue: 'closed-profiles-purge',
  cron: '37 4 * * *',
  async run({ pool, clock }) {
    await deleteExpiredClosedProfiles(pool, clock);
  },
};
