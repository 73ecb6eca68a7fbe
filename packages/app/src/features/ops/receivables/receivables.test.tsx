import type { Schemas } from '@invest/api-client';
import { toIsoDate } from '@invest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiError, http, mockApi } from '../../../test/fake-api';
import { renderConsole } from '../../../test/ops-console';
import { addDays } from './lifecycle';

let app: ReturnType<typeof renderConsole> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

const today = toIsoDate(new Date());

const originators: Schemas['OpsOriginator'][] = [
  {
    Id: 3,
    name: 'Alpen Logistik GmbH',
    countryCode: 'AT',
    partnerSince: '2020-01-01',
    creditRating: { failureScore: 1.5, ranking: 'A2' },
    companySize: 'MEDIUM',
    noOfEmployees: 120,
    totalIncome: 5_000_000,
    iban: 'AT791200000052361000',
    paymentReference: 'RF62OR3',
    fundsAvailable: 4000,
    createdAt: '2026-01-01T08:00:00Z',
    descriptionEn: null,
    descriptionSl: null,
  },
];

const receivable = (overrides: Partial<Schemas['OpsReceivable']> = {}): Schemas['OpsReceivable'] => ({
  Id: 41,
  number: 'F-2026-0041',
  originatorId: 3,
  originatorName: 'Alpen Logistik GmbH',
  type: 'invoiceFactoring',
  totalAmount: 10_000,
  availableAmount: 7000,
  soldAmount: 3000,
  interestRate: 9.5,
  rank: 'B+',
  dateStartFormatted: '2026-03-01',
  dateEndFormatted: '2026-06-29',
  originalDateEndFormatted: '2026-06-29',
  termDays: 120,
  protection: 'BG',
  country: 'SI',
  state: 'ACTIVE',
  extensions: 0,
  lateSince: null,
  lossEventOn: null,
  fundedAt: null,
  listedAt: '2026-03-01T09:00:00Z',
  activeHolders: 2,
  amountDue: 3093.7,
  originatorFunds: 4000,
  waitingRepaymentId: null,
  ...overrides,
});

const holder: Schemas['ReceivableHolder'] = {
  userInvestmentId: 501,
  userId: 7,
  username: 'demo@invest.si',
  amount: 3000,
  interestRate: 9.5,
  status: 'ACTIVE',
  boughtAt: '2026-03-02T10:00:00Z',
  accruedInterest: 12.3,
  autoInvest: true,
};

function open(path: string, ...handlers: Parameters<typeof mockApi>) {
  const api = mockApi(
    ...handlers,
    http.get('/ops/originators', ({ response }) => response(200).json({ content: originators, next: null })),
  );
  app = renderConsole(api, path);
  return api;
}

const calls = (requests: Request[], method: string, pathname: string) =>
  requests.filter((r) => r.method === method && new URL(r.url).pathname === `/api${pathname}`);

describe('the receivables list', () => {
  it('fits beside the sidebar at 1280 px in Slovene, the type and protection under the originator', async () => {
    await page.viewport(1280, 800);
    const api = mockApi(
      http.get('/ops/receivables', ({ response }) =>
        response(200).json({
          content: [receivable(), receivable({ Id: 42, number: 'RF-2026-0042', protection: 'PG' })],
          next: null,
        }),
      ),
      http.get('/ops/originators', ({ response }) =>
        response(200).json({ content: originators, next: null }),
      ),
    );
    app = renderConsole(api, '/ops/receivables', 1, 'sl');
    const table = page.getByRole('table');
    await expect.element(table.getByRole('link', { name: 'RF-2026-0042' })).toBeVisible();
    await expect.element(table.getByText('Faktoring terjatev · GO')).toBeVisible();
    await expect.element(table.getByTitle('Zavarovanje plačila (ZP)')).toHaveTextContent('ZP');
    // Every column, the state last but one, inside the page: nothing scrolls sideways.
    await expect.element(table.getByRole('columnheader', { name: 'Stanje' })).toBeVisible();
    const element = table.element();
    expect(element.scrollWidth).toBeLessThanOrEqual(element.parentElement!.clientWidth);
    const listed = table.getByRole('columnheader', { name: 'Objavljeno' }).element().getBoundingClientRect();
    expect(listed.right).toBeLessThanOrEqual(1280);
  });
});

