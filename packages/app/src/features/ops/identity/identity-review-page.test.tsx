import type { Schemas } from '@invest/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { http, mockApi } from '../../../test/fake-api';
import { renderConsole } from '../../../test/ops-console';
import { validToProblem } from './identity-review-page';

let app: ReturnType<typeof renderConsole> | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const review = (overrides: Partial<Schemas['IdentityReview']> = {}): Schemas['IdentityReview'] => ({
  id: 5,
  userId: 41,
  investorType: 'Personal',
  firstName: 'Nina',
  lastName: 'Zupan',
  companyName: null,
  dateOfBirth: '1990-03-07',
  address: 'Slovenska cesta 12a, 1000 Ljubljana',
  country: 'SI',
  email: 'nina@example.si',
  type: 'ID',
  state: 'PENDING',
  submittedAt: '2026-11-20T09:30:00Z',
  reviewedAt: null,
  rejectionReason: null,
  documents: [
    { id: 'a'.repeat(32), side: 'FRONT', deletedAt: null },
    { id: 'b'.repeat(32), side: 'BACK', deletedAt: null },
  ],
  ...overrides,
});

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xd9]);

/** The console at `path` for a signed-in operator, on a fake API (the operator client uses the global fetch). */
function openConsole(path: string, current = review()) {
  const api = mockApi(
    http.get('/ops/identity-reviews/{id}', ({ response }) => response(200).json(current)),
    http.get('/ops/identity-reviews', ({ response }) =>
      response(200).json({ content: [current], next: null }),
    ),
    http.get('/ops/identity-documents/{documentId}', () =>
      Promise.resolve(new Response(JPEG, { headers: { 'Content-Type': 'image/jpeg' } })),
    ),
  );
  app = renderConsole(api, path);
  return api;
}

const posts = (requests: Request[], suffix: string) =>
  requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname.endsWith(suffix));

describe('identity review: the documents', () => {
  it('shows each image through an object URL of its own and revokes them when the page goes', async () => {
    const created: string[] = [];
    const create = URL.createObjectURL.bind(URL);
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      const url = create(blob);
      created.push(url);
      return url;
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL');
    const api = openConsole('/ops/identity/5');

    await expect.element(page.getByRole('heading', { level: 1, name: 'Review of Nina Zupan' })).toBeVisible();
    const front = page.getByRole('img', { name: 'ID card, Front, of Nina Zupan' });
    const back = page.getByRole('img', { name: 'ID card, Back, of Nina Zupan' });
    await expect.element(front).toBeVisible();
    await expect.element(back).toBeVisible();
    expect(created).toHaveLength(2);
    expect([front.element().getAttribute('src'), back.element().getAttribute('src')].sort()).toEqual(
      [...created].sort(),
    );
    // Only blob: URLs of this tab on the page; the service's address of a document is nowhere.
    expect(document.body.innerHTML).not.toContain('/identity-documents/');
    const documentCalls = api.requests.filter((r) => r.url.includes('/identity-documents/'));
    expect(documentCalls.every((r) => r.headers.get('Authorization') === 'Bearer op')).toBe(true);
    expect(revoke).not.toHaveBeenCalledWith(created[0]);

    app!.unmount();
    app = undefined;
    expect(revoke.mock.calls.map(([url]) => url).sort()).toEqual(expect.arrayContaining([...created].sort()));
  });

  it('shows the images of a rejected upload as deleted, and when, without fetching them', async () => {
    const api = openConsole(
      '/ops/identity/5',
      review({
        state: 'REJECTED',
        reviewedAt: '2026-11-21T10:00:00Z',
        rejectionReason: 'Blurred',
        documents: [
          { id: 'a'.repeat(32), side: 'FRONT', deletedAt: '2026-11-21T10:00:00Z' },
          { id: 'b'.repeat(32), side: 'BACK', deletedAt: '2026-11-21T10:00:00Z' },
        ],
      }),
    );
    await expect.element(page.getByRole('heading', { level: 1, name: 'Review of Nina Zupan' })).toBeVisible();
    await expect
      .element(page.getByText(/^Deleted on 21 Nov 2026, \d\d:00, after the upload was rejected\.$/).first())
      .toBeVisible();
    expect(page.getByRole('img').elements()).toHaveLength(0);
    expect(api.requests.filter((r) => r.url.includes('/identity-documents/'))).toEqual([]);
  });

  it("shows the registrant's data to compare with the documents", async () => {
    openConsole('/ops/identity/5');
    await expect.element(page.getByText('07/03/1990')).toBeVisible();
    await expect.element(page.getByText('Slovenska cesta 12a, 1000 Ljubljana')).toBeVisible();
    await expect.element(page.getByText('Slovenia')).toBeVisible();
  });
});

