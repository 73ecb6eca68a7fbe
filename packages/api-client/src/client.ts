import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import { fetchFile } from './download.js';
import { ApiRequestError, toApiError } from './errors.js';
import { operationTable } from './generated/operations.js';
import type { components, paths } from './generated/schema.js';

type AuthResponse = components['schemas']['AuthResponse'];

/** `Authorization` value of the public web client for `/oauth/*` (base64 of `invest-web:`). */
export const WEB_CLIENT_AUTHORIZATION = 'Basic aW52ZXN0LXdlYjo=';

/** Credentials of the signed-in user, as stored by the app. */
export interface Credentials {
  /** The full header value, `<token_type> <access_token>` (e.g. `Bearer abc…`). */
  authorization: string;
  userId: number;
}

export type Language = 'en' | 'sl';

export interface ApiClientOptions {
  /** Base of every path; must be absolute outside a browser. @default '/api' */
  baseUrl?: string;
  /** Read on every authenticated call; null when nobody is signed in. @default () => null */
  getCredentials?: () => Credentials | null;
  /** The interface language, sent lowercased as Accept-Language. @default () => 'en' */
  getLanguage?: () => Language;
  /**
   * Called when a call that carried credentials answers 401 — once per expired authorization value,
   * however many requests were in flight.
   */
  onSessionExpired?: () => void;
  /** fetch implementation. @default globalThis.fetch (looked up on each call) */
  fetch?: typeof fetch;
}

/** Paths answering a file (PDF, or CSV/XLSX for the account history export). */
export type DownloadPath =
  | '/user_investments/{id}/contract'
  | '/investments/{id}/contract-template'
  | '/incomeStatement'
  | '/accountHistory/export';
export type DownloadParams<P extends DownloadPath> = Omit<paths[P]['get']['parameters'], 'cookie'>;

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition, else the fallback name. */
  filename: string;
}

export interface ApiHelpers {
  /**
   * Password-grant login with the web client. Resolves with the token response only when it has
   * access_token, expires_in, token_type and userId (SPEC §5); otherwise rejects with an
   * `ApiRequestError` (key from the server, else `error-logging-in`).
   */
  login(username: string, password: string): Promise<AuthResponse>;
  /** Revokes an access token (logout). Never rejects: resolves false when the call failed. */
  revoke(accessToken: string): Promise<boolean>;
  /**
   * Downloads a file. The name comes from Content-Disposition, else `fallbackName`, else `{id}.pdf`
   * for contracts, `income-statement-{from}-{to}.pdf` for income statements and
   * `account-history-{from}-{to}.{format}` for the account history export.
   */
  downloadFile<P extends DownloadPath>(
    path: P,
    params: DownloadParams<P>,
    fallbackName?: string,
  ): Promise<DownloadedFile>;
}

/** The typed calls of the contract without the helpers (what data hooks need). */
export type ApiCalls = Client<paths, 'application/json'>;

export type ApiClient = ApiCalls & ApiHelpers;

/** The `Authorization` value of a token response: `${token_type} ${access_token}`. */
export function authorizationValue(token: Pick<AuthResponse, 'token_type' | 'access_token'>): string {
  return `${token.token_type} ${token.access_token}`;
}

/** A fresh Idempotency-Key; create one per user action and reuse it when retrying that action. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts; build the same RFC 9562 v4 layout otherwise.
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

// The contract's rule for the header (components.parameters.IdempotencyKey): 8–255 printable ASCII.
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{8,255}$/;

/** True when `key` is a value the contract accepts as an Idempotency-Key. */
export function isIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY_PATTERN.test(key);
}

/**
 * The headers that tie a money-moving call to one user action: pass them on the first attempt and on
 * every retry of that action (`api.POST(path, { body, headers: idempotencyHeaders(key) })`), and make
 * a new key (`newIdempotencyKey()`) for the next action. Throws for a key the contract rejects.
 */
export function idempotencyHeaders(key: string): { 'Idempotency-Key': string } {
  if (!isIdempotencyKey(key))
    throw new TypeError('An Idempotency-Key is 8 to 255 printable ASCII characters.');
  return { [IDEMPOTENCY_KEY_HEADER]: key } as { 'Idempotency-Key': string };
}

function securityOf(method: string, schemaPath: string) {
  return (
    operationTable[`${method.toUpperCase()} ${schemaPath}`] ?? { security: 'user', idempotencyKey: false }
  );
}

function isValidTokenResponse(data: unknown): data is AuthResponse {
  if (typeof data !== 'object' || data === null) return false;
  const t = data as Record<string, unknown>;
  return (
    typeof t.access_token === 'string' &&
    t.access_token !== '' &&
    typeof t.expires_in === 'number' &&
    Number.isFinite(t.expires_in) &&
    t.expires_in > 0 &&
    typeof t.token_type === 'string' &&
    t.token_type !== '' &&
    typeof t.userId === 'number' &&
    Number.isInteger(t.userId) &&
    t.userId > 0
  );
}

