import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiError, demoUser, http, mockApi, tokenResponse } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const submit = () => page.getByRole('button', { name: 'Log in', exact: true });

async function fillLogin(email: string, password: string) {
  await userEvent.fill(page.getByRole('textbox', { name: 'E-mail', exact: true }), email);
  await userEvent.fill(page.getByRole('textbox', { name: 'Password', exact: true }), password);
}

describe('login page', () => {
  it('explains empty fields and focuses the first one', async () => {
    const api = mockApi();
    app = renderApp({ fetch: api.fetch });
    await userEvent.click(submit());
    await expect.element(page.getByText('Required').first()).toBeVisible();
    expect(page.getByText('Required').elements()).toHaveLength(2);
    await expect.element(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveFocus();
    expect(api.requests).toHaveLength(0);
  });

  it('signs in, stores "<token_type> <access_token>" and the user id, and lands on the dashboard', async () => {
    const api = mockApi(
      http.post('/oauth/token', ({ response }) => response(200).json(tokenResponse)),
      http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
      http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    );
    app = renderApp({ fetch: api.fetch });
    await fillLogin('demo@invest.si', 'DemoInvest2026!');
    await userEvent.click(submit());
    await expect.element(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect.element(page.getByText('Hi, Ana')).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/u/dashboard');
    expect(localStorage.getItem('authorization')).toBe('Bearer tok-123');
    expect(localStorage.getItem('userId')).toBe('7');

    const token = api.requests.find((r) => r.url.endsWith('/api/oauth/token'));
    expect(token?.headers.get('Authorization')).toBe('Basic aW52ZXN0LXdlYjo=');
    const form = new URLSearchParams(await token?.text());
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: 'password',
      scope: 'read write',
      username: 'demo@invest.si',
      password: 'DemoInvest2026!',
    });
    const customer = api.requests.find((r) => r.url.endsWith('/api/customer/7'));
    expect(customer?.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(customer?.headers.get('userId')).toBe('7');
  });

  const slovenianAccount = () => {
    const user = demoUser();
    return mockApi(
      http.post('/oauth/token', ({ response }) => response(200).json(tokenResponse)),
      http.get('/customer/{uid}', ({ response }) =>
        response(200).json({ ...user, settings: { ...user.settings, language: 'SL' } }),
      ),
      http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    );
  };

  it("takes the account's saved language on a browser where none was chosen, and remembers it", async () => {
    const api = slovenianAccount();
    app = renderApp({ fetch: api.fetch });
    localStorage.removeItem('language');
    await fillLogin('demo@invest.si', 'DemoInvest2026!');
    await userEvent.click(submit());
    await expect.element(page.getByRole('heading', { level: 1, name: 'Pregled' })).toBeVisible();
    expect(localStorage.getItem('language')).toBe('sl');
    expect(document.documentElement.lang).toBe('sl');
  });

  it('keeps the language chosen in this browser over the saved one', async () => {
    const api = slovenianAccount();
    app = renderApp({ fetch: api.fetch, language: 'en' });
    await fillLogin('demo@invest.si', 'DemoInvest2026!');
    await userEvent.click(submit());
    await expect.element(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    expect(localStorage.getItem('language')).toBe('en');
  });

  it.each([
    ['unauthorized', 'Error logging in. Check your e-mail and password.'],
    [
      'profile-blocked',
      'Your profile is blocked after too many wrong passwords. Reset your password to unblock it.',
    ],
  ])('translates the error key %s', async (key, message) => {
    const api = mockApi(http.post('/oauth/token', ({ response }) => response.untyped(apiError(400, key))));
    app = renderApp({ fetch: api.fetch });
    await fillLogin('demo@invest.si', 'wrong');
    await userEvent.click(submit());
    await expect.element(page.getByRole('alert').getByText(message)).toBeVisible();
    expect(localStorage.getItem('authorization')).toBeNull();
  });

  it('says "Error logging in" when the service cannot be reached', async () => {
    app = renderApp({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fillLogin('demo@invest.si', 'x');
    await userEvent.click(submit());
    await expect
      .element(page.getByRole('alert').getByText('Error logging in', { exact: true }))
      .toBeVisible();
  });

  it('shows a loading state while signing in', async () => {
    let answer: (response: Response) => void = () => {};
    const api = mockApi(
      http.post('/oauth/token', () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    app = renderApp({ fetch: api.fetch });
    await fillLogin('demo@invest.si', 'x');
    await userEvent.click(submit());
    const busy = page.getByRole('button', { name: /Log in/ });
    await expect.element(busy).toHaveAttribute('aria-busy', 'true');
    // The kit's Button keeps focus while loading: aria-disabled, not the native disabled.
    await expect.element(busy).toHaveAttribute('aria-disabled', 'true');
    answer(apiError(400, 'unauthorized'));
    await expect.element(page.getByRole('alert')).toBeVisible();
    await expect.element(submit()).toBeEnabled();
  });

  it('shows "Session expired" when stored credentials are refused', async () => {
    const api = mockApi(
      http.get('/customer/{uid}', ({ response }) => response.untyped(apiError(401, 'unauthorized'))),
    );
    app = renderApp({
      fetch: api.fetch,
      path: '/u/dashboard',
      credentials: { authorization: 'Bearer old', userId: 7 },
    });
    await expect.element(page.getByText('Session expired', { exact: true })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('authorization')).toBeNull();
    expect(sessionStorage.getItem('postLoginRedirect')).toBe('/u/dashboard');
  });

  it('is in Slovene when the language is sl', async () => {
    app = renderApp({ fetch: mockApi().fetch, language: 'sl' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Dobrodošli nazaj' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Prijavi se', exact: true })).toBeVisible();
    expect(document.documentElement.lang).toBe('sl');
  });
});