describe('listing a receivable', () => {
  it('checks every field as the contract does before anything is sent', async () => {
    const api = open(
      '/ops/receivables/new',
      http.post('/ops/receivables', ({ response }) => response(201).json(receivable())),
    );
    const submit = page.getByRole('button', { name: 'List receivable' });
    await expect.element(submit).toBeVisible();
    await userEvent.click(submit);
    await expect.element(page.getByText('Required').first()).toBeVisible();
    expect(page.getByText('Required').elements().length).toBeGreaterThanOrEqual(7);

    await userEvent.fill(page.getByRole('textbox', { name: 'Number' }), 'F 2026/1');
    await userEvent.fill(page.getByRole('textbox', { name: 'Amount' }), '0');
    await userEvent.fill(page.getByRole('textbox', { name: 'Yearly interest rate (%)' }), '150');
    await userEvent.fill(page.getByLabelText(/^Issue date/), addDays(today, 1));
    await userEvent.fill(page.getByLabelText(/^Maturity date/), addDays(today, -1));
    await userEvent.click(submit);
    await expect
      .element(page.getByText('Letters, digits and dashes only, at most 40, starting with a letter or digit'))
      .toBeVisible();
    await expect.element(page.getByText('At least 0,01 €')).toBeVisible();
    await expect
      .element(page.getByText('A percentage from 0,01 to 100 with at most two decimals'))
      .toBeVisible();
    await expect.element(page.getByText('The issue date must not be in the future')).toBeVisible();
    await expect.element(page.getByText('The maturity date must not be in the past')).toBeVisible();

    await userEvent.fill(page.getByLabelText(/^Issue date/), today);
    await userEvent.fill(page.getByLabelText(/^Maturity date/), today);
    await userEvent.click(submit);
    await expect.element(page.getByText('The maturity date must be after the issue date')).toBeVisible();
    expect(calls(api.requests, 'POST', '/ops/receivables')).toHaveLength(0);
  });

  it('sends the listing in euros (no protection as null) and opens the listed receivable', async () => {
    const listed = receivable({ Id: 42, number: 'F-2026-0042', soldAmount: 0, activeHolders: 0 });
    const api = open(
      '/ops/receivables/new',
      http.post('/ops/receivables', ({ response }) => response(201).json(listed)),
      http.get('/ops/receivables/{id}', ({ response }) => response(200).json(listed)),
      http.get('/ops/receivables/{id}/holders', ({ response }) =>
        response(200).json({ content: [], next: null }),
      ),
    );
    await expect.element(page.getByRole('option', { name: 'Alpen Logistik GmbH' })).toBeInTheDocument();
    await userEvent.fill(page.getByRole('textbox', { name: 'Number' }), 'F-2026-0042');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Originator' }), 'Alpen Logistik GmbH');
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: 'Financing type' }),
      'Reverse factoring',
    );
    await userEvent.fill(page.getByRole('textbox', { name: 'Amount' }), '12.345,67');
    await userEvent.fill(page.getByRole('textbox', { name: 'Yearly interest rate (%)' }), '9,75');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Internal rank' }), 'B-');
    await userEvent.fill(page.getByLabelText(/^Maturity date/), addDays(today, 60));
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Protection' }), 'No protection');
    await userEvent.selectOptions(page.getByRole('combobox', { name: "Debtor's country" }), 'Slovenia');
    await userEvent.click(page.getByRole('button', { name: 'List receivable' }));

    await expect.element(page.getByRole('heading', { level: 1, name: 'F-2026-0042' })).toBeVisible();
    const [post] = calls(api.requests, 'POST', '/ops/receivables');
    expect(await post!.json()).toEqual({
      number: 'F-2026-0042',
      originatorId: 3,
      type: 'reverseFactoring',
      totalAmount: 12_345.67,
      interestRate: 9.75,
      rank: 'B-',
      issueDate: today,
      maturityDate: addDays(today, 60),
      protection: null,
      country: 'SI',
    });
    await expect.element(page.getByText('F-2026-0042 is listed on the marketplace.')).toBeVisible();
  });
});

const buttons = () =>
  page
    .getByRole('button')
    .elements()
    .map((b) => b.textContent?.trim())
    .filter((text) =>
      [
        'Record repayment',
        'Record delay',
        'Extend',
        'Record loss event',
        'Record non-payment',
        'Correct listing',
      ].includes(text ?? ''),
    );

