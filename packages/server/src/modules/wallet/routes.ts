/**
 * The investor's wallet figures: how to pay in (deposit instructions with the EPC QR text), the
 * balance object of the dashboard and wallet, and the account history (SPEC §2 Account summary
 * table, §3 Account balance and Account history entry). Everything is read from the ledger
 * (migrations/0002_ledger.sql) and the deposits table in integer cents; euros appear only in the
 * answer (centsToEuros). Reads never open an account: an investor without one sees zeros.
 */
import type { components } from '../../../../api-client/src/generated/schema.ts';
import { groupReturns, investorFigures } from '../dashboard/dashboard.ts';
import { prepared, type Queryable } from '../../platform/db/pool.ts';
import { epcQrPayload } from '../deposits/epc-qr.ts';
import { centsToEuros, type LedgerKind } from '../ledger/ledger.ts';
import { investorReference } from '../account/reference.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

type AccountHistoryType = components['schemas']['AccountHistoryType'];
type AccountHistoryEntry = components['schemas']['AccountHistoryEntry'];

/**
 * The account history's type of each ledger kind, written once (the income statement and the CSV
 * export use the same). Typed by LedgerKind, so a new kind does not compile until it is mapped.
 *   deposit                          → DEPOSIT           money paid in by bank transfer
 *   withdrawal                       → WITHDRAWAL        money paid out to the investor's bank
 *   purchase                         → INVESTMENT        a receivable bought
 *   repayment, buyback, cancellation → INVESTMENT_END    principal back: repaid, bought back (BG), cancelled
 *   write_off                        → INVESTMENT_END    principal lost (never on the cash account)
 *   interest                         → EARNED_INTERESTS
 *   tax, deduction                   → TAX               tax withheld, provider deductions (shown as
 *                                                        "Tax and fees", as on the statements)
 */
