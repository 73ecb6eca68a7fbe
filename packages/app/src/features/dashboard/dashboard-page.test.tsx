import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoUser, http, mockApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };

function withUser(user: ReturnType<typeof demoUser>) {
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(user)),
    http.get('/notifications/{userId}', ({ response }) => response(200).json([])),
  ).fetch;
}

describe('dashboard banners', () => {
  it('tells an unconfirmed investor that the account is pending verification', async () => {
    const user = demoUser({
      status: { confirmed: false, twoFactorAuthEnabled: false },
      investorProfile: { completed: false, fundsSources: [], annualIncome: null, countryOfResidence: null },
    });
    app = renderApp({ fetch: withUser(user), path: '/u/dashboard', credentials, language: 'sl' });
    await expect.element(page.getByRole('region', { name: 'Vaš račun čaka na preverjanje' })).toBeVisible();
    await expect
      .element(page.getByRole('link', { name: 'Izpolni profil' }))
      .toHaveAttribute('href', '/u/account/financial-information');
  });

  it('asks a confirmed investor with an incomplete profile to complete it', async () => {
    const user = demoUser({
      investorProfile: { completed: false, fundsSources: [], annualIncome: null, countryOfResidence: null },
    });
    app = renderApp({ fetch: withUser(user), path: '/u/dashboard', credentials });
    await expect.element(page.getByRole('region', { name: 'Complete your investor profile' })).toBeVisible();
    expect(page.getByText('Your account is pending verification', { exact: false }).elements()).toHaveLength(
      0,
    );
  });

  it('shows no banner to a confirmed investor with a completed profile', async () => {
    app = renderApp({ fetch: withUser(demoUser()), path: '/u/dashboard', credentials });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect.element(page.getByText('Hi, Ana')).toBeVisible();
    expect(document.querySelectorAll('[data-slot="banner"]')).toHaveLength(0);
  });
});
