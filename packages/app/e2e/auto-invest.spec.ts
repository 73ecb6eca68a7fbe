import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type {
  AutoInvestRequest,
  AutoInvestSetting,
  InvestmentStats,
  UserInvestment,
} from '@invest/api-client';
import enAutoInvest from '../src/locales/en/auto-invest.json' with { type: 'json' };
import enInvestment from '../src/locales/en/investment.json' with { type: 'json' };
import enMyInvestments from '../src/locales/en/my-investments.json' with { type: 'json' };
import enStrategy from '../src/locales/en/strategy.json' with { type: 'json' };
import slAutoInvest from '../src/locales/sl/auto-invest.json' with { type: 'json' };
import slInvestment from '../src/locales/sl/investment.json' with { type: 'json' };
import slMyInvestments from '../src/locales/sl/my-investments.json' with { type: 'json' };
import slStrategy from '../src/locales/sl/strategy.json' with { type: 'json' };
import {
  DEMO,
  expectDashboard,
  expectNoAxeViolations,
  figure,
  fill,
  inLanguage,
  investorApi,
  journeyAt,
  listEntries,
  LANGS,
  listReceivable,
  openFromMenu,
  registerByApi,
  saveScreenshot,
  shownEuros,
  shownPercent,
  spaces,
  toast,
  type Lang,
} from './support';

/**
 * Auto-invest against the real server (issue 10): choosing, switching and stopping the preset
 * strategies (EN, 1280 px); building a custom strategy while its preview follows the settings, and
 * the engine buying a receivable the operator lists for it (SL, 375 px). DESIGN §5: each journey runs
 * once, the other project skips it; every screen is visited in both languages at both widths with an
 * axe check and a screenshot.
 *
 * Choosing a strategy makes the engine invest the investor's funds at once, so the preset journey and
 * the screens use an investor of their own, registered through the API and pending verification (no
 * funds: nothing is bought), and the buying journey a crowd investor no other journey uses, with a
 * narrow strategy (100 € a receivable). Every journey removes its strategy at the end, so no later
 * journey finds an engine buying beside it.
 */
const T = {
  en: { auto: enAutoInvest, strategy: enStrategy, investment: enInvestment, my: enMyInvestments },
  sl: { auto: slAutoInvest, strategy: slStrategy, investment: slInvestment, my: slMyInvestments },
};

/** A seeded crowd investor (packages/server/src/modules/demo/seed.ts) that only this journey uses. */
const NIK = { email: 'nik.vidmar@invest.si', password: DEMO.password, firstName: 'Nik' };

/** An investor's API session with the strategy calls, as another front end would make them. */
async function strategySession(request: APIRequestContext, email: string, password: string) {
  const api = await investorApi(request, email, password);
  const path = `/api/userAutoInvests/${api.userId}`;
  const current = async () =>
    (await api.get<{ autoInvest: AutoInvestSetting | null }>(`/userAutoInvests/${api.userId}`)).autoInvest;
  const choose = async (body: AutoInvestRequest) => {
    const response = await request.post(path, { headers: api.headers, data: body });
    expect(response.ok(), await response.text()).toBe(true);
  };
  const remove = async () => {
    const response = await request.delete(path, { headers: api.headers });
    expect(response.ok(), await response.text()).toBe(true);
  };
  const preview = async (body: AutoInvestRequest) => {
    const response = await request.post(`${path}/preview`, { headers: api.headers, data: body });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as {
      matchingCount: number;
      investingCount: number;
      investableAmount: number;
      expectedYield: number;
    };
  };
  return { ...api, current, choose, remove, preview };
}

/**
 * Opens the signed-in area with the investor's API session in the address (SPEC §4: a token and uid in
 * the query string sign in), so the page keeps the journey's language whatever the account's is.
 */
async function signIn(
  page: Page,
  lang: Lang,
  investor: { firstName: string },
  session: { headers: { Authorization: string }; userId: number },
) {
  await page.goto(
    `/u/dashboard?token=${encodeURIComponent(session.headers.Authorization)}&uid=${session.userId}`,
  );
  await expectDashboard(page, lang, investor.firstName);
}

