import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import enInvestment from '../src/locales/en/investment.json' with { type: 'json' };
import enOverview from '../src/locales/en/overview.json' with { type: 'json' };
import enPerformance from '../src/locales/en/performance.json' with { type: 'json' };
import enRoiHelp from '../src/locales/en/roi-help.json' with { type: 'json' };
import slInvestment from '../src/locales/sl/investment.json' with { type: 'json' };
import slOverview from '../src/locales/sl/overview.json' with { type: 'json' };
import slPerformance from '../src/locales/sl/performance.json' with { type: 'json' };
import slRoiHelp from '../src/locales/sl/roi-help.json' with { type: 'json' };
import {
  DEMO,
  exclusive,
  expectDashboard,
  expectNoAxeViolations,
  inLanguage,
  investorApi,
  isMobile,
  journeyAt,
  LANGS,
  openFromMenu,
  registerByApi,
  saveScreenshot,
  shownDate,
  shownEuros as shownCents,
  shownPercent,
  switchSession,
  TEXT,
  toCents,
  tokenByApi,
  type Lang,
} from './support';

/**
 * The dashboard, the returns and the platform performance page against the real server (issue 11).
 * DESIGN §5: each journey runs once, language and width alternating (tiles and periods EN 1280, the
 * same on a phone in SL 375, the performance page signed out SL 1280 and EN 375); every screen is
 * visited in both languages at both widths with axe and a screenshot (the demo investor, a brand-new
 * investor, the performance page signed out, the ROI help page).
 */
const T = {
  en: { overview: enOverview, performance: enPerformance, roiHelp: enRoiHelp, investment: enInvestment },
  sl: { overview: slOverview, performance: slPerformance, roiHelp: slRoiHelp, investment: slInvestment },
};

interface GraphPoint {
  date: string;
  amount: number;
}
interface Balance {
  earnedInterests: number;
  roi: number;
  totalBalance: number;
  availableFunds: number;
}
interface FundsDailyStats {
  daily: { id: string; investedFundsRatio: number }[];
}
interface InterestsDailyStats {
  data: { id: string; interests: number }[];
}
interface InvestmentTypeRatios {
  types: { id: 'invoiceFactoring' | 'reverseFactoring' | 'internationalFactoring'; ratio: number }[];
}

/** What the app shows for euros (the kit's Money): "1.234,56 €". */
const shownEuros = (euros: number) => shownCents(toCents(euros));
/** SPEC §9: ratios × 100, rounded down (kept exact for ratios such as 0.29). */
const floorPercent = (ratio: number) => Math.floor(Number((ratio * 100).toPrecision(12)));

/** The rows of a chart's screen-reader table (named by the chart's title), cells joined by " | ". */
async function chartTableRows(page: Page, caption: string): Promise<string[]> {
  const table = page.locator('[data-slot="chart-data-table"]').filter({
    has: page.locator('caption', { hasText: new RegExp(`^${caption}$`) }),
  });
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.children].map((cell) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim()).join(' | '),
      ),
    );
}

function tile(page: Page, lang: Lang, series: keyof typeof enOverview.tiles.hints): Locator {
  return page.getByRole('radio', { name: T[lang].overview.tiles[series], exact: true });
}

/**
 * The demo investor, signed in through the query string (SPEC §4) in `lang`: the login form would
 * switch to the account's saved language (English), and these journeys run in both.
 */
async function signIn(page: Page, request: APIRequestContext, lang: Lang) {
  const token = await tokenByApi(request, DEMO.email, DEMO.password);
  await page.goto(`/u/dashboard?token=${token.access_token}&uid=${token.userId}`);
  await expectDashboard(page, lang, DEMO.firstName);
}

