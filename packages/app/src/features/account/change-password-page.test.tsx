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
const VERIFICATION = 'ver_0123456789abcdef';

function passwordApi() {
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.post('/tokenRequest/{Id}', ({ response }) =>
      response(200).json({ verificationId: VERIFICATION, delivery: 'SENT' }),
    ),
    http.post('/passwordReset', ({ response }) => response(200).json({})),
  );
}

const calls = (requests: Request[], method: string, pathname: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === pathname);

async function openPage(api = passwordApi(), language: 'en' | 'sl' = 'en') {
  app = renderApp({ fetch: api.fetch, path: '/u/change-password', credentials, language });
  await expect
    .element(
      page.getByRole('heading', {
        level: 1,
        name: language === 'en' ? 'Change password' : 'Spremenite geslo',
      }),
    )
    .toBeVisible();
  return api;
}

const codeField = () => page.getByRole('textbox', { name: 'SMS confirmation code' });
const newPassword = () => page.getByRole('textbox', { name: 'New password', exact: true });
const repeat = () => page.getByRole('textbox', { name: 'Repeat new password', exact: true });
const submit = () => page.getByRole('button', { name: 'Change password' });

describe('change password', () => {
  it('requires the code and both passwords, with the rules of SPEC §5', async () => {
    const api = await openPage();
    await userEvent.click(submit());
    await expect.poll(() => page.getByText('Required').elements().length).toBe(3);

    await userEvent.fill(codeField(), '12a');
    await userEvent.fill(newPassword(), 'short1');
    await userEvent.fill(repeat(), 'short2');
    await expect.element(page.getByText('Wrong confirmation code')).toBeVisible();
    await expect.element(page.getByText('Use at least 8 characters')).toBeVisible();
    await expect.element(page.getByText("Passwords don't match")).toBeVisible();

    await userEvent.fill(newPassword(), 'onlyletters');
    await expect.element(page.getByText('Use letters and a number or symbol')).toBeVisible();
    // The kit's hints follow the typing: long enough, but no number or symbol yet.
    const hints = () =>
      [...document.querySelectorAll('[data-slot="strength-meter-hint"]')]
        .map((hint) => hint.getAttribute('data-state'))
        .slice(0, 2);
    await expect.poll(hints).toEqual(['met', 'unmet']);
    await userEvent.fill(newPassword(), 'Gentle-River-42');
    await expect.poll(hints).toEqual(['met', 'met']);
    // An obvious password follows the rules but zxcvbn scores it 0: refused (low-score).
    await userEvent.fill(newPassword(), 'password1');
    await expect.element(page.getByText('Low score')).toBeVisible();
    expect(calls(api.requests, 'POST', '/api/passwordReset')).toHaveLength(0);
  });

  it('asks to send a code first when none was requested', async () => {
    const api = await openPage();
    await userEvent.fill(codeField(), '123456');
    await userEvent.fill(newPassword(), 'Gentle-River-42');
    await userEvent.fill(repeat(), 'Gentle-River-42');
    await userEvent.click(submit());
    await expect
      .element(page.getByText('Press Send code first: we send the code to your phone.'))
      .toBeVisible();
    expect(calls(api.requests, 'POST', '/api/passwordReset')).toHaveLength(0);
  });

  it('sends the code, rests Send again for 9 seconds, then changes the password and returns to the account', async () => {
    const api = passwordApi();
    api.use(http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())));
    await openPage(api);
    await userEvent.click(page.getByRole('button', { name: 'Send code' }));
    await expect.element(page.getByText('We sent a 6-digit code to +386 40 123 456.')).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: /^Send again/ }))
      .toHaveTextContent('Send again (9 s)');
    const [token] = calls(api.requests, 'POST', '/api/tokenRequest/7');
    expect(await token!.clone().json()).toEqual({ tokenType: 'CHANGE_PASSWORD', isResend: false });

    await userEvent.fill(codeField(), '123456');
    await userEvent.fill(newPassword(), 'Gentle-River-42');
    await userEvent.fill(repeat(), 'Gentle-River-42');
    await userEvent.click(submit());
    await expect.element(page.getByText('Your password has been changed')).toBeVisible();
    await expect.poll(() => app!.router.state.location.pathname).toBe('/u/account');
    const [change] = calls(api.requests, 'POST', '/api/passwordReset');
    expect(await change!.clone().json()).toEqual({
      verificationId: VERIFICATION,
      code: '123456',
      newPassword: 'Gentle-River-42',
    });
    // The signed-in variant carries the session.
    expect(change!.headers.get('Authorization')).toBe('Bearer tok-123');
  });

  it('shows a refused code translated and stays on the form', async () => {
    const api = passwordApi();
    api.use(
      http.post('/passwordReset', ({ response }) =>
        response.untyped(apiError(422, 'phone-confirmation-expired')),
      ),
    );
    await openPage(api, 'sl');
    await userEvent.click(page.getByRole('button', { name: 'Pošlji kodo' }));
    await userEvent.fill(page.getByRole('textbox', { name: 'Potrditvena koda iz SMS' }), '123456');
    await userEvent.fill(page.getByRole('textbox', { name: 'Novo geslo', exact: true }), 'Gentle-River-42');
    await userEvent.fill(
      page.getByRole('textbox', { name: 'Ponovite novo geslo', exact: true }),
      'Gentle-River-42',
    );
    await userEvent.click(page.getByRole('button', { name: 'Spremeni geslo' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Potrditvena koda je potekla');
    expect(app!.router.state.location.pathname).toBe('/u/change-password');
  });
});
