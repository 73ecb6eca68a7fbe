/**
 * The OpenAPI contract (packages/api-client/openapi.yaml) drives the HTTP surface: every operation
 * becomes a route with its parameter and body schemas, validated by Ajv (JSON Schema 2020-12, the
 * dialect of OpenAPI 3.1). `$ref`s into the document are resolved by registering the document's
 * components with Ajv under a fixed id.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { SchemaValidateFunction } from 'ajv/dist/types/index.js';
import ajvFormats from 'ajv-formats';
import { parse } from 'yaml';

// ajv-formats is CommonJS with `exports.default`: Node's ESM default import is the exports object.
const addFormats = ajvFormats.default;

export const CONTRACT_ID = 'openapi.json';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };
export type Schema = JsonObject;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: Schema;
}

/**
 * Who may call an operation, from its `security`: anyone, the web client (Basic), a signed-in investor
 * (`bearerAuth` + `userIdHeader`; optional when an empty requirement is listed too), or a signed-in
 * operator (`operatorBearer`, the back office; investor tokens are refused there and vice versa).
 */
export type AuthMode = 'public' | 'client' | 'user' | 'optional-user' | 'operator';

/**
 * `x-owner` of an operation: which parameter names the caller's own resource.
 *   user      the path or header parameter is the caller's user id (403 otherwise);
 *   resource  the path parameter is the id of a resource of `kind`, which a registered resolver
 *             checks belongs to the caller (404 otherwise);
 *   none      the operation names no user's resource (`reason` says why).
 */
export type OwnerRule =
  | { kind: 'user'; in: 'path' | 'header'; param: string }
  | { kind: 'resource'; resource: string; param: string }
  | { kind: 'none'; reason: string };

export interface Operation {
  operationId: string;
  method: string;
  /** OpenAPI path template, e.g. `/customer/{uid}`. */
  path: string;
  /** Fastify URL under /api, e.g. `/api/customer/:uid`. */
  url: string;
  parameters: Parameter[];
  requestBody: { required: boolean; contentTypes: string[]; schema: Schema | null } | null;
  auth: AuthMode;
  /** `x-owner`; null when the operation declares none (refused by buildApp for a path with parameters). */
  owner: OwnerRule | null;
  responses: JsonObject;
}

export interface Contract {
  document: JsonObject;
  operations: Operation[];
  byId: Map<string, Operation>;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `#/…` reference inside the document. */
export function resolvePointer(document: JsonObject, ref: string): Json {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  let node: Json = document;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) || !(key in node)) throw new Error(`Unresolvable $ref ${ref}`);
    node = node[key]!;
  }
  return node;
}

/** Resolves a node that may itself be a `$ref` (parameters, responses, request bodies). */
export function deref(document: JsonObject, node: Json): Json {
  let current = node;
  for (let i = 0; i < 20 && isObject(current) && typeof current.$ref === 'string'; i++) {
    current = resolvePointer(document, current.$ref);
  }
  return current;
}

/** Rewrites `#/components/…` to `openapi.json#/components/…` so schemas compile outside the document. */
export function rebaseRefs<T extends Json>(node: T): T {
  if (Array.isArray(node)) return node.map((n) => rebaseRefs(n)) as T;
  if (!isObject(node)) return node;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(node)) {
    out[key] =
      key === '$ref' && typeof value === 'string' && value.startsWith('#/')
        ? CONTRACT_ID + value
        : rebaseRefs(value);
  }
  return out as T;
}

/** A finite number as an exact decimal: `digits × 10^exponent` (from its shortest round-trip text). */
function toDecimal(n: number): { digits: bigint; exponent: number } | null {
  if (!Number.isFinite(n)) return null;
  const match = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/.exec(String(n));
  if (!match) return null;
  const [, sign, whole, fraction = '', exp = '0'] = match;
  return { digits: BigInt(`${sign}${whole}${fraction}`), exponent: Number(exp) - fraction.length };
}

/**
 * Whether `value` is an integer multiple of `divisor`, computed on the decimal numbers as written
 * (19.99 is 1999 cents, a multiple of 0.01; 0.015 is not), never by dividing binary floats.
 */
export function isDecimalMultiple(value: number, divisor: number): boolean {
  const v = toDecimal(value);
  const d = toDecimal(divisor);
  if (!v || !d || d.digits === 0n) return false;
  // value / divisor = (v.digits / d.digits) × 10^(v.exponent − d.exponent)
  const shift = v.exponent - d.exponent;
  return shift >= 0
    ? (v.digits * 10n ** BigInt(shift)) % d.digits === 0n
    : v.digits % (d.digits * 10n ** BigInt(-shift)) === 0n;
}

export function createContractAjv(document: JsonObject, options: { coerceTypes: boolean }): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: false,
    coerceTypes: options.coerceTypes ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
  });
  addFormats(ajv);
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isSafeInteger(n) });
  ajv.addFormat('int32', {
    type: 'number',
    validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31,
  });
  ajv.addFormat('binary', true);
  // Ajv divides binary floats (19.99 / 0.01 is not an integer there): `multipleOf` is checked on the
  // numbers' decimal digits instead, exactly, so money validates in whole cents.
  const multipleOf: SchemaValidateFunction = (divisor: number, value: number) => {
    if (isDecimalMultiple(value, divisor)) return true;
    multipleOf.errors = [
      { keyword: 'multipleOf', message: `must be a multiple of ${divisor}`, params: { multipleOf: divisor } },
    ];
    return false;
  };
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword({
    keyword: 'multipleOf',
    type: 'number',
    schemaType: 'number',
    errors: true,
    validate: multipleOf,
  });
  const components = isObject(document.components) ? document.components : {};
  ajv.addSchema(rebaseRefs({ $id: CONTRACT_ID, components: { schemas: components.schemas ?? {} } }));
  return ajv;
}

