/**
 * What makes the HTTP surface safe to expose, beyond the contract's own validation: input PostgreSQL
 * cannot store is refused up front, API answers are never cached, and request logs carry no secrets or
 * personal data.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

/** The path and field of the first string (or object key) holding a NUL character, if any. */
export function findNul(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNul(item, `${path}[${i}]`, depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  // Buffers (raw bodies) and streams are not text.
  if (Buffer.isBuffer(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return path || 'a field name';
    const found = findNul(item, field, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL refuses the NUL character in text and jsonb (22021 / 22P05), so no request may carry
 * one anywhere: query, path, headers or body. Runs before validation, authentication and handlers.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const parts = {
    query: request.query,
    params: request.params,
    headers: request.headers,
    body: request.body,
  } as const;
  for (const [part, value] of Object.entries(parts)) {
    const found = findNul(value);
    if (found !== null) {
      throw new ApiError(
        400,
        'validation-error',
        `${[part, found].filter(Boolean).join('.')} contains a NUL character`,
      );
    }
  }
}

/**
 * Every /api answer carries personal data or might: `Cache-Control: no-store` unless the route set its
 * own policy (public statistics may choose caching). Static files keep theirs (src/platform/http/static.ts).
 */
export async function noStoreForApi(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const path = request.url.split('?', 1)[0]!;
  if ((path === '/api' || path.startsWith('/api/')) && !reply.hasHeader('cache-control'))
    reply.header('cache-control', 'no-store');
  return payload;
}

export function registerExposureHooks(app: FastifyInstance): void {
  // Global hooks run before each route's own (authentication, rate limits, ownership).
  app.addHook('preValidation', rejectNulCharacters);
  app.addHook('onSend', noStoreForApi);
}

// --- Request logs ---------------------------------------------------------------------------------

/** Query parameters whose value is a secret or personal data, whatever it looks like. */
const REDACTED_PARAMS = new Set(
  [
    'token',
    'access_token',
    'refresh_token',
    'code',
    'password',
    'newPassword',
    'verificationId',
    'username',
    'email',
    'phone',
    'telephone',
  ].map((name) => name.toLowerCase()),
);
/** Path segments after these are link ids (secrets): `/password-reset/<id>`. */
const SECRET_AFTER = new Set(['password-reset']);
const REDACTED = '[redacted]';

/** An e-mail address, also percent-encoded (`%40`). */
const EMAIL = /[^\s/?&=#@]*(?:@|%40)[^\s/?&=#]+/gi;
/**
 * A phone number: + (or %2B, or an encoded space) and at least 7 digits (checked in redactText) with
 * spaces, `+` or dashes between, or a bare run of 9 to 15 digits (a national number).
 */
const PHONE = /(?:\+|%2B|%20)(?:\d|%20|[\s+-])*\d|\b\d{9,15}\b/gi;
/** A random token: 32 or more base64url characters (our ids are 43). */
const TOKEN = /[A-Za-z0-9_-]{32,}/g;

function redactText(text: string): string {
  return text
    .replace(EMAIL, REDACTED)
    .replace(PHONE, (match) => (match.replace(/%20/gi, '').replace(/\D/g, '').length >= 7 ? REDACTED : match))
    .replace(TOKEN, REDACTED);
}

/**
 * The URL as the request log shows it: secret and personal query values, link ids in paths, and any
 * e-mail address, phone number or token-like value anywhere become `[redacted]`.
 */
export function redactUrl(url: string): string {
  const hash = url.indexOf('#');
  const withoutHash = hash === -1 ? url : url.slice(0, hash);
  const question = withoutHash.indexOf('?');
  const path = question === -1 ? withoutHash : withoutHash.slice(0, question);
  const query = question === -1 ? null : withoutHash.slice(question + 1);

  const segments = path.split('/');
  const safePath = segments
    .map((segment, i) => (i > 0 && SECRET_AFTER.has(segments[i - 1]!) ? REDACTED : redactText(segment)))
    .join('/');
  if (query === null) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed name is shown as sent (redacted like a value).
      }
      if (eq === -1) return redactText(rawName);
      const value = REDACTED_PARAMS.has(name.toLowerCase()) ? REDACTED : redactText(pair.slice(eq + 1));
      return `${redactText(rawName)}=${value}`;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}
