import type { components, UserInvestment } from '@invest/api-client';
import { defaultToastStore } from '@invest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { captureDownloads } from '../../test/downloads';
import { apiError, demoUser, http, mockApi } from '../../test/fake-api';
import { accountBalance, historyEntry, pdfResponse, userInvestment } from '../../test/investments';
import { renderApp } from '../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.restoreAllMocks();
  defaultToastStore.dismiss();
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };

/** The frame's calls, one holding, and what the list it returns to needs. */
const SCHEDULE_DUE = [
  {
    dueOn: '2026-08-29',
    paidOn: null,
    principal: 250,
    interest: 11.06,
    tax: 2.77,
    net: 258.29,
    status: 'DUE',
  },
] as const;

function detailApi(
  holding: UserInvestment = userInvestment(),
  schedule: readonly components['schemas']['ScheduleRow'][] = SCHEDULE_DUE,
) {
  const held = [holding];
  return mockApi(
    http.get('/user_investments/{id}/schedule', ({ response }) => response(200).json([...schedule])),
    http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.get('/user_investments/{id}', ({ params, response }) => {
      const found = held.find((h) => h.Id === Number(params.id));
      return found ? response(200).json(found) : response.untyped(apiError(404, 'not-found'));
    }),
    http.get('/user_investments', ({ response }) => response(200).json(held)),
    http.get('/accountHistory', ({ response }) =>
      response(200).json({ content: [historyEntry(1)], last: true, next: null }),
    ),
    http.get('/accountBalance', ({ response }) => response(200).json(accountBalance())),
    http.delete('/user_investments/{id}', ({ params, response }) => {
      const index = held.findIndex((h) => h.Id === Number(params.id));
      held.splice(index, 1);
      return response(200).json({});
    }),
  );
}

const calls = (requests: Request[], method: string, pathname: string) =>
  requests.filter((request) => request.method === method && new URL(request.url).pathname === pathname);
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
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

const banner = () => page.getByRole('region', { name: 'You invested 250,00 €' });
const cancelButton = () => page.getByRole('button', { name: 'Cancel investment' });

