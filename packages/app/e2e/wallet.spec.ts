import { expect, test, type APIRequestContext } from '@playwright/test';
import enWallet from '../src/locales/en/wallet.json' with { type: 'json' };
import slWallet from '../src/locales/sl/wallet.json' with { type: 'json' };
import {
  DEMO,
  expectDashboard,
  investorApi,
  isMobile,
  LANGS,
  login,
  openWallet,
  outboxIds,
  smsFromOutbox,
  useLanguage,
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
const spaces = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

for (const lang of LANGS) {
  const w = WALLET[lang];

  test.describe(`wallet deposits (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test('the demo investor reads the bank details, copies the IBAN and sees the deposits', async ({
      page,
      context,
      request,
    }) => {
      const { instructions, firstPage, balance } = await demoWallet(request);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);

      await page.goto('/');
      await login(page, lang, DEMO.email, DEMO.password);
      await expectDashboard(page, lang, DEMO.firstName);
      await openWallet(page, lang);
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
      await expect(
        page.locator('[data-slot="toast"]').getByText(w.bankDetails.fields.iban.copied),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(instructions.iban);

      await card.getByRole('button', { name: w.bankDetails.showInfo }).click();
      const info = page.getByRole('region', { name: w.bankDetails.info.title });
      await expect(info.getByRole('link', { name: w.bankDetails.info.helpLink })).toHaveAttribute(
        'href',
        'mailto:support@invest.si',
      );

      if (firstPage.length === 0) {
        await expect(page.getByRole('heading', { name: w.deposits.emptyTitle })).toBeVisible();
        return;
      }
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

for (const lang of LANGS) {
  const w = WALLET[lang];

  test.describe(`wallet withdrawal (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await useLanguage(page, lang);
    });

    test('the demo investor withdraws to the main account and sees it pending', async ({ page, request }) => {
      const api = await investorApi(request, DEMO.email, DEMO.password);
      const customer = await api.get<{
        mainBankAccount: { accountNumber: string; bank: string } | null;
        status: { twoFactorAuthEnabled: boolean };
      }>(`/customer/${api.userId}`);
      expect(customer.mainBankAccount, 'the demo investor has a main bank account').not.toBeNull();
      test.skip(customer.status.twoFactorAuthEnabled, 'this journey is the one without two-factor');

      await page.goto('/');
      await login(page, lang, DEMO.email, DEMO.password);
      await expectDashboard(page, lang, DEMO.firstName);
      await openWallet(page, lang);
      if (isMobile(page)) await page.getByRole('tab', { name: w.tabs.withdraw, exact: true }).click();

      const card = page.getByRole('region', { name: w.withdraw.card.title });
      const iban = customer.mainBankAccount!.accountNumber;
      await expect(
        card.getByText(`${iban.slice(0, 4)} **** ${iban.slice(-4)}`, { exact: true }),
      ).toBeVisible();
      // An amount of its own per run, so the row is this journey's.
      const cents = 1000 + Math.floor(Math.random() * 9000);
      const typed = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
      await card.getByRole('textbox', { name: w.withdraw.form.amount }).fill(typed);
      await card.getByRole('button', { name: w.withdraw.form.submit, exact: true }).click();

      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toContainText(`${typed} €`);
      await expect(dialog).toContainText(inFours(customer.mainBankAccount!.accountNumber));
      // Every withdrawal needs its code, two-factor or not (docs/decisions/0013).
      const phone = (await api.get<{ contact: { telephone: string } }>(`/customer/${api.userId}`)).contact
        .telephone;
      const before = await outboxIds(request, phone);
      await dialog.getByRole('button', { name: w.withdraw.confirm.sendCode, exact: true }).click();
      const { code } = await smsFromOutbox(request, phone, before);
      await page.getByRole('dialog', { name: w.withdraw.code.title }).getByRole('textbox').first().fill(code);
      await expect(page.locator('[data-slot="toast"]').getByText(w.withdraw.done.title)).toBeVisible();
      await expect(card.getByRole('textbox', { name: w.withdraw.form.amount })).toHaveValue('');

      const table = page.getByRole('table', { name: w.withdrawals.caption });
      const row = table.locator('tbody tr').filter({ hasText: `${typed} €` });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(w.status.PENDING);

      const listed = await api.get<{ value: number; status: string }[]>(
        `/withdrawals/${api.userId}?limit=20&offset=0`,
      );
      expect(listed.filter((item) => item.value.toFixed(2) === typed.replace(',', '.'))).toHaveLength(1);
    });
  });
}
