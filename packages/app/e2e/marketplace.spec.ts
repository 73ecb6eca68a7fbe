import { execFileSync } from 'node:child_process';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Investment, UserInvestment } from '@invest/api-client';
import enAutoInvest from '../src/locales/en/auto-invest.json' with { type: 'json' };
import enInvestment from '../src/locales/en/investment.json' with { type: 'json' };
import enInvestments from '../src/locales/en/investments.json' with { type: 'json' };
import enMyInvestments from '../src/locales/en/my-investments.json' with { type: 'json' };
import slAutoInvest from '../src/locales/sl/auto-invest.json' with { type: 'json' };
import slInvestment from '../src/locales/sl/investment.json' with { type: 'json' };
import slInvestments from '../src/locales/sl/investments.json' with { type: 'json' };
import slMyInvestments from '../src/locales/sl/my-investments.json' with { type: 'json' };
import {
  DEMO,
  download,
  expectNoAxeViolations,
  figure,
  fill,
  inLanguage,
  interestCents,
  investorApi,
  investorSession,
  isMobile,
  journeyAt,
  LANGS,
  listEntries,
  listReceivable,
  openFromMenu,
  openSignedIn,
  saveScreenshot,
  shownDate,
  shownEuros,
  shownPercent,
  spaces,
  TEXT,
  toast,
  toCents,
  typedEuros,
  type Lang,
} from './support';

/**
 * The marketplace against the real server (issue 9): browse, buy, the refusals, the contract, cancel,
 * and a receivable run to maturity on the development clock. DESIGN §5: each journey runs once, the
 * language and width alternating between them (browse EN 1280, buy SL 375, refusals EN 375, contract
 * SL 1280, cancel EN 1280, maturity SL 375); the other project skips it. Every screen is visited in
 * every language at both widths with an axe check and a screenshot.
 *
 * State that matters is each journey's own: a receivable it lists through the operator's API (a
 * number of its own per run and project) and one of the seeded crowd investors (confirmed, personal,
 * well funded; packages/server/src/modules/demo/seed.ts) per journey, so the journeys do not see each other's purchases.
 */
const T = {
  en: { investments: enInvestments, investment: enInvestment, my: enMyInvestments, autoInvest: enAutoInvest },
  sl: { investments: slInvestments, investment: slInvestment, my: slMyInvestments, autoInvest: slAutoInvest },
};

/** Seeded crowd investors (packages/server/src/modules/demo/seed.ts), one per journey that changes an investor's money. */
const CROWD = {
  buyer: { email: 'luka.horvat@invest.si', password: DEMO.password, firstName: 'Luka' },
  refused: { email: 'eva.kos@invest.si', password: DEMO.password, firstName: 'Eva' },
  rival: { email: 'sara.golob@invest.si', password: DEMO.password, firstName: 'Sara' },
  canceler: { email: 'maja.krajnc@invest.si', password: DEMO.password, firstName: 'Maja' },
  holder: { email: 'jan.zupancic@invest.si', password: DEMO.password, firstName: 'Jan' },
};