export const HISTORY_TYPE_OF_KIND: Readonly<Record<LedgerKind, AccountHistoryType>> = {
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

/** Calendar dates of money movements are those of the platform's seat (Slovenia). */
export const PLATFORM_TIME_ZONE = 'Europe/Ljubljana';

/**
 * The balance figures of one investor in cents, in one statement (one snapshot). The principal
 * invested is the balance of the investor's `investor-invested` account, which always equals the
 * principal of their ACTIVE holdings (migrations/0008_marketplace.sql). Deposits are the PROCESSED rows of `deposits` (each is booked: deposits_processed_is_booked);
 * interest earned is the investor's cash-account entries of kind interest less those of kind tax (the
 * tax withheld on it, as the dashboard's earnings series counts it). A withdrawal reserves its
 * amount at once (cash → withdrawals-pending, src/modules/withdrawals/withdrawals.ts): `reserved_cents` is what PENDING
 * and SENT withdrawals hold (still the investor's, not available). The cash-account entries of kind
 * 'withdrawal' net to −(reserved + paid out), a rejected payout's return cancelling its reservation,
 * so the money paid out is −(that net) − reserved: correct for withdrawals booked any way. The
 * per-kind sum reads the investor's own entries only (index ledger_entries_account).
 */
const BALANCE_SQL = `
  WITH cash AS (
    SELECT id, balance_cents FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'
  ), invested AS (
    SELECT balance_cents FROM accounts WHERE user_id = $1 AND kind = 'investor-invested'
  ), movements AS (
    SELECT coalesce(-sum(e.amount_cents) FILTER (WHERE t.kind = 'withdrawal'), 0) AS withdrawals_cents,
           coalesce(sum(e.amount_cents) FILTER (WHERE t.kind IN ('interest', 'tax')), 0) AS interest_cents
      FROM cash
      JOIN ledger_entries e ON e.account_id = cash.id
      JOIN ledger_transactions t ON t.id = e.transaction_id
     WHERE t.kind IN ('withdrawal', 'interest', 'tax')
  )
  SELECT coalesce((SELECT balance_cents FROM cash), 0)::text AS available_cents,
         (SELECT coalesce(sum(amount_cents), 0) FROM deposits
           WHERE user_id = $1 AND status = 'PROCESSED')::text AS deposits_cents,
         (movements.withdrawals_cents - reserved.cents)::text AS withdrawals_cents,
         movements.interest_cents::text,
         coalesce((SELECT balance_cents FROM invested), 0)::text AS invested_principal_cents,
         reserved.cents::text AS reserved_cents
    FROM movements,
         (SELECT coalesce(sum(amount_cents), 0) AS cents FROM withdrawals
           WHERE user_id = $1 AND status IN ('PENDING', 'SENT')) reserved`;

/**
 * The investor's total balance in cents, from the same snapshot as GET /accountBalance's
 * `totalBalance` (cash, principal still invested, funds reserved for withdrawals not yet paid out).
 * Closing an account checks it (src/modules/account/account-closure.ts).
 */
export async function totalBalanceCents(db: Queryable, userId: number): Promise<bigint> {
  const { rows } = await db.query<{
    available_cents: string;
    invested_principal_cents: string;
    reserved_cents: string;
  }>(prepared('account-balance', BALANCE_SQL, [userId]));
  const row = rows[0]!;
  return BigInt(row.available_cents) + BigInt(row.invested_principal_cents) + BigInt(row.reserved_cents);
}

/**
 * One page of the investor's cash-account entries, newest first, plus one row more to tell whether
 * this is the last page. Offset paging, because the contract pages by index (SPEC §7: page from 0,
 * size 20) and the table loads pages in order; the offset walks the index (account_id, id) alone
 * (an index-only scan of the append-only, vacuumed table) and only the page's rows are then read
 * with their transactions, so a deep page of an account with a million entries costs an index
 * walk, not a million row reads.
 *
 * `invested_after_cents` is the balance of the investor's invested account after the same ledger
 * transaction: its last entry up to the last entry of that transaction (a purchase writes both
 * accounts' entries in one transaction, so "after the purchase" includes the principal it moved).
 * One probe of (account_id, id) per row of the page.
 */
const HISTORY_SQL = `
  WITH cash AS (
    SELECT id FROM accounts WHERE user_id = $1 AND kind = 'investor-cash'
  ), invested AS (
    SELECT id FROM accounts WHERE user_id = $1 AND kind = 'investor-invested'
  ), page AS (
    SELECT e.id FROM ledger_entries e
     WHERE e.account_id = (SELECT id FROM cash)
     ORDER BY e.id DESC
    OFFSET $2 LIMIT $3
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
  kind: LedgerKind;
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
  const [{ rows }, { roi, holdings }] = await Promise.all([
    db.query<{
      available_cents: string;
      deposits_cents: string;
      withdrawals_cents: string;
      interest_cents: string;
      invested_principal_cents: string;
      reserved_cents: string;
    }>(prepared('account-balance', BALANCE_SQL, [userId])),
    investorFigures(db, clock, userId, config.personalInterestTaxRateBp),
  ]);
  const row = rows[0]!;
  const available = BigInt(row.available_cents);
  const deposits = BigInt(row.deposits_cents);
  const withdrawals = BigInt(row.withdrawals_cents);
  const invested = BigInt(row.invested_principal_cents);
  const reserved = BigInt(row.reserved_cents);
  const byType = groupReturns(holdings, (h) => ({ key: h.type, label: h.type }));
  const ofType = (pick: (g: (typeof byType)[number]) => number) =>
    Object.fromEntries(
      INVESTMENT_TYPES.map((type) => {
        const group = byType.find((g) => g.key === type);
        return [type, group ? pick(group) : 0];
      }),
    ) as Record<(typeof INVESTMENT_TYPES)[number], number>;
  return {
    earnedInterests: centsToEuros(BigInt(row.interest_cents)),
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

/**
 * GET /accountHistory of one investor: page `page` of `size` entries, newest first (the operator's
 * GET /ops/investors/{id}/history answers the same page).
 */
export async function accountHistoryPage(
  db: Queryable,
  userId: number,
  page: number,
  size: number,
): Promise<Schemas['AccountHistoryPage']> {
  const offset = page * size;
  // No account holds 2^53 entries: a page beyond that is empty and the last, without a query.
  if (!Number.isSafeInteger(offset)) return { content: [], last: true };
  const { rows } = await db.query<HistoryRow>(
    prepared('account-history', HISTORY_SQL, [userId, offset, size + 1, PLATFORM_TIME_ZONE]),
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
  return { content, last: rows.length <= size };
}

export function walletHandlers(deps: Deps): Handlers {
  const { config } = deps;
  return {
    async getDepositInstructions(request) {
      // The auth hooks already checked that {userId} is the signed-in user.
      const { beneficiaryName, beneficiaryAddress, iban, bic, bankName } = config.platformAccount;
      const reference = investorReference(request.auth!.userId);
      return {
        beneficiaryName,
        beneficiaryAddress,
        iban,
        bic,
        bankName,
        reference,
        // The amount is left open: the investor decides how much to pay in.
        qrPayload: epcQrPayload({ bic, beneficiaryName, iban, reference }),
      };
    },

    async getAccountBalance(request) {
      return accountBalanceOf(deps, request.auth!.userId);
    },

    async getAccountHistory(request) {
      // The contract's AccountHistoryEntry has no label: the type is a code the app translates, so
      // Accept-Language does not change this answer.
      return accountHistoryPage(
        deps.db,
        request.auth!.userId,
        request.query.page ?? 0,
        request.query.size ?? 20,
      );
    },
  };
}
