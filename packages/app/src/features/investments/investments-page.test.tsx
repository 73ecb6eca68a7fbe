import type { Investment } from '@invest/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiError, demoUser, http, mockApi } from '../../test/fake-api';
import { investment } from '../../test/investments';
import { renderApp } from '../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(async () => {
  app?.unmount();
  app = undefined;
  await page.viewport(1280, 800);
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };

const three: Investment[] = [
  investment(),
  investment({
    Id: 42,
    number: 'RF-2026-0077',
    originator: {
      name: 'Kraški Mlin d.o.o.',
      countryCode: 'DE',
      partnerSince: null,
      creditRating: null,
      companySize: null,
      noOfEmployees: null,
      totalIncome: null,
    },
    type: 'reverseFactoring',
    totalAmount: 12_000,
    availableAmount: 12_000,
    interestRate: 8.25,
    termDays: 60,
    protection: 'BG',
    invested: true,
    dateStartFormatted: '2026-02-14',
  }),
  investment({
    Id: 43,
    number: 'IF-2026-0009',
    type: 'internationalFactoring',
    totalAmount: 100_000,
    availableAmount: 950.5,
    interestRate: 11,
    termDays: 90,
    protection: null,
    dateStartFormatted: '2026-01-05',
  }),
];

/** The signed-in frame's calls plus the marketplace, paged by offset and limit. */
function marketApi(list: Investment[] = three) {
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.get('/originators', ({ response }) =>
      response(200).json([
        { Id: 3, name: 'Alpen Logistik GmbH' },
        { Id: 8, name: 'Mlinotest d.d.' },
      ]),
    ),
    http.get('/investments', ({ query, response }) => {
      const offset = Number(query.get('offset') ?? 0);
      const limit = Number(query.get('limit') ?? 20);
      return response(200).json(list.slice(offset, offset + limit));
    }),
  );
}

const listQueries = (requests: Request[]) =>
  requests
    .filter((request) => new URL(request.url).pathname === '/api/investments')
    .map((request) => Object.fromEntries(new URL(request.url).searchParams));

/** What a cell shows (laid out: hidden parts left out, lines as spaces), every kind of space as a plain one. */
const text = (element: Element | null | undefined) =>
  ((element as HTMLElement | null | undefined)?.innerText ?? '').replace(/\s+/g, ' ').trim();
const cellsOf = (row: Element | null | undefined) => [...(row?.querySelectorAll('td') ?? [])].map(text);
const table = () => page.getByRole('table', { name: 'Available investments' });
const rows = () => [...table().element().querySelectorAll('tbody tr')];

