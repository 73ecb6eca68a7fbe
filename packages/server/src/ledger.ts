/**
 * The service side of the ledger (migrations/0002_ledger.sql holds the rules). Amounts are integer
 * cents as bigint everywhere inside the service; euros appear only at the API boundary.
 */
import type { Queryable } from './db/pool.ts';

export type LedgerKind =
  | 'deposit'
  | 'withdrawal'
  | 'purchase'
  | 'repayment'
  | 'interest'
  | 'tax'
  | 'buyback'
  | 'deduction'
  | 'cancellation'
  | 'write_off';

export interface Posting {
  accountId: string;
  amountCents: bigint;
}

export interface LedgerTransaction {
  kind: LedgerKind;
  occurredAt: Date;
  description?: string;
  /** Unique outside reference (bank statement line, idempotency key): a second posting is refused. */
  externalRef?: string;
  entries: Posting[];
  /** Refuse to take an investor cash account below zero (default true). */
  checkFunds?: boolean;
}

/** SQLSTATE raised by post_ledger_transaction() when funds are insufficient. */
export const INSUFFICIENT_FUNDS = 'IV001';

/**
 * The call of post_ledger_transaction() that books `tx`, as an SQL expression whose parameters are
 * numbered from `$first`, with their values. postTransaction runs it alone; a statement that must do
 * more under the same locks in one round trip embeds it (the purchase, src/purchases.ts).
 */
export function postingCall(tx: LedgerTransaction, first = 1): { sql: string; params: unknown[] } {
  const p = (i: number) => `$${first + i}`;
  return {
    sql: `post_ledger_transaction(${p(0)}, ${p(1)}, ${p(2)}, ${p(3)}, ${p(4)}::bigint[], ${p(5)}::bigint[], ${p(6)})`,
    params: [
      tx.kind,
      tx.occurredAt,
      tx.description ?? null,
      tx.externalRef ?? null,
      tx.entries.map((e) => e.accountId),
      tx.entries.map((e) => e.amountCents.toString()),
      tx.checkFunds ?? true,
    ],
  };
}

/** Must run inside a transaction that the caller commits (the balance check is deferred to commit). */
export async function postTransaction(db: Queryable, tx: LedgerTransaction): Promise<string> {
  const call = postingCall(tx);
  const { rows } = await db.query<{ id: string }>(`SELECT ${call.sql} AS id`, call.params);
  return rows[0]!.id;
}

/**
 * Runs `posting` (money an investor spends from the cash account: a withdrawal, a purchase) and
 * throws the database's refusal to take the account below zero (INSUFFICIENT_FUNDS, under the
 * account's row lock) as the caller's `refusal`, the answer the investor sees.
 */
export async function refusingOverdraft<T>(posting: Promise<T>, refusal: () => Error): Promise<T> {
  try {
    return await posting;
  } catch (err) {
    if ((err as { code?: string }).code === INSUFFICIENT_FUNDS) throw refusal();
    throw err;
  }
}

/** postTransaction with refusingOverdraft. */
export function postSpending(db: Queryable, tx: LedgerTransaction, refusal: () => Error): Promise<string> {
  return refusingOverdraft(postTransaction(db, tx), refusal);
}

export async function systemAccountId(db: Queryable, code: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('SELECT id FROM accounts WHERE code = $1', [code]);
  if (!rows[0]) throw new Error(`System account ${code} is missing`);
  return rows[0].id;
}

/**
 * The investor's cash account, opened (empty) on first use. The service's role may not insert
 * accounts: open_investor_account() does it with the owner's rights (migrations/0005).
 */
export async function investorCashAccountId(db: Queryable, userId: number | string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('SELECT open_investor_account($1) AS id', [userId]);
  return rows[0]!.id;
}

/** API boundary: euros (a JSON number with at most two decimals, already validated) to cents. */
export function eurosToCents(euros: number): bigint {
  return BigInt(Math.round(euros * 100));
}

/** API boundary: cents to euros for JSON (exact for every amount below 2^53 cents). */
export function centsToEuros(cents: bigint | string): number {
  return Number(centsToDecimal(BigInt(cents)));
}

/**
 * Cents as a plain decimal with a dot and two places, no grouping (`-1234.50`), exactly: CSV, bank
 * files (ISO 20022, EPC QR), Intl formatting and the JSON number above all start from it.
 */
export function centsToDecimal(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
