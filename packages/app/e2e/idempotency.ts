import { randomUUID } from 'node:crypto';

/**
 * The headers of one money-moving action sent straight to the API: `headers` plus a new
 * Idempotency-Key, which the contract requires on every money call (400 `idempotency-key-required`
 * without it; docs/decisions/0016-idempotency-key-required.md). One call per action here, as the
 * api-client adds a fresh key when its caller passes none.
 */
export function withIdempotencyKey(headers: Record<string, string>): Record<string, string> {
  return { ...headers, 'Idempotency-Key': randomUUID() };
}
