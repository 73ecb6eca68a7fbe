import type pg from 'pg';
import { describe, expectTypeOf, it } from 'vitest';
import type { components } from '@invest/api-client';
import type { IdempotencyRecord } from '../../src/platform/http/idempotency.ts';
import type {
  BodyOf,
  Handler,
  HeadersOf,
  PathOf,
  QueryOf,
  ResponseOf,
} from '../../src/platform/http/types.ts';

type Schemas = components['schemas'];

// Checked by `tsc` (pnpm typecheck); at run time these are no-ops.
describe('handler types come from the contract (openapi.yaml → generated schema.ts)', () => {
  it('derives path, query, header and body types of each operation', () => {
    expectTypeOf<PathOf<'getCustomer'>>().toEqualTypeOf<{ uid: number }>();
    expectTypeOf<QueryOf<'getCompanyByTaxNo'>>().toEqualTypeOf<{ tax_no: string }>();
    expectTypeOf<BodyOf<'createWithdrawal'>>().toEqualTypeOf<Schemas['CreateWithdrawalRequest']>();
    expectTypeOf<BodyOf<'getCustomer'>>().toEqualTypeOf<undefined>();
    // Node lower-cases header names.
    expectTypeOf<HeadersOf<'createWithdrawal'>>().toHaveProperty('idempotency-key');
  });

  it('derives the success body a handler must return', () => {
    expectTypeOf<ResponseOf<'getCustomer'>>().toEqualTypeOf<Schemas['User']>();
    expectTypeOf<ResponseOf<'createWithdrawal'>>().toEqualTypeOf<Schemas['Withdrawal']>();
  });

  it('gives handlers of Idempotency-Key operations the transaction or the record to store, and no one else', () => {
    type Transactional = Extract<Handler<'createWithdrawal'>, (...args: never[]) => unknown>;
    expectTypeOf<Parameters<Transactional>[2]>().toEqualTypeOf<pg.PoolClient>();
    type SingleStatement = Exclude<Handler<'createWithdrawal'>, Transactional>['singleStatement'];
    expectTypeOf<Parameters<SingleStatement>[2]>().toEqualTypeOf<IdempotencyRecord | null>();
    expectTypeOf<Parameters<Handler<'getCustomer'>>['length']>().toEqualTypeOf<2>();
  });

  it('rejects fields the contract does not have', () => {
    const reads: Handler<'createWithdrawal'> = async (request) => {
      // @ts-expect-error the contract's CreateWithdrawalRequest has no `iban`
      void request.body.iban;
      return { Id: 1, status: 'PENDING', date: '2026-03-10', value: request.body.amount };
    };
    // @ts-expect-error a Withdrawal needs Id, status, date and value
    const answers: Handler<'createWithdrawal'> = async () => ({ Id: 1 });
    void reads;
    void answers;
  });
});
