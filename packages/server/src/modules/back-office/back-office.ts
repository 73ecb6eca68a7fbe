/**
 * The operator's measures on investors (SPEC §6 Provider; terms §3 and §8): finding and reading an
 * investor, blocking, restricting (no buying, no withdrawing), lifting a block, closing, and deducting
 * amounts owed from the balance with four-eyes approval, whatever the amount (issue 21;
 * migrations/0016_back_office.sql, 0029).
 *
 * Every measure runs in one transaction that locks the investor's row (FOR UPDATE), changes it, tells
 * the investor (e-mail in their language, with the operator's reason) and writes the audit event with
 * the operator as actor, so a measure is recorded exactly when it takes effect.
 *
 * Restrictions are enforced where the money moves: buyReceivable (src/modules/marketplace/purchases.ts, also auto-invest's
 * purchases) refuses `buying-restricted`, the withdrawal and its code (src/modules/withdrawals/withdrawals.ts)
 * `withdrawing-restricted`. A block ends every session; the token lookup (src/platform/http/auth.ts) refuses blocked
 * profiles anyway.
 *
 * Deductions: investor cash → system `provider`, ledger kind `deduction`, external reference
 * `deduction:<id>` (booked once), without the funds check: the terms let the balance become negative,
 * a debt the investor settles within 5 days of the notice (NEGATIVE_BALANCE_DAYS); the notice is the
 * notification and e-mail sent in the booking's transaction and the due day is stored with it. Every
 * deduction waits for a second operator: the request books nothing. An approval locks the deduction's
 * row, so of two concurrent approvals the second finds it booked (409); the database refuses an
 * approval by the operator who asked (constraint deductions_four_eyes) and a booking nobody approved
 * (deductions_approved).
 */
import type { components } from '@invest/api-client';
import {
  closeProfile,
  investorReference,
  REGISTERED_NAME_SQL,
  userIdFromReference,
} from '../account/index.ts';
import { recordAudit, type AuditEvents, type AuditRequest } from '../../platform/audit.ts';
import {
  deductionEmail,
  inactivityNoticeEmail,
  profileMeasureEmail,
  type ProfileMeasure,
} from './messages.ts';
import { cursorScope, keysetPage, newestFirst, type Keyset, type KeysetKey } from '../../platform/cursor.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { ApiError, notFound } from '../../platform/errors.ts';
import { ONE_LINE_ADDRESS } from '../identity/index.ts';
import { investorCashAccountId, postTransaction, systemAccountId } from '../ledger/index.ts';
import { centsToEuros } from '../../platform/money.ts';
import { likePattern } from '../../platform/db/sql.ts';
import { addDays, platformToday } from '../../platform/calendar.ts';
import type { Language } from '../../platform/messages.ts';
import { notifyInvestor } from '../notifications/index.ts';
import { sendEmail } from '../../platform/outbox.ts';
import type { Deps } from '../../platform/http/types.ts';
import { hashPassword, randomSecret } from '../../platform/security.ts';

type Schemas = components['schemas'];

/** Terms §3: a negative balance is settled within 5 days of the provider's notice. */
export const NEGATIVE_BALANCE_DAYS = 5;

export const investorState = (message: string) => new ApiError(409, 'investor-state', message);
export const fourEyes = (message: string) => new ApiError(403, 'four-eyes', message);
export const approvalClosed = (message: string) => new ApiError(409, 'approval-closed', message);

// ---------------------------------------------------------------------------------------------
// Reading

/** The investor's display name: the company of a business investor, else the person. */
const NAME_SQL = REGISTERED_NAME_SQL;

/** SPEC §1: a profile may be closed after this many months without a purchase. */
export const INACTIVITY_MONTHS = 12;
/** SPEC §9: the provider's termination needs this many days' notice. */
export const INACTIVITY_NOTICE_DAYS = 10;

/** The investor's last purchase (index user_investments_user), null when there was none. */
const LAST_PURCHASE_SQL = `(SELECT max(ui.bought_at) FROM user_investments ui WHERE ui.user_id = u.id)`;

/**
 * An open profile without a purchase for INACTIVITY_MONTHS: the last purchase, or the registration when
 * there was none, lies before `$now` minus that many months (the parameter `now` names).
 */
function inactiveSql(now: string): string {
  return `u.closed_at IS NULL
    AND coalesce(${LAST_PURCHASE_SQL}, u.created_at) < ${now}::timestamptz - interval '${INACTIVITY_MONTHS} months'`;
}