function openDetail(current: Schemas['OpsReceivable'], holders: Schemas['ReceivableHolder'][] = [holder]) {
  return open(
    `/ops/receivables/${current.Id}`,
    http.get('/ops/receivables/{id}', ({ response }) => response(200).json(current)),
    http.get('/ops/receivables/{id}/holders', ({ response }) =>
      response(200).json({ content: holders, next: null }),
    ),
  );
}

describe('the life-cycle actions of a receivable', () => {
  it.each([
    [{ state: 'ACTIVE' }, ['Record repayment', 'Record delay', 'Extend', 'Record loss event']],
    [{ state: 'PAYING_OUT' }, ['Record repayment', 'Record delay', 'Extend', 'Record loss event']],
    [{ state: 'LATE', lateSince: '2026-06-30' }, ['Record repayment', 'Extend', 'Record loss event']],
    [{ state: 'LATE', extensions: 6 }, ['Record repayment', 'Record loss event']],
    [{ state: 'LOSS_EVENT', lossEventOn: '2026-04-01' }, ['Record repayment']],
    [{ state: 'COLLECTION', protection: 'PG' }, ['Record repayment', 'Record loss event']],
    [
      { state: 'COLLECTION', protection: null, lossEventOn: '2026-04-01' },
      ['Record repayment', 'Record non-payment'],
    ],
    [{ state: 'REPAID' }, []],
    [{ state: 'NON_PAYMENT', protection: null }, []],
  ] as [Partial<Schemas['OpsReceivable']>, string[]][])('%o offers %o', async (facts, expected) => {
    openDetail(receivable(facts));
    await expect.element(page.getByRole('heading', { name: 'Holders' })).toBeVisible();
    await expect.element(page.getByText('demo@invest.si')).toBeVisible();
    expect(buttons()).toEqual(expected);
    if (expected.length === 0)
      await expect.element(page.getByText('No action is possible in this state.')).toBeVisible();
  });

  it('offers a correction only while nobody has bought, and shows the extensions used', async () => {
    openDetail(receivable({ soldAmount: 0, availableAmount: 10_000, activeHolders: 0, extensions: 0 }), []);
    await expect.element(page.getByText('Nobody has bought from this receivable yet.')).toBeVisible();
    expect(buttons()).toContain('Correct listing');
    app?.unmount();
    openDetail(receivable({ state: 'LATE', extensions: 2 }));
    await expect.element(page.getByText('2 of 6')).toBeVisible();
    expect(buttons()).not.toContain('Correct listing');
  });

  it('records a repayment of at least the principal and says how much went to how many holders', async () => {
    const api = openDetail(receivable());
    api.use(
      http.post('/ops/receivables/{id}/repayments', ({ response }) =>
        response(200).json(receivable({ state: 'REPAID', soldAmount: 0, activeHolders: 0 })),
      ),
    );
    await userEvent.click(page.getByRole('button', { name: 'Record repayment' }));
    const dialog = page.getByRole('alertdialog');
    const amount = dialog.getByRole('textbox', { name: 'Amount paid' });
    await expect.element(amount).toHaveValue('3093,70');
    await userEvent.fill(amount, '2999,99');
    await userEvent.click(dialog.getByRole('button', { name: 'Book repayment' }));
    await expect.element(dialog.getByText('At least the principal held')).toBeVisible();
    expect(calls(api.requests, 'POST', '/ops/receivables/41/repayments')).toHaveLength(0);

    await userEvent.fill(amount, '3100');
    await userEvent.click(dialog.getByRole('button', { name: 'Book repayment' }));
    await expect.element(page.getByText('Repayment of 3.100,00 € booked')).toBeVisible();
    await expect
      .element(page.getByText('3.100,00 € went to 2 holders; F-2026-0041 is now repaid.'))
      .toBeVisible();
    const [post] = calls(api.requests, 'POST', '/ops/receivables/41/repayments');
    expect(await post!.json()).toEqual({ amount: 3100, paidOn: today, payer: 'ORIGINATOR' });
  });

  it('distributes only what arrived from the originator, and says when a repayment waits for approval', async () => {
    const api = openDetail(receivable({ originatorFunds: 3095.5, state: 'PAYING_OUT' }));
    await expect.element(page.getByText('Arrived from the originator')).toBeVisible();
    api.use(
      http.post('/ops/receivables/{id}/repayments', ({ response }) =>
        response(202).json({
          Id: 5,
          receivableId: 41,
          receivableNumber: 'F-2026-0041',
          originatorId: 3,
          originatorName: 'Alpen Logistik GmbH',
          amount: 3095,
          paidOn: today,
          payer: 'ORIGINATOR',
          scheduledAmount: 3093.7,
          status: 'PENDING_APPROVAL',
          requestedBy: 1,
          requestedAt: '2026-06-29T09:00:00Z',
          decidedBy: null,
          decidedAt: null,
          declineReason: null,
        }),
      ),
    );
    await userEvent.click(page.getByRole('button', { name: 'Record repayment' }));
    const dialog = page.getByRole('alertdialog');
    await expect
      .element(dialog.getByText('Arrived from Alpen Logistik GmbH and not yet distributed: 3.095,50 €.'))
      .toBeVisible();
    const amount = dialog.getByRole('textbox', { name: 'Amount paid' });
    await userEvent.fill(amount, '3095,51');
    await userEvent.click(dialog.getByRole('button', { name: 'Book repayment' }));
    await expect.element(dialog.getByText('More than has arrived from the originator')).toBeVisible();
    expect(calls(api.requests, 'POST', '/ops/receivables/41/repayments')).toHaveLength(0);

    await userEvent.fill(amount, '3095');
    await userEvent.click(dialog.getByRole('button', { name: 'Book repayment' }));
    await expect
      .element(page.getByText('Repayment of 3.095,00 € recorded: it waits for a second operator'))
      .toBeVisible();
  });

  it("keeps the dialog open with the service's refusal", async () => {
    const api = openDetail(receivable({ state: 'LATE', extensions: 5 }));
    api.use(
      http.post('/ops/receivables/{id}/extensions', ({ response }) =>
        response.untyped(apiError(409, 'extension-limit')),
      ),
    );
    await userEvent.click(page.getByRole('button', { name: 'Extend' }));
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog.getByText('1 to 30 days. Extensions used: 5 of 6.')).toBeVisible();
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Days' }), '31');
    await userEvent.click(dialog.getByRole('button', { name: 'Extend' }));
    await expect.element(dialog.getByText('A whole number from 1 to 30')).toBeVisible();
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Days' }), '14');
    await expect.element(dialog.getByText('New maturity date: 13/07/2026')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Extend' }));
    await expect.element(dialog.getByRole('alert')).toBeVisible();
    const [post] = calls(api.requests, 'POST', '/ops/receivables/41/extensions');
    expect(await post!.json()).toEqual({ days: 14 });
  });
});

