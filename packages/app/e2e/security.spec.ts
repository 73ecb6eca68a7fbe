import { expect, test, type Locator, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { TOTP_DRIFT_STEPS, TOTP_PERIOD_SECONDS } from '../../server/src/platform/totp';
import enAccount from '../src/locales/en/account.json' with { type: 'json' };
import enSmsCode from '../src/locales/en/sms-code.json' with { type: 'json' };
import slAccount from '../src/locales/sl/account.json' with { type: 'json' };
import slSmsCode from '../src/locales/sl/sms-code.json' with { type: 'json' };
import {
  DEMO,
  expectDashboard,
  expectNoAxeViolations,
  inLanguage,
  journeyAt,
  LANGS,
  login,
  openSignedIn,
  outboxIds,
  registerByApi,
  saveScreenshot,
  smsFromOutbox,
  switchSession,
  TEXT,
  toast,
  tokenByApi,
  TWO_FACTOR,
  useLanguage,
  type Lang,
} from './support';

/**
 * Account security beyond the SMS codes (issue 12) against the real server: an authenticator app
 * enrolled by scanning (the test computes the codes with the same library an app would), used to
 * confirm a password change; the signed-in devices with a remote log-out of a second browser; the
 * header's notifications menu. Each journey runs once (EN 1280 px, SL 375 px, SL 1280 px); the
 * screens are visited at both widths in both languages with axe and a screenshot.
 */
const ACCOUNT = { en: enAccount, sl: slAccount };
const SMS_CODE = { en: enSmsCode, sl: slSmsCode };

const toastText = (page: Page, title: string) => toast(page).getByText(title, { exact: true });

/** The code an authenticator app with this base32 key shows at `at`. */
const appCode = (secret: string, at = Date.now()) =>
  new TOTP({
    secret: Secret.fromBase32(secret.replace(/\s/g, '')),
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
  }).generate({ timestamp: at });

/**
 * The code of the step after now: what the app shows a moment later (or now, on a phone whose clock
 * runs a little ahead), which the service accepts (TOTP_DRIFT_STEPS), and newer than a code just used.
 * So a second code needs no wait for the next 30-second step.
 */
function nextAppCode(secret: string): string {
  expect(TOTP_DRIFT_STEPS, 'the service accepts the next step of an authenticator').toBeGreaterThanOrEqual(1);
  return appCode(secret, Date.now() + TOTP_PERIOD_SECONDS * 1000);
}

/** The account page, signed in as `person` (the journeys' subject is not the sign-in). */
async function openAccount(page: Page, lang: Lang, person: { email: string; password: string }) {
  await openSignedIn(page, person, '/u/account');
  await expect(
    page.getByRole('heading', { level: 1, name: ACCOUNT[lang].heading, exact: true }),
  ).toBeVisible();
}

function sessionsList(page: Page): Locator {
  return page.getByTestId('sessions');
}

test.describe('security: an authenticator app confirms a password change (EN, 1280 px)', () => {
  journeyAt(1280, 'en');

  test('enrol by the key, keep the recovery codes, then change the password with the app’s code', async ({
    page,
    request,
  }, testInfo) => {
    const a = ACCOUNT.en.authenticator;
    const person = await registerByApi(request, 'en', 'sec-totp');
    await openAccount(page, 'en', person);
    await expect(page.getByTestId('authenticator-status')).toHaveText(a.off);

    const before = await outboxIds(request, person.telephone);
    await page.getByRole('button', { name: a.setUp, exact: true }).click();
    const sms = page.getByRole('dialog', { name: a.setUpTitle });
    await expect(sms).toBeVisible();
    const { code, body } = await smsFromOutbox(request, person.telephone, before);
    expect(body).toContain('adds an authenticator app');
    await sms.getByRole('textbox', { name: SMS_CODE.en.label }).fill(code);

    const scan = page.getByRole('dialog', { name: a.scanTitle });
    await expect(scan.getByRole('img', { name: a.qrLabel })).toBeVisible();
    const secret = (await scan.getByTestId('authenticator-secret').textContent()) ?? '';
    expect(secret.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32}$/);
    await saveScreenshot(page, testInfo, 'authenticator-scan', 'en');
    await scan.getByRole('textbox', { name: a.firstCode }).fill(appCode(secret));

    const recovery = page.getByRole('dialog', { name: a.recoveryTitle });
    await expect(recovery.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await saveScreenshot(page, testInfo, 'authenticator-recovery', 'en');
    await recovery.getByRole('button', { name: a.saved, exact: true }).click();
    await expect(toastText(page, a.added)).toBeVisible();
    await expect(page.getByTestId('authenticator-status')).toHaveText(a.on_other.replace('{{count}}', '10'));

    // The change-password form now offers the app instead of an SMS.
    await page.getByRole('link', { name: ACCOUNT.en.security.changePassword, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: ACCOUNT.en.changePassword.heading }),
    ).toBeVisible();
    await page.getByRole('button', { name: SMS_CODE.en.useApp, exact: true }).click();
    const newPassword = 'Totp-Changed-2026!';
    await page
      .getByRole('textbox', { name: ACCOUNT.en.changePassword.newPassword, exact: true })
      .fill(newPassword);
    await page
      .getByRole('textbox', { name: ACCOUNT.en.changePassword.repeatPassword, exact: true })
      .fill(newPassword);
    // The enrolment used this step's code: the app's next one is new.
    await page.getByRole('textbox', { name: SMS_CODE.en.appLabel }).fill(nextAppCode(secret));
    const smsBefore = await outboxIds(request, person.telephone);
    await page.getByRole('button', { name: ACCOUNT.en.changePassword.submit, exact: true }).click();
    await expect(toastText(page, ACCOUNT.en.changePassword.done)).toBeVisible();
    await expect(page).toHaveURL(/\/u\/account$/);
    // No SMS was needed, and the new password signs in.
    expect([...(await outboxIds(request, person.telephone))].filter((id) => !smsBefore.has(id))).toEqual([]);
    await tokenByApi(request, person.email, newPassword);
  });
});

