import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiError, http, mockApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

describe('lost password page', () => {
  it('requires an e-mail, then sends it and confirms', async () => {
    const api = mockApi(http.get('/lostPassword', ({ response }) => response(200).json({})));
    app = renderApp({ fetch: api.fetch, path: '/lost-password' });
    const submit = page.getByRole('button', { name: 'Send reset link' });
    await userEvent.click(submit);
    await expect.element(page.getByText('Required')).toBeVisible();
    await userEvent.fill(page.getByRole('textbox', { name: 'E-mail', exact: true }), 'demo@invest.si');
    await userEvent.click(submit);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/sent-confirmation');
    expect(new URL(api.requests[0]?.url ?? '').searchParams.get('username')).toBe('demo@invest.si');
  });

  it('says error-lost-password when the request fails', async () => {
    const api = mockApi(
      http.get('/lostPassword', ({ response }) => response.untyped(apiError(500, 'internal'))),
    );
    app = renderApp({ fetch: api.fetch, path: '/lost-password' });
    await userEvent.fill(page.getByRole('textbox', { name: 'E-mail', exact: true }), 'demo@invest.si');
    await userEvent.click(page.getByRole('button', { name: 'Send reset link' }));
    await expect.element(page.getByRole('alert').getByText('Error requesting password reset')).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/lost-password');
  });
});
