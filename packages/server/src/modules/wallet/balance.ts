/**
 * The investor's wallet figures: the balance object of the dashboard and wallet, and the account
 * history (SPEC §2 Account summary table, §3 Account balance and Account history entry). Everything is read from the ledger
 * (migrations/0002_ledger.sql) and the deposits table in integer cents; euros appear only in the
 * answer (centsToEuros). Reads never open an account: an investor without one sees zeros.
 */
import type { components } from '@invest/api-client';
import { groupReturns, investorFigures } from '../dashboard/index.ts';
import { prepared, type Queryable } from '../../platform/db/pool.ts';
import type { InvestorLedgerKind } from '../ledger/index.ts';
import { centsToEuros } from '../../platform/money.ts';
import type { Deps } from '../../platform/http/types.ts';
import { PLATFORM_TIME_ZONE } from '../../platform/calendar.ts';
import { investorBalance } from '../ledger/index.ts';
import { decodeCursor, encodeCursor } from '../../platform/cursor.ts';

type AccountHistoryType = components['schemas']['AccountHistoryType'];
type AccountHistoryEntry = components['schemas']['AccountHistoryEntry'];

/**
 * The account history's type of each ledger kind, written once (the income statement and the CSV
 * export use the same). Typed by the investors' ledger kinds, so a new one does not compile until it is mapped.
 *   deposit                          → DEPOSIT           money paid in by bank transfer
 *   withdrawal                       → WITHDRAWAL        money paid out to the investor's bank
 *   purchase                         → INVESTMENT        a receivable bought
 *   repayment, buyback, cancellation → INVESTMENT_END    principal back: repaid, bought back (BG), cancelled
 *   write_off                        → INVESTMENT_END    principal lost (never on the cash account)
 *   interest                         → EARNED_INTERESTS
 *   tax, deduction                   → TAX               tax withheld, provider deductions (shown as
 *                                                        "Tax and fees", as on the statements)
 */
export const HISTORY_TYPE_OF_KIND: Readonly<Record<InvestorLedgerKind, AccountHistoryType>> = {
  deposit: 'DEPOSIT',
  withdrawal: 'WITHDRAWAL',
  purchase: 'INVESTMENT',
  repayment: 'INVESTMENT_END',
  buyback: 'INVESTMENT_END',
  cancellation: 'INVESTMENT_END',
  write_off: 'INVESTMENT_END',
  interest: 'EARNED_INTERESTS',
  tax: 'TAX',
  deduction: 'TAX',
};

const INVESTMENT_TYPES = ['invoiceFactoring', 'reverseFactoring', 'internationalFactoring'] as const;

/**
 * One page of the investor's cash-account entries, newest first, plus one row more to tell whether
 * this is the last page. Keyset paging (decision 0025): the page starts below the id of the previous
 * page's last entry (`$2`, the cursor's position; the largest bigint for the first page), so it is
 * one range scan of the index (account_id, id) backwards, LIMIT rows long, at any depth — no rows are
 * read and skipped. Entries of one account get their ids in commit order (post_ledger_transaction locks
 * the account before it inserts them), so entries booked between two pages have ids above the first
 * page's and never shift, repeat or hide the rows of the pages after it. Only the page's rows are then
 * read with their transactions.
 *
 * `invested_after_cents` is the balance of the investor's invested account after the same ledger
 * transaction: its last entry up to the last entry of that transaction (a purchase writes both
 * accounts' entries in one transaction, so "after the purchase" includes the principal it moved).
 * One probe of (account_id, id) per row of the page.
 */
export const HISTORY_SQL = `
  WITH cash AS (
    SELECT id FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'
  ), invested AS (
    SELECT id FROM accounts WHERE user_id = $1 AND kind = 'investor-invested'
  ), page AS (
    SELECT e.id FROM ledger_entries e
     WHERE e.account_id = (SELECT id FROM cash) AND e.id < $2::bigint
     ORDER BY e.account_id DESC, e.id DESC
     LIMIT $3
  )
  SELECT e.id, t.kind, e.amount_cents::text AS amount_cents, e.balance_after_cents::text AS balance_after_cents,
         to_char(t.occurred_at AT TIME ZONE $4, 'YYYY-MM-DD') AS date,
         coalesce((SELECT i.balance_after_cents FROM ledger_entries i
                    WHERE i.account_id = (SELECT id FROM invested)
                      AND i.id <= (SELECT max(x.id) FROM ledger_entries x WHERE x.transaction_id = t.id)
                    -- By the (account_id, id) index: ordered by id alone, the plan walked the primary
                    -- key backwards through every other account's entries (seconds on the bench seed).
                    ORDER BY i.account_id DESC, i.id DESC LIMIT 1), 0)::text AS invested_after_cents
    FROM page
    JOIN ledger_entries e ON e.id = page.id
    JOIN ledger_transactions t ON t.id = e.transaction_id
   ORDER BY e.id DESC`;

