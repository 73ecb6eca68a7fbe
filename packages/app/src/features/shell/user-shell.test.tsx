import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiError, demoUser, http, mockApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };

describe('signed-in shell', () => {
  it('greets the investor and shows the sidebar of SPEC §2', async () => {
    const api = mockApi(
      http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
      http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/dashboard', credentials });
    await expect.element(page.getByText('Hi, Ana')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of [
      'Home',
      'Investments',
      'Wallet',
      'My investments',
      'Account',
      'Platform performance',
    ]) {
      await expect.element(nav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect.element(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByText('© 2020 Invest. All rights reserved.')).toBeVisible();
  });

  it('says so when the notifications cannot be loaded', async () => {
    const api = mockApi(
      http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
      http.get('/notifications/{userId}', ({ response }) => response.untyped(apiError(500, 'internal'))),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/dashboard', credentials });
    await userEvent.click(page.getByRole('button', { name: 'Notifications' }));
    await expect.element(page.getByText('Notifications could not be loaded')).toBeVisible();
  });

  it('shows the empty state without notifications', async () => {
    const api = mockApi(
      http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
      http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/dashboard', credentials });
    await userEvent.click(page.getByRole('button', { name: 'Notifications' }));
    await expect.element(page.getByText('No notifications yet')).toBeVisible();
  });

  it('names the receivable and the amount of a purchase, a repayment and a cancellation, in both languages', async () => {
    const about = { receivable: { Id: 41, number: 'F-2026-0141' }, amount: 25 };
    const api = () =>
      mockApi(
        http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
        http.get('/notifications/{userId}', ({ response }) =>
          response(200).json({
            content: [
              { Id: 4, type: 'INVESTMENT_CANCELED', date: '2026-11-22T10:00:00Z', read: true, ...about },
              { Id: 3, type: 'INVESTMENT_REPAID', date: '2026-11-21T10:00:00Z', read: true, ...about },
              { Id: 2, type: 'INVESTMENT_PURCHASED', date: '2026-11-20T10:00:00Z', read: true, ...about },
              // From before notifications were named: the type's own sentence.
              { Id: 1, type: 'INVESTMENT_PURCHASED', date: '2026-11-19T10:00:00Z', read: true },
            ],
            next: null,
          }),
        ),
        http.post('/notifications/{userId}/read', ({ response }) => response(200).json({ unread: 0 })),
      );
    const en = api();
    app = renderApp({ fetch: en.fetch, path: '/u/dashboard', credentials, language: 'en' });
    await userEvent.click(page.getByRole('button', { name: 'Notifications', exact: true }));
    for (const name of [
      'Your investment of 25,00 € in receivable F-2026-0141 has been purchased',
      'Your investment of 25,00 € in receivable F-2026-0141 has been repaid',
      'Your investment of 25,00 € in receivable F-2026-0141 has been canceled',
      'Your investment has been purchased',
    ]) {
      await expect.element(page.getByRole('menuitem', { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    await userEvent.keyboard('{Escape}');
    app.unmount();
    const sl = api();
    app = renderApp({ fetch: sl.fetch, path: '/u/dashboard', credentials, language: 'sl' });
    await userEvent.click(page.getByRole('button', { name: 'Obvestila', exact: true }));
    await expect
      .element(
        page.getByRole('menuitem', { name: /^Vaša naložba 25,00 € v terjatev F-2026-0141 je kupljena/ }),
      )
      .toBeVisible();
  });

  it('counts the unread, lists them translated and marks what it showed as read', async () => {
    const api = mockApi(
      http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
      http.get('/notifications/{userId}', ({ response }) =>
        response(200).json({
          content: [
            { Id: 3, type: 'INVESTMENT_REPAID', date: '2026-11-21T10:00:00Z', read: false },
            { Id: 2, type: 'DEPOSIT_RECEIVED', date: '2026-11-20T10:00:00Z', read: false },
            { Id: 1, type: 'WITHDRAWAL_PROCESSED', date: '2026-11-19T10:00:00Z', read: true },
          ],
          next: null,
        }),
      ),
      http.post('/notifications/{userId}/read', ({ response }) => response(200).json({ unread: 0 })),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/dashboard', credentials, language: 'sl' });
    const bell = page.getByRole('button', { name: 'Obvestila, neprebrana obvestila: 2' });
    await userEvent.click(bell);
    await expect
      .element(page.getByRole('menuitem', { name: /Vaše nakazilo je prejeto \(neprebrano\)/ }))
      .toBeVisible();
    // The two new ones keep their mark while the menu is open.
    await expect
      .element(page.getByRole('menuitem', { name: /Naložba je poplačana \(neprebrano\)/ }))
      .toBeVisible();
    await expect
      .element(page.getByRole('menuitem', { name: 'Vaš dvig je izveden', exact: false }))
      .toBeVisible();
    // The one read before has no mark.
    expect(page.getByRole('menuitem', { name: /neprebrano/ }).elements()).toHaveLength(2);
    await expect.poll(() => api.requests.some((r) => r.url.endsWith('/api/notifications/7/read'))).toBe(true);
    const mark = api.requests.find((r) => r.url.endsWith('/api/notifications/7/read'))!;
    expect(await mark.clone().json()).toEqual({ lastId: 3 });
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('button', { name: 'Obvestila', exact: true })).toBeVisible();
  });

  it('a 401 on an authorized call ends the session and clears per-user state', async () => {
    let notifications = 0;
    const api = mockApi(
      http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
      http.get('/notifications/{userId}', ({ response }) => {
        notifications += 1;
        return response.untyped(apiError(401, 'unauthorized'));
      }),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/dashboard?tab=1', credentials });
    await expect.element(page.getByText('Session expired', { exact: true })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('authorization')).toBeNull();
    expect(sessionStorage.getItem('postLoginRedirect')).toBe('/u/dashboard?tab=1');
    expect(notifications).toBe(1);
  });

  it('logs out: revokes the token, clears credentials and returns to login', async () => {
    const api = mockApi(
      http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
      http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
      http.post('/oauth/revoke', ({ response }) => response(200).json({})),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/dashboard', credentials });
    await userEvent.click(page.getByRole('button', { name: 'Log out' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(localStorage.getItem('authorization')).toBeNull();
    const revoke = api.requests.find((request) => request.url.endsWith('/api/oauth/revoke'));
    expect(new URLSearchParams(await revoke?.text()).get('token')).toBe('tok-123');
    expect(page.getByText('Session expired').elements()).toHaveLength(0);
  });

  it('shows not-found for an unknown path inside the signed-in area', async () => {
    const api = mockApi(
      http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
      http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/nothing', credentials });
    await expect.element(page.getByText("Page you are looking for can't be found.")).toBeVisible();
    await expect.element(page.getByText('Hi, Ana')).toBeVisible();
  });
});
