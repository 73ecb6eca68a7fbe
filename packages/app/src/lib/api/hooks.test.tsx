import { afterEach, describe, expect, it } from 'vitest';
import { apiError, demoUser, http } from '../../test/fake-api';
import { renderHook } from '../../test/render-hook';
import { isLastPage, PAGE_SIZE, useApiLoadMore, useApiCursorLoadMore } from './load-more';
import { useApiMutation } from './mutation';
import { useApiQuery } from './query';

/** Until the browser has drawn `count` frames: React has rendered and run its effects by then. */
const frames = async (count: number) => {
  for (let frame = 0; frame < count; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
};

let hook: { unmount(): void } | undefined;
afterEach(() => {
  hook?.unmount();
  hook = undefined;
});

const deposit = (id: number) => ({
  Id: id,
  status: 'PROCESSED' as const,
  dateFormatted: '2026-01-01',
  value: 10,
});
const keysOf = (requests: Request[]) => requests.map((r) => r.headers.get('Idempotency-Key'));

describe('useApiQuery', () => {
  it('fetches the path with its parameters, typed from the contract', async () => {
    const h = renderHook(() => useApiQuery('/customer/{uid}', { path: { uid: 7 } }), {
      handlers: [http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser()))],
    });
    hook = h;
    await expect.poll(() => h.current.data?.contact.firstName).toBe('Ana');
    expect(new URL(h.requests[0]!.url).pathname).toBe('/api/customer/7');
    expect(h.requests[0]!.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('fetches nothing for a null path', async () => {
    const h = renderHook(() => useApiQuery(null as '/customer/{uid}' | null, { path: { uid: 7 } }));
    hook = h;
    await expect.poll(() => h.current.isLoading).toBe(false);
    expect(h.current.data).toBeUndefined();
    expect(h.requests).toHaveLength(0);
  });

  it('reports an error by its key', async () => {
    const h = renderHook(() => useApiQuery('/accountBalance'), {
      handlers: [http.get('/accountBalance', ({ response }) => response.untyped(apiError(403, 'forbidden')))],
    });
    hook = h;
    await expect.poll(() => h.current.error).toMatchObject({ status: 403, key: 'forbidden' });
  });
});

describe('useApiLoadMore', () => {
  it('asks 20 at a time and stops at the first page shorter than 20', async () => {
    const total = 45;
    const h = renderHook(() => useApiLoadMore('/deposits/{userId}', { path: { userId: 7 } }), {
      handlers: [
        http.get('/deposits/{userId}', ({ query, response }) => {
          const offset = Number(query.get('offset'));
          const limit = Number(query.get('limit'));
          const ids = Array.from(
            { length: Math.max(0, Math.min(limit, total - offset)) },
            (_, i) => offset + i,
          );
          return response(200).json(ids.map(deposit));
        }),
      ],
    });
    hook = h;
    await expect.poll(() => h.current.items.length).toBe(20);
    expect(h.current.isEnd).toBe(false);
    h.current.loadMore();
    await expect.poll(() => h.current.items.length).toBe(40);
    expect(h.current.isEnd).toBe(false);
    h.current.loadMore();
    await expect.poll(() => h.current.items.length).toBe(45);
    expect(h.current.isEnd).toBe(true);
    expect(h.current.items.map((n) => n.Id)).toEqual(Array.from({ length: 45 }, (_, i) => i));
    h.current.loadMore(); // past the end: nothing more is asked for (a page asked for would be by now)
    await frames(2);
    const pages = h.requests.map((r) => new URL(r.url).searchParams);
    expect(pages.map((p) => [p.get('limit'), p.get('offset')])).toEqual([
      ['20', '0'],
      ['20', '20'],
      ['20', '40'],
    ]);
  });

  it('ends on an empty page after a full one', async () => {
    const h = renderHook(() => useApiLoadMore('/deposits/{userId}', { path: { userId: 7 } }), {
      handlers: [
        http.get('/deposits/{userId}', ({ query, response }) =>
          response(200).json(
            query.get('offset') === '0' ? Array.from({ length: PAGE_SIZE }, (_, i) => deposit(i)) : [],
          ),
        ),
      ],
    });
    hook = h;
    await expect.poll(() => h.current.items.length).toBe(20);
    h.current.loadMore();
    await expect.poll(() => h.current.isEnd).toBe(true);
    expect(h.current.items).toHaveLength(20);
  });

  it('isLastPage: shorter than the limit', () => {
    expect(isLastPage([])).toBe(true);
    expect(isLastPage(Array.from({ length: 19 }))).toBe(true);
    expect(isLastPage(Array.from({ length: 20 }))).toBe(false);
    expect(isLastPage(undefined)).toBe(false);
  });
});

describe('useApiCursorLoadMore', () => {
  const entry = (id: number) => ({
    Id: id,
    dateFormatted: '2026-01-01',
    type: 'DEPOSIT' as const,
    value: 10,
    accountValue: 10,
    availableFunds: 10,
  });

  /**
   * A keyset service over `ids` (in list order): the page after the entry the cursor names (its id,
   * base64; the first page without one), `size` long, with the cursor of its last entry as `next`.
   */
  function cursorPage(ids: number[], query: { get(name: 'cursor' | 'size'): string | null }) {
    const cursor = query.get('cursor');
    const from = cursor === null ? 0 : ids.indexOf(Number(atob(cursor))) + 1;
    const page = ids.slice(from, from + Number(query.get('size')));
    const last = from + page.length >= ids.length;
    return { content: page.map(entry), last, next: last ? null : btoa(String(page[page.length - 1])) };
  }

  it('asks the first page, then the page after its `next` cursor, and stops at a null `next`', async () => {
    const total = 30;
    // The service's cursor: the id of the page's last entry (opaque to the hook).
    const h = renderHook(() => useApiCursorLoadMore('/accountHistory'), {
      handlers: [
        http.get('/accountHistory', ({ query, response }) =>
          response(200).json(
            cursorPage(
              Array.from({ length: total }, (_, i) => i),
              query,
            ),
          ),
        ),
      ],
    });
    hook = h;
    await expect.poll(() => h.current.items.length).toBe(20);
    expect(h.current.isEnd).toBe(false);
    h.current.loadMore();
    await expect.poll(() => h.current.items.length).toBe(30);
    expect(h.current.isEnd).toBe(true);
    expect(h.current.items.map((e) => e.Id)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    h.current.loadMore(); // past the end: nothing more is asked for (a page asked for would be by now)
    await frames(2);
    const pages = h.requests.map((r) => new URL(r.url).searchParams);
    expect(pages.map((p) => [p.get('cursor'), p.get('size'), p.has('page'), p.has('offset')])).toEqual([
      [null, '20', false, false],
      [btoa('19'), '20', false, false],
    ]);
  });

  it('ends on a full page whose `next` is null', async () => {
    const h = renderHook(() => useApiCursorLoadMore('/accountHistory'), {
      handlers: [
        http.get('/accountHistory', ({ response }) =>
          response(200).json({
            content: Array.from({ length: PAGE_SIZE }, (_, i) => entry(i)),
            last: true,
            next: null,
          }),
        ),
      ],
    });
    hook = h;
    await expect.poll(() => h.current.isEnd).toBe(true);
    expect(h.current.items).toHaveLength(20);
    expect(h.requests).toHaveLength(1);
  });

  it('revalidated after entries arrive, reads the first page again and each next page after its new cursor', async () => {
    // 25 entries, newest (highest id) first; 5 more arrive between loading and revalidating.
    let newest = 25;
    const h = renderHook(() => useApiCursorLoadMore('/accountHistory'), {
      handlers: [
        http.get('/accountHistory', ({ query, response }) =>
          response(200).json(
            cursorPage(
              Array.from({ length: newest }, (_, i) => newest - i),
              query,
            ),
          ),
        ),
      ],
    });
    hook = h;
    await expect.poll(() => h.current.items.length).toBe(20);
    h.current.loadMore();
    await expect.poll(() => h.current.items.length).toBe(25);
    newest = 30;
    await h.current.revalidate();
    await expect.poll(() => h.current.items.length).toBe(30);
    const ids = h.current.items.map((e) => e.Id);
    expect(ids).toEqual(Array.from({ length: 30 }, (_, i) => 30 - i));
    expect(new Set(ids).size).toBe(30);
  });
});

describe('useApiMutation', () => {
  const buy = { investmentId: 3, amount: 100 };

  it('retrying the same action reuses its Idempotency-Key; the next action gets a new one', async () => {
    let calls = 0;
    const h = renderHook(() => useApiMutation('post', '/user_investments'), {
      handlers: [
        http.post('/user_investments', ({ response }) =>
          // The first attempt fails (the service was briefly away); the retry succeeds.
          ++calls === 1
            ? response.untyped(apiError(503, 'something-wrong'))
            : response(201).json({ success: true, Id: calls }),
        ),
      ],
    });
    hook = h;
    await expect.poll(() => h.current).toBeDefined();

    expect((await h.current.trigger({ body: buy })).ok).toBe(false);
    expect((await h.current.trigger({ body: buy })).ok).toBe(true); // the same action, pressed again
    const [first, retry] = keysOf(h.requests);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(first);

    expect((await h.current.trigger({ body: buy })).ok).toBe(true); // a second purchase
    expect(keysOf(h.requests)[2]).not.toBe(first);

    await h.current.trigger({ body: { ...buy, amount: 50 } }); // another action again
    expect(new Set(keysOf(h.requests)).size).toBe(3);
  });

  it('retry() resends the failed action with its key; changed input is a new action', async () => {
    const h = renderHook(() => useApiMutation('post', '/user_investments'), {
      handlers: [http.post('/user_investments', ({ response }) => response.untyped(apiError(503, 'x')))],
    });
    hook = h;
    await expect.poll(() => h.current).toBeDefined();
    await h.current.trigger({ body: buy });
    await h.current.retry();
    await h.current.trigger({ body: { ...buy, amount: 99 } });
    const [a, b, c] = keysOf(h.requests);
    expect(b).toBe(a);
    expect(c).not.toBe(a);
  });

  it('is saving while the call is on its way and sends a double press once', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const h = renderHook(() => useApiMutation('post', '/user_investments'), {
      handlers: [
        http.post('/user_investments', async ({ response }) => {
          await gate;
          return response(201).json({ success: true, Id: 1 });
        }),
      ],
    });
    hook = h;
    await expect.poll(() => h.current).toBeDefined();
    const first = h.current.trigger({ body: buy });
    const second = h.current.trigger({ body: buy });
    await expect.poll(() => h.current.isSaving).toBe(true);
    release();
    expect(await first).toEqual(await second);
    await expect.poll(() => h.current.isSaving).toBe(false);
    expect(h.requests).toHaveLength(1);
  });

  it.each([
    ['en', 'withdrawDenied', 'User account must be activated before withdraw'],
    ['sl', 'withdrawDenied', 'Pred dvigom sredstev mora biti uporabniški račun aktiviran'],
    // A key outside the catalogue is never shown raw.
    ['en', 'no-such-key', 'Something went wrong. Please try again.'],
  ] as const)('shows the error in the user language (%s, %s)', async (language, key, message) => {
    const h = renderHook(() => useApiMutation('post', '/withdrawals/{userId}'), {
      language,
      handlers: [http.post('/withdrawals/{userId}', ({ response }) => response.untyped(apiError(400, key)))],
    });
    hook = h;
    await expect.poll(() => h.current).toBeDefined();
    const result = await h.current.trigger({
      params: { path: { userId: 7 } },
      body: { amount: 10, verificationId: 'ver_0123456789abcdef', code: '123456' },
    });
    expect(result.ok).toBe(false);
    await expect.poll(() => h.current.errorMessage).toBe(message);
  });

  it('revalidates the paths it declares after a success, load-more lists included', async () => {
    const withdrawals: { Id: number; status: 'PENDING'; date: string; value: number }[] = [];
    const h = renderHook(
      () => ({
        list: useApiLoadMore('/withdrawals/{userId}', { path: { userId: 7 } }),
        one: useApiQuery('/withdrawals/{userId}', { path: { userId: 7 }, query: { limit: 1 } }),
        withdraw: useApiMutation('post', '/withdrawals/{userId}', { revalidates: ['/withdrawals/{userId}'] }),
      }),
      {
        handlers: [
          http.get('/withdrawals/{userId}', ({ response }) => response(200).json(withdrawals)),
          http.post('/withdrawals/{userId}', async ({ request, response }) => {
            const { amount } = await request.json();
            const created = {
              Id: withdrawals.length + 1,
              status: 'PENDING' as const,
              date: '2026-01-01',
              value: amount,
            };
            withdrawals.push(created);
            return response(201).json(created);
          }),
        ],
      },
    );
    hook = h;
    await expect.poll(() => h.current.list.isEnd).toBe(true);
    await expect.poll(() => h.current.one.data).toEqual([]);
    await h.current.withdraw.trigger({
      params: { path: { userId: 7 } },
      body: { amount: 10, verificationId: 'ver_0123456789abcdef', code: '123456' },
    });
    await expect.poll(() => h.current.list.items.map((w) => w.value)).toEqual([10]);
    await expect.poll(() => h.current.one.data?.length).toBe(1);
  });
});