/** The contract's amounts (packages/server/src/modules/wallet/account-statement.ts formatStatementEuros): "1.234,56 €". */
function pdfEuros(cents: number): string {
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${whole},${String(cents % 100).padStart(2, '0')} €`;
}
/** The sidebar's Investments entry opens the strategies (SPEC §2); their banner leads on to the marketplace. */
async function openMarketplace(page: Page, lang: Lang) {
  await openFromMenu(page, lang, 'investments', /\/u\/auto-invest-strategies$/);
  await page.getByRole('link', { name: T[lang].autoInvest.manual.action, exact: true }).click();
  await expect(page).toHaveURL(/\/u\/investments$/);
}

/** The receivable numbers of the investments table, top to bottom. */
async function listedNumbers(table: Locator): Promise<string[]> {
  return (await table.locator('tbody tr td:first-child a').allTextContents()).map(spaces);
}

test.describe('marketplace: browse, sort, load more, open (EN, 1280 px)', () => {
  journeyAt(1280, 'en');

  test('the investor sorts the receivables by rate and back, loads more and opens one', async ({ page }) => {
    const t = T.en;
    const numbers = (list: Investment[]) => list.map((investment) => investment.number);
    // What the service answered the page, by sort, direction and offset (the latest answer of each):
    // other journeys list receivables meanwhile, so the table is checked against these answers.
    const answers = new Map<string, Investment[]>();
    const key = (sort: string, direction: string, offset: number) => `${sort} ${direction} ${offset}`;
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/api/investments' || response.request().method() !== 'GET') return;
      const { searchParams: q } = url;
      expect(q.get('limit')).toBe('20');
      answers.set(
        key(q.get('sort')!, q.get('direction')!, Number(q.get('offset'))),
        (await response.json()) as Investment[],
      );
    });
    const served = (sort: string, direction: string, pages = 1) =>
      Array.from({ length: pages }, (_, i) =>
        numbers(answers.get(key(sort, direction, i * 20)) ?? []),
      ).flat();
    /** The table shows, in order, the numbers of the service's answers for that order. */
    const expectTable = (sort: string, direction: string, pages = 1) =>
      expect(async () => {
        expect(await listedNumbers(table)).toEqual(served(sort, direction, pages));
      }).toPass();

    await openSignedIn(page, DEMO, '/u/auto-invest-strategies');
    await page.getByRole('link', { name: t.autoInvest.manual.action, exact: true }).click();
    await expect(page).toHaveURL(/\/u\/investments$/);
    await expect(page.getByRole('heading', { level: 1, name: t.investments.heading })).toBeVisible();
    const table = page.getByRole('table', { name: t.investments.table.caption });
    const rows = table.locator('tbody tr');

    // The newest listings first, 20 of them (SPEC §9), as the service lists them.
    await expect(rows).toHaveCount(20);
    await expectTable('date', 'desc');
    expect(answers.get(key('date', 'desc', 0))).toHaveLength(20);
    const dateHeader = table.getByRole('columnheader', { name: t.investment.receivables.columns.date });
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');

    // Rate: the highest first, then (pressed again) the lowest first.
    const rateHeader = table.getByRole('columnheader', { name: t.investment.receivables.columns.rate });
    const rateSort = rateHeader.getByRole('button', { name: t.investment.receivables.columns.rate });
    await rateSort.click();
    await expect(rateHeader).toHaveAttribute('aria-sort', 'descending');
    await expectTable('rate', 'desc');
    const highestFirst = answers.get(key('rate', 'desc', 0))!;
    const rates = highestFirst.map((investment) => investment.interestRate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    await expect(rows.first().getByText(shownPercent(rates[0]!))).toBeVisible();

    await rateSort.click();
    await expect(rateHeader).toHaveAttribute('aria-sort', 'ascending');
    await expectTable('rate', 'asc');
    const lowestFirst = answers.get(key('rate', 'asc', 0))!.map((investment) => investment.interestRate);
    expect(lowestFirst).toEqual([...lowestFirst].sort((a, b) => a - b));
    expect(served('rate', 'asc')).not.toEqual(served('rate', 'desc'));

    // And back to the newest first.
    await dateHeader.getByRole('button', { name: t.investment.receivables.columns.date }).click();
    await expect(dateHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(rateHeader).not.toHaveAttribute('aria-sort', /./);
    await expectTable('date', 'desc');

    // Load more appends the next 20 of the same order.
    await page.getByRole('button', { name: t.investments.table.loadMore, exact: true }).click();
    await expect.poll(() => served('date', 'desc', 2).length).toBeGreaterThan(20);
    await expectTable('date', 'desc', 2);

    // Open one of the second page: the New investment page with its loan data, debtor data and donut,
    // as the service describes it to the page.
    const [chosenNumber] = served('date', 'desc', 2).slice(20);
    const detail = page.waitForResponse(
      (response) =>
        /^\/api\/investments\/\d+$/.test(new URL(response.url()).pathname) &&
        response.request().method() === 'GET',
    );
    await table.getByRole('link', { name: chosenNumber!, exact: true }).click();
    const chosen = (await (await detail).json()) as Investment;
    expect(chosen.number).toBe(chosenNumber);
    await expect(page).toHaveURL(new RegExp(`/u/investments/${chosen.Id}$`));
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: fill(t.investments.detail.title, { number: chosen.number }),
      }),
    ).toBeVisible();
    await expect(page).toHaveTitle(
      new RegExp(`^${fill(t.investments.detail.title, { number: chosen.number })} `),
    );

    const loan = page.getByRole('region', { name: t.investment.loanData.title });
    await expect(figure(loan, t.investment.loanData.type)).toHaveText(t.investment.types[chosen.type]);
    await expect(figure(loan, t.investment.loanData.totalAmount)).toHaveText(
      shownEuros(toCents(chosen.totalAmount)),
    );
    await expect(figure(loan, t.investment.loanData.availableAmount)).toHaveText(
      shownEuros(toCents(chosen.availableAmount)),
    );
    await expect(figure(loan, t.investment.loanData.interestRate)).toHaveText(
      shownPercent(chosen.interestRate),
    );
    await expect(figure(loan, t.investment.loanData.rank)).toHaveText(chosen.rank);
    await expect(figure(loan, t.investment.loanData.issueDate)).toHaveText(
      shownDate(chosen.dateStartFormatted, 'en'),
    );
    await expect(figure(loan, t.investment.loanData.maturityDate)).toHaveText(
      shownDate(chosen.dateEndFormatted, 'en'),
    );
    await expect(figure(loan, t.investment.loanData.termDays)).toHaveText(String(chosen.termDays));
    await expect(figure(loan, t.investment.loanData.protection)).toHaveText(
      t.investment.protection[chosen.protection ?? 'none'],
    );
    await expect(figure(loan, t.investment.loanData.state)).toHaveText(t.investment.states[chosen.state]);

    const debtor = page.getByRole('region', { name: t.investment.debtorData.title });
    await expect(figure(debtor, t.investment.debtorData.originator)).toHaveText(chosen.originator.name);
    await expect(figure(debtor, t.investment.debtorData.deals)).toHaveText(
      fill(t.investment.debtorData.dealsValue, {
        total: chosen.deals.totalCount,
        active: chosen.deals.activeCount,
      }),
    );
    // What the credit rating company does not know reads N/A, never a blank.
    const missing = [
      chosen.originator.partnerSince,
      chosen.originator.companySize,
      chosen.originator.noOfEmployees,
      chosen.originator.totalIncome,
    ].filter((value) => value === null).length;
    await expect(debtor.getByText(t.investment.notAvailable, { exact: true })).toHaveCount(
      missing + (chosen.originator.creditRating === null ? 2 : 0),
    );

    // The donut: invested versus still available, in euros (its data table is the chart's text).
    const donut = page.getByRole('figure', {
      name: fill(t.investment.funding.chartLabel, { number: chosen.number }),
    });
    await expect(donut).toBeVisible();
    const invested = toCents(chosen.totalAmount) - toCents(chosen.availableAmount);
    await expect(
      donut.getByRole('row', { name: new RegExp(`^${t.investment.funding.invested} `) }),
    ).toContainText(shownEuros(invested));
    await expect(
      donut.getByRole('row', { name: new RegExp(`^${t.investment.funding.available} `) }),
    ).toContainText(shownEuros(toCents(chosen.availableAmount)));
    // The info side of the flip card says what the investor buys.
    await page.getByRole('button', { name: t.investment.funding.showInfo }).click();
    await expect(page.getByText(t.investment.info.buying)).toBeVisible();
  });
});

test.describe('marketplace: filter, reload, same list (SL, 375 px)', () => {
  journeyAt(375, 'sl');

  test('the investor filters the marketplace; a reload (or the link) shows the same filtered list', async ({
    page,
    request,
  }, testInfo) => {
    const t = T.sl;
    const f = t.investments.filters;
    // A receivable of the journey's own that the filters below let through: an invoice of the first
    // originator, Austrian debtor, payment guarantee, 14,85 %, 77 days.
    const receivable = await listReceivable(request, testInfo, 'filters', {
      totalAmount: 4_321,
      interestRate: 14.85,
      protection: 'PG',
      maturesInDays: 77,
    });
    /** The service's latest answer to the filtered list. */
    let answer: Investment[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname !== '/api/investments' || !url.searchParams.has('protection')) return;
      answer = (await response.json()) as Investment[];
    });
    const cards = listEntries(page, t.investments.table.caption);
    const shownNumbers = async () => (await cards.getByRole('link').allTextContents()).map(spaces);
    /** The cards are the service's answer, every one of them within the filters, ours among them. */
    const expectFiltered = () =>
      expect(async () => {
        expect(answer.map((investment) => investment.number)).toContain(receivable.number);
        for (const investment of answer) {
          expect(investment).toMatchObject({ type: 'invoiceFactoring', protection: 'PG', country: 'AT' });
          expect(investment.interestRate).toBeGreaterThanOrEqual(14.85);
          expect(investment.termDays).toBeGreaterThanOrEqual(60);
          expect(investment.termDays).toBeLessThanOrEqual(90);
          expect(investment.originator).toMatchObject({
            Id: receivable.originatorId,
            name: receivable.originatorName,
          });
        }
        expect(await shownNumbers()).toEqual(answer.map((investment) => investment.number));
      }).toPass();

    await openSignedIn(page, DEMO, '/u/investments');
    await expect(cards).toHaveCount(20);
    // On a phone the filters fold under one button.
    await page.getByRole('button', { name: f.title }).click();
    const bar = page.getByRole('search', { name: f.title });
    await bar.getByRole('combobox', { name: f.type, exact: true }).selectOption({
      label: t.investment.types.invoiceFactoring,
    });
    await bar.getByRole('combobox', { name: f.protection, exact: true }).selectOption({
      label: t.investment.protection.PG,
    });
    await bar.getByRole('combobox', { name: f.country, exact: true }).selectOption({ label: 'Avstrija' });
    // The originator is chosen from the list of names (GET /originators).
    await bar.getByRole('combobox', { name: f.originator, exact: true }).selectOption({
      label: receivable.originatorName,
    });
    await bar.getByRole('textbox', { name: f.termFrom, exact: true }).fill('60');
    await bar.getByRole('textbox', { name: f.termTo, exact: true }).fill('90');
    // The Slovene decimal comma.
    await bar.getByRole('textbox', { name: f.rateFrom, exact: true }).fill('14,85');
    await bar.getByRole('button', { name: f.apply, exact: true }).click();

    const address = {
      type: 'invoiceFactoring',
      protection: 'PG',
      country: 'AT',
      originatorId: String(receivable.originatorId),
      termFrom: '60',
      termTo: '90',
      rateFrom: '14.85',
    };
    await expect.poll(() => Object.fromEntries(new URL(page.url()).searchParams)).toEqual(address);
    await expectFiltered();
    // Each card keeps what one decides by: term, protection, originator and the debtor's country.
    const ours = cards.filter({ hasText: receivable.number });
    await expect(ours).toContainText(fill(t.investment.cards.days_other, { count: 77 }));
    await expect(ours).toContainText(t.investment.protection.PG);
    await expect(ours).toContainText(receivable.originatorName);
    await expect(ours).toContainText('Avstrija');
    await saveScreenshot(page, testInfo, 'investments-filtered', 'sl', { fullPage: true });
    const before = await shownNumbers();

    // A reload keeps the filters: the same address, the same list, the fields as they were set.
    answer = [];
    await page.reload();
    await expectFiltered();
    expect(await shownNumbers()).toEqual(before);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(address);
    await expect(page.getByRole('button', { name: f.title })).toContainText(
      fill(f.active_other, { count: 7 }),
    );
    await page.getByRole('button', { name: f.title }).click();
    await expect(bar.getByRole('textbox', { name: f.rateFrom, exact: true })).toHaveValue('14,85');
    await expect(bar.getByRole('combobox', { name: f.protection, exact: true })).toHaveValue('PG');
    await expect(bar.getByRole('combobox', { name: f.originator, exact: true })).toHaveValue(
      String(receivable.originatorId),
    );

    // The same link opened afresh (shared) shows the same list.
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    await expect(listEntries(shared, t.investments.table.caption).getByRole('link')).toHaveText(before);
    await shared.close();

    // Clear filters: the whole marketplace again, nothing left in the address.
    await bar.getByRole('button', { name: f.clear, exact: true }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await expect(cards).toHaveCount(20);
  });
});

test.describe('marketplace: buy a part (SL, 375 px)', () => {
  journeyAt(375, 'sl');

  test('the investor confirms amount, interest and protection; funds, receivable and holdings follow', async ({
    page,
    request,
  }, testInfo) => {
    const t = T.sl;
    const receivable = await listReceivable(request, testInfo, 'BUY', {
      totalAmount: 20_000,
      interestRate: 10.5,
      maturesInDays: 60,
      protection: 'BG',
    });
    const investor = await investorSession(request, CROWD.buyer);
    const fundsBefore = await investor.availableCents();
    const cents = 123_456;

    await openSignedIn(page, CROWD.buyer, '/u/account');
    await openMarketplace(page, 'sl');
    // The newest listing is on top; on a phone it is a card, opened by a tap anywhere on it.
    await listEntries(page, t.investments.table.caption)
      .filter({ hasText: receivable.number })
      .getByRole('link', { name: fill(t.investment.receivables.open, { number: receivable.number }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/u/investments/${receivable.Id}$`));
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: fill(t.investments.detail.title, { number: receivable.number }),
      }),
    ).toBeVisible();

    const card = page.locator('[data-slot="card"]').filter({
      has: page.getByRole('textbox', { name: t.investments.buy.amount }),
    });
    await expect(figure(card, t.investments.buy.availableFunds)).toHaveText(shownEuros(fundsBefore));
    await expect(figure(card, t.investments.buy.availableAmount)).toHaveText(shownEuros(2_000_000));
    await card.getByRole('textbox', { name: t.investments.buy.amount }).fill(typedEuros(cents));
    await card.getByRole('button', { name: t.investments.buy.submit, exact: true }).click();

    const dialog = page.getByRole('alertdialog', {
      name: fill(t.investments.buy.confirm.title, { amount: shownEuros(cents), number: receivable.number }),
    });
    await expect(dialog).toBeVisible();
    const expectedInterest = interestCents(cents, 10.5, 60);
    expect(expectedInterest).toBeGreaterThan(0);
    await expect(figure(dialog, t.investments.buy.confirm.amount)).toHaveText(shownEuros(cents));
    await expect(figure(dialog, t.investments.buy.confirm.interest)).toHaveText(shownEuros(expectedInterest));
    await expect(figure(dialog, t.investments.buy.confirm.protection)).toHaveText(t.investment.protection.BG);
    await saveScreenshot(page, testInfo, 'buy-confirmation-journey', 'sl');
    await dialog.getByRole('button', { name: t.investments.buy.confirm.confirm, exact: true }).click();

    await expect(toast(page).getByText(t.investments.buy.done.title)).toBeVisible();
    await expect(
      toast(page).getByText(
        fill(t.investments.buy.done.description, { amount: shownEuros(cents), number: receivable.number }),
      ),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    // The page reads the receivable and the funds again.
    await expect(figure(card, t.investments.buy.availableAmount)).toHaveText(shownEuros(2_000_000 - cents));
    await expect(figure(card, t.investments.buy.availableFunds)).toHaveText(shownEuros(fundsBefore - cents));

    // The service agrees: the receivable has that much less, the funds dropped by the amount.
    const after = await investor.get<Investment>(`/investments/${receivable.Id}`);
    expect(toCents(after.availableAmount)).toBe(2_000_000 - cents);
    expect(after.invested).toBe(true);
    expect(await investor.availableCents()).toBe(fundsBefore - cents);
    const [holding] = await investor.get<UserInvestment[]>('/user_investments?limit=20&offset=0');
    expect(holding!.investment.Id).toBe(receivable.Id);
    expect(toCents(holding!.amount)).toBe(cents);
    // The interest the confirmation promised is what the holding is expected to earn.
    expect(toCents(holding!.expectedInterest)).toBe(expectedInterest);

    // In My investments, newest purchase first, active.
    await openFromMenu(page, 'sl', 'myInvestments', /\/u\/my-investments$/);
    const row = listEntries(page, t.my.list.caption).first();
    await expect(row).toContainText(receivable.number);
    await expect(row).toContainText(shownEuros(cents));
    await expect(row).toContainText(t.investment.holdings.status.active);
  });
});

