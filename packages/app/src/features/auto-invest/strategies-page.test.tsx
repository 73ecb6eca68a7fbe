import type { AutoInvestSetting, InvestmentStats } from '@invest/api-client';
import { defaultToastStore } from '@invest/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiError, demoUser, http, mockApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { strategy } from './test-fixtures';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(async () => {
  app?.unmount();
  app = undefined;
  defaultToastStore.dismiss();
  await page.viewport(1280, 800);
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };

const stats: InvestmentStats = {
  months36: { bg: { interestRate: 8.1 }, pg: { interestRate: 10.25 } },
  months12: { bg: { interestRate: 7.9 }, pg: { interestRate: 9.75 } },
};

/** The signed-in frame, the stats and a strategy that the POST and DELETE calls really change. */
function strategyApi(initial: AutoInvestSetting | null = null) {
  let current = initial;
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.get('/investments/stats', ({ response }) => response(200).json(stats)),
    http.get('/userAutoInvests/{userId}', ({ response }) => response(200).json({ autoInvest: current })),
    // What choosing would invest now: all of 12.450 € in 42 receivables, or 450 € in 3.
    http.post('/userAutoInvests/{userId}/preview', async ({ request, response }) =>
      response(200).json(
        ((await request.json()) as { type: string }).type === 'SHORT_TERM'
          ? { matchingCount: 50, investingCount: 42, investableAmount: 12_450, expectedYield: 8.1 }
          : { matchingCount: 9, investingCount: 3, investableAmount: 450, expectedYield: 10.25 },
      ),
    ),
    http.post('/userAutoInvests/{userId}', async ({ request, response }) => {
      const body = (await request.json()) as { type: AutoInvestSetting['type'] };
      current = strategy({ ...body, confirmedAt: new Date().toISOString() });
      return response(200).json({ autoInvest: current });
    }),
    http.delete('/userAutoInvests/{userId}', ({ response }) => {
      current = null;
      return response(200).json({ autoInvest: null });
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
      text(item.querySelector('[data-slot="description-list-value"]')),
    ]),
  );

const card = (name: string) => page.getByRole('group', { name, exact: true });
const dialog = () => page.getByRole('alertdialog');
const selectedCards = () =>
  [...document.querySelectorAll('[data-slot="strategy-card"][data-state="selected"]')].map((element) =>
    element.getAttribute('data-type'),
  );

function openPage(api = strategyApi(), language: 'en' | 'sl' = 'en') {
  app = renderApp({ fetch: api.fetch, path: '/u/auto-invest-strategies', credentials, language });
  return api;
}