test.describe('security: log out another device (SL, 375 px)', () => {
  journeyAt(375, 'sl');

  test('a second browser appears in the list and is signed out from the first', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const s = ACCOUNT.sl.sessions;
    const person = await registerByApi(request, 'sl', 'sec-sessions');
    const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const laptop = await other.newPage();
      await useLanguage(laptop, 'sl');
      await laptop.goto('/');
      await login(laptop, 'sl', person.email, person.password);
      await expectDashboard(laptop, 'sl', person.firstName);

      await openAccount(page, 'sl', person);
      const list = sessionsList(page);
      await expect(list.getByRole('listitem')).toHaveCount(2);
      await expect(list.getByRole('listitem').first()).toContainText(s.current);
      await list.scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, 'sessions', 'sl');

      const otherRow = list.getByRole('listitem').nth(1);
      await otherRow.getByRole('button', { name: new RegExp(`^${s.end}`) }).click();
      await expect(toastText(page, s.ended)).toBeVisible();
      await expect(list.getByRole('listitem')).toHaveCount(1);

      // The other browser's next call finds its session ended: back to the login page.
      await laptop.reload();
      await expect(
        laptop.getByRole('button', { name: TEXT.sl.auth.login.submit, exact: true }),
      ).toBeVisible();
      await expect(laptop).not.toHaveURL(/\/u\/dashboard$/);
    } finally {
      await other.close();
    }
  });
});

test.describe('security: the notifications menu (EN, 375 px)', () => {
  journeyAt(375, 'en');

  test('the bell counts the unread, lists them newest first and they are read once seen', async ({
    page,
    request,
  }) => {
    // The demo investor has notifications of the seed's deposits and purchases.
    const shell = TEXT.en.shell.notifications;
    const token = await tokenByApi(request, DEMO.email, DEMO.password);
    const headers = { Authorization: `Bearer ${token.access_token}`, userId: String(token.userId) };
    const list = async () =>
      (
        (await (await request.get(`/api/notifications/${token.userId}`, { headers })).json()) as {
          content: Array<{ Id: number; read: boolean }>;
        }
      ).content;
    const unreadBefore = (await list()).filter((n) => !n.read).length;

    await openSignedIn(page, DEMO, '/u/dashboard');
    await expectDashboard(page, 'en', DEMO.firstName);
    const bell = page.getByRole('button', { name: new RegExp(`^${shell.label}`) });
    expect(unreadBefore).toBeGreaterThan(0);
    await expect(bell).toHaveAccessibleName(
      `${shell.label}, ${shell.unread.replace('{{count}}', String(unreadBefore))}`,
    );
    await bell.click();
    const menu = page.getByRole('menu', { name: shell.label });
    // The demo investor's deposits, among the newest twenty.
    await expect(
      menu.getByRole('menuitem').filter({ hasText: shell.types.DEPOSIT_RECEIVED }).first(),
    ).toBeVisible();
    await expect.poll(async () => (await list()).slice(0, 20).every((n) => n.read)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(bell).toHaveAccessibleName(shell.label);
  });
});

/** Every screen of this file at both widths in both languages: axe and a screenshot. */
for (const lang of LANGS) {
  test.describe(`security screens (${lang})`, () => {
    inLanguage(lang);

    test('the security section, the authenticator code dialog and the bell menu pass axe', async ({
      page,
      request,
    }, testInfo) => {
      const a = ACCOUNT[lang];
      const person = await registerByApi(request, lang, `sec-screens-${lang}`);
      await openAccount(page, lang, person);
      const section = page.getByRole('heading', { name: a.sessions.title, exact: true });
      await section.scrollIntoViewIfNeeded();
      await expect(sessionsList(page).getByRole('listitem')).toHaveCount(1);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'account-security', lang, { fullPage: true });

      await page.getByRole('button', { name: a.authenticator.setUp, exact: true }).click();
      const sms = page.getByRole('dialog', { name: a.authenticator.setUpTitle });
      await expect(sms.getByRole('textbox', { name: SMS_CODE[lang].label })).toBeFocused();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'authenticator-sms-dialog', lang);
      await sms.getByRole('button', { name: SMS_CODE[lang].cancel, exact: true }).click();
      await expect(sms).toBeHidden();

      // The bell of a new investor: the empty state. (No axe while a menu is open: its content is
      // portalled outside the page's landmarks, which the best-practice `region` rule reports.)
      await page.getByRole('button', { name: TEXT[lang].shell.notifications.label, exact: true }).click();
      await expect(page.getByText(TEXT[lang].shell.notifications.empty, { exact: true })).toBeVisible();
      await saveScreenshot(page, testInfo, 'notifications-empty', lang);
      await page.keyboard.press('Escape');

      // The two-factor demo investor's bell, with notifications (the demo investor's stay unread for the
      // journey above). This browser's language choice stays over the account's saved one (Slovene).
      await switchSession(page, TWO_FACTOR, '/u/dashboard');
      await expectDashboard(page, lang, TWO_FACTOR.firstName);
      await page
        .getByRole('button', { name: new RegExp(`^${TEXT[lang].shell.notifications.label}`) })
        .click();
      await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
      await saveScreenshot(page, testInfo, 'notifications-menu', lang);
    });
  });
}
