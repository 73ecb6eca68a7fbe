/**
 * Failed-login counters (DESIGN §4): five consecutive wrong passwords block a profile, and a username
 * that has no profile is counted the same way in `unknown_login_failures`, so that after five wrong
 * passwords it answers exactly as a blocked profile does. Both counters are one atomic statement each:
 * concurrent attempts add exactly one apiece, in any number of server processes.
 */
import { realNow, type Clock } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db/pool.ts';
import { usernameDigest } from '../../platform/security.ts';
import type { JobDefinition } from '../../platform/jobs.ts';

/** SPEC §1/§9: five consecutive wrong passwords block the profile. */
export const MAX_FAILED_LOGINS = 5;
/**
 * How long five wrong passwords lock an operator's sign-in. It opens again by itself (or sooner, when
 * another operator lifts the lock), so that guessing operators' e-mail addresses cannot shut the back
 * office; 30 minutes is the least PCI DSS v4.0 (8.3.4) allows for a lockout that is not lifted by an
 * administrator.
 */
export const OPERATOR_LOCKOUT_MS = 30 * 60 * 1000;

/** The instant before which an operator's lock (its `blocked_at`) has run out; security time is real time. */
export function operatorLockExpiredBefore(clock: Clock): Date {
  return new Date(realNow(clock).getTime() - OPERATOR_LOCKOUT_MS);
}
/** Counters of unknown usernames are forgotten after 30 days without an attempt (a job deletes them). */
export const UNKNOWN_LOGIN_FAILURES_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Counts a wrong password for a profile that was not blocked when it was read. Returns the new count
 * and whether this very attempt blocked the profile; null when the profile is blocked already (by a
 * parallel attempt, or an operator), in which case nothing changes.
 */
export async function countLoginFailure(
  db: Queryable,
  clock: Clock,
  userId: number,
): Promise<{ failedCount: number; blockedNow: boolean } | null> {
  // Only the statement that reaches the limit sees `blocked_at` set by itself: later ones wait for its
  // row lock, then no longer match `blocked_at IS NULL` and return no row.
  const { rows } = await db.query<{ failed_login_count: number; blocked: boolean }>(
    `UPDATE users SET
       failed_login_count = failed_login_count + 1,
       blocked_at     = CASE WHEN failed_login_count + 1 >= $2 THEN $3::timestamptz END,
       blocked_reason = CASE WHEN failed_login_count + 1 >= $2 THEN 'failed-logins' END,
       updated_at = $3
     WHERE id = $1 AND blocked_at IS NULL
     RETURNING failed_login_count, blocked_at IS NOT NULL AS blocked`,
    [userId, MAX_FAILED_LOGINS, clock.now()],
  );
  const row = rows[0];
  return row ? { failedCount: row.failed_login_count, blockedNow: row.blocked } : null;
}

/**
 * Counts a wrong password for an operator whose sign-in was not locked when read, as
 * `countLoginFailure` does for investors: the attempt that reaches MAX_FAILED_LOGINS locks it for
 * OPERATOR_LOCKOUT_MS (another operator may lift the lock sooner: src/modules/auth/operators.ts). A
 * lock that has run out counts as none, and the count starts again. Null while the lock holds.
 */
export async function countOperatorLoginFailure(
  db: Queryable,
  clock: Clock,
  operatorId: number,
): Promise<{ failedCount: number; blockedNow: boolean } | null> {
  // `before`: the count this attempt adds to, nothing after a lock that ran out.
  const before = `CASE WHEN blocked_at IS NULL THEN failed_login_count ELSE 0 END`;
  const { rows } = await db.query<{ failed_login_count: number; blocked: boolean }>(
    `UPDATE operators SET
       failed_login_count = ${before} + 1,
       blocked_at = CASE WHEN ${before} + 1 >= $2 THEN $3::timestamptz END
     WHERE id = $1 AND (blocked_at IS NULL OR blocked_at <= $4)
     RETURNING failed_login_count, blocked_at IS NOT NULL AS blocked`,
    [operatorId, MAX_FAILED_LOGINS, realNow(clock), operatorLockExpiredBefore(clock)],
  );
  const row = rows[0];
  return row ? { failedCount: row.failed_login_count, blockedNow: row.blocked } : null;
}

