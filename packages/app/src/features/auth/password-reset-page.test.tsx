import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiError, http, mockApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const ID = 'abcdefghijklmnop0123';

async function fillPasswords(first: string, second: string) {
  await userEvent.fill(page.getByRole('textbox', { name: 'New password', exact: true }), first);
  await userEvent.fill(page.getByRole('textbox', { name: 'Repeat new password', exact: true }), second);
  await userEvent.click(page.getByRole('button', { name: 'Save new password' }));
}

describe('password reset page', () => {
  it("requires both fields and says when the passwords don't match", async () => {
    const api = mockApi();
    app = renderApp({ fetch: api.fetch, path: `/password-reset/${ID}` });
    await userEvent.click(page.getByRole('button', { name: 'Save new password' }));
    expect(page.getByText('Required').elements()).toHaveLength(2);
    await fillPasswords('NewSecret2026!', 'NewSecret2026?');
    await expect.element(page.getByText("Passwords don't match")).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('shows the kit password hints and refuses a password without a number or symbol', async () => {
    const api = mockApi();
    app = renderApp({ fetch: api.fetch, path: `/password-reset/${ID}` });
    const hints = () =>
      Array.from(document.querySelectorAll('[data-slot="strength-meter-hint"]'), (hint) => hint.textContent);
    await expect
      .poll(hints)
      .toEqual(
        expect.arrayContaining([
          'Not yet: At least 8 characters',
          'Not yet: Include a number or symbol besides letters',
        ]),
      );
    await fillPasswords('onlyletters', 'onlyletters');
    await expect.element(page.getByText('Use letters and a number or symbol')).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('sends the verification id and goes to login with a success notice', async () => {
    const api = mockApi(http.post('/passwordReset', ({ response }) => response(200).json({})));
    app = renderApp({ fetch: api.fetch, path: `/password-reset/${ID}` });
    await fillPasswords('NewSecret2026!', 'NewSecret2026!');
    await expect
      .element(page.getByText('Your password has been changed. Log in with your new password.'))
      .toBeVisible();
    expect(app.router.state.location.pathname).toBe('/');
    expect(await api.requests[0]?.json()).toEqual({ verificationId: ID, newPassword: 'NewSecret2026!' });
  });

  it("shows the server's error key translated", async () => {
    const api = mockApi(
      http.post('/passwordReset', ({ response }) => response.untyped(apiError(404, 'reset-link-invalid'))),
    );
    app = renderApp({ fetch: api.fetch, path: `/password-reset/${ID}`, language: 'sl' });
    await userEvent.fill(page.getByRole('textbox', { name: 'Novo geslo', exact: true }), 'NewSecret2026!');
    await userEvent.fill(
      page.getByRole('textbox', { name: 'Ponovite novo geslo', exact: true }),
      'NewSecret2026!',
    );
    await userEvent.click(page.getByRole('button', { name: 'Shrani novo geslo' }));
    await expect
      .element(
        page
          .getByRole('alert')
          .getByText('Povezava za ponastavitev gesla ni veljavna ali je potekla. Zahtevajte novo.'),
      )
      .toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Zahtevaj novo povezavo' })).toBeVisible();
  });

  it('shows the generic message when the service cannot be reached', async () => {
    app = renderApp({
      fetch: async () => {
        throw new TypeError('Failed to fetch');
      },
      path: `/password-reset/${ID}`,
    });
    await fillPasswords('NewSecret2026!', 'NewSecret2026!');
    await expect
      .element(page.getByRole('alert').getByText('There was an error. Try again later'))
      .toBeVisible();
  });
});
