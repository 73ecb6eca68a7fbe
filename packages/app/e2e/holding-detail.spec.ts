import { expect, test, type Locator, type Page } from '@playwright/test';
import type { components, Investment, UserInvestment } from '@invest/api-client';
import enInvestment from '../src/locales/en/investment.json' with { type: 'json' };
import enMyInvestments from '../src/locales/en/my-investments.json' with { type: 'json' };
import slInvestment from '../src/locales/sl/investment.json' with { type: 'json' };
import slMyInvestments from '../src/locales/sl/my-investments.json' with { type: 'json' };
import {
  DEMO,
  expectNoAxeViolations,
  figure,
  fill,
  inLanguage,
  investorApi,
  isMobile,
  journeyAt,
  LANGS,
  openSignedIn,
  saveScreenshot,
  shownDate,
  shownEuros,
  shownPercent,
  spaces,
  toCents,
  type Lang,
} from './support';

/**
 * Issue 27 (screens an investor decides by): a holding's repayment schedule and an originator's page,
 * against the real server and the demo investor's holdings. The expected figures are the service's
 * own answers (GET /user_investments/{id}/schedule, GET /originators/{id}), so the journeys follow
 * the demo story whatever it holds. DESIGN §5: each journey once (schedule and originator EN 1280,
 * the receivable's originator card SL 375); every screen in both languages at both widths with axe
 * and a screenshot.
 */
const T = {
  en: { investment: enInvestment, my: enMyInvestments },
  sl: { investment: slInvestment, my: slMyInvestments },
};
type ScheduleRow = components['schemas']['ScheduleRow'];
type OriginatorProfile = components['schemas']['OriginatorProfile'];

/** The figures of an originator's record as the page shows them: "3 · 1.250,00 €". */
const tally = ({ count, amount }: { count: number; amount: number }) =>
  `${new Intl.NumberFormat('sl-SI', { useGrouping: 'always' }).format(count)} · ${shownEuros(toCents(amount))}`;

/** The schedule's cells of one row as the table shows them, status (and the day paid) last. */
function shownRow(row: ScheduleRow, lang: Lang): string[] {
  const status = T[lang].my.detail.schedule.status[row.status];
  const paid = row.paidOn
    ? ` ${fill(T[lang].my.detail.schedule.paidOn, { date: shownDate(row.paidOn, lang) })}`
    : '';
  return [
    shownDate(row.dueOn, lang),
    ...[row.principal, row.interest, row.tax, row.net].map((euros) => shownEuros(toCents(euros))),
    `${status}${paid}`,
  ];
}

async function expectOriginatorPage(page: Page, lang: Lang, profile: OriginatorProfile): Promise<void> {
  const t = T[lang].investment;
  await expect(page).toHaveURL(new RegExp(`/u/originators/${profile.Id}$`));
  await expect(page.getByRole('heading', { level: 1, name: profile.originator.name })).toBeVisible();
  const record = page.getByRole('region', { name: t.originatorPage.record.title });
  for (const group of ['listed', 'repaid', 'active', 'late', 'defaulted'] as const)
    await expect(figure(record, t.originatorPage.record[group])).toHaveText(tally(profile[group]));
  await expect(figure(record, t.originatorPage.record.lateShare)).toHaveText(shownPercent(profile.lateShare));
  await expect(figure(record, t.originatorPage.record.defaultedShare)).toHaveText(
    shownPercent(profile.defaultedShare),
  );
}

/** The cells of the schedule's rows: the table from 480 px, the cards below. */
async function scheduleRows(page: Page): Promise<string[][]> {
  const schedule = page.getByTestId('holding-schedule');
  if (!isMobile(page)) {
    const rows = schedule.locator('table tbody tr');
    await expect(rows.first()).toBeVisible({ timeout: 60_000 });
    return Promise.all(
      (await rows.all()).map(async (row) => (await row.locator('td').allTextContents()).map(spaces)),
    );
  }
  const cards = schedule.locator('ul > li');
  await expect(cards.first()).toBeVisible({ timeout: 60_000 });
  return Promise.all(
    (await cards.all()).map(async (card: Locator) =>
      (await card.locator('[data-slot="description-list-value"]').allTextContents()).map(spaces),
    ),
  );
}

