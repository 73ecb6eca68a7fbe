import type { AccountBalance, Deposit } from '@invest/api-client';
import { qrMatrix, qrPath } from '@invest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { apiError, demoUser, http, mockApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.restoreAllMocks();
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };

const instructions = {
  beneficiaryName: 'Invest d.o.o.',
  beneficiaryAddress: 'Dunajska cesta 156, 1000 Ljubljana, Slovenia',
  iban: 'SI56191000000123438',
  bic: 'DBSISI2X',
  bankName: 'Banka d.d.',
  reference: 'RF71100001',
  qrPayload: 'BCD\n002\n1\nSCT\nDBSISI2X\nInvest d.o.o.\nSI56191000000123438\n\n\nRF71100001\n\n',
};

const balance = (depositsTotal: number): AccountBalance => ({
  earnedInterests: 0,
  availableFunds: depositsTotal,
  totalBalance: depositsTotal,
  netDeposits: depositsTotal,
  roi: 0,
  earningsByInvestmentType: { invoiceFactoring: 0, reverseFactoring: 0, internationalFactoring: 0 },
  roiByInvestmentType: { invoiceFactoring: 0, reverseFactoring: 0, internationalFactoring: 0 },
  deploymentRate: { fundsAvailable: depositsTotal, fundsDeployed: 0 },
  withdrawalsTotal: 0,
  maxWithdrawal: depositsTotal,
  futureTaxes: 0,
  depositsTotal,
});

const deposit = (Id: number, overrides: Partial<Deposit> = {}): Deposit => ({
  Id,
  status: 'PROCESSED',
  dateFormatted: '2026-03-15',
  value: 100,
  ...overrides,
});

const threeDeposits: Deposit[] = [
  deposit(3, { status: 'PENDING', dateFormatted: '2026-03-15', value: 250 }),
  deposit(2, { status: 'PROCESSED', dateFormatted: '2026-02-01', value: 1234.56 }),
  deposit(1, { status: 'DECLINED', dateFormatted: '2025-12-24', value: 50 }),
];

/** The signed-in frame's calls plus the wallet's; `deposits` answers one page by offset and limit. */
function walletApi({
  deposits = threeDeposits,
  depositsTotal = 1534.56,
}: { deposits?: Deposit[]; depositsTotal?: number } = {}) {
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.get('/depositInstructions/{userId}', ({ response }) => response(200).json(instructions)),
    http.get('/accountBalance', ({ response }) => response(200).json(balance(depositsTotal))),
    http.get('/deposits/{userId}', ({ query, response }) => {
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 20);
      return response(200).json(deposits.slice(offset, offset + limit));
    }),
  );
}

const depositRequests = (requests: Request[]) =>
  requests
    .filter((request) => new URL(request.url).pathname === '/api/deposits/7')
    .map((r) => new URL(r.url));

/** Text with every kind of space (Intl puts a no-break space before €) as a plain one. */
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** The value (and hint) of a bank-details row, by its label. */
const valueOf = (label: string, scope: Pick<Locator, 'getByText'> = page) => {
  const item = scope
    .getByText(label, { exact: true })
    .element()
    .closest('[data-slot="description-list-item"]');
  return (
    text(item?.querySelector('[data-slot="description-list-value"]')) +
    ' | ' +
    text(item?.querySelector('[data-slot="description-list-hint"]'))
  );
};

const cellsOf = (row: Element | null | undefined) => [...(row?.querySelectorAll('th, td') ?? [])].map(text);

