import type { AccountBalance, PayoutAccount, Schemas, User, Withdrawal } from '@invest/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as webauthn from '../../lib/passkeys/webauthn';
import { apiError, demoUser, http, mockApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

// The browser's side of WebAuthn: the passkey tests say what it answers; elsewhere it has none.
vi.mock('../../lib/passkeys/webauthn', () => ({
  passkeysSupported: vi.fn(() => false),
  passkeyAutofillAvailable: vi.fn(async () => false),
  getPasskeyAssertion: vi.fn(),
  cancelPasskeyRequest: vi.fn(),
  createPasskey: vi.fn(),
}));
const browser = vi.mocked(webauthn);

let app: ReturnType<typeof renderApp> | undefined;
afterEach(async () => {
  app?.unmount();
  app = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
  await page.viewport(1280, 800);
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };
const IBAN = 'SI56263300012345678';
const VERIFICATION = 'ver_0123456789abcdef';

const balance: AccountBalance = {
  earnedInterests: 84.2,
  availableFunds: 1000,
  totalBalance: 5234.56,
  netDeposits: 5150.36,
  roi: 1.6,
  earningsByInvestmentType: { invoiceFactoring: 84.2, reverseFactoring: 0, internationalFactoring: 0 },
  roiByInvestmentType: { invoiceFactoring: 1.6, reverseFactoring: 0, internationalFactoring: 0 },
  deploymentRate: { fundsAvailable: 1000, fundsDeployed: 4234.56 },
  withdrawalsTotal: 350.1,
  maxWithdrawal: 1000,
  futureTaxes: 12.63,
  depositsTotal: 5500.46,
};

const withdrawal = (Id: number, overrides: Partial<Withdrawal> = {}): Withdrawal => ({
  Id,
  status: 'PROCESSED',
  date: '2026-03-15',
  value: 100,
  ...overrides,
});

const twoWithdrawals: Withdrawal[] = [
  withdrawal(2, { status: 'PENDING', date: '2026-04-02', value: 250 }),
  withdrawal(1, { status: 'PROCESSED', date: '2026-01-20', value: 100.1 }),
];

const readyAccount: PayoutAccount = {
  iban: IBAN,
  bic: 'HDELSI22',
  bankName: 'Delavska hranilnica d.d.',
  holderName: 'Ana Novak',
  withdrawalsFrom: '2025-01-10T09:00:00Z',
  coolingOff: false,
};

const investor = (overrides: Partial<User> = {}) =>
  demoUser({ mainBankAccount: { accountNumber: IBAN, bank: 'Delavska hranilnica d.d.' }, ...overrides });

/** The signed-in frame's calls plus the wallet's, with a withdrawal list paged by offset and limit. */
function walletApi({
  user = investor(),
  withdrawals = twoWithdrawals,
  payoutAccount = readyAccount,
}: { user?: User; withdrawals?: Withdrawal[]; payoutAccount?: PayoutAccount | null } = {}) {
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(user)),
    http.get('/payoutAccount/{userId}', ({ response }) => response(200).json({ payoutAccount })),
    http.get('/authenticator/{userId}', ({ response }) =>
      response(200).json({ enabled: false, recoveryCodesLeft: 0 }),
    ),
    http.put('/payoutAccount/{userId}', async ({ request, response }) => {
      const { iban, holderName } = (await request.json()) as { iban: string; holderName: string };
      return response(200).json({
        payoutAccount: {
          iban,
          bic: 'LJBASI2X',
          bankName: 'NLB d.d.',
          holderName,
          withdrawalsFrom: '2026-04-11T08:30:00Z',
          coolingOff: true,
        },
      });
    }),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.get('/depositInstructions/{userId}', ({ response }) =>
      response(200).json({
        beneficiaryName: 'Invest d.o.o.',
        beneficiaryAddress: 'Dunajska cesta 156, 1000 Ljubljana, Slovenia',
        iban: 'SI56191000000123438',
        bic: 'DBSISI2X',
        bankName: 'Banka d.d.',
        reference: 'RF71100001',
        qrPayload: 'BCD\n002\n1\nSCT\nDBSISI2X\nInvest d.o.o.\nSI56191000000123438\n\n\nRF71100001\n\n',
      }),
    ),
    http.get('/accountBalance', ({ response }) => response(200).json(balance)),
    http.get('/deposits/{userId}', ({ response }) => response(200).json([])),
    http.get('/withdrawals/{userId}', ({ query, response }) => {
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 20);
      return response(200).json(withdrawals.slice(offset, offset + limit));
    }),
    http.post('/withdrawals/{userId}', ({ response }) =>
      response(201).json(withdrawal(3, { status: 'PENDING', date: '2026-04-10', value: 250 })),
    ),
    http.post('/tokenRequest/{Id}', ({ response }) =>
      response(200).json({ verificationId: VERIFICATION, delivery: 'SENT' }),
    ),
  );
}

const calls = (requests: Request[], method: string, pathname: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === pathname);
const bodies = async (requests: Request[]) =>
  Promise.all(requests.map(async (request) => (await request.clone().json()) as unknown));

/** The real setTimeout, taken before any test fakes the clock. */
const realSetTimeout = globalThis.setTimeout;
/** Moves the fake clock by `ms`, running the timers due. */
const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);
/**
 * Waits (in real time, never moving the fake clock as expect.poll would) until `read()` gives
 * `expected`, then asserts it: a few frames on a quiet machine, up to 5 s on a busy one.
 */
