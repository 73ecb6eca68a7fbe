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
 *
 * A list states its order once (`Keyset`) and its query (`KeysetSource`: the SELECT … FROM, the WHERE's
 * conditions and their parameters); `keysetPage` reads the cursor and a page of that query after it.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { Queryable } from './db/pool.ts';
import { badRequest } from './errors.ts';

/** One key of a position: the ids and integer sort keys as decimal text (bigint), texts, or null. */
export type CursorKey = string | null;

/** How a list's keys are checked when read back, in order (the id last). */
export type CursorKeyShape = 'id' | 'text' | 'date' | 'timestamp' | 'decimal';

const SHAPES: Record<CursorKeyShape, (value: string) => boolean> = {
  // A positive bigint of PostgreSQL (at most 2^63 - 1).
  id: (v) => /^[1-9][0-9]{0,18}$/.test(v) && BigInt(v) <= 9223372036854775807n,
  text: (v) => v.length <= 500 && !v.includes('\u0000'),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)),
  // As PostgreSQL prints timestamptz to text with microseconds (to_char … 'US'), in UTC.
  timestamp: (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(v),
  decimal: (v) => /^-?[0-9]{1,20}(\.[0-9]{1,6})?$/.test(v),
};

/**
 * Whom or what a cursor is written for: an investor's id (their own list), or for a list that filters or
 * sorts by what the request says, `cursorScope(filters)` — so a cursor of one filter is refused on another.
 */
export type CursorOwner = number | string;

/**
 * The owner of a filtered list's cursor: a short digest of its filters and sort (undefined ones left
 * out), so the cursor stays short whatever the search text.
 */
export function cursorScope(filters: Record<string, string | number | boolean | undefined>): string {
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(entries)).digest('base64url').slice(0, 16);
}

/** The cursor of the page after a row with these keys (sort key(s) first, id last). */
export function encodeCursor(list: string, owner: CursorOwner, keys: readonly CursorKey[]): string {
  return Buffer.from(JSON.stringify([list, owner, ...keys]), 'utf8').toString('base64url');
}

/**
 * The keys a cursor holds, checked against the list, the owner and the shape of each key (a null key
 * is allowed where `nullable` says so); undefined when there is no cursor (the first page).
 */
