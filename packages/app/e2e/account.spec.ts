import { expect, test, type Locator, type Page, type Request, type TestInfo } from '@playwright/test';
import enAccount from '../src/locales/en/account.json' with { type: 'json' };
import enSmsCode from '../src/locales/en/sms-code.json' with { type: 'json' };
import slAccount from '../src/locales/sl/account.json' with { type: 'json' };
import slSmsCode from '../src/locales/sl/sms-code.json' with { type: 'json' };
import {
  codeBoxes,
  DEMO,
  expectDashboard,
  expectNoAxeViolations,
  figure,
  inLanguage,
  investorApi,
  isMobile,
  journeyAt,
  LANGS,
  login,
  openSignedIn,
  outboxIds,
  registerByApi,
  saveScreenshot,
  smsFromOutbox,
  TEXT,
  toast,
  wrongCode,
  type Lang,
} from './support';

/**
 * The account page and its step-ups against the real server: the default language, two-factor on and
 * off with SMS codes, a password change, closing an empty account (and a funded one refused) and a
 * notification setting. DESIGN §5: each journey runs once, language and width alternating between them
 * (EN 1280 px, SL 375 px, SL 1280 px, EN 375 px, EN 1280 px); every screen is visited at both widths in
 * both languages with axe and a screenshot. Journeys that change or close a profile use a new investor
 * registered through the API, one per test and project.
 */
const ACCOUNT = { en: enAccount, sl: slAccount };
const SMS_CODE = { en: enSmsCode, sl: slSmsCode };

interface Customer {
  Id: number;
  username: string;
  contact: { telephone: string };
  status: { twoFactorAuthEnabled: boolean };
  settings: {
    language: 'EN' | 'SL';
    notifications: {
      accountSummary: 'NONE' | 'DAILY' | 'WEEKLY' | 'MONTHLY';
      deposits: boolean;
      withdrawals: boolean;
      news: boolean;
      updates: boolean;
    };
  };
}

interface Person {
  email: string;
  password: string;
  firstName: string;
  telephone: string;
}

const toastText = (page: Page, title: string) => toast(page).getByText(title, { exact: true });

/** Opens the account page signed in as `person` (the page was started in `lang`). */
async function openAccount(page: Page, lang: Lang, person: Pick<Person, 'email' | 'password'>) {
  await openSignedIn(page, person, '/u/account');
  await expectAccountPage(page, lang);
}

/** The account page in `lang`, its data loaded (the account number is shown). */
async function expectAccountPage(page: Page, lang: Lang) {
  const a = ACCOUNT[lang];
  await expect(page.getByRole('heading', { level: 1, name: a.heading, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: a.personal.title, exact: true })).toBeVisible();
  await expect(descriptionValue(page, a.personal.accountNumber)).toHaveText(/\d{4}/);
}

const descriptionValue = (page: Page, label: string) => figure(page, label).first();

/** The default-language radio of `value` (each language is named in itself, so found by its value). */
function languageRadio(page: Page, lang: Lang, value: 'EN' | 'SL'): Locator {
  return page
    .getByRole('radiogroup', { name: ACCOUNT[lang].personal.language })
    .getByRole('radio')
    .and(page.locator(`[value="${value}"]`));
}

/** The PUT /updateCustomer the next action sends. */
function nextProfileSave(page: Page): Promise<Request> {
  return page.waitForRequest(
    (request) => request.method() === 'PUT' && /\/api\/updateCustomer\/\d+$/.test(request.url()),
  );
}

