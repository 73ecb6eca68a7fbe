import type { AccountHistoryEntry, UserInvestment } from '@invest/api-client';
import { defaultToastStore } from '@invest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { captureDownloads } from '../../test/downloads';
import { apiError, demoUser, http, mockApi } from '../../test/fake-api';
import { historyEntry, investment, pdfResponse, userInvestment } from '../../test/investments';
import { renderApp } from '../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(async () => {
  app?.unmount();
  app = undefined;
  vi.restoreAllMocks();
  defaultToastStore.dismiss();
  await page.viewport(1280, 800);
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };

const holdings: UserInvestment[] = [
  userInvestment(),
  userInvestment({
    Id: 901,
    active: false,
    cancelable: false,
    status: 'REPAID',
    amount: 1_000,
    dateStartFormatted: '2025-10-01',
    dateEndFormatted: '2026-01-30',
    investment: investment({
      Id: 12,
      number: 'RF-2025-0310',
      type: 'reverseFactoring',
      protection: 'BG',
      dateEndFormatted: '2026-01-30',
      originator: { ...investment().originator, name: 'Kraški Mlin d.o.o.', countryCode: 'DE' },
    }),
  }),
];

const history: AccountHistoryEntry[] = [
  historyEntry(31, { type: 'INVESTMENT', value: -250, accountValue: 5_234.56, availableFunds: 2_500 }),
  historyEntry(30, {
    dateFormatted: '2026-01-30',
    type: 'EARNED_INTERESTS',
    value: 21.37,
    accountValue: 5_234.56,
    availableFunds: 2_750,
  }),
  historyEntry(29, {
    dateFormatted: '2026-01-30',
    type: 'TAX',
    value: -5.34,
    accountValue: 5_213.19,
    availableFunds: 2_728.63,
  }),
  historyEntry(28, {
    dateFormatted: '2026-01-30',
    type: 'INVESTMENT_END',
    value: 1_000,
    accountValue: 5_218.53,
    availableFunds: 2_733.97,
  }),
  historyEntry(27, {
    dateFormatted: '2025-09-15',
    type: 'DEPOSIT',
    value: 5_000,
    accountValue: 5_000,
    availableFunds: 5_000,
  }),
  historyEntry(26, {
    dateFormatted: '2025-09-01',
    type: 'WITHDRAWAL',
    value: -100,
    accountValue: 0,
    availableFunds: 0,
  }),
];

/** The signed-in frame's calls, the holdings paged by offset and the history paged by number. */
function myApi({
  list = holdings,
  entries = history,
}: { list?: UserInvestment[]; entries?: AccountHistoryEntry[] } = {}) {
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.get('/user_investments', ({ query, response }) => {
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 20);
      return response(200).json(list.slice(offset, offset + limit));
    }),
    http.get('/accountHistory', ({ query, response }) => {
      // The service's cursor is opaque; here it is the index of the page's last entry, in base64.
      const cursor = query.get('cursor');
      const from = cursor === null ? 0 : Number(atob(cursor)) + 1;
      const size = Number(query.get('size') ?? 20);
      const content = entries.slice(from, from + size);
      const last = from + size >= entries.length;
      return response(200).json({ content, last, next: last ? null : btoa(String(from + size - 1)) });
    }),
  );
}

const queriesOf = (requests: Request[], pathname: string) =>
  requests
    .filter((request) => new URL(request.url).pathname === pathname)
    .map((request) => Object.fromEntries(new URL(request.url).searchParams));

/** What a cell shows (laid out: hidden parts left out), every kind of space as a plain one. */
const text = (element: Element | null | undefined) =>
  ((element as HTMLElement | null | undefined)?.innerText ?? '').replace(/\s+/g, ' ').trim();
const cellsOf = (row: Element | null | undefined) => [...(row?.querySelectorAll('td') ?? [])].map(text);
/** A header's text as assistive technology reads it: without the parts hidden from it (a short label). */
const accessibleText = (element: Element) => {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
  return copy.textContent;
};

const listTable = () => page.getByRole('table', { name: 'My investments' });
const summaryTable = () => page.getByRole('table', { name: 'Account summary' });
const rowsOf = (table: ReturnType<typeof listTable>) => [...table.element().querySelectorAll('tbody tr')];

