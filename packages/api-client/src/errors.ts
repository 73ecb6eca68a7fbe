import type { components } from './generated/schema.js';
import { errorKeyValues } from './generated/schema.js';

export type ErrorKey = components['schemas']['ErrorKey'];
/** The error body of every 4xx/5xx response. */
export type ApiError = components['schemas']['ApiError'];

const knownKeys: ReadonlySet<string> = new Set(errorKeyValues);

export function isErrorKey(value: unknown): value is ErrorKey {
  return typeof value === 'string' && knownKeys.has(value);
}

/**
 * A failed call: `status` is the HTTP status (0 when no response arrived), `key` an error key the
 * app translates (SPEC §8), `message` the server's English text or a local fallback.
 */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly key: ErrorKey;

  constructor(init: { status: number; key: ErrorKey; message: string }) {
    super(init.message);
    this.status = init.status;
    this.key = init.key;
  }
}

export interface ToApiErrorOptions {
  /** HTTP status of the response the error came with; 0 (no response) when left out. */
  status?: number;
  /** Key used when the error carries none of the catalogue. @default 'something-wrong' */
  fallbackKey?: ErrorKey;
}

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

/**
 * Turns anything a call can fail with — an `ApiError` body, a plain-text body, a thrown network
 * error, an `ApiRequestError` — into an `ApiRequestError`.
 */
export function toApiError(error: unknown, options: ToApiErrorOptions = {}): ApiRequestError {
  if (error instanceof ApiRequestError) return error;
  const status = options.status ?? 0;
  const fallbackKey = options.fallbackKey ?? 'something-wrong';
  if (typeof error === 'object' && error !== null && !(error instanceof Error)) {
    const body = error as { message?: unknown; key?: unknown };
    return new ApiRequestError({
      status,
      key: isErrorKey(body.key) ? body.key : fallbackKey,
      message: typeof body.message === 'string' && body.message !== '' ? body.message : GENERIC_MESSAGE,
    });
  }
  if (typeof error === 'string' && error.trim() !== '') {
    return new ApiRequestError({ status, key: fallbackKey, message: error.trim() });
  }
  if (error instanceof Error && error.message !== '') {
    return new ApiRequestError({ status, key: fallbackKey, message: error.message });
  }
  return new ApiRequestError({ status, key: fallbackKey, message: GENERIC_MESSAGE });
}

/**
 * The data of an openapi-fetch result, or an `ApiRequestError` thrown for an error response.
 * Handy as an SWR fetcher: `unwrap(await api.GET('/accountBalance'))`.
 */
export function unwrap<T>(
  result: { data?: T; error?: unknown; response: Response },
  fallbackKey?: ErrorKey,
): T {
  if (result.error !== undefined || !result.response.ok) {
    throw toApiError(result.error, { status: result.response.status, fallbackKey });
  }
  return result.data as T;
}