const card = (page: Page, lang: Lang, type: AutoInvestSetting['type']) =>
  page.getByRole('group', { name: T[lang].strategy.names[type], exact: true });
const selectedTypes = (page: Page) =>
  page
    .locator('[data-slot="strategy-card"][data-state="selected"]')
    .evaluateAll((cards) => cards.map((element) => element.getAttribute('data-type')));
/** The preview's figures once it has settled, as the investor reads them. */
async function previewFigures(page: Page, lang: Lang) {
  const t = T[lang].auto.preview;
  const region = page.getByRole('region', { name: t.title });
  await expect(region).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  return {
    count: spaces(await figure(region, t.matching).textContent()),
    amount: spaces(await figure(region, t.investable).textContent()),
    yield: spaces(await figure(region, t.yield).textContent()),
  };
}
/** The figures the preview shows for the service's answer; investing nothing has no yield ("–"). */
const shownPreview = (preview: {
  matchingCount: number;
  investableAmount: number;
  expectedYield: number;
}) => ({
  count: String(preview.matchingCount),
  amount: shownEuros(Math.round(preview.investableAmount * 100)),
  yield: preview.investableAmount === 0 ? '–' : shownPercent(preview.expectedYield),
});

/** What a strategy's confirmation says it invests at once, for the service's preview. */
function shownImpact(lang: Lang, preview: { investingCount: number; investableAmount: number }) {
  const t = T[lang].auto.impact as Record<string, string>;
  if (preview.investableAmount === 0) return t.nothing!;
  const form = new Intl.PluralRules(lang).select(preview.investingCount);
  return fill(t[`invests_${form}`]!, {
    amount: shownEuros(Math.round(preview.investableAmount * 100)),
    count: String(preview.investingCount),
  });
}