describe('my investments: the list', () => {
  it('shows each holding: number and status, originator and type, amount, dates, protection, contract, view', async () => {
    const api = myApi();
    app = renderApp({ fetch: api.fetch, path: '/u/my-investments', credentials });
    await expect.element(page.getByRole('heading', { level: 1, name: 'My investments' })).toBeVisible();
    expect(document.title).toBe('My investments · Invest');
    await expect.element(listTable()).toBeVisible();
    expect(rowsOf(listTable()).map(cellsOf)).toEqual([
      [
        'F-2026-0141 Active',
        'Alpska Logistika d.o.o. Invoice factoring',
        '250,00 €',
        '10/03/2026',
        '29/08/2026',
        '29/08/2026',
        'PG',
        '',
      ],
      [
        'RF-2025-0310 Done',
        'Kraški Mlin d.o.o. Reverse factoring',
        '1.000,00 €',
        '01/10/2025',
        '30/01/2026',
        '30/01/2026',
        'BG',
        '',
      ],
    ]);
    await expect.element(listTable().getByRole('img', { name: 'Buyback guarantee (BG)' })).toBeVisible();
    await expect
      .element(listTable().getByRole('link', { name: 'View investment RF-2025-0310' }))
      .toHaveAttribute('href', '/u/my-investments/901');
    await expect
      .element(listTable().getByRole('button', { name: 'Download the contract of F-2026-0141' }))
      .toBeVisible();
    // The newest purchases first; a shorter page is the end, so no load more.
    expect(queriesOf(api.requests, '/api/user_investments')).toEqual([
      { sort: 'issued', direction: 'desc', limit: '20', offset: '0' },
    ]);
    expect(
      listTable()
        .element()
        .closest('[data-slot="load-more-table"]')
        ?.querySelector('[data-slot="load-more-table-load-more"]'),
    ).toBeNull();
  });

  it('asks the service for each order: number (id), amount, issued, maturity and end', async () => {
    const api = myApi();
    app = renderApp({ fetch: api.fetch, path: '/u/my-investments', credentials });
    await expect.element(listTable()).toBeVisible();
    const last = () => queriesOf(api.requests, '/api/user_investments').at(-1);
    for (const [header, sort] of [
      ['Number', 'id'],
      ['Amount', 'amount'],
      ['Maturity', 'maturity'],
      ['End', 'end'],
    ]) {
      await userEvent.click(listTable().getByRole('button', { name: header! }));
      await expect.poll(last).toEqual({ sort, direction: 'desc', limit: '20', offset: '0' });
      await userEvent.click(listTable().getByRole('button', { name: header! }));
      await expect.poll(last).toEqual({ sort, direction: 'asc', limit: '20', offset: '0' });
    }
    // Back to the first order: its page is still in the cache, so it shows without a new request.
    await userEvent.click(listTable().getByRole('button', { name: 'Issued' }));
    await expect
      .element(listTable().getByRole('columnheader', { name: 'Issued' }))
      .toHaveAttribute('aria-sort', 'descending');
  });

  it('loads more holdings and hides the button at the end', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      userInvestment({ Id: 1000 + i, investment: investment({ Id: 500 + i, number: `F-2026-${2000 + i}` }) }),
    );
    const api = myApi({ list: many });
    app = renderApp({ fetch: api.fetch, path: '/u/my-investments', credentials });
    await expect.element(listTable()).toBeVisible();
    expect(rowsOf(listTable())).toHaveLength(20);
    const loadMore = page.getByRole('button', { name: 'Load more' });
    // Only the list has more: the account summary's six entries are one last page.
    await expect.element(loadMore).toBeVisible();
    await userEvent.click(loadMore);
    await expect.poll(() => rowsOf(listTable()).length).toBe(23);
    expect(queriesOf(api.requests, '/api/user_investments').map((q) => q.offset)).toEqual(['0', '20']);
    await expect.poll(() => page.getByRole('button', { name: 'Load more' }).elements().length).toBe(0);
  });

  it('downloads a contract named by Content-Disposition, else {id}.pdf', async () => {
    const saved = captureDownloads();
    const api = myApi();
    api.use(
      http.get('/user_investments/{id}/contract', ({ params, response }) =>
        response.untyped(pdfResponse(Number(params.id) === 900 ? 'pogodba-F-2026-0141.pdf' : undefined)),
      ),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/my-investments', credentials });
    await userEvent.click(listTable().getByRole('button', { name: 'Download the contract of F-2026-0141' }));
    await expect.poll(() => saved.map((file) => file.name)).toEqual(['pogodba-F-2026-0141.pdf']);
    await userEvent.click(listTable().getByRole('button', { name: 'Download the contract of RF-2025-0310' }));
    await expect.poll(() => saved.map((file) => file.name)).toEqual(['pogodba-F-2026-0141.pdf', '901.pdf']);
    expect(await saved[0]!.blob.text()).toBe('%PDF-1.7 contract');
    const contract = api.requests.find(
      (r) => new URL(r.url).pathname === '/api/user_investments/900/contract',
    );
    expect(contract?.headers.get('Accept-Language')).toBe('en');
  });

  it('says so in a toast when a contract cannot be had', async () => {
    captureDownloads();
    const api = myApi();
    api.use(
      http.get('/user_investments/{id}/contract', ({ response }) =>
        response.untyped(apiError(404, 'not-found')),
      ),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/my-investments', credentials });
    await userEvent.click(listTable().getByRole('button', { name: 'Download the contract of F-2026-0141' }));
    await expect.element(page.getByText('The contract could not be downloaded')).toBeVisible();
    await expect.element(page.getByText('Not found', { exact: true })).toBeVisible();
  });

  it('invites a new investor to the marketplace', async () => {
    app = renderApp({ fetch: myApi({ list: [] }).fetch, path: '/u/my-investments', credentials });
    await expect.element(page.getByRole('heading', { name: 'You have no investments yet' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Browse investments' }))
      .toHaveAttribute('href', '/u/investments');
  });

  it('leads the sidebar’s My investments entry here', async () => {
    app = renderApp({ fetch: myApi().fetch, path: '/u/my-investments', credentials });
    const link = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'My investments' });
    await expect.element(link).toHaveAttribute('href', '/u/my-investments');
    await expect.element(link).toHaveAttribute('aria-current', 'page');
  });
});

describe('my investments: the account summary', () => {
  it('lists every movement: number, date, translated type, absolute value, account value and funds', async () => {
    const api = myApi();
    app = renderApp({ fetch: api.fetch, path: '/u/my-investments', credentials });
    await expect.element(summaryTable()).toBeVisible();
    expect(rowsOf(summaryTable()).map(cellsOf)).toEqual([
      ['31', '10/03/2026', 'Investment', '250,00 €', '5.234,56 €', '2.500,00 €'],
      ['30', '30/01/2026', 'Earned interest', '21,37 €', '5.234,56 €', '2.750,00 €'],
      ['29', '30/01/2026', 'Tax and fees', '5,34 €', '5.213,19 €', '2.728,63 €'],
      ['28', '30/01/2026', 'Investment end', '1.000,00 €', '5.218,53 €', '2.733,97 €'],
      ['27', '15/09/2025', 'Deposit', '5.000,00 €', '5.000,00 €', '5.000,00 €'],
      ['26', '01/09/2025', 'Withdrawal', '100,00 €', '0,00 €', '0,00 €'],
    ]);
    expect(queriesOf(api.requests, '/api/accountHistory')).toEqual([{ size: '20' }]);
    await expect.element(page.getByRole('button', { name: 'Income statement' })).toBeVisible();
  });

  it('loads the page after the first by its cursor and hides load more on the last page', async () => {
    const entries = Array.from({ length: 26 }, (_, i) => historyEntry(100 - i));
    const api = myApi({ entries });
    app = renderApp({ fetch: api.fetch, path: '/u/my-investments', credentials });
    await expect.element(summaryTable()).toBeVisible();
    expect(rowsOf(summaryTable())).toHaveLength(20);
    await userEvent.click(page.getByRole('button', { name: 'Load more' }));
    await expect.poll(() => rowsOf(summaryTable()).length).toBe(26);
    expect(queriesOf(api.requests, '/api/accountHistory')).toEqual([
      { size: '20' },
      { size: '20', cursor: btoa('19') },
    ]);
    await expect.poll(() => page.getByRole('button', { name: 'Load more' }).elements().length).toBe(0);
  });

  it('leads from the list to the summary by its bar', async () => {
    app = renderApp({ fetch: myApi().fetch, path: '/u/my-investments', credentials });
    await expect.element(summaryTable()).toBeVisible();
    await userEvent.click(
      page.getByRole('link', { name: 'Account summary: every movement of your account' }),
    );
    await expect.element(page.getByRole('heading', { level: 2, name: 'Account summary' })).toHaveFocus();
  });
});

describe('my investments on a phone (375 px)', () => {
  it('has two tabs, My investments (as cards) and Account summary; a card opens its holding', async () => {
    await page.viewport(375, 800);
    const api = myApi();
    api.use(http.get('/user_investments/{id}', ({ response }) => response(200).json(holdings[1]!)));
    app = renderApp({ fetch: api.fetch, path: '/u/my-investments', credentials });
    const tabs = page.getByRole('tablist', { name: 'My investments or account summary' });
    await expect.element(tabs).toBeVisible();
    await expect
      .element(tabs.getByRole('tab', { name: 'My investments' }))
      .toHaveAttribute('aria-selected', 'true');
    // The holdings are cards: number and amount, originator, rate, term and status on each.
    const cards = page.getByRole('list', { name: 'My investments' });
    await expect.element(cards).toBeVisible();
    expect(listTable().elements()).toHaveLength(0);
    const cardTexts = [...cards.element().querySelectorAll('[data-slot="list-card"]')].map(text);
    expect(cardTexts).toEqual([
      `${holdings[0]!.investment.number} 250,00 € Alpska Logistika d.o.o. Invoice factoring Rate 9,50 % Term 180 days Status Active`,
      'RF-2025-0310 1.000,00 € Kraški Mlin d.o.o. Reverse factoring Rate 9,50 % Term 180 days Status Done',
    ]);
    // No card runs off the narrow screen.
    for (const card of cards.element().querySelectorAll('[data-slot="list-card"]'))
      expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    expect(summaryTable().elements()).toHaveLength(0);

    // The bar switches to the summary tab; its last two columns stay off the narrow screen.
    await userEvent.click(
      page.getByRole('link', { name: 'Account summary: every movement of your account' }),
    );
    await expect
      .element(tabs.getByRole('tab', { name: 'Account summary' }))
      .toHaveAttribute('aria-selected', 'true');
    await expect.element(tabs.getByRole('tab', { name: 'Account summary' })).toHaveFocus();
    await expect.element(summaryTable()).toBeVisible();
    const visible = [...summaryTable().element().querySelectorAll('th')]
      .filter((th) => getComputedStyle(th).display !== 'none')
      .map(accessibleText);
    expect(visible).toEqual(['Number', 'Date', 'Type', 'Value']);
    // The phone shows the short header; "Number" stays its name for screen readers.
    await expect.element(summaryTable().getByText('No.', { exact: true })).toBeVisible();
    const shown = [...rowsOf(summaryTable())[0]!.querySelectorAll('td')].filter(
      (td) => getComputedStyle(td).display !== 'none',
    );
    expect(shown.map(text)).toEqual(['31', '10/03/2026', 'Investment', '250,00 €']);

    await userEvent.click(tabs.getByRole('tab', { name: 'My investments' }));
    // The order is a select on a phone (no headers to sort by).
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Order' }), 'Largest amount first');
    await expect
      .poll(() => queriesOf(api.requests, '/api/user_investments').at(-1))
      .toMatchObject({ sort: 'amount', direction: 'desc' });
    await userEvent.click(page.getByRole('link', { name: 'View investment RF-2025-0310' }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Investment RF-2025-0310' }))
      .toBeVisible();
    expect(app.router.state.location.pathname).toBe('/u/my-investments/901');
  });
});

describe('my investments in Slovene', () => {
  it('speaks Slovene in both tables', async () => {
    app = renderApp({ fetch: myApi().fetch, path: '/u/my-investments', credentials, language: 'sl' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Moje naložbe' })).toBeVisible();
    expect(document.title).toBe('Moje naložbe · Invest');
    const list = page.getByRole('table', { name: 'Moje naložbe' });
    await expect.element(list).toBeVisible();
    expect(cellsOf(rowsOf(list)[0]).slice(0, 4)).toEqual([
      'F-2026-0141 Aktivna',
      'Alpska Logistika d.o.o. Faktoring terjatev',
      '250,00 €',
      '10.03.2026',
    ]);
    expect(cellsOf(rowsOf(list)[1]).slice(0, 2)).toEqual([
      'RF-2025-0310 Zaključena',
      'Kraški Mlin d.o.o. Obratni faktoring',
    ]);
    await expect.element(list.getByRole('button', { name: 'Prenesi pogodbo za F-2026-0141' })).toBeVisible();
    const summary = page.getByRole('table', { name: 'Povzetek računa' });
    expect(rowsOf(summary).map((row) => cellsOf(row)[2])).toEqual([
      'Naložba',
      'Zaslužene obresti',
      'Davki in stroški',
      'Zaključek naložbe',
      'Polog',
      'Dvig',
    ]);
    for (const header of ['Številka', 'Datum', 'Vrsta', 'Vrednost', 'Vrednost računa', 'Razpoložljivo']) {
      await expect.element(summary.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect.element(page.getByRole('button', { name: 'Izkaz prihodkov' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Povzetek računa: vsa gibanja na vašem računu' }))
      .toBeVisible();
  });
});