function authMode(security: Json | undefined): AuthMode {
  const requirements = Array.isArray(security) ? security.filter(isObject) : [];
  if (requirements.length === 0) return 'public';
  const schemes = requirements.map((r) => Object.keys(r));
  const anonymous = schemes.some((s) => s.length === 0);
  if (schemes.some((s) => s.includes('operatorBearer'))) {
    // An operator call open to anyone, or to investors too, would blur the line DESIGN §1 draws.
    if (requirements.length !== 1 || schemes[0]!.length !== 1)
      throw new Error('operatorBearer must be the only security requirement of an operation');
    return 'operator';
  }
  if (schemes.some((s) => s.includes('bearerAuth'))) return anonymous ? 'optional-user' : 'user';
  if (schemes.some((s) => s.includes('clientBasic'))) return 'client';
  return 'public';
}

/** Reads `x-owner`; a malformed declaration is an error in the contract, reported at once. */
export function parseOwnerRule(operationId: string, raw: Json | undefined): OwnerRule | null {
  if (raw === undefined) return null;
  const bad = (why: string) => new Error(`x-owner of ${operationId} ${why}`);
  if (!isObject(raw)) throw bad('must be an object');
  if ('none' in raw) {
    if (typeof raw.none !== 'string' || raw.none.trim() === '') throw bad('none: needs the reason as text');
    if (Object.keys(raw).length !== 1) throw bad('none: takes nothing else');
    return { kind: 'none', reason: raw.none };
  }
  if (typeof raw.param !== 'string') throw bad('needs param');
  if (raw.resource !== undefined) {
    if (typeof raw.resource !== 'string' || raw.in !== 'path')
      throw bad('resource: needs in: path and a kind');
    return { kind: 'resource', resource: raw.resource, param: raw.param };
  }
  if (raw.in !== 'path' && raw.in !== 'header') throw bad('in: must be path or header');
  return { kind: 'user', in: raw.in, param: raw.param };
}

export function loadContract(file: string): Contract {
  const document = parse(readFileSync(file, 'utf8')) as JsonObject;
  const paths = isObject(document.paths) ? document.paths : {};
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = deref(document, rawItem);
    if (!isObject(item)) continue;
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op) || typeof op.operationId !== 'string') continue;
      const byKey = new Map<string, Parameter>();
      for (const raw of [...shared, ...(Array.isArray(op.parameters) ? op.parameters : [])]) {
        const p = deref(document, raw);
        if (!isObject(p) || typeof p.name !== 'string' || typeof p.in !== 'string') continue;
        byKey.set(`${p.in}:${p.name}`, {
          name: p.name,
          in: p.in as Parameter['in'],
          required: p.required === true || p.in === 'path',
          schema: isObject(p.schema) ? p.schema : {},
        });
      }
      const parameters = [...byKey.values()];
      let requestBody: Operation['requestBody'] = null;
      const body = deref(document, op.requestBody ?? null);
      if (isObject(body) && isObject(body.content)) {
        const contentTypes = Object.keys(body.content);
        const first = body.content[contentTypes[0] ?? ''];
        requestBody = {
          required: body.required === true,
          contentTypes,
          schema: isObject(first) && isObject(first.schema) ? first.schema : null,
        };
      }
      const auth = authMode(op.security !== undefined ? op.security : document.security);
      operations.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        url: '/api' + path.replace(/\{([^}]+)\}/g, ':$1'),
        parameters,
        requestBody,
        auth,
        owner: parseOwnerRule(op.operationId, op['x-owner']),
        responses: isObject(op.responses) ? op.responses : {},
      });
    }
  }
  return { document, operations, byId: new Map(operations.map((o) => [o.operationId, o])) };
}

function objectSchema(params: Parameter[], lowerCase = false): Schema | undefined {
  if (params.length === 0) return undefined;
  const properties: JsonObject = {};
  const required: string[] = [];
  for (const p of params) {
    const name = lowerCase ? p.name.toLowerCase() : p.name;
    properties[name] = rebaseRefs(p.schema);
    if (p.required) required.push(name);
  }
  return { type: 'object', properties, required };
}

/** Fastify route schema (params, querystring, headers, body) of one operation. */
export function routeSchema(op: Operation): Record<string, Schema> {
  const schema: Record<string, Schema | undefined> = {
    params: objectSchema(op.parameters.filter((p) => p.in === 'path')),
    querystring: objectSchema(op.parameters.filter((p) => p.in === 'query')),
    // Node lower-cases incoming header names.
    headers: objectSchema(
      op.parameters.filter((p) => p.in === 'header'),
      true,
    ),
    // Multipart bodies are parsed and checked by their handler (files are streamed, not buffered).
    body:
      op.requestBody?.schema && !op.requestBody.contentTypes.includes('multipart/form-data')
        ? rebaseRefs(op.requestBody.schema)
        : undefined,
  };
  return Object.fromEntries(Object.entries(schema).filter(([, v]) => v !== undefined)) as Record<
    string,
    Schema
  >;
}

/** The JSON schema of a documented response (for tests that check what the service answers). */
export function responseSchema(contract: Contract, operationId: string, status: number): Schema | null {
  const op = contract.byId.get(operationId);
  if (!op) throw new Error(`Unknown operation ${operationId}`);
  const response = deref(contract.document, op.responses[String(status)] ?? op.responses.default ?? null);
  if (!isObject(response)) return null;
  if (!isObject(response.content)) return null;
  const media = response.content['application/json'];
  return isObject(media) && isObject(media.schema) ? rebaseRefs(media.schema) : null;
}