test.describe('auto-invest: choose, switch and stop a strategy (EN, 1280 px)', () => {
  journeyAt(1280, 'en');

  test('high liquidity, then high return in its place, then none; yields from the service', async ({
    page,
    request,
  }, testInfo) => {
    const t = T.en.auto;
    const person = await registerByApi(request, 'en', 'auto-presets');
    const investor = await strategySession(request, person.email, person.password);
    try {
      expect(await investor.current()).toBeNull();
      const stats = await investor.get<InvestmentStats>('/investments/stats');

      await signIn(page, 'en', person, investor);
      // SPEC §2: the sidebar's Investments entry is the strategies page.
      await openFromMenu(page, 'en', 'investments', /\/u\/auto-invest-strategies$/);
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      // The 3-year and 1-year yields of BG (high liquidity) and PG (high return) receivables.
      for (const [type, protection] of [
        ['SHORT_TERM', 'bg'],
        ['LONG_TERM', 'pg'],
      ] as const) {
        await expect(figure(card(page, 'en', type), t.yields.months36)).toHaveText(
          shownPercent(stats.months36[protection].interestRate),
        );
        await expect(figure(card(page, 'en', type), t.yields.months12)).toHaveText(
          shownPercent(stats.months12[protection].interestRate),
        );
      }
      expect(await selectedTypes(page)).toEqual([]);

      // Choose high liquidity: asked first, then saved.
      await card(page, 'en', 'SHORT_TERM')
        .getByRole('button', { name: t.actions.choose, exact: true })
        .click();
      const dialog = page.getByRole('alertdialog');
      await expect(
        dialog.getByRole('heading', { name: fill(t.choose.title, { name: T.en.strategy.names.SHORT_TERM }) }),
      ).toBeVisible();
      // What it invests at once: the service's preview of the preset (a new investor: nothing yet).
      await expect(
        dialog.getByText(shownImpact('en', await investor.preview({ type: 'SHORT_TERM' })), { exact: true }),
      ).toBeVisible();
      await dialog.getByRole('button', { name: t.choose.confirm, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(
        toast(page).getByText(fill(t.choose.done, { name: T.en.strategy.names.SHORT_TERM })),
      ).toBeVisible();
      await expect(card(page, 'en', 'SHORT_TERM').getByText(t.selected, { exact: true })).toBeVisible();
      expect(await selectedTypes(page)).toEqual(['SHORT_TERM']);
      expect(await investor.current()).toMatchObject({ type: 'SHORT_TERM', needsReconfirmation: false });

      // High return replaces it, and the question says so.
      await card(page, 'en', 'LONG_TERM')
        .getByRole('button', { name: t.actions.choose, exact: true })
        .click();
      await expect(dialog).toContainText(
        fill(t.choose.replaces, { current: T.en.strategy.names.SHORT_TERM }),
      );
      await saveScreenshot(page, testInfo, 'auto-invest-replace', 'en');
      await dialog.getByRole('button', { name: t.choose.confirm, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect.poll(() => selectedTypes(page)).toEqual(['LONG_TERM']);
      expect(await investor.current()).toMatchObject({ type: 'LONG_TERM' });

      // Pressing the selected card's button removes it.
      await card(page, 'en', 'LONG_TERM').getByRole('button', { name: t.actions.stop, exact: true }).click();
      await dialog.getByRole('button', { name: t.stop.confirm, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(toast(page).getByText(t.stop.done, { exact: true })).toBeVisible();
      await expect.poll(() => selectedTypes(page)).toEqual([]);
      expect(await investor.current()).toBeNull();

      // The custom card leads to its form, the banner to manual investing.
      await card(page, 'en', 'CUSTOM').getByRole('link', { name: t.actions.setUp, exact: true }).click();
      await expect(page).toHaveURL(/\/u\/custom-invest-strategy$/);
      await expect(page.getByRole('heading', { level: 1, name: t.custom.heading })).toBeVisible();
      await page.getByRole('link', { name: t.custom.back }).click();
      await expect(page).toHaveURL(/\/u\/auto-invest-strategies$/);
      await page.getByRole('link', { name: t.manual.action, exact: true }).click();
      await expect(page).toHaveURL(/\/u\/investments$/);
    } finally {
      if (await investor.current()) await investor.remove();
    }
  });
});

test.describe('auto-invest: a custom strategy, its preview and what the engine buys (SL, 375 px)', () => {
  journeyAt(375, 'sl');

  test('the preview follows the settings and matches the service; a listed receivable is bought', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const t = T.sl.auto;
    const investor = await strategySession(request, NIK.email, NIK.password);
    try {
      await signIn(page, 'sl', NIK, investor);
      await openFromMenu(page, 'sl', 'investments', /\/u\/auto-invest-strategies$/);
      await card(page, 'sl', 'CUSTOM').getByRole('link', { name: t.actions.setUp, exact: true }).click();
      await expect(page).toHaveURL(/\/u\/custom-invest-strategy$/);

      // Everything open within 1–14 %: the preview is the service's answer for those settings.
      const wide: AutoInvestRequest = {
        type: 'CUSTOM',
        preferredAmount: null,
        termDays: [30, 60, 90, 180],
        loanTypes: ['INVOICE_FACTORING', 'REVERSE_FACTORING', 'INTERNATIONAL_FACTORING'],
        protectionTypes: ['PG', 'BG'],
        interestRateRange: { from: 1, to: 14 },
        countryCodes: [],
      };
      const first = await previewFigures(page, 'sl');
      expect(first).toEqual(shownPreview(await investor.preview(wide)));

      // Narrow it: terms of 1–30 days, 13–15 %, 100 € a receivable.
      const terms = page.getByRole('group', { name: t.custom.terms.label });
      for (const bucket of ['60', '90', '180'] as const) {
        await terms.getByRole('button', { name: t.custom.terms[bucket], exact: true }).click();
      }
      await page.getByRole('slider', { name: t.custom.interest.min }).focus();
      await page.keyboard.press('End');
      await page.getByRole('slider', { name: t.custom.interest.max }).focus();
      await page.keyboard.press('End');
      await expect(page.getByText('13 % – 15 %')).toBeVisible();
      await page.getByRole('textbox', { name: t.custom.amount.label }).fill('100');
      const narrow: AutoInvestRequest = {
        ...wide,
        preferredAmount: 100,
        termDays: [30],
        interestRateRange: { from: 13, to: 15 },
      };
      const expected = shownPreview(await investor.preview(narrow));
      await expect.poll(() => previewFigures(page, 'sl'), { timeout: 15_000 }).toEqual(expected);
      expect(expected).not.toEqual(first);
      await expect(page.getByRole('region', { name: t.preview.title }).getByRole('status').last()).toHaveText(
        expected.yield === '–'
          ? fill(t.preview.announcementNothing, expected)
          : fill(t.preview.announcement, expected),
      );
      await saveScreenshot(page, testInfo, 'custom-strategy-narrow', 'sl', { fullPage: true });

      // Save it: asked first, then the strategies page marks it.
      await page.getByRole('button', { name: t.custom.save, exact: true }).click();
      const dialog = page.getByRole('alertdialog', { name: t.custom.confirmTitle });
      // It says what saving invests at once, as the service's preview has it.
      await expect(
        dialog.getByText(shownImpact('sl', await investor.preview(narrow)), { exact: true }),
      ).toBeVisible();
      await saveScreenshot(page, testInfo, 'custom-strategy-confirmation', 'sl');
      await dialog.getByRole('button', { name: t.custom.save, exact: true }).click();
      await expect(page).toHaveURL(/\/u\/auto-invest-strategies$/);
      await expect(toast(page).getByText(t.custom.done, { exact: true })).toBeVisible();
      await expect(card(page, 'sl', 'CUSTOM').getByText(t.selected, { exact: true })).toBeVisible();
      expect(await investor.current()).toMatchObject({ ...narrow, needsReconfirmation: false });

      // The operator lists a receivable the strategy matches: 14,5 %, 20 days, BG.
      const { Id, number } = await listReceivable(request, testInfo, 'AUTO', {
        totalAmount: 5_000,
        interestRate: 14.5,
        maturesInDays: 20,
        protection: 'BG',
      });
      const receivable = { Id };

      // The engine buys 100 € of it for the investor, at the strategy's rate.
      let holding: UserInvestment | undefined;
      await expect
        .poll(
          async () => {
            const holdings = await investor.get<UserInvestment[]>('/user_investments?limit=20&offset=0');
            holding = holdings.find((h) => h.investment.Id === receivable.Id);
            return holding?.amount;
          },
          { timeout: 30_000 },
        )
        .toBe(100);
      expect(holding!.autoInvestData?.interestRate).toBe(14.5);

      // And My investments shows it.
      await openFromMenu(page, 'sl', 'myInvestments', /\/u\/my-investments$/);
      const row = listEntries(page, T.sl.my.list.caption).filter({ hasText: number });
      await expect(row).toContainText(shownEuros(10_000));
      await saveScreenshot(page, testInfo, 'auto-invest-bought', 'sl', { fullPage: true });
    } finally {
      if (await investor.current()) await investor.remove();
    }
  });
});

for (const lang of LANGS) {
  test.describe(`auto-invest screens (${lang})`, () => {
    inLanguage(lang);

    test('the strategies, the confirmation and the custom form pass axe and are photographed', async ({
      page,
      request,
    }, testInfo) => {
      const t = T[lang].auto;
      const shot = (screen: string) => saveScreenshot(page, testInfo, screen, lang, { fullPage: true });
      const person = await registerByApi(request, lang, `auto-screens-${lang}`);
      const investor = await strategySession(request, person.email, person.password);
      await investor.choose({ type: 'LONG_TERM' });
      try {
        await signIn(page, lang, person, investor);
        await page.goto('/u/auto-invest-strategies');
        await expect(card(page, lang, 'LONG_TERM').getByText(t.selected, { exact: true })).toBeVisible();
        await expect(figure(card(page, lang, 'SHORT_TERM'), t.yields.months36)).toHaveText(/%$/);
        await expectNoAxeViolations(page);
        await shot('auto-invest-strategies');

        await card(page, lang, 'SHORT_TERM')
          .getByRole('button', { name: t.actions.choose, exact: true })
          .click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toBeVisible();
        await expectNoAxeViolations(page);
        await saveScreenshot(page, testInfo, 'auto-invest-confirm', lang);
        await dialog.getByRole('button', { name: t.choose.cancel, exact: true }).click();
        await expect(dialog).toHaveCount(0);

        await page.goto('/u/custom-invest-strategy');
        await previewFigures(page, lang);
        await expectNoAxeViolations(page);
        await shot('custom-strategy');
      } finally {
        await investor.remove();
      }
    });
  });
}
