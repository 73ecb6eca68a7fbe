/**
 * The statements imported so far (GET /ops/statements), read from the credits they booked: a credit
 * row (bank_credits) remembers the statement and the operator that first brought it, whether it was
 * booked to an investor or an originator at import or went to suspense, and whether it has been
 * assigned since. Re-uploads book
 * nothing new and leave no trace here (the audit log has each upload, `statement.imported`).
 */
import { keysetPage, type Keyset, type KeysetPage } from '../../platform/cursor.ts';
import type { Queryable } from '../../platform/db/pool.ts';

export interface StatementImportRow {
  statementId: string;
  messageType: 'camt.053' | 'camt.054';
  importedAt: Date;
  importedBy: string;
  credits: number;
  booked: number;
  bookedCents: bigint;
  suspense: number;
  suspenseCents: bigint;
  originator: number;
  originatorCents: bigint;
  openSuspense: number;
}

/**
 * GET /ops/statements' order: newest import first (a statement's first credit), the statement's id and
 * its message type making it total (one statement is one import of one type).
 */
const STATEMENT_KEYSET: Keyset = {
  list: 'ops-statements',
  keys: [
    { sql: 'min(c.imported_at)', shape: 'timestamp' },
    { sql: 'c.statement_id', shape: 'text' },
    { sql: 'c.message_type', shape: 'text' },
  ],
  direction: 'DESC',
};

/** Imported statements, newest first, with their credits' outcomes: `size` after `cursor`. */
export async function listStatementImports(
  db: Queryable,
  cursor: string | undefined,
  size: number,
): Promise<KeysetPage<StatementImportRow>> {
  const { rows, next } = await keysetPage<{
    statement_id: string;
    message_type: 'camt.053' | 'camt.054';
    imported_at: Date;
    imported_by: string;
    credits: number;
    booked: number;
    booked_cents: string;
    suspense: number;
    suspense_cents: string;
    originator: number;
    originator_cents: string;
    open_suspense: number;
  }>(db, STATEMENT_KEYSET, 0, cursor, size, {
    select: `SELECT c.statement_id, c.message_type, min(c.imported_at) AS imported_at,
            (SELECT o.email FROM operators o WHERE o.id = (array_agg(c.imported_by ORDER BY c.imported_at, c.id))[1])
              AS imported_by,
            count(*)::int AS credits,
            count(*) FILTER (WHERE c.suspense_reason IS NULL AND c.originator_id IS NULL)::int AS booked,
            coalesce(sum(c.amount_cents) FILTER (WHERE c.suspense_reason IS NULL AND c.originator_id IS NULL), 0)::text
              AS booked_cents,
            count(*) FILTER (WHERE c.suspense_reason IS NOT NULL)::int AS suspense,
            coalesce(sum(c.amount_cents) FILTER (WHERE c.suspense_reason IS NOT NULL), 0)::text AS suspense_cents,
            count(*) FILTER (WHERE c.originator_id IS NOT NULL)::int AS originator,
            coalesce(sum(c.amount_cents) FILTER (WHERE c.originator_id IS NOT NULL), 0)::text AS originator_cents,
            count(*) FILTER (WHERE c.suspense_reason IS NOT NULL AND c.deposit_id IS NULL AND c.reversed_at IS NULL)::int
              AS open_suspense
       FROM bank_credits c`,
    groupBy: 'c.statement_id, c.message_type',
  });
  const content = rows.map((r) => ({
    statementId: r.statement_id,
    messageType: r.message_type,
    importedAt: r.imported_at,
    importedBy: r.imported_by,
    credits: r.credits,
    booked: r.booked,
    bookedCents: BigInt(r.booked_cents),
    suspense: r.suspense,
    suspenseCents: BigInt(r.suspense_cents),
    originator: r.originator,
    originatorCents: BigInt(r.originator_cents),
    openSuspense: r.open_suspense,
  }));
  return { rows: content, next };
}
