import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { AccountHistoryEntry, UserInvestment } from '@invest/api-client';
import enAccount from '../src/locales/en/account.json' with { type: 'json' };
import enInvestment from '../src/locales/en/investment.json' with { type: 'json' };
import enMyInvestments from '../src/locales/en/my-investments.json' with { type: 'json' };
import enSmsCode from '../src/locales/en/sms-code.json' with { type: 'json' };
import slAccount from '../src/locales/sl/account.json' with { type: 'json' };
import slInvestment from '../src/locales/sl/investment.json' with { type: 'json' };
import slMyInvestments from '../src/locales/sl/my-investments.json' with { type: 'json' };
import slSmsCode from '../src/locales/sl/sms-code.json' with { type: 'json' };
import { SERVERS } from './servers';
import {
  addDays,
  codeBoxes,
  DEMO,
  fill,
  interestCents,
  investorApi,
  investorSession,
  journeyAt,
  listEntries,
  listReceivable,
  ljubljanaDate,
  openSignedIn,
  outboxIds,
  registerByApi,
  saveScreenshot,
  sendAgain,
  shownDate,
  shownEuros,
  smsFromOutbox,
  spaces,
  switchSession,
  TEXT,
  toast,
  toCents,
  wrongCode,
  type Lang,
} from './support';

/**
 * The journeys that run the development calendar forward (POST /api/dev/simulate, DEV_CLOCK=1), on a
 * server of their own (e2e/servers.ts): a simulated day ends every session and passes every throttle
 * on its server, which no other journey could share. In file order, one after the other: a receivable
 * runs to maturity (it checks the calendar has not moved before it), then two-factor is switched on
 * and, the next day, off. Both at 375 px in Slovene (DESIGN §5).
 */
test.use({ baseURL: SERVERS.calendar.url });
journeyAt(375, 'sl');

const MARKET = {
  en: { investment: enInvestment, my: enMyInvestments },
  sl: { investment: slInvestment, my: slMyInvestments },
};
const ACCOUNT = { en: enAccount, sl: slAccount };
const SMS_CODE = { en: enSmsCode, sl: slSmsCode };

/** A seeded crowd investor (packages/server/src/modules/demo/seed.ts), well funded. */
const HOLDER = { email: 'jan.zupancic@invest.si', password: DEMO.password, firstName: 'Jan' };

interface LifecycleStep {
  number: string;
  kind: string;
  amount: number | null;
}
interface Simulation {
  from: string;
  to: string;
  days: { date: string; steps: LifecycleStep[] }[];
}
interface Customer {
  status: { twoFactorAuthEnabled: boolean };
}

/** Runs the server's calendar one day forward. */
async function nextDay(request: APIRequestContext): Promise<Simulation> {
  const simulated = await request.post('/api/dev/simulate', { data: { days: 1 } });
  expect(simulated.ok(), await simulated.text()).toBe(true);
  return (await simulated.json()) as Simulation;
}

const toastText = (page: Page, title: string) => toast(page).getByText(title, { exact: true });
/** The account page in `lang`, its data loaded (the account number is shown). */
async function expectAccountPage(page: Page, lang: Lang) {
  const a = ACCOUNT[lang];
  await expect(page.getByRole('heading', { level: 1, name: a.heading, exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: a.security.twoFactor, exact: true })).toBeVisible();
}
async function openAccount(page: Page, lang: Lang, person: { email: string; password: string }) {
  await openSignedIn(page, person, '/u/account');
  await expectAccountPage(page, lang);
}

