import type { Schemas } from '@invest/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { apiError, http, mockApi } from '../../../test/fake-api';
import { renderConsole } from '../../../test/ops-console';

let app: ReturnType<typeof renderConsole> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

const originator = (Id: number, name: string, countryCode = 'AT'): Schemas['OpsOriginator'] => ({
  Id,
  name,
  countryCode,
  partnerSince: '2020-01-01',
  creditRating: { failureScore: 1.5, ranking: 'A2' },
  companySize: 'MEDIUM',
  noOfEmployees: 120,
  totalIncome: 5_000_000,
  iban: null,
  paymentReference: `RF00OR${Id}`,
  fundsAvailable: 0,
  createdAt: '2026-01-01T08:00:00Z',
  descriptionEn: null,
  descriptionSl: null,
});

function openOriginators(...handlers: Parameters<typeof mockApi>) {
  return openOriginatorsIn('en', ...handlers);
}

function openOriginatorsIn(language: 'en' | 'sl', ...handlers: Parameters<typeof mockApi>) {
  const api = mockApi(
    ...handlers,
    http.get('/ops/originators', ({ response }) =>
      response(200).json({
        content: [
          { ...originator(3, 'Alpen Logistik GmbH'), iban: 'AT791200000052361000', fundsAvailable: 1250 },
          originator(4, 'Mura Trgovina d.o.o.', 'SI'),
        ],
        next: null,
      }),
    ),
  );
  app = renderConsole(api, '/ops/originators', 1, language);
  return api;
}

const bodies = (requests: Request[], method: string) =>
  Promise.all(requests.filter((r) => r.method === method).map((r) => r.clone().json() as Promise<unknown>));

/** The query of the last list call. */
const lastListQuery = (requests: Request[]) =>
  Object.fromEntries(
    new URL(
      requests
        .filter((r) => r.method === 'GET' && new URL(r.url).pathname.endsWith('/ops/originators'))
        .at(-1)!.url,
    ).searchParams,
  );