test.describe('account: the default language (EN → SL, 1280 px)', () => {
  journeyAt(1280, 'en');

  test('choosing Slovene switches the interface, is saved on the account and kept after a reload', async ({
    page,
    request,
  }) => {
    const person = await registerByApi(request, 'en', 'acct-lang');
    const investor = await investorApi(request, person.email, person.password);
    const customer = await investor.get<Customer>(`/customer/${investor.userId}`);
    expect(customer.settings.language).toBe('EN');

    await openAccount(page, 'en', person);
    await expect(languageRadio(page, 'en', 'EN')).toBeChecked();
    const saved = nextProfileSave(page);
    await languageRadio(page, 'en', 'SL').click();
    // Only the changed entry goes to the service (SPEC §2).
    expect((await saved).postDataJSON()).toEqual({
      Id: investor.userId,
      username: customer.username,
      settings: { language: 'SL' },
    });
    await expectAccountPage(page, 'sl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
    await expect(toastText(page, ACCOUNT.sl.saved.done)).toBeVisible();
    await expect(languageRadio(page, 'sl', 'SL')).toBeChecked();
    await expect
      .poll(async () => (await investor.get<Customer>(`/customer/${investor.userId}`)).settings.language)
      .toBe('SL');

    await page.reload();
    await expectAccountPage(page, 'sl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sl');
    await expect(languageRadio(page, 'sl', 'SL')).toBeChecked();
    await expect(
      page.getByRole('navigation', { name: TEXT.sl.shell.nav.label }).getByRole('link', {
        name: TEXT.sl.shell.nav.account,
        exact: true,
      }),
    ).toBeVisible();

    // And back: the interface and the account follow again.
    await languageRadio(page, 'sl', 'EN').click();
    await expectAccountPage(page, 'en');
    await expect(languageRadio(page, 'en', 'EN')).toBeChecked();
    await expect
      .poll(async () => (await investor.get<Customer>(`/customer/${investor.userId}`)).settings.language)
      .toBe('EN');
  });
});

test.describe('account: changing the password (SL, 1280 px)', () => {
  journeyAt(1280, 'sl');

  test('the new password, confirmed with a code, ends other sessions and is the one that logs in', async ({
    page,
    request,
  }) => {
    const a = ACCOUNT.sl;
    const t = TEXT.sl;
    const person = await registerByApi(request, 'sl', 'acct-pw');
    // Another device's session, which the change must end.
    const other = await investorApi(request, person.email, person.password);

    await openAccount(page, 'sl', person);
    await page.getByRole('link', { name: a.security.changePassword, exact: true }).click();
    await expect(page).toHaveURL(/\/u\/change-password$/);
    await expect(page.getByRole('heading', { level: 1, name: a.changePassword.heading })).toBeVisible();

    const code = page.getByRole('textbox', { name: a.changePassword.code, exact: true });
    const newPassword = page.getByRole('textbox', { name: a.changePassword.newPassword, exact: true });
    const repeat = page.getByRole('textbox', { name: a.changePassword.repeatPassword, exact: true });
    const submit = page.getByRole('button', { name: a.changePassword.submit, exact: true });
    await submit.click();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');

    const before = await outboxIds(request, person.telephone);
    await page.getByRole('button', { name: a.changePassword.sendCode, exact: true }).click();
    await expect(
      page.getByText(a.changePassword.codeSent.replace('{{phone}}', person.telephone)),
    ).toBeVisible();
    const sms = await smsFromOutbox(request, person.telephone, before);

    const password = `Gorski-Potok-${Date.now().toString(36)}`;
    await newPassword.fill(password);
    await repeat.fill(password);
    await code.fill(wrongCode(sms.code));
    await submit.click();
    await expect(
      page.getByRole('alert').filter({ hasText: t.errors['phone-confirmation-code-invalid'] }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/u\/change-password$/);
    expect((await request.get(`/api/customer/${other.userId}`, { headers: other.headers })).ok()).toBe(true);

    await code.fill(sms.code);
    await submit.click();
    await expect(toastText(page, a.changePassword.done)).toBeVisible();
    await expect(page).toHaveURL(/\/u\/account$/);
    // This session stays; the other one has ended.
    await page.reload();
    await expectAccountPage(page, 'sl');
    expect((await request.get(`/api/customer/${other.userId}`, { headers: other.headers })).status()).toBe(
      401,
    );

    await page.getByRole('button', { name: t.shell.logout, exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await login(page, 'sl', person.email, person.password);
    await expect(page.getByRole('alert').filter({ hasText: t.errors.unauthorized })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await login(page, 'sl', person.email, password);
    await expectDashboard(page, 'sl', person.firstName);
  });
});

test.describe('account: deleting the account (EN, 375 px)', () => {
  journeyAt(375, 'en');

  test('an empty account is deleted with a code and the login page says so', async ({ page, request }) => {
    const a = ACCOUNT.en;
    const person = await registerByApi(request, 'en', 'acct-del');
    const investor = await investorApi(request, person.email, person.password);
    const balance = await investor.get<{ totalBalance: number }>('/accountBalance');
    expect(balance.totalBalance).toBe(0);

    await openAccount(page, 'en', person);
    await page.getByRole('button', { name: a.delete.button, exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: a.delete.title });
    await expect(ask).toContainText(a.delete.description.replace('{{phone}}', person.telephone));
    const before = await outboxIds(request, person.telephone);
    await ask.getByRole('button', { name: a.delete.sendCode, exact: true }).click();
    await expect(ask).toBeHidden();

    const confirm = page.getByRole('dialog', { name: a.delete.codeTitle });
    await expect(confirm).toContainText(a.delete.codeDescription.replace('{{phone}}', person.telephone));
    const sms = await smsFromOutbox(request, person.telephone, before);
    // Six digits alone do not close an account: the destructive button does.
    await codeBoxes(confirm, 'en').fill(sms.code);
    await expect(confirm).toBeVisible();
    expect((await request.get(`/api/customer/${investor.userId}`, { headers: investor.headers })).ok()).toBe(
      true,
    );
    await confirm.getByRole('button', { name: a.delete.confirm, exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(TEXT.en.auth.login.accountDeleted)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.auth.login.heading })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, test.info(), 'account-deleted-login', 'en');
    // Every session has ended and the old credentials open nothing.
    expect(
      (await request.get(`/api/customer/${investor.userId}`, { headers: investor.headers })).status(),
    ).toBe(401);
    await login(page, 'en', person.email, person.password);
    await expect(page.getByRole('alert').filter({ hasText: TEXT.en.errors.unauthorized })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a funded account is refused with the reason and no code is sent', async ({ page, request }) => {
    const a = ACCOUNT.en;
    // The demo investor holds money (the refusal changes nothing, so the shared user can be used).
    const investor = await investorApi(request, DEMO.email, DEMO.password);
    const balance = await investor.get<{ totalBalance: number }>('/accountBalance');
    expect(balance.totalBalance).toBeGreaterThanOrEqual(1);
    const customer = await investor.get<Customer>(`/customer/${investor.userId}`);

    await openAccount(page, 'en', DEMO);
    const before = await outboxIds(request, customer.contact.telephone);
    await page.getByRole('button', { name: a.delete.button, exact: true }).click();
    const ask = page.getByRole('alertdialog', { name: a.delete.title });
    await ask.getByRole('button', { name: a.delete.sendCode, exact: true }).click();
    await expect(ask.getByRole('alert')).toHaveText(TEXT.en.errors.deleteAccountErrorAccountValue);
    await expect(ask).toBeVisible();
    await expect(page.getByRole('dialog', { name: a.delete.codeTitle })).toHaveCount(0);
    expect(await outboxIds(request, customer.contact.telephone)).toEqual(before);

    await ask.getByRole('button', { name: a.delete.cancel, exact: true }).click();
    await expect(ask).toBeHidden();
    await page.reload();
    await expectAccountPage(page, 'en');
    expect((await investor.get<Customer>(`/customer/${investor.userId}`)).Id).toBe(investor.userId);
  });
});

test.describe('account: a notification setting (EN, 1280 px)', () => {
  journeyAt(1280, 'en');

  test('the account summary and a switch are each saved alone and kept after a reload', async ({
    page,
    request,
  }) => {
    const a = ACCOUNT.en;
    const person = await registerByApi(request, 'en', 'acct-notify');
    const investor = await investorApi(request, person.email, person.password);
    const initial = (await investor.get<Customer>(`/customer/${investor.userId}`)).settings.notifications;
    const summary = initial.accountSummary === 'MONTHLY' ? 'WEEKLY' : 'MONTHLY';
    const news = !initial.news;

    await openAccount(page, 'en', person);
    const select = page.getByRole('combobox', { name: a.notifications.accountSummary, exact: true });
    const newsSwitch = page.getByRole('switch', { name: a.notifications.news, exact: true });
    await expect(select).toHaveValue(initial.accountSummary);

    let saved = nextProfileSave(page);
    await select.selectOption(summary);
    expect((await saved).postDataJSON()).toMatchObject({
      settings: { notifications: { accountSummary: summary } },
    });
    expect(Object.keys((await saved).postDataJSON().settings.notifications)).toEqual(['accountSummary']);
    await expect(toastText(page, a.saved.done)).toBeVisible();

    saved = nextProfileSave(page);
    await newsSwitch.click();
    expect((await saved).postDataJSON().settings).toEqual({ notifications: { news } });
    await expect(newsSwitch).toHaveAttribute('aria-checked', String(news));
    await expect
      .poll(async () => (await investor.get<Customer>(`/customer/${investor.userId}`)).settings.notifications)
      .toEqual({ ...initial, accountSummary: summary, news });

    await page.reload();
    await expectAccountPage(page, 'en');
    await expect(select).toHaveValue(summary);
    await expect(newsSwitch).toHaveAttribute('aria-checked', String(news));
  });
});

/** A code dialog of the screens: its code boxes focused, axe and a screenshot, then Cancel closes it. */
async function visitCodeDialog(dialog: Locator, lang: Lang, testInfo: TestInfo, screen: string) {
  const page = dialog.page();
  await expect(codeBoxes(dialog, lang)).toBeFocused();
  await expectNoAxeViolations(page);
  await saveScreenshot(page, testInfo, screen, lang);
  await dialog.getByRole('button', { name: SMS_CODE[lang].cancel, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Every screen of the account in each language at this project's width: axe and a screenshot (named
 * screen-width-language). A new investor per language, so the code dialogs open without waiting for
 * another test's codes.
 */
for (const lang of LANGS) {
  test.describe(`account screens (${lang})`, () => {
    inLanguage(lang);

    test('the account page, its dialogs and the change-password form pass axe', async ({
      page,
      request,
    }, testInfo) => {
      const a = ACCOUNT[lang];
      const person = await registerByApi(request, lang, `acct-screens-${lang}`);
      await openAccount(page, lang, person);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'account', lang, { fullPage: true });
      if (isMobile(page)) {
        await page.getByRole('tab', { name: a.tabs.profile, exact: true }).click();
        await expect(page.getByRole('heading', { name: a.profile.title, exact: true })).toBeVisible();
        await expectNoAxeViolations(page);
        await saveScreenshot(page, testInfo, 'account-profile-tab', lang, { fullPage: true });
        await page.getByRole('tab', { name: a.tabs.account, exact: true }).click();
      }

      const toggle = page.getByRole('switch', { name: a.security.twoFactor, exact: true });
      await toggle.click();
      await visitCodeDialog(
        page.getByRole('dialog', { name: a.twoFactor.titleOn }),
        lang,
        testInfo,
        'two-factor-code-dialog',
      );
      await expect(toggle).not.toBeChecked();

      await page.getByRole('button', { name: a.delete.button, exact: true }).click();
      const ask = page.getByRole('alertdialog', { name: a.delete.title });
      await expect(ask).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'delete-confirm-dialog', lang);
      await ask.getByRole('button', { name: a.delete.sendCode, exact: true }).click();
      await visitCodeDialog(
        page.getByRole('dialog', { name: a.delete.codeTitle }),
        lang,
        testInfo,
        'delete-code-dialog',
      );

      await page.getByRole('link', { name: a.security.changePassword, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: a.changePassword.heading })).toBeVisible();
      await page.getByRole('button', { name: a.changePassword.sendCode, exact: true }).click();
      await expect(
        page.getByText(a.changePassword.codeSent.replace('{{phone}}', person.telephone)),
      ).toBeVisible();
      await page.getByRole('button', { name: a.changePassword.submit, exact: true }).click();
      await expect(
        page.getByRole('textbox', { name: a.changePassword.newPassword, exact: true }),
      ).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'change-password', lang, { fullPage: true });
    });
  });
}
