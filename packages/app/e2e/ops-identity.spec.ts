import { expect, test, type Page } from '@playwright/test';
import enIdentity from '../src/locales/en/ops-identity.json' with { type: 'json' };
import enInvestors from '../src/locales/en/ops-investors.json' with { type: 'json' };
import enOps from '../src/locales/en/ops.json' with { type: 'json' };
import slIdentity from '../src/locales/sl/ops-identity.json' with { type: 'json' };
import slInvestors from '../src/locales/sl/ops-investors.json' with { type: 'json' };
import slOps from '../src/locales/sl/ops.json' with { type: 'json' };
import enErrors from '../src/locales/en/errors.json' with { type: 'json' };
import enInvestments from '../src/locales/en/investments.json' with { type: 'json' };
import slErrors from '../src/locales/sl/errors.json' with { type: 'json' };
import slInvestments from '../src/locales/sl/investments.json' with { type: 'json' };
import {
  APPROVER,
  expectNoAxeViolations,
  expectSignInRefused,
  fill,
  fundedInvestor,
  investorApi,
  LANGS,
  openConsole,
  openSignedIn,
  operatorHeaders,
  registerByApi,
  saveScreenshot,
  tokenByApi,
  uploadIdCard,
  useLanguage,
  type Lang,
} from './support';
import { withIdempotencyKey } from './idempotency';

/**
 * The back office's identity review, investors and deductions (issue 13) against the real server, at
 * 1280 px in EN and SL: a new personal investor uploads both sides of an ID card (by API; the upload
 * screens have their own journey in profile.spec.ts), the operator finds the upload in the queue,
 * looks at the documents and approves, and the investor is confirmed. On an investor's profile the
 * operator blocks with a reason (the investor cannot sign in) and unblocks; a deduction (every one
 * needs four eyes) asked by one operator is not theirs to approve and is booked by the second. A
 * confirmed investor with money on the account is restricted from buying (her purchase is refused,
 * with the reason why, in her own screen), cannot be closed while the money is there, and is closed
 * once a deduction, approved by the second operator, has settled it (she can no longer sign in).
 */
const T = {
  en: {
    identity: enIdentity,
    investors: enInvestors,
    ops: enOps,
    errors: enErrors,
    investments: enInvestments,
  },
  sl: {
    identity: slIdentity,
    investors: slInvestors,
    ops: slOps,
    errors: slErrors,
    investments: slInvestments,
  },
};

test.skip(({ isMobile }) => isMobile, 'operators work on a desktop');

