import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import enAccount from '../src/locales/en/account.json' with { type: 'json' };
import enQuestionnaire from '../src/locales/en/questionnaire.json' with { type: 'json' };
import slAccount from '../src/locales/sl/account.json' with { type: 'json' };
import slQuestionnaire from '../src/locales/sl/questionnaire.json' with { type: 'json' };
import {
  BUSINESS,
  expectNoAxeViolations,
  figure,
  investorApi,
  isMobile,
  journeyAt,
  LANGS,
  openSignedIn,
  operatorHeaders,
  registerByApi,
  saveScreenshot,
  useLanguage,
  type Lang,
} from './support';

/**
 * The investor profile's questionnaire and identity documents against the real server (SPEC §2, §4):
 * a personal investor answers the four questions, uploads both sides of an ID card and sees the
 * upload pending; the operator approves it through the ops API and the profile shows the identity
 * confirmed (EN, 1280 px). A business investor answers its five questions and skips the upload (SL,
 * 375 px). Every screen is then visited at both widths in both languages with axe and a screenshot.
 */
const ACCOUNT = { en: enAccount, sl: slAccount };
const Q = { en: enQuestionnaire, sl: slQuestionnaire };
const BASE = '/u/account/financial-information';
const FIXTURES = join(import.meta.dirname, 'fixtures');

interface Customer {
  Id: number;
  taxNo: string | null;
  investorProfile: {
    completed: boolean;
    fundsSources: string[];
    annualIncome: string | null;
    countryOfResidence: string | null;
  };
  companyInvestorProfile: Record<string, unknown> | null;
  status: { confirmed: boolean };
  identificationDocument: { validTo: string | null; verification: string };
}

const main = (page: Page) => page.getByRole('main');
const next = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: Q[lang].actions.next, exact: true });

/** The account page's investor profile (the second tab on a phone), signed in as `person`. */
async function openProfile(page: Page, lang: Lang, person: { email: string; password: string }) {
  await openSignedIn(page, person, '/u/account');
  if (isMobile(page)) await page.getByRole('tab', { name: ACCOUNT[lang].tabs.profile, exact: true }).click();
  await expect(page.getByRole('heading', { name: ACCOUNT[lang].profile.title, exact: true })).toBeVisible();
}

const profileValue = (page: Page, label: string) => figure(page, label).first();

/** Answers a select step and waits for the next address. */
async function choose(page: Page, lang: Lang, label: string, nextPath: string) {
  await main(page).getByRole('combobox').selectOption({ label });
  await next(page, lang).click();
  await expect(page).toHaveURL(new RegExp(`${nextPath}$`));
}

async function uploadIdCard(page: Page, lang: Lang) {
  const q = Q[lang];
  await page.getByRole('link', { name: new RegExp(q.upload.id) }).click();
  await expect(page).toHaveURL(new RegExp(`${BASE}/upload-id$`));
  const inputs = page.locator('[data-slot="file-drop-input"]');
  await inputs.nth(0).setInputFiles(join(FIXTURES, 'id-front.jpg'));
  await expect(page.getByRole('button', { name: q.actions.continue })).toHaveCount(0);
  await inputs.nth(1).setInputFiles(join(FIXTURES, 'id-back.jpg'));
  await expect(page.locator('[data-slot="file-drop-preview"]')).toHaveCount(2);
  await expect(page.locator('[data-slot="file-drop-success"]')).toHaveCount(2);
}

