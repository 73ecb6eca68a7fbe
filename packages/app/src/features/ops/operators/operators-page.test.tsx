import type { Schemas } from '@invest/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiError, http, mockApi } from '../../../test/fake-api';
import { renderConsole } from '../../../test/ops-console';
import { renderApp } from '../../../test/render-app';

let app: ReturnType<typeof renderConsole> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

const operator = (over: Partial<Schemas['OpsOperator']>): Schemas['OpsOperator'] => ({
  id: 1,
  name: 'Ana Novak',
  email: 'ops@invest.si',
  lastLoginAt: '2026-11-20T08:00:00Z',
  failedLogins: 0,
  lockedUntil: null,
  ...over,
});

/** The signed-in operator (1), a colleague whose sign-in is locked (2), one with two wrong tries (3). */
function operatorsApi() {
  let operators = [
    operator({}),
    operator({
      id: 2,
      name: 'Bojan Kralj',
      email: 'bojan@invest.si',
      failedLogins: 5,
      lockedUntil: '2026-11-20T10:30:00Z',
    }),
    operator({ id: 3, name: 'Cene Zupan', email: 'cene@invest.si', failedLogins: 2 }),
  ];
  const unblocks: Array<{ id: string; body: unknown }> = [];
  const api = mockApi(
    http.get('/ops/operators', ({ response }) => response(200).json(operators)),
    http.post('/ops/operators/{id}/unblock', async ({ params, request, response }) => {
      unblocks.push({ id: String(params.id), body: await request.json() });
      operators = operators.map((o) =>
        o.id === Number(params.id) ? { ...o, failedLogins: 0, lockedUntil: null } : o,
      );
      return response(200).json(operators.find((o) => o.id === Number(params.id))!);
    }),
  );
  return { ...api, unblocks };
}

const row = (name: string) => page.getByRole('row').filter({ hasText: name });

describe('the operators', () => {
  it('shows whose sign-in is locked and until when, and unblocks a colleague with a reason', async () => {
    const api = operatorsApi();
    app = renderConsole(api, '/ops/operators');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Operators' })).toBeVisible();
    await expect.element(row('Bojan Kralj').getByText(/^Locked until 20 Nov 2026, \d\d:30$/)).toBeVisible();
    await expect.element(row('Cene Zupan').getByText('2 wrong attempts')).toBeVisible();
    // Oneself: no button, whatever the state.
    await expect.element(row('Ana Novak').getByText('You')).toBeVisible();
    expect(row('Ana Novak').getByRole('button').elements()).toHaveLength(0);
    expect(row('Cene Zupan').getByRole('button').elements()).toHaveLength(0);

    await userEvent.click(page.getByRole('button', { name: 'Unblock the sign-in of Bojan Kralj' }));
    const dialog = page.getByRole('alertdialog', { name: 'Unblock the sign-in of Bojan Kralj?' });
    await expect.element(dialog).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Unblock' }));
    await expect.element(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
    expect(api.unblocks).toEqual([]);
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Reason' }), 'Called him: he mistyped it');
    await userEvent.click(dialog.getByRole('button', { name: 'Unblock' }));
    await expect.element(page.getByText('The sign-in of Bojan Kralj is unblocked.')).toBeVisible();
    expect(api.unblocks).toEqual([{ id: '2', body: { reason: 'Called him: he mistyped it' } }]);
    await expect.element(row('Bojan Kralj').getByText('Open')).toBeVisible();
  });

  it('says why an unblock failed, in Slovene too', async () => {
    const api = operatorsApi();
    api.use(
      http.post('/ops/operators/{id}/unblock', ({ response }) =>
        response.untyped(apiError(409, 'operator-state')),
      ),
    );
    app = renderConsole(api, '/ops/operators', 1, 'sl');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Upravljavci' })).toBeVisible();
    await expect.element(row('Cene Zupan').getByText('2 napačna poskusa')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Odkleni prijavo osebe Bojan Kralj' }));
    const dialog = page.getByRole('alertdialog', { name: 'Odklenem prijavo osebe Bojan Kralj?' });
    await userEvent.fill(dialog.getByRole('textbox'), 'Preverjeno po telefonu');
    await userEvent.click(dialog.getByRole('button', { name: 'Odkleni' }));
    await expect.element(dialog.getByText('Prijava tega upravljavca ni (več) zaklenjena.')).toBeVisible();
  });
});

describe('the back-office sign-in', () => {
  it('says the sign-in is locked for 30 minutes, not to reset a password', async () => {
    const api = mockApi(
      http.post('/ops/oauth/token', ({ response }) =>
        response.untyped(
          Response.json({ error: 'invalid_grant', key: 'profile-blocked', message: 'x' }, { status: 400 }),
        ),
      ),
    );
    vi.stubGlobal('fetch', api.fetch);
    app = renderApp({ fetch: api.fetch, path: '/ops/login' });
    await userEvent.fill(page.getByRole('textbox', { name: 'E-mail' }), 'ops@invest.si');
    await userEvent.fill(page.getByRole('textbox', { name: 'Password', exact: true }), 'Wrong-password-1');
    await userEvent.fill(page.getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await userEvent.click(page.getByRole('button', { name: 'Sign in' }));
    await expect
      .element(
        page.getByText(/^Too many wrong attempts: sign-in with this e-mail is locked for 30 minutes\./),
      )
      .toBeVisible();
    expect(page.getByText(/reset your password/i).elements()).toHaveLength(0);
  });
});
