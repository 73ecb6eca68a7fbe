import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import enMyInvestments from '../src/locales/en/my-investments.json' with { type: 'json' };
import enWallet from '../src/locales/en/wallet.json' with { type: 'json' };
import slIncomeStatement from '../src/locales/sl/income-statement.json' with { type: 'json' };
import slSmsCode from '../src/locales/sl/sms-code.json' with { type: 'json' };
import slWallet from '../src/locales/sl/wallet.json' with { type: 'json' };
import { camt053, uploadStatement } from './bank-statements';
import { withIdempotencyKey } from './idempotency';
import {
  APPROVER,
  DEMO,
  download,
  exclusive,
  freshCents,
  fundedInvestor,
  investorApi,
  isMobile,
  journeyAt,
  ljubljanaDate,
  openSignedIn,
  openWallet,
  operatorHeaders,
  outboxIds,
  shownEuros,
  smsFromOutbox,
  spaces,
  toast,
  toCents,
  TWO_FACTOR,
  typedEuros,
  type Lang,
} from './support';

/**
 * Money in and out against the real server, with the operator's part through its API: a deposit by
 * bank statement, a withdrawal with the SMS code through to PROCESSED, the income statement and the
 * history export. DESIGN §5: each journey runs once, language and width alternating between them
 * (EN at 1280 px, SL at 375 px, SL at 1280 px); the other project skips it.
 */
const WALLET = { en: enWallet, sl: slWallet };

interface Instructions {
  iban: string;
  reference: string;
}
interface Balance {
  totalBalance: number;
  availableFunds: number;
  depositsTotal: number;
}
interface HistoryEntry {
  Id: number;
  dateFormatted: string;
  value: number;
  availableFunds: number;
}
interface PayoutBatch {
  Id: number;
  lines: { withdrawalId: number; endToEndId: string; userId: number; amount: number; status: string }[];
}

/** "1.234,56 €" (the app's money, sl-SI digits in both languages) as integer cents. */
function centsOf(text: string | null): number {
  const value = spaces(text);
  const digits = value.replace(/[^\d,]/g, '');
  const [whole = '0', fraction = '0'] = digits.split(',');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return /^[-−]/.test(value) ? -cents : cents;
}

/** A figure of the withdraw card (account balance, available funds), in cents, once it has loaded. */
async function centsIn(card: Locator, label: string): Promise<number> {
  const value = card
    .locator('[data-slot="description-list-item"]')
    .filter({ has: card.page().getByText(label, { exact: true }) })
    .locator('[data-slot="description-list-value"]');
  await expect(value).toHaveText(/\d,\d\d/);
  return centsOf(await value.textContent());
}

/** The total row of a transactions table, in cents. */
async function tableTotal(table: Locator): Promise<number> {
  const cells = table.locator('tfoot tr > *');
  await expect(cells.last()).toHaveText(/\d,\d\d/);
  return centsOf(await cells.last().textContent());
}

/** Opens the wallet signed in as `user` (the page was started in `lang`). */
async function openSignedInWallet(page: Page, lang: Lang, user: { email: string; password: string }) {
  await openSignedIn(page, user, '/u/deposits');
  await expect(page.getByRole('heading', { level: 1, name: WALLET[lang].heading })).toBeVisible();
}