test.describe('profile: personal questionnaire, ID upload, operator approval (EN, 1280 px)', () => {
  journeyAt(1280, 'en');

  test('answers four questions, uploads the ID card, waits for review, is confirmed', async ({
    page,
    request,
  }, testInfo) => {
    const lang: Lang = 'en';
    const q = Q[lang];
    const a = ACCOUNT[lang];
    const person = await registerByApi(request, lang, 'profile');
    await openProfile(page, lang, person);
    await expect(profileValue(page, a.profile.identity)).toHaveText(a.profile.verification.NOT_SUBMITTED);
    await page.getByRole('link', { name: a.profile.answerQuestionnaire }).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/1$`));

    await expect(page.getByRole('heading', { level: 2, name: q.questions.fundsSources.title })).toBeVisible();
    await main(page).getByRole('button', { name: 'Salary', exact: true }).click();
    await main(page).getByRole('button', { name: 'Savings', exact: true }).click();
    await next(page, lang).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/2$`));
    await choose(page, lang, '20.001 to 50.000 €', `${BASE}/3`);
    await choose(page, lang, 'Slovenia', `${BASE}/4`);
    await main(page).getByRole('textbox', { name: q.field.taxNo }).fill('12345678');
    await next(page, lang).click();
    await expect(page).toHaveURL(new RegExp(`${BASE}/upload$`));

    const api = await investorApi(request, person.email, person.password);
    const answered = await api.get<Customer>(`/customer/${api.userId}`);
    expect(answered.investorProfile).toEqual({
      completed: true,
      fundsSources: ['SALARY', 'SAVINGS'],
      annualIncome: 'EUR_20001_50000',
      countryOfResidence: 'SI',
    });
    expect(answered.taxNo).toBe('12345678');

    await uploadIdCard(page, lang);
    await saveScreenshot(page, testInfo, 'journey-upload-id', lang, { fullPage: true });
    await page.getByRole('button', { name: q.actions.continue }).click();
    await expect(page).toHaveURL(/\/u\/account$/);
    await expect(profileValue(page, a.profile.identity)).toHaveText(a.profile.verification.PENDING);
    await expect(page.getByText(a.profile.identityPending)).toBeVisible();
    await expect(page.getByRole('link', { name: a.profile.uploadDocuments })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'journey-pending', lang, { fullPage: true });

    // The operator approves the upload through the back office's calls.
    const ops = await operatorHeaders(request);
    const queue = await request.get(
      `/api/ops/identity-reviews?state=PENDING&q=${encodeURIComponent(person.email)}`,
      { headers: ops },
    );
    const review = (
      (await queue.json()) as { content: Array<{ id: number; userId: number; documents: unknown[] }> }
    ).content.find((r) => r.userId === api.userId);
    expect(review?.documents).toHaveLength(2);
    const approved = await request.post(`/api/ops/identity-reviews/${review!.id}/approve`, {
      headers: ops,
      data: { validTo: '2034-05-31' },
    });
    expect(approved.ok(), await approved.text()).toBe(true);

    await page.reload();
    await expect(profileValue(page, a.profile.identity)).toHaveText(a.profile.verification.CONFIRMED);
    await expect(page.getByText(a.profile.identityPending)).toHaveCount(0);
    await expect(profileValue(page, a.personal.idValidTo).first()).toHaveText('31/05/2034');
    await saveScreenshot(page, testInfo, 'journey-confirmed', lang, { fullPage: true });
  });
});

