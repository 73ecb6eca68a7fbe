import { expect, test, type Page } from '@playwright/test';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../server/src/platform/totp';
import enOps from '../src/locales/en/ops.json' with { type: 'json' };
import slOps from '../src/locales/sl/ops.json' with { type: 'json' };
import {
  APPROVER,
  DEMO,
  expectNoAxeViolations,
  consoleSessionOf,
  LANGS,
  operatorSignIn,
  saveScreenshot,
  TEXT,
  storeSession,
  useLanguage,
  type Lang,
} from './support';

/**
 * The back office's own sign-in (issue 13) against the real server: the e-mail, password and the
 * authenticator's code of now (computed as the operator's app would); a wrong code is refused; the
 * console opens on the page asked for, shows its sections in the chosen language and signs out; an
 * investor's session does not open it and an investor's token is refused by its calls. Operators work
 * on a desktop: 1280 px only. The approver signs in here through the form; every other journey uses
 * the operators' sessions the setup project signed in (support.ts operatorHeaders, openConsole).
 */
const OPS = { en: enOps, sl: slOps };

test.skip(({ isMobile }) => isMobile, 'operators work on a desktop');

async function fillSignIn(page: Page, lang: Lang, code: string) {
  const t = OPS[lang].login;
  await page.getByRole('textbox', { name: TEXT[lang].auth.email, exact: true }).fill(APPROVER.email);
  await page.getByRole('textbox', { name: TEXT[lang].auth.password, exact: true }).fill(APPROVER.password);
  await page.getByRole('textbox', { name: t.code }).fill(code);
  await page.getByRole('button', { name: t.submit, exact: true }).click();
}

/**
 * The code of now (the setup project signed the approver in with the step before's, so it is unspent);
 * were it spent all the same (a run repeated within its 30 s), the next step's, which the service
 * accepts as a moment of clock drift: no waiting for a new step either way.
 */
async function signInWithCodeOfNow(page: Page, lang: Lang) {
  const answered = () => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ops/oauth/token');
  let answer = answered();
  await fillSignIn(page, lang, totpCode(APPROVER.totpSecret, new Date()));
  if ((await answer).ok()) return;
  answer = answered();
  await fillSignIn(
    page,
    lang,
    totpCode(APPROVER.totpSecret, new Date(Date.now() + TOTP_PERIOD_SECONDS * 1000)),
  );
  expect((await answer).ok(), 'the code of the next step signs in').toBe(true);
}

for (const lang of LANGS) {
  test(`an operator signs in with the authenticator code, works and signs out (${lang})`, async ({
    page,
  }, testInfo) => {
    const t = OPS[lang];
    await useLanguage(page, lang);
    // A console address asked for while signed out leads to the sign-in, and back after it.
    await page.goto('/ops/investors?status=ACTIVE');
    await expect(page).toHaveURL(/\/ops\/login\?next=%2Fops%2Finvestors%3Fstatus%3DACTIVE$/);
    await expect(page.getByRole('heading', { level: 1, name: t.login.heading })).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'ops-login', lang);

    // A wrong code is refused like a wrong password (and keeps the operator on the form).
    const now = new Date();
    const wrong = String((Number(totpCode(APPROVER.totpSecret, now)) + 1) % 1_000_000).padStart(6, '0');
    await fillSignIn(page, lang, wrong);
    await expect(page.getByText(t.login.wrong, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/ops\/login/);

    if (lang !== 'en') {
      // A code signs in once: the form's success is proven in English; here the session the form
      // would have written is set from a token of this journey's own (the next step's code), and the
      // console is checked in this language. Not the worker's shared token: the sign-out below revokes
      // the token it holds, and journeys running beside this one use the shared one.
      const session = consoleSessionOf(await operatorSignIn(page.request, APPROVER, [1, 0]), APPROVER);
      await page.evaluate((value) => sessionStorage.setItem('operatorSession', value), session);
      await page.goto('/ops/investors?status=ACTIVE');
    } else await signInWithCodeOfNow(page, lang);
    await expect(page).toHaveURL(/\/ops\/investors\?status=ACTIVE$/);

    const nav = page.getByRole('navigation', { name: t.shell.navigation });
    for (const section of Object.values(t.nav)) {
      await expect(nav.getByRole('link', { name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByText(t.shell.signedInAs.replace('{{email}}', APPROVER.email))).toBeVisible();
    await nav.getByRole('link', { name: t.nav.audit, exact: true }).click();
    await expect(page).toHaveURL(/\/ops\/audit$/);

    // An unknown console path stays inside the console.
    await page.goto('/ops/nothing-here');
    await expect(page.getByText(t.notFound)).toBeVisible();

    await page.getByRole('button', { name: t.shell.logout, exact: true }).click();
    await expect(page).toHaveURL(/\/ops\/login/);
    expect(await page.evaluate(() => sessionStorage.getItem('operatorSession'))).toBeNull();
    await page.goto('/ops/bank');
    await expect(page).toHaveURL(/\/ops\/login\?next=%2Fops%2Fbank$/);
  });
}

test('an investor session does not open the console, and investor tokens are refused by its calls', async ({
  page,
  request,
}) => {
  const token = await storeSession(page, DEMO.email, DEMO.password);
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/login\?next=%2Fops$/);
  const answer = await request.get('/api/ops/investors', {
    headers: { Authorization: `Bearer ${token.access_token}`, userId: String(token.userId) },
  });
  expect([401, 404]).toContain(answer.status());
});
