/**
 * One statement upload (POST /ops/statements): its credits (src/modules/deposits/deposits.ts), then
 * its reversals and returns (src/modules/deposits/reversals.ts) — a reversal undoes a credit booked
 * earlier, possibly in the same file — each in its own transaction, so a failure part-way leaves
 * every earlier one booked and the file safe to upload again; then the import's audit record.
 */
import type { AuditRequest } from '../../platform/audit.ts';
import { recordAudit } from '../../platform/audit.ts';
import { withTransaction } from '../../platform/db/pool.ts';
import type { Deps } from '../../platform/http/types.ts';
import { importCreditIn, type CreditOutcome } from './deposits.ts';
import { importReversalIn, type ReversalOutcome } from './reversals.ts';
import type { ParsedStatement, StatementCredit, StatementReversal } from './statements.ts';

export interface ImportResult {
  outcomes: Array<{ credit: StatementCredit; result: CreditOutcome }>;
  reversals: Array<{ reversal: StatementReversal; result: ReversalOutcome }>;
}

/** Books every credit, then every reversal and return, of a checked statement, in document order. */
export async function importStatement(
  deps: Deps,
  request: AuditRequest,
  operatorId: number,
  statement: ParsedStatement,
): Promise<ImportResult> {
  const { messageType } = statement;
  const outcomes: ImportResult['outcomes'] = [];
  for (const credit of statement.credits) {
    const result = await withTransaction(deps.db, (tx) =>
      importCreditIn(tx, deps, request, operatorId, messageType, credit),
    );
    outcomes.push({ credit, result });
  }
  const reversals: ImportResult['reversals'] = [];
  for (const reversal of statement.reversals) {
    const result = await withTransaction(deps.db, (tx) =>
      importReversalIn(tx, deps, request, operatorId, messageType, reversal),
    );
    reversals.push({ reversal, result });
    // A return that matched no payout is a credit like the others (to suspense, or its payee).
    if (result.outcome === 'CREDIT') outcomes.push({ credit: reversal.asCredit, result: result.credit });
  }
  const count = (outcome: CreditOutcome['outcome']) =>
    outcomes.filter((o) => o.result.outcome === outcome).length;
  const countReversals = (outcome: ReversalOutcome['outcome']) =>
    reversals.filter((r) => r.result.outcome === outcome).length;
  await recordAudit(deps.db, deps.clock, request, {
    action: 'statement.imported',
    userId: null,
    actor: `operator:${operatorId}`,
    details: {
      messageType,
      booked: count('BOOKED'),
      suspense: count('SUSPENSE'),
      originator: count('ORIGINATOR'),
      alreadyImported: count('ALREADY_IMPORTED'),
      ignored: statement.ignored,
      reversed: countReversals('REVERSED'),
      returned: countReversals('RETURNED') + countReversals('PAYER_RETURNED'),
      unmatched: countReversals('UNMATCHED'),
    },
  });
  return { outcomes, reversals };
}
