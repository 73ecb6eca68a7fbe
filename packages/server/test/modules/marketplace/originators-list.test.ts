/**
 * GET /api/ops/originators: search by a part of the name, the sorts in both directions (originators
 * without the sorted value last), paging over a sorted list, and a refused sort.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  expectApiError,
  contentOf,
  expectContractResponse,
  signInOperator,
  type OperatorSession,
  type TestApp,
} from '../../helpers/app.ts';

interface Originator {
  Id: number;
  name: string;
  partnerSince: string | null;
  creditRating: { failureScore: number | null };
  totalIncome: number | null;
}

let t: TestApp;
let operator: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  operator = await signInOperator(t.app);
  for (const body of [
    { name: 'Kraška Vina 100% d.o.o.', countryCode: 'SI', totalIncome: 900_000_000 },
    { name: 'kraški Pršut d.o.o.', countryCode: 'SI', totalIncome: 1 },
    { name: 'Aaa Unrated d.o.o.', countryCode: 'HR' },
  ]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ops/originators',
      headers: operator.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

async function list(query: string): Promise<Originator[]> {
  const res = await t.app.inject({ url: `/api/ops/originators?${query}`, headers: operator.headers });
  return contentOf(expectContractResponse(res, 'listOriginators', 200)) as Originator[];
}

const byName = (a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase());

describe('GET /api/ops/originators', () => {
  it('finds a part of the name in any case, `%` literally', async () => {
    expect((await list('q=KRAŠK')).map((o) => o.name)).toEqual([
      'Kraška Vina 100% d.o.o.',
      'kraški Pršut d.o.o.',
    ]);
    expect((await list('q=100%25')).map((o) => o.name)).toEqual(['Kraška Vina 100% d.o.o.']);
    // `%` matches only itself: no name has "0%d".
    expect(await list('q=0%25d')).toEqual([]);
  });

  it('sorts by name both ways (ascending by default)', async () => {
    const asc = (await list('size=100')).map((o) => o.name);
    expect(asc.length).toBeGreaterThan(3);
    expect(asc).toEqual([...asc].sort(byName));
    expect((await list('sort=name&direction=asc&size=100')).map((o) => o.name)).toEqual(asc);
    expect((await list('sort=name&direction=desc&size=100')).map((o) => o.name)).toEqual([...asc].reverse());
  });

  it('sorts by income both ways, originators without it last', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const rows = await list(`sort=income&direction=${direction}&size=100`);
      const known = rows.filter((o) => o.totalIncome !== null).map((o) => o.totalIncome!);
      expect(rows.slice(0, known.length).every((o) => o.totalIncome !== null)).toBe(true);
      expect(rows.slice(known.length).every((o) => o.totalIncome === null)).toBe(true);
      expect(rows.some((o) => o.totalIncome === null)).toBe(true);
      expect(known).toEqual([...known].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
      expect(known.at(direction === 'asc' ? 0 : -1)).toBe(1);
      expect(known.at(direction === 'asc' ? -1 : 0)).toBe(900_000_000);
    }
  });

  it('sorts by partnership and rating, unknown values last', async () => {
    const since = await list('sort=partnerSince&direction=desc&size=100');
    const dates = since.map((o) => o.partnerSince);
    const knownDates = dates.filter((d) => d !== null);
    expect(knownDates.length).toBeGreaterThan(1);
    expect(dates.slice(0, knownDates.length)).toEqual([...knownDates].sort().reverse());
    expect(dates.at(-1)).toBeNull();

    const scores = (await list('sort=rating&direction=asc&size=100')).map((o) => o.creditRating.failureScore);
    const knownScores = scores.filter((s) => s !== null);
    expect(knownScores.length).toBeGreaterThan(1);
    expect(scores.slice(0, knownScores.length)).toEqual([...knownScores].sort((a, b) => a - b));
    expect(scores.at(-1)).toBeNull();
  });

  it('pages each sorted list by keyset without gaps or repeats (unknown values last either way)', async () => {
    for (const sort of ['name', 'partnerSince', 'rating', 'income'])
      for (const direction of ['asc', 'desc']) {
        const query = `sort=${sort}&direction=${direction}`;
        const whole = (await list(`${query}&size=100`)).map((o) => o.Id);
        const paged: number[] = [];
        let cursor: string | null = null;
        do {
          const res = await t.app.inject({
            url: `/api/ops/originators?${query}&size=2${cursor === null ? '' : `&cursor=${cursor}`}`,
            headers: operator.headers,
          });
          const page = expectContractResponse(res, 'listOriginators', 200) as {
            content: Originator[];
            next: string | null;
          };
          paged.push(...page.content.map((o) => o.Id));
          cursor = page.next;
        } while (cursor !== null);
        expect(paged, query).toEqual(whole);
      }
  });

  it('refuses an unknown sort or direction (400)', async () => {
    for (const query of ['sort=country', 'sort=name;DROP', 'direction=up']) {
      expectApiError(
        await t.app.inject({ url: `/api/ops/originators?${query}`, headers: operator.headers }),
        400,
        'validation-error',
      );
    }
  });
});
