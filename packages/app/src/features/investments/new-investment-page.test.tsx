import type { Investment, User } from '@invest/api-client';
import { defaultToastStore } from '@invest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import * as webauthn from '../../lib/passkeys/webauthn';
import { captureDownloads } from '../../test/downloads';
import { apiError, demoUser, http, mockApi } from '../../test/fake-api';
import { accountBalance, investment, pdfResponse, platformDayFromToday } from '../../test/investments';
import { renderApp } from '../../test/render-app';

// The browser's side of WebAuthn: only the passkey test lets it answer.
vi.mock('../../lib/passkeys/webauthn', () => ({
  passkeysSupported: vi.fn(() => false),
  passkeyAutofillAvailable: vi.fn(async () => false),
  getPasskeyAssertion: vi.fn(),
  cancelPasskeyRequest: vi.fn(),
  createPasskey: vi.fn(),
}));
const browser = vi.mocked(webauthn);

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.restoreAllMocks();
  // Toasts live in one store for the whole page: none may pass into the next test.
  defaultToastStore.dismiss();
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };

/** 90 days to maturity from today: 1.000,00 € at 9,5 % earns floor(100000 × 950 × 90 / 3 650 000) = 23,42 €. */
const offered = () => investment({ dateEndFormatted: platformDayFromToday(90) });

function buyApi({
  receivable = offered(),
  user = demoUser(),
  funds = 2_500,
}: { receivable?: Investment; user?: User; funds?: number } = {}) {
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(user)),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.get('/investments/{id}', ({ params, response }) =>
      Number(params.id) === receivable.Id
        ? response(200).json(receivable)
        : response.untyped(apiError(404, 'not-found')),
    ),
    http.get('/accountBalance', ({ response }) =>
      response(200).json(accountBalance({ availableFunds: funds })),
    ),
    http.post('/user_investments', ({ response }) => response(201).json({ success: true, Id: 900 })),
  );
}

const calls = (requests: Request[], method: string, pathname: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === pathname);

/** Text with every kind of space (Intl puts a no-break space before € and %) as a plain one. */
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The label → value pairs of a DescriptionList, values with their hints. */
const pairs = (root: Element | null | undefined) =>
  Object.fromEntries(
    [...(root?.querySelectorAll('[data-slot="description-list-item"]') ?? [])].map((item) => [
      text(item.querySelector('[data-slot="description-list-label"]')),
      text(item.querySelector('[data-slot="description-list-value"]')) +
        (item.querySelector('[data-slot="description-list-hint"]')
          ? ` | ${text(item.querySelector('[data-slot="description-list-hint"]'))}`
          : ''),
    ]),
  );

const amountField = () => page.getByRole('textbox', { name: 'Amount' });
const investButton = () => page.getByRole('button', { name: 'Invest', exact: true });
const dialog = () => page.getByRole('alertdialog');

async function openPage(api = buyApi(), language: 'en' | 'sl' = 'en', id = 41) {
  app = renderApp({ fetch: api.fetch, path: `/u/investments/${id}`, credentials, language });
  return api;
}

async function askToBuy(amount: string) {
  await expect.element(investButton()).toBeEnabled();
  await userEvent.fill(amountField(), amount);
  await userEvent.click(investButton());
}

