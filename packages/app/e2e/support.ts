import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { TOTP_PERIOD_SECONDS, totpCode } from '../../server/src/platform/totp';
import { camt053, uploadStatement } from './bank-statements';
import { withIdempotencyKey } from './idempotency';
import { SERVERS } from './servers';
import enAuth from '../src/locales/en/auth.json' with { type: 'json' };
import enCommon from '../src/locales/en/common.json' with { type: 'json' };
import enDashboard from '../src/locales/en/dashboard.json' with { type: 'json' };
import enErrors from '../src/locales/en/errors.json' with { type: 'json' };
import enRegister from '../src/locales/en/register.json' with { type: 'json' };
import enShell from '../src/locales/en/shell.json' with { type: 'json' };
import enSmsCode from '../src/locales/en/sms-code.json' with { type: 'json' };
import enValidation from '../src/locales/en/validation.json' with { type: 'json' };
import slAuth from '../src/locales/sl/auth.json' with { type: 'json' };
import slCommon from '../src/locales/sl/common.json' with { type: 'json' };
import slDashboard from '../src/locales/sl/dashboard.json' with { type: 'json' };
import slErrors from '../src/locales/sl/errors.json' with { type: 'json' };
import slRegister from '../src/locales/sl/register.json' with { type: 'json' };
import slShell from '../src/locales/sl/shell.json' with { type: 'json' };
import slSmsCode from '../src/locales/sl/sms-code.json' with { type: 'json' };
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
    smsCode: enSmsCode,
    validation: enValidation,
  },
  sl: {
    auth: slAuth,
    common: slCommon,
    dashboard: slDashboard,
    errors: slErrors,
    register: slRegister,
    shell: slShell,
    smsCode: slSmsCode,
    validation: slValidation,
  },
};
export type Lang = keyof typeof TEXT;
export const LANGS: Lang[] = ['en', 'sl'];

/** Seeded demo users (interfaces.md). */
export const DEMO = { email: 'demo@invest.si', password: 'DemoInvest2026!', firstName: 'Ana' };
export const PENDING = { email: 'pending@invest.si', password: 'DemoInvest2026!', firstName: 'Marko' };
/** The seeded business investor (Zelena Energija d.o.o.). */
export const BUSINESS = { email: 'business@invest.si', password: 'DemoInvest2026!', firstName: 'Petra' };
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

/* ---------------------------------------------------------------------------------------------- */
/* The preambles of the journeys                                                                   */
/* ---------------------------------------------------------------------------------------------- */

/** Starts the page in the given language, unless the journey switches it itself later. */
export async function useLanguage(page: Page, lang: Lang): Promise<void> {
  await page.addInitScript((lng) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', lng);
  }, lang);
}

/** Every test of the describe starts its page in `lang`. */
export function inLanguage(lang: Lang): void {
  test.beforeEach(async ({ page }) => {
    await useLanguage(page, lang);
  });
}

/**
 * DESIGN §5: a journey runs once in full, at one width and in one language (the other project skips
 * it; the screens are visited at every width in both languages with axe and a screenshot).
 */
export function journeyAt(width: 1280 | 375, lang: Lang): void {
  test.skip(
    ({ isMobile }) => isMobile !== (width === 375),
    `run once at ${width} px; the other width visits the screens`,
  );
  inLanguage(lang);
}

export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 480;
}

/**
 * The entries of the marketplace's or My investments' list named `caption`: the table's rows on a
 * wide screen, the cards on a phone (below 480 px the rows become cards).
 */
export function listEntries(page: Page, caption: string): Locator {
  return isMobile(page)
    ? page.getByRole('list', { name: caption, exact: true }).getByRole('listitem')
    : page.getByRole('table', { name: caption, exact: true }).locator('tbody tr');
}

/* ---------------------------------------------------------------------------------------------- */
/* Texts and figures as the app shows them                                                         */
/* ---------------------------------------------------------------------------------------------- */

/** Text with every kind of space (Intl puts a no-break space before €) as a plain one, trimmed. */
export const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** i18next's `{{name}}` interpolation, for texts read from the locale files. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
export const toCents = (euros: number) => Math.round(euros * 100);
/** What the app shows for an amount in cents (the kit's Money: sl-SI, grouping always): "1.234,56 €". */
export const shownEuros = (cents: number) =>
  spaces(
    new Intl.NumberFormat('sl-SI', { style: 'currency', currency: 'EUR', useGrouping: 'always' }).format(
      cents / 100,
    ),
  );
