import createClient from 'openapi-fetch';
import type { Client, Middleware } from 'openapi-fetch';
import {
  IDEMPOTENCY_KEY_HEADER,
  isIdempotencyKey,
  newIdempotencyKey,
  WEB_CLIENT_AUTHORIZATION,
  type Language,
} from './client.js';
import { fetchFile } from './download.js';
import { ApiRequestError, toApiError } from './errors.js';
import { opsIdempotentOperations } from './generated/ops-operations.js';
import type { components, paths } from './generated/schema.js';

/**
 * Whether an operator call takes an Idempotency-Key (`method` any case, `schemaPath` the contract's
 * template): the back office's mutations send their action's key on these.
 */
export function opsTakesIdempotencyKey(method: string, schemaPath: string): boolean {
  return opsIdempotentOperations.has(`${method.toUpperCase()} ${schemaPath}`);
}

/*
 * The back office's client (entry `@invest/api-client/ops`). It is a separate entry so that nothing
 * of the operator's calls reaches an investor's bundle (DESIGN §6): the investor client's operation
 * table leaves the `Operations` tag out, and this module is imported only by the `/ops` chunks.
 */

export type OperatorAuthResponse = components['schemas']['OperatorAuthResponse'];

/** The paths of the operator's calls (every one under `/ops/`). */
export type OpsPaths = { [P in keyof paths as P extends `/ops/${string}` ? P : never]: paths[P] };

export interface OpsClientOptions {
  /** Base of every path; must be absolute outside a browser. @default '/api' */
  baseUrl?: string;
  /** The signed-in operator's `Authorization` value (`Bearer …`), or null. @default () => null */
  getAuthorization?: () => string | null;
  /** The console's language, sent as Accept-Language. @default () => 'en' */
  getLanguage?: () => Language;
  /** Called once per expired authorization value when a call that carried it answers 401. */
  onSessionExpired?: () => void;
  /** fetch implementation. @default globalThis.fetch (looked up on each call) */
  fetch?: typeof fetch;
}

/** Operator calls that answer a file. */
export type OpsDownloadPath =
  '/ops/identity-documents/{documentId}' | '/ops/payouts/{id}/file' | '/ops/audit-log/export';
export type OpsDownloadParams<P extends OpsDownloadPath> = Omit<paths[P]['get']['parameters'], 'cookie'>;

export interface OpsHelpers {
  /**
   * Operator sign-in: password grant plus the authenticator's current code, or instead `{ passkey }`
   * (a `PasskeyAssertion` as JSON text, for a challenge of `POST /ops/passkeyLogin/options`). Rejects
   * with an `ApiRequestError` (key from the service, else `error-logging-in`).
   */
  login(
    username: string,
    password: string,
    secondFactor: string | { passkey: string },
  ): Promise<OperatorAuthResponse>;
  /** Revokes the operator's token (sign-out). Never rejects: resolves false when the call failed. */
  revoke(accessToken: string): Promise<boolean>;
  /** Downloads a file the service serves to operators; the name comes from Content-Disposition. */
  downloadFile<P extends OpsDownloadPath>(
    path: P,
    params: OpsDownloadParams<P>,
    fallbackName: string,
  ): Promise<{ blob: Blob; filename: string }>;
}

export type OpsClient = Client<OpsPaths, 'application/json'> & OpsHelpers;

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' } as const;

function isTokenResponse(data: unknown): data is OperatorAuthResponse {
  if (typeof data !== 'object' || data === null) return false;
  const t = data as Record<string, unknown>;
  return (
    typeof t.access_token === 'string' &&
    t.access_token !== '' &&
    typeof t.expires_in === 'number' &&
    t.expires_in > 0 &&
    t.token_type === 'Bearer' &&
    typeof t.operatorId === 'number' &&
    Number.isInteger(t.operatorId)
  );
}

/**
 * A typed client for the `/ops/…` calls: the web client's Basic header on `/ops/oauth/*`, the
 * operator's bearer token on every other call, Accept-Language on all, an Idempotency-Key on the
 * money calls (a fresh one unless the caller passed its action's); a 401 of a call that carried the
 * token is reported through `onSessionExpired`.
 */
export function createOpsClient(options: OpsClientOptions = {}): OpsClient {
  const {
    baseUrl = '/api',
    getAuthorization = () => null,
    getLanguage = () => 'en',
    onSessionExpired = () => {},
    fetch: customFetch,
  } = options;
  const authorized = new WeakSet<Request>();
  let reported: string | null = null;

  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      const headers = request.headers;
      if (!headers.has('Accept-Language')) headers.set('Accept-Language', getLanguage());
      if (schemaPath.startsWith('/ops/oauth/')) {
        if (!headers.has('Authorization')) headers.set('Authorization', WEB_CLIENT_AUTHORIZATION);
        return request;
      }
      const authorization = getAuthorization();
      if (authorization && !headers.has('Authorization')) headers.set('Authorization', authorization);
      if (headers.has('Authorization')) authorized.add(request);
      if (opsTakesIdempotencyKey(request.method, schemaPath)) {
        const passed = headers.get(IDEMPOTENCY_KEY_HEADER);
        // As the investor's client: a fresh key for a caller that makes one call per action; a caller
        // that may retry passes its action's key (idempotencyHeaders), checked against the contract.
        if (passed === null) headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
        else if (!isIdempotencyKey(passed))
          throw new ApiRequestError({
            status: 0,
            key: 'something-wrong',
            message: 'The Idempotency-Key passed for this call is not 8 to 255 printable ASCII characters.',
          });
      }
      return request;
    },
    onResponse({ request, response }) {
      if (response.status !== 401 || !authorized.has(request)) return;
      const authorization = request.headers.get('Authorization');
      if (authorization === reported) return;
      reported = authorization;
      onSessionExpired();
    },
  };

  const client = createClient<OpsPaths>({
    baseUrl,
    fetch: customFetch ?? ((request: Request) => globalThis.fetch(request)),
  });
  client.use(middleware);

  const helpers: OpsHelpers = {
    async login(username, password, secondFactor) {
      const factor = typeof secondFactor === 'string' ? { otp: secondFactor } : secondFactor;
      let result;
      try {
        result = await client.POST('/ops/oauth/token', {
          body: { grant_type: 'password', scope: 'ops', username, password, ...factor },
          headers: FORM,
        });
      } catch (error) {
        throw toApiError(error, { fallbackKey: 'error-logging-in' });
      }
      const { data, error, response } = result;
      if (error !== undefined || !response.ok) {
        throw toApiError(error, { status: response.status, fallbackKey: 'error-logging-in' });
      }
      if (!isTokenResponse(data)) {
        throw new ApiRequestError({
          status: response.status,
          key: 'error-logging-in',
          message: 'The token response lacks access_token, expires_in, token_type or operatorId.',
        });
      }
      reported = null;
      return data;
    },

    async revoke(accessToken) {
      try {
        const { response } = await client.POST('/ops/oauth/revoke', {
          body: { token: accessToken, token_type_hint: 'access_token' },
          headers: FORM,
        });
        return response.ok;
      } catch {
        return false;
      }
    },

    async downloadFile(path, params, fallbackName) {
      const { blob, filename } = await fetchFile(client.GET, path, params);
      return { blob, filename: filename ?? fallbackName };
    },
  };

  return Object.assign(client, helpers);
}
