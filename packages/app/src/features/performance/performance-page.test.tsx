import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiError, demoUser, http, mockApi } from '../../test/fake-api';
import { accountBalance } from '../../test/investments';
import { renderApp } from '../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };

function statisticsApi({ ratios = 'ok' }: { ratios?: 'ok' | 'error' } = {}) {
  return mockApi(
    http.get('/statistics/funds_daily_stats', ({ response }) =>
      response(200).json({
        daily: [
          { id: '2026-03-01', investedFundsRatio: 0.29 },
          { id: '2026-03-02', investedFundsRatio: 0.999 },
        ],
      }),
    ),
    http.get('/statistics/interests_daily_stats', ({ response }) =>
      response(200).json({
        data: [
          { id: '2026-03-01', interests: 1234.56 },
          { id: '2026-03-02', interests: 80.1 },
        ],
      }),
    ),
    http.get('/statistics/investment_type_ratios', ({ response }) =>
      ratios === 'error'
        ? response.untyped(apiError(500, 'something-wrong'))
        : response(200).json({
            types: [
              { id: 'invoiceFactoring', ratio: 0.58 },
              { id: 'reverseFactoring', ratio: 0.29 },
              { id: 'internationalFactoring', ratio: 0.13 },
            ],
          }),
    ),
  );
}

const signedInFrame = [
  http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
  http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
];

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const cells = (row: Element | null | undefined) => [...(row?.children ?? [])].map(text).join(' ');
const tableRows = (caption: string) =>
  [
    ...([...document.querySelectorAll('[data-slot="chart-data-table"]')]
      .find((table) => text(table.querySelector('caption')) === caption)
      ?.querySelectorAll('tbody tr') ?? []),
  ].map(cells);
const statisticsRequests = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname.startsWith('/api/statistics/'));

describe('platform performance', () => {
  it('shows the three statistics to a visitor who is not signed in, asking without authorization', async () => {
    const api = statisticsApi();
    app = renderApp({ fetch: api.fetch, path: '/performance', language: 'sl' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Uspešnost platforme' })).toBeVisible();
    // SPEC §9: ratios × 100, rounded down (0.29 is 29 %, 0.999 is 99 %).
    await expect.poll(() => tableRows('Vložena sredstva')).toEqual(['01.03.2026 29 %', '02.03.2026 99 %']);
    await expect
      .poll(() => tableRows('Izplačane obresti'))
      .toEqual(['01.03.2026 1.234,56 €', '02.03.2026 80,10 €']);
    await expect
      .poll(() => tableRows('Vrste naložb'))
      .toEqual(['Faktoring terjatev 58 %', 'Obratni faktoring 29 %', 'Mednarodni faktoring 13 %']);
    await expect
      .element(page.getByRole('link', { name: 'Prijavite se in vlagajte' }))
      .toHaveAttribute('href', '/');
    const requests = statisticsRequests(api.requests);
    expect(requests).toHaveLength(3);
    for (const request of requests) expect(request.headers.get('Authorization')).toBeNull();
  });

  it('reads each statistic once a session, however often the investor comes back', async () => {
    const api = statisticsApi();
    api.use(
      ...signedInFrame,
      http.get('/accountBalance', ({ response }) => response(200).json(accountBalance())),
      http.get('/userAutoInvests/{userId}', ({ response }) => response(200).json({ autoInvest: null })),
      http.get('/earningsHistory', ({ response }) => response(200).json([])),
      http.get('/returns', ({ response }) =>
        response(200).json({ xirr: null, byProtection: [], byOriginator: [] }),
      ),
      http.get('/investments/latest', ({ response }) => response(200).json([])),
      http.get('/user_investments/latest', ({ response }) => response(200).json([])),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/performance', credentials });
    await expect.poll(() => tableRows('Funds invested')).toHaveLength(2);
    await app.router.navigate('/u/dashboard');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await app.router.navigate('/u/performance');
    await expect.poll(() => tableRows('Funds invested')).toHaveLength(2);
    expect(statisticsRequests(api.requests).map((request) => new URL(request.url).pathname)).toEqual([
      '/api/statistics/funds_daily_stats',
      '/api/statistics/interests_daily_stats',
      '/api/statistics/investment_type_ratios',
    ]);
  });

  it('says which statistic failed and keeps the others', async () => {
    const api = statisticsApi({ ratios: 'error' });
    api.use(...signedInFrame);
    // Signed in: the session's own cache (the signed-out page shares the app-wide one between tests).
    app = renderApp({ fetch: api.fetch, path: '/u/performance', credentials });
    const alert = page.getByRole('alert').filter({ hasText: 'The statistics could not be loaded.' });
    await expect.element(alert).toBeVisible();
    await expect.poll(() => tableRows('Funds invested')).toHaveLength(2);
    api.use(
      http.get('/statistics/investment_type_ratios', ({ response }) =>
        response(200).json({ types: [{ id: 'invoiceFactoring', ratio: 1 }] }),
      ),
    );
    await userEvent.click(alert.getByRole('button', { name: 'Try again' }));
    await expect.poll(() => tableRows('Investment types')).toEqual(['Invoice factoring 100 %']);
  });
});