test.describe('profile: business questionnaire, upload skipped (SL, 375 px)', () => {
  journeyAt(375, 'sl');

  test('answers five questions of its own, then skips the upload to the account', async ({
    page,
    request,
  }) => {
    const lang: Lang = 'sl';
    const q = Q[lang];
    // The seeded business investor: only this journey changes her profile (ops-receivables.spec.ts
    // gives her a strategy and money of its own, and reads neither).
    await openSignedIn(page, BUSINESS, BASE);
    await expect(page).toHaveURL(new RegExp(`${BASE}/1$`));
    await expect(
      page.getByText(q.stepper.step.replace('{{step}}', '1').replace('{{total}}', '6')),
    ).toBeVisible();
    await expect(main(page).getByRole('combobox').locator('option')).toHaveCount(22);
    await choose(page, lang, 'Informacijske in komunikacijske dejavnosti', `${BASE}/2`);
    await choose(page, lang, 'Združeno kraljestvo', `${BASE}/3`);
    await choose(page, lang, 'Delniška družba (d.d.)', `${BASE}/4`);
    await choose(page, lang, 'Več kot 5.000.000 €', `${BASE}/5`);
    await choose(page, lang, 'Več kot 20 %', `${BASE}/upload`);
    await expect(
      page.getByText(q.stepper.step.replace('{{step}}', '6').replace('{{total}}', '6')),
    ).toBeVisible();
    await page.getByRole('button', { name: q.actions.skip }).click();
    await expect(page).toHaveURL(/\/u\/account$/);

    const api = await investorApi(request, BUSINESS.email, BUSINESS.password);
    expect((await api.get<Customer>(`/customer/${api.userId}`)).companyInvestorProfile).toEqual({
      completed: true,
      economicActivity: 'J_INFORMATION_COMMUNICATION',
      mainCounterPartyOrigin: 'UK',
      type: 'PUBLIC_LIMITED',
      annualIncome: 'EUR_5000001',
      availableIncomePercent: 'PERCENT_21',
    });
  });
});

test.describe('profile: every screen, both languages (axe + screenshots)', () => {
  for (const lang of LANGS) {
    test(`questionnaire and upload screens in ${lang}`, async ({ page, request }, testInfo) => {
      // Seven screens, each with axe and a full-page screenshot: longer than one journey step.
      test.setTimeout(120_000);
      const q = Q[lang];
      const a = ACCOUNT[lang];
      await useLanguage(page, lang);
      const person = await registerByApi(request, lang, `screens-${lang}`);
      await openProfile(page, lang, person);
      await expect(page.getByRole('link', { name: a.profile.uploadDocuments })).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'profile-not-submitted', lang, { fullPage: true });

      await page.goto(BASE);
      await expect(page).toHaveURL(new RegExp(`${BASE}/1$`));
      await expect(
        page.getByRole('heading', { level: 2, name: q.questions.fundsSources.title }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'questionnaire-1', lang, { fullPage: true });

      await page.goto(`${BASE}/3`);
      await expect(
        page.getByRole('heading', { level: 2, name: q.questions.countryOfResidence.title }),
      ).toBeVisible();
      // Country names in the interface language.
      await expect(
        main(page)
          .getByRole('combobox')
          .locator('option', { hasText: lang === 'sl' ? 'Avstrija' : 'Austria' }),
      ).toHaveCount(1);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'questionnaire-3', lang, { fullPage: true });

      await page.goto(`${BASE}/4`);
      const taxNo = main(page).getByRole('textbox', { name: q.field.taxNo });
      await expect(taxNo).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText(q.field.taxNoEmpty)).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'questionnaire-4-empty', lang, { fullPage: true });
      // Empty, it still goes on (nothing is saved).
      await next(page, lang).click();
      await expect(page).toHaveURL(new RegExp(`${BASE}/upload$`));
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'upload-choice', lang, { fullPage: true });

      await uploadIdCard(page, lang);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'upload-id', lang, { fullPage: true });
      await page.getByRole('button', { name: q.actions.goBack }).click();
      await expect(page).toHaveURL(new RegExp(`${BASE}/upload$`));

      await page.getByRole('link', { name: new RegExp(q.upload.passport) }).click();
      await expect(page).toHaveURL(new RegExp(`${BASE}/upload-passport$`));
      await page.locator('[data-slot="file-drop-input"]').setInputFiles(join(FIXTURES, 'passport.jpg'));
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'upload-passport', lang, { fullPage: true });
      await page.getByRole('button', { name: q.actions.continue }).click();
      await expect(page).toHaveURL(/\/u\/account$/);
      if (isMobile(page)) await page.getByRole('tab', { name: a.tabs.profile, exact: true }).click();
      await expect(profileValue(page, a.profile.identity)).toHaveText(a.profile.verification.PENDING);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, testInfo, 'profile-pending', lang, { fullPage: true });
    });
  }
});