test.describe('marketplace: amounts it refuses (EN, 375 px)', () => {
  journeyAt(375, 'en');

  test('above the funds, above what is left, and what another investor bought meanwhile', async ({
    page,
    request,
  }, testInfo) => {
    const t = T.en;
    const receivable = await listReceivable(request, testInfo, 'REF', {
      totalAmount: 1_000,
      interestRate: 8,
      maturesInDays: 45,
      protection: 'PG',
    });
    const investor = await investorSession(request, CROWD.refused);
    const funds = await investor.availableCents();
    expect(funds, 'the investor can afford the whole receivable').toBeGreaterThan(100_000);

    await openSignedIn(page, CROWD.refused, `/u/investments/${receivable.Id}`);
    const amount = page.getByRole('textbox', { name: t.investments.buy.amount });
    const invest = page.getByRole('button', { name: t.investments.buy.submit, exact: true });
    const dialog = page.getByRole('alertdialog');

    // The limits before anything is typed; below the minimum it says why on leaving the field.
    const words = (text: string) =>
      new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')}$`);
    await expect(
      page.getByText(
        words(fill(t.investments.buy.rangeHint, { min: shownEuros(1_000), max: shownEuros(100_000) })),
      ),
    ).toBeVisible();
    await amount.fill('5');
    await amount.blur();
    await expect(
      page.getByText(words(fill(t.investments.buy.errors['below-minimum'], { min: shownEuros(1_000) }))),
    ).toBeVisible();
    await invest.click();
    await expect(dialog).toHaveCount(0);

    await amount.fill(typedEuros(funds + 1));
    await invest.click();
    await expect(
      page.getByText(fill(t.investments.buy.errors['above-funds'], { max: shownEuros(funds) })),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);

    await amount.fill('1000,01');
    await expect(
      page.getByText(fill(t.investments.buy.errors['above-available'], { max: shownEuros(100_000) })),
    ).toBeVisible();
    await invest.click();
    await expect(dialog).toHaveCount(0);

    // A valid amount, but another investor buys most of the receivable while the dialog asks.
    await amount.fill('600');
    await invest.click();
    await expect(dialog).toBeVisible();
    const rival = await investorSession(request, CROWD.rival);
    await rival.buy(receivable.Id, 50_000);
    await dialog.getByRole('button', { name: t.investments.buy.confirm.confirm, exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(TEXT.en.errors['exceeds-available-amount']);
    await expect(dialog).toBeVisible();
    // The refusal reads the receivable again: what is left now.
    await expect(figure(page.locator('main'), t.investments.buy.availableAmount)).toHaveText(
      shownEuros(50_000),
    );
    await saveScreenshot(page, testInfo, 'buy-refused', 'en');
    await dialog.getByRole('button', { name: t.investments.buy.confirm.cancel, exact: true }).click();
    await expect(dialog).toHaveCount(0);

    // Nothing was bought, nothing was spent.
    expect(await investor.availableCents()).toBe(funds);
    const holdings = await investor.get<UserInvestment[]>('/user_investments?limit=20&offset=0');
    expect(holdings.filter((h) => h.investment.Id === receivable.Id)).toEqual([]);
  });
});

test.describe('marketplace: the contract of a holding (SL, 1280 px)', () => {
  journeyAt(1280, 'sl');

  test('the PDF from My investments names the investor, the receivable and the amount', async ({
    page,
    request,
  }, testInfo) => {
    const t = T.sl;
    const api = await investorApi(request, DEMO.email, DEMO.password);
    const customer = await api.get<{ contact: { firstName: string; lastName: string } }>(
      `/customer/${api.userId}`,
    );
    const [holding] = await api.get<UserInvestment[]>('/user_investments?limit=20&offset=0');
    expect(holding, 'the demo investor holds receivables').toBeDefined();

    await openSignedIn(page, DEMO, '/u/my-investments');
    const row = page.getByRole('table', { name: t.my.list.caption }).locator('tbody tr').first();
    await expect(row).toContainText(holding!.investment.number);
    const pdf = await download(
      row.getByRole('button', {
        name: fill(t.investment.holdings.download, { number: holding!.investment.number }),
      }),
      testInfo,
      'contract.pdf',
    );
    expect(pdf.name).toMatch(/\.pdf$/);

    const text = spaces(execFileSync('pdftotext', [pdf.path, '-'], { encoding: 'utf8' }));
    // In the interface language, with the parties and what was bought.
    expect(text).toContain('Pogodba o odstopu terjatve');
    expect(text).toContain(`${customer.contact.firstName} ${customer.contact.lastName}`);
    expect(text).toContain(holding!.investment.originator.name);
    expect(text).toContain(holding!.investment.number);
    expect(text).toContain(pdfEuros(toCents(holding!.amount)));
  });
});

test.describe('marketplace: cancel a holding (EN, 1280 px)', () => {
  journeyAt(1280, 'en');

  test('the investor cancels from the detail page; the money is back and the list no longer has it', async ({
    page,
    request,
  }, testInfo) => {
    const t = T.en;
    const receivable = await listReceivable(request, testInfo, 'CXL', {
      totalAmount: 10_000,
      interestRate: 9,
      maturesInDays: 90,
      protection: 'BG',
    });
    const investor = await investorSession(request, CROWD.canceler);
    const fundsBefore = await investor.availableCents();
    const cents = 75_000;
    const holdingId = await investor.buy(receivable.Id, cents);
    expect(await investor.availableCents()).toBe(fundsBefore - cents);

    await openSignedIn(page, CROWD.canceler, '/u/my-investments');
    const list = page.getByRole('table', { name: t.my.list.caption });
    await list
      .getByRole('link', {
        name: fill(t.investment.holdings.viewLabel, { number: receivable.number }),
        exact: true,
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`/u/my-investments/${holdingId}$`));
    const banner = page.getByRole('region', {
      name: fill(t.my.detail.banner.title, { amount: shownEuros(cents) }),
    });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: t.my.detail.cancel, exact: true }).click();

    const dialog = page.getByRole('alertdialog', {
      name: fill(t.my.detail.cancelConfirm.title, { amount: shownEuros(cents), number: receivable.number }),
    });
    await expect(dialog).toContainText(t.my.detail.cancelConfirm.description);
    await dialog.getByRole('button', { name: t.my.detail.cancelConfirm.confirm, exact: true }).click();

    await expect(toast(page).getByText(t.my.detail.canceled.title)).toBeVisible();
    await expect(
      toast(page).getByText(fill(t.my.detail.canceled.description, { amount: shownEuros(cents) })),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/u\/my-investments$/);
    await expect(list.locator('tbody tr').first()).toBeVisible();
    await expect(list.locator('tbody tr').filter({ hasText: receivable.number })).toHaveCount(0);

    const canceled = await investor.get<UserInvestment>(`/user_investments/${holdingId}`);
    expect(canceled).toMatchObject({ status: 'CANCELED', active: false, cancelable: false });
    expect(await investor.availableCents()).toBe(fundsBefore);
    const offered = await investor.get<Investment>(`/investments/${receivable.Id}`);
    expect(toCents(offered.availableAmount)).toBe(1_000_000);
  });
});