describe('wallet: bank details', () => {
  it('shows where to pay in, with the IBAN and the reference in groups of four', async () => {
    app = renderApp({ fetch: walletApi().fetch, path: '/u/deposits', credentials });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await expect.element(page.getByText('SI56 1910 0000 0123 438')).toBeVisible();
    expect(document.title).toBe('Wallet · Invest');
    await expect.element(page.getByRole('heading', { level: 2, name: 'Deposit' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Pay in by bank transfer' })).toBeVisible();
    expect(valueOf('Beneficiary')).toContain('Invest d.o.o.');
    expect(valueOf('Beneficiary address')).toContain('Dunajska cesta 156, 1000 Ljubljana, Slovenia');
    expect(valueOf('Account number (IBAN)')).toContain('SI56 1910 0000 0123 438');
    expect(valueOf('BIC (SWIFT code)')).toContain('DBSISI2X');
    expect(valueOf('Bank', page.getByRole('region', { name: 'Pay in by bank transfer' }))).toContain(
      'Banka d.d.',
    );
    expect(valueOf('Reference')).toContain('RF71 1000 01');
    expect(valueOf('Reference')).toContain('Your investor account number. Always quote it.');
  });

  it('draws the QR code from the contract’s qrPayload, named for what scanning it does', async () => {
    app = renderApp({ fetch: walletApi().fetch, path: '/u/deposits', credentials });
    const qr = page.getByRole('img', {
      name: 'QR code for a payment to Invest. Scan with your banking app: beneficiary and reference are filled in, you enter the amount.',
    });
    await expect.element(qr).toBeVisible();
    const expected = qrPath(qrMatrix(instructions.qrPayload, 'M', 4).modules);
    expect(qr.element().querySelector('[data-slot="qr-code-modules"]')?.getAttribute('d')).toBe(expected);
  });

  it('copies the IBAN without spaces and says so', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    app = renderApp({ fetch: walletApi().fetch, path: '/u/deposits', credentials });
    await userEvent.click(page.getByRole('button', { name: 'Copy IBAN', exact: true }));
    expect(writeText).toHaveBeenCalledWith('SI56191000000123438');
    await expect.element(page.getByText('Copied', { exact: true })).toBeVisible();
    await expect.element(page.getByText('The IBAN is on your clipboard.')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Copy reference', exact: true }));
    expect(writeText).toHaveBeenLastCalledWith('RF71100001');
    await expect.element(page.getByText('The reference is on your clipboard.')).toBeVisible();
  });

  it('says when the clipboard refuses', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    app = renderApp({ fetch: walletApi().fetch, path: '/u/deposits', credentials });
    await userEvent.click(page.getByRole('button', { name: 'Copy BIC', exact: true }));
    await expect.element(page.getByText('Could not copy')).toBeVisible();
  });

  it('turns over to how paying in works, with a help link', async () => {
    app = renderApp({ fetch: walletApi().fetch, path: '/u/deposits', credentials });
    await userEvent.click(page.getByRole('button', { name: 'How it works' }));
    const info = page.getByRole('region', { name: 'About paying in' });
    await expect.element(info).toBeVisible();
    await expect
      .element(info.getByText('A transfer usually takes 1 business day.', { exact: false }))
      .toBeVisible();
    await expect
      .element(
        info.getByText('an account in your own name at a bank in Slovenia or another EU country', {
          exact: false,
        }),
      )
      .toBeVisible();
    await expect
      .element(info.getByRole('link', { name: 'Write to support@invest.si' }))
      .toHaveAttribute('href', 'mailto:support@invest.si');
    await expect.element(page.getByRole('button', { name: 'Back' })).toHaveFocus();
  });

  it('offers a retry when the bank details fail to load', async () => {
    const api = walletApi();
    let calls = 0;
    api.use(
      http.get('/depositInstructions/{userId}', ({ response }) =>
        ++calls === 1 ? response.untyped(apiError(500, 'internal')) : response(200).json(instructions),
      ),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/deposits', credentials });
    const alert = page.getByRole('alert').filter({ hasText: 'The bank details could not be loaded.' });
    await expect.element(alert).toBeVisible();
    await expect
      .element(alert.getByText('Something went wrong on our side. Please try again later.'))
      .toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect.element(page.getByText('SI56 1910 0000 0123 438')).toBeVisible();
  });
});

describe('wallet: deposits table', () => {
  it('lists deposits with translated statuses, dates, bank transfer, amounts and the total row', async () => {
    const api = walletApi();
    app = renderApp({ fetch: api.fetch, path: '/u/deposits', credentials });
    const table = page.getByRole('table', { name: 'Deposits' });
    await expect.element(table).toBeVisible();
    const rows = table.element().querySelectorAll('tbody tr');
    expect(rows).toHaveLength(3);
    expect([...rows].map(cellsOf)).toEqual([
      ['Pending', '15/03/2026', 'Bank transfer', '250,00 €'],
      ['Processed', '01/02/2026', 'Bank transfer', '1.234,56 €'],
      ['Declined', '24/12/2025', 'Bank transfer', '50,00 €'],
    ]);
    // SPEC §4: the green bullet for processed only.
    const bullets = [...rows].map((row) =>
      row.querySelector('[data-slot="status-bullet"]')?.getAttribute('data-variant'),
    );
    expect(bullets).toEqual(['neutral', 'success', 'neutral']);
    await expect.element(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
    expect(cellsOf(table.element().querySelector('tfoot tr'))).toEqual(['Total', '', '', '1.534,56 €']);
    // A page shorter than 20 is the last: no load more, and nothing more was asked for.
    expect(page.getByRole('button', { name: 'Load more' }).elements()).toHaveLength(0);
    const [first] = depositRequests(api.requests);
    expect(Object.fromEntries(first!.searchParams)).toEqual({
      sort: 'date',
      direction: 'desc',
      limit: '20',
      offset: '0',
    });
    expect(depositRequests(api.requests)).toHaveLength(1);
  });

  it('loads the next 20 from offset 20 and stops at the shorter page', async () => {
    const many = Array.from({ length: 25 }, (_, i) => deposit(100 - i, { value: 10 + i }));
    const api = walletApi({ deposits: many, depositsTotal: 550 });
    app = renderApp({ fetch: api.fetch, path: '/u/deposits', credentials });
    const table = page.getByRole('table', { name: 'Deposits' });
    await expect.element(table).toBeVisible();
    expect(table.element().querySelectorAll('tbody tr')).toHaveLength(20);
    await userEvent.click(page.getByRole('button', { name: 'Load more' }));
    await expect.poll(() => table.element().querySelectorAll('tbody tr').length).toBe(25);
    expect(depositRequests(api.requests).map((url) => url.searchParams.get('offset'))).toEqual(['0', '20']);
    expect(depositRequests(api.requests).map((url) => url.searchParams.get('limit'))).toEqual(['20', '20']);
    await expect.poll(() => page.getByRole('button', { name: 'Load more' }).elements().length).toBe(0);
    expect(cellsOf(table.element().querySelector('tfoot tr'))).toEqual(['Total', '', '', '550,00 €']);
  });

  it('points a new investor without deposits at the bank details', async () => {
    app = renderApp({
      fetch: walletApi({ deposits: [], depositsTotal: 0 }).fetch,
      path: '/u/deposits',
      credentials,
    });
    await expect
      .element(page.getByRole('heading', { name: 'Your first transfer shows up here' }))
      .toBeVisible();
    await expect
      .element(page.getByText('Pay in with the bank details above.', { exact: false }))
      .toBeVisible();
    expect(page.getByRole('table').elements()).toHaveLength(0);
  });

  it('offers a retry when the deposits fail to load', async () => {
    const api = walletApi();
    let calls = 0;
    api.use(
      http.get('/deposits/{userId}', ({ response }) =>
        ++calls === 1 ? response.untyped(apiError(500, 'internal')) : response(200).json(threeDeposits),
      ),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/deposits', credentials });
    const alert = page.getByRole('alert').filter({ hasText: 'Your deposits could not be loaded.' });
    await expect.element(alert).toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect.element(page.getByRole('table', { name: 'Deposits' })).toBeVisible();
  });

  it('leaves the total row out when the balance fails (SPEC §8: an empty balance)', async () => {
    const api = walletApi();
    api.use(http.get('/accountBalance', ({ response }) => response.untyped(apiError(500, 'internal'))));
    app = renderApp({ fetch: api.fetch, path: '/u/deposits', credentials });
    const table = page.getByRole('table', { name: 'Deposits' });
    await expect.element(table).toBeVisible();
    expect(table.element().querySelectorAll('tbody tr')).toHaveLength(3);
    expect(table.element().querySelector('tfoot')).toBeNull();
  });
});

describe('wallet in Slovene', () => {
  it('speaks Slovene throughout', async () => {
    app = renderApp({ fetch: walletApi().fetch, path: '/u/deposits', credentials, language: 'sl' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Denarnica' })).toBeVisible();
    expect(document.title).toBe('Denarnica · Invest');
    await expect.element(page.getByRole('heading', { level: 2, name: 'Polog' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Plačilo z bančnim nakazilom' })).toBeVisible();
    await expect.element(page.getByText('SI56 1910 0000 0123 438')).toBeVisible();
    expect(valueOf('Sklic')).toContain('RF71 1000 01');
    await expect.element(page.getByRole('button', { name: 'Kopiraj IBAN' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Pologi' });
    await expect.element(table).toBeVisible();
    const rows = table.element().querySelectorAll('tbody tr');
    expect(cellsOf(rows[1])).toEqual(['Izvedeno', '01.02.2026', 'Bančno nakazilo', '1.234,56 €']);
    expect(cellsOf(rows[0])[0]).toBe('V obdelavi');
    expect(cellsOf(rows[2])[0]).toBe('Zavrnjeno');
    await expect.element(table.getByRole('rowheader', { name: 'Skupaj' })).toBeVisible();
    for (const header of ['Stanje', 'Datum', 'Znesek']) {
      await expect.element(table.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // Beside the withdrawals the card is too narrow for the constant transaction type: left out.
    expect(text(table.element().querySelector('thead'))).toContain('Vrsta transakcije');
    await userEvent.click(page.getByRole('button', { name: 'Kako poteka' }));
    await expect.element(page.getByRole('region', { name: 'O plačilih' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Pišite na support@invest.si' })).toBeVisible();
  });

  it('shows the empty state in Slovene', async () => {
    app = renderApp({
      fetch: walletApi({ deposits: [], depositsTotal: 0 }).fetch,
      path: '/u/deposits',
      credentials,
      language: 'sl',
    });
    await expect
      .element(page.getByRole('heading', { name: 'Tu se bo prikazalo vaše prvo nakazilo' }))
      .toBeVisible();
  });
});
