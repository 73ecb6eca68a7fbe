import type { components } from '@invest/api-client';
import { originatorReference } from '../../src/modules/account/reference.ts';
import { eurosToCents } from '../../src/platform/money.ts';
import { expectContractResponse, type OperatorSession, type TestApp } from './app.ts';
import { camtDocument } from './camt.ts';

type Schemas = components['schemas'];

/** Fictional IBANs with valid check digits (ibantools), none of them an investor's in the tests. */
export const ORIGINATOR_IBANS = [
  'SI56191000001234573',
  'SI56051000009876513',
  'SI56029000005551219',
  'SI56034000007778865',
] as const;

let sequence = 0;

/** An amount of cents as a camt document writes it (`1234.50`). */
function camtAmount(cents: bigint): string {
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

/** POST /api/ops/statements with the document; the import's answer (checked against the contract). */
export async function importStatement(
  t: TestApp,
  operator: OperatorSession,
  xml: string,
): Promise<Schemas['StatementImport']> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/ops/statements',
    headers: { ...operator.headers, 'content-type': 'application/xml' },
    payload: xml,
  });
  return expectContractResponse(res, 'importBankStatement', 200) as Schemas['StatementImport'];
}

/**
 * Money arriving from an originator as the bank reports it: a camt.053 of the platform's account
 * with one credit of `amount` euros quoting the originator's payment reference, booked by the real
 * import (POST /api/ops/statements) to the originator's account. Returns the import's answer.
 */
export function fundOriginator(
  t: TestApp,
  operator: OperatorSession,
  originatorId: number,
  amount: number,
): Promise<Schemas['StatementImport']> {
  const id = `ORIG-${process.pid}-${sequence++}`;
  const xml = camtDocument(
    [
      {
        ref: id,
        amount: camtAmount(eurosToCents(amount)),
        structured: originatorReference(originatorId),
        debtorName: `Originator ${originatorId}`,
      },
    ],
    { iban: t.config.platformAccount.iban, id },
  );
  return importStatement(t, operator, xml);
}

/** What has arrived from the originator and not been distributed yet, in cents (its ledger account). */
export async function originatorFundsCents(t: TestApp, originatorId: number): Promise<bigint> {
  const { rows } = await t.pool.query<{ balance_cents: string }>(
    `SELECT balance_cents::text FROM accounts WHERE originator_id = $1 AND kind = 'originator'`,
    [originatorId],
  );
  return BigInt(rows[0]?.balance_cents ?? '0');
}