describe('new investment: what is on offer', () => {
  it("shows the loan data, the originator (its own country apart from the debtor's) and the funding donut", async () => {
    await openPage();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Investment F-2026-0141' }))
      .toBeVisible();
    expect(document.title).toBe('Investment F-2026-0141 · Invest');
    await expect
      .element(page.getByRole('link', { name: 'All investments' }))
      .toHaveAttribute('href', '/u/investments');
    const loan = page.getByRole('region', { name: 'Loan data' });
    await expect.element(loan).toBeVisible();
    expect(pairs(loan.element())).toMatchObject({
      Type: 'Invoice factoring',
      'Loan amount': '50.000,00 €',
      'Still available': '18.550,00 €',
      'Yearly interest rate': '9,50 %',
      Rank: 'B+ | Our scale: A (lowest risk) to E',
      'Issue date': '02/03/2026',
      'Term (days)': '180',
      Protection: 'Payment guarantee (PG)',
      "Debtor's country": 'Austria',
      State: 'Active',
    });
    await expect.element(loan.getByText('Payment guarantee (PG)')).toBeVisible();
    // The debtor is named once, by its country, in the loan data; this card is the originator's.
    const debtor = page.getByRole('region', { name: 'Originator' });
    expect(pairs(debtor.element())).toEqual({
      Company: 'Alpska Logistika d.o.o.',
      "Originator's country": 'Slovenia',
      'Partner since': '12/04/2021',
      'Failure score': '1,85 % | From the credit rating company',
      Ranking: 'A2 | From the credit rating company',
      'Loan deals': '14, active: 3',
      'Total value of deals': '720.000,00 €',
      'Company size': 'Medium',
      'Number of employees': '1.250',
      'Total income': '18.500.000,00 €',
    });
    // The chart arrives in its own chunk: 31.450 of 50.000 invested is 62 % (rounded down).
    const donut = page.getByRole('figure', { name: 'Invested and still available amount of F-2026-0141' });
    await expect.element(donut).toBeVisible();
    expect(text(donut.element().querySelector('[data-slot="donut-chart-value"]'))).toBe('62 %');
    expect(text(donut.element().querySelector('[data-slot="donut-chart-label"]'))).toBe('Invested');
  });

  it("explains each rating scale on the originator card's info side and leads to the originator's page", async () => {
    await openPage();
    const card = page.getByRole('region', { name: 'Originator' });
    await expect
      .element(card.getByRole('link', { name: "Originator's page: Alpska Logistika d.o.o." }))
      .toHaveAttribute('href', '/u/originators/5');
    await card.getByRole('button', { name: 'Ratings explained' }).click();
    const back = page.getByRole('region', { name: 'What the ratings mean' });
    await expect.element(back.getByText('Rank: the platform’s scale')).toBeVisible();
    await expect.element(back.getByText('Failure score: the credit rating company’s')).toBeVisible();
    await expect.element(back.getByText('Ranking: the credit rating company’s grade')).toBeVisible();
    await back.getByRole('button', { name: 'Back' }).click();
    await expect.element(card.getByRole('button', { name: 'Ratings explained' })).toHaveFocus();
  });

  it('says N/A where the credit rating company and the originator gave nothing', async () => {
    const bare = investment({
      originator: {
        name: 'Nova Firma d.o.o.',
        countryCode: 'HR',
        partnerSince: null,
        creditRating: { failureScore: null, ranking: null },
        companySize: null,
        noOfEmployees: null,
        totalIncome: null,
      },
    });
    await openPage(buyApi({ receivable: bare }));
    const debtor = page.getByRole('region', { name: 'Originator' });
    await expect.element(debtor).toBeVisible();
    expect(pairs(debtor.element())).toMatchObject({
      "Originator's country": 'Croatia',
      'Partner since': 'N/A',
      'Failure score': 'N/A',
      Ranking: 'N/A',
      'Company size': 'N/A',
      'Number of employees': 'N/A',
      'Total income': 'N/A',
    });
  });

  it('turns over to what the investor buys and how PG protects it, with the contract template', async () => {
    const saved = captureDownloads();
    const api = await openPage();
    api.use(
      http.get('/investments/{id}/contract-template', ({ response }) =>
        response.untyped(pdfResponse('contract-template-F-2026-0141.pdf')),
      ),
    );
    await userEvent.click(page.getByRole('button', { name: 'What you are buying' }));
    const info = page.getByRole('region', { name: 'About this investment' });
    await expect.element(info).toBeVisible();
    await expect.element(info.getByText('Protection: Payment guarantee (PG)')).toBeVisible();
    await expect.element(info.getByText('The claim is insured.', { exact: false })).toBeVisible();
    await userEvent.click(info.getByRole('button', { name: 'Download the contract template (PDF)' }));
    await expect.poll(() => saved.map((file) => file.name)).toEqual(['contract-template-F-2026-0141.pdf']);
    expect(calls(api.requests, 'GET', '/api/investments/41/contract-template')).toHaveLength(1);
  });

  it('leads back to the list when the receivable is not offered', async () => {
    await openPage(buyApi(), 'en', 77);
    await expect.element(page.getByRole('heading', { name: 'This investment is not offered' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'All investments' }))
      .toHaveAttribute('href', '/u/investments');
  });
});