describe('correcting a listing', () => {
  it('sends every term again with PUT and shows the corrected receivable', async () => {
    const fresh = receivable({
      soldAmount: 0,
      availableAmount: 10_000,
      activeHolders: 0,
      amountDue: 0,
      dateStartFormatted: addDays(today, -5),
      dateEndFormatted: addDays(today, 40),
      originalDateEndFormatted: addDays(today, 40),
    });
    const corrected = { ...fresh, interestRate: 10.25, totalAmount: 8000, availableAmount: 8000 };
    let current = fresh;
    const api = open(
      `/ops/receivables/${fresh.Id}`,
      http.get('/ops/receivables/{id}', ({ response }) => response(200).json(current)),
      http.get('/ops/receivables/{id}/holders', ({ response }) =>
        response(200).json({ content: [], next: null }),
      ),
      http.put('/ops/receivables/{id}', ({ response }) => {
        current = corrected;
        return response(200).json(corrected);
      }),
    );
    await userEvent.click(page.getByRole('button', { name: 'Correct listing' }));
    const dialog = page.getByRole('dialog', { name: 'Correct F-2026-0041' });
    await expect.element(dialog.getByRole('combobox', { name: 'Originator' })).toHaveValue('3');
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Amount' }), '8000');
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Yearly interest rate (%)' }), '10,25');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect.element(page.getByText('The changes to F-2026-0041 were saved.')).toBeVisible();
    await expect.element(page.getByText('10,25 %')).toBeVisible();
    const [put] = calls(api.requests, 'PUT', '/ops/receivables/41');
    expect(await put!.json()).toEqual({
      number: 'F-2026-0041',
      originatorId: 3,
      type: 'invoiceFactoring',
      totalAmount: 8000,
      interestRate: 10.25,
      rank: 'B+',
      issueDate: addDays(today, -5),
      maturityDate: addDays(today, 40),
      protection: 'BG',
      country: 'SI',
    });
  });
});
