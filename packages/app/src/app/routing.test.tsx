import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { dataLayerTracker, setPageViewTracker } from '../lib/analytics';
import { demoUser, http, mockApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  setPageViewTracker(dataLayerTracker);
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };
const signedInApi = () =>
  mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
  );

const pathname = () => app?.router.state.location.pathname;

describe('routes', () => {
  it.each(['/', '/u', '/u/'])('%s sends a signed-in investor to the dashboard', async (path) => {
    app = renderApp({ fetch: signedInApi().fetch, path, credentials });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect.element(page.getByText('Hi, Ana')).toBeVisible();
    expect(pathname()).toBe('/u/dashboard');
  });

  it.each(['/u', '/u/', '/u/dashboard', '/u/account'])(
    '%s sends a visitor to the login page',
    async (path) => {
      app = renderApp({ fetch: mockApi().fetch, path });
      await expect.element(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      expect(pathname()).toBe('/');
    },
  );

  it('an unknown path shows the not-found page with a way home', async () => {
    app = renderApp({ fetch: mockApi().fetch, path: '/does/not/exist' });
    await expect
      .element(page.getByRole('heading', { name: "Page you are looking for can't be found." }))
      .toBeVisible();
    await userEvent.click(page.getByRole('link', { name: 'Back to homepage' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(pathname()).toBe('/');
  });

  it('the registration entry leads to the wizard', async () => {
    app = renderApp({ fetch: mockApi().fetch, path: '/register' });
    await expect
      .element(page.getByRole('link', { name: 'Start registration' }))
      .toHaveAttribute('href', '/register/account-type');
  });
});

describe('route effects', () => {
  it('reports page views only for pushed navigation', async () => {
    const track = vi.fn();
    setPageViewTracker(track);
    app = renderApp({ fetch: mockApi().fetch, path: '/' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(track).not.toHaveBeenCalled(); // the first load is not a push

    await userEvent.click(page.getByRole('link', { name: 'Forgot your password?' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await vi.waitFor(() => expect(track).toHaveBeenCalledExactlyOnceWith('/lost-password'));

    await app.router.navigate(-1);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await app.router.navigate('/register', { replace: true });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Open your investor account' }))
      .toBeVisible();
    expect(track).toHaveBeenCalledTimes(1);
  });

  it('pushes to window.dataLayer by default, without the query string', async () => {
    const layer: unknown[] = [];
    Object.assign(window, { dataLayer: layer });
    try {
      app = renderApp({ fetch: mockApi().fetch, path: '/' });
      await userEvent.click(page.getByRole('link', { name: 'Open an account' }));
      await expect
        .element(page.getByRole('heading', { level: 1, name: 'Open your investor account' }))
        .toBeVisible();
      await vi.waitFor(() => expect(layer).toEqual([{ event: 'page_view', page_path: '/register' }]));
    } finally {
      Reflect.deleteProperty(window, 'dataLayer');
    }
  });

  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    try {
      app = renderApp({ fetch: mockApi().fetch, path: '/' });
      await expect.element(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      scrollTo.mockClear();
      await app.router.navigate('/register');
      await expect
        .element(page.getByRole('heading', { level: 1, name: 'Open your investor account' }))
        .toBeVisible();
      await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
      scrollTo.mockClear();
      await app.router.navigate(-1); // back/forward too
      await expect.element(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      await vi.waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    } finally {
      scrollTo.mockRestore();
    }
  });

  it("moves focus to the new page's heading after a navigation", async () => {
    app = renderApp({ fetch: mockApi().fetch, path: '/' });
    await userEvent.click(page.getByRole('link', { name: 'Forgot your password?' }));
    const heading = page.getByRole('heading', { level: 1, name: 'Reset your password' });
    await expect.element(heading).toHaveFocus();
  });
});