describe('auto-invest strategies', () => {
  it('shows the three strategies with the BG, PG and custom yields of 3 years and 1 year, and the way to manual investing', async () => {
    openPage();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Auto-invest strategies' }))
      .toBeVisible();
    expect(document.title).toBe('Auto-invest · Invest');
    await expect.element(card('High liquidity').getByText('8,10 %')).toBeVisible();
    expect(pairs(card('High liquidity').element())).toEqual({
      'Last 3 years': '8,10 %',
      'Last year': '7,90 %',
    });
    expect(pairs(card('High return').element())).toEqual({
      'Last 3 years': '10,25 %',
      'Last year': '9,75 %',
    });
    expect(pairs(card('Custom').element())).toEqual({
      'Last 3 years': '8,10 % – 10,25 %',
      'Last year': '7,90 % – 9,75 %',
    });
    expect(selectedCards()).toEqual([]);
    // The navigation entry Investments leads here (SPEC §2), and the banner on to the marketplace.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect
      .element(nav.getByRole('link', { name: 'Investments' }))
      .toHaveAttribute('href', '/u/auto-invest-strategies');
    await expect
      .element(nav.getByRole('link', { name: 'Investments' }))
      .toHaveAttribute('aria-current', 'page');
    await expect
      .element(
        page.getByRole('region', { name: 'Prefer to choose for yourself?' }).getByRole('link', {
          name: 'Invest manually',
        }),
      )
      .toHaveAttribute('href', '/u/investments');
  });

  it('says the yields are not available when the stats cannot be read (SPEC §8: empty stats)', async () => {
    const api = strategyApi();
    api.use(http.get('/investments/stats', ({ response }) => response.untyped(apiError(500, 'internal'))));
    openPage(api);
    await expect.element(card('High return').getByRole('button', { name: 'Choose' })).toBeVisible();
    await expect
      .poll(() => pairs(card('High return').element()))
      .toEqual({
        'Last 3 years': 'Not available',
        'Last year': 'Not available',
      });
    expect(pairs(card('Custom').element())['Last year']).toBe('Not available');
  });

  it('chooses high liquidity after confirmation, then replaces it with high return', async () => {
    const api = openPage();
    await userEvent.click(card('High liquidity').getByRole('button', { name: 'Choose' }));
    await expect
      .element(dialog().getByRole('heading', { name: 'Choose the High liquidity strategy?' }))
      .toBeVisible();
    // It says what choosing invests at once (the preview of the strategy).
    await expect
      .element(dialog().getByText('This invests 12.450,00 € now in 42 receivables.', { exact: true }))
      .toBeVisible();
    // Nothing is chosen before the confirmation.
    expect(calls(api.requests, 'POST', '/api/userAutoInvests/7')).toHaveLength(0);
    await userEvent.click(dialog().getByRole('button', { name: 'Choose strategy' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    const [first] = calls(api.requests, 'POST', '/api/userAutoInvests/7');
    expect(await first!.json()).toEqual({ type: 'SHORT_TERM' });
    await expect.element(page.getByText('High liquidity strategy chosen')).toBeVisible();
    await expect.element(card('High liquidity').getByText('Your strategy')).toBeVisible();
    expect(selectedCards()).toEqual(['SHORT_TERM']);
    await expect.element(card('High liquidity').getByRole('button', { name: 'Stop strategy' })).toBeVisible();

    // Choosing another says what it replaces.
    await userEvent.click(card('High return').getByRole('button', { name: 'Choose' }));
    await expect.element(dialog()).toMatchTextContent(/It replaces your High liquidity strategy\./);
    await expect
      .element(dialog().getByText('This invests 450,00 € now in 3 receivables.', { exact: true }))
      .toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'Choose strategy' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    const [, second] = calls(api.requests, 'POST', '/api/userAutoInvests/7');
    expect(await second!.json()).toEqual({ type: 'LONG_TERM' });
    await expect.poll(selectedCards).toEqual(['LONG_TERM']);
  });

  it('cancelling the confirmation changes nothing', async () => {
    const api = openPage(strategyApi(strategy({ type: 'LONG_TERM' })));
    await expect.element(card('High return').getByText('Your strategy')).toBeVisible();
    await userEvent.click(card('High liquidity').getByRole('button', { name: 'Choose' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Cancel' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(calls(api.requests, 'POST', '/api/userAutoInvests/7')).toHaveLength(0);
    expect(selectedCards()).toEqual(['LONG_TERM']);
    // Focus is back on the button that asked.
    await expect.element(card('High liquidity').getByRole('button', { name: 'Choose' })).toHaveFocus();
  });

  it('pressing the selected high-return card’s button removes the strategy', async () => {
    const api = openPage(strategyApi(strategy({ type: 'LONG_TERM' })));
    await userEvent.click(card('High return').getByRole('button', { name: 'Stop strategy' }));
    await expect
      .element(dialog().getByRole('heading', { name: 'Stop the High return strategy?' }))
      .toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'Stop strategy' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(calls(api.requests, 'DELETE', '/api/userAutoInvests/7')).toHaveLength(1);
    await expect.element(page.getByText('Strategy stopped')).toBeVisible();
    await expect.poll(selectedCards).toEqual([]);
    await expect.element(card('High return').getByRole('button', { name: 'Choose' })).toBeVisible();
  });

  it('offers to edit or cancel a custom strategy; cancelling removes it', async () => {
    const api = openPage(
      strategyApi(
        strategy({
          type: 'CUSTOM',
          termDays: [30],
          loanTypes: ['INVOICE_FACTORING'],
          protectionTypes: ['BG'],
          interestRateRange: { from: 5, to: 9 },
        }),
      ),
    );
    await expect.element(card('Custom').getByText('Your strategy')).toBeVisible();
    await expect
      .element(card('Custom').getByRole('link', { name: 'Edit' }))
      .toHaveAttribute('href', '/u/custom-invest-strategy');
    await userEvent.click(card('Custom').getByRole('button', { name: 'Cancel strategy' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Stop strategy' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(calls(api.requests, 'DELETE', '/api/userAutoInvests/7')).toHaveLength(1);
    await expect.poll(selectedCards).toEqual([]);
    await expect
      .element(card('Custom').getByRole('link', { name: 'Set up' }))
      .toHaveAttribute('href', '/u/custom-invest-strategy');
  });

  it('shows no strategy when it cannot be read (SPEC §8), and still lets the investor choose', async () => {
    const api = strategyApi();
    api.use(
      http.get('/userAutoInvests/{userId}', ({ response }) => response.untyped(apiError(500, 'internal'))),
    );
    openPage(api);
    await expect.element(card('High liquidity').getByRole('button', { name: 'Choose' })).toBeVisible();
    await expect.element(card('High return').getByRole('button', { name: 'Choose' })).toBeVisible();
    await expect.element(card('Custom').getByRole('link', { name: 'Set up' })).toBeVisible();
    expect(selectedCards()).toEqual([]);
  });

  it('keeps the dialog open with the reason when the service refuses', async () => {
    const api = openPage();
    api.use(
      http.post('/userAutoInvests/{userId}', ({ response }) => response.untyped(apiError(503, 'internal'))),
    );
    await userEvent.click(card('High return').getByRole('button', { name: 'Choose' }));
    await userEvent.click(dialog().getByRole('button', { name: 'Choose strategy' }));
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('Something went wrong on our side. Please try again later.');
    expect(selectedCards()).toEqual([]);
  });

  it('asks to reconfirm a strategy older than 2 years and confirms it by posting the same setting', async () => {
    const custom = strategy({
      type: 'CUSTOM',
      preferredAmount: 250,
      termDays: [30, 60],
      loanTypes: ['INVOICE_FACTORING', 'REVERSE_FACTORING'],
      protectionTypes: ['PG'],
      interestRateRange: { from: 4, to: 12 },
      countryCodes: ['SI'],
      confirmedAt: '2024-03-01T10:00:00Z',
      needsReconfirmation: true,
    });
    const api = openPage(strategyApi(custom));
    const banner = page.getByRole('region', { name: 'Confirm your auto-invest strategy' });
    await expect.element(banner).toMatchTextContent('You last confirmed your Custom strategy on 01/03/2024.');
    // On its own page there is nothing to lead to.
    expect(banner.getByRole('link', { name: 'Review strategies' }).elements()).toHaveLength(0);
    await userEvent.click(banner.getByRole('button', { name: 'Confirm strategy' }));
    await expect.element(banner).not.toBeInTheDocument();
    const [post] = calls(api.requests, 'POST', '/api/userAutoInvests/7');
    expect(await post!.json()).toEqual({
      type: 'CUSTOM',
      preferredAmount: 250,
      termDays: [30, 60],
      loanTypes: ['INVOICE_FACTORING', 'REVERSE_FACTORING'],
      protectionTypes: ['PG'],
      interestRateRange: { from: 4, to: 12 },
      countryCodes: ['SI'],
    });
    await expect.element(page.getByText('Strategy confirmed')).toBeVisible();
  });

  it('reads in Slovene and stacks the cards on a phone', async () => {
    await page.viewport(375, 740);
    openPage(strategyApi(strategy({ type: 'SHORT_TERM' })), 'sl');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Strategije samodejnega vlaganja' }))
      .toBeVisible();
    await expect.element(card('Visoka likvidnost').getByText('Vaša strategija')).toBeVisible();
    expect(pairs(card('Visok donos').element())).toEqual({
      'Zadnja 3 leta': '10,25 %',
      'Zadnje leto': '9,75 %',
    });
    const boxes = ['Visoka likvidnost', 'Visok donos', 'Po meri'].map((name) =>
      card(name).element().getBoundingClientRect(),
    );
    // One below the other, each as wide as the first.
    expect(boxes[1]!.top).toBeGreaterThan(boxes[0]!.bottom);
    expect(boxes[2]!.top).toBeGreaterThan(boxes[1]!.bottom);
    expect(Math.round(boxes[2]!.width)).toBe(Math.round(boxes[0]!.width));
    await userEvent.click(card('Visok donos').getByRole('button', { name: 'Izberi' }));
    await expect
      .element(dialog().getByText('Strategija bo zdaj vložila 450,00 € v 3 terjatve.', { exact: true }))
      .toBeVisible();
  });
});
