import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { http, mockApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { DRAFT_STORAGE_KEY } from '../draft';
import { completePersonalDraft } from '../test-fixtures';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.restoreAllMocks();
});

/** A draft filled in up to the summary: the phone step is next. */
const draftBeforePhone = () =>
  JSON.stringify({
    savedAt: Date.now(),
    draft: completePersonalDraft({
      phone: { phoneCode: '+386', phoneNumber: '', verId: null },
      phoneConfirm: { verified: false, verId: null },
      password: { password: '', passwordRepeat: '' },
      agreements: { tosAgreement: false, privacyAgreement: false, notPoliticallyExposed: false },
    }),
  });

describe('registration: the phone code and the SMS provider', () => {
  it('keeps a refused number on the phone step with the reason, and says when the text is delayed', async () => {
    const api = mockApi(
      http.get('/phone_verify', ({ request, response }) => {
        const url = new URL(request.url);
        if (url.searchParams.get('phone') === '+38640999999')
          return response(422).json({ key: 'sms-not-delivered', message: 'refused' });
        return response(200).json({
          Id: 'ver_0123456789abcdef',
          delivery: url.searchParams.has('resend') ? 'SENT' : 'DELAYED',
        });
      }),
    );
    app = renderApp({
      fetch: api.fetch,
      path: '/register/phone',
      storage: { [DRAFT_STORAGE_KEY]: draftBeforePhone() },
    });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'What is your phone number?' }))
      .toBeVisible();

    await userEvent.fill(page.getByRole('textbox', { name: 'Phone number' }), '40 999 999');
    await userEvent.click(page.getByRole('button', { name: 'Send code' }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'We could not deliver a text message to this number. Check that it is a mobile number that can receive text messages.',
      );
    expect(app.router.state.location.pathname).toBe('/register/phone');

    await userEvent.fill(page.getByRole('textbox', { name: 'Phone number' }), '40 123 456');
    await userEvent.click(page.getByRole('button', { name: 'Send code' }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Enter the code we sent you' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('status').filter({ hasText: 'delayed' }))
      .toHaveTextContent(
        'The text message is on its way but delayed: it may take a few minutes to arrive. The code stays valid for 10 minutes.',
      );

    // Send again, 10 seconds on (the page's own wait: SPEC §9): this one went out at once.
    const later = Date.now() + 10_001;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    await userEvent.click(page.getByRole('button', { name: 'Send again' }));
    await expect
      .element(page.getByRole('status').filter({ hasText: 'new code' }))
      .toHaveTextContent('We sent you a new code.');
  });
});
