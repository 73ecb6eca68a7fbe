import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEarlyReads, EARLY_READS } from './early-reads';
import { createAppApi } from './client';

const origin = 'https://invest.example';
const credentials = { authorization: 'Bearer tok-123', userId: 7 };
const visit = { path: '/u/dashboard', language: 'sl' as const, credentials };

/** A fetch that records what it was asked and answers each address with its own body. */
function recordingFetch() {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch = (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string> });
    return Promise.resolve(Response.json({ from: url }));
  };
  return { calls, fetch };
}

/** The GET the app's client sends for `path`, with the session's headers. */
const appRequest = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`${origin}/api${path}`, {
    method,
    headers: { Authorization: 'Bearer tok-123', userId: '7', 'Accept-Language': 'sl', ...headers },
  });

afterEach(() => {
  vi.useRealTimers();
});

describe('early reads (started by the page script, taken by the app)', () => {
  it("starts the reads of the page and of the scopes it is under, with the session's headers", () => {
    const { calls, fetch } = recordingFetch();
    createEarlyReads({ fetch, origin }).start(visit);
    expect(calls.map((call) => call.url).sort()).toEqual(
      [
        `${origin}/api/accountBalance`,
        `${origin}/api/customer/7`,
        `${origin}/api/notifications/7`,
        `${origin}/api/userAutoInvests/7`,
      ].sort(),
    );
    for (const call of calls) {
      expect(call.headers).toEqual({ Authorization: 'Bearer tok-123', userId: '7', 'Accept-Language': 'sl' });
    }
  });

  it('starts only the frame’s reads on another signed-in page, and none outside /u/', () => {
    const { calls, fetch } = recordingFetch();
    const reads = createEarlyReads({ fetch, origin });
    reads.start({ ...visit, path: '/u/investments/12' });
    expect(calls.map((call) => call.url).sort()).toEqual([
      `${origin}/api/customer/7`,
      `${origin}/api/notifications/7`,
    ]);
    reads.start({ ...visit, path: '/register' });
    expect(calls).toHaveLength(2);
  });

  it("puts the user's id in every listed call, which has no other parameter", () => {
    for (const { paths } of EARLY_READS) {
      for (const path of paths) expect(path.replace(/\{(?:uid|userId)\}/g, '7')).not.toMatch(/[{}?]/);
    }
  });

  it('hands a read over once, to a GET of the same address and headers', async () => {
    const { fetch } = recordingFetch();
    const reads = createEarlyReads({ fetch, origin });
    reads.start(visit);
    const taken = reads.take(appRequest('/accountBalance'));
    expect(await (await taken!).json()).toEqual({ from: `${origin}/api/accountBalance` });
    expect(reads.take(appRequest('/accountBalance'))).toBeUndefined();
  });

  it('keeps a read from another session, language or method', () => {
    const { fetch } = recordingFetch();
    const reads = createEarlyReads({ fetch, origin });
    reads.start(visit);
    expect(reads.take(appRequest('/accountBalance', { Authorization: 'Bearer other' }))).toBeUndefined();
    reads.start(visit);
    expect(reads.take(appRequest('/customer/7', { userId: '8' }))).toBeUndefined();
    expect(reads.take(appRequest('/notifications/7', { 'Accept-Language': 'en' }))).toBeUndefined();
    expect(reads.take(appRequest('/userAutoInvests/7', {}, 'POST'))).toBeUndefined();
    expect(reads.take(appRequest('/statistics/funds_daily_stats'))).toBeUndefined();
  });

  it('drops a read nobody took within its lifetime, unread', async () => {
    vi.useFakeTimers();
    const cancelled: string[] = [];
    const fetch = (url: string) => {
      const body = new ReadableStream({ cancel: () => void cancelled.push(url) });
      return Promise.resolve(new Response(body));
    };
    const reads = createEarlyReads({ fetch, origin, lifetimeMs: 1000 });
    reads.start(visit);
    await vi.advanceTimersByTimeAsync(999);
    expect(reads.take(appRequest('/customer/7'))).toBeDefined();
    await vi.advanceTimersByTimeAsync(2);
    expect(reads.take(appRequest('/accountBalance'))).toBeUndefined();
    expect(cancelled.sort()).toEqual(
      [
        `${origin}/api/accountBalance`,
        `${origin}/api/notifications/7`,
        `${origin}/api/userAutoInvests/7`,
      ].sort(),
    );
  });
});

describe("the app's client with early reads", () => {
  const session = {
    getCredentials: () => credentials,
    getLanguage: () => 'sl' as const,
    onSessionExpired() {},
  };

  it('answers a GET from the started read instead of asking again', async () => {
    const early = recordingFetch();
    const earlyReads = createEarlyReads({ fetch: early.fetch, origin });
    earlyReads.start(visit);
    const asked: string[] = [];
    const api = createAppApi({
      ...session,
      earlyReads,
      fetch: async (input) => {
        asked.push((input as Request).url);
        return Response.json({ from: 'the client' });
      },
    });
    // openapi-fetch resolves '/api' against the page; Node has none, so the read's origin is the test's.
    const get = (path: '/accountBalance') =>
      api.GET(path, { baseUrl: `${origin}/api` } as never) as Promise<{ data?: unknown }>;
    expect((await get('/accountBalance')).data).toEqual({ from: `${origin}/api/accountBalance` });
    expect(asked).toEqual([]);
    expect((await get('/accountBalance')).data).toEqual({ from: 'the client' });
    expect(asked).toEqual([`${origin}/api/accountBalance`]);
  });

  it('drops the reads not yet taken once the app sends a change', async () => {
    const early = recordingFetch();
    const earlyReads = createEarlyReads({ fetch: early.fetch, origin });
    earlyReads.start(visit);
    const api = createAppApi({
      ...session,
      earlyReads,
      fetch: async (input) => Response.json({ from: 'the client', method: (input as Request).method }),
    });
    await api.POST('/notifications/{userId}/read', {
      baseUrl: `${origin}/api`,
      params: { path: { userId: 7 } },
      body: { lastId: 3 },
    } as never);
    const { data } = await (api.GET('/accountBalance', { baseUrl: `${origin}/api` } as never) as Promise<{
      data?: unknown;
    }>);
    expect(data).toEqual({ from: 'the client', method: 'GET' });
  });

  it('asks again when the started read failed', async () => {
    const earlyReads = createEarlyReads({ fetch: () => Promise.reject(new TypeError('offline')), origin });
    earlyReads.start(visit);
    const api = createAppApi({
      ...session,
      earlyReads,
      fetch: async () => Response.json({ from: 'the client' }),
    });
    const { data } = await (api.GET('/accountBalance', { baseUrl: `${origin}/api` } as never) as Promise<{
      data?: unknown;
    }>);
    expect(data).toEqual({ from: 'the client' });
  });
});
