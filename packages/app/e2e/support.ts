import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../server/src/platform/totp';
import enAuth from '../src/locales/en/auth.json' with { type: 'json' };
import enCommon from '../src/locales/en/common.json' with { type: 'json' };
import enDashboard from '../src/locales/en/dashboard.json' with { type: 'json' };
import enErrors from '../src/locales/en/errors.json' with { type: 'json' };
import enRegister from '../src/locales/en/register.json' with { type: 'json' };
import enShell from '../src/locales/en/shell.json' with { type: 'json' };
import enValidation from '../src/locales/en/validation.json' with { type: 'json' };
import slAuth from '../src/locales/sl/auth.json' with { type: 'json' };
import slCommon from '../src/locales/sl/common.json' with { type: 'json' };
import slDashboard from '../src/locales/sl/dashboard.json' with { type: 'json' };
import slErrors from '../src/locales/sl/errors.json' with { type: 'json' };
import slRegister from '../src/locales/sl/register.json' with { type: 'json' };
import slShell from '../src/locales/sl/shell.json' with { type: 'json' };
import slValidation from '../src/locales/sl/validation.json' with { type: 'json' };

/** The interface texts, read from the app's own locale files so journeys follow the copy. */
export const TEXT = {
  en: {
    auth: enAuth,
    common: enCommon,
    dashboard: enDashboard,
    errors: enErrors,
    register: enRegister,
    shell: enShell,
    validation: enValidation,
  },
  sl: {
    auth: slAuth,
    common: slCommon,
    dashboard: slDashboard,
    errors: slErrors,
    register: slRegister,
    shell: slShell,
    validation: slValidation,
  },
};
export type Lang = keyof typeof TEXT;
export const LANGS: Lang[] = ['en', 'sl'];

/** Seeded demo users (interfaces.md). */
export const DEMO = { email: 'demo@invest.si', password: 'DemoInvest2026!', firstName: 'Ana' };
export const PENDING = { email: 'pending@invest.si', password: 'DemoInvest2026!', firstName: 'Marko' };
/** Used by the journeys that lock or reset a profile, so the other users keep their passwords. */
export const BUSINESS = { email: 'business@invest.si' };
/** The demo investor with two-factor on: a withdrawal asks for the SMS code sent to `phone`. */
export const TWO_FACTOR = {
  email: 'twofactor@invest.si',
  password: 'DemoInvest2026!',
  firstName: 'Tina',
  phone: '+38641555123',
};
/**
 * The demo operators of the back office (`/api/ops/…`), with their authenticator apps' secrets (the
 * server README's base32 texts, as bytes). The approver is the second operator four-eyes needs.
 */
export const OPERATOR = {
  email: 'ops@invest.si',
  password: 'DemoInvest2026!',
  totpSecret: Buffer.from('invest-demo-operator'),
};
export const APPROVER = {
  email: 'approver@invest.si',
  password: 'DemoInvest2026!',
  totpSecret: Buffer.from('invest-demo-approver'),
};

const CLIENT_BASIC = 'Basic aW52ZXN0LXdlYjo=';

/** Starts the page in the given language, unless the journey switches it itself later. */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((lng) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', lng);
  }, lang);
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 480;
}

export type NavEntry = Exclude<keyof (typeof TEXT)['en']['shell']['nav'], 'label'>;

/** From the signed-in frame to a sidebar entry, through the menu on a phone; waits for its address. */
export async function openFromMenu(page: Page, lang: Lang, entry: NavEntry, path: RegExp): Promise<void> {
  const shell = TEXT[lang].shell;
  if (isMobile(page)) await page.getByRole('button', { name: shell.openMenu, exact: true }).click();
  await page
    .getByRole('navigation', { name: shell.nav.label })
    .getByRole('link', { name: shell.nav[entry], exact: true })
    .click();
  await expect(page).toHaveURL(path);
}

/** From the signed-in frame to the wallet (/u/deposits), through the menu on a phone. */
export async function openWallet(page: Page, lang: Lang): Promise<void> {
  await openFromMenu(page, lang, 'wallet', /\/u\/deposits$/);
}

export async function login(page: Page, lang: Lang, email: string, password: string): Promise<void> {
  const t = TEXT[lang];
  await page.getByRole('textbox', { name: t.auth.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: t.auth.password, exact: true }).fill(password);
  await page.getByRole('button', { name: t.auth.login.submit, exact: true }).click();
}