/** The columns investorJson reads; `now` names the parameter holding the service's clock. */
const investorColumns = (now: string) => `
  u.id, ${NAME_SQL} AS name, u.email, u.investor_type, u.status, u.blocked_reason,
  u.buying_restricted, u.withdrawing_restricted, u.closed_at IS NOT NULL AS closed, u.created_at,
  coalesce(a.balance_cents, 0)::text AS available_cents, ${LAST_PURCHASE_SQL} AS last_purchase_at,
  u.inactivity_notice_at, to_char(u.inactivity_closes_on, 'YYYY-MM-DD') AS inactivity_closes_on,
  ${inactiveSql(now)} AS inactive`;

const INVESTOR_FROM = `users u LEFT JOIN accounts a ON a.user_id = u.id AND a.kind = 'investor-cash'`;

interface InvestorRow {
  id: string;
  name: string;
  email: string;
  investor_type: 'Personal' | 'Business';
  status: 'pending' | 'confirmed';
  blocked_reason: 'failed-logins' | 'provider' | null;
  buying_restricted: boolean;
  withdrawing_restricted: boolean;
  closed: boolean;
  created_at: Date;
  available_cents: string;
  last_purchase_at: Date | null;
  inactivity_notice_at: Date | null;
  inactivity_closes_on: string | null;
  inactive: boolean;
}

/** The notice stands while no purchase came after it. */
function standingNotice(r: InvestorRow): Schemas['OpsInvestor']['inactivityNotice'] {
  if (r.inactivity_notice_at === null || r.inactivity_closes_on === null) return null;
  if (r.last_purchase_at !== null && r.last_purchase_at >= r.inactivity_notice_at) return null;
  return { sentAt: r.inactivity_notice_at.toISOString(), closesOn: r.inactivity_closes_on };
}

const BLOCKED_REASON = { 'failed-logins': 'FAILED_LOGINS', provider: 'PROVIDER' } as const;

function investorJson(r: InvestorRow): Schemas['OpsInvestor'] {
  return {
    Id: Number(r.id),
    name: r.name,
    email: r.email,
    investorType: r.investor_type,
    reference: investorReference(r.id),
    identified: r.status === 'confirmed',
    blocked: r.blocked_reason !== null,
    blockedReason: r.blocked_reason ? BLOCKED_REASON[r.blocked_reason] : null,
    restrictions: { buying: r.buying_restricted, withdrawing: r.withdrawing_restricted },
    closed: r.closed,
    registeredAt: r.created_at.toISOString(),
    availableFunds: centsToEuros(r.available_cents),
    lastPurchaseAt: r.last_purchase_at?.toISOString() ?? null,
    inactive: r.inactive,
    inactivityNotice: standingNotice(r),
  };
}

/**
 * The status filter of GET /ops/investors (a blocked or restricted profile is also pending or
 * confirmed; INACTIVE is read against the clock, inactiveSql).
 */
const STATUS_SQL: Record<Exclude<Schemas['OpsInvestorStatus'], 'INACTIVE'>, string> = {
  PENDING: `u.status = 'pending' AND u.closed_at IS NULL`,
  CONFIRMED: `u.status = 'confirmed' AND u.closed_at IS NULL`,
  BLOCKED: `u.blocked_at IS NOT NULL AND u.closed_at IS NULL`,
  RESTRICTED: `(u.buying_restricted OR u.withdrawing_restricted) AND u.closed_at IS NULL`,
  CLOSED: `u.closed_at IS NOT NULL`,
};

/** The keys of each sort (whitelisted, never built from the request's text); the id makes it total. */
const INVESTOR_ORDER: Record<'id' | 'name' | 'email' | 'registered', KeysetKey[]> = {
  id: [],
  name: [{ sql: `lower(${NAME_SQL})`, shape: 'text' }],
  email: [{ sql: 'lower(u.email)', shape: 'text' }],
  registered: [{ sql: 'u.created_at', shape: 'timestamp' }],
};

export interface InvestorQuery {
  q?: string;
  status?: Schemas['OpsInvestorStatus'];
  sort?: keyof typeof INVESTOR_ORDER;
  direction?: 'asc' | 'desc';
  /** The `next` of the page before (for the same filters and sort), or none for the first page. */
  cursor?: string;
  size: number;
  /** The service's clock: INACTIVE is measured from it. */
  now: Date;
}

