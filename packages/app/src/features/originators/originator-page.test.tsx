import type { components } from '@invest/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { apiError, demoUser, http, mockApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };

const PROFILE: components['schemas']['OriginatorProfile'] = {
  Id: 5,
  originator: {
    Id: 5,
    name: 'Alpska Logistika d.o.o.',
    countryCode: 'SI',
    partnerSince: '2021-04-12',
    creditRating: { failureScore: 1.85, ranking: 'A2' },
    companySize: 'MEDIUM',
    noOfEmployees: 1250,
    totalIncome: 18_500_000,
  },
  descriptionEn: 'Freight forwarder from Ljubljana.',
  descriptionSl: 'Špediter iz Ljubljane.',
  listed: { count: 14, amount: 720_000 },
  repaid: { count: 9, amount: 400_000 },
  active: { count: 3, amount: 250_000 },
  late: { count: 1, amount: 50_000 },
  defaulted: { count: 1, amount: 20_000 },
  lateShare: 6.94,
  defaultedShare: 2.78,
};

function originatorApi(profile: components['schemas']['OriginatorProfile'] = PROFILE) {
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
    http.get('/notifications/{userId}', ({ response }) => response(200).json({ content: [], next: null })),
    http.get('/originators/{id}', ({ params, response }) =>
      Number(params.id) === 5 ? response(200).json(profile) : response.untyped(apiError(404, 'not-found')),
    ),
  );
}

const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const pairs = (root: Element | null | undefined) =>
  Object.fromEntries(
    [...(root?.querySelectorAll('[data-slot="description-list-item"]') ?? [])].map((item) => [
      text(item.querySelector('[data-slot="description-list-label"]')),
      text(item.querySelector('[data-slot="description-list-value"]')),
    ]),
  );

describe("an originator's page", () => {
  it('shows the profile, the rating with its scales explained, and the record on the platform', async () => {
    app = renderApp({ fetch: originatorApi().fetch, path: '/u/originators/5', credentials });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Alpska Logistika d.o.o.' }))
      .toBeVisible();
    expect(document.title).toBe('Originator Alpska Logistika d.o.o. · Invest');
    const description = page.getByTestId('originator-description');
    await expect.element(description).toHaveTextContent('Freight forwarder from Ljubljana.');
    await expect.element(description).toHaveAttribute('lang', 'en');
    expect(pairs(page.getByRole('region', { name: 'Profile' }).element())).toEqual({
      "Originator's country": 'Slovenia',
      'Partner since': '12/04/2021',
      'Company size': 'Medium',
      'Number of employees': '1.250',
      'Total income': '18.500.000,00 €',
    });
    const record = page.getByRole('region', { name: 'On the platform' });
    expect(pairs(record.element())).toEqual({
      'Receivables listed': '14 · 720.000,00 €',
      Repaid: '9 · 400.000,00 €',
      Running: '3 · 250.000,00 €',
      Late: '1 · 50.000,00 €',
      Defaulted: '1 · 20.000,00 €',
      'Late share': '6,94 %',
      'Defaulted share': '2,78 %',
    });
    const rating = page.getByRole('region', { name: 'Credit rating' });
    expect(pairs(rating.element())).toEqual({ 'Failure score': '1,85 %', Ranking: 'A2' });
    await rating.getByRole('button', { name: 'Ratings explained' }).click();
    await expect
      .element(
        page.getByRole('region', { name: 'What the ratings mean' }).getByText('Rank: the platform’s scale'),
      )
      .toBeVisible();
  });

  it("shows the profile text in the investor's language, else the other one, none when both are empty", async () => {
    app = renderApp({
      fetch: originatorApi().fetch,
      path: '/u/originators/5',
      credentials,
      language: 'sl',
    });
    await expect
      .element(page.getByTestId('originator-description'))
      .toHaveTextContent('Špediter iz Ljubljane.');
    app.unmount();

    app = renderApp({
      fetch: originatorApi({ ...PROFILE, descriptionEn: null }).fetch,
      path: '/u/originators/5',
      credentials,
    });
    const description = page.getByTestId('originator-description');
    await expect.element(description).toHaveTextContent('Špediter iz Ljubljane.');
    await expect.element(description).toHaveAttribute('lang', 'sl');
    app.unmount();

    app = renderApp({
      fetch: originatorApi({ ...PROFILE, descriptionEn: null, descriptionSl: null }).fetch,
      path: '/u/originators/5',
      credentials,
    });
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Alpska Logistika d.o.o.' }))
      .toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Profile' })).toBeVisible();
    expect(page.getByTestId('originator-description').elements()).toHaveLength(0);
  });

  it('says so when there is no such originator', async () => {
    app = renderApp({ fetch: originatorApi().fetch, path: '/u/originators/99', credentials });
    await expect.element(page.getByRole('heading', { level: 1, name: 'No such originator' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Investments' }).last())
      .toHaveAttribute('href', '/u/investments');
  });
});
