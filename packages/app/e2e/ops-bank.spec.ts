import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { camtDocument } from '../../server/src/modules/deposits/camt-document';
import enBank from '../src/locales/en/ops-bank.json' with { type: 'json' };
import enPayouts from '../src/locales/en/ops-payouts.json' with { type: 'json' };
import slBank from '../src/locales/sl/ops-bank.json' with { type: 'json' };
import slPayouts from '../src/locales/sl/ops-payouts.json' with { type: 'json' };
import {
  APPROVER,
  BUSINESS,
  download,
  exclusive,
  expectNoAxeViolations,
  fill,
  freshCents,
  investorApi,
  LANGS,
  ljubljanaDate,
  openConsole,
  registerByApi,
  saveScreenshot,
  shownEuros,
  spaces,
  toCents,
  uniqueName,
  withdrawByApi,
} from './support';

/**
 * The back office's money screens (issue 13) against the real server, at 1280 px in EN and SL: a
 * bank statement with a credit quoting an investor's reference and one quoting nothing is uploaded,
 * the first is booked to her, the second lands in suspense and is assigned to her (her deposits grow
 * by both); a withdrawal she asks for is put into a payout batch by one operator, approved by the
 * second (four-eyes), its pain.001 file downloaded and its line confirmed executed, and she sees the
 * withdrawal processed; a payment quoting her reference from a payer of another name waits in the
 * third-party payments until the operator books it to her (decision 0017), or returns it to the payer
 * through the next payout file (decision 0019); a suspense credit above SUSPENSE_APPROVAL_ABOVE
 * assigned by one operator waits until the second approves it (decision 0018). Each journey's investor is its own (registered through the API), so the demo
 * investor's money stays as seeded.
 */
const T = { en: { bank: enBank, payouts: enPayouts }, sl: { bank: slBank, payouts: slPayouts } };

test.skip(({ isMobile }) => isMobile, 'operators work on a desktop');

const euros = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

interface Balance {
  depositsTotal: number;
  availableFunds: number;
}

const toast = (page: Page, title: string) => page.locator('[data-slot="toast"]').getByText(title);

