/**
 * The marketplace's reading side (SPEC §2 Investments, New investment page, My investments; §3
 * Investment, User investment): receivables as the contract's `Investment`, purchases as
 * `UserInvestment`, and the operator's `OpsReceivable`, `ReceivableHolder` and `OpsOriginator`.
 * Amounts are read as integer cents and become euros only in the JSON (centsToEuros); interest is
 * always src/modules/marketplace/interest.ts's interestCents.
 *
 * Two rules are defined here once:
 *   open        investors may buy it: state ACTIVE, something available, and the maturity date after
 *               today (the platform's calendar, by the clock) — on the due date it is paying out.
 *   cancelable  the investor may still cancel the purchase (docs/decisions/0007): the holding is
 *               ACTIVE, its receivable open and not fully funded (`funded_at` null: the assignor has
 *               not been paid, so the assignment is not concluded), bought less than 14 days ago.
 *
 * Lock order of everything that changes a receivable or its holdings (cancellations in
 * src/modules/marketplace/purchases.ts, auto-invest, the lifecycle): the receivable's row, then its user_investments
 * rows, then the ledger accounts (post_ledger_transaction() locks those last, in ascending id
 * order). One exception, for the throughput of a receivable many investors buy at once: a purchase
 * locks its investor's accounts, then the receivable, last (src/modules/marketplace/purchases.ts). A cycle with it needs
 * a transaction on the same receivable that wants the same investor's accounts; PostgreSQL ends one
 * of the two (40P01). The purchase runs again, as do the routes behind an Idempotency-Key
 * (src/platform/http/idempotency.ts), the operator's lifecycle calls (src/modules/marketplace/lifecycle.ts) and the jobs
 * (docs/decisions/0012).
 */