describe('my investment: the detail', () => {
  it('shows the banner, the loan data with my figures, the debtor data and the donut', async () => {
    app = renderApp({ fetch: detailApi().fetch, path: '/u/my-investments/900', credentials });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Investment F-2026-0141' }))
      .toBeVisible();
    expect(document.title).toBe('Investment F-2026-0141 · Invest');
    await expect.element(banner()).toBeVisible();
    await expect.element(banner().getByText('Active: it earns interest until 29/08/2026.')).toBeVisible();
    await expect.element(banner().getByRole('button', { name: 'Download contract (PDF)' })).toBeVisible();
    await expect.element(cancelButton()).toBeVisible();
    expect(pairs(page.getByRole('region', { name: 'Loan data' }).element())).toEqual({
      Type: 'Invoice factoring',
      'Loan amount': '50.000,00 €',
      'My amount': '250,00 €',
      'Yearly interest rate': '9,50 %',
      Rank: 'B+ | Our scale: A (lowest risk) to E',
      'Issue date': '02/03/2026',
      'Maturity date': '29/08/2026',
      'Bought on': '10/03/2026',
      'My end date': '29/08/2026',
      Protection: 'Payment guarantee (PG)',
      'Interest earned so far': '1,30 €',
      'Expected interest to maturity': '11,06 € | Before tax',
    });
    await expect.element(page.getByRole('region', { name: 'Originator' })).toBeVisible();
    await expect
      .element(page.getByRole('figure', { name: 'Invested and still available amount of F-2026-0141' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'My investments' }).last())
      .toHaveAttribute('href', '/u/my-investments');
  });

  it("shows the holding's repayment schedule: a table, and a card per payment on a phone", async () => {
    app = renderApp({ fetch: detailApi().fetch, path: '/u/my-investments/900', credentials });
    const schedule = page.getByTestId('holding-schedule');
    const table = schedule.getByRole('table', { name: 'Repayment schedule' });
    await expect.element(table).toBeVisible();
    const cells = [...table.element().querySelectorAll('tbody td')].map(text);
    expect(cells).toEqual(['29/08/2026', '250,00 €', '11,06 €', '2,77 €', '258,29 €', 'Due']);
    expect([...table.element().querySelectorAll('thead th')].map(text)).toEqual([
      'Due date',
      'Principal',
      'Interest',
      'Tax',
      'To your funds',
      'Status',
    ]);
    // Below 480 px the same figures are a card (the list is in the page, hidden beside the table).
    const cards = schedule.element().querySelector('ul[aria-label="Repayment schedule"]');
    expect(pairs(cards)).toEqual({
      'Due date': '29/08/2026',
      Status: 'Due',
      Principal: '250,00 €',
      Interest: '11,06 €',
      Tax: '2,77 €',
      'To your funds': '258,29 €',
    });
  });

  it('shows a paid payment with its day, and a late one as late', async () => {
    const paid = [{ ...SCHEDULE_DUE[0], paidOn: '2026-08-31', status: 'PAID' as const }];
    app = renderApp({
      fetch: detailApi(userInvestment(), paid).fetch,
      path: '/u/my-investments/900',
      credentials,
    });
    const table = page.getByTestId('holding-schedule').getByRole('table');
    await expect.element(table.getByText('Paid')).toBeVisible();
    await expect.element(table.getByText('on 31/08/2026')).toBeVisible();
    app.unmount();
    const late = [{ ...SCHEDULE_DUE[0], status: 'LATE' as const }];
    app = renderApp({
      fetch: detailApi(userInvestment(), late).fetch,
      path: '/u/my-investments/900',
      credentials,
    });
    await expect
      .element(page.getByTestId('holding-schedule').getByRole('table').getByText('Late'))
      .toBeVisible();
  });

  it('shows the auto-invest rate when the strategy bought it', async () => {
    const bought = userInvestment({ autoInvestData: { interestRate: 10.25 } });
    app = renderApp({ fetch: detailApi(bought).fetch, path: '/u/my-investments/900', credentials });
    const loan = page.getByRole('region', { name: 'Loan data' });
    await expect.element(loan).toBeVisible();
    expect(pairs(loan.element())['Yearly interest rate']).toBe('10,25 % | Your auto-invest rate');
  });

  it.each([
    ['not cancelable', userInvestment({ cancelable: false })],
    ['done', userInvestment({ active: false, status: 'REPAID', dateEndFormatted: '2026-08-29' })],
  ])('offers no cancel when the holding is %s', async (_, holding) => {
    app = renderApp({ fetch: detailApi(holding).fetch, path: '/u/my-investments/900', credentials });
    await expect.element(banner().getByRole('button', { name: 'Download contract (PDF)' })).toBeVisible();
    expect(cancelButton().elements()).toHaveLength(0);
  });

  it('says how a finished holding ended', async () => {
    const repaid = userInvestment({
      active: false,
      cancelable: false,
      status: 'BOUGHT_BACK',
      dateEndFormatted: '2026-09-29',
    });
    app = renderApp({ fetch: detailApi(repaid).fetch, path: '/u/my-investments/900', credentials });
    await expect.element(banner().getByText('Bought back on 29/09/2026.')).toBeVisible();
  });

  it('downloads the contract named by Content-Disposition', async () => {
    const saved = captureDownloads();
    const api = detailApi();
    api.use(
      http.get('/user_investments/{id}/contract', ({ response }) =>
        response.untyped(pdfResponse('pogodba-F-2026-0141.pdf')),
      ),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/my-investments/900', credentials });
    await userEvent.click(banner().getByRole('button', { name: 'Download contract (PDF)' }));
    await expect.poll(() => saved.map((file) => file.name)).toEqual(['pogodba-F-2026-0141.pdf']);
  });

  it('returns to the list when the holding is not there (404)', async () => {
    app = renderApp({ fetch: detailApi().fetch, path: '/u/my-investments/555', credentials });
    await expect.element(page.getByRole('table', { name: 'My investments' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/u/my-investments');
  });
});

describe('my investment: cancel', () => {
  it('asks first, cancels once with an Idempotency-Key, says so and returns to the list', async () => {
    const api = detailApi();
    app = renderApp({ fetch: api.fetch, path: '/u/my-investments/900', credentials });
    await userEvent.click(cancelButton());
    const dialog = page.getByRole('alertdialog', {
      name: 'Cancel your investment of 250,00 € in F-2026-0141?',
    });
    await expect.element(dialog).toBeVisible();
    await expect
      .element(
        dialog.getByText('The amount returns to your available funds and the assignment agreement ends.'),
      )
      .toBeVisible();
    // Keep it: nothing is sent.
    await userEvent.click(dialog.getByRole('button', { name: 'Keep it' }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(calls(api.requests, 'DELETE', '/api/user_investments/900')).toHaveLength(0);

    await userEvent.click(cancelButton());
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Cancel investment' }));
    await expect.element(page.getByText('Investment canceled')).toBeVisible();
    await expect.element(page.getByText('250,00 € is back in your available funds.')).toBeVisible();
    await expect.poll(() => app!.router.state.location.pathname).toBe('/u/my-investments');
    const deletes = calls(api.requests, 'DELETE', '/api/user_investments/900');
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The list it returns to no longer holds it.
    await expect.element(page.getByRole('heading', { name: 'You have no investments yet' })).toBeVisible();
  });

  it('shows the service’s refusal in the dialog’s alert and retries with the same key', async () => {
    const api = detailApi();
    let attempts = 0;
    api.use(
      http.delete('/user_investments/{id}', ({ response }) =>
        ++attempts === 1 ? response.untyped(apiError(422, 'not-cancelable')) : response(200).json({}),
      ),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/my-investments/900', credentials });
    await userEvent.click(cancelButton());
    const dialog = page.getByRole('alertdialog');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel investment' }));
    await expect
      .element(dialog.getByRole('alert'))
      .toHaveTextContent('This investment can no longer be canceled.');
    await expect.element(dialog).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/u/my-investments/900');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel investment' }));
    await expect.poll(() => app!.router.state.location.pathname).toBe('/u/my-investments');
    const keys = calls(api.requests, 'DELETE', '/api/user_investments/900').map((r) =>
      r.headers.get('Idempotency-Key'),
    );
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});

describe('my investment in Slovene', () => {
  it('speaks Slovene, the refusal included', async () => {
    const api = detailApi();
    api.use(
      http.delete('/user_investments/{id}', ({ response }) =>
        response.untyped(apiError(422, 'not-cancelable')),
      ),
    );
    app = renderApp({ fetch: api.fetch, path: '/u/my-investments/900', credentials, language: 'sl' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Naložba F-2026-0141' })).toBeVisible();
    const slBanner = page.getByRole('region', { name: 'Vložili ste 250,00 €' });
    await expect.element(slBanner.getByText('Aktivna: obresti prinaša do 29.08.2026.')).toBeVisible();
    expect(pairs(page.getByRole('region', { name: 'Podatki o posojilu' }).element())).toMatchObject({
      'Moj znesek': '250,00 €',
      'Moj datum zaključka': '29.08.2026',
      'Pričakovane obresti do zapadlosti': '11,06 € | Pred davkom',
    });
    const slSchedule = page.getByRole('table', { name: 'Načrt vračil' });
    await expect.element(slSchedule).toBeVisible();
    expect([...slSchedule.element().querySelectorAll('thead th')].map(text)).toEqual([
      'Datum zapadlosti',
      'Glavnica',
      'Obresti',
      'Davek',
      'Na vaša sredstva',
      'Stanje',
    ]);
    expect([...slSchedule.element().querySelectorAll('tbody td')].map(text).at(-1)).toBe('Za plačilo');
    await userEvent.click(slBanner.getByRole('button', { name: 'Prekliči naložbo' }));
    const dialog = page.getByRole('alertdialog', { name: 'Preklicati naložbo 250,00 € v F-2026-0141?' });
    await userEvent.click(dialog.getByRole('button', { name: 'Prekliči naložbo' }));
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Te naložbe ni več mogoče preklicati.');
  });
});
