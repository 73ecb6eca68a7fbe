import type { AutoInvestRequest, AutoInvestSetting } from '@invest/api-client';
import { defaultToastStore } from '@invest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiError, demoUser, http, mockApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { PREVIEW_DELAY_MS } from './api/auto-invest-queries';
import { strategy } from './test-fixtures';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(async () => {
  app?.unmount();
  app = undefined;
  vi.useRealTimers();
  defaultToastStore.dismiss();
  await page.viewport(1280, 800);
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };

/**
 * A preview that follows the settings, so a change shows: 4 receivables per term bucket, 125 € each
 * (or the amount per receivable when less), at the middle of the interest range.
 */
function previewOf(body: AutoInvestRequest) {
  const count = (body.termDays?.length ?? 0) * 4;
  const each = Math.min(body.preferredAmount ?? 125, 125);
  const range = body.interestRateRange ?? { from: 0, to: 0 };
  return {
    matchingCount: count,
    investingCount: count,
    investableAmount: count * each,
    expectedYield: (range.from + range.to) / 2,
  };
}

function customApi(initial: AutoInvestSetting | null = null) {
  let current = initial;
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.get('/investments/stats', ({ response }) =>
      response(200).json({
        months36: { bg: { interestRate: 8 }, pg: { interestRate: 10 } },
        months12: { bg: { interestRate: 8 }, pg: { interestRate: 10 } },
      }),
    ),
    http.get('/userAutoInvests/{userId}', ({ response }) => response(200).json({ autoInvest: current })),
    http.post('/userAutoInvests/{userId}/preview', async ({ request, response }) =>
      response(200).json(previewOf((await request.json()) as AutoInvestRequest)),
    ),
    http.post('/userAutoInvests/{userId}', async ({ request, response }) => {
      const body = (await request.json()) as AutoInvestRequest;
      current = strategy({ ...body, confirmedAt: new Date().toISOString() } as Partial<AutoInvestSetting>);
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
const previews = (requests: Request[]) => calls(requests, 'POST', '/api/userAutoInvests/7/preview');
const bodies = (list: Request[]) => Promise.all(list.map((request) => request.json()));
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const pairs = (root: Element | null | undefined) =>
  Object.fromEntries(
    [...(root?.querySelectorAll('[data-slot="description-list-item"]') ?? [])].map((item) => [
      text(item.querySelector('[data-slot="description-list-label"]')),
      text(item.querySelector('[data-slot="description-list-value"]')),
    ]),
  );

/**
 * The preview's pause (PREVIEW_DELAY_MS) runs on the fake clock of the tests that fake it: after a
 * change, the clock is moved well past it and React gets two frames to show (or ask for) what follows.
 */
async function restPastThePause() {
  await vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS * 2);
  for (let frame = 0; frame < 2; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
}

const preview = () => page.getByRole('region', { name: 'Preview' });
const status = () => preview().getByRole('status').last();
const chip = (group: string, name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });
const pressed = (group: string) =>
  page
    .getByRole('group', { name: group })
    .getByRole('button')
    .elements()
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => text(button));
const dialog = () => page.getByRole('alertdialog');

const DEFAULT_REQUEST = {
  type: 'CUSTOM',
  preferredAmount: null,
  termDays: [30, 60, 90, 180],
  loanTypes: ['INVOICE_FACTORING', 'REVERSE_FACTORING', 'INTERNATIONAL_FACTORING'],
  protectionTypes: ['PG', 'BG'],
  interestRateRange: { from: 1, to: 14 },
  countryCodes: [],
};

function openPage(api = customApi(), language: 'en' | 'sl' = 'en') {
  app = renderApp({ fetch: api.fetch, path: '/u/custom-invest-strategy', credentials, language });
  return api;
}

describe('custom strategy: the form', () => {
  it('starts open within 1–14 % and previews that at once: count, amount, weighted yield', async () => {
    const api = openPage();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Custom strategy' })).toBeVisible();
    expect(document.title).toBe('Custom strategy · Invest');
    await expect.element(page.getByText('1 % – 14 %')).toBeVisible();
    expect(pressed('Term')).toEqual(['1–30 days', '31–60 days', '61–90 days', 'Over 90 days']);
    expect(pressed('Loan type')).toEqual([
      'Invoice factoring',
      'Reverse factoring',
      'International factoring',
    ]);
    expect(pressed('Protection')).toEqual(['Payment guarantee (PG)', 'Buyback guarantee (BG)']);
    await expect
      .element(
        page.getByRole('radiogroup', { name: 'Country' }).getByRole('radio', { name: 'All countries' }),
      )
      .toBeChecked();
    await expect.element(page.getByRole('textbox', { name: 'Amount per receivable' })).toHaveValue('');

    await expect
      .element(status())
      .toHaveTextContent(
        'Matching receivables: 16. It would invest 2.000,00 € now at an expected yield of 7,50 %.',
      );
    expect(pairs(preview().element())).toEqual({
      'Matching receivables': '16',
      'It would invest now': '2.000,00 €',
      'Expected yield': '7,50 %',
    });
    expect(await bodies(previews(api.requests))).toEqual([DEFAULT_REQUEST]);
    // Previewing saves nothing.
    expect(calls(api.requests, 'POST', '/api/userAutoInvests/7')).toHaveLength(0);
  });

  it('previews again once the changes rest, one call per pause, with a loading state meanwhile', async () => {
    // The pause is the fake clock's (expect.poll moves it while it waits).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = openPage();
    await expect.element(status()).toMatchTextContent(/Matching receivables: 16\./);
    let release: () => void = () => {};
    api.use(
      http.post('/userAutoInvests/{userId}/preview', async ({ request, response }) => {
        const body = (await request.json()) as AutoInvestRequest;
        await new Promise<void>((resolve) => (release = resolve));
        return response(200).json(previewOf(body));
      }),
    );

    // Two quick changes: one term bucket off, then one country.
    await userEvent.click(chip('Term', 'Over 90 days'));
    await userEvent.click(page.getByRole('radio', { name: 'Slovenia' }));
    await expect.element(preview().getByText('Updating the preview')).toBeInTheDocument();
    await expect.element(preview()).toHaveAttribute('data-state', 'loading');
    await expect.poll(() => previews(api.requests).length).toBe(2);
    // The last figures stay while the new ones load.
    expect(pairs(preview().element())['Matching receivables']).toBe('16');
    await restPastThePause();
    expect(previews(api.requests)).toHaveLength(2);
    const [, changed] = await bodies(previews(api.requests));
    expect(changed).toEqual({ ...DEFAULT_REQUEST, termDays: [30, 60, 90], countryCodes: ['SI'] });

    release();
    await expect
      .element(status())
      .toHaveTextContent(
        'Matching receivables: 12. It would invest 1.500,00 € now at an expected yield of 7,50 %.',
      );
    await expect.element(preview()).toHaveAttribute('data-state', 'ready');
  });

  it('says when the preview fails and tries again on request', async () => {
    const api = customApi();
    let attempts = 0;
    api.use(
      http.post('/userAutoInvests/{userId}/preview', async ({ request, response }) =>
        ++attempts === 1
          ? response.untyped(apiError(503, 'internal'))
          : response(200).json(previewOf((await request.json()) as AutoInvestRequest)),
      ),
    );
    openPage(api);
    await expect.element(status()).toHaveTextContent('The preview could not be loaded.');
    await expect.element(preview()).toHaveAttribute('data-state', 'error');
    await userEvent.click(preview().getByRole('button', { name: 'Try again' }));
    await expect.element(status()).toMatchTextContent(/^Matching receivables: 16\./);
    expect(previews(api.requests)).toHaveLength(2);
  });

  it('shows no yield, rather than 0 %, when it would invest nothing', async () => {
    const api = customApi();
    api.use(
      http.post('/userAutoInvests/{userId}/preview', ({ response }) =>
        response(200).json({ matchingCount: 5, investingCount: 0, investableAmount: 0, expectedYield: 0 }),
      ),
    );
    openPage(api);
    await expect.element(status()).toHaveTextContent('Matching receivables: 5. It would invest nothing now.');
    expect(pairs(preview().element())).toEqual({
      'Matching receivables': '5',
      'It would invest now': '0,00 €',
      'Expected yield': '–',
    });
    await expect.element(preview().getByText('Nothing to invest now')).toBeVisible();
  });

  it('keeps the lower interest at least 1 below the upper and previews the new range', async () => {
    const api = openPage();
    await expect.element(status()).toMatchTextContent(/Matching receivables: 16\./);
    const lower = page.getByRole('slider', { name: 'Lowest yearly interest' });
    await userEvent.click(lower);
    await userEvent.keyboard('{End}');
    await expect.element(page.getByText('13 % – 14 %')).toBeVisible();
    // Screen readers hear the value in percent (a no-break space before the sign).
    expect(lower.element().getAttribute('aria-valuetext')).toBe('13\u00a0%');
    const upper = page.getByRole('slider', { name: 'Highest yearly interest' });
    await userEvent.click(upper);
    await userEvent.keyboard('{Home}');
    await expect.element(page.getByText('13 % – 14 %')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByText('13 % – 15 %')).toBeVisible();
    await expect.element(status()).toMatchTextContent(/expected yield of 14,00 %\.$/);
    const last = (await bodies(previews(api.requests))).at(-1) as AutoInvestRequest;
    expect(last.interestRateRange).toEqual({ from: 13, to: 15 });
  });

  it('asks for at least one choice per group, without a preview, and focuses the first one missing', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const api = openPage();
    await expect.element(status()).toMatchTextContent(/Matching receivables: 16\./);
    await userEvent.click(chip('Protection', 'Payment guarantee (PG)'));
    await userEvent.click(chip('Protection', 'Buyback guarantee (BG)'));
    await expect.element(preview()).toHaveAttribute('data-state', 'incomplete');
    await expect.element(preview().getByText('Complete the settings to see the preview.')).toBeVisible();
    await restPastThePause();
    // The opening preview, and one for BG alone when a busy machine lets the pause run out between the
    // two clicks; never one for the settings left incomplete.
    const sent = (await bodies(previews(api.requests))) as AutoInvestRequest[];
    expect(sent[0]).toEqual(DEFAULT_REQUEST);
    expect(sent.slice(1)).toEqual(sent.length > 1 ? [{ ...DEFAULT_REQUEST, protectionTypes: ['BG'] }] : []);

    await userEvent.click(page.getByRole('button', { name: 'Save strategy' }));
    await expect.element(page.getByText('Choose at least one.')).toBeVisible();
    await expect.element(chip('Protection', 'Payment guarantee (PG)')).toHaveFocus();
    expect(dialog().elements()).toHaveLength(0);
    // The message follows the next change.
    await userEvent.click(chip('Protection', 'Buyback guarantee (BG)'));
    await expect.element(page.getByText('Choose at least one.')).not.toBeInTheDocument();
  });

  it('checks the amount per receivable: blank or at least 10 € in cents, the minimum said before typing', async () => {
    const api = openPage();
    const amount = page.getByRole('textbox', { name: 'Amount per receivable' });
    await expect
      .element(page.getByText(/^At least 10,00 € per receivable: the smallest share/))
      .toBeVisible();
    await expect.element(amount).toHaveValue('');
    const tooSmall = 'Enter at least 10,00 €: auto-invest buys no smaller share of a receivable.';
    // Leaving the field is enough: its words come before any submit.
    await userEvent.fill(amount, '3');
    await userEvent.tab();
    await expect.element(page.getByText(tooSmall)).toBeVisible();
    await userEvent.fill(amount, 'abc');
    await userEvent.click(page.getByRole('button', { name: 'Save strategy' }));
    await expect
      .element(page.getByText('Enter an amount in euros with at most two decimals, such as 250,00.'))
      .toBeVisible();
    await userEvent.fill(amount, '9,99');
    await expect.element(page.getByText(tooSmall)).toBeVisible();
    await userEvent.fill(amount, '99,5');
    await expect.element(page.getByText(tooSmall)).not.toBeInTheDocument();
    await expect.element(status()).toMatchTextContent(/It would invest 1\.592,00 € now/);
    const last = (await bodies(previews(api.requests))).at(-1) as AutoInvestRequest;
    expect(last.preferredAmount).toBe(99.5);
  });

  it('says the minimum share in Slovene too', async () => {
    openPage(customApi(), 'sl');
    const amount = page.getByRole('textbox', { name: 'Znesek na terjatev' });
    await expect.element(page.getByText(/^Najmanj 10,00 € na terjatev: to je najmanjši delež/)).toBeVisible();
    await expect.element(amount).toHaveValue('');
    await userEvent.fill(amount, '5');
    await userEvent.click(page.getByRole('button', { name: 'Shrani strategijo' }));
    await expect
      .element(page.getByText('Vnesite vsaj 10,00 €: manjšega deleža terjatve samodejno vlaganje ne kupi.'))
      .toBeVisible();
  });

  it('saves after confirmation, says what it replaces, and returns to the strategies', async () => {
    const api = openPage(customApi(strategy({ type: 'LONG_TERM' })));
    await expect.element(status()).toMatchTextContent(/Matching receivables: 16\./);
    await userEvent.click(chip('Loan type', 'International factoring'));
    await userEvent.fill(page.getByRole('textbox', { name: 'Amount per receivable' }), '250');
    await userEvent.click(page.getByRole('button', { name: 'Save strategy' }));
    await expect.element(dialog().getByRole('heading', { name: 'Save your custom strategy?' })).toBeVisible();
    await expect.element(dialog()).toMatchTextContent(/It replaces your High return strategy\./);
    // What saving invests at once, from the preview: 16 receivables of 125 € each.
    await expect
      .element(dialog().getByText('This invests 2.000,00 € now in 16 receivables.', { exact: true }))
      .toBeVisible();
    expect(calls(api.requests, 'POST', '/api/userAutoInvests/7')).toHaveLength(0);
    await userEvent.click(dialog().getByRole('button', { name: 'Save strategy' }));

    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Auto-invest strategies' }))
      .toBeVisible();
    expect(app!.router.state.location.pathname).toBe('/u/auto-invest-strategies');
    const [saved] = await bodies(calls(api.requests, 'POST', '/api/userAutoInvests/7'));
    expect(saved).toEqual({
      ...DEFAULT_REQUEST,
      preferredAmount: 250,
      loanTypes: ['INVOICE_FACTORING', 'REVERSE_FACTORING'],
    });
    await expect.element(page.getByText('Custom strategy saved')).toBeVisible();
    await expect
      .element(page.getByRole('group', { name: 'Custom', exact: true }).getByText('Your strategy'))
      .toBeVisible();
  });

  it('fills the form from the saved custom strategy and cancels it', async () => {
    const api = openPage(
      customApi(
        strategy({
          type: 'CUSTOM',
          preferredAmount: 300,
          termDays: [60, 90],
          loanTypes: ['REVERSE_FACTORING'],
          protectionTypes: ['BG'],
          interestRateRange: { from: 3, to: 9 },
          countryCodes: ['DE'],
        }),
      ),
    );
    await expect.element(page.getByText('3 % – 9 %')).toBeVisible();
    expect(pressed('Term')).toEqual(['31–60 days', '61–90 days']);
    expect(pressed('Loan type')).toEqual(['Reverse factoring']);
    expect(pressed('Protection')).toEqual(['Buyback guarantee (BG)']);
    await expect.element(page.getByRole('radio', { name: 'Germany' })).toBeChecked();
    await expect.element(page.getByRole('textbox', { name: 'Amount per receivable' })).toHaveValue('300,00');
    await expect
      .poll(async () => (await bodies(previews(api.requests)))[0])
      .toEqual({
        type: 'CUSTOM',
        preferredAmount: 300,
        termDays: [60, 90],
        loanTypes: ['REVERSE_FACTORING'],
        protectionTypes: ['BG'],
        interestRateRange: { from: 3, to: 9 },
        countryCodes: ['DE'],
      });

    await userEvent.click(page.getByRole('button', { name: 'Cancel strategy' }));
    await expect.element(dialog().getByRole('heading', { name: 'Stop the Custom strategy?' })).toBeVisible();
    await userEvent.click(dialog().getByRole('button', { name: 'Stop strategy' }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Auto-invest strategies' }))
      .toBeVisible();
    expect(calls(api.requests, 'DELETE', '/api/userAutoInvests/7')).toHaveLength(1);
    expect(document.querySelectorAll('[data-slot="strategy-card"][data-state="selected"]')).toHaveLength(0);
  });

  it('reads in Slovene, with the preview between the settings and the save button on a phone', async () => {
    await page.viewport(375, 740);
    openPage(customApi(), 'sl');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Strategija po meri' })).toBeVisible();
    const region = page.getByRole('region', { name: 'Predogled' });
    await expect
      .element(region.getByRole('status').last())
      .toHaveTextContent('Ustrezne terjatve: 16. Zdaj bi vložila 2.000,00 € po pričakovanem donosu 7,50 %.');
    await expect.element(page.getByRole('button', { name: 'Več kot 90 dni' })).toBeVisible();
    await expect.element(page.getByRole('radio', { name: 'Slovenija' })).toBeVisible();
    // Between the settings and the buttons: seen before saving.
    const amount = page
      .getByRole('textbox', { name: 'Znesek na terjatev' })
      .element()
      .getBoundingClientRect();
    const box = region.element().getBoundingClientRect();
    const save = page.getByRole('button', { name: 'Shrani strategijo' }).element().getBoundingClientRect();
    expect(box.top).toBeGreaterThan(amount.bottom);
    expect(save.top).toBeGreaterThan(box.bottom);
    // Nothing is wider than the phone.
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  });
});
