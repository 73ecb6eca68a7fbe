import { describe, expect, it, vi } from 'vitest';
import {
  ApiRequestError,
  WEB_CLIENT_AUTHORIZATION,
  authorizationValue,
  createApiClient,
  idempotencyHeaders,
  newIdempotencyKey,
  toApiError,
  unwrap,
} from '../src/index.js';
import type { ApiClientOptions, AuthResponse, Credentials } from '../src/index.js';
import { BASE_URL, json, pdf, recordingFetch } from './fake-fetch.js';
import type { Handler } from './fake-fetch.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const credentials: Credentials = { authorization: 'Bearer abc123', userId: 7 };
const token: AuthResponse = { access_token: 'tok-1', expires_in: 3600, token_type: 'Bearer', userId: 7 };

function setup(handler?: Handler, options: Partial<ApiClientOptions> = {}) {
  const recorder = recordingFetch(handler);
  const onSessionExpired = vi.fn();
  const api = createApiClient({
    baseUrl: BASE_URL,
    getCredentials: () => credentials,
    getLanguage: () => 'sl',
    onSessionExpired,
    fetch: recorder.fetch,
    ...options,
  });
  return { api, calls: recorder.calls, onSessionExpired };
}

describe('headers', () => {
  it('sends Authorization, userId and Accept-Language on an authenticated call', async () => {
    const { api, calls } = setup();
    await api.GET('/customer/{uid}', { params: { path: { uid: 7 } } });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url.href).toBe(`${BASE_URL}/customer/7`);
    expect(call!.headers.get('authorization')).toBe('Bearer abc123');
    expect(call!.headers.get('userid')).toBe('7');
    expect(call!.headers.get('accept-language')).toBe('sl');
  });

  it('lowercases the language', async () => {
    const { api, calls } = setup(undefined, { getLanguage: () => 'EN' as 'en' });
    await api.GET('/accountBalance');
    expect(calls[0]!.headers.get('accept-language')).toBe('en');
  });

  it('defaults to the same-origin /api base and English', async () => {
    const recorder = recordingFetch();
    const api = createApiClient({ fetch: recorder.fetch, baseUrl: 'http://localhost:3000/api' });
    await api.GET('/statistics/funds_daily_stats');
    expect(recorder.calls[0]!.url.pathname).toBe('/api/statistics/funds_daily_stats');
    expect(recorder.calls[0]!.headers.get('accept-language')).toBe('en');
  });

  it('sends no credentials to the statistics calls', async () => {
    const { api, calls } = setup();
    await api.GET('/statistics/funds_daily_stats');
    await api.GET('/statistics/interests_daily_stats');
    await api.GET('/statistics/investment_type_ratios');
    for (const call of calls) {
      expect(call.headers.has('authorization')).toBe(false);
      expect(call.headers.has('userid')).toBe(false);
      expect(call.headers.get('accept-language')).toBe('sl');
    }
  });

  it('sends no credentials to public registration calls', async () => {
    const { api, calls } = setup(() => json(false));
    await api.GET('/existsCustomerByUsername', { params: { query: { username: 'a@b.si' } } });
    await api.POST('/phone_confirm', { body: { verificationId: 'v'.repeat(16), code: '123456' } });
    for (const call of calls) {
      expect(call.headers.has('authorization')).toBe(false);
      expect(call.headers.has('userid')).toBe(false);
    }
  });

  it('sends the web client Basic header (and no userId) to /oauth/token', async () => {
    const { api, calls } = setup(() => json(token));
    await api.login('demo@invest.si', 'DemoInvest2026!');
    const [call] = calls;
    expect(call!.method).toBe('POST');
    expect(call!.url.pathname).toBe('/api/oauth/token');
    expect(call!.headers.get('authorization')).toBe(WEB_CLIENT_AUTHORIZATION);
    expect(WEB_CLIENT_AUTHORIZATION).toBe(`Basic ${btoa('invest-web:')}`);
    expect(call!.headers.has('userid')).toBe(false);
    expect(call!.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(call!.body))).toEqual({
      grant_type: 'password',
      scope: 'read write',
      username: 'demo@invest.si',
      password: 'DemoInvest2026!',
    });
  });

  it('sends credentials to the password reset only when signed in', async () => {
    const signedIn = setup();
    await signedIn.api.POST('/passwordReset', {
      body: { newPassword: 'NewSecret1!', verificationId: 'v'.repeat(16), code: '123456' },
    });
    expect(signedIn.calls[0]!.headers.get('authorization')).toBe('Bearer abc123');
    const anonymous = setup(undefined, { getCredentials: () => null });
    await anonymous.api.POST('/passwordReset', {
      body: { newPassword: 'NewSecret1!', verificationId: 'v'.repeat(16) },
    });
    expect(anonymous.calls[0]!.headers.has('authorization')).toBe(false);
  });

  it('reads the credentials on every call', async () => {
    let current: Credentials | null = null;
    const { api, calls } = setup(undefined, { getCredentials: () => current });
    await api.GET('/accountBalance');
    current = { authorization: 'Bearer later', userId: 9 };
    await api.GET('/accountBalance');
    expect(calls[0]!.headers.has('authorization')).toBe(false);
    expect(calls[1]!.headers.get('authorization')).toBe('Bearer later');
    expect(calls[1]!.headers.get('userid')).toBe('9');
  });
});