test.describe('wallet money: a deposit by bank statement (EN, 1280 px)', () => {
  journeyAt(1280, 'en');

  test('the operator uploads a statement quoting the reference and the deposit appears once', async ({
    page,
    request,
  }) => {
    const w = WALLET.en;
    // An investor of this journey's own, with a first deposit: the demo investor's money stays as seeded.
    const person = await fundedInvestor(request, 'en', 'deposit', 25_000);
    const investor = person.api;
    const instructions = await investor.get<Instructions>(`/depositInstructions/${investor.userId}`);

    // From the signed-in frame's menu to the wallet.
    await openSignedIn(page, person, '/u/account');
    await openWallet(page, 'en');
    await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
    // The reference as the investor reads it on the bank-details card (in groups of four).
    const card = page.getByRole('region', { name: w.bankDetails.title });
    const shown = card.locator('[data-field="reference"]');
    await expect(shown).toHaveText(/\S/);
    const reference = ((await shown.textContent()) ?? '').replace(/\s+/g, '');
    expect(reference).toBe(instructions.reference);

    const deposits = page.getByRole('table', { name: w.deposits.caption });
    const withdraw = page.getByRole('region', { name: w.withdraw.card.title });
    const totalBefore = await tableTotal(deposits);
    const availableBefore = await centsIn(withdraw, w.withdraw.figures.availableFunds);
    const balanceBefore = await centsIn(withdraw, w.withdraw.figures.totalBalance);

    const cents = freshCents();
    const bookedOn = ljubljanaDate();
    const run = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    const xml = camt053({
      platformIban: instructions.iban,
      statementId: `E2E-STMT-${run}`,
      bankReference: `E2E${run}`,
      bookedOn,
      cents,
      reference,
      debtorName: `${person.firstName} ${person.lastName}`,
      // Her own, known account: the deposit adds no bank account.
      debtorIban: person.iban,
    });
    const operator = await operatorHeaders(request);
    const first = await uploadStatement(request, operator, xml);
    expect(first).toMatchObject({ booked: 1, alreadyImported: 0 });
    expect(toCents(first.totalCredited)).toBe(cents);

    await page.reload();
    const row = deposits.locator('tbody tr').filter({ hasText: `${typedEuros(cents)} €` });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(w.status.PROCESSED);
    const [year, month, day] = bookedOn.split('-');
    await expect(row).toContainText(`${day}/${month}/${year}`);
    await expect(deposits.locator('tfoot tr > *').last()).toHaveText(shownEuros(totalBefore + cents));
    expect(await centsIn(withdraw, w.withdraw.figures.availableFunds)).toBe(availableBefore + cents);
    expect(await centsIn(withdraw, w.withdraw.figures.totalBalance)).toBe(balanceBefore + cents);

    // The bank sends the same file again: nothing is booked twice.
    const again = await uploadStatement(request, operator, xml);
    expect(again).toMatchObject({ booked: 0, alreadyImported: 1 });
    await page.reload();
    await expect(deposits.locator('tbody tr').first()).toBeVisible();
    await expect(deposits.locator('tbody tr').filter({ hasText: `${typedEuros(cents)} €` })).toHaveCount(1);
    expect(await tableTotal(deposits)).toBe(totalBefore + cents);
    expect(await centsIn(withdraw, w.withdraw.figures.availableFunds)).toBe(availableBefore + cents);
    const balance = await investor.get<Balance>('/accountBalance');
    expect(toCents(balance.depositsTotal)).toBe(totalBefore + cents);
  });
});

