import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { components } from '@invest/api-client';
import { expectContractResponse, type OperatorSession, type Session, type TestApp } from './app.ts';

type Schemas = components['schemas'];
export type Investment = Schemas['Investment'];
export type UserInvestment = Schemas['UserInvestment'];
export type OpsReceivable = Schemas['OpsReceivable'];

let sequence = 0;
/** A receivable number no other test of the run uses. */
export const receivableNumber = () => `T-${process.pid}-${sequence++}`;
let keySequence = 0;
export const purchaseKey = () => `purchase-key-${process.pid}-${keySequence++}-${Date.now()}`;

/** The id of an originator of the demo seed (src/modules/demo/seed-marketplace.ts), by name. */
export async function originatorId(t: TestApp, name = 'Alpen Logistik GmbH'): Promise<number> {
  const { rows } = await t.pool.query<{ id: string }>('SELECT id FROM originators WHERE name = $1', [name]);
  return Number(rows[0]!.id);
}

/** POST /ops/receivables with a valid body (any field overridable, also with invalid values). */
export async function postReceivable(
  t: TestApp,
  operator: OperatorSession,
  body: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/ops/receivables',
    headers: operator.headers,
    payload: {
      number: receivableNumber(),
      originatorId: await originatorId(t),
      type: 'invoiceFactoring',
      totalAmount: 10_000,
      interestRate: 9.5,
      rank: 'B+',
      issueDate: '2026-03-01',
      maturityDate: '2026-06-29',
      protection: 'BG',
      country: 'SI',
      ...body,
    },
  });
}

/** Lists a new receivable through the operator call and returns it (checked against the contract). */
export async function listReceivable(
  t: TestApp,
  operator: OperatorSession,
  body: Partial<Schemas['CreateReceivableRequest']> = {},
): Promise<OpsReceivable> {
  return expectContractResponse(
    await postReceivable(t, operator, body),
    'createReceivable',
    201,
  ) as OpsReceivable;
}

/** POST /user_investments with an Idempotency-Key (a new one unless given). */
export function buy(
  app: FastifyInstance,
  who: Session,
  body: { investmentId: number; amount: number },
  key: string = purchaseKey(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/user_investments',
    headers: { ...who.headers, 'idempotency-key': key },
    payload: body,
  });
}

/** A purchase that must succeed; returns the new user investment's id. */
export async function bought(app: FastifyInstance, who: Session, investmentId: number, amount: number) {
  const res = await buy(app, who, { investmentId, amount });
  const body = expectContractResponse(res, 'createUserInvestment', 201) as { success: true; Id: number };
  return body.Id;
}

/** DELETE /user_investments/{id} with an Idempotency-Key (a new one unless given). */
export function cancel(app: FastifyInstance, who: Session, id: number, key: string = purchaseKey()) {
  return app.inject({
    method: 'DELETE',
    url: `/api/user_investments/${id}`,
    headers: { ...who.headers, 'idempotency-key': key },
  });
}

/** GET a JSON call of the investor, checked against the contract. */
export async function getAs<T>(app: FastifyInstance, who: Session, url: string, operationId: string) {
  const res = await app.inject({ url, headers: who.headers });
  return expectContractResponse(res, operationId, 200) as T;
}

/** The receivable's row as the database holds it (available amount, funding time, state). */
export async function receivableRow(t: TestApp, id: number) {
  const { rows } = await t.pool.query<{
    available_cents: string;
    funded_at: Date | null;
    state: string;
  }>('SELECT available_cents::text, funded_at, state FROM receivables WHERE id = $1', [id]);
  expect(rows[0], `receivable ${id}`).toBeDefined();
  return rows[0]!;
}