/** The user id the search text names: the id itself or an RF reference (printed with spaces or not). */
function searchedId(q: string): number | null {
  const text = q.trim();
  if (/^[0-9]{1,15}$/.test(text)) return Number(text);
  return userIdFromReference(text);
}

/** GET /ops/investors: by name, e-mail, id or reference, filtered by status, sorted, one page. */
export async function searchInvestors(
  db: Queryable,
  query: InvestorQuery,
): Promise<Schemas['OpsInvestorPage']> {
  const { q, status, sort = 'id', direction = 'desc', cursor, size, now } = query;
  const keyset: Keyset = {
    list: 'ops-investors',
    keys: [...INVESTOR_ORDER[sort], { sql: 'u.id', shape: 'id' }],
    direction: direction === 'asc' ? 'ASC' : 'DESC',
  };
  const scope = cursorScope({ q: q?.trim() || undefined, status, sort, direction });
  const params: unknown[] = [];
  const where: string[] = [];
  if (q !== undefined && q.trim() !== '') {
    params.push(likePattern(q.trim()));
    const pattern = `$${params.length}`;
    const clauses = [
      `${NAME_SQL} ILIKE ${pattern}`,
      `u.first_name || ' ' || u.last_name ILIKE ${pattern}`,
      `u.email ILIKE ${pattern}`,
    ];
    const id = searchedId(q);
    if (id !== null) {
      params.push(id);
      clauses.push(`u.id = $${params.length}`);
    }
    where.push(`(${clauses.join(' OR ')})`);
  }
  params.push(now);
  const nowParam = `$${params.length}`;
  if (status === 'INACTIVE') where.push(inactiveSql(nowParam));
  else if (status) where.push(STATUS_SQL[status]);
  const { rows, next } = await keysetPage<InvestorRow>(db, keyset, scope, cursor, size, {
    select: `SELECT ${investorColumns(nowParam)} FROM ${INVESTOR_FROM}`,
    where,
    params,
  });
  return { content: rows.map(investorJson), next };
}

/** GET /ops/investors/{id}: the profile an operator acts on; null when there is no such investor. */
export async function investorProfile(
  db: Queryable,
  userId: number,
  now: Date,
): Promise<Schemas['OpsInvestorProfile'] | null> {
  const { rows } = await db.query<
    InvestorRow & {
      first_name: string;
      last_name: string;
      company_name: string | null;
      address: string | null;
      phone: string | null;
      language: Language;
      email_confirmed: boolean;
      two_factor_enabled: boolean;
      last_login_at: Date | null;
      iban: string | null;
      measure_reason: string | null;
      measure_at: Date | null;
    }
  >(
    `SELECT ${investorColumns('$2')}, u.first_name, u.last_name, u.company_name, ${ONE_LINE_ADDRESS} AS address,
            u.phone, u.language,
            u.email_confirmed_at IS NOT NULL AS email_confirmed, u.two_factor_enabled, u.last_login_at,
            (SELECT b.iban FROM bank_accounts b WHERE b.user_id = u.id AND b.is_main) AS iban,
            u.measure_reason, u.measure_at
       FROM ${INVESTOR_FROM} WHERE u.id = $1`,
    [userId, now],
  );
  const r = rows[0];
  if (!r) return null;
  return {
    ...investorJson(r),
    firstName: r.first_name,
    lastName: r.last_name,
    companyName: r.company_name,
    address: r.address,
    phone: r.phone,
    language: r.language,
    emailConfirmed: r.email_confirmed,
    twoFactorAuthEnabled: r.two_factor_enabled,
    lastLoginAt: r.last_login_at?.toISOString() ?? null,
    mainBankAccount: r.iban,
    measureReason: r.measure_reason,
    measureAt: r.measure_at?.toISOString() ?? null,
  };
}

/** 404 unless the investor exists (closed profiles exist: their history stays readable). */
export async function requireInvestor(db: Queryable, userId: number): Promise<void> {
  const { rowCount } = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  if (rowCount !== 1) throw notFound('No such investor');
}

// ---------------------------------------------------------------------------------------------
// Measures

interface LockedInvestor {
  email: string;
  firstName: string;
  language: Language;
  blockedReason: 'failed-logins' | 'provider' | null;
  buyingRestricted: boolean;
  withdrawingRestricted: boolean;
}