test.describe("a holding's schedule and its originator (EN, 1280 px)", () => {
  journeyAt(1280, 'en');

  test('the investor reads what a holding pays and when, then opens the originator behind it', async ({
    page,
    request,
  }) => {
    const t = T.en;
    const api = await investorApi(request, DEMO.email, DEMO.password);
    const [holding] = await api.get<UserInvestment[]>('/user_investments?sort=issued&direction=desc&limit=1');
    const schedule = await api.get<ScheduleRow[]>(`/user_investments/${holding!.Id}/schedule`);
    expect(schedule.length).toBeGreaterThan(0);

    await openSignedIn(page, DEMO, '/u/my-investments');
    await page.goto(`/u/my-investments/${holding!.Id}`);
    const table = page.getByRole('table', { name: t.my.detail.schedule.title });
    await expect(table).toBeVisible();
    await expect(table.locator('thead th')).toHaveText([
      t.my.detail.schedule.dueOn,
      t.my.detail.schedule.principal,
      t.my.detail.schedule.interest,
      t.my.detail.schedule.tax,
      t.my.detail.schedule.net,
      t.my.detail.schedule.statusHeader,
    ]);
    expect(await scheduleRows(page)).toEqual(schedule.map((row) => shownRow(row, 'en')));

    const { originator } = holding!.investment;
    const profile = await api.get<OriginatorProfile>(`/originators/${originator.Id}`);
    await page.getByRole('link', { name: `${t.investment.debtorData.page}: ${originator.name}` }).click();
    await expectOriginatorPage(page, 'en', profile);
    // The rating's scales explained on the card's other side.
    const rating = page.getByTestId('originator-rating');
    await rating.getByRole('button', { name: t.investment.debtorData.showInfo }).click();
    await expect(
      page
        .getByRole('region', { name: t.investment.ratings.title })
        .getByText(t.investment.ratings.rankTitle),
    ).toBeVisible();
  });
});

test.describe("a receivable's originator card (SL, 375 px)", () => {
  journeyAt(375, 'sl');

  test('the debtor is named once, the originator card explains each rating and leads to its page', async ({
    page,
    request,
  }) => {
    const t = T.sl.investment;
    const api = await investorApi(request, DEMO.email, DEMO.password);
    const [receivable] = await api.get<Investment[]>('/investments?limit=1');
    const profile = await api.get<OriginatorProfile>(`/originators/${receivable!.originator.Id}`);

    await openSignedIn(page, DEMO, `/u/investments/${receivable!.Id}`);
    const loan = page.getByRole('region', { name: t.loanData.title });
    await expect(figure(loan, t.loanData.rank)).toHaveText(receivable!.rank);
    await expect(loan.getByText(t.loanData.rankHint)).toBeVisible();
    const card = page.getByRole('region', { name: t.debtorData.title });
    await expect(figure(card, t.debtorData.originator)).toHaveText(receivable!.originator.name);
    // The card names the originator's own country as the originator's, never as the debtor's.
    await expect(card.getByText(t.debtorData.country, { exact: true })).toBeVisible();
    await expect(card.getByText(t.loanData.country, { exact: true })).toHaveCount(0);

    await card.getByRole('button', { name: t.debtorData.showInfo }).click();
    const back = page.getByRole('region', { name: t.ratings.title });
    for (const title of [t.ratings.rankTitle, t.ratings.failureScoreTitle, t.ratings.rankingTitle])
      await expect(back.getByText(title)).toBeVisible();
    await back.getByRole('button', { name: t.debtorData.back }).click();

    await card.getByRole('link', { name: `${t.debtorData.page}: ${receivable!.originator.name}` }).click();
    await expectOriginatorPage(page, 'sl', profile);
  });
});

for (const lang of LANGS) {
  test.describe(`holding schedule and originator screens (${lang})`, () => {
    inLanguage(lang);

    test('every screen passes axe and is photographed', async ({ page, request }, testInfo) => {
      const t = T[lang];
      const shot = (screen: string) => saveScreenshot(page, testInfo, screen, lang, { fullPage: true });
      const api = await investorApi(request, DEMO.email, DEMO.password);
      const [holding] = await api.get<UserInvestment[]>(
        '/user_investments?sort=issued&direction=desc&limit=1',
      );
      const schedule = await api.get<ScheduleRow[]>(`/user_investments/${holding!.Id}/schedule`);

      await openSignedIn(page, DEMO, `/u/my-investments/${holding!.Id}`);
      expect(await scheduleRows(page)).toEqual(
        schedule.map((row) =>
          isMobile(page)
            ? [
                shownDate(row.dueOn, lang),
                shownRow(row, lang).at(-1)!,
                ...[row.principal, row.interest, row.tax, row.net].map((e) => shownEuros(toCents(e))),
              ]
            : shownRow(row, lang),
        ),
      );
      await expectNoAxeViolations(page);
      await shot('holding-schedule');

      await page.goto(`/u/originators/${holding!.investment.originator.Id}`);
      await expect(
        page.getByRole('region', { name: t.investment.originatorPage.record.title }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('originator');

      await page.goto(`/u/investments/${holding!.investment.Id}`);
      await expect(page.getByRole('region', { name: t.investment.debtorData.title })).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('receivable-detail');
    });
  });
}