describe('session expiry', () => {
  const unauthorized = () => json({ message: 'Token expired', key: 'unauthorized' }, 401);

  it('calls onSessionExpired once on a 401 of an authorized call', async () => {
    const { api, onSessionExpired } = setup(unauthorized);
    const { error, response } = await api.GET('/accountBalance');
    expect(response.status).toBe(401);
    expect(error).toEqual({ message: 'Token expired', key: 'unauthorized' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('reports concurrent 401s of the same token once, and a later token again', async () => {
    let current: Credentials = credentials;
    const { api, onSessionExpired } = setup(unauthorized, { getCredentials: () => current });
    await Promise.all([
      api.GET('/accountBalance'),
      api.GET('/investments/latest'),
      api.GET('/user_investments/latest'),
    ]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    current = { authorization: 'Bearer second', userId: 7 };
    await api.GET('/accountBalance');
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('does not report failures of /oauth/token', async () => {
    const bad = setup(() =>
      json({ error: 'invalid_client', message: 'Bad client', key: 'unauthorized' }, 401),
    );
    await expect(bad.api.login('a@b.si', 'x')).rejects.toBeInstanceOf(ApiRequestError);
    expect(bad.onSessionExpired).not.toHaveBeenCalled();

    const wrong = setup(() =>
      json({ error: 'invalid_grant', message: 'Bad credentials', key: 'unauthorized' }, 400),
    );
    await expect(wrong.api.login('a@b.si', 'x')).rejects.toMatchObject({ status: 400, key: 'unauthorized' });
    expect(wrong.onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not report a 401 of a call that carried no credentials', async () => {
    const { api, onSessionExpired } = setup(unauthorized, { getCredentials: () => null });
    await api.GET('/accountBalance');
    await api.GET('/statistics/funds_daily_stats');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not report other error statuses', async () => {
    const { api, onSessionExpired } = setup(() => json({ message: 'No', key: 'forbidden' }, 403));
    await api.GET('/accountBalance');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('Idempotency-Key', () => {
  it('adds a UUID to each money-moving call the caller sends without one', async () => {
    // The contract requires the key (its types say so); a caller that passes none still gets one.
    const { api, calls } = setup(() => json({ success: true, Id: 1 }, 201));
    // @ts-expect-error -- no key passed on purpose
    await api.POST('/user_investments', { body: { investmentId: 3, amount: 100 } });
    // @ts-expect-error -- no key passed on purpose
    await api.POST('/user_investments', { body: { investmentId: 3, amount: 100 } });
    await api.POST('/withdrawals/{userId}', {
      // @ts-expect-error -- no key passed on purpose
      params: { path: { userId: 7 } },
      body: { amount: 50.5, verificationId: '00000000-0000-4000-8000-000000000001', code: '123456' },
    });
    // @ts-expect-error -- no key passed on purpose
    await api.DELETE('/user_investments/{id}', { params: { path: { id: 4 } } });
    const keys = calls.map((c) => c.headers.get('idempotency-key'));
    for (const key of keys) expect(key).toMatch(UUID);
    expect(new Set(keys).size).toBe(4);
  });

  it('keeps the key the caller passed, so a retry of one action reuses it', async () => {
    const { api, calls } = setup(() => json({ success: true, Id: 1 }, 201));
    const key = 'action-0001-retry';
    for (let attempt = 0; attempt < 2; attempt++) {
      await api.POST('/user_investments', {
        params: { header: { 'Idempotency-Key': key } },
        body: { investmentId: 3, amount: 100 },
      });
    }
    expect(calls.map((c) => c.headers.get('idempotency-key'))).toEqual([key, key]);
  });

  it('reuses the key of one action on its retry and takes a new key for the next action', async () => {
    let attempt = 0;
    // The first attempt fails as a dropped connection would; the retry of the same action succeeds.
    const { api, calls } = setup(() =>
      attempt++ === 0 ? json({}, 503) : json({ success: true, Id: 1 }, 201),
    );
    const first = newIdempotencyKey();
    const body = { investmentId: 3, amount: 100 };
    await api.POST('/user_investments', { body, params: { header: idempotencyHeaders(first) } });
    await api.POST('/user_investments', { body, params: { header: idempotencyHeaders(first) } });
    const second = newIdempotencyKey();
    await api.POST('/user_investments', { body, params: { header: idempotencyHeaders(second) } });
    expect(calls.map((c) => c.headers.get('idempotency-key'))).toEqual([first, first, second]);
    expect(second).not.toBe(first);
  });

  it('refuses a key the contract would reject, before anything is sent', async () => {
    const { api, calls } = setup(() => json({ success: true, Id: 1 }, 201));
    expect(() => idempotencyHeaders('short')).toThrow(TypeError);
    await expect(
      api.POST('/user_investments', {
        body: { investmentId: 3, amount: 100 },
        params: { header: { 'Idempotency-Key': 'has spaces in it' } },
      }),
    ).rejects.toMatchObject({ name: 'ApiRequestError', key: 'something-wrong' });
    expect(calls).toHaveLength(0);
  });

  it('sends one key per call, unchanged when it reaches fetch', async () => {
    const seen: string[] = [];
    const { api, calls } = setup((request) => {
      seen.push(request.headers.get('idempotency-key') ?? '');
      return json({ success: true, Id: 1 }, 201);
    });
    // @ts-expect-error -- the contract requires the key; a caller that passes none gets a fresh one.
    await api.POST('/user_investments', { body: { investmentId: 3, amount: 1 } });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toBe(calls[0]!.headers.get('idempotency-key'));
  });

  it('adds none to other calls', async () => {
    const { api, calls } = setup(() => json({ autoInvest: null }));
    await api.POST('/userAutoInvests/{userId}', {
      params: { path: { userId: 7 } },
      body: { type: 'SHORT_TERM' },
    });
    await api.GET('/user_investments');
    await api.DELETE('/userAutoInvests/{userId}', { params: { path: { userId: 7 } } });
    for (const call of calls) expect(call.headers.has('idempotency-key')).toBe(false);
  });
});

describe('login', () => {
  it('resolves with a complete token response', async () => {
    const { api } = setup(() => json(token));
    await expect(api.login('demo@invest.si', 'pw')).resolves.toEqual(token);
  });

  it.each([
    ['access_token', { ...token, access_token: undefined }],
    ['expires_in', { ...token, expires_in: undefined }],
    ['token_type', { ...token, token_type: undefined }],
    ['userId', { ...token, userId: undefined }],
    ['an empty access_token', { ...token, access_token: '' }],
    ['a non-numeric expires_in', { ...token, expires_in: '3600' }],
  ])('rejects a response lacking %s', async (_, body) => {
    const { api } = setup(() => json(body));
    await expect(api.login('demo@invest.si', 'pw')).rejects.toMatchObject({
      name: 'ApiRequestError',
      status: 200,
      key: 'error-logging-in',
    });
  });

  it('rejects an empty 200 body', async () => {
    const { api } = setup(() => new Response(null, { status: 200 }));
    await expect(api.login('a@b.si', 'pw')).rejects.toMatchObject({ key: 'error-logging-in' });
  });

  it('passes the server key of a blocked profile through', async () => {
    const { api } = setup(() =>
      json({ error: 'invalid_grant', message: 'Profile blocked', key: 'profile-blocked' }, 400),
    );
    await expect(api.login('a@b.si', 'pw')).rejects.toMatchObject({
      status: 400,
      key: 'profile-blocked',
      message: 'Profile blocked',
    });
  });

  it('maps a server error without a body and a network failure to error-logging-in', async () => {
    const broken = setup(() => new Response('Bad gateway', { status: 502 }));
    await expect(broken.api.login('a@b.si', 'pw')).rejects.toMatchObject({
      status: 502,
      key: 'error-logging-in',
    });
    const offline = setup(() => Promise.reject(new TypeError('fetch failed')));
    await expect(offline.api.login('a@b.si', 'pw')).rejects.toMatchObject({
      status: 0,
      key: 'error-logging-in',
    });
  });

  it('builds the authorization value from the token response', () => {
    expect(authorizationValue(token)).toBe('Bearer tok-1');
  });
});

describe('revoke', () => {
  it('posts the token with the web client header', async () => {
    const { api, calls, onSessionExpired } = setup(() => json({}));
    await expect(api.revoke('tok-1')).resolves.toBe(true);
    const [call] = calls;
    expect(call!.url.pathname).toBe('/api/oauth/revoke');
    expect(call!.headers.get('authorization')).toBe(WEB_CLIENT_AUTHORIZATION);
    expect(new URLSearchParams(call!.body).get('token')).toBe('tok-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('never rejects', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('offline')));
    await expect(api.revoke('tok-1')).resolves.toBe(false);
  });
});

describe('downloadFile', () => {
  it('names the file from Content-Disposition', async () => {
    const { api, calls } = setup(() =>
      pdf({
        'Content-Disposition': `attachment; filename="contract.pdf"; filename*=UTF-8''pogodba-%C4%8D.pdf`,
      }),
    );
    const file = await api.downloadFile('/user_investments/{id}/contract', {
      path: { id: 12 },
      query: { variant: 'summary' },
    });
    expect(file.filename).toBe('pogodba-č.pdf');
    expect(file.blob.size).toBeGreaterThan(0);
    expect(await file.blob.text()).toContain('%PDF');
    expect(calls[0]!.url.href).toBe(`${BASE_URL}/user_investments/12/contract?variant=summary`);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer abc123');
  });

  it('falls back to {id}.pdf for contracts', async () => {
    const { api } = setup(() => pdf());
    const file = await api.downloadFile('/user_investments/{id}/contract', { path: { id: 12 } });
    expect(file.filename).toBe('12.pdf');
    const template = await api.downloadFile('/investments/{id}/contract-template', { path: { id: 5 } });
    expect(template.filename).toBe('5.pdf');
  });

  it('falls back to income-statement-{from}-{to}.pdf for income statements', async () => {
    const { api, calls } = setup(() => pdf({ 'Content-Disposition': 'attachment' }));
    const file = await api.downloadFile('/incomeStatement', {
      query: { from: '2025-01-01', to: '2025-12-31' },
    });
    expect(file.filename).toBe('income-statement-2025-01-01-2025-12-31.pdf');
    expect(calls[0]!.url.search).toBe('?from=2025-01-01&to=2025-12-31');
  });

  it('falls back to account-history-{from}-{to}.{format} for the history export', async () => {
    const { api, calls } = setup(() => pdf({ 'Content-Disposition': 'attachment' }));
    const file = await api.downloadFile('/accountHistory/export', {
      query: { from: '2025-01-01', to: '2025-12-31', format: 'xlsx' },
    });
    expect(file.filename).toBe('account-history-2025-01-01-2025-12-31.xlsx');
    expect(calls[0]!.url.search).toBe('?from=2025-01-01&to=2025-12-31&format=xlsx');
  });

  it('prefers an explicit fallback name to the default one', async () => {
    const { api } = setup(() => pdf());
    const file = await api.downloadFile('/user_investments/{id}/contract', { path: { id: 12 } }, 'mine.pdf');
    expect(file.filename).toBe('mine.pdf');
  });

  it('rejects with the server error', async () => {
    const { api } = setup(() => json({ message: 'Not found', key: 'not-found' }, 404));
    await expect(
      api.downloadFile('/user_investments/{id}/contract', { path: { id: 99 } }),
    ).rejects.toMatchObject({
      status: 404,
      key: 'not-found',
      message: 'Not found',
    });
  });
});

describe('errors', () => {
  it('toApiError keeps a catalogue key and message', () => {
    const error = toApiError(
      { message: 'User with that email already exists', key: 'email-taken' },
      { status: 409 },
    );
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      status: 409,
      key: 'email-taken',
      message: 'User with that email already exists',
    });
  });

  it('toApiError falls back for unknown keys, text bodies and thrown errors', () => {
    expect(toApiError({ message: 'x', key: 'no-such-key' })).toMatchObject({
      status: 0,
      key: 'something-wrong',
    });
    expect(toApiError('Plain failure', { status: 500, fallbackKey: 'error-creating-account' })).toMatchObject(
      {
        status: 500,
        key: 'error-creating-account',
        message: 'Plain failure',
      },
    );
    expect(toApiError(new TypeError('fetch failed'))).toMatchObject({
      key: 'something-wrong',
      message: 'fetch failed',
    });
    expect(toApiError(undefined).message).toBe('Something went wrong. Please try again.');
    const same = new ApiRequestError({ status: 422, key: 'withdrawDenied', message: 'Denied' });
    expect(toApiError(same)).toBe(same);
  });

  it('unwrap returns data or throws an ApiRequestError', async () => {
    const ok = setup(() => json({ autoInvest: null }));
    expect(
      unwrap(await ok.api.GET('/userAutoInvests/{userId}', { params: { path: { userId: 7 } } })),
    ).toEqual({
      autoInvest: null,
    });
    const refused = setup(() => json({ message: 'Account must be activated', key: 'withdrawDenied' }, 422));
    const result = await refused.api.POST('/withdrawals/{userId}', {
      params: { path: { userId: 7 }, header: idempotencyHeaders(newIdempotencyKey()) },
      body: { amount: 10, verificationId: '00000000-0000-4000-8000-000000000001', code: '123456' },
    });
    expect(() => unwrap(result)).toThrow(ApiRequestError);
    expect(() => unwrap(result)).toThrow(expect.objectContaining({ status: 422, key: 'withdrawDenied' }));
  });
});
