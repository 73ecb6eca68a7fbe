/**
 * PostgreSQL refuses some input outright: the NUL character in text and jsonb (22021 / 22P05), numbers
 * out of a column's range (22003), impossible dates (22008)… Such input is the request's fault: a 400
 * validation-error on every operation, never a 500.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { deref, type JsonObject, type Operation } from '../../src/platform/contract.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  signIn,
  signInOperator,
  testContract,
  WEB_CLIENT,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../helpers/app.ts';

let t: TestApp;
let demo: Session;
let operator: OperatorSession;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, DEMO_USERS.demo);
  operator = await signInOperator(t.app);
});
afterAll(async () => {
  await t?.close();
});

const NUL = '\u0000';
const contract = testContract();
type Json = JsonObject[string];

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A plausible value for a schema of the contract: its example, else one built from its type. */
function sample(raw: Json | undefined, depth = 0): Json {
  const schema = deref(contract.document, raw ?? {});
  if (!isObject(schema) || depth > 8) return 'x';
  if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0]!;
  for (const key of ['example', 'default', 'const'] as const) if (key in schema) return schema[key]!;
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0]!;
  if (Array.isArray(schema.allOf)) {
    const parts = schema.allOf.map((part) => sample(part, depth + 1));
    return parts.every(isObject) ? Object.assign({}, ...parts) : parts[0]!;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.length > 0) return sample(options[0], depth + 1);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'object': {
      const out: JsonObject = {};
      const properties = isObject(schema.properties) ? schema.properties : {};
      for (const [name, property] of Object.entries(properties)) out[name] = sample(property, depth + 1);
      return out;
    }
    default:
      if (schema.format === 'email') return 'someone@invest.si';
      if (schema.format === 'date') return '2026-03-10';
      if (schema.format === 'date-time') return '2026-03-10T09:00:00Z';
      if (schema.format === 'uuid') return 'a2f1c3d4-0000-4000-8000-000000000001';
      return 'x'.repeat(typeof schema.minLength === 'number' ? Math.max(1, schema.minLength) : 8);
  }
}

/** Every string leaf of a JSON value, as a path of keys. */
function stringPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (isObject(value))
    return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

function withNul(value: Json, path: (string | number)[]): Json {
  const copy = structuredClone(value);
  if (path.length === 0) return `${String(copy)}${NUL}`;
  let node = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  node[last] = `${node[last] as string}${NUL}after`;
  return copy;
}

interface Call {
  what: string;
  path: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Json | undefined;
}

/** A well-formed call of the operation by the demo investor (where it needs one). */
function baseCall(op: Operation): Call {
  const call: Call = { what: 'base', path: {}, query: {}, headers: {}, body: undefined };
  if (op.auth === 'client') call.headers.authorization = WEB_CLIENT;
  if (op.auth === 'user' || op.auth === 'optional-user') Object.assign(call.headers, demo.headers);
  if (op.auth === 'operator') Object.assign(call.headers, operator.headers);
  for (const p of op.parameters) {
    const ownId = op.owner?.kind === 'user' && op.owner.param === p.name;
    const value = ownId ? String(demo.userId) : String(sample(p.schema));
    if (p.in === 'path') call.path[p.name] = value;
    if (p.in === 'query') call.query[p.name] = value;
    if (p.in === 'header') call.headers[p.name.toLowerCase()] = ownId ? String(demo.userId) : value;
  }
  if (op.requestBody?.schema) call.body = sample(op.requestBody.schema);
  return call;
}

/** The base call with a NUL in one place: each parameter, each header and each string of the body. */
function nulCalls(op: Operation): Call[] {
  const base = baseCall(op);
  const calls: Call[] = [];
  for (const part of ['path', 'query', 'headers'] as const) {
    for (const name of Object.keys(base[part])) {
      const call = structuredClone(base);
      call[part][name] = `${call[part][name]}${NUL}`;
      calls.push({ ...call, what: `${part} ${name}` });
    }
  }
  if (base.body !== undefined) {
    const multipart = op.requestBody?.contentTypes.includes('multipart/form-data') ?? false;
    for (const path of stringPaths(base.body)) {
      // A multipart list is its files, whose bytes may hold any value (a JPEG holds NULs).
      if (multipart && path.length > 1) continue;
      calls.push({
        ...structuredClone(base),
        what: `body ${path.join('.')}`,
        body: withNul(base.body, path),
      });
    }
    // A form has a fixed number of parts: an extra one is refused as a wrong form before its name is read.
    if (isObject(base.body) && !multipart) {
      calls.push({ ...structuredClone(base), what: 'body key', body: { ...base.body, [`k${NUL}`]: 'v' } });
    }
  }
  return calls;
}

async function send(op: Operation, call: Call): Promise<LightMyRequestResponse> {
  const url = op.url.replace(/:([A-Za-z_]+)/g, (_m, name: string) =>
    encodeURIComponent(call.path[name] ?? ''),
  );
  const query = new URLSearchParams(call.query).toString();
  const types = op.requestBody?.contentTypes ?? [];
  const headers = { ...call.headers };
  let payload: string | undefined;
  if (call.body !== undefined) {
    if (types.includes('application/json')) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(call.body);
    } else if (types.includes('application/x-www-form-urlencoded')) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const form = isObject(call.body) ? call.body : {};
      payload = new URLSearchParams(
        Object.entries(form).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      ).toString();
    } else if (types.includes('application/xml')) {
      headers['content-type'] = 'application/xml';
      payload = typeof call.body === 'string' ? call.body : JSON.stringify(call.body);
    } else if (types.includes('multipart/form-data')) {
      const boundary = 'nul-test-boundary';
      headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
      const form = isObject(call.body) ? call.body : {};
      // A list is sent as files of that field (the uploads' `documents`), anything else as text.
      const part = (k: string, v: unknown) =>
        Array.isArray(v)
          ? v
              .map(
                (item, i) =>
                  `--${boundary}\r\nContent-Disposition: form-data; name="${k}"; filename="file-${i}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${String(item)}\r\n`,
              )
              .join('')
          : `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === 'string' ? v : JSON.stringify(v)}\r\n`;
      payload =
        Object.entries(form)
          .map(([k, v]) => part(k, v))
          .join('') + `--${boundary}--\r\n`;
    }
  }
  return t.app.inject({
    method: op.method as 'GET',
    url: query ? `${url}?${query}` : url,
    headers,
    payload,
  });
}

