// Generates, from openapi.yaml:
//   src/generated/schema.ts      types (openapi-typescript) plus runtime arrays of every enum's values;
//   src/generated/operations.ts  per operation: operationId, who authorizes it, and whether it takes an
//                                Idempotency-Key (the client's middleware reads this instead of a
//                                hand-kept list, so the contract stays the single source of truth).
// check-generated.mjs imports generateAll() so both produce byte-identical output.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

export const contractUrl = new URL('../openapi.yaml', import.meta.url);
const generatedDir = new URL('../src/generated/', import.meta.url);

const header = (what) => `/**
 * GENERATED FILE — do not edit by hand.
 * ${what}
 * Source: packages/api-client/openapi.yaml (the contract). Regenerate with
 * \`pnpm --filter @invest/api-client generate\`; \`check:generated\` fails when this file is stale.
 */

`;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];
/** The tag of the back office's calls (under /ops, security operatorBearer). */
export const OPERATOR_TAG = 'Operations';
/** The tag of the calls the SMS providers make (delivery reports), never a client's. */
export const PROVIDER_TAG = 'Provider callbacks';

/** 'user' (bearer + userId), 'client' (Basic web client), 'public' (none) or 'optional' (either). */
function securityKind(requirements) {
  if (requirements.length === 0) return 'public';
  const anonymous = requirements.some((r) => Object.keys(r).length === 0);
  const named = requirements.filter((r) => Object.keys(r).length > 0);
  if (named.some((r) => 'clientBasic' in r)) return 'client';
  if (anonymous) return named.length > 0 ? 'optional' : 'public';
  return 'user';
}

function resolveParameter(doc, parameter) {
  const ref = parameter.$ref;
  if (!ref) return parameter;
  const name = ref.replace('#/components/parameters/', '');
  return doc.components.parameters[name];
}

async function generateOperations() {
  const doc = parse(await readFile(contractUrl, 'utf8'));
  const lines = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      // Operator calls (tag Operations, their own operatorBearer scheme) are not the investor
      // client's: leaving them out keeps every /ops path out of the investor's bundle (DESIGN §6).
      if (op.tags?.includes(OPERATOR_TAG) || op.tags?.includes(PROVIDER_TAG)) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
        resolveParameter(doc, p),
      );
      const idempotencyKey = parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
      const security = securityKind(op.security ?? doc.security ?? []);
      lines.push(
        `  '${method.toUpperCase()} ${path}': { operationId: '${op.operationId}', security: '${security}', idempotencyKey: ${idempotencyKey} },`,
      );
    }
  }
  return (
    header('Per-operation facts the client middleware needs, keyed by "METHOD /path/{template}".') +
    `export type OperationSecurity = 'user' | 'client' | 'public' | 'optional';

export interface OperationInfo {
  readonly operationId: string;
  readonly security: OperationSecurity;
  readonly idempotencyKey: boolean;
}

export const operationTable: Readonly<Record<string, OperationInfo>> = {
${lines.join('\n')}
};
`
  );
}

/** The operator calls that take an Idempotency-Key: the back office's client and hooks send one. */
async function generateOpsOperations() {
  const doc = parse(await readFile(contractUrl, 'utf8'));
  const lines = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op || !op.tags?.includes(OPERATOR_TAG)) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((p) =>
        resolveParameter(doc, p),
      );
      if (parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
        lines.push(`  '${method.toUpperCase()} ${path}',`);
    }
  }
  return (
    header('The operator calls that take an Idempotency-Key, keyed by "METHOD /path/{template}".') +
    `export const opsIdempotentOperations: ReadonlySet<string> = new Set([
${lines.join('\n')}
]);
`
  );
}

async function generateSchema() {
  const ast = await openapiTS(contractUrl, { enumValues: true, silent: true });
  return header('Types of the contract (openapi-typescript, enumValues: true).') + astToString(ast);
}

/** Patterns of the contract that app and server both check (one rule, defined once in openapi.yaml). */
async function generatePatterns() {
  const doc = parse(await readFile(contractUrl, 'utf8'));
  const email = doc.components.schemas.Email.pattern;
  return (
    header('Patterns of the contract that the app and the service both check.') +
    `/** components.schemas.Email.pattern: a valid e-mail address (WHATWG) with a dot in the domain. */
export const EMAIL_PATTERN_SOURCE = ${JSON.stringify(email)};

/** EMAIL_PATTERN_SOURCE as a RegExp; test the trimmed value. */
export const EMAIL_PATTERN = new RegExp(EMAIL_PATTERN_SOURCE);
`
  );
}

/** @returns {Promise<Array<{ path: string, text: string }>>} every generated file and its content */
export async function generateAll() {
  return [
    { path: fileURLToPath(new URL('schema.ts', generatedDir)), text: await generateSchema() },
    { path: fileURLToPath(new URL('operations.ts', generatedDir)), text: await generateOperations() },
    {
      path: fileURLToPath(new URL('ops-operations.ts', generatedDir)),
      text: await generateOpsOperations(),
    },
    { path: fileURLToPath(new URL('patterns.ts', generatedDir)), text: await generatePatterns() },
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await mkdir(generatedDir, { recursive: true });
  for (const file of await generateAll()) {
    await writeFile(file.path, file.text);
    console.log(`api-client: wrote ${file.path}`);
  }
}
