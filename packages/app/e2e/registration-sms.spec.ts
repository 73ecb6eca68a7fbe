/**
 * Issue 21: a registration whose code travels as in production — through the Infobip transport
 * (SMS_PROVIDER=infobip) to a local fake of Infobip's API that the run starts (e2e/servers.ts SMS_FAKE),
 * read where the phone would get it, not from the development outbox. And a number the provider refuses:
 * the investor is told so in their language, never an error page.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  byLabel,
  chooseCountry,
  confirmPhoneAndPassword,
  COUNTRY,
  expectStep,
  fillIdentityAndContact,
  heading,
  loginAs,
  next,
  REG,
  tickAgreements,
} from './registration-helpers';
import { SERVERS, SMS_FAKE } from './servers';
import { confirmationLink, expectDashboard, journeyAt, TEXT, uniqueInvestor, type Lang } from './support';

test.use({ baseURL: SERVERS.sms.url });

interface FakeSms {
  to: string;
  text: string;
  sender: string | null;
  answer: string;
}

/** What the fake Infobip received for the number. */
async function received(request: APIRequestContext, telephone: string): Promise<FakeSms[]> {
  const res = await request.get(`${SMS_FAKE.url}/__fake/messages`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as FakeSms[]).filter((sms) => sms.to === telephone);
}

/** The code of the one text message Infobip took for the number (polled: the outbox sends it). */
async function codeFromProvider(request: APIRequestContext, telephone: string): Promise<string> {
  let texts: FakeSms[] = [];
  await expect.poll(async () => (texts = await received(request, telephone)).length).toBe(1);
  const [sms] = texts;
  expect(sms!.sender).toBe('Invest');
  expect(sms!.answer).toBe('accept');
  return sms!.text.match(/\b(\d{6})\b/)![1]!;
}

async function startRegistration(
  page: Page,
  lang: Lang,
  person: Parameters<typeof fillIdentityAndContact>[2],
) {
  const r = REG[lang];
  await page.goto('/register/account-type');
  await page.getByRole('button', { name: r.accountType.personal }).click();
  await expectStep(page, 'personal/country');
  await chooseCountry(page, lang, COUNTRY[lang].slovenia.toUpperCase());
  await next(page, lang).click();
  await fillIdentityAndContact(page, lang, person);
}

const SMS_WORDING = {
  en: /^Your Invest confirmation code is \d{6}\. It is valid for \d+ minutes\./,
  sl: /^Vaša potrditvena koda za Invest je \d{6}\. Velja \d+ minut\./,
};

for (const [width, lang] of [
  [1280, 'en'],
  [375, 'sl'],
] as const) {
  test.describe(`registration through the SMS provider (${lang})`, () => {
    journeyAt(width, lang);

    test('the code reaches the phone through Infobip, and the new investor signs in', async ({
      page,
      request,
    }, testInfo) => {
      const person = {
        firstName: 'Tina',
        lastName: 'Kralj',
        ...uniqueInvestor(`sms-${lang}-${testInfo.project.name}`),
      };
      await startRegistration(page, lang, person);
      await confirmPhoneAndPassword(page, request, lang, person, {
        readCode: (telephone) => codeFromProvider(request, telephone),
      });
      const [sms] = await received(request, person.telephone);
      expect(sms!.text).toMatch(SMS_WORDING[lang]);

      await tickAgreements(page, lang);
      await page.getByRole('button', { name: REG[lang].agreements.submit, exact: true }).click();
      await expectStep(page, 'confirm-email');
      // E-mail still goes to the development outbox here (no SMTP): only text messages are real.
      await page.goto(await confirmationLink(request, person.email));
      await expect(heading(page, REG[lang].final.heading)).toBeVisible();
      await page.getByRole('link', { name: REG[lang].final.login }).click();
      await loginAs(page, lang, person.email, person.password);
      await expectDashboard(page, lang, person.firstName);
    });

    test('a number the provider refuses is said in the investor’s language, and another one works', async ({
      page,
      request,
    }, testInfo) => {
      const person = {
        firstName: 'Rok',
        lastName: 'Potočnik',
        ...uniqueInvestor(`smsno-${lang}-${testInfo.project.name}`),
      };
      const answers = await request.post(`${SMS_FAKE.url}/__fake/answers`, {
        data: { to: person.telephone, answers: ['invalid-number'] },
      });
      expect(answers.ok()).toBe(true);
      await startRegistration(page, lang, person);

      const r = REG[lang];
      await byLabel(page, r.phone.number).fill(person.phoneNumber);
      await page.getByRole('button', { name: r.phone.submit, exact: true }).click();
      await expect(page.getByText(TEXT[lang].errors['sms-not-delivered'])).toBeVisible();
      await expectStep(page, 'phone');
      expect((await received(request, person.telephone)).map((sms) => sms.answer)).toEqual([
        'invalid-number',
      ]);

      // The investor corrects the number: the code arrives through the provider as usual.
      const other = uniqueInvestor(`smsok-${lang}-${testInfo.project.name}`);
      const corrected = { ...person, phoneNumber: other.phoneNumber, telephone: other.telephone };
      await byLabel(page, r.phone.number).fill('');
      await confirmPhoneAndPassword(page, request, lang, corrected, {
        readCode: (telephone) => codeFromProvider(request, telephone),
      });
    });
  });
}
