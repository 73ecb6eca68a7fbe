import { expect, test, type APIRequestContext } from '@playwright/test';
import enWallet from '../src/locales/en/wallet.json' with { type: 'json' };
import slWallet from '../src/locales/sl/wallet.json' with { type: 'json' };
import {
  BUSINESS,
  DEMO,
  exclusive,
  inLanguage,
  investorApi,
  isMobile,
  journeyAt,
  LANGS,
  openSignedIn,
  outboxIds,
  smsFromOutbox,
  spaces,
  toast,
} from './support';

/** The wallet's texts travel with its lazy chunk, so they are read here rather than in support.ts. */
const WALLET = { en: enWallet, sl: slWallet };

interface Instructions {
  beneficiaryName: string;
  beneficiaryAddress: string;
  iban: string;
  bic: string;
  bankName: string;
  reference: string;
  qrPayload: string;
}
interface Deposit {
  Id: number;
  status: keyof typeof enWallet.status;
  dateFormatted: string;
  value: number;
}

/** What the service answers the demo investor, read as another front end would. */
async function demoWallet(request: APIRequestContext) {
  const { userId, get } = await investorApi(request, DEMO.email, DEMO.password);
  return {
    instructions: await get<Instructions>(`/depositInstructions/${userId}`),
    firstPage: await get<Deposit[]>(`/deposits/${userId}?limit=20&offset=0`),
    balance: await get<{ depositsTotal: number }>('/accountBalance'),
  };
}

const inFours = (value: string) => value.replace(/(.{4})(?=.)/g, '$1 ');

for (const lang of LANGS) {
  const w = WALLET[lang];

  test.describe(`wallet deposits (${lang})`, () => {
    inLanguage(lang);

    test('the demo investor reads the bank details, copies the IBAN and sees the deposits', async ({
      page,
      context,
      request,
    }) => {
      const { instructions, firstPage, balance } = await demoWallet(request);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);

      await openSignedIn(page, DEMO, '/u/deposits');
      await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${w.title} `));

      const card = page.getByRole('region', { name: w.bankDetails.title });
      await expect(card).toBeVisible();
      for (const value of [
        instructions.beneficiaryName,
        instructions.bic,
        instructions.bankName,
        inFours(instructions.iban),
        inFours(instructions.reference),
      ]) {
        await expect(card.getByText(value, { exact: true })).toBeVisible();
      }
      // The QR code the banking app scans, named for what it does.
      await expect(card.getByRole('img', { name: w.bankDetails.qrLabel })).toBeVisible();

      await card.getByRole('button', { name: w.bankDetails.fields.iban.copy, exact: true }).click();
      await expect(toast(page).getByText(w.bankDetails.fields.iban.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(instructions.iban);

      await card.getByRole('button', { name: w.bankDetails.showInfo }).click();
      const info = page.getByRole('region', { name: w.bankDetails.info.title });
      await expect(info.getByRole('link', { name: w.bankDetails.info.helpLink })).toHaveAttribute(
        'href',
        'mailto:support@invest.si',
      );

      // The seed's two years of monthly deposits (the empty state is the component test's).
      expect(
        firstPage.length,
        'the demo investor has deposits (packages/server/src/modules/demo/seed.ts)',
      ).toBeGreaterThan(0);
      const table = page.getByRole('table', { name: w.deposits.caption });
      await expect(table).toBeVisible();
      await expect(table.locator('tbody tr')).toHaveCount(firstPage.length);
      const first = table.locator('tbody tr').first();
      await expect(first).toContainText(w.status[firstPage[0]!.status]);
      const [year, month, day] = firstPage[0]!.dateFormatted.split('-');
      await expect(first).toContainText(
        lang === 'sl' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`,
      );
      const total = (await table.locator('tfoot tr > *').allTextContents()).map(spaces);
      const euros = new Intl.NumberFormat('sl-SI', {
        style: 'currency',
        currency: 'EUR',
        useGrouping: 'always',
      }).format(balance.depositsTotal);
      expect([total[0], total.at(-1)]).toEqual([w.table.total, spaces(euros)]);
      // 20 a page (SPEC §9): a full first page offers more.
      await expect(page.getByRole('button', { name: w.table.loadMore })).toHaveCount(
        firstPage.length === 20 ? 1 : 0,
      );
    });
  });
}