test.describe('marketplace: a receivable runs to maturity (SL, 375 px)', () => {
  test('the simulated day repays principal, interest and tax, as the account summary shows to the cent', async ({
    page,
    request,
  }, testInfo) => {
    const t = MARKET.sl;
    const today = ljubljanaDate(new Date());
    const receivable = await listReceivable(request, testInfo, 'MAT', {
      totalAmount: 8_000,
      interestRate: 12,
      issuedDaysAgo: 30,
      maturesInDays: 1,
      protection: 'PG',
    });
    expect(
      ljubljanaDate(new Date(receivable.listedAt)),
      'the development clock has not been moved before this journey (it runs first in this file)',
    ).toBe(today);
    const before = await investorSession(request, HOLDER);
    const cents = 500_000;
    const holdingId = await before.buy(receivable.Id, cents);
    const bought = await before.get<UserInvestment>(`/user_investments/${holdingId}`);
    // One day of interest at 12 %, and the 25 % tax withheld from a personal investor (half up).
    const interest = interestCents(cents, 12, 1);
    expect(toCents(bought.expectedInterest)).toBe(interest);
    const tax = Math.round(interest / 4);
    expect(tax).toBeGreaterThan(0);
    const [newestBefore] = (await before.get<{ content: AccountHistoryEntry[] }>('/accountHistory?size=20'))
      .content;

    const simulation = await nextDay(request);
    expect(simulation.to).toBe(addDays(today, 1));
    const repayment = simulation.days
      .flatMap((day) => day.steps)
      .find((step) => step.number === receivable.number && step.kind === 'REPAYMENT');
    expect(repayment, 'the receivable is repaid on its maturity day').toBeDefined();
    expect(toCents(repayment!.amount!)).toBe(cents + interest);

    // Tokens issued before the day passed have expired (1 hour): a new session.
    const after = await investorSession(request, HOLDER);
    const ended = await after.get<UserInvestment>(`/user_investments/${holdingId}`);
    expect(ended).toMatchObject({ status: 'REPAID', active: false, dateEndFormatted: addDays(today, 1) });
    const history = (await after.get<{ content: AccountHistoryEntry[] }>('/accountHistory?size=20')).content;
    const fresh = history.filter((entry) => entry.Id > newestBefore!.Id);
    const booked = (type: AccountHistoryEntry['type'], value: number) =>
      fresh.filter((entry) => entry.type === type && toCents(entry.value) === value);
    expect(booked('INVESTMENT_END', cents)).toHaveLength(1);
    expect(booked('EARNED_INTERESTS', interest)).toHaveLength(1);
    expect(booked('TAX', -tax)).toHaveLength(1);

    await openSignedIn(page, HOLDER, '/u/my-investments');
    await page.getByRole('tab', { name: t.my.tabs.summary, exact: true }).click();
    const summary = page.getByRole('table', { name: t.my.summary.caption });
    const rows = summary.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    // The newest movements, as the service reports them: number, date, type and value to the cent.
    for (const [index, entry] of fresh.entries()) {
      const cells = (await rows.nth(index).locator('td').allInnerTexts()).map(spaces);
      expect(cells.slice(0, 4)).toEqual([
        String(entry.Id),
        shownDate(entry.dateFormatted, 'sl'),
        t.my.summary.types[entry.type],
        shownEuros(Math.abs(toCents(entry.value))),
      ]);
    }
    await saveScreenshot(page, testInfo, 'account-summary-after-maturity', 'sl', { fullPage: true });

    // The holding is done, and its page says when it was repaid.
    await page.getByRole('tab', { name: t.my.tabs.investments, exact: true }).click();
    const row = listEntries(page, t.my.list.caption).filter({ hasText: receivable.number });
    await expect(row).toContainText(t.investment.holdings.status.done);
    await row
      .getByRole('link', { name: fill(t.investment.holdings.viewLabel, { number: receivable.number }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/u/my-investments/${holdingId}$`));
    await expect(
      page.getByText(fill(t.my.detail.banner.REPAID, { date: shownDate(addDays(today, 1), 'sl') })),
    ).toBeVisible();
  });
});

test.describe('account: two-factor on, and off the next day, with SMS codes (SL, 375 px)', () => {
  test('each switch is confirmed with its own code; a wrong code is refused and can be retried', async ({
    page,
    request,
  }) => {
    const a = ACCOUNT.sl;
    // The page's timers run on Playwright's clock: the 9 seconds of Send again pass without waiting.
    await page.clock.install();
    const person = await registerByApi(request, 'sl', 'acct-2fa');
    const investor = await investorApi(request, person.email, person.password);
    let twoFactorOn = async () =>
      (await investor.get<Customer>(`/customer/${investor.userId}`)).status.twoFactorAuthEnabled;
    expect(await twoFactorOn()).toBe(false);

    await openAccount(page, 'sl', person);
    const toggle = page.getByRole('switch', { name: a.security.twoFactor, exact: true });
    await expect(toggle).not.toBeChecked();

    let before = await outboxIds(request, person.telephone);
    await toggle.click();
    const on = page.getByRole('dialog', { name: a.twoFactor.titleOn });
    await expect(on).toBeVisible();
    await expect(on).toContainText(a.twoFactor.description.replace('{{phone}}', person.telephone));
    const first = await smsFromOutbox(request, person.telephone, before);
    // Send again rests 9 seconds (SPEC §4), as the service does: counting down, then ready.
    await expect(sendAgain(on, 'sl')).toBeDisabled();
    await expect(sendAgain(on, 'sl')).toHaveAccessibleName(/\(\d s\)$/);
    await page.clock.fastForward(9_000);
    await expect(sendAgain(on, 'sl')).toBeEnabled();
    await expect(sendAgain(on, 'sl')).toHaveAccessibleName(SMS_CODE.sl.resend);
    await codeBoxes(on, 'sl').fill(first.code);
    await expect(toastText(page, a.twoFactor.doneOn)).toBeVisible();
    await expect(on).toBeHidden();
    await expect(toggle).toBeChecked();
    expect(await twoFactorOn()).toBe(true);

    await page.reload();
    await expectAccountPage(page, 'sl');
    await expect(toggle).toBeChecked();

    // The next day (the service sends codes of one purpose at least 9 s apart, and this journey does
    // not wait for them): her session of yesterday has ended, she signs in again and switches it off.
    await nextDay(request);
    await switchSession(page, person, '/u/account');
    await expectAccountPage(page, 'sl');
    const again = await investorApi(request, person.email, person.password);
    twoFactorOn = async () =>
      (await again.get<Customer>(`/customer/${again.userId}`)).status.twoFactorAuthEnabled;
    before = await outboxIds(request, person.telephone);
    await toggle.click();
    const off = page.getByRole('dialog', { name: a.twoFactor.titleOff });
    await expect(off).toBeVisible();
    const second = await smsFromOutbox(request, person.telephone, before);
    expect(second.code).not.toBe(first.code);
    await codeBoxes(off, 'sl').fill(wrongCode(second.code));
    await expect(off.getByText(TEXT.sl.errors['phone-confirmation-code-invalid'])).toBeVisible();
    await expect(codeBoxes(off, 'sl')).toHaveValue('');
    expect(await twoFactorOn()).toBe(true);
    await codeBoxes(off, 'sl').fill(second.code);
    await expect(toastText(page, a.twoFactor.doneOff)).toBeVisible();
    await expect(off).toBeHidden();
    await expect(toggle).not.toBeChecked();
    expect(await twoFactorOn()).toBe(false);
  });
});
