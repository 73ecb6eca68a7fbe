import type { AccountBalance, GraphPoint, User } from '@invest/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { EARLY_READS } from '../../lib/api/early-reads';
import { inScope } from '../../lib/route-chunks';
import { apiError, demoUser, http, mockApi } from '../../test/fake-api';
import { accountBalance, investment, userInvestment } from '../../test/investments';
import { renderApp } from '../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };

const point = (date: string, amount: number): GraphPoint => ({
  date,
  amount,
  dateFormatted: date.split('-').reverse().join('.'),
});

/** A series per history call and period, each with figures of its own so the chart shows which one. */
const HISTORY = {
  '/earningsHistory': { alltime: [point('2025-01-10', 0), point('2026-03-01', 84.2)] },
  '/balanceHistory': {
    alltime: [point('2025-01-10', 1000), point('2026-03-01', 5234.56)],
    quarterly: [point('2026-01-01', 5100), point('2026-03-01', 5234.56)],
  },
} as const;

interface DashboardApi {
  user?: User;
  balance?: AccountBalance | 'error';
  strategy?: 'none' | 'set' | 'error';
  history?: 'error';
}

/** The signed-in frame's calls plus the dashboard's; every history request is recorded by `requests`. */
function dashboardApi({
  user = demoUser(),
  balance = accountBalance(),
  strategy = 'set',
  history,
}: DashboardApi = {}) {
  const series =
    (path: keyof typeof HISTORY) =>
    ({
      query,
      response,
    }: {
      query: URLSearchParams;
      response: (status: 200) => { json: (body: GraphPoint[]) => Response };
    }) => {
      const type = query.get('type') as 'alltime' | 'quarterly';
      return response(200).json([...((HISTORY[path] as Record<string, readonly GraphPoint[]>)[type] ?? [])]);
    };
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(user)),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.get('/accountBalance', ({ response }) =>
      balance === 'error' ? response.untyped(apiError(500, 'something-wrong')) : response(200).json(balance),
    ),
    http.get('/userAutoInvests/{userId}', ({ response }) => {
      if (strategy === 'error') return response.untyped(apiError(501, 'not-implemented'));
      return response(200).json({
        autoInvest:
          strategy === 'none'
            ? null
            : {
                type: 'SHORT_TERM',
                preferredAmount: null,
                termDays: [],
                loanTypes: [],
                protectionTypes: [],
                interestRateRange: null,
                countryCodes: [],
                confirmedAt: new Date().toISOString(),
                needsReconfirmation: false,
              },
      } as never);
    }),
    http.get('/earningsHistory', (info) =>
      history === 'error'
        ? info.response.untyped(apiError(500, 'something-wrong'))
        : series('/earningsHistory')(info as never),
    ),
    http.get('/balanceHistory', (info) => series('/balanceHistory')(info as never)),
    http.get('/returns', ({ response }) =>
      response(200).json({
        xirr: 7.43,
        byProtection: [
          { key: 'PG', label: 'PG', invested: 2000, outstanding: 1500, earnings: 61.3, xirr: 8.12 },
          { key: 'NONE', label: 'NONE', invested: 250, outstanding: 250, earnings: 0, xirr: null },
        ],
        byOriginator: [
          {
            key: '3',
            label: 'Alpska Logistika d.o.o.',
            invested: 2250,
            outstanding: 1750,
            earnings: 61.3,
            xirr: 7.9,
          },
        ],
      }),
    ),
    http.get('/investments/latest', ({ response }) =>
      response(200).json([investment(), investment({ Id: 42, number: 'F-2026-0142' })]),
    ),
    http.get('/user_investments/latest', ({ response }) => response(200).json([userInvestment()])),
  );
}

const historyRequests = (requests: Request[]) =>
  requests
    .map((request) => new URL(request.url))
    .filter((url) => url.pathname.endsWith('History'))
    .map((url) => `${url.pathname.replace('/api', '')}?${url.searchParams.toString()}`);

/** Text with every kind of space (Intl puts a no-break space before €) as a plain one. */
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** A row of a chart's screen-reader table, its cells separated by a space. */
const cells = (row: Element | null | undefined) => [...(row?.children ?? [])].map(text).join(' ');

