/**
 * The data of an account statement: the investor's cash-account movements over a period of calendar
 * days, with the balances around them. One query feeds the income statement PDF
 * (src/modules/wallet/income-statement.ts) and the CSV/XLSX export (src/modules/wallet/history-export.ts); neither renders here.
 *
 * A period is `from`…`to`, both inclusive, in calendar days of the platform's seat
 * (PLATFORM_TIME_ZONE): it starts at local midnight of `from` and ends before local midnight of the
 * day after `to`. Movements are ordered by business time (occurred_at, then posting order), and the
 * balance after each is the opening balance plus the movements so far, so the opening balance, the
 * rows and the closing balance always agree, also for a movement booked late with an earlier date.
 * All money is integer cents (bigint).
 */
import type { components } from '@invest/api-client';
import type { Queryable } from '../../platform/db/pool.ts';
import { badRequest } from '../../platform/errors.ts';
import type { InvestorLedgerKind } from '../ledger/index.ts';
import type { Language } from '../../platform/messages.ts';
import { HISTORY_TYPE_OF_KIND } from './balance.ts';
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';

type AccountHistoryType = components['schemas']['AccountHistoryType'];

/** The longest period a statement covers: `to` must fall before `from` plus this many years. */
export const MAX_PERIOD_YEARS = 5;

export interface Period {
  /** `YYYY-MM-DD`, inclusive. */
  from: string;
  /** `YYYY-MM-DD`, inclusive. */
  to: string;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written `YYYY-MM-DD` (the contract's `format: date` checks it too). */
function isCalendarDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** `YYYY-MM-DD` plus whole years; 29 February becomes 1 March in a year without one. */
function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + years, m - 1, d)).toISOString().slice(0, 10);
}

/**
 * The period of a request, or a 400 `validation-error`: dates must be calendar dates, `to` not
 * before `from`, and the period shorter than MAX_PERIOD_YEARS (5 full calendar years fit:
 * 2021-01-01…2025-12-31; 2021-01-01…2026-01-01 does not).
 */
export function parsePeriod(from: string, to: string): Period {
  if (!isCalendarDate(from) || !isCalendarDate(to))
    throw badRequest('from and to must be calendar dates written YYYY-MM-DD');
  // ISO dates compare as text.
  if (to < from) throw badRequest('to must not be before from');
  if (to >= addYears(from, MAX_PERIOD_YEARS))
    throw badRequest(`The period must be shorter than ${MAX_PERIOD_YEARS} years`);
  return { from, to };
}

export interface StatementMovement {
  /** The account history's `Id` (the ledger entry on the investor's cash account). */
  id: string;
  kind: InvestorLedgerKind;
  type: AccountHistoryType;
  /** Calendar date in PLATFORM_TIME_ZONE, `YYYY-MM-DD`. */
  date: string;
  /** Signed: credits positive, debits negative. */
  amountCents: bigint;
  balanceAfterCents: bigint;
}

export interface AccountStatement extends Period {
  /** The cash balance at the start of `from`. */
  openingCents: bigint;
  /** The cash balance at the end of `to`. */
  closingCents: bigint;
  /** Interest credited in the period (ledger kind `interest`). */
  interestCents: bigint;
  /** Tax withheld in the period (ledger kind `tax`), as a positive amount. Provider deductions are not tax. */
  taxWithheldCents: bigint;
  /** Oldest first. */
  movements: StatementMovement[];
}

/**
 * The balance before the period and the period's entries of the investor's cash account, in one
 * statement (one snapshot). `$2`/`$3` are the period's days; `::timestamp AT TIME ZONE` turns local
 * midnight into the instant. The entries are found by the index (account_id, id) of the one account.
 */
const STATEMENT_SQL = `
  WITH cash AS (
    SELECT id FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'
  ), bounds AS (
    SELECT ($2::date)::timestamp AT TIME ZONE $4 AS period_start,
           ($3::date + 1)::timestamp AT TIME ZONE $4 AS period_end
  ), entries AS (
    SELECT e.id, e.amount_cents, t.kind, t.occurred_at
      FROM ledger_entries e
      JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE e.account_id = (SELECT id FROM cash)
       AND t.occurred_at < (SELECT period_end FROM bounds)
  )
  SELECT NULL::bigint AS id, NULL::text AS kind, NULL::text AS date,
         coalesce(sum(amount_cents), 0)::text AS amount_cents, 0 AS part, NULL::timestamptz AS occurred_at
    FROM entries WHERE occurred_at < (SELECT period_start FROM bounds)
  UNION ALL
  SELECT id, kind, to_char(occurred_at AT TIME ZONE $4, 'YYYY-MM-DD'), amount_cents::text, 1, occurred_at
    FROM entries WHERE occurred_at >= (SELECT period_start FROM bounds)
  ORDER BY part, occurred_at, id`;

interface StatementRow {
  id: string | null;
  kind: InvestorLedgerKind | null;
  date: string | null;
  amount_cents: string;
  part: number;
}

export async function loadAccountStatement(
  db: Queryable,
  userId: number,
  period: Period,
): Promise<AccountStatement> {
  const { rows } = await db.query<StatementRow>(STATEMENT_SQL, [
    userId,
    period.from,
    period.to,
    PLATFORM_TIME_ZONE,
  ]);
  const [opening, ...entries] = rows;
  const openingCents = BigInt(opening!.amount_cents);
  let balance = openingCents;
  let interestCents = 0n;
  let taxWithheldCents = 0n;
  const movements = entries.map((row): StatementMovement => {
    const amountCents = BigInt(row.amount_cents);
    const kind = row.kind!;
    balance += amountCents;
    if (kind === 'interest') interestCents += amountCents;
    if (kind === 'tax') taxWithheldCents -= amountCents;
    return {
      id: row.id!,
      kind,
      type: HISTORY_TYPE_OF_KIND[kind],
      date: row.date!,
      amountCents,
      balanceAfterCents: balance,
    };
  });
  return {
    ...period,
    openingCents,
    closingCents: balance,
    interestCents,
    taxWithheldCents,
    movements,
  };
}

/** The account history types in the two product languages (PDF, CSV and XLSX labels). */
export const HISTORY_TYPE_LABELS: Readonly<Record<Language, Readonly<Record<AccountHistoryType, string>>>> = {
  EN: {
    DEPOSIT: 'Deposit',
    WITHDRAWAL: 'Withdrawal',
    INVESTMENT: 'Investment',
    INVESTMENT_END: 'Investment ended',
    EARNED_INTERESTS: 'Interest earned',
    TAX: 'Tax and fees',
  },
  SL: {
    DEPOSIT: 'Polog',
    WITHDRAWAL: 'Dvig',
    INVESTMENT: 'Naložba',
    INVESTMENT_END: 'Zaključek naložbe',
    EARNED_INTERESTS: 'Zaslužene obresti',
    TAX: 'Davki in stroški',
  },
};