export function decodeCursor(
  text: string | undefined,
  list: string,
  owner: CursorOwner,
  shape: readonly CursorKeyShape[],
  nullable: readonly boolean[] = [],
): CursorKey[] | undefined {
  if (text === undefined) return undefined;
  const refuse = () => badRequest('query.cursor is not a cursor of this list');
  if (!/^[A-Za-z0-9_-]{1,1000}$/.test(text)) throw refuse();
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

/** One key of a list's order: its SQL expression (never built from the request) and its shape. */
export interface KeysetKey {
  sql: string;
  shape: CursorKeyShape;
}

/**
 * A list paged by keyset: its cursor's name, its order — the sort key(s), then a unique id as the
 * tie-breaker, all in one direction, none of them NULL — as `(keys) < (cursor's keys)` (or `>`) reads it,
 * one range of an index in that order.
 */
export interface Keyset {
  list: string;
  keys: readonly KeysetKey[];
  direction: 'ASC' | 'DESC';
}

/** A list in the order of its id, newest first (`sql` the id's column): the queues and logs' order. */
export function newestFirst(list: string, sql: string): Keyset {
  return { list, keys: [{ sql, shape: 'id' }], direction: 'DESC' };
}

/** How a key is bound (the cursor's text cast to the column's type) and read back as the cursor's text. */
const CAST: Record<CursorKeyShape, string> = {
  id: 'bigint',
  text: 'text',
  date: 'date',
  timestamp: 'timestamptz',
  decimal: 'numeric',
};

function keyText(key: KeysetKey): string {
  switch (key.shape) {
    case 'timestamp':
      return `to_char(${key.sql} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
    case 'text':
      return `${key.sql}`;
    default:
      return `(${key.sql})::text`;
  }
}

/** The column a keyset query selects its row's keys into (as text, for the next page's cursor). */
const KEYS_COLUMN = 'keyset_keys';

/** What a keyset query adds to a list's SQL (see keysetQuery). */
interface KeysetSql {
  /** The position after the cursor (`(keys) < ($n, …)`), or null on the first page. */
  after: string | null;
  orderBy: string;
  /** A select-list item: the row's keys as text (read by keysetPage). */
  select: string;
  /** The LIMIT's parameter: `size + 1` rows, the extra one telling whether a page follows. */
  limit: string;
}

/**
 * Reads `cursor` (undefined: the first page) for this list and owner — a 400 `validation-error` when it
 * is not one — and gives the SQL of the page of `size` rows after it, binding its values into `params`.
 */
function keysetQuery(
  keyset: Keyset,
  owner: CursorOwner,
  cursor: string | undefined,
  size: number,
  params: unknown[],
): KeysetSql {
  const { keys, direction } = keyset;
  const values = decodeCursor(
    cursor,
    keyset.list,
    owner,
    keys.map((k) => k.shape),
  );
  const bind = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const after =
    values === undefined
      ? null
      : `(${keys.map((k) => k.sql).join(', ')}) ${direction === 'DESC' ? '<' : '>'} (${keys
          .map((k, i) => `${bind(values[i])}::${CAST[k.shape]}`)
          .join(', ')})`;
  return {
    after,
    orderBy: keys.map((k) => `${k.sql} ${direction}`).join(', '),
    select: `ARRAY[${keys.map(keyText).join(', ')}] AS ${KEYS_COLUMN}`,
    limit: bind(size + 1),
  };
}

/** A page of a keyset list: its rows and the cursor of the page after it (null on the last page). */
export interface KeysetPage<Row> {
  rows: Row[];
  next: string | null;
}

/** What a keyset list reads besides its order: the rows it may show (SQL never built from the request). */
export interface KeysetSource {
  /**
   * `SELECT columns FROM tables` (joins included, nothing after): the row's keys are added to its
   * select list, then its WHERE, GROUP BY, ORDER BY and LIMIT follow.
   */
  select: string;
  /** The conditions of its WHERE, each in parentheses and ANDed (none: every row). */
  where?: readonly string[];
  /** The parameters the select and the conditions use (`$1` …); the cursor's and the LIMIT's follow. */
  params?: readonly unknown[];
  /** A list of groups (`GROUP BY` these): its keys are then aggregates, compared in `HAVING`. */
  groupBy?: string;
}

/**
 * One page of a keyset list: reads `cursor` (undefined: the first page) for this list and owner — a
 * 400 `validation-error` when it is not one — and queries the `size` rows of `source` after it in the
 * keyset's order: the row comparison ANDed to the WHERE (or in HAVING for groups), the ORDER BY of the
 * keys, `LIMIT size + 1` (the extra row telling whether a page follows). Gives the first `size` rows
 * and the cursor after the last of them if more follow.
 */
export async function keysetPage<Row extends pg.QueryResultRow>(
  db: Queryable,
  keyset: Keyset,
  owner: CursorOwner,
  cursor: string | undefined,
  size: number,
  source: KeysetSource,
): Promise<KeysetPage<Row>> {
  const start = /^\s*SELECT\s+/i.exec(source.select);
  if (start === null) throw new Error("a keyset list's select must start with SELECT");
  const params = [...(source.params ?? [])];
  const page = keysetQuery(keyset, owner, cursor, size, params);
  const where = (source.where ?? []).map((condition) => `(${condition})`);
  if (page.after !== null && source.groupBy === undefined) where.push(page.after);
  const sql = [
    `${start[0]}${page.select}, ${source.select.slice(start[0].length)}`,
    where.length > 0 ? `WHERE ${where.join(' AND ')}` : '',
    source.groupBy === undefined ? '' : `GROUP BY ${source.groupBy}`,
    page.after !== null && source.groupBy !== undefined ? `HAVING ${page.after}` : '',
    `ORDER BY ${page.orderBy} LIMIT ${page.limit}`,
  ];
  const { rows } = await db.query<Row & { [KEYS_COLUMN]: string[] }>(
    sql.filter((part) => part !== '').join('\n'),
    params,
  );
  if (rows.length <= size) return { rows, next: null };
  const shown = rows.slice(0, size);
  return { rows: shown, next: encodeCursor(keyset.list, owner, shown[size - 1]![KEYS_COLUMN]) };
}
