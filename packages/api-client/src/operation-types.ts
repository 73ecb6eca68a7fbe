import type { paths } from './generated/schema.js';

/**
 * Types of one operation of the contract, by path and method, for code that wraps the client (the
 * app's query and mutation hooks): which paths answer a method, their parameters, JSON body and the
 * JSON of a success response. All derived from `paths`, so a contract change reaches every caller.
 */
export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The paths that have an operation for `M`. */
export type PathsWith<M extends HttpMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

/** The operation object of `M P`. */
export type OperationAt<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

type Defined<T> = { [K in keyof T as [NonNullable<T[K]>] extends [never] ? never : K]: T[K] };

/** `path` and `query` parameters of `M P` (headers are the client's business), as openapi-fetch takes them. */
export type OperationParams<P extends keyof paths, M extends HttpMethod> =
  OperationAt<P, M> extends { parameters: infer Params }
    ? Omit<Defined<Params>, 'header' | 'cookie'>
    : Record<string, never>;

/** The JSON request body of `M P` (never when it takes none). */
export type OperationBody<P extends keyof paths, M extends HttpMethod> =
  NonNullable<OperationAt<P, M>['requestBody']> extends { content: infer C }
    ? C extends { 'application/json': infer B }
      ? B
      : C extends { 'application/x-www-form-urlencoded': infer F }
        ? F
        : never
    : never;

type SuccessStatus = 200 | 201 | 202 | 204;

/** The JSON of a success (2xx) response of `M P`; undefined for a response without content. */
export type OperationData<P extends keyof paths, M extends HttpMethod> = {
  [S in keyof OperationAt<P, M>['responses']]: S extends SuccessStatus
    ? OperationAt<P, M>['responses'][S] extends { content: { 'application/json': infer D } }
      ? D
      : undefined
    : never;
}[keyof OperationAt<P, M>['responses']];
