import type pg from 'pg';
import { expect } from 'vitest';
import { reconcileLedger } from '../../src/modules/ledger/reconcile.ts';

/**
 * The ledger reconciles: cached balances equal the sums of their entries, running balances agree,
 * every transaction and all entries sum to zero. Call it after every test file that moves money
 * (createTestApp's close() does).
 */
export async function expectLedgerReconciled(pool: pg.Pool): Promise<void> {
  const mismatches = await reconcileLedger(pool);
  expect(
    mismatches.map((m) => ({
      ...m,
      expectedCents: String(m.expectedCents),
      actualCents: String(m.actualCents),
    })),
    'ledger reconciliation',
  ).toEqual([]);
}