/** Never a 5xx, except the documented 501 of an operation this version does not implement. */
function expectNoServerError(op: Operation, what: string, res: LightMyRequestResponse): void {
  if (res.statusCode === 501 && '501' in op.responses) {
    expectApiError(res, 501, 'not-implemented');
    return;
  }
  expect(res.statusCode, `${op.operationId} ${what}: ${res.body}`).toBeLessThan(500);
  expectApiError(res, res.statusCode, res.json().key);
}

describe('a NUL character anywhere', () => {
  it.each(contract.operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    'is refused on %s with 400 validation-error, never a 5xx',
    async (_name, op) => {
      const calls = nulCalls(op);
      if (op.auth === 'user') {
        calls.push({ ...baseCall(op), what: 'header userid' });
        calls.at(-1)!.headers.userid = `${demo.userId}${NUL}`;
        calls.push({ ...baseCall(op), what: 'header authorization' });
        calls.at(-1)!.headers.authorization = `${demo.headers.authorization}${NUL}`;
      }
      for (const call of calls) {
        const res = await send(op, call);
        expectNoServerError(op, call.what, res);
        // Multipart bodies are the handler's to parse: the media type may be refused first.
        if (res.statusCode !== 415) expectApiError(res, 400, 'validation-error');
      }
    },
  );

  it('is refused where the database would see it (e-mail look-ups, registration, password reset)', async () => {
    for (const url of [
      `/api/existsCustomerByUsername?username=demo${encodeURIComponent(NUL)}%40invest.si`,
      `/api/lostPassword?username=${encodeURIComponent(`demo@invest.si${NUL}`)}`,
      `/api/isRegionValid?regionOrState=Slo${encodeURIComponent(NUL)}venia`,
      `/api/password-reset/abc%00def`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/confirmEmail',
      payload: { verificationId: `abc${NUL}` },
    });
    expectApiError(res, 400, 'validation-error');
    expect(res.json().message).toContain('NUL');
  });

  it('is refused on pages too, not only under /api', async () => {
    expectApiError(await t.app.inject({ url: '/dev/outbox?to=a%00b' }), 400, 'validation-error');
  });
});

describe('input the database refuses, should it get past validation', () => {
  it('answers PostgreSQL data exceptions (class 22) with 400 validation-error', async () => {
    const values: [string, string, unknown][] = [
      ['22021 NUL in text', 'SELECT $1::text', `a${NUL}b`],
      ['22P02 invalid text representation', 'SELECT $1::bigint', 'twelve'],
      ['22003 numeric value out of range', 'SELECT $1::int', '99999999999'],
      ['22008 datetime field overflow', 'SELECT $1::date', '2026-02-30'],
      ['22P05 NUL in jsonb', 'SELECT $1::jsonb', '{"a":"\\u0000"}'],
    ];
    const app = await buildApp({
      config: t.config,
      db: t.pool,
      clock: t.clock,
      logger: false,
      contract: testContract(),
      handlers: {
        async getFundsDailyStats(request) {
          const [, sql, value] = values[Number((request.headers as { 'x-case'?: string })['x-case'])]!;
          await t.pool.query(sql, [value]);
          return { daily: [] };
        },
      },
    });
    for (const [i, [what]] of values.entries()) {
      const res = await app.inject({
        url: '/api/statistics/funds_daily_stats',
        headers: { 'x-case': String(i) },
      });
      expectApiError(res, 400, 'validation-error');
      expect(res.body, what).not.toMatch(/invalid|SELECT|bigint|jsonb/i);
    }
    // Other database failures stay 500 (the service's fault, not the request's).
    const broken = await buildApp({
      config: t.config,
      db: t.pool,
      clock: t.clock,
      logger: false,
      contract: testContract(),
      handlers: {
        async getFundsDailyStats() {
          await t.pool.query('SELECT * FROM no_such_table');
          return { daily: [] };
        },
      },
    });
    expectApiError(await broken.inject({ url: '/api/statistics/funds_daily_stats' }), 500, 'internal');
    await app.close();
    await broken.close();
  });

  it('stores invalid UTF-8 and lone surrogates as replacement characters, without a 5xx', async () => {
    const bytes = Buffer.concat([
      Buffer.from('{"verificationId":"abc'),
      Buffer.from([0xc3, 0x28, 0xff]),
      Buffer.from('\\ud800"}'),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/confirmEmail',
      headers: { 'content-type': 'application/json' },
      payload: bytes,
    });
    expect(res.statusCode, res.body).toBeLessThan(500);
    const lookup = await t.app.inject({
      url: '/api/existsCustomerByUsername?username=%C3%28%ED%A0%80%40a.si',
    });
    expect(lookup.statusCode, lookup.body).toBeLessThan(500);
  });
});
