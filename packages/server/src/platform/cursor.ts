/**
 * Keyset paging's cursor (decision 0025): the position after the last row of a page — that row's sort
 * key and id — for one list and one owner, as an opaque base64url text the contract's `Cursor`
 * parameter carries back. The next page is then read as an index range (`(key, id) < (…)`) instead of
 * skipping `offset` rows.
 *
 * The text is `base64url(JSON [list, owner, ...keys])`. It is not signed: it only ever says where in
 * the caller's own list to start, which the query still limits to what the caller may read, so an
 * edited position shows nothing a first page would not. What is checked is that it is one this service
 * wrote for this list and this owner, with keys of the list's shape: anything else (garbage, a cursor of
 * another list or another investor, a key of the wrong type) is a 400 `validation-error`, never a 500.
 */
import { badRequest } from './errors.ts';

/** One key of a position: the ids and integer sort keys as decimal text (bigint), texts, or null. */
export type CursorKey = string | null;

/** How a list's keys are checked when read back, in order (the id last). */
export type CursorKeyShape = 'id' | 'text' | 'date' | 'timestamp' | 'decimal';

const SHAPES: Record<CursorKeyShape, (value: string) => boolean> = {
  // A positive bigint of PostgreSQL (at most 2^63 - 1).
  id: (v) => /^[1-9][0-9]{0,18}$/.test(v) && BigInt(v) <= 9223372036854775807n,
  text: (v) => v.length <= 200 && !v.includes('\u0000'),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
  // As PostgreSQL prints timestamptz to text with microseconds (to_char … 'US'), in UTC.
  timestamp: (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(v),
  decimal: (v) => /^-?[0-9]{1,20}(\.[0-9]{1,6})?$/.test(v),
};

/** The cursor of the page after a row with these keys (sort key(s) first, id last). */
export function encodeCursor(list: string, owner: number, keys: readonly CursorKey[]): string {
  return Buffer.from(JSON.stringify([list, owner, ...keys]), 'utf8').toString('base64url');
}

/**
 * The keys a cursor holds, checked against the list, the owner and the shape of each key (a null key
 * is allowed where `nullable` says so); undefined when there is no cursor (the first page).
 */
export function decodeCursor(
  text: string | undefined,
  list: string,
  owner: number,
  shape: readonly CursorKeyShape[],
  nullable: readonly boolean[] = [],
): CursorKey[] | undefined {
  if (text === undefined) return undefined;
  const refuse = () => badRequest('query.cursor is not a cursor of this list');
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) throw refuse();
  const bytes = Buffer.from(text, 'base64url');
  // One text per position: a re-encoding must give the same text (no padding, no stray bits).
  if (bytes.toString('base64url') !== text) throw refuse();
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw refuse();
  }
  if (!Array.isArray(parsed) || parsed.length !== 2 + shape.length) throw refuse();
  const [cursorList, cursorOwner, ...keys] = parsed as unknown[];
  if (cursorList !== list || cursorOwner !== owner) throw refuse();
  return keys.map((key, i) => {
    if (key === null && nullable[i] === true) return null;
    if (typeof key !== 'string' || !SHAPES[shape[i]!](key)) throw refuse();
    return key;
  });
}
