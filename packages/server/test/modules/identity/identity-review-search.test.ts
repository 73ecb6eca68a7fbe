/**
 * GET /api/ops/identity-reviews searched (`q`: a part of a name or e-mail, the user id), sorted
 * (`sort`, `direction`) and paged by the service, not by the console over the rows it has loaded.
 */
import type { components } from '@invest/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  contentOf,
  expectContractResponse,
  signInOperator,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';

type Review = components['schemas']['IdentityReview'];

let t: TestApp;
let operator: OperatorSession;
/** The seeded investors' user ids, by e-mail. */
const ids = new Map<string, number>();

beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t.app);
  // One pending upload per seeded investor, a day apart in this order (the queue's oldest first).
  const emails = [DEMO_USERS.twoFactor, DEMO_USERS.demo, DEMO_USERS.business, DEMO_USERS.pending];
  for (const [day, email] of emails.entries()) {
    const { rows } = await t.ownerPool.query<{ id: string }>(
      `INSERT INTO identity_submissions (user_id, document_type, submitted_at)
       SELECT id, 'ID', $2 FROM users WHERE email = $1 RETURNING user_id AS id`,
      [email, new Date(Date.UTC(2026, 10, 10 + day, 9))],
    );
    ids.set(email, Number(rows[0]!.id));
  }
  // An older upload of the same investor, superseded: not in the pending queue.
  await t.ownerPool.query(
    `INSERT INTO identity_submissions (user_id, document_type, state, submitted_at)
     VALUES ($1, 'PASSPORT', 'SUPERSEDED', $2)`,
    [ids.get(DEMO_USERS.demo), new Date(Date.UTC(2026, 10, 1, 9))],
  );
});
afterAll(async () => {
  await t?.close();
});

async function list(query: string): Promise<Review[]> {
  const res = await t.app.inject({ url: `/api/ops/identity-reviews${query}`, headers: operator.headers });
  return contentOf(expectContractResponse(res, 'listIdentityReviews', 200)) as Review[];
}

const emailsOf = (reviews: Review[]) => reviews.map((review) => review.email);

/** The names as the console shows them, as the service sorts them (lower case). */
async function seededNames(): Promise<Map<string, string>> {
  const { rows } = await t.ownerPool.query<{ email: string; name: string }>(
    `SELECT email, CASE WHEN investor_type = 'Business' AND company_name IS NOT NULL THEN company_name
                        ELSE first_name || ' ' || last_name END AS name
     FROM users WHERE email = ANY($1)`,
    [Object.values(DEMO_USERS)],
  );
  return new Map(rows.map((row) => [row.email, row.name.toLowerCase()]));
}

describe('the review queue, searched and sorted by the service', () => {
  it('keeps the default order: pending oldest first, other states newest first', async () => {
    expect(emailsOf(await list(''))).toEqual([
      DEMO_USERS.twoFactor,
      DEMO_USERS.demo,
      DEMO_USERS.business,
      DEMO_USERS.pending,
    ]);
    expect(emailsOf(await list('?state=SUPERSEDED'))).toEqual([DEMO_USERS.demo]);
  });

  it('finds a part of a name in any case, a part of an e-mail and a user id', async () => {
    const { rows } = await t.ownerPool.query<{ last_name: string }>(
      'SELECT last_name FROM users WHERE email = $1',
      [DEMO_USERS.pending],
    );
    const part = rows[0]!.last_name.slice(1, 4).toUpperCase();
    expect(emailsOf(await list(`?q=${encodeURIComponent(part)}`))).toContain(DEMO_USERS.pending);
    expect(emailsOf(await list('?q=TWOFACTOR%40'))).toEqual([DEMO_USERS.twoFactor]);
    expect(emailsOf(await list(`?q=${ids.get(DEMO_USERS.business)}`))).toEqual([DEMO_USERS.business]);
    // `%` and `_` are literal, not wildcards; nothing matches is an empty page.
    expect(await list('?q=%25')).toEqual([]);
    expect(await list('?q=nobody-like-this')).toEqual([]);
    // The search stays within the state: the superseded upload is not in the pending queue.
    expect(emailsOf(await list(`?q=${ids.get(DEMO_USERS.demo)}`))).toEqual([DEMO_USERS.demo]);
    expect((await list(`?q=${ids.get(DEMO_USERS.demo)}`))[0]!.type).toBe('ID');
  });

  it('sorts by name and by submission time both ways, then pages', async () => {
    const names = await seededNames();
    const byName = emailsOf(await list('?sort=name'));
    expect(byName.map((email) => names.get(email))).toEqual([...names.values()].sort());
    expect(emailsOf(await list('?sort=name&direction=desc'))).toEqual([...byName].reverse());

    const newest = [DEMO_USERS.pending, DEMO_USERS.business, DEMO_USERS.demo, DEMO_USERS.twoFactor];
    expect(emailsOf(await list('?sort=submitted&direction=desc'))).toEqual(newest);
    expect(emailsOf(await list('?sort=submitted&direction=asc'))).toEqual([...newest].reverse());

    // By keyset: each page after the `next` of the one before; a cursor of another sort or state is refused.
    const page = async (query: string) => {
      const res = await t.app.inject({ url: `/api/ops/identity-reviews${query}`, headers: operator.headers });
      return expectContractResponse(res, 'listIdentityReviews', 200) as {
        content: Review[];
        next: string | null;
      };
    };
    for (const sort of ['?sort=submitted&direction=desc', '?sort=name&direction=asc']) {
      const whole = emailsOf((await page(sort)).content);
      const first = await page(`${sort}&size=3`);
      const second = await page(`${sort}&size=3&cursor=${first.next}`);
      expect(second.next).toBeNull();
      expect(emailsOf([...first.content, ...second.content])).toEqual(whole);
    }
    const { next } = await page('?sort=submitted&direction=desc&size=1');
    for (const query of [
      '?sort=submitted&direction=asc',
      '?sort=name&direction=desc',
      '?state=APPROVED&sort=submitted&direction=desc',
    ])
      expectApiError(
        await t.app.inject({
          url: `/api/ops/identity-reviews${query}&cursor=${next}`,
          headers: operator.headers,
        }),
        400,
        'validation-error',
      );
  });

  it('refuses an unknown sort, an unknown direction and an over-long search (400)', async () => {
    for (const query of ['?sort=country', '?direction=up', `?q=${'a'.repeat(201)}`]) {
      const res = await t.app.inject({ url: `/api/ops/identity-reviews${query}`, headers: operator.headers });
      expectApiError(res, 400, 'validation-error');
    }
  });
});