/** Picks a tile and a period, and checks the chart's table against the service's series, point by point. */
async function expectSeries(
  page: Page,
  lang: Lang,
  series: 'earnings' | 'roi' | 'balance' | 'funds',
  period: 'alltime' | 'yearly' | 'quarterly',
  points: GraphPoint[],
) {
  const o = T[lang].overview;
  await tile(page, lang, series).click();
  await expect(tile(page, lang, series)).toHaveAttribute('aria-checked', 'true');
  const figure = page.getByRole('figure', { name: o.chart.titles[series] });
  await expect(figure).toBeVisible();
  await figure.getByRole('radio', { name: o.chart.periods[period], exact: true }).click();
  await expect(figure.getByRole('radio', { name: o.chart.periods[period], exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  const format = series === 'roi' ? shownPercent : shownEuros;
  await expect
    .poll(() => chartTableRows(page, o.chart.titles[series]))
    .toEqual(points.map((p) => `${shownDate(p.date, lang)} | ${format(p.amount)}`));
}

const historyPath = {
  earnings: '/earningsHistory',
  roi: '/roiHistory',
  balance: '/balanceHistory',
  funds: '/availableFundsHistory',
} as const;

test.describe('dashboard: tiles, periods and the chart table (EN, 1280 px)', () => {
  journeyAt(1280, 'en');

  test('the demo investor reads the figures, switches tiles and periods, and reads the chart as a table', async ({
    page,
    request,
  }) => {
    const o = T.en.overview;
    // A withdrawal journey (wallet.spec.ts) changes the demo investor's balance: not between the
    // figures read from the API and the screen.
    await exclusive('demo-balance', async () => {
      const api = await investorApi(request, DEMO.email, DEMO.password);
      const balance = await api.get<Balance>('/accountBalance');
      const balanceQuarterly = await api.get<GraphPoint[]>(`${historyPath.balance}?type=quarterly`);
      const earningsAll = await api.get<GraphPoint[]>(`${historyPath.earnings}?type=alltime`);

      await signIn(page, request, 'en');
      await expect(tile(page, 'en', 'earnings')).toContainText(shownEuros(balance.earnedInterests));
      await expect(tile(page, 'en', 'roi')).toContainText(shownPercent(balance.roi));
      await expect(tile(page, 'en', 'balance')).toContainText(shownEuros(balance.totalBalance));
      await expect(tile(page, 'en', 'funds')).toContainText(shownEuros(balance.availableFunds));

      // Earnings over all time is the first view.
      await expect(tile(page, 'en', 'earnings')).toHaveAttribute('aria-checked', 'true');
      await expect
        .poll(() => chartTableRows(page, o.chart.titles.earnings))
        .toEqual(earningsAll.map((p) => `${shownDate(p.date, 'en')} | ${shownEuros(p.amount)}`));

      await expectSeries(page, 'en', 'balance', 'quarterly', balanceQuarterly);
    });

    // Keyboard only: the tiles are one radio group; an arrow moves the selection and the chart follows.
    await tile(page, 'en', 'balance').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tile(page, 'en', 'funds')).toBeFocused();
    await expect(tile(page, 'en', 'funds')).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('figure', { name: o.chart.titles.funds })).toBeVisible();

    // The ROI is defined on its help page.
    await tile(page, 'en', 'roi').click();
    await page.getByRole('link', { name: o.chart.roiHelp }).click();
    await expect(page).toHaveURL(/\/help\/roi$/);
    await expect(page.getByRole('heading', { level: 1, name: T.en.roiHelp.title })).toBeVisible();
    await page.getByRole('link', { name: T.en.roiHelp.backSignedIn }).click();
    await expect(page).toHaveURL(/\/u\/dashboard$/);
  });
});

test.describe('dashboard: tiles, periods and the chart table (SL, 375 px)', () => {
  journeyAt(375, 'sl');

  test('on a phone the investor switches to the ROI by year and reads the returns and the social links', async ({
    page,
    request,
  }) => {
    const api = await investorApi(request, DEMO.email, DEMO.password);
    const roiYearly = await api.get<GraphPoint[]>(`${historyPath.roi}?type=yearly`);
    const fundsAll = await api.get<GraphPoint[]>(`${historyPath.funds}?type=alltime`);
    const returns = await api.get<{ xirr: number | null }>('/returns');
    const o = T.sl.overview;

    await signIn(page, request, 'sl');
    await expectSeries(page, 'sl', 'roi', 'yearly', roiYearly);
    await expectSeries(page, 'sl', 'funds', 'alltime', fundsAll);

    const overall = page.locator('[data-slot="overall-return"]');
    await expect(overall).toContainText(
      returns.xirr === null ? o.returns.unknown : shownPercent(returns.xirr),
    );
    await expect(page.getByRole('table', { name: o.returns.byProtection })).toBeAttached();

    const social = page.locator('[data-slot="social-card"]');
    await social.scrollIntoViewIfNeeded();
    await expect(social.getByRole('heading', { name: o.social.title })).toBeVisible();
    await expect(social.getByRole('link', { name: TEXT.sl.shell.footer.linkedin })).toHaveAttribute(
      'target',
      '_blank',
    );
  });
});

/** The performance page's three charts, checked against the public statistics calls. */
async function expectPerformance(page: Page, lang: Lang) {
  const p = T[lang].performance;
  const [funds, interests, ratios] = await Promise.all([
    page.request.get('/api/statistics/funds_daily_stats').then((r) => r.json() as Promise<FundsDailyStats>),
    page.request
      .get('/api/statistics/interests_daily_stats')
      .then((r) => r.json() as Promise<InterestsDailyStats>),
    page.request
      .get('/api/statistics/investment_type_ratios')
      .then((r) => r.json() as Promise<InvestmentTypeRatios>),
  ]);
  await expect(page.getByRole('heading', { level: 1, name: p.heading })).toBeVisible();
  await expect
    .poll(() => chartTableRows(page, p.funds.title))
    .toEqual(
      funds.daily.map(
        (day) => `${shownDate(day.id, lang)} | ${shownPercent(floorPercent(day.investedFundsRatio), 0)}`,
      ),
    );
  await expect
    .poll(() => chartTableRows(page, p.interests.title))
    .toEqual(interests.data.map((day) => `${shownDate(day.id, lang)} | ${shownEuros(day.interests)}`));
  await expect
    .poll(() => chartTableRows(page, p.ratios.title))
    .toEqual(
      ratios.types.map(
        (type) => `${T[lang].investment.types[type.id]} | ${shownPercent(floorPercent(type.ratio), 0)}`,
      ),
    );
}

test.describe('performance page signed out (SL, 1280 px)', () => {
  journeyAt(1280, 'sl');

  test('a visitor reads the three statistics without logging in, each fetched once', async ({ page }) => {
    const statistics: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/statistics/')) statistics.push(new URL(r.url()).pathname);
      if (r.url().includes('/api/statistics/')) expect(r.headers().authorization).toBeUndefined();
    });
    await page.goto('/performance');
    await expectPerformance(page, 'sl');
    expect(statistics.sort()).toEqual([
      '/api/statistics/funds_daily_stats',
      '/api/statistics/interests_daily_stats',
      '/api/statistics/investment_type_ratios',
    ]);
    await page.getByRole('link', { name: T.sl.performance.signIn }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('performance page signed out (EN, 375 px)', () => {
  journeyAt(375, 'en');

  test('a visitor on a phone reads the statistics and how the return is calculated', async ({ page }) => {
    await page.goto('/performance');
    await expectPerformance(page, 'en');
    await page.getByRole('link', { name: T.en.performance.roiHelp }).click();
    await expect(page.getByRole('heading', { level: 1, name: T.en.roiHelp.title })).toBeVisible();
    await page.getByRole('link', { name: T.en.roiHelp.backSignedOut }).click();
    await expect(page).toHaveURL(/\/performance$/);
  });
});

for (const lang of LANGS) {
  test.describe(`dashboard screens (${lang})`, () => {
    inLanguage(lang);

    test('every screen passes axe and is photographed', async ({ page, request }, testInfo) => {
      const o = T[lang].overview;
      const shot = (screen: string) => saveScreenshot(page, testInfo, screen, lang, { fullPage: true });

      await signIn(page, request, lang);
      await expect(page.getByRole('figure', { name: o.chart.titles.earnings })).toBeVisible();
      await expect(page.getByRole('table', { name: o.latest.caption })).toBeVisible();
      await expect(page.getByRole('table', { name: o.mine.caption })).toBeVisible();
      await expect(page.locator('[data-slot="overall-return"]')).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('dashboard');

      await openFromMenu(page, lang, 'performance', /\/u\/performance$/);
      await expect(page.getByRole('figure', { name: T[lang].performance.ratios.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('performance-signed-in');

      await page.goto('/help/roi');
      await expect(page.getByRole('heading', { level: 1, name: T[lang].roiHelp.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('roi-help');

      // A brand-new investor: the way to the first deposit instead of empty figures.
      const person = await registerByApi(request, lang, `dash-${isMobile(page) ? 'm' : 'd'}`);
      await switchSession(page, person, '/u/dashboard');
      await expectDashboard(page, lang, person.firstName);
      const empty = page.getByRole('heading', { name: o.empty.title });
      await expect(empty).toBeVisible();
      await expect(page.getByRole('link', { name: o.empty.action })).toHaveAttribute('href', '/u/deposits');
      await expect(page.getByRole('radio', { name: o.tiles.earnings })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot('dashboard-new-investor');

      await page.getByRole('button', { name: TEXT[lang].shell.logout }).click();
      await page.goto('/performance');
      await expect(page.getByRole('figure', { name: T[lang].performance.ratios.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('performance-signed-out');
    });
  });
}
