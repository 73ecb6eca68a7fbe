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
    { id: 'a'.repeat(32), side: 'FRONT', deletedAt: null },
    { id: 'b'.repeat(32), side: 'BACK', deletedAt: null },
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
    http.get('/ops/identity-reviews', ({ query, response }) => {
      if (query.get('state') === 'REJECTED') return response(200).json({ content: [], next: null });
      const q = query.get('q')?.toLowerCase();
      return response(200).json({
        content: q ? queue.filter((review) => review.email.includes(q)) : queue,
        next: null,
      });
    }),
  );
  app = renderConsole(api, '/ops/identity');
  return api;
}

const names = () =>
  [...document.querySelectorAll('tbody tr td:first-child a')].map((link) => link.textContent);

describe('identity review queue', () => {
  it('asks the service to search and sort, and shows its rows in its order', async () => {
    const api = openQueue();
    await expect.element(page.getByRole('link', { name: 'Zala Kovač' })).toBeVisible();
    expect(names()).toEqual(['Zala Kovač', 'Ana Novak', 'Marko Horvat']);
    const sent = () => Object.fromEntries(new URL(api.requests.at(-1)!.url).searchParams);
    // No sort: the service's own order (pending oldest first).
    expect(sent()).toEqual({ state: 'PENDING', size: '20' });

    await userEvent.click(page.getByRole('button', { name: 'Registrant' }));
    await expect.poll(sent).toMatchObject({ state: 'PENDING', sort: 'name', direction: 'asc' });
    await userEvent.click(page.getByRole('button', { name: 'Registrant' }));
    await expect.poll(sent).toMatchObject({ sort: 'name', direction: 'desc' });
    await userEvent.click(page.getByRole('button', { name: 'Submitted' }));
    await expect.poll(sent).toMatchObject({ sort: 'submitted', direction: 'desc' });
    // The service's rows as they come: the page orders nothing itself.
    await expect.poll(names).toEqual(['Zala Kovač', 'Ana Novak', 'Marko Horvat']);

    await userEvent.fill(page.getByRole('searchbox', { name: 'Search' }), '  marko@ ');
    await expect.poll(sent).toEqual({
      state: 'PENDING',
      q: 'marko@',
      sort: 'submitted',
      direction: 'desc',
      size: '20',
    });
    await expect.poll(names).toEqual(['Marko Horvat']);
    expect(app!.router.state.location.search).toBe('?sort=submitted&direction=desc&q=marko%40');

    await userEvent.fill(page.getByRole('searchbox', { name: 'Search' }), 'nobody');
    await expect.element(page.getByText('No upload in this state matches the search.')).toBeVisible();
    expect(sent().q).toBe('nobody');
  });

  it('reads a search typed before again: a decision made meanwhile shows', async () => {
    let pending = queue;
    const api = mockApi(
      http.get('/ops/identity-reviews', ({ query, response }) => {
        const q = query.get('q')?.toLowerCase();
        return response(200).json({
          content: q ? pending.filter((review) => review.email.includes(q)) : pending,
          next: null,
        });
      }),
    );
    app = renderConsole(api, '/ops/identity');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await userEvent.fill(search, 'marko@');
    await expect.poll(names).toEqual(['Marko Horvat']);
    await userEvent.fill(search, '');
    await expect.poll(names).toEqual(['Zala Kovač', 'Ana Novak', 'Marko Horvat']);

    pending = queue.filter((review) => review.firstName !== 'Marko');
    await userEvent.fill(search, 'marko@');
    await expect.element(page.getByText('No upload in this state matches the search.')).toBeVisible();
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