function defaultFileName(path: DownloadPath, params: unknown): string {
  const p = params as {
    path?: { id?: unknown };
    query?: { from?: unknown; to?: unknown; format?: unknown };
  };
  if (path === '/incomeStatement')
    return `income-statement-${String(p.query?.from)}-${String(p.query?.to)}.pdf`;
  if (path === '/accountHistory/export')
    return `account-history-${String(p.query?.from)}-${String(p.query?.to)}.${String(p.query?.format)}`;
  return `${String(p.path?.id)}.pdf`;
}

/**
 * A typed openapi-fetch client for the contract, plus login/revoke/download helpers.
 *
 * Its middleware adds, per operation as declared in openapi.yaml: `Authorization` + `userId` to
 * authenticated calls, the web client's Basic header to `/oauth/*`, nothing to public calls
 * (statistics, registration); `Accept-Language` to every call; an `Idempotency-Key` to
 * money-moving calls unless the caller passed the key of its action (kept as it is, after checking
 * it against the contract's rule). A 401 of a call that carried credentials
 * is reported through `onSessionExpired`.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const {
    baseUrl = '/api',
    getCredentials = () => null,
    getLanguage = () => 'en',
    onSessionExpired = () => {},
    fetch: customFetch,
  } = options;

  // Requests that carried credentials, so a 401 is attributed to the session and not to a login.
  const authorizedRequests = new WeakSet<Request>();
  let reportedAuthorization: string | null = null;

  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      const { security, idempotencyKey } = securityOf(request.method, schemaPath);
      const headers = request.headers;
      if (!headers.has('Accept-Language')) headers.set('Accept-Language', getLanguage().toLowerCase());
      if (security === 'client') {
        if (!headers.has('Authorization')) headers.set('Authorization', WEB_CLIENT_AUTHORIZATION);
      } else if (security === 'user' || security === 'optional') {
        const credentials = getCredentials();
        if (credentials) {
          if (!headers.has('Authorization')) headers.set('Authorization', credentials.authorization);
          if (!headers.has('userId')) headers.set('userId', String(credentials.userId));
        }
        if (headers.has('Authorization')) authorizedRequests.add(request);
      }
      if (idempotencyKey) {
        const passed = headers.get(IDEMPOTENCY_KEY_HEADER);
        if (passed === null) {
          // Safe default for a caller that makes exactly one call per action: a fresh key per call.
          // A caller that may retry passes the action's key (idempotencyHeaders) so the retry reuses it.
          headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
        } else if (!isIdempotencyKey(passed)) {
          // Never send a key the service would refuse (or, worse, share between actions by accident).
          throw new ApiRequestError({
            status: 0,
            key: 'something-wrong',
            message: 'The Idempotency-Key passed for this call is not 8 to 255 printable ASCII characters.',
          });
        }
      }
      return request;
    },
    onResponse({ request, response }) {
      if (response.status !== 401 || !authorizedRequests.has(request)) return;
      const authorization = request.headers.get('Authorization');
      if (authorization === reportedAuthorization) return;
      reportedAuthorization = authorization;
      onSessionExpired();
    },
  };

  const client = createClient<paths>({
    baseUrl,
    fetch: customFetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  client.use(middleware);

  const helpers: ApiHelpers = {
    async login(username, password) {
      let result;
      try {
        result = await client.POST('/oauth/token', {
          body: { grant_type: 'password', scope: 'read write', username, password },
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        });
      } catch (error) {
        throw toApiError(error, { fallbackKey: 'error-logging-in' });
      }
      const { data, error, response } = result;
      if (error !== undefined || !response.ok) {
        throw toApiError(error, { status: response.status, fallbackKey: 'error-logging-in' });
      }
      if (!isValidTokenResponse(data)) {
        throw new ApiRequestError({
          status: response.status,
          key: 'error-logging-in',
          message: 'The token response lacks access_token, expires_in, token_type or userId.',
        });
      }
      return data;
    },

    async revoke(accessToken) {
      try {
        const { response } = await client.POST('/oauth/revoke', {
          body: { token: accessToken, token_type_hint: 'access_token' },
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        });
        return response.ok;
      } catch {
        return false;
      }
    },

    async downloadFile(path, params, fallbackName) {
      const { blob, filename } = await fetchFile(client.GET, path, params);
      return { blob, filename: filename ?? fallbackName ?? defaultFileName(path, params) };
    },
  };

  return Object.assign(client, helpers);
}