/**
 * Operator logins count unknown usernames in the same table as investors' (and answer alike once
 * blocked), under their own key, so neither kind of login can block or unblock the other's names.
 */
export function operatorLoginName(username: string): string {
  return `operator:${username}`;
}

/**
 * Counts a wrong password for a username without a profile and returns the count (at most
 * MAX_FAILED_LOGINS, as a blocked profile's count stays there). The attempt that reaches the limit
 * and every later one are to be answered as a blocked profile. Each attempt also renews the row, so
 * a username under attack keeps answering "blocked" as a real blocked profile does.
 */
export async function countUnknownLoginFailure(
  db: Queryable,
  clock: Clock,
  username: string,
): Promise<number> {
  const { rows } = await db.query<{ failed_count: number }>(
    `INSERT INTO unknown_login_failures AS f (username_hash, failed_count, updated_at) VALUES ($1, 1, $3)
     ON CONFLICT (username_hash) DO UPDATE SET failed_count = least(f.failed_count + 1, $2), updated_at = $3
     RETURNING failed_count`,
    [usernameDigest(username), MAX_FAILED_LOGINS, clock.now()],
  );
  return rows[0]!.failed_count;
}

/**
 * countUnknownLoginFailure for a name that is no operator's (under `operatorLoginName`), locked as an
 * operator is: the attempt that reaches the limit and every one in the next OPERATOR_LOCKOUT_MS answer
 * as a locked operator (the row's time stays that of the lock, as `blocked_at` does), and the first
 * attempt after that counts 1 again.
 */
export async function countUnknownOperatorLoginFailure(
  db: Queryable,
  clock: Clock,
  username: string,
): Promise<number> {
  const locked = `f.failed_count >= $2 AND f.updated_at > $4`;
  const { rows } = await db.query<{ failed_count: number }>(
    `INSERT INTO unknown_login_failures AS f (username_hash, failed_count, updated_at) VALUES ($1, 1, $3)
     ON CONFLICT (username_hash) DO UPDATE SET
       failed_count = CASE WHEN ${locked} THEN f.failed_count
                           WHEN f.failed_count >= $2 THEN 1 ELSE f.failed_count + 1 END,
       updated_at = CASE WHEN ${locked} THEN f.updated_at ELSE $3 END
     RETURNING failed_count`,
    [
      usernameDigest(operatorLoginName(username)),
      MAX_FAILED_LOGINS,
      realNow(clock),
      operatorLockExpiredBefore(clock),
    ],
  );
  return rows[0]!.failed_count;
}

/** A profile now exists under the username: its failures as an unknown username no longer apply. */
export async function forgetUnknownLoginFailures(db: Queryable, username: string): Promise<void> {
  await db.query('DELETE FROM unknown_login_failures WHERE username_hash = $1', [usernameDigest(username)]);
}

/** The hourly cleanup: counters of unknown usernames without an attempt for 30 days. */
export async function deleteStaleUnknownLoginFailures(db: Queryable, clock: Clock): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM unknown_login_failures WHERE updated_at < $1', [
    new Date(clock.now().getTime() - UNKNOWN_LOGIN_FAILURES_TTL_MS),
  ]);
  return rowCount ?? 0;
}

/** Failed-login counters of unknown usernames idle for 30 days, deleted hourly. */
export const loginFailuresExpiryJob: JobDefinition = {
  queue: 'login-failures-expire',
  cron: '23 * * * *',
  async run({ pool, clock }) {
    await deleteStaleUnknownLoginFailures(pool, clock);
  },
};