const chartRows = (caption: string) =>
  [...document.querySelectorAll('[data-slot="chart-data-table"]')]
    .find((table) => text(table.querySelector('caption')) === caption)
    ?.querySelectorAll('tbody tr');

describe('the calls the page script starts before the app (lib/api/early-reads)', () => {
  it('are each made by the dashboard as it first renders, without a query', async () => {
    const api = dashboardApi({ strategy: 'none' });
    app = renderApp({ fetch: api.fetch, path: '/u/dashboard', credentials });
    await expect
      .element(page.getByRole('region', { name: 'Put your available funds to work' }))
      .toBeVisible();
    const made = api.requests.filter((r) => r.method === 'GET').map((r) => new URL(r.url));
    const early = EARLY_READS.filter(({ scope }) => inScope(scope, '/u/dashboard')).flatMap(({ paths }) =>
      paths.map((path) => `/api${path.replace(/\{(?:uid|userId)\}/, '7')}`),
    );
    expect(early).toHaveLength(4);
    for (const pathname of early) {
      expect(made.some((url) => url.pathname === pathname && url.search === '')).toBe(true);
    }
  });
});

describe('dashboard banners', () => {
  it('tells an unconfirmed investor that the account is pending verification', async () => {
    const user = demoUser({
      status: { confirmed: false, twoFactorAuthEnabled: false },
      investorProfile: { completed: false, fundsSources: [], annualIncome: null, countryOfResidence: null },
    });
    app = renderApp({
      fetch: dashboardApi({ user }).fetch,
      path: '/u/dashboard',
      credentials,
      language: 'sl',
    });
    await expect.element(page.getByRole('region', { name: 'Vaš račun čaka na preverjanje' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Izpolni profil' }))
      .toHaveAttribute('href', '/u/account/financial-information');
    // Not confirmed: no way to buy is offered, even with funds waiting and no strategy.
    await expect.element(page.getByRole('radio', { name: 'Zaslužek' })).toBeVisible();
    expect(page.getByRole('region', { name: 'Naj vaša sredstva delajo za vas' }).elements()).toHaveLength(0);
  });

  it('asks a confirmed investor with an incomplete profile to complete it', async () => {
    const user = demoUser({
      investorProfile: { completed: false, fundsSources: [], annualIncome: null, countryOfResidence: null },
    });
    app = renderApp({ fetch: dashboardApi({ user }).fetch, path: '/u/dashboard', credentials });
    await expect.element(page.getByRole('region', { name: 'Complete your investor profile' })).toBeVisible();
    expect(page.getByText('Your account is pending verification', { exact: false }).elements()).toHaveLength(
      0,
    );
  });

  it('offers investing the waiting funds and a strategy to a confirmed investor without one', async () => {
    app = renderApp({ fetch: dashboardApi({ strategy: 'none' }).fetch, path: '/u/dashboard', credentials });
    const manual = page.getByRole('region', { name: 'Put your available funds to work' });
    await expect.element(manual).toBeVisible();
    expect(text(manual.element())).toContain('2.500,00 € is waiting to be invested');
    await expect
      .element(manual.getByRole('link', { name: 'Browse investments' }))
      .toHaveAttribute('href', '/u/investments');
    await expect
      .element(page.getByRole('link', { name: 'Choose a strategy' }))
      .toHaveAttribute('href', '/u/auto-invest-strategies');
    expect(page.getByRole('region', { name: 'Top up to keep investing' }).elements()).toHaveLength(0);
  });

  it('offers a deposit when no funds are available, and no strategy while the strategy is unknown', async () => {
    app = renderApp({
      fetch: dashboardApi({ balance: accountBalance({ availableFunds: 0 }), strategy: 'error' }).fetch,
      path: '/u/dashboard',
      credentials,
    });
    const deposit = page.getByRole('region', { name: 'Top up to keep investing' });
    await expect.element(deposit).toBeVisible();
    await expect
      .element(deposit.getByRole('link', { name: 'Deposit funds' }))
      .toHaveAttribute('href', '/u/deposits');
    expect(page.getByRole('region', { name: 'Put your available funds to work' }).elements()).toHaveLength(0);
    expect(page.getByRole('link', { name: 'Choose a strategy' }).elements()).toHaveLength(0);
  });

  it('shows no offer to a confirmed investor with funds at work and a strategy', async () => {
    app = renderApp({
      fetch: dashboardApi({ balance: accountBalance({ availableFunds: 0.0 }), strategy: 'set' }).fetch,
      path: '/u/dashboard',
      credentials,
    });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect.element(page.getByText('Hi, Ana')).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Earnings' })).toBeVisible();
    // The banners come with what follows the figures, once the strategy is known.
    await expect.element(page.getByRole('link', { name: 'All investments' })).toBeVisible();
    // Only the deposit banner (no funds): neither the profile notices nor a way to buy.
    expect(document.querySelectorAll('[data-slot="banner"]')).toHaveLength(1);
  });
});

describe('dashboard figures', () => {
  it('charts the selected tile: earnings first, the total balance after switching', async () => {
    const api = dashboardApi();
    app = renderApp({ fetch: api.fetch, path: '/u/dashboard', credentials });
    const earnings = page.getByRole('radio', { name: 'Earnings' });
    await expect.element(earnings).toHaveAttribute('aria-checked', 'true');
    expect(text(earnings.element())).toContain('84,20 €');
    await expect.element(page.getByRole('figure', { name: 'Earnings over time' })).toBeVisible();
    await expect.poll(() => chartRows('Earnings over time')?.length).toBe(2);
    // The line is drawn (the plot measured its width), not only its table.
    await expect
      .poll(() => document.querySelectorAll('[data-slot="line-chart-plot"] svg path').length)
      .toBeGreaterThan(0);
    expect(cells(chartRows('Earnings over time')?.[1])).toBe('01/03/2026 84,20 €');

    await userEvent.click(page.getByRole('radio', { name: 'Total balance' }));
    await expect.element(page.getByRole('figure', { name: 'Total balance over time' })).toBeVisible();
    await expect.poll(() => cells(chartRows('Total balance over time')?.[1])).toBe('01/03/2026 5.234,56 €');
    await expect
      .poll(() => document.querySelectorAll('[data-slot="line-chart-plot"] svg path').length)
      .toBeGreaterThan(0);
    expect(historyRequests(api.requests)).toEqual([
      '/earningsHistory?type=alltime',
      '/balanceHistory?type=alltime',
    ]);
  });

  it('asks for the chosen period and draws it', async () => {
    const api = dashboardApi();
    app = renderApp({ fetch: api.fetch, path: '/u/dashboard', credentials, language: 'sl' });
    await userEvent.click(page.getByRole('radio', { name: 'Skupno stanje' }));
    await expect.poll(() => chartRows('Skupno stanje skozi čas')?.length).toBe(2);
    await userEvent.click(page.getByRole('radio', { name: 'Četrtletno' }));
    await expect.poll(() => cells(chartRows('Skupno stanje skozi čas')?.[0])).toBe('01.01.2026 5.100,00 €');
    expect(historyRequests(api.requests)).toContain('/balanceHistory?type=quarterly');
    await expect
      .element(page.getByRole('radio', { name: 'Četrtletno' }))
      .toHaveAttribute('aria-checked', 'true');
  });

  it('links the ROI to its definition when the ROI tile is selected', async () => {
    const api = dashboardApi();
    api.use(
      http.get('/roiHistory', ({ response }) => response(200).json([{ ...point('2026-03-01', 7.43) }])),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/dashboard', credentials });
    await userEvent.click(page.getByRole('radio', { name: 'ROI' }));
    await expect.poll(() => cells(chartRows('ROI over time')?.[0])).toBe('01/03/2026 7,43 %');
    await expect
      .element(page.getByRole('link', { name: 'What does ROI mean?' }))
      .toHaveAttribute('href', '/help/roi');
  });

  it('shows the returns overall, by protection and by originator, and says when one is not known', async () => {
    app = renderApp({ fetch: dashboardApi().fetch, path: '/u/dashboard', credentials });
    const panel = page.getByRole('heading', { name: 'Returns', level: 2 });
    await expect.element(panel).toBeVisible();
    await expect.poll(() => text(document.querySelector('[data-slot="overall-return"]'))).toContain('7,43 %');
    const byProtection = page.getByRole('table', { name: 'By protection' });
    await expect.element(byProtection).toBeVisible();
    expect(text(byProtection.element())).toContain('Payment guarantee (PG)');
    expect(text(byProtection.element())).toContain('8,12 %');
    expect(text(byProtection.element())).toContain('No protection');
    expect(text(byProtection.element())).toContain('Not known yet');
    expect(text(page.getByRole('table', { name: 'By originator' }).element())).toContain(
      'Alpska Logistika d.o.o.',
    );
  });

  it('lists the last added investments and my last investments with links to them', async () => {
    app = renderApp({ fetch: dashboardApi().fetch, path: '/u/dashboard', credentials });
    const latest = page.getByRole('table', { name: 'Last added investments' });
    await expect.element(latest).toBeVisible();
    await expect
      .element(latest.getByRole('link', { name: 'F-2026-0142' }))
      .toHaveAttribute('href', '/u/investments/42');
    const mine = page.getByRole('table', { name: 'My last investments' });
    await expect.element(mine).toBeVisible();
    await expect
      .element(mine.getByRole('link', { name: 'View investment F-2026-0141' }))
      .toHaveAttribute('href', '/u/my-investments/900');
    // No sort buttons: these are the newest, in the service's order.
    expect(latest.getByRole('button', { name: 'Issued' }).elements()).toHaveLength(0);
  });

  it('shows what follows the figures only once the strategy is known, so nothing is pushed down', async () => {
    const api = dashboardApi({ strategy: 'none' });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    api.use(
      http.get('/userAutoInvests/{userId}', async ({ response }) => {
        await held;
        return response(200).json({ autoInvest: null });
      }),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/dashboard', credentials });
    await expect.element(page.getByRole('radio', { name: 'Earnings' })).toBeVisible();
    expect(document.querySelectorAll('[data-slot="banner"]')).toHaveLength(0);
    expect(page.getByRole('link', { name: 'All investments' }).elements()).toHaveLength(0);

    release();
    // The banners above, the returns and the tables below, in one go.
    await expect.element(page.getByRole('link', { name: 'Choose a strategy' })).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'All investments' })).toBeVisible();
  });

  it('leads a brand-new investor to the first deposit instead of empty figures', async () => {
    const fresh = accountBalance({
      earnedInterests: 0,
      availableFunds: 0,
      totalBalance: 0,
      netDeposits: 0,
      depositsTotal: 0,
      withdrawalsTotal: 0,
      maxWithdrawal: 0,
      futureTaxes: 0,
      deploymentRate: { fundsAvailable: 0, fundsDeployed: 0 },
    });
    const api = dashboardApi({ balance: fresh, strategy: 'none' });
    app = renderApp({ fetch: api.fetch, path: '/u/dashboard', credentials, language: 'sl' });
    await expect
      .element(page.getByRole('heading', { name: 'Dobrodošli! Začnite s prvim pologom' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Položi sredstva' }))
      .toHaveAttribute('href', '/u/deposits');
    expect(page.getByRole('radio', { name: 'Zaslužek' }).elements()).toHaveLength(0);
    expect(document.querySelectorAll('[data-slot="banner"]')).toHaveLength(0);
    // What is on offer still shows; the investor's own (empty) lists do not.
    await expect.element(page.getByRole('table', { name: 'Nazadnje dodane naložbe' })).toBeVisible();
    expect(page.getByRole('table', { name: 'Moje zadnje naložbe' }).elements()).toHaveLength(0);
    expect(historyRequests(api.requests)).toEqual([]);
  });

  it('says when the balance cannot be loaded and tries again on request', async () => {
    const api = dashboardApi({ balance: 'error' });
    app = renderApp({ fetch: api.fetch, path: '/u/dashboard', credentials });
    const alert = page.getByRole('alert').filter({ hasText: 'Your balance could not be loaded.' });
    await expect.element(alert).toBeVisible();
    api.use(http.get('/accountBalance', ({ response }) => response(200).json(accountBalance())));
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect.element(page.getByRole('radio', { name: 'Earnings' })).toBeVisible();
  });

  it('says when the chart cannot be loaded, keeping the tiles', async () => {
    app = renderApp({ fetch: dashboardApi({ history: 'error' }).fetch, path: '/u/dashboard', credentials });
    await expect
      .element(page.getByRole('alert').filter({ hasText: 'The chart could not be loaded.' }))
      .toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Earnings' })).toBeVisible();
  });
});
