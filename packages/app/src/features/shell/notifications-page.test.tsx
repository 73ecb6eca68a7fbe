import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { demoUser, http, mockApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

let app: ReturnType<typeof renderApp> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const credentials = { authorization: 'Bearer tok-123', userId: 7 };

/** 25 purchases, newest first (ids 25 … 1), each of its own receivable; the first three unread. */
const all = Array.from({ length: 25 }, (_, i) => {
  const Id = 25 - i;
  return {
    Id,
    type: 'INVESTMENT_PURCHASED' as const,
    date: new Date(Date.UTC(2026, 10, 1, 8, Id)).toISOString(),
    read: i >= 3,
    receivable: { Id: 100 + Id, number: `F-2026-${String(Id).padStart(4, '0')}` },
    amount: Id,
  };
});

function notificationsApi() {
  return mockApi(
    http.get('/customer/{uid}', ({ response }) => response(200).json(demoUser())),
    // The service's keyset, in short: a page starts after the notification its cursor names.
    http.get('/notifications/{userId}', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      const size = Number(query.get('size') ?? 20);
      const cursor = query.get('cursor');
      const start = cursor === null ? 0 : all.findIndex((n) => `after-${n.Id}` === cursor) + 1;
      const content = all.slice(start, start + size);
      const next = start + size < all.length ? `after-${content.at(-1)!.Id}` : null;
      return response(200).json({ content, next });
    }),
    http.post('/notifications/{userId}/read', ({ response }) => response(200).json({ unread: 0 })),
  );
}

describe('the notifications page', () => {
  it('lists every notification, named, 20 at a time with Load more, reached from the bell', async () => {
    const api = notificationsApi();
    app = renderApp({ fetch: api.fetch, path: '/u/dashboard', credentials });
    await userEvent.click(page.getByRole('button', { name: /^Notifications/ }));
    await userEvent.click(page.getByRole('menuitem', { name: 'See all notifications' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/u/notifications');
    const list = page.getByTestId('notifications');
    await expect
      .element(list.getByText(/^Your investment of 25,00\s€ in receivable F-2026-0025 has been purchased/))
      .toBeVisible();
    expect(list.getByRole('listitem').elements()).toHaveLength(20);
    await userEvent.click(page.getByRole('button', { name: 'Load more' }));
    await expect
      .element(list.getByText('Your investment of 1,00 € in receivable F-2026-0001 has been purchased'))
      .toBeVisible();
    expect(list.getByRole('listitem').elements()).toHaveLength(25);
    // The last page had no `next`: nothing more to load.
    expect(page.getByRole('button', { name: 'Load more' }).elements()).toHaveLength(0);
    expect(
      api.requests.some((r) => r.url.includes('/api/notifications/7') && r.url.includes('cursor=after-6')),
    ).toBe(true);
  });

  it('reads in Slovene', async () => {
    const api = notificationsApi();
    app = renderApp({ fetch: api.fetch, path: '/u/notifications', credentials, language: 'sl' });
    await expect.element(page.getByRole('heading', { level: 1, name: 'Obvestila' })).toBeVisible();
    await expect
      .element(page.getByText('Vaša naložba 22,00 € v terjatev F-2026-0022 je kupljena'))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Naloži več' })).toBeVisible();
  });
});