/** Locks the open profile's row for a measure: 404 when there is none, 409 when it is closed. */
async function lockInvestor(tx: Queryable, userId: number): Promise<LockedInvestor> {
  const { rows } = await tx.query<{
    email: string;
    first_name: string;
    language: Language;
    blocked_reason: 'failed-logins' | 'provider' | null;
    buying_restricted: boolean;
    withdrawing_restricted: boolean;
    closed: boolean;
  }>(
    `SELECT email, first_name, language, blocked_reason, buying_restricted, withdrawing_restricted,
            closed_at IS NOT NULL AS closed
       FROM users WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  const r = rows[0];
  if (!r) throw notFound('No such investor');
  if (r.closed) throw investorState('The profile is closed');
  return {
    email: r.email,
    firstName: r.first_name,
    language: r.language,
    blockedReason: r.blocked_reason,
    buyingRestricted: r.buying_restricted,
    withdrawingRestricted: r.withdrawing_restricted,
  };
}

async function tellInvestor(
  tx: Queryable,
  deps: Pick<Deps, 'clock' | 'jobs'>,
  userId: number,
  investor: LockedInvestor,
  measure: ProfileMeasure,
  reason: string,
): Promise<void> {
  const mail = profileMeasureEmail(investor.language, investor.firstName, measure, reason);
  await sendEmail(tx, deps, { to: investor.email, ...mail, userId });
}

type MeasureAction = 'investor.blocked' | 'investor.unblocked' | 'investor.restricted' | 'investor.closed';

/** What a measure did: what the investor is told, and the audit event (the operator is its actor). */
interface MeasureOutcome<A extends MeasureAction> {
  tell: ProfileMeasure;
  audit: { action: A; details: AuditEvents[A] };
}

/**
 * One measure on a profile, in one transaction: the open profile's row locked (404, 409 when
 * closed), the change `apply` makes, the e-mail that tells the investor what and why, and the audit
 * event with the operator as actor.
 */
async function applyMeasure<A extends MeasureAction>(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  userId: number,
  reason: string,
  apply: (tx: Queryable, investor: LockedInvestor, now: Date) => Promise<MeasureOutcome<A>>,
): Promise<void> {
  const { db, clock } = deps;
  await withTransaction(db, async (tx) => {
    const investor = await lockInvestor(tx, userId);
    const { tell, audit } = await apply(tx, investor, clock.now());
    await tellInvestor(tx, deps, userId, investor, tell, reason);
    await recordAudit(tx, clock, request, { ...audit, userId, actor: `operator:${operatorId}` });
  });
}

/** Blocks the profile (terms §8): no sign-in, every session ended. */
export async function blockInvestor(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  userId: number,
  reason: string,
): Promise<void> {
  await applyMeasure(deps, request, operatorId, userId, reason, async (tx, investor, now) => {
    if (investor.blockedReason === 'provider') throw investorState('The profile is blocked already');
    await tx.query(
      `UPDATE users SET blocked_at = $2, blocked_reason = 'provider', measure_reason = $3, measure_at = $2,
              updated_at = $2
        WHERE id = $1`,
      [userId, now, reason],
    );
    const revoked = await tx.query(
      'UPDATE access_tokens SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL',
      [userId, now],
    );
    return {
      tell: { kind: 'blocked' },
      audit: { action: 'investor.blocked', details: { reason, sessionsRevoked: revoked.rowCount ?? 0 } },
    };
  });
}

/** Lifts a block (the provider's or one after failed logins); restrictions stay. */
export async function unblockInvestor(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  userId: number,
  reason: string,
): Promise<void> {
  await applyMeasure(deps, request, operatorId, userId, reason, async (tx, investor, now) => {
    const previous = investor.blockedReason;
    if (previous === null) throw investorState('The profile is not blocked');
    // The reason shown stays the restriction's while one remains.
    await tx.query(
      `UPDATE users SET blocked_at = NULL, blocked_reason = NULL, failed_login_count = 0, updated_at = $2,
              measure_reason = CASE WHEN buying_restricted OR withdrawing_restricted THEN measure_reason END,
              measure_at = CASE WHEN buying_restricted OR withdrawing_restricted THEN measure_at END
        WHERE id = $1`,
      [userId, now],
    );
    return {
      tell: { kind: 'unblocked' },
      audit: { action: 'investor.unblocked', details: { reason, previous } },
    };
  });
}

/** Sets the restrictions (both false: lifted). */
export async function restrictInvestor(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  userId: number,
  restrictions: { buying: boolean; withdrawing: boolean; reason: string },
): Promise<void> {
  const { buying, withdrawing, reason } = restrictions;
  await applyMeasure(deps, request, operatorId, userId, reason, async (tx, investor, now) => {
    if (investor.buyingRestricted === buying && investor.withdrawingRestricted === withdrawing)
      throw investorState('The profile has these restrictions already');
    const standing = buying || withdrawing || investor.blockedReason !== null;
    await tx.query(
      `UPDATE users SET buying_restricted = $2, withdrawing_restricted = $3, updated_at = $4,
              measure_reason = $5, measure_at = $6
        WHERE id = $1`,
      [userId, buying, withdrawing, now, standing ? reason : null, standing ? now : null],
    );
    return {
      tell: { kind: 'restricted', buying, withdrawing },
      audit: { action: 'investor.restricted', details: { reason, buying, withdrawing } },
    };
  });
}

/**
 * Closes the profile by the rules of the investor's own closing (src/modules/account/account-closure.ts: refused while
 * 1 € or more is held or owed). The e-mail is queued after the personal data left the profile, to the
 * address read before.
 */
export async function closeInvestor(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  userId: number,
  reason: string,
): Promise<void> {
  const passwordHash = await hashPassword(randomSecret());
  await applyMeasure(deps, request, operatorId, userId, reason, async (tx) => {
    await closeProfile(tx, deps.clock, request, userId, passwordHash, `operator:${operatorId}`);
    return { tell: { kind: 'closed' }, audit: { action: 'investor.closed', details: { reason } } };
  });
}

/**
 * Tells an investor without a purchase for INACTIVITY_MONTHS that the profile may be closed from
 * INACTIVITY_NOTICE_DAYS later (SPEC §1 and §9): 409 `investor-state` when the profile is closed, has
 * bought within the period or has a notice standing. The investor's row lock serialises two operators;
 * a purchase after the notice voids it (standingNotice). Returns the day named.
 */
export async function sendInactivityNotice(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  userId: number,
): Promise<string> {
  const { db, clock } = deps;
  return withTransaction(db, async (tx) => {
    const investor = await lockInvestor(tx, userId);
    const now = clock.now();
    const { rows } = await tx.query<InvestorRow>(
      `SELECT ${investorColumns('$2')} FROM ${INVESTOR_FROM} WHERE u.id = $1`,
      [userId, now],
    );
    const row = rows[0]!;
    if (!row.inactive)
      throw investorState(`The investor bought or registered within the last ${INACTIVITY_MONTHS} months`);
    if (standingNotice(row)) throw investorState('The investor has been sent this notice already');
    const closesOn = addDays(platformToday(clock), INACTIVITY_NOTICE_DAYS);
    await tx.query(
      `UPDATE users SET inactivity_notice_at = $2, inactivity_closes_on = $3, updated_at = $2 WHERE id = $1`,
      [userId, now, closesOn],
    );
    const lastPurchaseAt = row.last_purchase_at?.toISOString() ?? null;
    const mail = inactivityNoticeEmail(investor.language, investor.firstName, {
      lastPurchaseOn: lastPurchaseAt?.slice(0, 10) ?? null,
      closesOn,
    });
    await sendEmail(tx, deps, { to: investor.email, ...mail, userId });
    await recordAudit(tx, clock, request, {
      action: 'investor.inactivity-noticed',
      details: { closesOn, lastPurchaseAt },
      userId,
      actor: `operator:${operatorId}`,
    });
    return closesOn;
  });
}

// ---------------------------------------------------------------------------------------------
// Deductions

interface DeductionRow {
  id: string;
  user_id: string;
  investor_name: string;
  amount_cents: string;
  reason: string;
  status: Schemas['DeductionStatus'];
  requested_by: string;
  requested_at: Date;
  decided_by: string | null;
  decided_at: Date | null;
  rejection_reason: string | null;
  negative_due_on: string | null;
}

const DEDUCTION_COLUMNS = `id, user_id,
  (SELECT ${NAME_SQL} FROM users u WHERE u.id = deductions.user_id) AS investor_name,
  amount_cents::text, reason, status, requested_by, requested_at,
  decided_by, decided_at, rejection_reason, to_char(negative_due_on, 'YYYY-MM-DD') AS negative_due_on`;

function deductionJson(d: DeductionRow): Schemas['Deduction'] {
  return {
    Id: Number(d.id),
    userId: Number(d.user_id),
    investorName: d.investor_name,
    amount: centsToEuros(d.amount_cents),
    reason: d.reason,
    status: d.status,
    requestedBy: Number(d.requested_by),
    requestedAt: d.requested_at.toISOString(),
    decidedBy: d.decided_by === null ? null : Number(d.decided_by),
    decidedAt: d.decided_at?.toISOString() ?? null,
    rejectionReason: d.rejection_reason,
    negativeBalanceDueOn: d.negative_due_on,
  };
}

async function deductionById(db: Queryable, id: number): Promise<Schemas['Deduction']> {
  const { rows } = await db.query<DeductionRow>(`SELECT ${DEDUCTION_COLUMNS} FROM deductions WHERE id = $1`, [
    id,
  ]);
  return deductionJson(rows[0]!);
}

/**
 * Books a deduction whose row `tx` has locked (and whose investor's row it holds): the posting, the
 * row, the investor's notice (a negative balance: NEGATIVE_BALANCE and the due day), the audit event.
 */
async function bookDeduction(
  tx: Queryable,
  deps: Pick<Deps, 'clock' | 'jobs'>,
  request: AuditRequest,
  decidedBy: number,
  deduction: { id: number; userId: number; amountCents: bigint; reason: string },
): Promise<void> {
  const { clock } = deps;
  const { id, userId, amountCents, reason } = deduction;
  const now = clock.now();
  const cash = await investorCashAccountId(tx, userId);
  const provider = await systemAccountId(tx, 'provider');
  const ledgerTransactionId = await postTransaction(tx, {
    kind: 'deduction',
    occurredAt: now,
    description: 'Deduction by the provider',
    externalRef: `deduction:${id}`,
    entries: [
      { accountId: cash, amountCents: -amountCents },
      { accountId: provider, amountCents },
    ],
    // Terms §3: the balance may become negative (a debt settled within 5 days of the notice).
    checkFunds: false,
  });
  const { rows } = await tx.query<{ balance_cents: string }>(
    'SELECT balance_cents::text FROM accounts WHERE id = $1',
    [cash],
  );
  const balanceAfter = BigInt(rows[0]!.balance_cents);
  const dueOn = balanceAfter < 0n ? addDays(platformToday(clock), NEGATIVE_BALANCE_DAYS) : null;
  await tx.query(
    `UPDATE deductions SET status = 'BOOKED', decided_by = $2, decided_at = $3, ledger_transaction_id = $4,
            negative_due_on = $5
      WHERE id = $1`,
    [id, decidedBy, now, ledgerTransactionId, dueOn],
  );
  const email = (to: { firstName: string; language: Language }) =>
    deductionEmail(to.language, to.firstName, amountCents, reason, balanceAfter, dueOn);
  if (dueOn) {
    // The notice of terms §3: a notification and an e-mail whatever the investor's settings.
    await notifyInvestor(tx, deps, userId, 'NEGATIVE_BALANCE', email);
  } else {
    const { rows: users } = await tx.query<{ email: string; first_name: string; language: Language }>(
      'SELECT email, first_name, language FROM users WHERE id = $1',
      [userId],
    );
    const to = users[0]!;
    await sendEmail(tx, deps, {
      to: to.email,
      ...email({ firstName: to.first_name, language: to.language }),
      userId,
    });
  }
  await recordAudit(tx, clock, request, {
    action: 'deduction.booked',
    userId,
    actor: `operator:${decidedBy}`,
    details: {
      deductionId: id,
      amountCents: Number(amountCents),
      ledgerTransactionId: Number(ledgerTransactionId),
      balanceAfterCents: Number(balanceAfter),
      negativeDueOn: dueOn,
    },
  });
}

/**
 * POST /ops/investors/{id}/deductions: a deduction of any size waits for a second operator
 * (approveDeduction books it); asking moves no money. The investor's row is held (FOR SHARE) so a
 * closing cannot slip in between.
 */
export async function requestDeduction(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  userId: number,
  amountCents: bigint,
  reason: string,
): Promise<Schemas['Deduction']> {
  const { db, clock } = deps;
  const id = await withTransaction(db, async (tx) => {
    const { rows } = await tx.query<{ closed: boolean }>(
      'SELECT closed_at IS NOT NULL AS closed FROM users WHERE id = $1 FOR SHARE',
      [userId],
    );
    if (!rows[0]) throw notFound('No such investor');
    if (rows[0].closed) throw investorState('The profile is closed');
    const { rows: inserted } = await tx.query<{ id: string }>(
      `INSERT INTO deductions (user_id, amount_cents, reason, status, requested_by, requested_at)
       VALUES ($1, $2, $3, 'PENDING_APPROVAL', $4, $5) RETURNING id`,
      [userId, amountCents.toString(), reason, operatorId, clock.now()],
    );
    const deductionId = Number(inserted[0]!.id);
    await recordAudit(tx, clock, request, {
      action: 'deduction.requested',
      userId,
      actor: `operator:${operatorId}`,
      details: { deductionId, amountCents: Number(amountCents), reason },
    });
    return deductionId;
  });
  return deductionById(db, id);
}

/**
 * Locks a deduction waiting for approval for the second operator's decision: 404, 403 `four-eyes`
 * for the operator who asked, 409 `approval-closed` once decided.
 */
async function lockForDecision(tx: Queryable, id: number, operatorId: number): Promise<DeductionRow> {
  const { rows } = await tx.query<DeductionRow>(
    `SELECT ${DEDUCTION_COLUMNS} FROM deductions WHERE id = $1 FOR UPDATE`,
    [id],
  );
  const d = rows[0];
  if (!d) throw notFound('No such deduction');
  if (Number(d.requested_by) === operatorId)
    throw fourEyes('Another operator must decide on a deduction you asked for');
  if (d.status !== 'PENDING_APPROVAL') throw approvalClosed(`The deduction is ${d.status} already`);
  return d;
}

/** POST /ops/deductions/{id}/approve: the second operator's approval books it. */
export async function approveDeduction(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  id: number,
): Promise<Schemas['Deduction']> {
  const { db, clock } = deps;
  await withTransaction(db, async (tx) => {
    const d = await lockForDecision(tx, id, operatorId);
    const userId = Number(d.user_id);
    const { rows } = await tx.query<{ closed: boolean }>(
      'SELECT closed_at IS NOT NULL AS closed FROM users WHERE id = $1 FOR SHARE',
      [userId],
    );
    if (rows[0]!.closed) throw investorState('The profile was closed since the deduction was asked for');
    const amountCents = BigInt(d.amount_cents);
    await recordAudit(tx, clock, request, {
      action: 'deduction.approved',
      userId,
      actor: `operator:${operatorId}`,
      details: { deductionId: id, amountCents: Number(amountCents), requestedBy: Number(d.requested_by) },
    });
    await bookDeduction(tx, deps, request, operatorId, { id, userId, amountCents, reason: d.reason });
  });
  return deductionById(db, id);
}

/** POST /ops/deductions/{id}/reject: the second operator closes it; nothing is booked. */
export async function rejectDeduction(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  id: number,
  reason: string,
): Promise<Schemas['Deduction']> {
  const { db, clock } = deps;
  await withTransaction(db, async (tx) => {
    const d = await lockForDecision(tx, id, operatorId);
    await tx.query(
      `UPDATE deductions SET status = 'REJECTED', decided_by = $2, decided_at = $3, rejection_reason = $4
        WHERE id = $1`,
      [id, operatorId, clock.now(), reason],
    );
    await recordAudit(tx, clock, request, {
      action: 'deduction.rejected',
      userId: Number(d.user_id),
      actor: `operator:${operatorId}`,
      details: { deductionId: id, amountCents: Number(d.amount_cents), reason },
    });
  });
  return deductionById(db, id);
}

/** GET /ops/deductions: newest first, by status and investor. */
export async function listDeductions(
  db: Queryable,
  query: { status?: Schemas['DeductionStatus']; userId?: number; cursor?: string; size: number },
): Promise<Schemas['DeductionPage']> {
  const scope = cursorScope({ status: query.status, userId: query.userId });
  const { rows, next } = await keysetPage<DeductionRow>(
    db,
    DEDUCTION_KEYSET,
    scope,
    query.cursor,
    query.size,
    {
      select: `SELECT ${DEDUCTION_COLUMNS} FROM deductions`,
      where: ['$1::text IS NULL OR status = $1', '$2::bigint IS NULL OR user_id = $2'],
      params: [query.status ?? null, query.userId ?? null],
    },
  );
  return { content: rows.map(deductionJson), next };
}

/** GET /ops/deductions: newest first. */
const DEDUCTION_KEYSET = newestFirst('ops-deductions', 'id');
