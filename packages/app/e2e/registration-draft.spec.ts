import { expect, test } from '@playwright/test';
import {
  ageStoredDraft,
  draftUpToPassword,
  expectStep,
  heading,
  next,
  REG,
  seedDraft,
  SLOVENIA,
  storedDraft,
  byLabel,
} from './registration-helpers';
import { inLanguage, LANGS } from './support';

const HOUR = 60 * 60 * 1000;

for (const lang of LANGS) {
  const r = REG[lang];

  test.describe(`registration draft and step guard (${lang})`, () => {
    inLanguage(lang);

    test('the draft survives a reload and is dropped when an hour old', async ({ page }) => {
      // Up to the e-mail step without the service: the country was confirmed before.
      await page.goto('/register/account-type');
      await seedDraft(page, { accountType: 'personal', country: SLOVENIA });
      await page.goto('/register/personal/first-name');
      await byLabel(page, r.firstName.label).fill('Ana');
      await next(page, lang).click();
      await byLabel(page, r.lastName.label).fill('Kovač');
      await next(page, lang).click();
      await expectStep(page, 'personal/date-of-birth');
      expect((await storedDraft(page))?.draft).toMatchObject({
        personalFirstName: 'Ana',
        personalLastName: 'Kovač',
      });

      await page.reload();
      await expectStep(page, 'personal/date-of-birth');
      await page.goto('/register/personal/last-name');
      await expect(byLabel(page, r.lastName.label)).toHaveValue('Kovač');

      // 59 minutes later it is still there …
      await ageStoredDraft(page, 59 * 60 * 1000);
      await page.reload();
      await expect(byLabel(page, r.lastName.label)).toHaveValue('Kovač');

      // … one hour after the last save it is gone, and the wizard starts over.
      await ageStoredDraft(page, HOUR);
      await page.reload();
      await expectStep(page, 'account-type');
      await expect(heading(page, r.accountType.heading)).toBeVisible();
      expect(await storedDraft(page)).toBeNull();
    });

    test('a later step redirects to the first incomplete one', async ({ page }) => {
      await page.goto('/register/agreements');
      await expectStep(page, 'account-type');

      await seedDraft(
        page,
        draftUpToPassword({
          personalAddress: { streetName: '', streetNumber: '', postalCode: '', city: '' },
          summaryConfirmed: false,
        }),
      );
      await page.goto('/register/choose-password');
      await expectStep(page, 'personal/address');
      // Earlier steps stay open.
      await page.goto('/register/personal/email');
      await expectStep(page, 'personal/email');
      // The other account type's steps do not exist for this draft.
      await page.goto('/register/business/vat');
      await expectStep(page, 'personal/address');

      // The password is never stored: after a reload the wizard asks for it again.
      await seedDraft(
        page,
        draftUpToPassword({
          agreements: { tosAgreement: true, privacyAgreement: true, notPoliticallyExposed: true },
        }),
      );
      await page.goto('/register/agreements');
      await expectStep(page, 'choose-password');
    });

    test('completed stages are links back; changing the account type starts over', async ({ page }) => {
      await page.goto('/register/account-type');
      await seedDraft(page, draftUpToPassword());
      await page.goto('/register/choose-password');
      const stages = page.getByRole('navigation', { name: r.wizard.stagesLabel });
      if ((page.viewportSize()?.width ?? 1280) >= 480) {
        await stages.getByRole('button', { name: new RegExp(r.wizard.stages.contact) }).click();
        await expectStep(page, 'personal/email');
        await stages.getByRole('button', { name: new RegExp(r.wizard.stages.identity) }).click();
        await expectStep(page, 'account-type');
      } else {
        await page.goto('/register/account-type');
      }
      await expect(page.getByRole('button', { name: new RegExp(r.accountType.personal) })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await page.getByRole('button', { name: new RegExp(r.accountType.business) }).click();
      await expectStep(page, 'business/country');
      expect((await storedDraft(page))?.draft).toMatchObject({
        accountType: 'business',
        personalFirstName: '',
        email: '',
      });
    });

    test('unknown steps are not found', async ({ page }) => {
      await page.goto('/register/nowhere');
      await expect(heading(page, r.notFound.unknownStep)).toBeVisible();
      await page.goto('/register/personal/vat');
      await expect(heading(page, r.notFound.paramMismatch)).toBeVisible();
      await page.goto('/register/phone/again');
      await expect(heading(page, r.notFound.paramMismatch)).toBeVisible();
      await page.getByRole('link', { name: r.notFound.restart }).click();
      await expectStep(page, 'account-type');
    });
  });
}