/** The queue's row of `email`: loads further pages until it is there (the queue is oldest first). */
async function findInQueue(page: Page, lang: Lang, email: string) {
  await page.getByRole('searchbox', { name: T[lang].identity.queue.searchLabel }).fill(email);
  const link = page.getByRole('row').filter({ hasText: email }).getByRole('link');
  const loadMore = page.getByRole('button', { name: T[lang].ops.list.loadMore });
  await expect(async () => {
    if (await link.isVisible()) return;
    if (await loadMore.isVisible()) await loadMore.click();
    await expect(link).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return link;
}

/** Every image on the page has arrived and decoded (object URLs of the blobs the console fetched). */
async function expectImagesShown(page: Page, count: number) {
  const images = page.locator('[data-slot="identity-document"] img');
  await expect(images).toHaveCount(count);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
}

for (const lang of LANGS) {
  test(`a registrant's upload is reviewed and approved in the console (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const t = T[lang].identity;
    const person = await registerByApi(request, lang, `ops-id-${lang}`);
    const userId = await uploadIdCard(request, person.email, person.password);
    const name = `${person.firstName} ${person.lastName}`;

    await openConsole(page, lang, '/ops/identity');
    await expect(page.getByRole('heading', { level: 1, name: t.queue.title })).toBeVisible();
    const link = await findInQueue(page, lang, person.email);
    const row = page.getByRole('row').filter({ hasText: person.email });
    await expect(row).toContainText(t.investorTypes.Personal);
    await expect(row).toContainText(lang === 'en' ? 'Slovenia' : 'Slovenija');
    await expect(row).toContainText(t.states.PENDING);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'ops-identity-queue', lang);

    await link.click();
    await expect(page).toHaveURL(/\/ops\/identity\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: fill(t.detail.title, { name }) })).toBeVisible();
    await expect(page.getByText('Slovenska cesta 12a, 1000 Ljubljana')).toBeVisible();
    await expect(page.getByText(lang === 'en' ? '07/03/1990' : '07.03.1990')).toBeVisible();
    await expectImagesShown(page, 2);
    // The documents are on the page as this tab's blob: URLs only, never as the service's address.
    expect(await page.content()).not.toContain('/identity-documents/');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, testInfo, 'ops-identity-review', lang, { fullPage: true });
    // Nothing breaks on a phone's width either (operators work on a desktop, but may look on the move).
    await page.setViewportSize({ width: 375, height: 740 });
    await saveScreenshot(page, testInfo, 'ops-identity-review', lang, { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: t.approve.action, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: fill(t.approve.title, { name }) });
    await dialog.getByLabel(t.approve.validTo).fill('2034-05-31');
    await saveScreenshot(page, testInfo, 'ops-identity-approve', lang);
    await dialog.getByRole('button', { name: t.approve.confirm, exact: true }).click();
    await expect(page.getByText(fill(t.approve.done, { name }), { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/ops\/identity$/);

    // The queue was read again: the upload has left it.
    await page.getByRole('searchbox', { name: t.queue.searchLabel }).fill(person.email);
    await expect(page.getByText(t.queue.emptyTitle).or(page.getByText(t.queue.noMatch))).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: person.email })).toHaveCount(0);
    const investor = await investorApi(request, person.email, person.password);
    const customer = await investor.get<{
      status: { confirmed: boolean };
      identificationDocument: { validTo: string };
    }>(`/customer/${userId}`);
    expect(customer.status.confirmed).toBe(true);
    expect(customer.identificationDocument.validTo).toBe('2034-05-31');
  });

  test(`an operator blocks with a reason and unblocks an investor (${lang})`, async ({
    page,
    request,
  }, testInfo) => {
    const t = T[lang].investors;
    const person = await registerByApi(request, lang, `ops-block-${lang}`);
    const name = `${person.firstName} ${person.lastName}`;

    await openConsole(page, lang, `/ops/investors?q=${encodeURIComponent(person.email)}`);
    await expect(page.getByRole('heading', { level: 1, name: t.list.title })).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await saveScreenshot(page, testInfo, 'ops-investors', lang);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('button', { name: t.actions.block.action, exact: true }).click();
    const block = page.getByRole('alertdialog', { name: fill(t.actions.block.title, { name }) });
    await block
      .getByRole('textbox', { name: T[lang].ops.actions.reason })
      .fill('Suspicious sign-ins from abroad');
    await block.getByRole('button', { name: t.actions.block.action, exact: true }).click();
    await expect(page.getByText(fill(t.actions.block.done, { name }), { exact: true })).toBeVisible();
    await expect(page.getByText(t.detail.blockedBy.PROVIDER)).toBeVisible();
    await expect(page.getByText('Suspicious sign-ins from abroad')).toBeVisible();
    await saveScreenshot(page, testInfo, 'ops-investor-blocked', lang, { fullPage: true });
    await page.setViewportSize({ width: 375, height: 740 });
    await saveScreenshot(page, testInfo, 'ops-investor-blocked', lang, { fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectSignInRefused(request, person.email, person.password);

    await page.getByRole('button', { name: t.actions.unblock.action, exact: true }).click();
    const unblock = page.getByRole('alertdialog', { name: fill(t.actions.unblock.title, { name }) });
    await unblock.getByRole('textbox', { name: T[lang].ops.actions.reason }).fill('Confirmed by phone');
    await unblock.getByRole('button', { name: t.actions.unblock.action, exact: true }).click();
    await expect(page.getByText(fill(t.actions.unblock.done, { name }), { exact: true })).toBeVisible();
    await expect(page.getByText(t.detail.notBlocked)).toBeVisible();
    await tokenByApi(request, person.email, person.password);
  });

  test(`a deduction needs a second operator (${lang})`, async ({ page, browser, request }, testInfo) => {
    const t = T[lang].investors;
    const person = await registerByApi(request, lang, `ops-deduct-${lang}`);
    const name = `${person.firstName} ${person.lastName}`;
    const investor = await investorApi(request, person.email, person.password);

    await openConsole(page, lang, `/ops/investors/${investor.userId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: t.actions.deduct.action, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: fill(t.actions.deduct.title, { name }) });
    await expect(dialog.getByText(t.actions.deduct.notice)).toBeVisible();
    await expect(dialog.getByText(t.actions.deduct.fourEyes)).toBeVisible();
    await dialog.getByRole('textbox', { name: t.actions.deduct.amount }).fill('150');
    await dialog.getByRole('textbox', { name: T[lang].ops.actions.reason }).fill('Returned card payment');
    await saveScreenshot(page, testInfo, 'ops-investor-deduct', lang);
    await dialog.getByRole('button', { name: t.actions.deduct.confirm, exact: true }).click();
    await expect(
      page.getByText(fill(t.actions.deduct.pending, { amount: '150,00 €' }), { exact: true }),
    ).toBeVisible();

    // The one who asked sees it waiting for someone else, with nothing to approve.
    await page.goto('/ops/deductions');
    // Several journeys' investors share a name: the row is the one linking to this investor.
    const investorLink = `a[href="/ops/investors/${investor.userId}"]`;
    const mine = page.getByRole('row').filter({ has: page.locator(investorLink) });
    await expect(mine.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(mine).toContainText(t.deductions.ownRequest);
    await expect(mine.getByRole('button', { name: t.deductions.approve.action })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'ops-deductions-own', lang);
    // The service would refuse the asker anyway (403 four-eyes).
    const [pending] = (
      (await (
        await request.get(`/api/ops/deductions?status=PENDING_APPROVAL&userId=${investor.userId}`, {
          headers: await operatorHeaders(request),
        })
      ).json()) as { content: Array<{ Id: number }> }
    ).content;
    const selfApproval = await request.post(`/api/ops/deductions/${pending!.Id}/approve`, {
      headers: withIdempotencyKey(await operatorHeaders(request)),
    });
    expect(selfApproval.status()).toBe(403);

    // The second operator approves it.
    const context = await browser.newContext();
    const second = await context.newPage();
    await openConsole(second, lang, '/ops/deductions', APPROVER);
    const theirs = second.getByRole('row').filter({ has: second.locator(investorLink) });
    await theirs.getByRole('button', { name: t.deductions.approve.action, exact: true }).click();
    const approve = second.getByRole('alertdialog', {
      name: fill(t.deductions.approve.title, { amount: '150,00 €' }),
    });
    await approve.getByRole('button', { name: t.deductions.approve.action, exact: true }).click();
    await expect(
      second.getByText(fill(t.deductions.approve.done, { amount: '150,00 €' }), { exact: true }),
    ).toBeVisible();
    await expect(theirs).toHaveCount(0);
    await context.close();

    // Booked: the balance is 150 € below zero, a debt the investor settles within 5 days of notice.
    const balance = await investor.get<{ totalBalance: number }>('/accountBalance');
    expect(balance.totalBalance).toBe(-150);
    await page.getByLabel(t.deductions.status).selectOption('BOOKED');
    const booked = page.getByRole('row').filter({ has: page.locator(investorLink) });
    await expect(booked).toContainText(t.deductions.statuses.BOOKED);
    await expect(booked).toContainText(fill(t.deductions.negativeDue, { date: '' }).trim());
    await saveScreenshot(page, testInfo, 'ops-deductions-booked', lang);
  });

  test(`an operator restricts buying, and closes the profile once its money is settled (${lang})`, async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const t = T[lang].investors;
    // Confirmed (her ID approved by the operator's API) with 60 € paid in by bank transfer.
    const person = await fundedInvestor(request, lang, `ops-measures-${lang}`, 6_000);
    const name = `${person.firstName} ${person.lastName}`;
    const { userId, api: investor } = person;
    const [offer] = await investor.get<Array<{ Id: number }>>(
      '/investments?sort=amount&direction=desc&limit=1&offset=0',
    );

    // The operator restricts her purchases, with a reason.
    await openConsole(page, lang, `/ops/investors/${userId}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page.getByRole('button', { name: t.actions.restrict.action, exact: true }).click();
    const restrict = page.getByRole('alertdialog', { name: fill(t.actions.restrict.title, { name }) });
    await restrict.getByRole('switch', { name: t.actions.restrict.buying }).click();
    await restrict
      .getByRole('textbox', { name: T[lang].ops.actions.reason })
      .fill('Unusual purchase pattern');
    await saveScreenshot(page, testInfo, 'ops-investor-restrict', lang);
    await restrict.getByRole('button', { name: t.actions.restrict.confirm, exact: true }).click();
    await expect(page.getByText(fill(t.actions.restrict.done, { name }), { exact: true })).toBeVisible();
    await expect(page.getByText(t.detail.noBuying, { exact: true })).toBeVisible();
    await expect(page.getByText('Unusual purchase pattern')).toBeVisible();
    await expectNoAxeViolations(page);

    // She tries to buy in her own screen and is told why it is refused; nothing leaves her funds.
    const context = await browser.newContext();
    const own = await context.newPage();
    await useLanguage(own, lang);
    await openSignedIn(own, person, `/u/investments/${offer!.Id}`);
    const buy = T[lang].investments.buy;
    await own.getByRole('textbox', { name: buy.amount }).fill('50');
    await own.getByRole('button', { name: buy.submit, exact: true }).click();
    await own
      .getByRole('alertdialog')
      .getByRole('button', { name: buy.confirm.confirm, exact: true })
      .click();
    await expect(own.getByText(T[lang].errors['buying-restricted'])).toBeVisible();
    await saveScreenshot(own, testInfo, 'buy-restricted', lang);
    expect((await investor.get<{ availableFunds: number }>('/accountBalance')).availableFunds).toBe(60);

    // Not closed while 60 € are on the account: the operator is told why.
    await page.getByRole('button', { name: t.actions.close.action, exact: true }).click();
    let close = page.getByRole('alertdialog', { name: fill(t.actions.close.title, { name }) });
    await close.getByRole('textbox', { name: T[lang].ops.actions.reason }).fill('Terms breached');
    await close.getByRole('button', { name: t.actions.close.action, exact: true }).click();
    await expect(close.getByText(t.actions.close.moneyLeft)).toBeVisible();
    await close.getByRole('button', { name: T[lang].ops.actions.cancel, exact: true }).click();

    // A deduction, once the second operator approved it (by API here), settles it; then the profile
    // closes and she cannot sign in.
    await page.getByRole('button', { name: t.actions.deduct.action, exact: true }).click();
    const deduct = page.getByRole('alertdialog', { name: fill(t.actions.deduct.title, { name }) });
    await deduct.getByRole('textbox', { name: t.actions.deduct.amount }).fill('60');
    await deduct.getByRole('textbox', { name: T[lang].ops.actions.reason }).fill('Fee for the breach');
    await deduct.getByRole('button', { name: t.actions.deduct.confirm, exact: true }).click();
    await expect(
      page.getByText(fill(t.actions.deduct.pending, { amount: '60,00 €' }), { exact: true }),
    ).toBeVisible();
    expect((await investor.get<{ availableFunds: number }>('/accountBalance')).availableFunds).toBe(60);
    const [fee] = (
      (await (
        await request.get(`/api/ops/deductions?status=PENDING_APPROVAL&userId=${investor.userId}`, {
          headers: await operatorHeaders(request),
        })
      ).json()) as { content: Array<{ Id: number }> }
    ).content;
    const approved = await request.post(`/api/ops/deductions/${fee!.Id}/approve`, {
      headers: withIdempotencyKey(await operatorHeaders(request, APPROVER)),
    });
    expect(approved.status()).toBe(200);
    expect((await investor.get<{ availableFunds: number }>('/accountBalance')).availableFunds).toBe(0);
    await page.getByRole('button', { name: t.actions.close.action, exact: true }).click();
    close = page.getByRole('alertdialog', { name: fill(t.actions.close.title, { name }) });
    await close.getByRole('textbox', { name: T[lang].ops.actions.reason }).fill('Terms breached');
    await close.getByRole('button', { name: t.actions.close.action, exact: true }).click();
    await expect(page.getByText(fill(t.actions.close.done, { name }), { exact: true })).toBeVisible();
    await expect(page.getByText(t.detail.closed, { exact: true })).toBeVisible();
    await expect(page.getByText(t.actions.closedHint)).toBeVisible();
    await expect(page.getByRole('button', { name: t.actions.close.action, exact: true })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'ops-investor-closed', lang, { fullPage: true });

    // Her session ended with the closing: her screen goes back to the sign-in, which refuses her.
    await own.reload();
    await expect(own).toHaveURL(/\/$/);
    await expectSignInRefused(request, person.email, person.password);
    await context.close();
  });
}