/** The four screens of the marketplace, with the demo investor's first listing and holding. */
async function screens(request: APIRequestContext) {
  const api = await investorApi(request, DEMO.email, DEMO.password);
  const [investment] = await api.get<Investment[]>('/investments?sort=date&direction=desc&limit=20&offset=0');
  const [holding] = await api.get<UserInvestment[]>('/user_investments?limit=20&offset=0');
  return { investment: investment!, holding: holding! };
}

for (const lang of LANGS) {
  test.describe(`marketplace screens (${lang})`, () => {
    inLanguage(lang);

    test('every screen passes axe and is photographed', async ({ page, request }, testInfo) => {
      const t = T[lang];
      const { investment, holding } = await screens(request);
      const shot = (screen: string) => saveScreenshot(page, testInfo, screen, lang, { fullPage: true });

      await openSignedIn(page, DEMO, '/u/investments');
      await expect(listEntries(page, t.investments.table.caption)).toHaveCount(20);
      await expectNoAxeViolations(page);
      await shot('investments');

      await page.goto(`/u/investments/${investment.Id}`);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: fill(t.investments.detail.title, { number: investment.number }),
        }),
      ).toBeVisible();
      await expect(
        page.getByRole('figure', {
          name: fill(t.investment.funding.chartLabel, { number: investment.number }),
        }),
      ).toBeVisible();
      await expect(figure(page.locator('main'), t.investments.buy.availableFunds)).toHaveText(/\d,\d\d/);
      await expectNoAxeViolations(page);
      await shot('new-investment');

      // The confirmation before buying.
      await page.getByRole('textbox', { name: t.investments.buy.amount }).fill('10');
      await page.getByRole('button', { name: t.investments.buy.submit, exact: true }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('buy-confirmation');
      await dialog.getByRole('button', { name: t.investments.buy.confirm.cancel, exact: true }).click();
      await expect(dialog).toHaveCount(0);

      await page.goto('/u/my-investments');
      await expect(listEntries(page, t.my.list.caption).first()).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('my-investments');
      if (isMobile(page)) {
        await page.getByRole('tab', { name: t.my.tabs.summary, exact: true }).click();
        await expect(
          page.getByRole('table', { name: t.my.summary.caption }).locator('tbody tr').first(),
        ).toBeVisible();
        await expectNoAxeViolations(page);
        await shot('account-summary');
      }

      await page.goto(`/u/my-investments/${holding.Id}`);
      await expect(
        page.getByRole('region', {
          name: fill(t.my.detail.banner.title, { amount: shownEuros(toCents(holding.amount)) }),
        }),
      ).toBeVisible();
      await expect(
        page.getByRole('figure', {
          name: fill(t.investment.funding.chartLabel, { number: holding.investment.number }),
        }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await shot('my-investment');
    });
  });
}