/** An amount as the investor types it: "1234,56". */
export const typedEuros = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
/** "9,50 %" (formatPercent: two decimals, comma). */
export const shownPercent = (percent: number, digits = 2) => `${percent.toFixed(digits).replace('.', ',')} %`;
/** The app's dates: 31/12/2026 in English, 31.12.2026 in Slovene. */
export function shownDate(iso: string, lang: Lang): string {
  const [year, month, day] = iso.split('-');
  return lang === 'sl' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
/** A calendar day in Ljubljana (the platform's seat and its bank's booking day), `YYYY-MM-DD`. */
export const ljubljanaDate = (instant: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Ljubljana' }).format(instant);
/** An amount of its own per run (10,00–99,99 €), so the rows it makes are the journey's. */
export const freshCents = () => 1000 + Math.floor(Math.random() * 9000);
/** A receivable number of its own per run, journey and project (the contract's pattern, ≤ 40 characters). */
export function receivableNumber(journey: string, testInfo: TestInfo): string {
  const project = testInfo.project.name === 'mobile' ? 'M' : 'D';
  return `E2E-${journey}-${project}-${Date.now().toString(36).toUpperCase()}`;
}

/** The code boxes of a code dialog (SMS or authenticator). */
export const codeBoxes = (dialog: Locator, lang: Lang) =>
  dialog.getByRole('textbox', { name: TEXT[lang].smsCode.label });
/** A code dialog's Send again button, counting down or ready. */
export const sendAgain = (dialog: Locator, lang: Lang) =>
  dialog.getByRole('button', { name: new RegExp(`^${escapeRegExp(TEXT[lang].smsCode.resend)}`) });
/** Another six digits than `code`: a wrong code that cannot be the right one by chance. */
export const wrongCode = (code: string) => code.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));

/** The signed-in screens' toasts. */
export const toast = (page: Page) => page.locator('[data-slot="toast"]');

/** The values of a description list's items labelled `label` (label → value) below `root`. */
export function figure(root: Page | Locator, label: string): Locator {
  const page = 'mainFrame' in root ? root : root.page();
  return root
    .locator('[data-slot="description-list-item"]')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('[data-slot="description-list-value"]');
}

/* ---------------------------------------------------------------------------------------------- */
/* Signing in and finding one's way                                                                */
/* ---------------------------------------------------------------------------------------------- */

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

/** Fills in and sends the login form (for the journeys whose subject is signing in). */
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

/**
 * Signs `email` in through the API and stores the session where the app keeps it (SPEC §4), once, before
 * the first page of this tab loads: that page starts signed in, as after an earlier visit (a later
 * logout in the tab stays a logout).
 */
export async function storeSession(page: Page, email: string, password: string) {
  const token = await tokenByApi(page.request, email, password);
  await page.addInitScript(
    ([authorization, userId]) => {
      if (sessionStorage.getItem('e2e:session-stored')) return;
      sessionStorage.setItem('e2e:session-stored', '1');
      localStorage.setItem('authorization', authorization);
      localStorage.setItem('userId', userId);
    },
    [`${token.token_type} ${token.access_token}`, String(token.userId)] as const,
  );
  return token;
}

/**
 * Opens `path` already signed in as `person` (storeSession): the preamble of every journey whose subject
 * is not the sign-in itself (login.spec.ts and prerender.spec.ts sign in through the form).
 */
export async function openSignedIn(
  page: Page,
  person: { email: string; password: string },
  path: string,
): Promise<{ access_token: string; token_type: string; userId: number }> {
  const token = await storeSession(page, person.email, person.password);
  await page.goto(path);
  return token;
}

/* ---------------------------------------------------------------------------------------------- */
/* The development outbox                                                                          */
/* ---------------------------------------------------------------------------------------------- */

interface OutboxMessage {
  id: string;
  channel: 'email' | 'sms';
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

/** Waits for the first new message to `to` (not among `before`) in which `pattern` matches. */
async function newInOutbox(
  request: APIRequestContext,
  to: string,
  before: Set<string>,
  pattern: RegExp,
): Promise<{ body: string; match: string }> {
  let found: { body: string; match: string } | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await outbox(request, to)).find((message) => !before.has(message.id));
        const match = fresh?.body.match(pattern)?.[0];
        found = fresh && match ? { body: fresh.body, match } : undefined;
        return found;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return found!;
}