test.describe('wallet money: a withdrawal with the SMS code to PROCESSED (SL, 375 px)', () => {
  journeyAt(375, 'sl');

  test('the investor confirms with the code, the operator pays out, the withdrawal is processed', async ({
    page,
    request,
  }) => {
    const w = WALLET.sl;
    const investor = await investorApi(request, TWO_FACTOR.email, TWO_FACTOR.password);
    const customer = await investor.get<{
      mainBankAccount: { accountNumber: string } | null;
      status: { twoFactorAuthEnabled: boolean };
      contact: { telephone: string };
    }>(`/customer/${investor.userId}`);
    expect(customer.status.twoFactorAuthEnabled, 'the seeded investor has two-factor on').toBe(true);
    expect(customer.mainBankAccount).not.toBeNull();
    expect(customer.contact.telephone).toBe(TWO_FACTOR.phone);
    const iban = customer.mainBankAccount!.accountNumber;

    await openSignedInWallet(page, 'sl', TWO_FACTOR);
    expect(isMobile(page)).toBe(true);
    await page.getByRole('tab', { name: w.tabs.withdraw, exact: true }).click();
    const card = page.getByRole('region', { name: w.withdraw.card.title });
    const balanceBefore = await centsIn(card, w.withdraw.figures.totalBalance);
    const availableBefore = await centsIn(card, w.withdraw.figures.availableFunds);

    const cents = freshCents();
    const typed = typedEuros(cents);
    await card.getByRole('textbox', { name: w.withdraw.form.amount }).fill(typed);
    await card.getByRole('button', { name: w.withdraw.form.submit, exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(`${typed} €`);
    await expect(confirm).toContainText(w.withdraw.confirm.descriptionCode);

    const before = await outboxIds(request, TWO_FACTOR.phone);
    await confirm.getByRole('button', { name: w.withdraw.confirm.sendCode, exact: true }).click();
    const codeDialog = page.getByRole('dialog', { name: w.withdraw.code.title });
    await expect(codeDialog).toBeVisible();
    const sms = await smsFromOutbox(request, TWO_FACTOR.phone, before);
    // The SMS names what the code confirms: the amount and the masked account (SL, her language).
    expect(spaces(sms.body)).toContain(`${typed} €`);
    expect(sms.body).toContain(iban.slice(-4));
    const table = page.getByRole('table', { name: w.withdrawals.caption });
    const row = table.locator('tbody tr').filter({ hasText: `${typed} €` });
    const operator = await operatorHeaders(request);
    // From the withdrawal to the batch that takes it, no other journey builds a batch (it would take
    // this withdrawal into its own).
    const batchId = await exclusive('payouts', async () => {
      await codeDialog.getByRole('textbox', { name: slSmsCode.label }).fill(sms.code);

      await expect(toast(page).getByText(w.withdraw.done.title)).toBeVisible();
      await expect(codeDialog).toBeHidden();
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(w.status.PENDING);
      // Reserved at once: out of the available funds, still in the balance.
      await expect.poll(() => centsIn(card, w.withdraw.figures.availableFunds)).toBe(availableBefore - cents);
      expect(await centsIn(card, w.withdraw.figures.totalBalance)).toBe(balanceBefore);

      // The operator pays out the pending withdrawals and the bank executes this line.
      const created = await request.post('/api/ops/payouts', { headers: withIdempotencyKey(operator) });
      expect(created.status(), await created.text()).toBe(201);
      const id = created.headers()['payout-batch-id'];
      expect(id).toMatch(/^\d+$/);
      return id!;
    });
    // Four-eyes: a second operator approves the batch before its file goes to the bank.
    const approved = await request.post(`/api/ops/payouts/${batchId}/approve`, {
      headers: withIdempotencyKey(await operatorHeaders(request, APPROVER)),
    });
    expect(approved.status(), await approved.text()).toBe(200);
    const file = await request.get(`/api/ops/payouts/${batchId}/file`, { headers: operator });
    expect(file.status(), await file.text()).toBe(200);
    const batch = (await (
      await request.get(`/api/ops/payouts/${batchId}`, { headers: operator })
    ).json()) as PayoutBatch;
    const line = batch.lines.find((l) => l.userId === investor.userId && toCents(l.amount) === cents);
    expect(line, 'the batch pays this withdrawal').toBeDefined();
    expect(line!.status).toBe('SENT');
    expect(await file.text()).toContain(`<EndToEndId>${line!.endToEndId}</EndToEndId>`);
    const confirmed = await request.post(`/api/ops/payouts/${batchId}/confirm`, {
      headers: withIdempotencyKey(operator),
      data: { lines: [{ endToEndId: line!.endToEndId, outcome: 'EXECUTED' }] },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    const after = (await confirmed.json()) as PayoutBatch;
    expect(after.lines.find((l) => l.endToEndId === line!.endToEndId)?.status).toBe('PROCESSED');

    await page.reload();
    await page.getByRole('tab', { name: w.tabs.withdraw, exact: true }).click();
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(w.status.PROCESSED);
    expect(await centsIn(card, w.withdraw.figures.totalBalance)).toBe(balanceBefore - cents);
    expect(await centsIn(card, w.withdraw.figures.availableFunds)).toBe(availableBefore - cents);
    const balance = await investor.get<Balance>('/accountBalance');
    expect(toCents(balance.totalBalance)).toBe(balanceBefore - cents);
  });
});

/** The PDF's amounts: "1.234,56 €" (packages/server/src/modules/wallet/account-statement.ts formatStatementEuros). */
function statementEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')} €`;
}
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('wallet money: the income statement and the export (SL, 1280 px)', () => {
  journeyAt(1280, 'sl');

  test('the statement of the previous year holds the opening and closing balance of the history', async ({
    page,
    request,
  }, testInfo) => {
    const investor = await investorApi(request, DEMO.email, DEMO.password);
    // The whole history, newest first; the balances follow from the movements alone.
    const history: HistoryEntry[] = [];
    for (let cursor: string | null = null; ;) {
      const chunk: { content: HistoryEntry[]; next: string | null } = await investor.get(
        `/accountHistory?size=100${cursor === null ? '' : `&cursor=${cursor}`}`,
      );
      history.push(...chunk.content);
      if (chunk.next === null) break;
      cursor = chunk.next;
    }
    const year = new Date().getFullYear() - 1;
    const from = `${year}-01-01`;
    const to = `${year}-12-31`;
    const sum = (entries: HistoryEntry[]) => entries.reduce((total, e) => total + toCents(e.value), 0);
    const opening = sum(history.filter((e) => e.dateFormatted < from));
    const movements = history.filter((e) => e.dateFormatted >= from && e.dateFormatted <= to);
    const closing = opening + sum(movements);
    expect(movements.length, 'the demo investor has movements in the previous year').toBeGreaterThan(0);
    // The history's own cash balance after the period's last movement agrees (the statement is of the
    // cash account; accountValue adds the principal invested, which the demo's past holds at year end).
    expect(toCents(movements[0]!.availableFunds)).toBe(closing);

    await openSignedInWallet(page, 'sl', DEMO);
    const open = page.getByRole('button', { name: slIncomeStatement.open, exact: true });
    await open.click();
    const dialog = page.getByRole('dialog', { name: slIncomeStatement.title });
    await expect(dialog).toBeVisible();
    const pdf = await download(
      dialog.getByRole('button', { name: slIncomeStatement.download, exact: true }),
      testInfo,
      'income-statement.pdf',
    );
    expect(pdf.name).toMatch(/\.pdf$/);
    await expect(dialog).toBeHidden();

    const converted = spawnSync('pdftotext', ['-layout', pdf.path, '-'], { encoding: 'utf8' });
    expect(converted.status, converted.stderr).toBe(0);
    const text = converted.stdout;
    expect(text).toContain('Izkaz prihodkov');
    expect(text).toContain('Ana Novak');
    expect(text).toContain(`01.01.${year} – 31.12.${year}`);
    expect(text).toMatch(
      new RegExp(`Začetno stanje na dan 01\\.01\\.${year}\\s+${escape(statementEuros(opening))}`),
    );
    expect(text).toMatch(
      new RegExp(`Končno stanje na dan 31\\.12\\.${year}\\s+${escape(statementEuros(closing))}`),
    );

    // The same movements as CSV for tax software: the documented header, one row per movement.
    await open.click();
    await expect(dialog).toBeVisible();
    const csv = await download(
      dialog.getByRole('button', { name: slIncomeStatement.downloadCsv, exact: true }),
      testInfo,
      'history.csv',
    );
    expect(csv.name).toMatch(/\.csv$/);
    const lines = readFileSync(csv.path, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines[0]).toBe('date,type,type_label,amount,balance_after,transaction_id');
    const rows = lines.slice(1).map((line) => line.split(','));
    expect(rows).toHaveLength(movements.length);
    expect(rows.every((r) => r[0]! >= from && r[0]! <= to)).toBe(true);
    expect(rows.reduce((total, r) => total + toCents(Number(r[3])), 0)).toBe(closing - opening);
    expect(toCents(Number(rows.at(-1)![4]))).toBe(closing);
  });
});

test.describe('wallet money: the account summary pages by cursor (EN, 1280 px)', () => {
  journeyAt(1280, 'en');

  test('load more asks for the page after the first by its cursor and appends it, no movement twice', async ({
    page,
  }) => {
    const t = enMyInvestments;
    type HistoryPage = { content: HistoryEntry[]; next: string | null };
    const isHistory = (url: string, cursor: string | null) =>
      new URL(url).pathname === '/api/accountHistory' && new URL(url).searchParams.get('cursor') === cursor;
    const firstAnswer = page.waitForResponse((response) => isHistory(response.url(), null));
    // At 1280 px the holdings and the account summary stand side by side, each with its Load more.
    await openSignedIn(page, DEMO, '/u/my-investments');
    const first = (await (await firstAnswer).json()) as HistoryPage;
    expect(first.content).toHaveLength(20);
    expect(first.next, 'the demo investor has more than 20 movements').not.toBeNull();
    const table = page.getByRole('table', { name: t.summary.caption });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(20);

    const secondAnswer = page.waitForResponse((response) => isHistory(response.url(), first.next));
    const summary = page.locator('[data-slot="load-more-table"]').filter({ has: table });
    await summary.getByRole('button', { name: t.loadMore, exact: true }).click();
    const second = (await (await secondAnswer).json()) as HistoryPage;
    expect(new URL((await secondAnswer).url()).searchParams.has('page')).toBe(false);
    const expected = [...first.content, ...second.content].map((entry) => String(entry.Id));
    await expect(rows).toHaveCount(expected.length);
    const shown = await rows.locator('td:first-child').allInnerTexts();
    expect(shown.map(spaces)).toEqual(expected);
    expect(new Set(shown).size).toBe(expected.length);
  });
});