describe('investments: the list', () => {
  it('shows every receivable with its originator and type, rate, term, protection, date and funding', async () => {
    const api = marketApi();
    app = renderApp({ fetch: api.fetch, path: '/u/investments', credentials });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Investments' })).toBeVisible();
    await expect.element(table()).toBeVisible();
    expect(document.title).toBe('Investments · Invest');
    expect(rows().map(cellsOf)).toEqual([
      [
        'F-2026-0141',
        'Alpska Logistika d.o.o. Invoice factoring',
        '9,50 %',
        '180',
        'PG',
        '02/03/2026',
        '18.550,00 € of 50.000,00 €',
      ],
      [
        'RF-2026-0077 Invested',
        'Kraški Mlin d.o.o. Reverse factoring',
        '8,25 %',
        '60',
        'BG',
        '14/02/2026',
        '12.000,00 € of 12.000,00 €',
      ],
      [
        'IF-2026-0009',
        'Alpska Logistika d.o.o. International factoring',
        '11,00 %',
        '90',
        'No protection',
        '05/01/2026',
        '950,50 € of 100.000,00 €',
      ],
    ]);
    // The flags are named by their country; the protection badges by their full name.
    await expect.element(table().getByRole('img', { name: 'Slovenia' }).first()).toBeVisible();
    await expect.element(table().getByRole('img', { name: 'Germany' })).toBeVisible();
    await expect.element(table().getByRole('img', { name: 'Payment guarantee (PG)' })).toBeVisible();
    await expect.element(table().getByRole('img', { name: 'Buyback guarantee (BG)' })).toBeVisible();
    // The funded share, from cents: 31.450 of 50.000 is 62,9 % → 62 %; nothing sold is 0 %.
    await expect.element(table().getByRole('img', { name: '62 % funded' })).toBeVisible();
    await expect.element(table().getByRole('img', { name: '0 % funded' })).toBeVisible();
    await expect.element(table().getByRole('img', { name: '99 % funded' })).toBeVisible();
    // Only the receivable the investor holds a part of is marked.
    expect(table().element().querySelectorAll('[data-slot="invested-mark"]')).toHaveLength(1);
    // Each number leads to its New investment page.
    await expect
      .element(table().getByRole('link', { name: 'RF-2026-0077' }))
      .toHaveAttribute('href', '/u/investments/42');
    // The newest listings first, 20 at a time; a shorter page is the end.
    expect(listQueries(api.requests)).toEqual([
      { sort: 'date', direction: 'desc', limit: '20', offset: '0' },
    ]);
    expect(page.getByRole('button', { name: 'Load more' }).elements()).toHaveLength(0);
  });

  it('opens a receivable from its number', async () => {
    const api = marketApi();
    api.use(http.get('/investments/{id}', ({ response }) => response(200).json(three[1]!)));
    api.use(http.get('/accountBalance', ({ response }) => response.untyped(apiError(500, 'internal'))));
    app = renderApp({ fetch: api.fetch, path: '/u/investments', credentials });
    await userEvent.click(table().getByRole('link', { name: 'RF-2026-0077' }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Investment RF-2026-0077' }))
      .toBeVisible();
    expect(app.router.state.location.pathname).toBe('/u/investments/42');
  });

  it('asks the service for each order: amount, rate and date, each toggling between desc and asc', async () => {
    const api = marketApi();
    app = renderApp({ fetch: api.fetch, path: '/u/investments', credentials });
    await expect.element(table()).toBeVisible();
    const header = (name: string) => table().getByRole('button', { name });

    await userEvent.click(header('Rate'));
    await expect
      .poll(() => listQueries(api.requests).at(-1))
      .toMatchObject({ sort: 'rate', direction: 'desc' });
    await userEvent.click(header('Rate'));
    await expect
      .poll(() => listQueries(api.requests).at(-1))
      .toMatchObject({ sort: 'rate', direction: 'asc' });
    await expect
      .element(table().getByRole('columnheader', { name: 'Rate' }))
      .toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(header('Available'));
    await expect
      .poll(() => listQueries(api.requests).at(-1))
      .toEqual({ sort: 'amount', direction: 'desc', limit: '20', offset: '0' });

    // Back to the first order: its page is still in the cache, so it shows without a new request.
    await userEvent.click(header('Issued'));
    await expect
      .element(table().getByRole('columnheader', { name: 'Issued' }))
      .toHaveAttribute('aria-sort', 'descending');
    expect(cellsOf(rows()[0])[0]).toBe('F-2026-0141');
    await userEvent.click(header('Issued'));
    await expect
      .poll(() => listQueries(api.requests).at(-1))
      .toMatchObject({ sort: 'date', direction: 'asc' });
    // The sort button keeps the focus: the page did not start over.
    await expect.element(header('Issued')).toHaveFocus();
  });

  it('loads the next 20 from offset 20 in the same order and stops at the shorter page', async () => {
    const many = Array.from({ length: 27 }, (_, i) =>
      investment({ Id: 100 + i, number: `F-2026-${1000 + i}` }),
    );
    const api = marketApi(many);
    app = renderApp({ fetch: api.fetch, path: '/u/investments', credentials });
    await expect.element(table()).toBeVisible();
    await userEvent.click(table().getByRole('button', { name: 'Rate' }));
    await expect.poll(() => listQueries(api.requests).at(-1)?.sort).toBe('rate');
    expect(rows()).toHaveLength(20);
    await userEvent.click(page.getByRole('button', { name: 'Load more' }));
    await expect.poll(() => rows().length).toBe(27);
    expect(listQueries(api.requests).at(-1)).toEqual({
      sort: 'rate',
      direction: 'desc',
      limit: '20',
      offset: '20',
    });
    await expect.poll(() => page.getByRole('button', { name: 'Load more' }).elements().length).toBe(0);
  });

  it('shows placeholders while the first page loads', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const api = marketApi();
    api.use(
      http.get('/investments', async ({ response }) => {
        await gate;
        return response(200).json(three);
      }),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/investments', credentials });
    await expect
      .element(page.getByRole('status').filter({ hasText: 'Loading the investments' }))
      .toBeInTheDocument();
    expect(document.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(3);
    release();
    await expect.element(table()).toBeVisible();
    expect(document.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(0);
  });

  it('says clearly when nothing is open', async () => {
    app = renderApp({ fetch: marketApi([]).fetch, path: '/u/investments', credentials });
    await expect
      .element(page.getByRole('heading', { name: 'No investments are open right now' }))
      .toBeVisible();
    await expect
      .element(page.getByText('New receivables are listed regularly.', { exact: false }))
      .toBeVisible();
    expect(page.getByRole('table').elements()).toHaveLength(0);
  });

  it('offers a retry when the list fails', async () => {
    const api = marketApi();
    let calls = 0;
    api.use(
      http.get('/investments', ({ response }) =>
        ++calls === 1 ? response.untyped(apiError(500, 'internal')) : response(200).json(three),
      ),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/investments', credentials });
    const alert = page.getByRole('alert').filter({ hasText: 'The investments could not be loaded.' });
    await expect.element(alert).toBeVisible();
    await expect
      .element(alert.getByText('Something went wrong on our side. Please try again later.'))
      .toBeVisible();
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect.element(table()).toBeVisible();
  });

  it('is part of the sidebar’s Investments section, whose entry opens the strategies (SPEC §2)', async () => {
    app = renderApp({ fetch: marketApi().fetch, path: '/u/investments', credentials });
    const link = page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Investments' });
    await expect.element(link).toHaveAttribute('href', '/u/auto-invest-strategies');
    await expect.element(link).toHaveAttribute('aria-current', 'page');
  });
});

describe('investments on a phone (375 px)', () => {
  it('shows cards with number, rate, amount, term, protection, originator and country; a card opens', async () => {
    await page.viewport(375, 800);
    const api = marketApi();
    api.use(http.get('/investments/{id}', ({ response }) => response(200).json(three[2]!)));
    api.use(http.get('/accountBalance', ({ response }) => response.untyped(apiError(500, 'internal'))));
    app = renderApp({ fetch: api.fetch, path: '/u/investments', credentials });
    const list = page.getByRole('list', { name: 'Available investments' });
    await expect.element(list).toBeVisible();
    expect(page.getByRole('table').elements()).toHaveLength(0);
    const cards = [...list.element().querySelectorAll('[data-slot="list-card"]')];
    expect(cards.map(text)).toEqual([
      'F-2026-0141 9,50 % Alpska Logistika d.o.o. Invoice factoring Term 180 days Debtor’s country Austria Protection Payment guarantee (PG) Available 18.550,00 € of 50.000,00 €',
      'RF-2026-0077 Invested 8,25 % Kraški Mlin d.o.o. Reverse factoring Term 60 days Debtor’s country Austria Protection Buyback guarantee (BG) Available 12.000,00 € of 12.000,00 €',
      'IF-2026-0009 11,00 % Alpska Logistika d.o.o. International factoring Term 90 days Debtor’s country Austria Protection No protection Available 950,50 € of 100.000,00 €',
    ]);
    // Nothing runs off the narrow screen.
    for (const card of cards) expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    // The order is a select (the cards have no headers).
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Order' }), 'Highest rate first');
    await expect
      .poll(() => listQueries(api.requests).at(-1))
      .toEqual({ sort: 'rate', direction: 'desc', limit: '20', offset: '0' });
    // The filters fold under one button until opened.
    expect(page.getByRole('search').elements()).toHaveLength(0);
    await userEvent.click(page.getByRole('button', { name: 'Filters' }));
    await expect.element(page.getByRole('search', { name: 'Filters' })).toBeVisible();

    await userEvent.click(page.getByRole('link', { name: 'Open investment IF-2026-0009' }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Investment IF-2026-0009' }))
      .toBeVisible();
    expect(app.router.state.location.pathname).toBe('/u/investments/43');
  });
});

describe('investments: the filters', () => {
  const bar = () => page.getByRole('search', { name: 'Filters' });
  const search = () => Object.fromEntries(new URLSearchParams(app!.router.state.location.search));

  it('reads the filters from the address, asks the service with them and shows them in the fields', async () => {
    const api = marketApi();
    app = renderApp({
      fetch: api.fetch,
      path: '/u/investments?protection=BG&rateFrom=8.5&termTo=90&country=DE&originatorId=8&type=reverseFactoring',
      credentials,
    });
    await expect.element(table()).toBeVisible();
    expect(listQueries(api.requests)).toEqual([
      {
        sort: 'date',
        direction: 'desc',
        limit: '20',
        offset: '0',
        protection: 'BG',
        rateFrom: '8.5',
        termTo: '90',
        country: 'DE',
        originatorId: '8',
        type: 'reverseFactoring',
      },
    ]);
    await expect.element(bar().getByRole('combobox', { name: 'Protection' })).toHaveValue('BG');
    await expect.element(bar().getByRole('combobox', { name: 'Type' })).toHaveValue('reverseFactoring');
    await expect.element(bar().getByRole('combobox', { name: 'Debtor’s country' })).toHaveValue('DE');
    await expect.element(bar().getByRole('combobox', { name: 'Originator' })).toHaveValue('8');
    await expect
      .element(bar().getByRole('combobox', { name: 'Originator' }))
      .toHaveDisplayValue('Mlinotest d.d.');
    await expect.element(bar().getByRole('textbox', { name: 'Rate from (%)' })).toHaveValue('8.5');
    await expect.element(bar().getByRole('textbox', { name: 'Term to (days)' })).toHaveValue('90');
    await expect.element(page.getByText('6 filters on')).toBeVisible();
  });

  it('puts what the investor sets into the address, keeps sorting with it, and clears it all', async () => {
    const api = marketApi();
    app = renderApp({ fetch: api.fetch, path: '/u/investments', credentials });
    await expect.element(table()).toBeVisible();
    await userEvent.selectOptions(bar().getByRole('combobox', { name: 'Protection' }), 'No protection');
    await userEvent.selectOptions(bar().getByRole('combobox', { name: 'Debtor’s country' }), 'Austria');
    await userEvent.fill(bar().getByRole('textbox', { name: 'Rate from (%)' }), '9,5');
    await userEvent.fill(bar().getByRole('textbox', { name: 'Term from (days)' }), '30');
    // Nothing is asked before the investor says so.
    expect(listQueries(api.requests)).toHaveLength(1);
    await userEvent.click(bar().getByRole('button', { name: 'Show investments' }));
    await expect.poll(search).toEqual({ protection: 'NONE', country: 'AT', rateFrom: '9.5', termFrom: '30' });
    await expect
      .poll(() => listQueries(api.requests).at(-1))
      .toEqual({
        sort: 'date',
        direction: 'desc',
        limit: '20',
        offset: '0',
        protection: 'NONE',
        country: 'AT',
        rateFrom: '9.5',
        termFrom: '30',
      });
    // A sort asks with the same filters.
    await userEvent.click(table().getByRole('button', { name: 'Rate' }));
    await expect
      .poll(() => listQueries(api.requests).at(-1))
      .toMatchObject({ sort: 'rate', protection: 'NONE', country: 'AT', rateFrom: '9.5', termFrom: '30' });
    // The originator is chosen from GET /originators, by id; Enter in a field applies too.
    await userEvent.selectOptions(bar().getByRole('combobox', { name: 'Originator' }), 'Alpen Logistik GmbH');
    await userEvent.fill(bar().getByRole('textbox', { name: 'Term to (days)' }), '120');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => search().originatorId).toBe('3');
    await expect
      .poll(() => listQueries(api.requests).at(-1))
      .toMatchObject({ originatorId: '3', termTo: '120' });

    await userEvent.click(bar().getByRole('button', { name: 'Clear filters' }));
    await expect.poll(search).toEqual({});
    await expect
      .poll(() => listQueries(api.requests).at(-1))
      .toEqual({ sort: 'rate', direction: 'desc', limit: '20', offset: '0' });
    await expect.element(bar().getByRole('combobox', { name: 'Protection' })).toHaveValue('');
    await expect.element(bar().getByRole('textbox', { name: 'Rate from (%)' })).toHaveValue('');
    expect(bar().getByRole('button', { name: 'Clear filters' }).elements()).toHaveLength(0);
  });

  it('says in words what is wrong with a range and keeps the address as it was', async () => {
    const api = marketApi();
    app = renderApp({ fetch: api.fetch, path: '/u/investments?type=invoiceFactoring', credentials });
    await expect.element(table()).toBeVisible();
    await userEvent.fill(bar().getByRole('textbox', { name: 'Rate from (%)' }), '10');
    await userEvent.fill(bar().getByRole('textbox', { name: 'Rate to (%)' }), '8');
    await userEvent.fill(bar().getByRole('textbox', { name: 'Term from (days)' }), '0');
    await userEvent.click(bar().getByRole('button', { name: 'Show investments' }));
    await expect.element(bar().getByText('The lowest rate cannot be above the highest')).toBeVisible();
    await expect.element(bar().getByText('Enter whole days from 1 to 3650')).toBeVisible();
    await expect
      .element(bar().getByRole('textbox', { name: 'Rate to (%)' }))
      .toHaveAttribute('aria-invalid', 'true');
    expect(search()).toEqual({ type: 'invoiceFactoring' });
    expect(listQueries(api.requests)).toHaveLength(1);
  });

  it('leaves out what a hand-edited address gets wrong instead of failing', async () => {
    const api = marketApi();
    app = renderApp({
      fetch: api.fetch,
      path: '/u/investments?protection=XX&rateFrom=12&rateTo=3&termFrom=abc&country=SI&sort=rate',
      credentials,
    });
    await expect.element(table()).toBeVisible();
    expect(listQueries(api.requests)).toEqual([
      { sort: 'date', direction: 'desc', limit: '20', offset: '0', country: 'SI' },
    ]);
  });

  it('says when nothing matches the filters and offers to clear them', async () => {
    const api = marketApi();
    api.use(
      http.get('/investments', ({ query, response }) =>
        response(200).json(query.get('protection') === 'PG' ? [] : three),
      ),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/investments?protection=PG', credentials });
    await expect
      .element(page.getByRole('heading', { name: 'No investment matches these filters' }))
      .toBeVisible();
    expect(page.getByRole('table').elements()).toHaveLength(0);
    const empty = page.getByRole('heading', { name: 'No investment matches these filters' }).element()
      .parentElement!.parentElement!;
    await userEvent.click(page.elementLocator(empty).getByRole('button', { name: 'Clear filters' }));
    await expect.element(table()).toBeVisible();
    expect(search()).toEqual({});
  });

  it('speaks Slovene in the filters, protection included', async () => {
    app = renderApp({
      fetch: marketApi().fetch,
      path: '/u/investments?protection=NONE',
      credentials,
      language: 'sl',
    });
    const slBar = page.getByRole('search', { name: 'Filtri' });
    await expect.element(slBar).toBeVisible();
    const protection = slBar.getByRole('combobox', { name: 'Zaščita' });
    expect(
      [...(protection.element() as HTMLSelectElement).options].map((option) => option.textContent),
    ).toEqual(['Katera koli zaščita', 'Garancija odkupa (GO)', 'Zavarovanje plačila (ZP)', 'Brez zaščite']);
    await expect.element(protection).toHaveValue('NONE');
    const country = slBar.getByRole('combobox', { name: 'Država dolžnika' });
    expect([...(country.element() as HTMLSelectElement).options].map((option) => option.textContent)).toEqual(
      ['Vse države', 'Avstrija', 'Nemčija', 'Slovenija'],
    );
    await expect.element(slBar.getByRole('button', { name: 'Prikaži naložbe' })).toBeVisible();
    await expect.element(slBar.getByRole('button', { name: 'Počisti filtre' })).toBeVisible();
    await expect.element(page.getByText('Vklopljen 1 filter')).toBeVisible();
  });
});

describe('investments in Slovene', () => {
  it('speaks Slovene: headings, types, protection and the empty state', async () => {
    app = renderApp({ fetch: marketApi().fetch, path: '/u/investments', credentials, language: 'sl' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Naložbe' })).toBeVisible();
    expect(document.title).toBe('Naložbe · Invest');
    const slTable = page.getByRole('table', { name: 'Razpoložljive naložbe' });
    await expect.element(slTable).toBeVisible();
    const slRows = [...slTable.element().querySelectorAll('tbody tr')];
    expect(cellsOf(slRows[0])).toEqual([
      'F-2026-0141',
      'Alpska Logistika d.o.o. Faktoring terjatev',
      '9,50 %',
      '180',
      'ZP',
      '02.03.2026',
      '18.550,00 € od 50.000,00 €',
    ]);
    expect(cellsOf(slRows[1])[0]).toBe('RF-2026-0077 Vloženo');
    expect(cellsOf(slRows[1])[1]).toBe('Kraški Mlin d.o.o. Obratni faktoring');
    expect(cellsOf(slRows[2])[1]).toBe('Alpska Logistika d.o.o. Mednarodni faktoring');
    expect(cellsOf(slRows[2])[4]).toBe('Brez zaščite');
    // The badge's short code in Slovene too: ZP and GO, not the English PG and BG.
    await expect
      .element(slTable.getByRole('img', { name: 'Zavarovanje plačila (ZP)' }))
      .toHaveTextContent('ZP');
    await expect.element(slTable.getByRole('img', { name: 'Garancija odkupa (GO)' })).toHaveTextContent('GO');
    await expect.element(slTable.getByRole('img', { name: 'Slovenija' }).first()).toBeVisible();
    await expect.element(slTable.getByRole('img', { name: '62 % financirano' })).toBeVisible();
    for (const header of [
      'Številka',
      'Odstopnik',
      'Obrestna mera',
      'Ročnost (dni)',
      'Zaščita',
      'Izdano',
      'Na voljo',
    ]) {
      await expect.element(slTable.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
  });
});