/** Waits for a new SMS to `phone` (not among `before`): its text and the 6-digit code it carries. */
export async function smsFromOutbox(
  request: APIRequestContext,
  phone: string,
  before: Set<string>,
): Promise<{ body: string; code: string }> {
  const { body, match } = await newInOutbox(request, phone, before, /\b\d{6}\b/);
  return { body, code: match };
}

/** Waits for a new password-reset e-mail to `to` and returns the link path it carries. */
export async function resetLinkFromOutbox(
  request: APIRequestContext,
  to: string,
  before: Set<string>,
): Promise<string> {
  return (await newInOutbox(request, to, before, /\/password-reset\/[A-Za-z0-9_-]+/)).match;
}

/** The newest SMS code sent to the number, optionally other than one already used. */
export async function smsCode(request: APIRequestContext, telephone: string, not?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const sms = (await outbox(request, telephone)).find((message) => message.channel === 'sms');
        code = sms?.body.match(/\b(\d{6})\b/)?.[1];
        return code !== undefined && code !== not;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return code as string;
}

/** The path of the confirmation link e-mailed to the address (`/register/final?verificationId=…`). */
export async function confirmationLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await outbox(request, email)).find((message) => message.channel === 'email');
        link = mail?.body.match(/\/register\/final\?verificationId=[A-Za-z0-9_-]+/)?.[0];
        return link;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  return link as string;
}

/* ---------------------------------------------------------------------------------------------- */
/* Investors' API sessions                                                                         */
/* ---------------------------------------------------------------------------------------------- */

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

/** Logs in through the API, as another front end (or an e-mail link) would. */
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
 * A withdrawal of `cents` made through the API as the app makes it: its SMS code asked for
 * (`WITHDRAWAL_CONFIRMATION`, every withdrawal needs one), read from the development outbox, then the
 * withdrawal with it. The investor must have a payout account past its 24-hour wait (the demo seed's
 * investors do). Answers the withdrawal.
 */
export async function withdrawByApi(
  request: APIRequestContext,
  investor: Awaited<ReturnType<typeof investorApi>>,
  cents: number,
): Promise<{ Id: number; status: string }> {
  const { contact } = await investor.get<{ contact: { telephone: string } }>(`/customer/${investor.userId}`);
  const before = await outboxIds(request, contact.telephone);
  const ask = () =>
    request.post(`/api/tokenRequest/${investor.userId}`, {
      headers: investor.headers,
      data: { tokenType: 'WITHDRAWAL_CONFIRMATION', isResend: false, amount: cents / 100 },
    });
  let asked = await ask();
  if (asked.status() === 429) {
    // Another journey's code for this investor went out less than 9 seconds ago: as the app does,
    // ask again once the service's Retry-After has passed.
    await new Promise((resolve) => setTimeout(resolve, Number(asked.headers()['retry-after'] ?? 9) * 1000));
    asked = await ask();
  }
  expect(asked.ok(), await asked.text()).toBe(true);
  const { verificationId } = (await asked.json()) as { verificationId: string };
  const { code } = await smsFromOutbox(request, contact.telephone, before);
  const made = await request.post(`/api/withdrawals/${investor.userId}`, {
    headers: withIdempotencyKey(investor.headers),
    data: { amount: cents / 100, verificationId, code },
  });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()) as { Id: number; status: string };
}

export async function revokeByApi(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/oauth/revoke', {
    headers: { Authorization: CLIENT_BASIC },
    form: { token },
  });
  expect(response.ok()).toBe(true);
}

/* ---------------------------------------------------------------------------------------------- */
/* Investors of a journey's own                                                                    */
/* ---------------------------------------------------------------------------------------------- */

/** A fresh address and number per run and project, so journeys never collide with earlier accounts. */
export function uniqueInvestor(tag: string) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const digits = String(Date.now() % 1e6).padStart(6, '0') + String(Math.floor(Math.random() * 90) + 10);
  return {
    email: `reg-${tag}-${stamp}@example.si`,
    phoneNumber: `40 ${digits.slice(0, 3)} ${digits.slice(3, 6)}`,
    telephone: `+38640${digits.slice(0, 6)}`,
    password: 'Vrtnica-Trombon-42',
  };
}