interface HistoryRow {
  id: string;
  kind: InvestorLedgerKind;
  amount_cents: string;
  balance_after_cents: string;
  date: string;
  invested_after_cents: string;
}

type Schemas = components['schemas'];

/**
 * GET /accountBalance of one investor (the operator's view of an investor, GET
 * /ops/investors/{id}/balance, answers the same figures).
 */
export async function accountBalanceOf(
  { config, db, clock }: Pick<Deps, 'config' | 'db' | 'clock'>,
  userId: number,
): Promise<Schemas['AccountBalance']> {
  const [balance, { roi, holdings }] = await Promise.all([
    investorBalance(db, userId),
    investorFigures(db, clock, userId, config.personalInterestTaxRateBp),
  ]);
  const available = balance.availableCents;
  const deposits = balance.depositsCents;
  const withdrawals = balance.withdrawalsCents;
  const invested = balance.investedPrincipalCents;
  const reserved = balance.reservedCents;
  const byType = groupReturns(holdings, (h) => ({ key: h.type, label: h.type }));
  const ofType = (pick: (g: (typeof byType)[number]) => number) =>
    Object.fromEntries(
      INVESTMENT_TYPES.map((type) => {
        const group = byType.find((g) => g.key === type);
        return [type, group ? pick(group) : 0];
      }),
    ) as Record<(typeof INVESTMENT_TYPES)[number], number>;
  return {
    earnedInterests: centsToEuros(balance.interestCents),
    availableFunds: centsToEuros(available),
    // What the investor owns on the platform: cash, principal still invested, and funds held
    // for withdrawals not yet paid out.
    totalBalance: centsToEuros(available + invested + reserved),
    netDeposits: centsToEuros(deposits - withdrawals),
    // XIRR of deposits, withdrawals and today's current value (src/modules/dashboard/dashboard.ts); 0 while
    // undefined (no deposit yet, or only today's).
    roi: roi ?? 0,
    // Of the holdings by the receivable's financing type: interest after tax, and the XIRR of
    // their purchases, repayments, interest after tax and today's value.
    earningsByInvestmentType: ofType((g) => centsToEuros(g.earnings)),
    roiByInvestmentType: ofType((g) => g.xirr ?? 0),
    deploymentRate: { fundsAvailable: centsToEuros(available), fundsDeployed: centsToEuros(invested) },
    withdrawalsTotal: centsToEuros(withdrawals),
    // Only money not invested can be withdrawn (SPEC §1); a negative balance (a provider
    // deduction, SPEC §1) allows nothing.
    maxWithdrawal: centsToEuros(available > 0n ? available : 0n),
    // Tax is withheld when interest is paid: what will be withheld on the interest accrued so far.
    futureTaxes: centsToEuros(holdings.reduce((sum, h) => sum + h.futureTax, 0n)),
    depositsTotal: centsToEuros(deposits),
  };
}

/** The cursor's list name of the account history (GET /accountHistory, GET /ops/investors/{id}/history). */
const HISTORY_CURSOR = 'account-history';
/** Above every entry id: the position of the first page. */
const BEFORE_EVERY_ID = '9223372036854775807';

/**
 * GET /accountHistory of one investor: `size` entries newest first, after the position `cursor` (the
 * `next` of the page before; undefined for the first page), and the cursor of the page after this one
 * (the operator's GET /ops/investors/{id}/history answers the same page). A cursor not written for this
 * investor's history is a 400.
 */
export async function accountHistoryPage(
  db: Queryable,
  userId: number,
  cursor: string | undefined,
  size: number,
): Promise<Schemas['AccountHistoryPage']> {
  const [before = BEFORE_EVERY_ID] = decodeCursor(cursor, HISTORY_CURSOR, userId, ['id']) ?? [];
  const { rows } = await db.query<HistoryRow>(
    prepared('account-history', HISTORY_SQL, [userId, before, size + 1, PLATFORM_TIME_ZONE]),
  );
  const content: AccountHistoryEntry[] = rows.slice(0, size).map((row) => ({
    Id: Number(row.id),
    dateFormatted: row.date,
    type: HISTORY_TYPE_OF_KIND[row.kind],
    // Signed, as the contract says (credits positive, debits negative); the table shows it absolute.
    value: centsToEuros(row.amount_cents),
    // Total balance after the entry: cash plus the principal invested at that moment (a purchase
    // moves cash into investments without changing the total).
    accountValue: centsToEuros(BigInt(row.balance_after_cents) + BigInt(row.invested_after_cents)),
    availableFunds: centsToEuros(row.balance_after_cents),
  }));
  const last = rows.length <= size;
  return {
    content,
    last,
    next: last ? null : encodeCursor(HISTORY_CURSOR, userId, [rows[size - 1]!.id]),
  };
}
