import { expect, test } from '@playwright/test';
import {
  byLabel,
  chooseCountry,
  COUNTRY,
  expectStep,
  heading,
  next,
  REG,
  seedDraft,
  SLOVENIA,
} from './registration-helpers';
import { inLanguage, LANGS, TEXT } from './support';

for (const lang of LANGS) {
  const r = REG[lang];

  test.describe(`registration dead ends (${lang})`, () => {
    inLanguage(lang);

    test('a country that is not supported offers Get notified, which calls nothing and returns', async ({
      page,
    }) => {
      // The page's timers run on Playwright's clock, so the second of 'sending' passes without waiting.
      await page.clock.install();
      await page.goto('/register/account-type');
      await page.getByRole('button', { name: r.accountType.personal }).click();
      await chooseCountry(page, lang, COUNTRY[lang].austria);
      await next(page, lang).click();

      await expectStep(page, 'country-not-supported');
      await expect(heading(page, r.countryNotSupported.heading)).toBeVisible();
      await byLabel(page, r.countryNotSupported.label).fill('waiting@example.at');

      const calls: string[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname.startsWith('/api/')) calls.push(req.url());
      });
      const notify = page.getByRole('button', { name: r.countryNotSupported.submit });
      await page.clock.pauseAt(Date.now() + 60_000);
      await notify.click();
      await expect(notify).toHaveAttribute('aria-busy', 'true');
      // It says it is sending for a second, then goes back to the start.
      await page.clock.runFor(900);
      await expect(notify).toHaveAttribute('aria-busy', 'true');
      await expectStep(page, 'country-not-supported');
      await page.clock.runFor(100);
      await expectStep(page, 'account-type');
      expect(calls).toEqual([]);
    });

    test('someone who is not the legal representative cannot open a business account', async ({ page }) => {
      // The journey to the legal question needs the company lookup; the answer itself is the app's.
      await page.goto('/register/account-type');
      await seedDraft(page, {
        accountType: 'business',
        country: SLOVENIA,
        businessVAT: 'SI12345678',
        company: {
          name: 'Zelena Energija d.o.o.',
          taxNo: 'SI12345678',
          address: { streetAndNumber: 'Dunajska cesta 5', city: 'Ljubljana' },
        },
      });
      await page.goto('/register/business/legal');
      await expect(
        heading(page, r.legal.heading.replace('{{company}}', 'Zelena Energija d.o.o.')),
      ).toBeVisible();
      await page.getByRole('button', { name: r.legal.no }).click();

      await expectStep(page, 'legal-representative-error');
      await expect(heading(page, r.legalError.heading)).toBeVisible();
      // Refused: the personal steps stay closed.
      await page.goto('/register/personal/first-name');
      await expectStep(page, 'business/legal');
      await page.goto('/register/legal-representative-error');
      await page.getByRole('link', { name: r.wizard.homepage }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(heading(page, TEXT[lang].auth.login.heading)).toBeVisible();
    });

    test('the terms of use have their own page in the interface language', async ({ page }) => {
      await page.goto('/terms');
      await expect(heading(page, lang === 'sl' ? 'Pogoji uporabe' : 'Terms of use')).toBeVisible();
      await expect(page.getByText('13.3.2020')).toBeVisible();
    });
  });
}