async function drawn(read: () => string, expected: string) {
  for (let i = 0; i < 500 && read() !== expected; i++) {
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
  expect(read()).toBe(expected);
}

/** Text with every kind of space (Intl puts a no-break space before €) as a plain one. */
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const cellsOf = (row: Element | null | undefined) => [...(row?.querySelectorAll('th, td') ?? [])].map(text);

const card = () => page.getByRole('region', { name: 'Withdraw funds' });
/** The figures of the card, label → value. */
const figures = () =>
  Object.fromEntries(
    [...card().element().querySelectorAll('[data-slot="description-list-item"]')].map((item) => [
      text(item.querySelector('dt')),
      text(item.querySelector('dd')),
    ]),
  );
const amountField = () => card().getByRole('textbox', { name: 'Amount' });
const submit = () => card().getByRole('button', { name: 'Withdraw', exact: true });

async function openWallet(api = walletApi(), language: 'en' | 'sl' = 'en') {
  app = renderApp({ fetch: api.fetch, path: '/u/deposits', credentials, language });
  await expect
    .element(page.getByRole('heading', { level: 2, name: language === 'en' ? 'Withdraw' : 'Dvig' }))
    .toBeVisible();
  return api;
}

async function askToWithdraw(amount: string) {
  await expect.element(submit()).toBeEnabled();
  await userEvent.fill(amountField(), amount);
  await userEvent.click(submit());
}

describe('wallet: withdraw card', () => {
  it('shows the balance, available funds, taxes and the payout account: IBAN masked, bank, holder', async () => {
    await openWallet();
    await expect.poll(() => figures()['Account balance']).toBe('5.234,56 €');
    await expect.poll(() => figures()['Account holder']).toBe('Ana Novak');
    expect(figures()).toEqual({
      'Account balance': '5.234,56 €',
      'Available funds': '1.000,00 €',
      Taxes: '12,63 €',
      'Payout account (IBAN)': 'SI56 **** 5678',
      Bank: 'Delavska hranilnica d.d.',
      'Account holder': 'Ana Novak',
    });
    await expect.element(card().getByRole('button', { name: 'Change payout account' })).toBeVisible();
    await expect.element(card().getByText('You can withdraw up to 1.000,00 €.')).toBeVisible();
  });

  it('hides the taxes from a business investor (SPEC §6)', async () => {
    await openWallet(walletApi({ user: investor({ investorType: 'Business' }) }));
    await expect.poll(() => figures()['Account balance']).toBe('5.234,56 €');
    expect(Object.keys(figures())).toEqual([
      'Account balance',
      'Available funds',
      'Payout account (IBAN)',
      'Bank',
      'Account holder',
    ]);
  });

  it('disables the form of an unconfirmed investor with the withdrawDenied message', async () => {
    const api = await openWallet(
      walletApi({ user: investor({ status: { confirmed: false, twoFactorAuthEnabled: false } }) }),
    );
    await expect.element(card().getByText('User account must be activated before withdraw')).toBeVisible();
    await expect.element(card().getByText('Withdrawals are not available yet')).toBeVisible();
    await expect.element(amountField()).toBeDisabled();
    await expect.element(submit()).toBeDisabled();
    expect(calls(api.requests, 'POST', '/api/withdrawals/7')).toHaveLength(0);
  });

  it('shows dashes and a way to add one without a payout account, and disables the form', async () => {
    await openWallet(walletApi({ user: investor({ mainBankAccount: null }), payoutAccount: null }));
    await expect.element(card().getByText('No payout account yet')).toBeVisible();
    await expect
      .element(
        card().getByText('Add your own bank account, in your name, to withdraw money.', { exact: false }),
      )
      .toBeVisible();
    await expect.element(card().getByRole('button', { name: 'Add payout account' })).toBeVisible();
    expect(figures()['Payout account (IBAN)']).toBe('—');
    expect(figures().Bank).toBe('—');
    await expect.element(amountField()).toBeDisabled();
    await expect.element(submit()).toBeDisabled();
  });

  it('checks the amount: required, a number, whole cents, above zero, at most maxWithdrawal', async () => {
    const api = await openWallet();
    const field = amountField();
    await expect.element(submit()).toBeEnabled();
    await userEvent.click(submit());
    await expect.element(card().getByText('Enter an amount', { exact: true })).toBeVisible();
    await expect.element(field).toHaveFocus();
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');

    await userEvent.fill(field, '1000,01');
    await expect.element(card().getByText('You can withdraw at most 1.000,00 €')).toBeVisible();
    await userEvent.fill(field, '12,345');
    await expect.element(card().getByText('Use at most two decimals (whole cents)')).toBeVisible();
    await userEvent.fill(field, 'ten');
    await expect.element(card().getByText('Enter an amount in euros, for example 250,00')).toBeVisible();
    await userEvent.fill(field, '0');
    await expect.element(card().getByText('Enter an amount above 0,00 €')).toBeVisible();
    // The largest amount allowed passes, written either way.
    await userEvent.fill(field, '1.000,00');
    await userEvent.click(submit());
    await expect.element(page.getByRole('alertdialog')).toBeVisible();
    expect(calls(api.requests, 'POST', '/api/withdrawals/7')).toHaveLength(0);
  });

  it('says why an amount is invalid as soon as the field is left, not only its red border', async () => {
    const api = await openWallet();
    const field = amountField();
    await expect.element(submit()).toBeEnabled();
    await userEvent.fill(field, '1500');
    await userEvent.tab();
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect
      .element(card().getByText('You can withdraw at most 1.000,00 €', { exact: true }))
      .toBeVisible();
    await userEvent.fill(field, 'abc');
    await expect
      .element(card().getByText('Enter an amount in euros, for example 250,00', { exact: true }))
      .toBeVisible();
    await userEvent.fill(field, '250');
    await expect.element(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(card().getByText('Enter an amount in euros, for example 250,00').elements()).toHaveLength(0);
    expect(calls(api.requests, 'POST', '/api/withdrawals/7')).toHaveLength(0);
  });

  it('fills in the maximum with the Max button', async () => {
    await openWallet();
    await expect.element(submit()).toBeEnabled();
    await userEvent.click(card().getByRole('button', { name: 'Max' }));
    await expect.element(amountField()).toHaveValue('1000,00');
  });

  it('turns over to how withdrawals work', async () => {
    await openWallet();
    await userEvent.click(page.getByRole('button', { name: 'How withdrawals work' }));
    const info = page.getByRole('region', { name: 'About withdrawals' });
    await expect.element(info).toBeVisible();
    await expect.element(info.getByText('within 2 bank business days', { exact: false })).toBeVisible();
    await expect.element(info.getByText('1 to 3 business days', { exact: false })).toBeVisible();
    await expect.element(info.getByText('only to your own bank account', { exact: false })).toBeVisible();
    await expect.element(info.getByText('the funds that are not invested', { exact: false })).toBeVisible();
  });
});

describe('wallet: confirming a withdrawal', () => {
  it('asks "Withdraw 250,00 € to SI56 …?" and sends nothing on cancel', async () => {
    const api = await openWallet();
    await askToWithdraw('250');
    const dialog = page.getByRole('alertdialog', { name: 'Withdraw 250,00 € to SI56 2633 0001 2345 678?' });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(
        dialog.getByText(
          'The money reaches your account at Delavska hranilnica d.d. within 2 bank business days. Next we send a confirmation code to your phone: every withdrawal needs one.',
        ),
      )
      .toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(submit()).toHaveFocus();
    expect(calls(api.requests, 'POST', '/api/withdrawals/7')).toHaveLength(0);
    await expect.element(amountField()).toHaveValue('250,00');
  });

  it('shows the service’s refusal of the code translated (payout-account-cooling-off)', async () => {
    const api = walletApi();
    api.use(
      http.post('/tokenRequest/{Id}', ({ response }) =>
        response.untyped(apiError(422, 'payout-account-cooling-off')),
      ),
    );
    await openWallet(api);
    await askToWithdraw('10');
    const dialog = page.getByRole('alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Send code' }));
    await expect
      .element(
        dialog.getByText('Your payout account was added or changed less than 24 hours ago.', {
          exact: false,
        }),
      )
      .toBeVisible();
    // Asking again would be refused again: only Cancel is left.
    expect(dialog.getByRole('button', { name: 'Send code' }).elements()).toHaveLength(0);
    await expect.element(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});

describe('wallet: every withdrawal with its code, two-factor off as on', () => {
  // Two-factor off: the code is asked for all the same (docs/decisions/0013).
  const twoFactor = () =>
    walletApi({ user: investor({ status: { confirmed: true, twoFactorAuthEnabled: false } }) });

  async function openCodeDialog(api: ReturnType<typeof walletApi>, amount = '250') {
    await openWallet(api);
    await askToWithdraw(amount);
    const confirm = page.getByRole('alertdialog');
    await expect
      .element(
        confirm.getByText('Next we send a confirmation code to your phone: every withdrawal needs one.', {
          exact: false,
        }),
      )
      .toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Send code' }));
    const dialog = page.getByRole('dialog', { name: 'Enter the confirmation code' });
    await expect.element(dialog).toBeVisible();
    return dialog;
  }

  it('requests the code for the amount, then six digits send the withdrawal with the verification', async () => {
    const api = twoFactor();
    const dialog = await openCodeDialog(api);
    const tokenRequests = calls(api.requests, 'POST', '/api/tokenRequest/7');
    expect(await bodies(tokenRequests)).toEqual([
      { tokenType: 'WITHDRAWAL_CONFIRMATION', isResend: false, amount: 250 },
    ]);
    await expect
      .element(
        dialog.getByText(
          'We sent a 6-digit code to +386 40 123 456. It confirms the withdrawal of 250,00 € to SI56 2633 0001 2345 678.',
        ),
      )
      .toBeVisible();
    const code = dialog.getByRole('textbox', { name: 'Confirmation code' });
    await expect.element(code).toHaveFocus();
    expect(calls(api.requests, 'POST', '/api/withdrawals/7')).toHaveLength(0);

    await userEvent.type(code, '12345');
    expect(calls(api.requests, 'POST', '/api/withdrawals/7')).toHaveLength(0);
    await userEvent.type(code, '6');
    await expect.element(page.getByText('Withdrawal requested')).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();
    const posts = calls(api.requests, 'POST', '/api/withdrawals/7');
    expect(await bodies(posts)).toEqual([{ amount: 250, verificationId: VERIFICATION, code: '123456' }]);
    expect(posts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    await expect.element(amountField()).toHaveValue('');
  });

  it('a wrong code says so, clears the boxes and keeps the dialog open for the right one', async () => {
    const api = twoFactor();
    api.use(
      http.post('/withdrawals/{userId}', async ({ request, response }) => {
        const body = await request.json();
        return 'code' in body && body.code === '654321'
          ? response(201).json(withdrawal(3, { status: 'PENDING', value: 250 }))
          : response.untyped(apiError(422, 'phone-confirmation-code-invalid'));
      }),
    );
    const dialog = await openCodeDialog(api);
    const code = dialog.getByRole('textbox', { name: 'Confirmation code' });
    await userEvent.type(code, '111111');
    await expect.element(dialog.getByText('Wrong confirmation code')).toBeVisible();
    await expect.element(code).toHaveValue('');
    await expect.element(code).toHaveFocus();
    await expect.element(dialog).toBeVisible();

    await userEvent.type(code, '654321');
    await expect.element(page.getByText('Withdrawal requested')).toBeVisible();
    const posts = calls(api.requests, 'POST', '/api/withdrawals/7');
    expect((await bodies(posts)).map((body) => (body as { code: string }).code)).toEqual([
      '111111',
      '654321',
    ]);
    // Another code is another request: a new key, never the refused one's.
    const keys = posts.map((post) => post.headers.get('Idempotency-Key'));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('rests Send again for 9 seconds, ticking each second, after opening and after each resend', async () => {
    const api = twoFactor();
    api.use(
      http.post('/tokenRequest/{Id}', async ({ request, response }) => {
        const body = await request.json();
        return response(200).json({
          verificationId: body.isResend ? 'ver_resent_0123456789' : VERIFICATION,
          delivery: 'SENT',
        });
      }),
    );
    // The countdown's seconds are the fake clock's: the test moves it, nothing waits for real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const dialog = await openCodeDialog(api);
    const resend = dialog.getByRole('button', { name: /^Send again/ });
    const label = () => text(resend.element());
    await expect.element(resend).toHaveTextContent('Send again (9 s)');
    await expect.element(resend).toHaveAttribute('aria-disabled', 'true');
    // Pressing it while it rests sends nothing (a DOM click: Playwright's waits for aria-disabled to go).
    (resend.element() as HTMLButtonElement).click();
    // Each second of the clock takes one off, and it stays resting until the ninth has passed.
    for (const left of [8, 7, 6, 5, 4, 3, 2, 1]) {
      await elapse(1000);
      await drawn(label, `Send again (${left} s)`);
      expect(resend.element().getAttribute('aria-disabled')).toBe('true');
    }
    expect(calls(api.requests, 'POST', '/api/tokenRequest/7')).toHaveLength(1);
    await elapse(1000);
    await drawn(label, 'Send again');
    expect(resend.element().hasAttribute('aria-disabled')).toBe(false);

    await userEvent.click(resend);
    await expect.element(dialog.getByText('A new code is on its way.')).toBeVisible();
    await drawn(label, 'Send again (9 s)');
    // And again after the resend: eight seconds in it still rests, the ninth makes it ready.
    for (const left of [8, 7, 6, 5, 4, 3, 2, 1]) {
      await elapse(1000);
      await drawn(label, `Send again (${left} s)`);
    }
    await elapse(1000);
    await drawn(label, 'Send again');
    const tokenRequests = calls(api.requests, 'POST', '/api/tokenRequest/7');
    expect(await bodies(tokenRequests)).toEqual([
      { tokenType: 'WITHDRAWAL_CONFIRMATION', isResend: false, amount: 250 },
      { tokenType: 'WITHDRAWAL_CONFIRMATION', isResend: true, amount: 250 },
    ]);
    // The new code belongs to the verification the resend answered.
    await userEvent.type(dialog.getByRole('textbox', { name: 'Confirmation code' }), '123456');
    await expect.element(page.getByText('Withdrawal requested')).toBeVisible();
    const [post] = calls(api.requests, 'POST', '/api/withdrawals/7');
    expect(await post!.clone().json()).toMatchObject({ verificationId: 'ver_resent_0123456789' });
  });

  it("says when the code's text is delayed, and when a new one went out", async () => {
    const api = twoFactor();
    api.use(
      http.post('/tokenRequest/{Id}', async ({ request, response }) => {
        const body = await request.json();
        return response(200).json({
          verificationId: body.isResend ? 'ver_resent_0123456789' : VERIFICATION,
          delivery: body.isResend ? 'SENT' : 'DELAYED',
        });
      }),
    );
    // The resend's nine seconds of rest are the fake clock's: the test moves it instead of waiting.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const dialog = await openCodeDialog(api);
    await expect
      .element(dialog.getByRole('status'))
      .toHaveTextContent(
        'The text message is on its way but delayed: it may take a few minutes to arrive. The code stays valid for 5 minutes.',
      );
    const resend = dialog.getByRole('button', { name: /^Send again/ });
    for (let second = 0; second < 9; second++) await elapse(1000);
    await drawn(() => text(resend.element()), 'Send again');
    await userEvent.click(resend);
    await expect.element(dialog.getByRole('status')).toHaveTextContent('A new code is on its way.');
  });

  it.each([
    [
      'sms-not-delivered',
      'We could not deliver a text message to this number. Check that it is a mobile number that can receive text messages.',
    ],
    ['sms-unavailable', 'Text messages cannot be sent right now. Please try again in a few minutes.'],
  ] as const)(
    'says so when the SMS provider refuses the code (%s) and stays on the confirmation',
    async (key, message) => {
      const api = twoFactor();
      api.use(
        http.post('/tokenRequest/{Id}', ({ response }) => response(422).json({ key, message: 'refused' })),
      );
      await openWallet(api);
      await askToWithdraw('250');
      const confirm = page.getByRole('alertdialog');
      await userEvent.click(confirm.getByRole('button', { name: 'Send code' }));
      await expect.element(confirm.getByRole('alert')).toHaveTextContent(message);
      expect(page.getByRole('dialog', { name: 'Enter the confirmation code' }).elements()).toHaveLength(0);
      // A number that cannot take texts stays refused; a provider refusing us now may work later.
      expect(confirm.getByRole('button', { name: 'Send code' }).elements()).toHaveLength(
        key === 'sms-unavailable' ? 1 : 0,
      );
    },
  );

  it('says when a code cannot be sent yet and stays on the confirmation', async () => {
    const api = twoFactor();
    api.use(
      http.post('/tokenRequest/{Id}', ({ response }) => response.untyped(apiError(429, 'wait10Seconds'))),
    );
    await openWallet(api);
    await askToWithdraw('250');
    const confirm = page.getByRole('alertdialog');
    await userEvent.click(confirm.getByRole('button', { name: 'Send code' }));
    await expect
      .element(confirm.getByRole('alert'))
      .toHaveTextContent('Please wait 10 seconds and try again');
    expect(page.getByRole('dialog', { name: 'Enter the confirmation code' }).elements()).toHaveLength(0);
  });
});

describe('wallet: the payout account', () => {
  const form = () => page.getByRole('dialog', { name: 'Add your payout account' });

  async function openForm(
    api = walletApi({ user: investor({ mainBankAccount: null }), payoutAccount: null }),
  ) {
    await openWallet(api);
    await userEvent.click(card().getByRole('button', { name: 'Add payout account' }));
    await expect.element(form()).toBeVisible();
    return api;
  }

  it('in its cooling-off: says from when withdrawals are possible and disables the form', async () => {
    await openWallet(
      walletApi({
        payoutAccount: { ...readyAccount, withdrawalsFrom: '2026-04-11T08:30:00Z', coolingOff: true },
      }),
    );
    await expect.element(card().getByText('New payout account')).toBeVisible();
    await expect
      .element(
        card().getByText(
          'Withdrawals to this account are possible from 11 April 2026 at 10:30 (Ljubljana time).',
          {
            exact: false,
          },
        ),
      )
      .toBeVisible();
    await expect.element(amountField()).toBeDisabled();
    await expect.element(submit()).toBeDisabled();
  });

  it('checks the form: IBAN required and valid, the holder required; nothing is sent meanwhile', async () => {
    const api = await openForm();
    const holder = form().getByRole('textbox', { name: 'Account holder' });
    // The registered name is filled in; the investor may write it as the bank does.
    await expect.element(holder).toHaveValue('Ana Novak');
    await userEvent.clear(holder);
    await userEvent.click(form().getByRole('button', { name: 'Send code' }));
    await expect.element(form().getByText('Enter the IBAN of your bank account')).toBeVisible();
    await expect.element(form().getByText("Enter the account holder's name")).toBeVisible();
    await userEvent.fill(form().getByRole('textbox', { name: 'IBAN' }), 'SI56 1910 0000 0123 439');
    await expect
      .element(form().getByText('This is not a valid IBAN: check the letters and digits'))
      .toBeVisible();
    expect(calls(api.requests, 'POST', '/api/tokenRequest/7')).toHaveLength(0);
  });

  it('shows the service’s refusal of another holder, translated', async () => {
    const api = walletApi({ user: investor({ mainBankAccount: null }), payoutAccount: null });
    api.use(
      http.post('/tokenRequest/{Id}', ({ response }) =>
        response.untyped(apiError(422, 'payout-account-holder-mismatch')),
      ),
    );
    await openForm(api);
    await userEvent.fill(form().getByRole('textbox', { name: 'IBAN' }), 'si56 0201 7001 4356 205');
    await userEvent.fill(form().getByRole('textbox', { name: 'Account holder' }), 'Marko Kovač');
    await userEvent.click(form().getByRole('button', { name: 'Send code' }));
    await expect
      .element(
        form().getByText('The account must be in your own name, as in your registration', { exact: false }),
      )
      .toBeVisible();
  });

  it('asks for the code of the account and saves it with the code; the panel then shows it', async () => {
    const api = await openForm();
    await userEvent.fill(form().getByRole('textbox', { name: 'IBAN' }), 'si56 0201 7001 4356 205');
    await userEvent.click(form().getByRole('button', { name: 'Send code' }));
    const dialog = page.getByRole('dialog', { name: 'Confirm your payout account' });
    await expect
      .element(dialog.getByText('It confirms SI56 **** 6205 as your payout account.', { exact: false }))
      .toBeVisible();
    expect(await bodies(calls(api.requests, 'POST', '/api/tokenRequest/7'))).toEqual([
      {
        tokenType: 'PAYOUT_ACCOUNT_CHANGE',
        isResend: false,
        iban: 'SI56020170014356205',
        holderName: 'Ana Novak',
      },
    ]);
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Confirmation code' }), '123456');
    await expect.element(page.getByText('Payout account saved')).toBeVisible();
    expect(await bodies(calls(api.requests, 'PUT', '/api/payoutAccount/7'))).toEqual([
      { iban: 'SI56020170014356205', holderName: 'Ana Novak', verificationId: VERIFICATION, code: '123456' },
    ]);
  });

  it('speaks Slovene in the form and its messages', async () => {
    await openWallet(walletApi({ user: investor({ mainBankAccount: null }), payoutAccount: null }), 'sl');
    await userEvent.click(page.getByRole('button', { name: 'Dodaj račun za izplačila' }));
    const slForm = page.getByRole('dialog', { name: 'Dodajte račun za izplačila' });
    await userEvent.click(slForm.getByRole('button', { name: 'Pošlji kodo' }));
    await expect.element(slForm.getByText('Vnesite IBAN svojega bančnega računa')).toBeVisible();
    await userEvent.fill(slForm.getByRole('textbox', { name: 'Račun (IBAN)' }), 'SI56 0000');
    await expect.element(slForm.getByText('To ni veljaven IBAN: preverite črke in številke')).toBeVisible();
  });
});

describe('wallet: withdrawals table', () => {
  it('lists withdrawals with translated statuses, dates, amounts and the total from withdrawalsTotal', async () => {
    await openWallet();
    const table = page.getByRole('table', { name: 'Withdrawals' });
    await expect.element(table).toBeVisible();
    const rows = table.element().querySelectorAll('tbody tr');
    expect([...rows].map(cellsOf)).toEqual([
      ['PendingCancel', '02/04/2026', 'Bank transfer', '250,00 €'],
      ['Processed', '20/01/2026', 'Bank transfer', '100,10 €'],
    ]);
    const bullets = [...rows].map((row) =>
      row.querySelector('[data-slot="status-bullet"]')?.getAttribute('data-variant'),
    );
    expect(bullets).toEqual(['neutral', 'success']);
    expect(cellsOf(table.element().querySelector('tfoot tr'))).toEqual(['Total', '', '', '350,10 €']);
  });

  it('cancels a pending withdrawal after a confirmation; nothing is sent on Keep it', async () => {
    const api = walletApi();
    api.use(
      http.post('/withdrawals/{userId}/{withdrawalId}/cancel', ({ response }) =>
        response(200).json(withdrawal(2, { status: 'CANCELED', date: '2026-04-02', value: 250 })),
      ),
    );
    await openWallet(api);
    const table = page.getByRole('table', { name: 'Withdrawals' });
    await userEvent.click(table.getByRole('button', { name: 'Cancel' }));
    let dialog = page.getByRole('alertdialog', { name: 'Cancel the withdrawal of 250,00 €?' });
    await expect
      .element(dialog.getByText('The amount returns to your available funds at once.', { exact: false }))
      .toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    expect(calls(api.requests, 'POST', '/api/withdrawals/7/2/cancel')).toHaveLength(0);

    await userEvent.click(table.getByRole('button', { name: 'Cancel' }));
    dialog = page.getByRole('alertdialog', { name: 'Cancel the withdrawal of 250,00 €?' });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel withdrawal' }));
    await expect
      .element(
        page.getByText(
          'The withdrawal of 250,00 € is cancelled: the amount is back in your available funds.',
        ),
      )
      .toBeVisible();
    const [sent] = calls(api.requests, 'POST', '/api/withdrawals/7/2/cancel');
    expect(sent!.headers.get('Idempotency-Key')).toBeTruthy();
    // The balance and the list are read again.
    await expect.poll(() => calls(api.requests, 'GET', '/api/withdrawals/7').length).toBeGreaterThan(1);
  });

  it('says when the withdrawal is already on its way to the bank, and offers no retry', async () => {
    const api = walletApi();
    api.use(
      http.post('/withdrawals/{userId}/{withdrawalId}/cancel', ({ response }) =>
        response.untyped(apiError(409, 'withdrawal-not-cancellable')),
      ),
    );
    await openWallet(api);
    await userEvent.click(
      page.getByRole('table', { name: 'Withdrawals' }).getByRole('button', { name: 'Cancel' }),
    );
    const dialog = page.getByRole('alertdialog', { name: 'Cancel the withdrawal of 250,00 €?' });
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel withdrawal' }));
    await expect
      .element(dialog.getByText('This withdrawal can no longer be cancelled', { exact: false }))
      .toBeVisible();
    await expect.element(dialog.getByRole('button', { name: 'Cancel withdrawal' })).not.toBeInTheDocument();
  });

  it('loads the next 20 from offset 20', async () => {
    const many = Array.from({ length: 22 }, (_, i) => withdrawal(100 - i, { value: 10 + i }));
    const api = await openWallet(walletApi({ withdrawals: many }));
    const table = page.getByRole('table', { name: 'Withdrawals' });
    await expect.element(table).toBeVisible();
    expect(table.element().querySelectorAll('tbody tr')).toHaveLength(20);
    await userEvent.click(page.getByRole('button', { name: 'Load more' }));
    await expect.poll(() => table.element().querySelectorAll('tbody tr').length).toBe(22);
    expect(
      calls(api.requests, 'GET', '/api/withdrawals/7').map((r) => new URL(r.url).searchParams.get('offset')),
    ).toEqual(['0', '20']);
  });

  it('shows the empty state, and a retry when the list fails', async () => {
    const api = walletApi({ withdrawals: [] });
    let failures = 1;
    api.use(
      http.get('/withdrawals/{userId}', ({ response }) =>
        failures-- > 0 ? response.untyped(apiError(500, 'internal')) : response(200).json([]),
      ),
    );
    await openWallet(api);
    const alert = page.getByRole('alert').filter({ hasText: 'Your withdrawals could not be loaded.' });
    await expect.element(alert).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect.element(page.getByRole('heading', { name: 'No withdrawals yet' })).toBeVisible();
  });
});

describe('wallet on a phone', () => {
  it('shows Deposit and Withdraw as tabs, and the bars switch between them', async () => {
    await page.viewport(375, 800);
    app = renderApp({ fetch: walletApi().fetch, path: '/u/deposits', credentials });
    const tabs = page.getByRole('tablist', { name: 'Deposit or withdraw' });
    await expect.element(tabs).toBeVisible();
    await expect.element(tabs.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('region', { name: 'Pay in by bank transfer' })).toBeVisible();
    expect(page.getByRole('region', { name: 'Withdraw funds' }).elements()).toHaveLength(0);

    await userEvent.click(page.getByRole('link', { name: 'Withdraw money to your bank account' }));
    await expect
      .element(tabs.getByRole('tab', { name: 'Withdraw' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(tabs.getByRole('tab', { name: 'Withdraw' })).toHaveFocus();
    await expect.element(card()).toBeVisible();

    await userEvent.click(page.getByRole('link', { name: 'Pay in by bank transfer' }));
    await expect.element(tabs.getByRole('tab', { name: 'Deposit' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('withdrawing in Slovene', () => {
  it('speaks Slovene in the card, the messages, the dialogs and the table', async () => {
    const api = walletApi({ user: investor({ status: { confirmed: true, twoFactorAuthEnabled: true } }) });
    await openWallet(api, 'sl');
    const slCard = page.getByRole('region', { name: 'Dvig sredstev' });
    await expect.element(slCard).toBeVisible();
    await expect.element(slCard.getByText('Stanje na računu')).toBeVisible();
    await expect.element(slCard.getByText('Razpoložljiva sredstva')).toBeVisible();
    await expect.element(slCard.getByText('Davki')).toBeVisible();
    await expect.element(slCard.getByText('Dvignete lahko do 1.000,00 €.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Dvigi' });
    await expect.element(table).toBeVisible();
    // The pending withdrawal's status cell carries its Cancel under the status.
    expect(cellsOf(table.element().querySelector('tbody tr'))).toEqual([
      'V obdelaviPrekliči',
      '02.04.2026',
      'Bančno nakazilo',
      '250,00 €',
    ]);
    await expect.element(table.getByRole('button', { name: 'Prekliči' })).toBeVisible();
    const field = slCard.getByRole('textbox', { name: 'Znesek' });
    await userEvent.fill(field, '2000');
    await userEvent.click(slCard.getByRole('button', { name: 'Dvigni', exact: true }));
    await expect.element(slCard.getByText('Dvignete lahko največ 1.000,00 €')).toBeVisible();

    await userEvent.fill(field, '250');
    await userEvent.click(slCard.getByRole('button', { name: 'Dvigni', exact: true }));
    const confirm = page.getByRole('alertdialog', { name: 'Dvigniti 250,00 € na SI56 2633 0001 2345 678?' });
    await expect.element(confirm).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Pošlji kodo' }));
    const dialog = page.getByRole('dialog', { name: 'Vnesite potrditveno kodo' });
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog.getByRole('button', { name: /^Pošlji znova/ })).toBeVisible();
  });
});

describe('wallet: confirming with a passkey', () => {
  const CHALLENGE = 'chl_0123456789abcdef';
  const options = {
    challenge: 'd2l0aGRyYXdhbA',
    rpId: 'invest.si',
    userVerification: 'required',
    allowCredentials: [{ id: 'Y3JlZC0x', type: 'public-key' }],
  };
  const credential: webauthn.AuthenticationCredential = {
    id: 'Y3JlZC0x',
    rawId: 'Y3JlZC0x',
    type: 'public-key',
    response: {
      clientDataJSON: 'eyJ0eXBlIjoid2ViYXV0aG4uZ2V0In0',
      authenticatorData: 'SZYN5Y',
      signature: 'MEUCIQ',
    },
    clientExtensionResults: {},
  };
  const laptop: Schemas['Passkey'] = {
    id: '3f0c2a8e-5b7d-4c1e-9a6f-2d8b7e4c1a90',
    name: 'Chrome on macOS',
    device: { browser: 'Chrome', os: 'macOS', mobile: false },
    createdAt: '2026-11-20T09:00:00Z',
    lastUsedAt: null,
    backedUp: true,
  };

  beforeEach(() => {
    browser.passkeysSupported.mockReturnValue(true);
    browser.getPasskeyAssertion.mockResolvedValue({ ok: true, credential });
  });
  afterEach(() => {
    browser.passkeysSupported.mockReturnValue(false);
    browser.getPasskeyAssertion.mockReset();
  });

  function passkeyApi(
    passkeys: Schemas['Passkey'][] = [laptop],
    payoutAccount: PayoutAccount | null = readyAccount,
  ) {
    const api = walletApi({
      user: investor(payoutAccount ? {} : { mainBankAccount: null }),
      payoutAccount,
    });
    api.use(
      http.get('/passkeys/{userId}', ({ response }) => response(200).json(passkeys)),
      http.post('/passkeyChallenge/{userId}', ({ response }) =>
        response(200).json({ challengeId: CHALLENGE, options }),
      ),
    );
    return api;
  }

  async function openCodeDialog(api: ReturnType<typeof walletApi>, amount = '250') {
    await openWallet(api);
    await askToWithdraw(amount);
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Send code' }));
    const dialog = page.getByRole('dialog', { name: 'Enter the confirmation code' });
    await expect.element(dialog).toBeVisible();
    return dialog;
  }

  it('confirms the withdrawal of exactly that amount with a challenge asked for it', async () => {
    const api = passkeyApi();
    const dialog = await openCodeDialog(api, '250');
    await userEvent.click(dialog.getByRole('button', { name: 'Use a passkey instead' }));
    await expect.element(page.getByText('Withdrawal requested')).toBeVisible();
    await expect.element(dialog).not.toBeInTheDocument();

    expect(await bodies(calls(api.requests, 'POST', '/api/passkeyChallenge/7'))).toEqual([
      { tokenType: 'WITHDRAWAL_CONFIRMATION', amount: 250 },
    ]);
    expect(browser.getPasskeyAssertion).toHaveBeenCalledWith(options);
    const posts = calls(api.requests, 'POST', '/api/withdrawals/7');
    expect(await bodies(posts)).toEqual([{ amount: 250, passkey: { challengeId: CHALLENGE, credential } }]);
    expect(posts[0]!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it('shows the refusal of the assertion in the dialog, which stays open for the code', async () => {
    const api = passkeyApi();
    api.use(
      http.post('/withdrawals/{userId}', ({ response }) =>
        response.untyped(apiError(422, 'passkey-invalid')),
      ),
    );
    const dialog = await openCodeDialog(api);
    await userEvent.click(dialog.getByRole('button', { name: 'Use a passkey instead' }));
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('The passkey could not confirm this. Try again, or use a code.');
    await expect.element(dialog.getByRole('textbox', { name: 'Confirmation code' })).toBeEnabled();
    await expect.element(dialog).toBeVisible();
  });

  it('says nothing when the browser dialog is closed, and sends nothing', async () => {
    browser.getPasskeyAssertion.mockResolvedValue({ ok: false, failure: 'cancelled' });
    const api = passkeyApi();
    const dialog = await openCodeDialog(api);
    const option = dialog.getByRole('button', { name: 'Use a passkey instead' });
    await userEvent.click(option);
    await expect.poll(() => browser.getPasskeyAssertion.mock.calls.length).toBe(1);
    await expect.element(option).toBeEnabled();
    expect(dialog.getByRole('alert').elements()).toHaveLength(0);
    expect(calls(api.requests, 'POST', '/api/withdrawals/7')).toHaveLength(0);
  });

  it('says so, in Slovene, when the browser refuses the passkey', async () => {
    browser.getPasskeyAssertion.mockResolvedValue({ ok: false, failure: 'failed' });
    const api = passkeyApi();
    await openWallet(api, 'sl');
    const slCard = page.getByRole('region', { name: 'Dvig sredstev' });
    await expect.element(slCard.getByRole('button', { name: 'Dvigni', exact: true })).toBeEnabled();
    await userEvent.fill(slCard.getByRole('textbox', { name: 'Znesek' }), '250');
    await userEvent.click(slCard.getByRole('button', { name: 'Dvigni', exact: true }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Pošlji kodo' }));
    const dialog = page.getByRole('dialog', { name: 'Vnesite potrditveno kodo' });
    await userEvent.click(dialog.getByRole('button', { name: 'Raje uporabite ključ za dostop' }));
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent(
        'Ključ za dostop ni dal odgovora, ki bi ga ta naprava lahko uporabila. Poskusite znova ali vnesite kodo.',
      );
    expect(calls(api.requests, 'POST', '/api/withdrawals/7')).toHaveLength(0);
  });

  it('offers no passkey to an investor without one', async () => {
    const api = passkeyApi([]);
    const dialog = await openCodeDialog(api);
    await expect.poll(() => calls(api.requests, 'GET', '/api/passkeys/7').length).toBe(1);
    await expect.element(dialog.getByRole('textbox', { name: 'Confirmation code' })).toBeVisible();
    expect(dialog.getByRole('button', { name: 'Use a passkey instead' }).elements()).toHaveLength(0);
  });

  it('confirms a new payout account with a challenge bound to its IBAN and holder', async () => {
    const api = passkeyApi([laptop], null);
    await openWallet(api);
    await userEvent.click(card().getByRole('button', { name: 'Add payout account' }));
    const form = page.getByRole('dialog', { name: 'Add your payout account' });
    await userEvent.fill(form.getByRole('textbox', { name: 'IBAN' }), 'si56 0201 7001 4356 205');
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    const dialog = page.getByRole('dialog', { name: 'Confirm your payout account' });
    await userEvent.click(dialog.getByRole('button', { name: 'Use a passkey instead' }));
    await expect.element(page.getByText('Payout account saved')).toBeVisible();
    expect(await bodies(calls(api.requests, 'POST', '/api/passkeyChallenge/7'))).toEqual([
      { tokenType: 'PAYOUT_ACCOUNT_CHANGE', iban: 'SI56020170014356205', holderName: 'Ana Novak' },
    ]);
    expect(await bodies(calls(api.requests, 'PUT', '/api/payoutAccount/7'))).toEqual([
      {
        iban: 'SI56020170014356205',
        holderName: 'Ana Novak',
        passkey: { challengeId: CHALLENGE, credential },
      },
    ]);
  });
});
