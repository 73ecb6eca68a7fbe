import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
// Types only (erased under Node's type stripping): generated from openapi.yaml by openapi-typescript.
import type { components } from '@invest/api-client';

/**
 * Error keys of the contract's `ErrorKey` (SPEC §8 plus the service's generic keys), taken from the
 * generated types so a key the contract does not declare does not compile.
 */
export type ErrorKey = components['schemas']['ErrorKey'];

declare module 'fastify' {
  interface FastifyContextConfig {
    operationId?: string;
    /** OAuth endpoints add the RFC 6749 `error` code to their error bodies. */
    oauth?: boolean;
  }
}

/** An error whose status, key and message are safe to show to the client. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly key: ErrorKey;
  /** Extra body fields (e.g. the OAuth `error` code). */
  readonly extra: Record<string, unknown>;

  constructor(statusCode: number, key: ErrorKey, message: string, extra: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.key = key;
    this.extra = extra;
  }
}

export const unauthorized = (message = 'Authentication required') =>
  new ApiError(401, 'unauthorized', message);
export const forbidden = (message = 'Not allowed for this user') => new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'not-found', message);
export const badRequest = (message: string) => new ApiError(400, 'validation-error', message);
export const notImplemented = () =>
  new ApiError(501, 'not-implemented', 'This operation is not available in this version of the service');

function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return 'Invalid request';
  const where = err.validationContext ?? 'request';
  const path = first.instancePath ? first.instancePath.replace(/^\//, '').replace(/\//g, '.') : '';
  const missing = (first.params as { missingProperty?: string } | undefined)?.missingProperty;
  const field = [where, path, missing].filter(Boolean).join('.');
  return `${field} ${first.message ?? 'is invalid'}`.trim();
}

/**
 * PostgreSQL's class 22 "data exception" (22P02 invalid text representation, 22021 invalid byte
 * sequence such as a NUL, 22P05 untranslatable character, 22003 numeric value out of range, 22008
 * datetime field overflow, 22001 string too long…): the value of the request, not the service, is at
 * fault. Recognised by the SQLSTATE of a database error (pg's DatabaseError carries `severity`).
 */
export function isDataException(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, severity } = err as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code) && typeof severity === 'string';
}

/**
 * One error shape for every failure. Client errors carry a safe message; anything unexpected is
 * logged server-side (redacted) and answered with a generic 500 — no stack, SQL or token leaves.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const oauth = request.routeOptions.config?.oauth === true ? { error: 'invalid_request' } : {};
    if (err instanceof ApiError) {
      // A request shed under load or while draining is the service protecting itself, not a fault:
      // one warning line without a stack, so a busy minute does not bury the real errors.
      if (err.key === 'service-unavailable') request.log.warn({ key: err.key }, 'request shed');
      else if (err.statusCode >= 500 && err.key !== 'not-implemented')
        request.log.error({ err }, 'request failed');
      const base = err.statusCode < 500 ? oauth : {};
      return reply.code(err.statusCode).send({ ...base, ...err.extra, message: err.message, key: err.key });
    }
    const fastifyErr = err as FastifyError;
    if (isDataException(err)) {
      // A value PostgreSQL cannot store or read (NUL byte, bad encoding, number out of range, bad
      // date…) that slipped past validation: the request's fault, not the service's. Logged so the
      // missing validation can be added; the code only, never the value.
      request.log.warn({ pgCode: (err as { code: string }).code }, 'database refused a value of the request');
      return reply.code(400).send({
        ...oauth,
        message: 'The request contains a value that is not accepted',
        key: 'validation-error',
      });
    }
    if (fastifyErr.validation) {
      return reply
        .code(400)
        .send({ ...oauth, message: validationMessage(fastifyErr), key: 'validation-error' });
    }
    const status = fastifyErr.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, unsupported media type, body too large, bad URL…
      const message =
        status === 413
          ? 'Request body too large'
          : status === 415
            ? 'Unsupported content type'
            : fastifyErr.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'Request body is empty'
              : fastifyErr.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
                ? 'Request body is not valid JSON'
                : 'Malformed request';
      request.log.info({ errorCode: fastifyErr.code, status }, 'client error');
      return reply.code(status).send({ ...oauth, message, key: 'validation-error' });
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .code(500)
      .send({ message: 'Something went wrong on our side. Please try again.', key: 'internal' });
  });
}