/**
 * Who withdraws in each language: investors of the seed whose payout account is past its 24-hour wait
 * (a new investor's would still be waiting: payout-account.spec.ts). One per language, so their code
 * SMS never meet the 9-second wait between two codes of one investor.
 */
const WITHDRAWING = [
  { lang: 'en', width: 1280, person: DEMO },
  { lang: 'sl', width: 375, person: BUSINESS },
] as const;

for (const { lang, width, person } of WITHDRAWING) {
  const w = WALLET[lang];

  test.describe(`wallet withdrawal (${lang}, ${width} px)`, () => {
    journeyAt(width, lang);

    test('an investor withdraws to the payout account with a code and sees it pending', async ({
      page,
      request,
    }) => {
      const api = await investorApi(request, person.email, person.password);
      const customer = await api.get<{
        mainBankAccount: { accountNumber: string; bank: string } | null;
        contact: { telephone: string };
        status: { twoFactorAuthEnabled: boolean; confirmed: boolean };
      }>(`/customer/${api.userId}`);
      // What the journey assumes of its investor, asserted rather than skipped over.
      expect(customer.status.confirmed, 'the investor is confirmed').toBe(true);
      expect(customer.mainBankAccount, 'the investor has a payout account').not.toBeNull();
      expect(customer.status.twoFactorAuthEnabled, 'this journey is the one without two-factor').toBe(false);
      const iban = customer.mainBankAccount!.accountNumber;
      const phone = customer.contact.telephone;

      // The dashboard's journey compares the demo investor's balance with the screen: not meanwhile.
      await exclusive('demo-balance', async () => {
        await openSignedIn(page, person, '/u/deposits');
        if (isMobile(page)) await page.getByRole('tab', { name: w.tabs.withdraw, exact: true }).click();

        const card = page.getByRole('region', { name: w.withdraw.card.title });
        await expect(
          card.getByText(`${iban.slice(0, 4)} **** ${iban.slice(-4)}`, { exact: true }),
        ).toBeVisible();
        // An amount of its own per run, so the row is this journey's.
        const cents = 1000 + Math.floor(Math.random() * 9000);
        const typed = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
        // An amount it cannot read says why as soon as the field is left, not only with a red border.
        const amount = card.getByRole('textbox', { name: w.withdraw.form.amount });
        await amount.fill('abc');
        await amount.blur();
        await expect(amount).toHaveAttribute('aria-invalid', 'true');
        await expect(card.getByText(w.withdraw.errors.invalid, { exact: true })).toBeVisible();
        await amount.fill(typed);
        await card.getByRole('button', { name: w.withdraw.form.submit, exact: true }).click();

        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toContainText(`${typed} €`);
        await expect(dialog).toContainText(inFours(iban));
        // Pending until a payout batch takes it: no other journey builds one meanwhile.
        await exclusive('payouts', async () => {
          // Every withdrawal needs its code, two-factor or not (docs/decisions/0013).
          const before = await outboxIds(request, phone);
          await dialog.getByRole('button', { name: w.withdraw.confirm.sendCode, exact: true }).click();
          const { code } = await smsFromOutbox(request, phone, before);
          await page
            .getByRole('dialog', { name: w.withdraw.code.title })
            .getByRole('textbox')
            .first()
            .fill(code);
          await expect(toast(page).getByText(w.withdraw.done.title)).toBeVisible();
          await expect(card.getByRole('textbox', { name: w.withdraw.form.amount })).toHaveValue('');

          const table = page.getByRole('table', { name: w.withdrawals.caption });
          const row = table.locator('tbody tr').filter({ hasText: `${typed} €` });
          await expect(row).toHaveCount(1);
          await expect(row).toContainText(w.status.PENDING);

          const listed = await api.get<{ value: number; status: string }[]>(
            `/withdrawals/${api.userId}?limit=50&offset=0`,
          );
          expect(listed).toContainEqual(expect.objectContaining({ value: cents / 100, status: 'PENDING' }));
        });
      });
    });
  });
}
