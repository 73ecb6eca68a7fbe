import { expect, test } from '@playwright/test';
import enSmsCode from '../src/locales/en/sms-code.json' with { type: 'json' };
import enWallet from '../src/locales/en/wallet.json' with { type: 'json' };
import slSmsCode from '../src/locales/sl/sms-code.json' with { type: 'json' };
import slWallet from '../src/locales/sl/wallet.json' with { type: 'json' };
import {
  DEMO,
  expectDashboard,
  investorApi,
  isMobile,
  journeyAt,
  LANGS,
  login,
  openWallet,
  outboxIds,
  smsFromOutbox,
} from './support';

/**
 * Money leaves only to the investor's own account, always with a code (docs/decisions/0013): adding a
 * payout account takes a code and starts the 24-hour wait (a withdrawal with its code while two-factor
 * is off: wallet.spec.ts). The journey runs in full once per language: EN at 1280 px, SL at 375 px
 * (DESIGN §5).
 */
const WALLET = { en: enWallet, sl: slWallet };
const SMS_CODE = { en: enSmsCode, sl: slSmsCode };

/** Crowd investors of the demo seed whose payout account the journey may change (one per language). */
const CHANGER = {
  en: { email: 'eva.kos@invest.si', firstName: 'Eva', holder: 'KOS Eva' },
  sl: { email: 'sara.golob@invest.si', firstName: 'Sara', holder: 'Golob, Sara' },
} as const;
/** Two valid Slovenian IBANs: the journey changes to whichever the investor does not have now. */
const IBANS = ['SI56020170014356205', 'SI56191000000123438'] as const;

const masked = (iban: string) => `${iban.slice(0, 4)} **** ${iban.slice(-4)}`;

for (const lang of LANGS) {
  const w = WALLET[lang];

  test.describe(`payout account (${lang})`, () => {
    // Once per language: EN at 1280 px, SL at 375 px (the other width is skipped, not lost).
    journeyAt(lang === 'en' ? 1280 : 375, lang);

    test('adding a payout account takes a code and starts the 24-hour wait', async ({ page, request }) => {
      const who = CHANGER[lang];
      const api = await investorApi(request, who.email, DEMO.password);
      const customer = await api.get<{ contact: { telephone: string; email: string } }>(
        `/customer/${api.userId}`,
      );
      const { payoutAccount } = await api.get<{ payoutAccount: { iban: string } | null }>(
        `/payoutAccount/${api.userId}`,
      );
      const iban = IBANS.find((candidate) => candidate !== payoutAccount?.iban)!;
      const mailsBefore = await outboxIds(request, customer.contact.email);

      await page.goto('/');
      await login(page, lang, who.email, DEMO.password);
      await expectDashboard(page, lang, who.firstName);
      await openWallet(page, lang);
      if (isMobile(page)) await page.getByRole('tab', { name: w.tabs.withdraw, exact: true }).click();

      const card = page.getByRole('region', { name: w.withdraw.card.title });
      await card
        .getByRole('button', { name: payoutAccount ? w.payoutAccount.change : w.payoutAccount.add })
        .click();
      const form = page.getByRole('dialog', {
        name: payoutAccount ? w.payoutAccount.form.changeTitle : w.payoutAccount.form.addTitle,
      });
      // A typo in the IBAN is caught in the form; another person's name by the service.
      await form.getByRole('textbox', { name: w.payoutAccount.form.iban }).fill(`${iban.slice(0, -1)}0`);
      await form.getByRole('button', { name: w.payoutAccount.form.sendCode }).click();
      await expect(form.getByText(w.payoutAccount.errors['iban-invalid'])).toBeVisible();
      await form
        .getByRole('textbox', { name: w.payoutAccount.form.iban })
        .fill(iban.replace(/(.{4})/g, '$1 '));
      await form.getByRole('textbox', { name: w.payoutAccount.form.holder }).fill(who.holder);

      const before = await outboxIds(request, customer.contact.telephone);
      await form.getByRole('button', { name: w.payoutAccount.form.sendCode }).click();
      const codeDialog = page.getByRole('dialog', { name: w.payoutAccount.code.title });
      await expect(codeDialog).toBeVisible();
      const sms = await smsFromOutbox(request, customer.contact.telephone, before);
      expect(sms.body).toContain(masked(iban));
      await codeDialog.getByRole('textbox', { name: SMS_CODE[lang].label }).fill(sms.code);

      await expect(page.locator('[data-slot="toast"]').getByText(w.payoutAccount.done.title)).toBeVisible();
      await expect(card.getByText(masked(iban), { exact: true })).toBeVisible();
      await expect(card.getByText(w.payoutAccount.coolingOffTitle)).toBeVisible();
      await expect(card.getByRole('button', { name: w.withdraw.form.submit, exact: true })).toBeDisabled();
      // The owner hears of it by e-mail, the IBAN masked.
      await expect
        .poll(async () => (await outboxIds(request, customer.contact.email)).size)
        .toBeGreaterThan(mailsBefore.size);
    });
  });
}