describe('identity review: the decision', () => {
  it('rejects only with a reason, then says so and returns to the queue', async () => {
    const api = openConsole('/ops/identity/5');
    api.use(
      http.post('/ops/identity-reviews/{id}/reject', async ({ request, response }) => {
        const { reason } = (await request.json()) as { reason: string };
        return response(200).json(review({ state: 'REJECTED', rejectionReason: reason }));
      }),
    );
    await userEvent.click(page.getByRole('button', { name: 'Reject' }));
    const dialog = page.getByRole('alertdialog', { name: 'Reject the documents of Nina Zupan?' });
    await expect.element(dialog).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect.element(dialog.getByText('Give a reason of at least 3 characters.')).toBeVisible();
    expect(posts(api.requests, '/reject')).toHaveLength(0);

    await userEvent.fill(dialog.getByRole('textbox', { name: 'Reason' }), '  The back is missing  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect.element(page.getByText('The upload of Nina Zupan was rejected.')).toBeVisible();
    const [sent] = posts(api.requests, '/ops/identity-reviews/5/reject');
    expect(await sent!.json()).toEqual({ reason: 'The back is missing' });
    await expect.poll(() => app!.router.state.location.pathname).toBe('/ops/identity');
  });

  it("approves with the document's validity date, which must be after today", async () => {
    const api = openConsole('/ops/identity/5');
    api.use(
      http.post('/ops/identity-reviews/{id}/approve', ({ response }) =>
        response(200).json(review({ state: 'APPROVED' })),
      ),
    );
    await userEvent.click(page.getByRole('button', { name: 'Approve' }));
    const dialog = page.getByRole('alertdialog', { name: 'Confirm the identity of Nina Zupan?' });
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect.element(dialog.getByText('Enter the validity date printed on the document.')).toBeVisible();
    expect(posts(api.requests, '/approve')).toHaveLength(0);

    await userEvent.fill(dialog.getByLabelText('Document valid until'), '2034-05-31');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect.element(page.getByText('Nina Zupan is confirmed.')).toBeVisible();
    expect(await posts(api.requests, '/ops/identity-reviews/5/approve')[0]!.json()).toEqual({
      validTo: '2034-05-31',
    });
  });

  it('offers no decision on a review already decided', async () => {
    openConsole(
      '/ops/identity/5',
      review({ state: 'REJECTED', rejectionReason: 'Blurred', reviewedAt: '2026-11-21T10:00:00Z' }),
    );
    await expect.element(page.getByText('Blurred')).toBeVisible();
    expect(page.getByRole('button', { name: 'Approve' }).elements()).toHaveLength(0);
    expect(page.getByRole('button', { name: 'Reject' }).elements()).toHaveLength(0);
  });

  it('refuses a validity date that is not after today', () => {
    expect(validToProblem('', '2026-11-24')).toBe('validToRequired');
    expect(validToProblem('2026-11-24', '2026-11-24')).toBe('validToPast');
    expect(validToProblem('2026-11-25', '2026-11-24')).toBeNull();
  });
});