describe('new investment: buying', () => {
  it('confirms amount, expected interest and protection, then buys once with an Idempotency-Key', async () => {
    const api = await openPage();
    await expect.element(page.getByText('From 10,00 € up to 2.500,00 €.')).toBeVisible();
    const balanceReads = calls(api.requests, 'GET', '/api/accountBalance').length;
    const investmentReads = calls(api.requests, 'GET', '/api/investments/41').length;

    await askToBuy('1000');
    await expect.element(dialog()).toBeVisible();
    await expect
      .element(dialog().getByRole('heading', { name: 'Invest 1.000,00 € in F-2026-0141?' }))
      .toBeVisible();
    expect(pairs(dialog().element())).toEqual({
      Amount: '1.000,00 €',
      'Expected interest to maturity': '23,42 €',
      Protection: 'Payment guarantee (PG)',
    });
    const maturity = platformDayFromToday(90).split('-').reverse().join('/');
    const terms = dialog().element().querySelector('[data-slot="purchase-terms"]');
    expect(text(terms)).toContain(`The expected interest is at 9,50 % a year until ${maturity}, before tax.`);
    expect(text(terms)).toContain('The claim is insured.');
    // Nothing is bought before the confirmation.
    expect(calls(api.requests, 'POST', '/api/user_investments')).toHaveLength(0);

    await userEvent.click(dialog().getByRole('button', { name: 'Invest' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    const [post] = calls(api.requests, 'POST', '/api/user_investments');
    expect(await post!.json()).toEqual({ investmentId: 41, amount: 1000 });
    expect(post!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    await expect.element(page.getByText('Investment bought')).toBeVisible();
    await expect.element(page.getByText('You invested 1.000,00 € in F-2026-0141.')).toBeVisible();
    await expect.element(amountField()).toHaveValue('');
    // The funds and the receivable are read again.
    await expect
      .poll(() => calls(api.requests, 'GET', '/api/accountBalance').length)
      .toBeGreaterThan(balanceReads);
    await expect
      .poll(() => calls(api.requests, 'GET', '/api/investments/41').length)
      .toBeGreaterThan(investmentReads);
  });

  it('retries a failed purchase with the same Idempotency-Key when confirmed again', async () => {
    const api = await openPage();
    let attempts = 0;
    api.use(
      http.post('/user_investments', ({ response }) =>
        ++attempts === 1
          ? response.untyped(apiError(503, 'internal'))
          : response(201).json({ success: true, Id: 901 }),
      ),
    );
    await askToBuy('250,50');
    await userEvent.click(dialog().getByRole('button', { name: 'Invest' }));
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('Something went wrong on our side. Please try again later.');
    await userEvent.click(dialog().getByRole('button', { name: 'Invest' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    const posts = calls(api.requests, 'POST', '/api/user_investments');
    expect(posts).toHaveLength(2);
    const [first, retry] = posts.map((request) => request.headers.get('Idempotency-Key'));
    expect(retry).toBe(first);
    expect(await posts[1]!.json()).toEqual({ investmentId: 41, amount: 250.5 });
    await expect.element(page.getByText('Investment bought')).toBeVisible();
  });

  it.each([
    ['investDenied', 'Your account must be confirmed before you can invest.'],
    ['insufficient-funds', 'Your available funds do not cover this amount.'],
    ['exceeds-available-amount', 'This amount is more than is still available in this investment.'],
    [
      'amount-below-minimum',
      'The smallest purchase is 10,00 €; less only to buy all that is left of an investment.',
    ],
    ['investment-closed', 'This investment is closed and takes no more purchases.'],
  ])(
    'shows the refusal %s in the dialog’s alert, in words, offers no second try, and reads the receivable again',
    async (key, message) => {
      const api = await openPage();
      api.use(http.post('/user_investments', ({ response }) => response.untyped(apiError(422, key))));
      await askToBuy('100');
      const reads = calls(api.requests, 'GET', '/api/investments/41').length;
      await userEvent.click(dialog().getByRole('button', { name: 'Invest' }));
      await expect.element(dialog().getByRole('alert')).toHaveTextContent(message);
      await expect.element(dialog()).toBeVisible();
      // The same purchase would be refused again: Cancel is the way on, and has the focus.
      expect(dialog().getByRole('button', { name: 'Invest' }).elements()).toHaveLength(0);
      await expect.element(dialog().getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await expect
        .poll(() => calls(api.requests, 'GET', '/api/investments/41').length)
        .toBeGreaterThan(reads);
      expect(page.getByText('Investment bought').elements()).toHaveLength(0);
    },
  );

  it('checks the amount before asking: required, above zero (a non-number counts as 0), whole cents, within funds and offer', async () => {
    const api = await openPage(buyApi({ funds: 20_000 }));
    await expect.element(investButton()).toBeEnabled();
    await userEvent.click(investButton());
    await expect.element(page.getByText('Enter an amount', { exact: true })).toBeVisible();
    await expect.element(amountField()).toHaveFocus();
    for (const [typed, message] of [
      ['abc', 'Enter an amount above 0,00 €'],
      ['0', 'Enter an amount above 0,00 €'],
      ['12,345', 'Use at most two decimals (whole cents)'],
      ['19000', 'Only 18.550,00 € of this investment is still available'],
    ]) {
      await userEvent.fill(amountField(), typed!);
      await expect.element(page.getByText(message!, { exact: true })).toBeVisible();
    }
    expect(dialog().elements()).toHaveLength(0);
    expect(calls(api.requests, 'POST', '/api/user_investments')).toHaveLength(0);
  });

  it('shows the 10 € minimum before typing and says why as soon as the field is left below it', async () => {
    const api = await openPage(buyApi({ funds: 2_500 }));
    await expect.element(page.getByText('From 10,00 € up to 2.500,00 €.', { exact: true })).toBeVisible();
    await expect.element(investButton()).toBeEnabled();
    await userEvent.fill(amountField(), '9,99');
    await userEvent.tab();
    // No submit: leaving the field is enough for the red border to come with its words.
    await expect.element(amountField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(page.getByText('The smallest purchase is 10,00 €', { exact: true })).toBeVisible();
    await userEvent.fill(amountField(), '3000');
    await expect
      .element(page.getByText('Your available funds are 2.500,00 €', { exact: true }))
      .toBeVisible();
    await userEvent.fill(amountField(), '10');
    await expect
      .element(page.getByText('The smallest purchase is 10,00 €', { exact: true }))
      .not.toBeInTheDocument();
    await userEvent.click(investButton());
    await expect
      .element(dialog().getByRole('heading', { name: 'Invest 10,00 € in F-2026-0141?' }))
      .toBeVisible();
    expect(calls(api.requests, 'POST', '/api/user_investments')).toHaveLength(0);
  });

  it('offers less than 10 € only as all that is left, and says so in Slovene', async () => {
    await openPage(
      buyApi({
        receivable: investment({ dateEndFormatted: platformDayFromToday(90), availableAmount: 6.5 }),
      }),
      'sl',
    );
    await expect
      .element(page.getByText('Ostalo je manj kot 10,00 €: kupite lahko vse, 6,50 €.', { exact: true }))
      .toBeVisible();
    const field = page.getByRole('textbox', { name: 'Znesek' });
    await userEvent.fill(field, '5');
    await userEvent.tab();
    await expect
      .element(page.getByText('Ostalo je le še 6,50 €: kupite vse ali nič', { exact: true }))
      .toBeVisible();
    await userEvent.fill(field, '6,50');
    await userEvent.click(page.getByRole('button', { name: 'Vloži', exact: true }));
    await expect
      .element(dialog().getByRole('heading', { name: 'Vložiti 6,50 € v F-2026-0141?' }))
      .toBeVisible();
  });

  it('keeps the amount within the available funds; Max fills the smaller of funds and offer', async () => {
    await openPage(buyApi({ funds: 2_500 }));
    await askToBuy('2500,01');
    await expect
      .element(page.getByText('Your available funds are 2.500,00 €', { exact: true }))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Max' }));
    await expect.element(amountField()).toHaveValue('2500,00');
    await userEvent.click(investButton());
    await expect
      .element(dialog().getByRole('heading', { name: 'Invest 2.500,00 € in F-2026-0141?' }))
      .toBeVisible();
  });

  it('disables buying for an unconfirmed investor and says why (investDenied)', async () => {
    const unconfirmed = demoUser({ status: { confirmed: false, twoFactorAuthEnabled: false } });
    await openPage(buyApi({ user: unconfirmed }));
    await expect.element(page.getByText('Investing is not available yet')).toBeVisible();
    await expect
      .element(page.getByText('Your account must be confirmed before you can invest.'))
      .toBeVisible();
    await expect.element(amountField()).toBeDisabled();
    await expect.element(investButton()).toBeDisabled();
  });

  it.each([
    ['late', investment({ state: 'LATE' })],
    ['sold out', investment({ availableAmount: 0 })],
  ])('disables buying a receivable that is no longer open (%s)', async (_, receivable) => {
    await openPage(buyApi({ receivable }));
    await expect.element(page.getByText('This investment is closed', { exact: true })).toBeVisible();
    await expect
      .element(page.getByText('This investment is closed and takes no more purchases.'))
      .toBeVisible();
    await expect.element(amountField()).toBeDisabled();
    await expect.element(investButton()).toBeDisabled();
  });

  it('points an investor without funds to the wallet', async () => {
    await openPage(buyApi({ funds: 0 }));
    await expect.element(page.getByText('No funds to invest')).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Go to the wallet' }))
      .toHaveAttribute('href', '/u/deposits');
  });
});

describe('new investment: two-factor confirmed with a passkey', () => {
  afterEach(() => {
    browser.passkeysSupported.mockReturnValue(false);
    browser.getPasskeyAssertion.mockReset();
  });

  it('asks the challenge for the purchase (investment and amount) and buys with the assertion', async () => {
    const challengeId = 'chl_purchase_0123456789';
    const options = { challenge: 'cHVyY2hhc2U', rpId: 'invest.si', userVerification: 'required' };
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
    browser.passkeysSupported.mockReturnValue(true);
    browser.getPasskeyAssertion.mockResolvedValue({ ok: true, credential });
    const api = buyApi({ user: demoUser({ status: { confirmed: true, twoFactorAuthEnabled: true } }) });
    api.use(
      http.get('/authenticator/{userId}', ({ response }) =>
        response(200).json({ enabled: false, recoveryCodesLeft: 0 }),
      ),
      http.post('/tokenRequest/{Id}', ({ response }) =>
        response(200).json({ verificationId: 'ver_0123456789abcdef', delivery: 'SENT' }),
      ),
      http.get('/passkeys/{userId}', ({ response }) =>
        response(200).json([
          {
            id: '3f0c2a8e-5b7d-4c1e-9a6f-2d8b7e4c1a90',
            name: 'Safari on iOS',
            device: { browser: 'Safari', os: 'iOS', mobile: true },
            createdAt: '2026-11-20T09:00:00Z',
            lastUsedAt: '2026-11-21T09:00:00Z',
            backedUp: true,
          },
        ]),
      ),
      http.post('/passkeyChallenge/{userId}', ({ response }) => response(200).json({ challengeId, options })),
    );
    await openPage(api);
    await askToBuy('1000');
    await userEvent.click(dialog().getByRole('button', { name: 'Send code' }));
    const code = page.getByRole('dialog', { name: 'Confirm the purchase' });
    await userEvent.click(code.getByRole('button', { name: 'Use a passkey instead' }));
    await expect.element(page.getByText('Investment bought')).toBeVisible();

    const bodies = (path: string) =>
      Promise.all(calls(api.requests, 'POST', path).map((request) => request.clone().json() as unknown));
    expect(await bodies('/api/tokenRequest/7')).toEqual([
      { tokenType: 'PURCHASE_CONFIRMATION', investmentId: 41, amount: 1000, isResend: false },
    ]);
    expect(await bodies('/api/passkeyChallenge/7')).toEqual([
      { tokenType: 'PURCHASE_CONFIRMATION', investmentId: 41, amount: 1000 },
    ]);
    expect(browser.getPasskeyAssertion).toHaveBeenCalledWith(options);
    expect(await bodies('/api/user_investments')).toEqual([
      { investmentId: 41, amount: 1000, passkey: { challengeId, credential } },
    ]);
  });
});

describe('new investment in Slovene', () => {
  it('asks, refuses and explains in Slovene', async () => {
    const api = await openPage(buyApi(), 'sl');
    api.use(
      http.post('/user_investments', ({ response }) => response.untyped(apiError(422, 'insufficient-funds'))),
    );
    await expect.element(page.getByRole('heading', { level: 1, name: 'Naložba F-2026-0141' })).toBeVisible();
    expect(pairs(page.getByRole('region', { name: 'Podatki o posojilu' }).element())).toMatchObject({
      Vrsta: 'Faktoring terjatev',
      'Letna obrestna mera': '9,50 %',
      Zaščita: 'Zavarovanje plačila (ZP)',
      'Država dolžnika': 'Avstrija',
      Stanje: 'Aktivna',
    });
    expect(pairs(page.getByRole('region', { name: 'Odstopnik' }).element())).toMatchObject({
      'Država odstopnika': 'Slovenija',
      'Velikost podjetja': 'Srednje',
    });
    await userEvent.fill(page.getByRole('textbox', { name: 'Znesek' }), '1000');
    await userEvent.click(page.getByRole('button', { name: 'Vloži', exact: true }));
    await expect
      .element(dialog().getByRole('heading', { name: 'Vložiti 1.000,00 € v F-2026-0141?' }))
      .toBeVisible();
    expect(pairs(dialog().element())['Pričakovane obresti do zapadlosti']).toBe('23,42 €');
    await userEvent.click(dialog().getByRole('button', { name: 'Vloži' }));
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('Vaša razpoložljiva sredstva ne zadoščajo za ta znesek.');
  });
});