/**
 * A new personal investor made through the registration calls, as the wizard makes them (the phone code
 * from the dev outbox, then createCustomer in `lang`): for journeys that change a profile or money of
 * their own, so the demo users stay as seeded and journeys can run side by side. Signs in with `email`
 * and `password`; pending identification, no money.
 */
export async function registerByApi(
  request: APIRequestContext,
  lang: Lang,
  tag: string,
  name: { firstName: string; lastName: string } = { firstName: 'Nina', lastName: 'Zupan' },
) {
  const person = { ...uniqueInvestor(tag), ...name };
  const headers = { 'Accept-Language': lang };
  const verify = await request.get(`/api/phone_verify?phone=${encodeURIComponent(person.telephone)}`, {
    headers,
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  const { Id: verificationId } = (await verify.json()) as { Id: string };
  const code = await smsCode(request, person.telephone);
  const confirmed = await request.post('/api/phone_confirm', { data: { verificationId, code } });
  expect(await confirmed.json()).toMatchObject({ verified: true });
  const created = await request.post('/api/newCustomerMinimal', {
    headers,
    data: {
      username: person.email,
      humanFirstName: person.firstName,
      humanLastName: person.lastName,
      email: person.email,
      telephone: person.telephone,
      dateOfBirth: { dayOfMonth: 7, month: 3, year: 1990 },
      password: person.password,
      address: {
        unitNumber: null,
        streetName: 'Slovenska cesta',
        streetNumber: '12a',
        postalCode: '1000',
        townOrSuburb: 'Ljubljana',
        regionOrState: 'Slovenia',
      },
      investorType: 'Personal',
      phoneVerificationId: verificationId,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return person;
}

/** A name of its own (letters only, as a registration accepts), for rows a journey finds by name. */
export function uniqueName(firstName = 'Nina'): { firstName: string; lastName: string } {
  const letters = Array.from({ length: 6 }, () => 'abcdefghijklmnoprstuvz'[Math.floor(Math.random() * 22)]);
  return { firstName, lastName: `Zupan${letters.join('')}` };
}

const FIXTURES = join(import.meta.dirname, 'fixtures');

/** Both sides of an ID card, uploaded as the investor's upload screen sends them; the investor's id. */
export async function uploadIdCard(request: APIRequestContext, email: string, password: string) {
  const token = await tokenByApi(request, email, password);
  const form = new FormData();
  form.append('type', 'ID');
  for (const side of ['id-front.jpg', 'id-back.jpg']) {
    form.append('documents', new Blob([readFileSync(join(FIXTURES, side))], { type: 'image/jpeg' }), side);
  }
  const response = await request.post(`/api/uploadDocuments/${token.userId}`, {
    headers: { Authorization: `${token.token_type} ${token.access_token}`, userId: String(token.userId) },
    multipart: form,
  });
  expect(response.ok(), await response.text()).toBe(true);
  return token.userId;
}

/** The operator approves the pending identity upload of `email` (valid to 31 May 2034). */
export async function approveIdentity(request: APIRequestContext, email: string): Promise<void> {
  const operator = await operatorHeaders(request);
  const reviews = await request.get(
    `/api/ops/identity-reviews?state=PENDING&q=${encodeURIComponent(email)}`,
    {
      headers: operator,
    },
  );
  expect(reviews.ok(), await reviews.text()).toBe(true);
  const [review] = ((await reviews.json()) as { content: Array<{ id: number }> }).content;
  expect(review, `an identity upload of ${email} waits for review`).toBeDefined();
  const approved = await request.post(`/api/ops/identity-reviews/${review!.id}/approve`, {
    headers: operator,
    data: { validTo: '2034-05-31' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

/** A Slovenian IBAN of its own (national check digits by ISO 7064 mod 97-10, so the IBAN's are 56). */
export function uniqueIban(): string {
  const account =
    String(Date.now() % 1e5).padStart(5, '0') + String(Math.floor(Math.random() * 1e3)).padStart(3, '0');
  const base = `19100${account}`;
  const check = (((1 - Number((BigInt(base) * 100n) % 97n)) % 97) + 97) % 97;
  return `SI56${base}${String(check).padStart(2, '0')}`;
}

/**
 * A journey's own confirmed investor with money: registered through the API, the ID card approved by
 * the operator, and `cents` paid in by bank transfer from an account of the investor's own (which
 * becomes the main bank account withdrawals go to). Nothing another journey does touches it.
 */
export async function fundedInvestor(
  request: APIRequestContext,
  lang: Lang,
  tag: string,
  cents = 100_000,
  name?: { firstName: string; lastName: string },
) {
  const person = await registerByApi(request, lang, tag, name);
  await uploadIdCard(request, person.email, person.password);
  await approveIdentity(request, person.email);
  const api = await investorApi(request, person.email, person.password);
  const { iban: platformIban, reference } = await api.get<{ iban: string; reference: string }>(
    `/depositInstructions/${api.userId}`,
  );
  const iban = uniqueIban();
  const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const booked = await uploadStatement(
    request,
    await operatorHeaders(request),
    camt053({
      platformIban,
      statementId: `E2E-FUND-${run}`,
      bankReference: `E2EF${run}`,
      bookedOn: ljubljanaDate(),
      cents,
      reference,
      debtorName: `${person.firstName} ${person.lastName}`,
      debtorIban: iban,
    }),
  );
  expect(booked).toMatchObject({ booked: 1 });
  return { ...person, userId: api.userId, iban, reference, api };
}

/** Switches this tab's stored session to `person`'s (as a sign-in here would leave it) and opens `path`. */
export async function switchSession(page: Page, person: { email: string; password: string }, path: string) {
  const token = await tokenByApi(page.request, person.email, person.password);
  await page.evaluate(
    ([authorization, userId]) => {
      localStorage.setItem('authorization', authorization);
      localStorage.setItem('userId', userId);
    },
    [`${token.token_type} ${token.access_token}`, String(token.userId)] as const,
  );
  await page.goto(path);
  return token;
}

/** An investor's API session with the calls that move money (each with an Idempotency-Key of its own). */
export async function investorSession(
  request: APIRequestContext,
  investor: { email: string; password: string },
) {
  const api = await investorApi(request, investor.email, investor.password);
  const buy = async (investmentId: number, cents: number): Promise<number> => {
    const response = await request.post('/api/user_investments', {
      headers: withIdempotencyKey(api.headers),
      data: { investmentId, amount: cents / 100 },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { Id: number }).Id;
  };
  const availableCents = async () =>
    toCents((await api.get<{ availableFunds: number }>('/accountBalance')).availableFunds);
  return { ...api, buy, availableCents };
}

/* ---------------------------------------------------------------------------------------------- */
/* Receivables a journey lists                                                                     */
/* ---------------------------------------------------------------------------------------------- */

export interface OpsReceivable {
  Id: number;
  number: string;
  originatorId: number;
  originatorName: string;
  totalAmount: number;
  availableAmount: number;
  listedAt: string;
}

/**
 * Lists a receivable of the journey's own through the operator's API (the whole amount available,
 * ACTIVE; its number names the journey, the project and the run): an invoice of the first
 * originator, rank B+, Austrian debtor, issued `issuedDaysAgo` days before today (Ljubljana) and
 * maturing `maturesInDays` days after it.
 */
export async function listReceivable(
  request: APIRequestContext,
  testInfo: TestInfo,
  journey: string,
  terms: {
    totalAmount: number;
    interestRate: number;
    protection: 'PG' | 'BG' | null;
    maturesInDays: number;
    issuedDaysAgo?: number;
  },
): Promise<OpsReceivable> {
  const today = ljubljanaDate();
  const operator = await operatorHeaders(request);
  const originators = await request.get('/api/ops/originators?size=20', { headers: operator });
  expect(originators.ok(), await originators.text()).toBe(true);
  const [originator] = ((await originators.json()) as { content: { Id: number }[] }).content;
  const created = await request.post('/api/ops/receivables', {
    headers: operator,
    data: {
      originatorId: originator!.Id,
      type: 'invoiceFactoring',
      rank: 'B+',
      country: 'AT',
      number: receivableNumber(journey, testInfo),
      totalAmount: terms.totalAmount,
      interestRate: terms.interestRate,
      issueDate: addDays(today, -(terms.issuedDaysAgo ?? 0)),
      maturityDate: addDays(today, terms.maturesInDays),
      protection: terms.protection,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as OpsReceivable;
}

/**
 * Presses what starts a download and keeps the file in the test's output folder as `file`: its
 * suggested name and where it is.
 */
export async function download(press: Locator, testInfo: TestInfo, file: string) {
  const started = press.page().waitForEvent('download');
  await press.click();
  const downloaded = await started;
  const path = testInfo.outputPath(file);
  await downloaded.saveAs(path);
  return { name: downloaded.suggestedFilename(), path };
}

/** Simple interest of the platform (packages/server/src/modules/marketplace/interest.ts): actual/365, floored to the cent. */
export const interestCents = (cents: number, ratePercent: number, days: number) =>
  Math.floor((cents * Math.round(ratePercent * 100) * days) / 3_650_000);

/* ---------------------------------------------------------------------------------------------- */
/* One journey at a time where the platform has one queue for all                                  */
/* ---------------------------------------------------------------------------------------------- */

/**
 * Runs `work` while no other worker runs work under the same `name`. A payout batch takes every
 * pending withdrawal on the platform: the journeys that ask for a withdrawal and check it pending, or
 * build a batch, hold 'payouts', so another's withdrawal is never swept into theirs. A lock whose
 * holder has died (a killed worker) is taken over.
 */
export async function exclusive<T>(name: string, work: () => Promise<T>): Promise<T> {
  const dir = lockDir(name);
  for (;;) {
    try {
      mkdirSync(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let holder = 0;
    try {
      holder = Number(readFileSync(join(dir, 'pid'), 'utf8'));
    } catch {
      // Just taken: the holder writes its pid next.
    }
    if (holder && !processAlive(holder)) rmSync(dir, { recursive: true, force: true });
    else await new Promise((resolve) => setTimeout(resolve, 100));
  }
  writeFileSync(join(dir, 'pid'), String(process.pid));
  try {
    return await work();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const lockDir = (name: string) => join(tmpdir(), `invest-e2e-${name}-${SERVERS.journeys.port}.lock`);

/** Before a run (the setup project): no lock of an earlier, interrupted run is left. */
export function releaseLocks(): void {
  rmSync(lockDir('payouts'), { recursive: true, force: true });
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/* ---------------------------------------------------------------------------------------------- */
/* The operators                                                                                   */
/* ---------------------------------------------------------------------------------------------- */

/** Where the setup project leaves the operators' sessions for every worker (e2e/operators.setup.ts). */
export const OPERATOR_SESSIONS = join(tmpdir(), `invest-e2e-operators-${SERVERS.journeys.port}.json`);

interface OperatorSession {
  headers: Record<string, string>;
  operatorId: number;
}
/** The sessions this worker signed in itself, by e-mail (the newest of each operator). */
const signedInHere = new Map<string, OperatorSession>();
/** The session each request context uses, by e-mail: checked once per context (test). */
const sessionsOfContext = new WeakMap<APIRequestContext, Map<string, OperatorSession>>();

/**
 * Signs a demo operator in (`/api/ops/oauth/token`: password and an authenticator code) with the code
 * of each step `offsets` names, relative to now, until one is accepted. A code signs in once; the
 * service accepts one step either side of now (packages/server/src/platform/totp.ts TOTP_DRIFT_STEPS), so a step spent by
 * another sign-in is followed by the next one's code instead of waiting for it.
 */
export async function operatorSignIn(
  request: APIRequestContext,
  who: typeof OPERATOR,
  offsets: number[] = [0, 1],
  /** How far the server's clock is from this machine's (the visual server's: e2e/visual-clock.mjs). */
  clockOffsetMs = 0,
): Promise<OperatorSession> {
  let answer = '';
  for (const offset of offsets) {
    const response = await request.post('/api/ops/oauth/token', {
      headers: { Authorization: CLIENT_BASIC },
      form: {
        grant_type: 'password',
        username: who.email,
        password: who.password,
        otp: totpCode(
          who.totpSecret,
          new Date(Date.now() + clockOffsetMs + offset * TOTP_PERIOD_SECONDS * 1000),
        ),
      },
    });
    answer = await response.text();
    if (response.ok()) {
      const token = JSON.parse(answer) as { access_token: string; token_type: string; operatorId: number };
      return {
        headers: { Authorization: `${token.token_type} ${token.access_token}` },
        operatorId: token.operatorId,
      };
    }
  }
  throw new Error(`${who.email} could not sign in with the codes of steps ${offsets.join(', ')}: ${answer}`);
}

/**
 * The headers of a demo operator's calls: the session the setup project signed in for every worker
 * (OPERATOR_SESSIONS), else one this worker signs in (on another server, or when that one has ended).
 */
export async function operatorHeaders(
  request: APIRequestContext,
  who: typeof OPERATOR = OPERATOR,
): Promise<Record<string, string>> {
  return (await operatorSession(request, who)).headers;
}

async function operatorSession(request: APIRequestContext, who: typeof OPERATOR): Promise<OperatorSession> {
  let known = sessionsOfContext.get(request);
  if (!known) sessionsOfContext.set(request, (known = new Map()));
  const chosen = known.get(who.email);
  if (chosen) return chosen;
  const shared = existsSync(OPERATOR_SESSIONS)
    ? (JSON.parse(readFileSync(OPERATOR_SESSIONS, 'utf8')) as Record<string, OperatorSession>)[who.email]
    : undefined;
  // The shared session is the journeys server's; another server (calendar.spec.ts) needs its own.
  let session: OperatorSession | undefined;
  for (const candidate of [shared, signedInHere.get(who.email)]) {
    if (
      candidate &&
      (await request.get('/api/ops/originators?size=1', { headers: candidate.headers })).ok()
    ) {
      session = candidate;
      break;
    }
  }
  if (!session) {
    session = await operatorSignIn(request, who);
    signedInHere.set(who.email, session);
  }
  known.set(who.email, session);
  return session;
}

/**
 * Opens the back office at `path` as a demo operator, in `lang`, already signed in: the console's
 * session (sessionStorage, as its sign-in writes it) is set from the operator's session, so a journey
 * spends no authenticator code of its own (a code signs in once; ops-console.spec.ts signs in through
 * the form).
 */
export async function openConsole(page: Page, lang: Lang, path: string, who: typeof OPERATOR = OPERATOR) {
  await openConsoleWith(page, lang, path, await consoleSession(page.request, who));
}

/** Opens the back office at `path` in `lang` with the console's stored session `session` (consoleSessionOf). */
export async function openConsoleWith(page: Page, lang: Lang, path: string, session: string) {
  await page.addInitScript(
    ([value, lng]) => {
      sessionStorage.setItem('operatorSession', value);
      if (!localStorage.getItem('language')) localStorage.setItem('language', lng);
    },
    [session, lang] as const,
  );
  await page.goto(path);
}

/** The console's stored session (sessionStorage `operatorSession`) for the operator's session. */
export async function consoleSession(request: APIRequestContext, who: typeof OPERATOR = OPERATOR) {
  return consoleSessionOf(await operatorSession(request, who), who);
}

/** The console's stored session value for an operator's session, as its sign-in writes it. */
export function consoleSessionOf(
  { headers, operatorId }: OperatorSession,
  who: typeof OPERATOR,
  lifetimeMs = 10 * 60_000,
): string {
  return JSON.stringify({
    authorization: headers.Authorization,
    operatorId,
    email: who.email,
    expiresAt: Date.now() + lifetimeMs,
  });
}

/**
 * Signs both demo operators in once for every worker (the setup project, e2e/operators.setup.ts), with
 * the code of the step before now: accepted (one step of drift), it leaves the code of now to the
 * console's own sign-in (ops-console.spec.ts).
 */
export async function shareOperatorSessions(request: APIRequestContext): Promise<void> {
  const shared: Record<string, OperatorSession> = {};
  for (const who of [OPERATOR, APPROVER]) shared[who.email] = await operatorSignIn(request, who, [-1, 0, 1]);
  writeFileSync(OPERATOR_SESSIONS, JSON.stringify(shared));
}

/** axe-core finds no WCAG 2.2 AA or best-practice violation on the page as it is now, dialogs included. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // axe.run in the page itself: the default (runPartial in each frame, then finishRun in a blank page
    // opened for it) exists for cross-origin frames, which the app has none of, and the page it opens
    // made each check 30–50 % slower (stop 35). Only violations are asserted: passes and incomplete
    // results are not gathered into the report nor sent back.
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
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