export async function expectDashboard(page: Page, lang: Lang, firstName: string): Promise<void> {
  const t = TEXT[lang];
  await expect(page).toHaveURL(/\/u\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: t.dashboard.heading })).toBeVisible();
  // The header greets by first name; phones hide it (SPEC §2), so there it only has to be present.
  const greeting = page.getByText(t.shell.greeting.replace('{{name}}', firstName), { exact: true }).first();
  if (isMobile(page)) await expect(greeting).toBeAttached();
  else await expect(greeting).toBeVisible();
}

interface OutboxMessage {
  id: string;
  to: string;
  subject: string | null;
  body: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxMessage[];
}

/** The ids of the messages already sent to an address, to tell a new one apart. */
export async function outboxIds(request: APIRequestContext, to: string): Promise<Set<string>> {
  return new Set((await outbox(request, to)).map((message) => message.id));
}

/** Waits for a new SMS to `phone` (not among `before`): its text and the 6-digit code it carries. */
export async function smsFromOutbox(
  request: APIRequestContext,
  phone: string,
  before: Set<string>,
): Promise<{ body: string; code: string }> {
  let sms: { body: string; code: string } | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await outbox(request, phone)).find((message) => !before.has(message.id));
        const code = fresh?.body.match(/\b\d{6}\b/)?.[0];
        sms = fresh && code ? { body: fresh.body, code } : undefined;
        return sms;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return sms!;
}

/** Waits for a new password-reset e-mail to `to` and returns the link path it carries. */
export async function resetLinkFromOutbox(
  request: APIRequestContext,
  to: string,
  before: Set<string>,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await outbox(request, to)).find((message) => !before.has(message.id));
        link = fresh?.body.match(/\/password-reset\/[A-Za-z0-9_-]+/)?.[0];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

/** Sets a user's password through the public reset flow (also unblocks a blocked profile). */
export async function setPasswordByApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<void> {
  const before = await outboxIds(request, email);
  const asked = await request.get(`/api/lostPassword?username=${encodeURIComponent(email)}`);
  expect(asked.ok()).toBe(true);
  const link = await resetLinkFromOutbox(request, email, before);
  const verificationId = link.split('/').pop();
  const reset = await request.post('/api/passwordReset', { data: { newPassword: password, verificationId } });
  expect(reset.ok(), await reset.text()).toBe(true);
}

/** Logs in through the API, as another front end (or an e-mail link) would. */
/** The investor app's sign-in call (password grant), whatever it answers. */
function passwordGrant(request: APIRequestContext, email: string, password: string) {
  return request.post('/api/oauth/token', {
    headers: { Authorization: CLIENT_BASIC },
    form: { grant_type: 'password', scope: 'read write', username: email, password },
  });
}

/** The service refuses this investor's sign-in (blocked, closed). */
export async function expectSignInRefused(request: APIRequestContext, email: string, password: string) {
  expect((await passwordGrant(request, email, password)).ok()).toBe(false);
}