describe('originators', () => {
  it('fit beside the sidebar at 1280 px in Slovene: country and size under the name, IBAN groups whole', async () => {
    await page.viewport(1280, 800);
    openOriginatorsIn('sl');
    const table = page.getByRole('table');
    await expect.element(table.getByText('Avstrija · Srednje')).toBeVisible();
    await expect.element(table.getByText('Slovenija · Srednje')).toBeVisible();
    const element = table.element();
    expect(element.scrollWidth).toBeLessThanOrEqual(element.parentElement!.clientWidth);
    const funds = table.getByRole('columnheader', { name: 'Nerazdeljeno' }).element();
    expect(funds.getBoundingClientRect().right).toBeLessThanOrEqual(1280);
    // The IBAN breaks between its groups of four, never inside one.
    const iban = table.getByText(/^AT79 1200/).element();
    const lines = iban.getClientRects().length;
    expect(lines).toBeLessThanOrEqual(2);
    expect(iban.textContent).toBe('AT79 1200 0000 5236 1000');
  });

  it('lets the service search and sort the list', async () => {
    const api = openOriginators();
    await expect.element(page.getByText('Alpen Logistik GmbH')).toBeVisible();
    expect(lastListQuery(api.requests)).toMatchObject({ sort: 'name', direction: 'asc', size: '20' });
    expect(lastListQuery(api.requests)).not.toHaveProperty('q');

    await userEvent.fill(page.getByRole('searchbox', { name: 'Search' }), ' mura ');
    await expect.poll(() => lastListQuery(api.requests).q).toBe('mura');
    await userEvent.click(page.getByRole('button', { name: 'Total income' }));
    await expect
      .poll(() => lastListQuery(api.requests))
      .toMatchObject({ q: 'mura', sort: 'income', direction: 'desc' });
    await userEvent.click(page.getByRole('button', { name: 'Total income' }));
    await expect.poll(() => lastListQuery(api.requests).direction).toBe('asc');
  });

  it('corrects one with PUT, clearing what was emptied', async () => {
    const api = openOriginators(
      http.put('/ops/originators/{id}', ({ response }) =>
        response(200).json({ ...originator(4, 'Mura Trgovina d.d.', 'SI'), companySize: null }),
      ),
    );
    await expect.element(page.getByText('Alpen Logistik GmbH')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Edit Mura Trgovina d.o.o.' }));
    const dialog = page.getByRole('dialog', { name: 'Edit Mura Trgovina d.o.o.' });
    await expect
      .element(dialog.getByRole('textbox', { name: 'Company name' }))
      .toHaveValue('Mura Trgovina d.o.o.');
    await expect.element(dialog.getByRole('combobox', { name: 'Country' })).toHaveValue('SI');
    await expect.element(dialog.getByRole('combobox', { name: 'Company size' })).toHaveValue('MEDIUM');
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Company name' }), 'Mura Trgovina d.d.');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Company size' }), 'Not known');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect.element(page.getByText('The changes to Mura Trgovina d.d. were saved.')).toBeVisible();
    expect(await bodies(api.requests, 'PUT')).toEqual([
      {
        name: 'Mura Trgovina d.d.',
        countryCode: 'SI',
        partnerSince: '2020-01-01',
        failureScore: 1.5,
        ranking: 'A2',
        noOfEmployees: 120,
        totalIncome: 5_000_000,
      },
    ]);
  });

  it('adds one after checking the fields, and shows a taken name in the dialog', async () => {
    const api = openOriginators(
      http.post('/ops/originators', ({ response }) => response.untyped(apiError(409, 'originator-exists'))),
    );
    await userEvent.click(page.getByRole('button', { name: 'Add originator' }));
    const dialog = page.getByRole('dialog', { name: 'Add an originator' });
    await userEvent.click(dialog.getByRole('button', { name: 'Add originator' }));
    await expect.element(dialog.getByText('Required').first()).toBeVisible();
    expect(await bodies(api.requests, 'POST')).toEqual([]);

    await userEvent.fill(dialog.getByRole('textbox', { name: 'Company name' }), 'Alpen Logistik GmbH');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Country' }), 'Austria');
    await userEvent.click(dialog.getByRole('button', { name: 'Add originator' }));
    await expect.element(dialog.getByText('An originator of that name exists already.')).toBeVisible();
    expect(await bodies(api.requests, 'POST')).toEqual([{ name: 'Alpen Logistik GmbH', countryCode: 'AT' }]);
  });

  it('checks the IBAN with ibantools and sends it in the electronic format', async () => {
    const api = openOriginators(
      http.post('/ops/originators', ({ response }) =>
        response(201).json({ ...originator(5, 'Drava Les d.o.o.', 'SI'), iban: 'SI56191000001234573' }),
      ),
    );
    await userEvent.click(page.getByRole('button', { name: 'Add originator' }));
    const dialog = page.getByRole('dialog', { name: 'Add an originator' });
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Company name' }), 'Drava Les d.o.o.');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Country' }), 'Slovenia');
    await userEvent.fill(dialog.getByRole('textbox', { name: 'IBAN' }), 'SI56 1910 0000 1234 574');
    await userEvent.click(dialog.getByRole('button', { name: 'Add originator' }));
    await expect
      .element(dialog.getByText('Not a valid IBAN (check digits or the country’s format)'))
      .toBeVisible();
    expect(await bodies(api.requests, 'POST')).toEqual([]);

    await userEvent.fill(dialog.getByRole('textbox', { name: 'IBAN' }), 'si56 1910 0000 1234 573');
    await userEvent.click(dialog.getByRole('button', { name: 'Add originator' }));
    await expect.element(page.getByText('Drava Les d.o.o. was added.')).toBeVisible();
    expect(await bodies(api.requests, 'POST')).toEqual([
      { name: 'Drava Les d.o.o.', countryCode: 'SI', iban: 'SI56191000001234573' },
    ]);
  });
});
