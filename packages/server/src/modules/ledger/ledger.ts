/**
 * The service side of the ledger (migrations/0002_ledger.sql holds the rules). Amounts are integer
 * cents as bigint everywhere inside the service; euros appear only at the API boundary.
 */
import type { Queryable } from '../../platform/db/pool.ts';
import { ledgerPostings } from '../../platform/metrics.ts';

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
  | 'write_off'
  | 'originator_credit'
  | 'originator_repayment'
  | 'payer_return';

/** The kinds of an originator's money (migrations/0023): they never touch an investor's account. */
type OriginatorLedgerKind = 'originator_credit' | 'originator_repayment';

/**
 * A third-party payment returned to its payer (migrations/0031): suspense, payer-returns-pending and
 * the bank only, never an investor's account.
 */
type PayerReturnLedgerKind = 'payer_return';

/** The kinds an investor's accounts show (the account history maps each). */
export type InvestorLedgerKind = Exclude<LedgerKind, OriginatorLedgerKind | PayerReturnLedgerKind>;

/** A value that the statement embedding a posting computes itself (postingCall): its SQL expression. */
export interface SqlExpression {
  sql: string;
}

/** `V`: how an account or reference is given, a value or (in postingCall) also SQL of the statement. */
export interface Posting<V = string> {
  accountId: V;
  amountCents: bigint;
}

export interface LedgerTransaction<V = string> {
  kind: LedgerKind;
  occurredAt: Date;
  description?: string;
  /** Unique outside reference (bank statement line, idempotency key): a second posting is refused. */
  externalRef?: V;
  entries: Posting<V>[];
  /** Refuse to take an investor cash account below zero (default true; an originator's, always). */
  checkFunds?: boolean;
}

/** SQLSTATE raised by post_ledger_transaction() when funds are insufficient. */
export const INSUFFICIENT_FUNDS = 'IV001';

/**
 * The call of post_ledger_transaction() that books `tx`, as an SQL expression whose parameters are
 * numbered from `$first`, with their values. postTransaction runs it alone; a statement that must do
 * more under the same locks in one round trip embeds it (the purchase, src/modules/marketplace/purchases.ts), and may give
 * the accounts and the reference as SQL over its own rows (an account it opens, an id it draws).
 */
export function postingCall(
  tx: LedgerTransaction<string | SqlExpression>,
  first = 1,
): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const bind = (value: unknown, cast = '') => {
    params.push(value);
    return `$${first + params.length - 1}${cast}`;
  };
  const value = (v: string | SqlExpression | undefined, cast: string) =>
    typeof v === 'object' ? `(${v.sql})${cast}` : bind(v ?? null, cast);
  const kind = bind(tx.kind);
  const occurredAt = bind(tx.occurredAt);
  const description = bind(tx.description ?? null);
  const externalRef = value(tx.externalRef, '');
  const accountIds = tx.entries.map((e) => e.accountId);
  const accounts = accountIds.every((a) => typeof a === 'string')
    ? bind(accountIds, '::bigint[]')
    : `ARRAY[${accountIds.map((a) => value(a, '::bigint')).join(', ')}]`;
  const amounts = bind(
    tx.entries.map((e) => e.amountCents.toString()),
    '::bigint[]',
  );
  const checkFunds = bind(tx.checkFunds ?? true);
  return {
    sql: `post_ledger_transaction(${kind}, ${occurredAt}, ${description}, ${externalRef}, ${accounts}, ${amounts}, ${checkFunds})`,
    params,
  };
}

/** Must run inside a transaction that the caller commits (the balance check is deferred to commit). */
export async function postTransaction(db: Queryable, tx: LedgerTransaction): Promise<string> {
  const call = postingCall(tx);
  const { rows } = await db.query<{ id: string }>(`SELECT ${call.sql} AS id`, call.params);
  ledgerPostings.inc({ kind: tx.kind });
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

/**
 * The originator's account (what arrived from it by bank transfer and was not distributed yet),
 * opened on first use through open_originator_account() (migrations/0023), as an investor's.
 */
export async function originatorAccountId(db: Queryable, originatorId: number | string): Promise<string> {
  const { rows } = await db.query<{ id: string }>('SELECT open_originator_account($1) AS id', [originatorId]);
  return rows[0]!.id;
}