import type { components } from '@invest/api-client';
import type { Clock } from '../../platform/clock.ts';
import { cursorScope, keysetPage, type Keyset, type KeysetKey } from '../../platform/cursor.ts';
import { prepared, type Queryable } from '../../platform/db/pool.ts';
import { bpToPercent, daysBetween, interestCents } from './interest.ts';
import { centsToEuros } from '../../platform/money.ts';
import { platformToday, PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';
import { likePattern } from '../../platform/db/sql.ts';
import { notFound } from '../../platform/errors.ts';
import { originatorReference } from '../account/index.ts';

type Schemas = components['schemas'];
export type Investment = Schemas['Investment'];
export type UserInvestment = Schemas['UserInvestment'];
export type OpsReceivable = Schemas['OpsReceivable'];
export type OpsOriginator = Schemas['OpsOriginator'];
export type ReceivableHolder = Schemas['ReceivableHolder'];
export type SortDirection = 'asc' | 'desc';
/** A page of a sorted list: one of the list's sorts, its direction, the page's size and start. */
export interface SortedPage<Sort extends string> {
  sort: Sort;
  direction: SortDirection;
  limit: number;
  offset: number;
}

/** Dates of the marketplace (issue, maturity, purchase, today) are those of the platform's seat. */
/** A purchase is cancelable for 14 days at most (a cooling-off period, docs/decisions/0007). */
export const CANCEL_WINDOW_DAYS = 14;

/** SQL: receivable `r` is open on the date parameter `today` (see the top of this file). */
export function openSql(today: string): string {
  return `(r.state = 'ACTIVE' AND r.available_cents > 0 AND r.maturity_on > ${today}::date)`;
}

/** SQL: holding `ui` of receivable `r` is cancelable at the instant `now` (today is its date). */
export function cancelableSql(now: string, today: string): string {
  return `(ui.status = 'ACTIVE' AND r.funded_at IS NULL AND ${openSql(today)}
           AND ui.bought_at > ${now}::timestamptz - make_interval(days => ${CANCEL_WINDOW_DAYS}))`;
}

// ---------------------------------------------------------------------------------------------
// Investment (a receivable as investors see it).

/** The columns of an Originator as investors see it (publicOriginatorJson), from originator `o`. */
export const PUBLIC_ORIGINATOR_COLUMNS = `o.id::text AS originator_id, o.name AS originator_name,
  o.country_code AS originator_country, o.partner_since::text, o.failure_score::text, o.credit_ranking,
  o.company_size, o.employees, o.total_income_cents::text`;

export interface PublicOriginatorRow {
  originator_id: string;
  originator_name: string;
  originator_country: string;
  partner_since: string | null;
  failure_score: string | null;
  credit_ranking: string | null;
  company_size: Schemas['CompanySize'] | null;
  employees: number | null;
  total_income_cents: string | null;
}

/** An Originator as investors see it (a receivable's, and its own page's). */
export function publicOriginatorJson(row: PublicOriginatorRow): Schemas['Originator'] {
  return {
    Id: Number(row.originator_id),
    name: row.originator_name,
    countryCode: row.originator_country,
    partnerSince: row.partner_since,
    creditRating:
      row.failure_score === null && row.credit_ranking === null
        ? null
        : {
            failureScore: row.failure_score === null ? null : Number(row.failure_score),
            ranking: row.credit_ranking,
          },
    companySize: row.company_size,
    noOfEmployees: row.employees,
    totalIncome: row.total_income_cents === null ? null : centsToEuros(row.total_income_cents),
  };
}

/**
 * The columns of an Investment, from receivable `r` and originator `o`. The originator's deals on
 * the platform (SPEC §2 debtor data: every receivable it assigned, those not ended, their total
 * amount) are kept on its row by a trigger (migrations/0015_originator_deals.sql).
 */
const INVESTMENT_COLUMNS = `
  r.id::text AS r_id, r.number, r.type, r.total_cents::text, r.available_cents::text, r.interest_rate_bp,
  r.rank, r.issued_on::text, r.maturity_on::text, r.protection, r.country, r.state,
  ${PUBLIC_ORIGINATOR_COLUMNS}, o.deals_total::text, o.deals_active::text, o.deals_total_cents::text AS deals_value_cents`;

const INVESTMENT_JOINS = `JOIN originators o ON o.id = r.originator_id`;

/** SQL: whether the user (a parameter) holds an ACTIVE part of receivable `r`. */
function investedSql(user: string): string {
  return `EXISTS (SELECT 1 FROM user_investments h
                   WHERE h.user_id = ${user} AND h.receivable_id = r.id AND h.status = 'ACTIVE') AS invested`;
}

interface InvestmentRow extends PublicOriginatorRow {
  r_id: string;
  number: string;
  type: Schemas['InvestmentType'];
  total_cents: string;
  available_cents: string;
  interest_rate_bp: number;
  rank: string;
  issued_on: string;
  maturity_on: string;
  protection: 'PG' | 'BG' | null;
  country: string;
  state: Schemas['InvestmentState'];
  deals_total: string;
  deals_active: string;
  deals_value_cents: string;
  invested: boolean;
}

function investmentJson(row: InvestmentRow): Investment {
  const rate = bpToPercent(row.interest_rate_bp);
  return {
    Id: Number(row.r_id),
    number: row.number,
    originator: publicOriginatorJson(row),
    deals: {
      totalCount: Number(row.deals_total),
      activeCount: Number(row.deals_active),
      totalValue: centsToEuros(row.deals_value_cents),
    },
    type: row.type,
    totalAmount: centsToEuros(row.total_cents),
    availableAmount: centsToEuros(row.available_cents),
    interestRate: rate,
    // The expected yearly return of the receivable: its interest rate (SPEC defines no other ROI
    // of a single investment; the investor's ROI is the dashboard's).
    roi: rate,
    rank: row.rank,
    dateStartFormatted: row.issued_on,
    dateEndFormatted: row.maturity_on,
    termDays: daysBetween(row.issued_on, row.maturity_on),
    protection: row.protection,
    invested: row.invested,
    country: row.country,
    state: row.state,
  };
}

/**
 * ORDER BY of each marketplace sort (whitelisted, never built from the request's text). Ties fall
 * back to the id in the same direction, so the partial indexes receivables_open_* serve both
 * directions and pages neither repeat nor skip. `amount` is the amount still available.
 */
const INVESTMENT_ORDER: Record<'amount' | 'rate' | 'date', Record<SortDirection, string>> = {
  date: { asc: 'r.listed_at ASC, r.id ASC', desc: 'r.listed_at DESC, r.id DESC' },
  amount: { asc: 'r.available_cents ASC, r.id ASC', desc: 'r.available_cents DESC, r.id DESC' },
  rate: { asc: 'r.interest_rate_bp ASC, r.id ASC', desc: 'r.interest_rate_bp DESC, r.id DESC' },
};

export type InvestmentPage = SortedPage<keyof typeof INVESTMENT_ORDER>;

/**
 * The marketplace's optional filters (GET /investments), already checked against the contract: each
 * one given narrows the list, all together (AND). Term in days from issue to maturity (the
 * Investment's `termDays`), rates in percent, `protection` NONE for none, `originator` a part of the
 * originator's name.
 */
export interface InvestmentFilters {
  termFrom?: number;
  termTo?: number;
  type?: Schemas['InvestmentType'];
  protection?: 'PG' | 'BG' | 'NONE';
  country?: string;
  rateFrom?: number;
  rateTo?: number;
  originator?: string;
  originatorId?: number;
}

/** A percentage with at most two decimals as basis points (9.5 → 950), rounded towards the range's inside. */
function rateBp(percent: number, end: 'from' | 'to'): number {
  const bp = percent * 100;
  // 9.55 * 100 is 954.9999…: a float's error is no reason to leave the range's end out.
  return end === 'from' ? Math.ceil(bp - 1e-6) : Math.floor(bp + 1e-6);
}

/**
 * The WHERE conditions of the filters on receivable `r`, as SQL with numbered parameters from
 * `first` on, and their values. Only the conditions are built from the filters' presence; every
 * value travels as a parameter.
 */
function filterSql(filters: InvestmentFilters, first: number): { sql: string; values: unknown[] } {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${first + values.length - 1}`;
  };
  const term = '(r.maturity_on - r.issued_on)';
  if (filters.termFrom !== undefined) conditions.push(`${term} >= ${param(filters.termFrom)}::int`);
  if (filters.termTo !== undefined) conditions.push(`${term} <= ${param(filters.termTo)}::int`);
  if (filters.type !== undefined) conditions.push(`r.type = ${param(filters.type)}`);
  if (filters.protection === 'NONE') conditions.push('r.protection IS NULL');
  else if (filters.protection !== undefined) conditions.push(`r.protection = ${param(filters.protection)}`);
  if (filters.country !== undefined) conditions.push(`r.country = ${param(filters.country)}`);
  if (filters.rateFrom !== undefined)
    conditions.push(`r.interest_rate_bp >= ${param(rateBp(filters.rateFrom, 'from'))}::int`);
  if (filters.rateTo !== undefined)
    conditions.push(`r.interest_rate_bp <= ${param(rateBp(filters.rateTo, 'to'))}::int`);
  if (filters.originator !== undefined)
    conditions.push(
      `EXISTS (SELECT 1 FROM originators fo WHERE fo.id = r.originator_id
                  AND fo.name ILIKE ${param(likePattern(filters.originator))})`,
    );
  if (filters.originatorId !== undefined)
    conditions.push(`r.originator_id = ${param(filters.originatorId)}::bigint`);
  return { sql: conditions.map((condition) => ` AND ${condition}`).join(''), values };
}

/**
 * One page of open receivables for `userId` (whose holdings set `invested`), narrowed by `filters`.
 * The page is chosen on the receivables alone (an index walk), then only its rows are joined with
 * their originators. Without filters the statement is a prepared one per order; with them its text
 * depends on which filters are given, so it is not prepared (a name per combination would be many).
 */
export async function listOpenInvestments(
  db: Queryable,
  clock: Clock,
  userId: number,
  { sort, direction, limit, offset }: InvestmentPage,
  filters: InvestmentFilters = {},
): Promise<Investment[]> {
  const order = INVESTMENT_ORDER[sort][direction];
  const filter = filterSql(filters, 5);
  const text = `WITH page AS (
       SELECT r.* FROM receivables r WHERE ${openSql('$2')}${filter.sql} ORDER BY ${order} LIMIT $3 OFFSET $4
     )
     SELECT ${INVESTMENT_COLUMNS}, ${investedSql('$1')}
       FROM page r ${INVESTMENT_JOINS}
      ORDER BY ${order}`;
  const values = [userId, platformToday(clock), limit, offset, ...filter.values];
  const { rows } = await db.query<InvestmentRow>(
    filter.values.length === 0 && filter.sql === ''
      ? prepared(`investments-${sort}-${direction}`, text, values)
      : { text, values },
  );
  return rows.map(investmentJson);
}

/** One receivable in any state, as an Investment for `userId`; null when there is none. */
export async function findInvestment(db: Queryable, userId: number, id: number): Promise<Investment | null> {
  const { rows } = await db.query<InvestmentRow>(
    `SELECT ${INVESTMENT_COLUMNS}, ${investedSql('$1')}
       FROM receivables r ${INVESTMENT_JOINS}
      WHERE r.id = $2`,
    [userId, id],
  );
  return rows[0] ? investmentJson(rows[0]) : null;
}

// ---------------------------------------------------------------------------------------------
// UserInvestment (a purchase as its investor sees it).

interface UserInvestmentRow extends InvestmentRow {
  ui_id: string;
  ui_amount_cents: string;
  ui_rate_bp: number;
  ui_auto_invest: boolean;
  ui_status: Schemas['UserInvestmentStatus'];
  ui_accrued_cents: string;
  bought_on: string;
  ended_on: string | null;
  cancelable: boolean;
}

/** Columns of a holding `ui` besides its Investment; `$tz`, `$now`, `$today` are parameters. */
function userInvestmentColumns(tz: string, now: string, today: string): string {
  return `ui.id::text AS ui_id, ui.amount_cents::text AS ui_amount_cents, ui.interest_rate_bp AS ui_rate_bp,
    ui.auto_invest AS ui_auto_invest, ui.status AS ui_status, ui.accrued_interest_cents::text AS ui_accrued_cents,
    to_char(ui.bought_at AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS bought_on,
    to_char(ui.ended_at AT TIME ZONE ${tz}, 'YYYY-MM-DD') AS ended_on,
    ${cancelableSql(now, today)} AS cancelable`;
}

function userInvestmentJson(row: UserInvestmentRow): UserInvestment {
  const amount = BigInt(row.ui_amount_cents);
  return {
    Id: Number(row.ui_id),
    active: row.ui_status === 'ACTIVE',
    cancelable: row.cancelable,
    status: row.ui_status,
    amount: centsToEuros(amount),
    accruedInterest: centsToEuros(row.ui_accrued_cents),
    // What the holding earns from its purchase date to the maturity date; a cancelled one earns nothing.
    expectedInterest: centsToEuros(
      row.ui_status === 'CANCELED'
        ? 0n
        : interestCents(amount, row.ui_rate_bp, daysBetween(row.bought_on, row.maturity_on)),
    ),
    dateStartFormatted: row.bought_on,
    // My end date: the maturity date while held, the day it ended (repaid, bought back…) after.
    dateEndFormatted: row.ended_on ?? row.maturity_on,
    autoInvestData: row.ui_auto_invest ? { interestRate: bpToPercent(row.ui_rate_bp) } : null,
    investment: investmentJson(row),
  };
}

/** My end date in SQL (as dateEndFormatted): the day the holding ended, else the maturity date. */
const END_DATE_SQL = `coalesce((ui.ended_at AT TIME ZONE '${PLATFORM_TIME_ZONE}')::date, r.maturity_on)`;

/** ORDER BY of each My investments sort; ties by the holding's id in the same direction. */
const USER_INVESTMENT_ORDER: Record<
  'id' | 'amount' | 'issued' | 'maturity' | 'end',
  Record<SortDirection, string>
> = {
  id: { asc: 'ui.id ASC', desc: 'ui.id DESC' },
  amount: { asc: 'ui.amount_cents ASC, ui.id ASC', desc: 'ui.amount_cents DESC, ui.id DESC' },
  issued: { asc: 'ui.bought_at ASC, ui.id ASC', desc: 'ui.bought_at DESC, ui.id DESC' },
  maturity: { asc: 'r.maturity_on ASC, ui.id ASC', desc: 'r.maturity_on DESC, ui.id DESC' },
  end: { asc: `${END_DATE_SQL} ASC, ui.id ASC`, desc: `${END_DATE_SQL} DESC, ui.id DESC` },
};

export type UserInvestmentPage = SortedPage<keyof typeof USER_INVESTMENT_ORDER>;

/**
 * One page of the user's investments, active and done. Cancelled purchases are not listed (a
 * cancellation removes the purchase from the list, SPEC §4); GET /user_investments/{id} still
 * answers them, with status CANCELED.
 */
export async function listUserInvestments(
  db: Queryable,
  clock: Clock,
  userId: number,
  { sort, direction, limit, offset }: UserInvestmentPage,
): Promise<UserInvestment[]> {
  const order = USER_INVESTMENT_ORDER[sort][direction];
  const { rows } = await db.query<UserInvestmentRow>(
    prepared(
      `user-investments-${sort}-${direction}`,
      `WITH page AS (
       SELECT ui.* FROM user_investments ui JOIN receivables r ON r.id = ui.receivable_id
        WHERE ui.user_id = $1 AND ui.status <> 'CANCELED'
        ORDER BY ${order} LIMIT $5 OFFSET $6
     )
     SELECT ${INVESTMENT_COLUMNS}, ${investedSql('$1')}, ${userInvestmentColumns('$2', '$3', '$4')}
       FROM page ui JOIN receivables r ON r.id = ui.receivable_id ${INVESTMENT_JOINS}
      ORDER BY ${order}`,
      [userId, PLATFORM_TIME_ZONE, clock.now(), platformToday(clock), limit, offset],
    ),
  );
  return rows.map(userInvestmentJson);
}

/** One of the user's investments (cancelled ones too); null when it is not theirs or not there. */
export async function findUserInvestment(
  db: Queryable,
  clock: Clock,
  userId: number,
  id: number,
): Promise<UserInvestment | null> {
  const { rows } = await db.query<UserInvestmentRow>(
    `SELECT ${INVESTMENT_COLUMNS}, ${investedSql('$1')}, ${userInvestmentColumns('$3', '$4', '$5')}
       FROM user_investments ui JOIN receivables r ON r.id = ui.receivable_id ${INVESTMENT_JOINS}
      WHERE ui.id = $2 AND ui.user_id = $1`,
    [userId, id, PLATFORM_TIME_ZONE, clock.now(), platformToday(clock)],
  );
  return rows[0] ? userInvestmentJson(rows[0]) : null;
}

// ---------------------------------------------------------------------------------------------
// The operator's view: originators, receivables, holders.

interface OriginatorRow {
  id: string;
  name: string;
  country_code: string;
  partner_since: string | null;
  failure_score: string | null;
  credit_ranking: string | null;
  company_size: Schemas['CompanySize'] | null;
  employees: number | null;
  total_income_cents: string | null;
  iban: string | null;
  funds_cents: string | null;
  created_at: Date;
  description_en: string | null;
  description_sl: string | null;
}

/**
 * The columns of an OpsOriginator, from originator `o` (INSERT and UPDATE alias it too). Its funds
 * are its ledger account's balance: what arrived and was not distributed (none before its first
 * credit opens the account).
 */
export const ORIGINATOR_COLUMNS = `o.id::text, o.name, o.country_code, o.partner_since::text, o.failure_score::text,
  o.credit_ranking, o.company_size, o.employees, o.total_income_cents::text, o.iban,
  (SELECT a.balance_cents::text FROM accounts a WHERE a.originator_id = o.id AND a.kind = 'originator') AS funds_cents,
  o.created_at, o.description_en, o.description_sl`;

export function originatorJson(row: OriginatorRow): OpsOriginator {
  return {
    Id: Number(row.id),
    name: row.name,
    countryCode: row.country_code,
    partnerSince: row.partner_since,
    creditRating: {
      failureScore: row.failure_score === null ? null : Number(row.failure_score),
      ranking: row.credit_ranking,
    },
    companySize: row.company_size,
    noOfEmployees: row.employees,
    totalIncome: row.total_income_cents === null ? null : centsToEuros(row.total_income_cents),
    iban: row.iban,
    paymentReference: originatorReference(row.id),
    fundsAvailable: centsToEuros(row.funds_cents ?? 0n),
    createdAt: row.created_at.toISOString(),
    descriptionEn: row.description_en,
    descriptionSl: row.description_sl,
  };
}

/** ORDER BY of each sort of the originators' list (whitelisted); those without the value come last. */
const ORIGINATOR_ORDER: Record<
  'name' | 'partnerSince' | 'rating' | 'income',
  (dir: 'ASC' | 'DESC') => KeysetKey[]
> = {
  // Qualified: the selected columns of the same names are text.
  name: () => [{ sql: 'lower(o.name)', shape: 'text' }],
  // Unknown values last either way (NULLS LAST), as a keyset compares them: past the column's range
  // in the direction read (the checks of migrations/0008 bound the score and the income).
  partnerSince: (dir) => [
    {
      sql: `coalesce(o.partner_since, '${dir === 'ASC' ? '9999-12-31' : '0001-01-01'}'::date)`,
      shape: 'date',
    },
  ],
  rating: (dir) => [{ sql: `coalesce(o.failure_score, ${dir === 'ASC' ? 101 : -1})`, shape: 'decimal' }],
  income: (dir) => [
    {
      sql: `coalesce(o.total_income_cents, ${dir === 'ASC' ? '9223372036854775807' : -1})`,
      shape: 'decimal',
    },
  ],
};

export interface OriginatorQuery {
  /** A part of the name, case-insensitive (`%` and `_` literal). */
  q?: string;
  sort?: keyof typeof ORIGINATOR_ORDER;
  direction?: SortDirection;
  /** The `next` of the page before (for the same search and sort); none for the first page. */
  cursor?: string;
  size: number;
}

/** Every originator's id and name, by name (the marketplace's originator filter, GET /originators). */
export async function listOriginatorNames(db: Queryable): Promise<Schemas['OriginatorName'][]> {
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT id::text, name FROM originators ORDER BY lower(name), id',
  );
  return rows.map((row) => ({ Id: Number(row.id), name: row.name }));
}

/** The operator's list of originators: matching `q`, sorted (by name unless asked otherwise). */
export async function listOriginators(
  db: Queryable,
  { q, sort = 'name', direction = 'asc', cursor, size }: OriginatorQuery,
): Promise<{ content: OpsOriginator[]; next: string | null }> {
  const dir = direction === 'asc' ? 'ASC' : 'DESC';
  const keyset: Keyset = {
    list: 'ops-originators',
    keys: [...ORIGINATOR_ORDER[sort](dir), { sql: 'o.id', shape: 'id' }],
    direction: dir,
  };
  const scope = cursorScope({ q, sort, direction });
  const params: unknown[] = [q === undefined ? null : likePattern(q)];
  const { rows, next } = await keysetPage<OriginatorRow>(db, keyset, scope, cursor, size, {
    select: `SELECT ${ORIGINATOR_COLUMNS} FROM originators o`,
    where: ['$1::text IS NULL OR o.name ILIKE $1'],
    params,
  });
  return { content: rows.map(originatorJson), next };
}

interface ReceivableRow {
  id: string;
  number: string;
  originator_id: string;
  originator_name: string;
  type: Schemas['InvestmentType'];
  total_cents: string;
  available_cents: string;
  interest_rate_bp: number;
  rank: string;
  issued_on: string;
  maturity_on: string;
  original_maturity_on: string;
  protection: 'PG' | 'BG' | null;
  country: string;
  state: Schemas['InvestmentState'];
  extensions: number;
  late_since: string | null;
  loss_event_on: string | null;
  funded_at: Date | null;
  listed_at: Date;
  originator_funds_cents: string | null;
  waiting_repayment_id: string | null;
}

const RECEIVABLE_COLUMNS = `r.id::text, r.number, r.originator_id::text, o.name AS originator_name, r.type,
  r.total_cents::text, r.available_cents::text, r.interest_rate_bp, r.rank, r.issued_on::text,
  r.maturity_on::text, r.original_maturity_on::text, r.protection, r.country, r.state, r.extensions,
  r.late_since::text, r.loss_event_on::text, r.funded_at, r.listed_at,
  (SELECT a.balance_cents::text FROM accounts a WHERE a.originator_id = r.originator_id AND a.kind = 'originator')
    AS originator_funds_cents,
  (SELECT p.id::text FROM receivable_repayments p WHERE p.receivable_id = r.id AND p.status = 'PENDING_APPROVAL')
    AS waiting_repayment_id`;

interface ActiveHolding {
  receivable_id: string;
  user_id: string;
  amount_cents: string;
  interest_rate_bp: number;
  bought_on: string;
}

/**
 * Receivables as the operator sees them. soldAmount is the principal of the ACTIVE holdings,
 * activeHolders the investors holding them, and amountDue what the originator owes at the (current)
 * maturity date: that principal plus each holding's interest from its purchase date to maturity, at
 * the holding's rate, as interestCents computes it (the repayment splits exactly this).
 */
async function withHoldings(db: Queryable, rows: ReceivableRow[]): Promise<OpsReceivable[]> {
  if (rows.length === 0) return [];
  const { rows: holdings } = await db.query<ActiveHolding>(
    `SELECT receivable_id::text, user_id::text, amount_cents::text, interest_rate_bp,
            to_char(bought_at AT TIME ZONE $2, 'YYYY-MM-DD') AS bought_on
       FROM user_investments WHERE receivable_id = ANY($1::bigint[]) AND status = 'ACTIVE'`,
    [rows.map((r) => r.id), PLATFORM_TIME_ZONE],
  );
  const byReceivable = new Map<string, ActiveHolding[]>();
  for (const h of holdings) {
    const list = byReceivable.get(h.receivable_id);
    if (list) list.push(h);
    else byReceivable.set(h.receivable_id, [h]);
  }
  return rows.map((r) => {
    const active = byReceivable.get(r.id) ?? [];
    let sold = 0n;
    let interest = 0n;
    for (const h of active) {
      const amount = BigInt(h.amount_cents);
      sold += amount;
      interest += interestCents(amount, h.interest_rate_bp, daysBetween(h.bought_on, r.maturity_on));
    }
    return {
      Id: Number(r.id),
      number: r.number,
      originatorId: Number(r.originator_id),
      originatorName: r.originator_name,
      type: r.type,
      totalAmount: centsToEuros(r.total_cents),
      availableAmount: centsToEuros(r.available_cents),
      soldAmount: centsToEuros(sold),
      interestRate: bpToPercent(r.interest_rate_bp),
      rank: r.rank,
      dateStartFormatted: r.issued_on,
      dateEndFormatted: r.maturity_on,
      originalDateEndFormatted: r.original_maturity_on,
      termDays: daysBetween(r.issued_on, r.maturity_on),
      protection: r.protection,
      country: r.country,
      state: r.state,
      extensions: r.extensions,
      lateSince: r.late_since,
      lossEventOn: r.loss_event_on,
      fundedAt: r.funded_at?.toISOString() ?? null,
      listedAt: r.listed_at.toISOString(),
      activeHolders: new Set(active.map((h) => h.user_id)).size,
      amountDue: centsToEuros(sold + interest),
      originatorFunds: centsToEuros(r.originator_funds_cents ?? 0n),
      waitingRepaymentId: r.waiting_repayment_id === null ? null : Number(r.waiting_repayment_id),
    };
  });
}

/** One receivable as the operator sees it (OpsReceivable); null when there is none. */
export async function opsReceivable(db: Queryable, id: number): Promise<OpsReceivable | null> {
  const { rows } = await db.query<ReceivableRow>(
    `SELECT ${RECEIVABLE_COLUMNS} FROM receivables r JOIN originators o ON o.id = r.originator_id WHERE r.id = $1`,
    [id],
  );
  const [receivable] = await withHoldings(db, rows);
  return receivable ?? null;
}

/** ORDER BY of each sort of the operator's list (whitelisted, never built from the request's text). */
const OPS_RECEIVABLE_ORDER: Record<'listed' | 'maturity' | 'amount' | 'rate' | 'number', KeysetKey[]> = {
  listed: [{ sql: 'r.listed_at', shape: 'timestamp' }],
  maturity: [{ sql: 'r.maturity_on', shape: 'date' }],
  amount: [{ sql: 'r.total_cents', shape: 'decimal' }],
  rate: [{ sql: 'r.interest_rate_bp', shape: 'decimal' }],
  // Byte order: numbers are ASCII letters, digits and dashes, sorted as an operator reads them.
  number: [{ sql: 'r.number COLLATE "C"', shape: 'text' }],
};

export interface OpsReceivableQuery {
  state?: Schemas['InvestmentState'];
  /** A part of the number or of the originator's name, case-insensitive (`%` and `_` literal). */
  q?: string;
  sort?: keyof typeof OPS_RECEIVABLE_ORDER;
  direction?: SortDirection;
  /** The `next` of the page before (for the same filters and sort); none for the first page. */
  cursor?: string;
  size: number;
}

/** Receivables as the operator lists them: of one state, matching `q`, sorted (newest listing first). */
export async function listOpsReceivables(
  db: Queryable,
  { state, q, sort = 'listed', direction = 'desc', cursor, size }: OpsReceivableQuery,
): Promise<{ content: OpsReceivable[]; next: string | null }> {
  const pattern = q === undefined ? null : likePattern(q);
  const keyset: Keyset = {
    list: 'ops-receivables',
    keys: [...OPS_RECEIVABLE_ORDER[sort], { sql: 'r.id', shape: 'id' }],
    direction: direction === 'asc' ? 'ASC' : 'DESC',
  };
  const scope = cursorScope({ state, q, sort, direction });
  const params: unknown[] = [state ?? null, pattern];
  const { rows, next } = await keysetPage<ReceivableRow>(db, keyset, scope, cursor, size, {
    select: `SELECT ${RECEIVABLE_COLUMNS} FROM receivables r JOIN originators o ON o.id = r.originator_id`,
    where: ['$1::text IS NULL OR r.state = $1', '$2::text IS NULL OR r.number ILIKE $2 OR o.name ILIKE $2'],
    params,
  });
  return { content: await withHoldings(db, rows), next };
}

/** GET /ops/receivables/{id}/holders: the purchases in the order they were made. */
const HOLDER_KEYSET: Keyset = {
  list: 'ops-receivable-holders',
  keys: [{ sql: 'ui.id', shape: 'id' }],
  direction: 'ASC',
};

/** Every purchase of a receivable, cancelled ones included, oldest first. */
export async function listReceivableHolders(
  db: Queryable,
  receivableId: number,
  cursor: string | undefined,
  size: number,
): Promise<{ content: ReceivableHolder[]; next: string | null }> {
  const { rows, next } = await keysetPage<{
    id: string;
    user_id: string;
    username: string;
    amount_cents: string;
    interest_rate_bp: number;
    status: Schemas['UserInvestmentStatus'];
    bought_at: Date;
    accrued_interest_cents: string;
    auto_invest: boolean;
  }>(db, HOLDER_KEYSET, receivableId, cursor, size, {
    select: `SELECT ui.id::text, ui.user_id::text, u.username, ui.amount_cents::text, ui.interest_rate_bp,
                    ui.status, ui.bought_at, ui.accrued_interest_cents::text, ui.auto_invest
               FROM user_investments ui JOIN users u ON u.id = ui.user_id`,
    where: ['ui.receivable_id = $1'],
    params: [receivableId],
  });
  const content = rows.map((h) => ({
    userInvestmentId: Number(h.id),
    userId: Number(h.user_id),
    username: h.username,
    amount: centsToEuros(h.amount_cents),
    interestRate: bpToPercent(h.interest_rate_bp),
    status: h.status,
    boughtAt: h.bought_at.toISOString(),
    accruedInterest: centsToEuros(h.accrued_interest_cents),
    autoInvest: h.auto_invest,
  }));
  return { content, next };
}

/** The receivable as the operator sees it (the answer of every operator call on one), or 404. */
export async function receivableOr404(db: Queryable, id: number): Promise<OpsReceivable> {
  const receivable = await opsReceivable(db, id);
  if (!receivable) throw notFound('No such receivable');
  return receivable;
}
