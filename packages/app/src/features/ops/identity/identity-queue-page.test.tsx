import type { Schemas } from '@invest/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { http, mockApi } from '../../../test/fake-api';
import { renderConsole } from '../../../test/ops-console';

let app: ReturnType<typeof renderConsole> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
});

const review = (
  id: number,
  firstName: string,
  lastName: string,
  email: string,
): Schemas['IdentityReview'] => ({
  id,
  userId: id + 100,
  investorType: 'Personal',
  firstName,
  lastName,
  companyName: null,
  dateOfBirth: '1990-03-07',
  address: null,
  country: 'SI',
  email,
  type: 'ID',
  state: 'PENDING',
  submittedAt: `2026-11-2${id}T09:30:00Z`,
  reviewedAt: null,
  rejectionReason: null,
  documents: [
    { id: 'a'.repeat(32), side: 'FRONT' },
    { id: 'b'.repeat(32), side: 'BACK' },
  ],
});

// The service's order: pending oldest first.
const queue = [
  review(1, 'Zala', 'Kovač', 'zala@example.si'),
  review(2, 'Ana', 'Novak', 'ana@example.si'),
  review(3, 'Marko', 'Horvat', 'marko@example.si'),
];

function openQueue() {
  const api = mockApi(
    http.get('/ops/identity-reviews', ({ query, response }) =>
      response(200).json(query.get('state') === 'REJECTED' ? [] : queue),
    ),
  );
  app = renderConsole(api, '/ops/identity');
  return api;
}

const names = () =>
  [...document.querySelectorAll('tbody tr td:first-child a')].map((link) => link.textContent);

describe('identity review queue', () => {
  it("keeps the service's order, sorts and searches the loaded rows", async () => {
    openQueue();
    await expect.element(page.getByRole('link', { name: 'Zala Kovač' })).toBeVisible();
    expect(names()).toEqual(['Zala Kovač', 'Ana Novak', 'Marko Horvat']);

    await userEvent.click(page.getByRole('button', { name: 'Registrant' }));
    expect(names()).toEqual(['Ana Novak', 'Marko Horvat', 'Zala Kovač']);
    await userEvent.click(page.getByRole('button', { name: 'Registrant' }));
    expect(names()).toEqual(['Zala Kovač', 'Marko Horvat', 'Ana Novak']);

    await userEvent.fill(page.getByRole('searchbox', { name: 'Search the loaded rows' }), 'MARKO@');
    await expect.poll(names).toEqual(['Marko Horvat']);
    await userEvent.fill(page.getByRole('searchbox', { name: 'Search the loaded rows' }), 'nobody');
    await expect.element(page.getByText('No loaded row matches the search.')).toBeVisible();
  });

  it('asks the service for another state and says when it has none', async () => {
    const api = openQueue();
    await expect.element(page.getByRole('link', { name: 'Zala Kovač' })).toBeVisible();
    expect(new URL(api.requests.at(-1)!.url).searchParams.get('state')).toBe('PENDING');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'State' }), 'REJECTED');
    await expect.element(page.getByRole('heading', { name: 'No uploads in this state' })).toBeVisible();
    expect(new URL(api.requests.at(-1)!.url).searchParams.get('state')).toBe('REJECTED');
    expect(app!.router.state.location.search).toBe('?state=REJECTED');
  });
});
