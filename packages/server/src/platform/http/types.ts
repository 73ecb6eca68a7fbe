import type { FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
// Types only (erased under Node's type stripping): generated from openapi.yaml by openapi-typescript.
import type { operations } from '@invest/api-client';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Contract } from '../contract.ts';
import type { IdempotencyRecord, SingleStatementHandler } from './idempotency.ts';
import type { Jobs } from '../jobs.ts';
import type { Transports } from '../outbox.ts';

/** What route handlers may use; everything injectable for tests. */
export interface Deps {
  config: Config;
  db: pg.Pool;
  clock: Clock;
  jobs: Jobs;
  /** What carries each channel, for the attempt a code's SMS gets at once (src/modules/verification). */
  transports: Transports;
  contract: Contract;
}

export type OperationId = keyof operations;

type Empty = Record<string, never>;
/** An absent part of the request (`?: never` in the generated types) is an empty object. */
type Part<T> = [NonNullable<T>] extends [never] ? Empty : NonNullable<T>;
type Parameters<K extends OperationId> = operations[K]['parameters'];

export type PathOf<K extends OperationId> = Part<Parameters<K>['path']>;
export type QueryOf<K extends OperationId> = Part<Parameters<K>['query']>;
/** Node lower-cases incoming header names. */
export type HeadersOf<K extends OperationId> = {
  [H in keyof Part<Parameters<K>['header']> as Lowercase<H & string>]: Part<Parameters<K>['header']>[H];
};
type RequestBodyOf<K extends OperationId> = operations[K] extends { requestBody?: infer B } ? B : never;
/** The body in whichever media type the operation accepts (JSON or a form: the same fields). */
export type BodyOf<K extends OperationId> = [NonNullable<RequestBodyOf<K>>] extends [never]
  ? undefined
  : NonNullable<RequestBodyOf<K>> extends { content: infer C }
    ? C[keyof C]
    : undefined;

type Responses<K extends OperationId> = operations[K]['responses'];
type Success = 200 | 201 | 202 | 204;
type JsonOf<R> = R extends { content: { 'application/json': infer J } } ? J : never;
/** The JSON body of the operation's success responses. */
export type ResponseOf<K extends OperationId> = {
  [S in keyof Responses<K>]: S extends Success ? JsonOf<Responses<K>[S]> : never;
}[keyof Responses<K>];

export type RequestOf<K extends OperationId> = FastifyRequest<{
  Params: PathOf<K>;
  Querystring: QueryOf<K>;
  Headers: HeadersOf<K>;
  Body: BodyOf<K>;
}>;

/** Whether the contract declares the `Idempotency-Key` header on the operation. */
type TakesIdempotencyKey<K extends OperationId> = [NonNullable<Parameters<K>['header']>] extends [never]
  ? false
  : 'Idempotency-Key' extends keyof NonNullable<Parameters<K>['header']>
    ? true
    : false;

/**
 * A handler returns the operation's success body (or the reply, when it sent a file itself). Handlers
 * of operations that declare `Idempotency-Key` get the transaction to do their effect in
 * (src/platform/http/idempotency.ts stores their first response in it), or, declared single-statement, the
 * response's row to store in their one statement.
 */
export type Handler<K extends OperationId> =
  TakesIdempotencyKey<K> extends true
    ? | ((
          request: RequestOf<K>,
          reply: FastifyReply,
          tx: pg.PoolClient,
        ) => Promise<ResponseOf<K> | FastifyReply>)
      | SingleStatementHandler<
          (
            request: RequestOf<K>,
            reply: FastifyReply,
            record: IdempotencyRecord | null,
          ) => Promise<ResponseOf<K>>
        >
    : (request: RequestOf<K>, reply: FastifyReply) => Promise<ResponseOf<K> | FastifyReply>;

/** Implementations by the contract's operationId. */
export type Handlers = { [K in OperationId]?: Handler<K> };