for (const lang of LANGS) {
  test(`a statement to a deposit (${lang})`, async ({ page, request }, testInfo) => {
    const t = T[lang].bank;
    const person = await registerByApi(request, lang, `ops-bank-${lang}`, uniqueName());
    const name = `${person.firstName} ${person.lastName}`;
    const investor = await investorApi(request, person.email, person.password);
    const instructions = await investor.get<{ iban: string; reference: string }>(
      `/depositInstructions/${investor.userId}`,
    );
    const depositsBefore = toCents((await investor.get<Balance>('/accountBalance')).depositsTotal);
    const run = `${lang.toUpperCase()}${Date.now()}`;
    const known = { cents: freshCents(), ref: `E2E-${run}-1` };
    const unknown = { cents: freshCents(), ref: `E2E-${run}-2` };
    const xml = camtDocument(
      [
        {
          ref: known.ref,
          amount: euros(known.cents),
          structured: instructions.reference,
          debtorName: name,
          debtorIban: 'SI56020170014356205',
          bookedOn: ljubljanaDate(),
        },
        {
          ref: unknown.ref,
          amount: euros(unknown.cents),
          text: `Polog ${run}`,
          debtorName: `${name} starejsa`,
          debtorIban: 'SI56020170014356205',
          bookedOn: ljubljanaDate(),
        },
      ],
      { iban: instructions.iban, id: `E2E-STMT-${run}` },
    );

    await openConsole(page, lang, '/ops/bank');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: `statement-${run}.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(xml),
    });
    await page.getByRole('button', { name: t.upload.submit, exact: true }).click();
    await expect(toast(page, t.upload.done)).toBeVisible();

    const booked = page.locator('[data-outcome="BOOKED"]');
    await expect(booked.getByRole('heading', { name: t.outcome.booked })).toBeVisible();
    await expect(booked).toContainText(known.ref);
    await expect(booked.getByRole('link', { name })).toBeVisible();
    expect(spaces(await booked.textContent())).toContain(shownEuros(known.cents));
    const suspense = page.locator('[data-outcome="SUSPENSE"]');
    await expect(suspense).toContainText(unknown.ref);
    expect(spaces(await suspense.textContent())).toContain(shownEuros(unknown.cents));
    await expect(page.locator('[data-outcome="ALREADY_IMPORTED"]')).toContainText(t.outcome.none);
    expect(toCents((await investor.get<Balance>('/accountBalance')).depositsTotal)).toBe(
      depositsBefore + known.cents,
    );
    await saveScreenshot(page, testInfo, 'ops-bank-outcome', lang, { fullPage: true });
    await expectNoAxeViolations(page);

    // The unknown credit waits in suspense until the operator finds whose it is.
    const list = page.getByRole('table', { name: t.suspense.caption });
    const row = list.locator('tbody tr').filter({ hasText: `Polog ${run}` });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: t.suspense.assign }).click();
    const dialog = page.getByRole('dialog', {
      name: fill(t.assign.title, { amount: shownEuros(unknown.cents) }),
    });
    await dialog.getByRole('searchbox', { name: t.assign.search }).fill(person.email);
    await dialog.getByRole('button', { name: `${t.assign.choose}: ${name}` }).click();
    const confirm = page.getByRole('dialog', {
      name: fill(t.assign.confirmTitle, { amount: shownEuros(unknown.cents), name }),
    });
    await expect(confirm).toBeVisible();
    await saveScreenshot(page, testInfo, 'ops-bank-assign', lang);
    await confirm.getByRole('button', { name: t.assign.confirm, exact: true }).click();
    await expect(toast(page, fill(t.assign.done, { name }))).toBeVisible();
    await expect(row).toHaveCount(0);

    await expect
      .poll(async () => toCents((await investor.get<Balance>('/accountBalance')).depositsTotal))
      .toBe(depositsBefore + known.cents + unknown.cents);
    // Operators work on a desktop, but nothing may break on a phone.
    await page.setViewportSize({ width: 375, height: 740 });
    await saveScreenshot(page, testInfo, 'ops-bank', lang, { fullPage: true });
  });

  test(`a third-party payment reviewed and booked (${lang})`, async ({ page, request }, testInfo) => {
    const t = T[lang].bank;
    const person = await registerByApi(request, lang, `ops-third-${lang}`, uniqueName());
    const name = `${person.firstName} ${person.lastName}`;
    const investor = await investorApi(request, person.email, person.password);
    const instructions = await investor.get<{ iban: string; reference: string }>(
      `/depositInstructions/${investor.userId}`,
    );
    const depositsBefore = toCents((await investor.get<Balance>('/accountBalance')).depositsTotal);
    const run = `${lang.toUpperCase()}${Date.now()}`;
    // Her reference, quoted by a payer of another name: held for review, not booked (decision 0017).
    const payment = { cents: freshCents(), ref: `E2E-TP-${run}`, payer: `Stanislav Tretji ${run}` };
    const xml = camtDocument(
      [
        {
          ref: payment.ref,
          amount: euros(payment.cents),
          structured: instructions.reference,
          debtorName: payment.payer,
          debtorIban: 'SI56290000155362526',
          bookedOn: ljubljanaDate(),
        },
      ],
      { iban: instructions.iban, id: `E2E-TP-STMT-${run}` },
    );

    await openConsole(page, lang, '/ops/bank');
    await page.locator('input[type="file"]').setInputFiles({
      name: `statement-${run}.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(xml),
    });
    await page.getByRole('button', { name: t.upload.submit, exact: true }).click();
    await expect(toast(page, t.upload.done)).toBeVisible();
    await expect(page.locator('[data-outcome="SUSPENSE"]')).toContainText(payment.ref);
    expect(toCents((await investor.get<Balance>('/accountBalance')).depositsTotal)).toBe(depositsBefore);

    const list = page.getByRole('table', { name: t.thirdParty.caption });
    const row = list.locator('tbody tr').filter({ hasText: payment.payer });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('link', { name })).toBeVisible();
    expect(spaces(await row.textContent())).toContain(shownEuros(payment.cents));
    await row.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'ops-third-party', lang);
    await expectNoAxeViolations(page);
    // Operators work on a desktop, but nothing may break on a phone.
    await page.setViewportSize({ width: 375, height: 740 });
    await row.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'ops-third-party-phone', lang);
    await page.setViewportSize({ width: 1280, height: 800 });

    await row.getByRole('button', { name: t.thirdParty.book }).click();
    const confirm = page.getByRole('dialog', {
      name: fill(t.thirdParty.confirmTitle, { amount: shownEuros(payment.cents), name }),
    });
    await expect(confirm).toContainText(payment.payer);
    await saveScreenshot(page, testInfo, 'ops-third-party-book', lang);
    await confirm.getByRole('button', { name: t.thirdParty.confirm, exact: true }).click();
    await expect(toast(page, fill(t.thirdParty.done, { name }))).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect
      .poll(async () => toCents((await investor.get<Balance>('/accountBalance')).depositsTotal))
      .toBe(depositsBefore + payment.cents);
  });

  test(`a third-party payment returned to its payer through the payout file (${lang})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const t = T[lang].bank;
    const tp = T[lang].payouts;
    const person = await registerByApi(request, lang, `ops-return-${lang}`, uniqueName());
    const investor = await investorApi(request, person.email, person.password);
    const instructions = await investor.get<{ iban: string; reference: string }>(
      `/depositInstructions/${investor.userId}`,
    );
    const depositsBefore = toCents((await investor.get<Balance>('/accountBalance')).depositsTotal);
    const run = `${lang.toUpperCase()}${Date.now()}`;
    // A stranger paid quoting her reference; she does not know him: the money goes back (decision 0019).
    const payment = { cents: freshCents(), ref: `E2E-RT-${run}`, payer: `Marko Vrnjeni ${run}` };
    const payerIban = 'SI56192001234567892';
    const xml = camtDocument(
      [
        {
          ref: payment.ref,
          amount: euros(payment.cents),
          structured: instructions.reference,
          debtorName: payment.payer,
          debtorIban: payerIban,
          bookedOn: ljubljanaDate(),
        },
      ],
      { iban: instructions.iban, id: `E2E-RT-STMT-${run}` },
    );

    await openConsole(page, lang, '/ops/bank');
    await page.locator('input[type="file"]').setInputFiles({
      name: `statement-${run}.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(xml),
    });
    await page.getByRole('button', { name: t.upload.submit, exact: true }).click();
    await expect(toast(page, t.upload.done)).toBeVisible();
    const list = page.getByRole('table', { name: t.thirdParty.caption });
    const row = list.locator('tbody tr').filter({ hasText: payment.payer });
    await expect(row).toHaveCount(1);
    const amount = shownEuros(payment.cents);

    // From the return to the batch that takes it, no other journey builds a batch.
    const batchId = await exclusive('payouts', async () => {
      await row
        .getByRole('button', { name: fill(t.thirdParty.returnFor, { amount, payer: payment.payer }) })
        .click();
      const confirm = page.getByRole('alertdialog', {
        name: fill(t.thirdParty.returnTitle, { amount, payer: payment.payer }),
      });
      await expect(confirm).toContainText('SI56 1920 0123 4567 892');
      await confirm
        .getByRole('textbox')
        .fill(lang === 'sl' ? 'Vlagateljica plačnika ne pozna' : 'She does not know the payer');
      await saveScreenshot(page, testInfo, 'ops-third-party-return', lang);
      await confirm.getByRole('button', { name: t.thirdParty.returnConfirm, exact: true }).click();
      await expect(toast(page, fill(t.thirdParty.returnDone, { payer: payment.payer }))).toBeVisible();
      await expect(row).toContainText(t.thirdParty.returning);
      await expect(row.getByRole('button', { name: t.thirdParty.book })).toHaveCount(0);
      // The toasts would hide the list on a phone.
      const toasts = page.locator('[data-slot="toast"]');
      while ((await toasts.count()) > 0) await toasts.first().getByRole('button').click();
      await row.scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, 'ops-third-party-returning', lang);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 375, height: 740 });
      await row.scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, 'ops-third-party-returning-phone', lang);
      await page.setViewportSize({ width: 1280, height: 800 });

      await page.goto('/ops/payouts');
      await page.getByRole('button', { name: tp.build.button, exact: true }).click();
      const build = page.getByRole('alertdialog');
      await expect(build).toContainText(tp.build.confirm);
      await saveScreenshot(page, testInfo, 'ops-payout-build-with-return', lang);
      await build.getByRole('button', { name: tp.build.confirm, exact: true }).click();
      await expect(page).toHaveURL(/\/ops\/payouts\/\d+$/);
      return Number(/(\d+)$/.exec(page.url())![1]);
    });

    const returns = page.getByRole('table', { name: tp.returnLines.caption });
    const line = returns.locator('tbody tr').filter({ hasText: payment.payer });
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('SI56 **** 7892');
    await expect(line).toContainText(tp.returnLines.statuses.SENT);
    expect(spaces(await line.textContent())).toContain(amount);
    const endToEndId = /INVEST-PR-\d+/.exec((await line.textContent()) ?? '')![0];
    await saveScreenshot(page, testInfo, 'ops-payout-batch-return', lang, { fullPage: true });
    await expectNoAxeViolations(page);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const second = await context.newPage();
    await openConsole(second, lang, `/ops/payouts/${batchId}`, APPROVER);
    await second.getByRole('button', { name: tp.batch.approve, exact: true }).click();
    const approve = second.getByRole('alertdialog', { name: fill(tp.batch.approveTitle, { id: batchId }) });
    await approve.getByRole('button', { name: tp.batch.approve, exact: true }).click();
    await expect(toast(second, fill(tp.batch.approveDone, { id: batchId }))).toBeVisible();
    await context.close();

    await page.reload();
    const file = await download(
      page.getByRole('button', { name: tp.batch.download, exact: true }),
      testInfo,
      'payout.xml',
    );
    const document = await readFile(file.path, 'utf8');
    expect(document).toContain(`<EndToEndId>${endToEndId}</EndToEndId>`);
    expect(document).toContain(`<IBAN>${payerIban}</IBAN>`);
    expect(document).toContain(`Return of your payment ${payment.ref}`);

    // Only "Executed" by hand: the bank's return in a statement is what rejects a return line.
    await expect(
      line.getByRole('button', { name: fill(tp.lines.rejectedFor, { id: endToEndId }) }),
    ).toHaveCount(0);
    await line.getByRole('button', { name: fill(tp.lines.executedFor, { id: endToEndId }) }).click();
    const executed = page.getByRole('alertdialog', {
      name: fill(tp.lines.executedTitle, { id: endToEndId }),
    });
    await executed.getByRole('button', { name: tp.lines.executed, exact: true }).click();
    await expect(line).toContainText(tp.returnLines.statuses.PROCESSED);
    await page.setViewportSize({ width: 375, height: 740 });
    await saveScreenshot(page, testInfo, 'ops-payout-batch-return-phone', lang, { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.goto('/ops/bank');
    await expect(row).toContainText(t.thirdParty.returned);
    // Nothing of it was ever hers.
    expect(toCents((await investor.get<Balance>('/accountBalance')).depositsTotal)).toBe(depositsBefore);
  });

  test(`a suspense credit above the limit: one operator asks, the second approves (${lang})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const t = T[lang].bank;
    const person = await registerByApi(request, lang, `ops-held-${lang}`, uniqueName());
    const name = `${person.firstName} ${person.lastName}`;
    const investor = await investorApi(request, person.email, person.password);
    const instructions = await investor.get<{ iban: string; reference: string }>(
      `/depositInstructions/${investor.userId}`,
    );
    const depositsBefore = toCents((await investor.get<Balance>('/accountBalance')).depositsTotal);
    const run = `${lang.toUpperCase()}${Date.now()}`;
    // Above SUSPENSE_APPROVAL_ABOVE (1 000 € by default): one operator may not book it alone (decision 0018).
    const credit = { cents: 150_000 + freshCents(), ref: `E2E-HELD-${run}`, payer: `Janez Velik ${run}` };
    const xml = camtDocument(
      [
        {
          ref: credit.ref,
          amount: euros(credit.cents),
          text: `Polog ${run}`,
          debtorName: credit.payer,
          debtorIban: 'SI56020170014356205',
          bookedOn: ljubljanaDate(),
        },
      ],
      { iban: instructions.iban, id: `E2E-HELD-STMT-${run}` },
    );

    await openConsole(page, lang, '/ops/bank');
    await page.locator('input[type="file"]').setInputFiles({
      name: `statement-${run}.xml`,
      mimeType: 'application/xml',
      buffer: Buffer.from(xml),
    });
    await page.getByRole('button', { name: t.upload.submit, exact: true }).click();
    await expect(toast(page, t.upload.done)).toBeVisible();
    const list = page.getByRole('table', { name: t.suspense.caption });
    const row = list.locator('tbody tr').filter({ hasText: credit.payer });
    await row.getByRole('button', { name: t.suspense.assign }).click();
    const amount = shownEuros(credit.cents);
    const dialog = page.getByRole('dialog', { name: fill(t.assign.title, { amount }) });
    await dialog.getByRole('searchbox', { name: t.assign.search }).fill(person.email);
    await dialog.getByRole('button', { name: `${t.assign.choose}: ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: fill(t.assign.confirmTitle, { amount, name }) });
    await confirm.getByRole('button', { name: t.assign.confirm, exact: true }).click();
    // Nothing booked: the operator is told it went to a second operator, and the credit waits.
    await expect(toast(page, t.assign.waiting)).toBeVisible();
    await expect(row).toContainText(t.suspense.waiting);
    await expect(row.getByRole('button', { name: t.suspense.assign })).toHaveCount(0);
    expect(toCents((await investor.get<Balance>('/accountBalance')).depositsTotal)).toBe(depositsBefore);
    await row.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'ops-bank-held-waiting', lang);
    await page.setViewportSize({ width: 375, height: 740 });
    await row.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'ops-bank-held-waiting-phone', lang);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The one who asked sees it in the queue as hers, with nothing to decide.
    await row.getByRole('link', { name: t.suspense.waitingLink }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.approvals.title })).toBeVisible();
    const queue = page.getByRole('table', { name: t.approvals.caption });
    const mine = queue.locator('tbody tr').filter({ hasText: credit.payer });
    await expect(mine).toContainText(t.approvals.ownRequest);
    await expect(mine.getByRole('button', { name: t.approvals.approve.action })).toHaveCount(0);

    // The second operator approves: only now is it her deposit.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const second = await context.newPage();
    await openConsole(second, lang, '/ops/bank/approvals', APPROVER);
    const theirs = second
      .getByRole('table', { name: t.approvals.caption })
      .locator('tbody tr')
      .filter({ hasText: credit.payer });
    await expect(theirs.getByRole('link', { name })).toBeVisible();
    expect(spaces(await theirs.textContent())).toContain(amount);
    await saveScreenshot(second, testInfo, 'ops-bank-approvals', lang, { fullPage: true });
    await expectNoAxeViolations(second);
    await second.setViewportSize({ width: 375, height: 740 });
    await saveScreenshot(second, testInfo, 'ops-bank-approvals', lang, { fullPage: true });
    await second.setViewportSize({ width: 1280, height: 800 });
    await theirs.getByRole('button', { name: t.approvals.approve.action, exact: true }).click();
    const approve = second.getByRole('alertdialog', {
      name: fill(t.approvals.approve.title, { amount, name }),
    });
    await expect(approve).toContainText(credit.payer);
    await saveScreenshot(second, testInfo, 'ops-bank-approve', lang);
    await approve.getByRole('button', { name: t.approvals.approve.action, exact: true }).click();
    await expect(toast(second, fill(t.approvals.approve.done, { amount, name }))).toBeVisible();
    await expect(theirs).toHaveCount(0);
    await context.close();

    await expect
      .poll(async () => toCents((await investor.get<Balance>('/accountBalance')).depositsTotal))
      .toBe(depositsBefore + credit.cents);
    await page.goto('/ops/bank');
    await expect(page.getByRole('table', { name: t.suspense.caption }).getByText(credit.payer)).toHaveCount(
      0,
    );
  });

  test(`a withdrawal to a processed payout (${lang})`, async ({ page, browser, request }, testInfo) => {
    const t = T[lang].payouts;
    // The business investor of the seed: her payout account is past its 24-hour wait, and no other
    // journey withdraws her money (a new investor's account would still be waiting).
    const investor = await investorApi(request, BUSINESS.email, BUSINESS.password);
    const cents = freshCents();
    // From her withdrawal to the batch that takes it, no other journey builds a batch (it would take
    // her withdrawal into its own).
    const { batchId, endToEndId } = await exclusive('payouts', async () => {
      const withdrawal = await withdrawByApi(request, investor, cents);

      await openConsole(page, lang, '/ops/payouts');
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      const pending = page.getByRole('table', { name: t.withdrawals.caption });
      const row = pending.locator('tbody tr').filter({ hasText: shownEuros(cents) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(t.withdrawals.statuses.PENDING);
      await saveScreenshot(page, testInfo, 'ops-payouts', lang, { fullPage: true });
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: t.build.button, exact: true }).click();
      const build = page.getByRole('alertdialog');
      await expect(build).toContainText(t.build.confirm);
      await build.getByRole('button', { name: t.build.confirm, exact: true }).click();
      await expect(page).toHaveURL(/\/ops\/payouts\/\d+$/);
      return { batchId: Number(/(\d+)$/.exec(page.url())![1]), endToEndId: `INVEST-WD-${withdrawal.Id}` };
    });
    await expect(
      page.getByRole('heading', { level: 1, name: fill(t.batch.title, { id: batchId }) }),
    ).toBeVisible();
    // Its maker waits for the other pair of eyes.
    await expect(page.getByRole('heading', { name: t.batch.waiting })).toBeVisible();
    await expect(page.getByRole('button', { name: t.batch.approve, exact: true })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'ops-payout-batch-waiting', lang, { fullPage: true });

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const second = await context.newPage();
    await openConsole(second, lang, `/ops/payouts/${batchId}`, APPROVER);
    await expect(second.getByRole('heading', { name: t.batch.approvalNeeded })).toBeVisible();
    await second.getByRole('button', { name: t.batch.approve, exact: true }).click();
    const approve = second.getByRole('alertdialog', { name: fill(t.batch.approveTitle, { id: batchId }) });
    await approve.getByRole('button', { name: t.batch.approve, exact: true }).click();
    await expect(toast(second, fill(t.batch.approveDone, { id: batchId }))).toBeVisible();
    await context.close();

    await page.reload();
    const file = await download(
      page.getByRole('button', { name: t.batch.download, exact: true }),
      testInfo,
      'payout.xml',
    );
    expect(file.name).toBe(`payout-${batchId}.xml`);
    const document = await readFile(file.path, 'utf8');
    expect(document).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.09');
    expect(document).toContain(`<EndToEndId>${endToEndId}</EndToEndId>`);

    await page.getByRole('button', { name: fill(t.lines.executedFor, { id: endToEndId }) }).click();
    const executed = page.getByRole('alertdialog', { name: fill(t.lines.executedTitle, { id: endToEndId }) });
    await executed.getByRole('button', { name: t.lines.executed, exact: true }).click();
    await expect(toast(page, fill(t.lines.done_one, { count: 1 }))).toBeVisible();
    const line = page
      .getByRole('table', { name: t.lines.caption })
      .locator('tbody tr')
      .filter({ hasText: endToEndId });
    await expect(line).toContainText(t.lines.statuses.PROCESSED);
    await saveScreenshot(page, testInfo, 'ops-payout-batch-approved', lang, { fullPage: true });

    const mine = await investor.get<{ Id: number; status: string }[]>(`/withdrawals/${investor.userId}`);
    expect(mine.find((w) => `INVEST-WD-${w.Id}` === endToEndId)?.status).toBe('PROCESSED');
    await page.setViewportSize({ width: 375, height: 740 });
    await saveScreenshot(page, testInfo, 'ops-payout-batch', lang, { fullPage: true });
  });
}