export async function tokenByApi(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<{ access_token: string; token_type: string; userId: number }> {
  const response = await passwordGrant(request, email, password);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { access_token: string; token_type: string; userId: number };
}

/** An investor's API session: GET calls with the investor's token, as another front end would make them. */
export async function investorApi(request: APIRequestContext, email: string, password: string) {
  const token = await tokenByApi(request, email, password);
  const headers = {
    Authorization: `${token.token_type} ${token.access_token}`,
    userId: String(token.userId),
  };
  const get = async <T>(path: string): Promise<T> => {
    const response = await request.get(`/api${path}`, { headers });
    expect(response.ok(), `${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  };
  return { userId: token.userId, headers, get };
}

/**
 * Signs `email` in through the API and stores the session where the app keeps it (SPEC §4), before
 * any page of `page` loads: the next page starts signed in, as after an earlier visit.
 */
export async function storeSession(page: Page, email: string, password: string) {
  const token = await tokenByApi(page.request, email, password);
  await page.addInitScript(
    ([authorization, userId]) => {
      localStorage.setItem('authorization', authorization);
      localStorage.setItem('userId', userId);
    },
    [`${token.token_type} ${token.access_token}`, String(token.userId)] as const,
  );
  return token;
}

export async function revokeByApi(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/oauth/revoke', {
    headers: { Authorization: CLIENT_BASIC },
    form: { token },
  });
  expect(response.ok()).toBe(true);
}

/** Operator tokens of this worker, by e-mail: an authenticator code signs in only once. */
const operatorTokens = new Map<string, Record<string, string>>();

/**
 * Logs a demo operator in (`/api/ops/oauth/token`, password and the authenticator code of now) once per
 * worker, again when that session has ended, and answers the headers of its calls. A code already spent (another login within the same
 * 30 s step) is followed by the next step's.
 */
export async function operatorHeaders(
  request: APIRequestContext,
  who: typeof OPERATOR = OPERATOR,
): Promise<Record<string, string>> {
  const known = operatorTokens.get(who.email);
  // A journey that ran the calendar forward (/api/dev/simulate) may have outlived the session.
  if (known && (await request.get('/api/ops/originators?limit=1', { headers: known })).ok()) return known;
  const attempt = () =>
    request.post('/api/ops/oauth/token', {
      headers: { Authorization: CLIENT_BASIC },
      form: {
        grant_type: 'password',
        username: who.email,
        password: who.password,
        otp: totpCode(who.totpSecret, new Date()),
      },
    });
  let response = await attempt();
  if (!response.ok()) {
    // The code of this step was spent already (e.g. by a worker restarted after a failure): the
    // next step's code is a new one.
    const period = TOTP_PERIOD_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, period - (Date.now() % period) + 500));
    response = await attempt();
  }
  expect(response.ok(), await response.text()).toBe(true);
  const token = (await response.json()) as { access_token: string; token_type: string; operatorId: number };
  const headers = { Authorization: `${token.token_type} ${token.access_token}` };
  operatorTokens.set(who.email, headers);
  operatorIds.set(who.email, token.operatorId);
  return headers;
}

const operatorIds = new Map<string, number>();

/**
 * Opens the back office at `path` as a demo operator, in `lang`, already signed in: the console's
 * session (sessionStorage, as its sign-in writes it) is set from this worker's operator token, so a
 * journey spends no authenticator code of its own (a code signs in once; ops-console.spec.ts signs
 * in through the form).
 */
export async function openConsole(page: Page, lang: Lang, path: string, who: typeof OPERATOR = OPERATOR) {
  const session = await consoleSession(page.request, who);
  await page.addInitScript(
    ([value, lng]) => {
      sessionStorage.setItem('operatorSession', value);
      if (!localStorage.getItem('language')) localStorage.setItem('language', lng);
    },
    [session, lang] as const,
  );
  await page.goto(path);
}

/** The console's stored session (sessionStorage `operatorSession`) for this worker's operator token. */
export async function consoleSession(request: APIRequestContext, who: typeof OPERATOR = OPERATOR) {
  const headers = await operatorHeaders(request, who);
  return JSON.stringify({
    authorization: headers.Authorization,
    operatorId: operatorIds.get(who.email),
    email: who.email,
    expiresAt: Date.now() + 10 * 60_000,
  });
}

/** axe-core finds no WCAG 2.2 AA or best-practice violation on the page as it is now, dialogs included. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  // The rule and the elements it names, so a failure says where to look.
  expect(
    results.violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target) })),
  ).toEqual([]);
}

/**
 * DESIGN §5 "look at it": a PNG of the screen as it is now, named `<screen>-<width>-<lang>.png`, for a
 * person to open and judge. Written to the folder E2E_SHOTS_DIR when it is set, else attached to the
 * test's report.
 */
export async function saveScreenshot(
  page: Page,
  testInfo: TestInfo,
  screen: string,
  lang: Lang,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const name = `${screen}-${page.viewportSize()?.width ?? 0}-${lang}.png`;
  const dir = process.env.E2E_SHOTS_DIR;
  // From the top: a whole page taken while scrolled draws the sticky header in the middle of it.
  if (options.fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  const body = await page.screenshot({
    fullPage: options.fullPage ?? false,
    animations: 'disabled',
    path: dir ? join(dir, name) : undefined,
  });
  if (!dir) await testInfo.attach(name, { body, contentType: 'image/png' });
}

/** A calendar day in Ljubljana (the platform's seat and its bank's booking day), `YYYY-MM-DD`. */
export const ljubljanaDate = (instant: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(instant);
