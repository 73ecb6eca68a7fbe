import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { operationTable } from '../src/index.js';

interface Ref {
  $ref?: string;
}
interface Schema extends Ref {
  type?: string | string[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  multipleOf?: number;
}
interface MediaTypes {
  content?: Record<string, { schema?: Schema }>;
}
interface Response extends Ref, MediaTypes {
  headers?: Record<string, unknown>;
}
interface Parameter extends Ref {
  name?: string;
  in?: string;
  required?: boolean;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: MediaTypes & Ref;
  responses: Record<string, Response>;
}
interface Document {
  openapi: string;
  servers: { url: string }[];
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, Schema>;
    responses: Record<string, Response>;
    parameters: Record<string, Parameter>;
    securitySchemes: Record<string, Record<string, string>>;
  };
}

const doc = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as Document;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method]! })),
);
const find = (method: string, path: string) =>
  operations.find((o) => o.method === method && o.path === path)?.op;

function resolve<T extends Ref>(value: T): T {
  if (!value.$ref) return value;
  const [, , section, name] = value.$ref.split('/');
  const target = (doc.components as unknown as Record<string, Record<string, T>>)[section!]![name!];
  if (!target) throw new Error(`Unresolved ${value.$ref}`);
  return resolve(target);
}

function referencesApiError(schema: Schema | undefined): boolean {
  if (!schema) return false;
  if (schema.$ref === '#/components/schemas/ApiError') return true;
  if (schema.$ref) return referencesApiError(resolve(schema));
  return (schema.allOf ?? []).some(referencesApiError);
}

/** Every object schema reachable from `schema` without crossing into an anyOf/oneOf null branch. */
function objectSchemas(schema: Schema, seen = new Set<Schema>()): Schema[] {
  const s = resolve(schema);
  if (seen.has(s)) return [];
  seen.add(s);
  const found: Schema[] = s.properties ? [s] : [];
  for (const child of [
    ...Object.values(s.properties ?? {}),
    ...(s.items ? [s.items] : []),
    ...(s.anyOf ?? []),
    ...(s.oneOf ?? []),
    ...(s.allOf ?? []),
  ]) {
    found.push(...objectSchemas(child, seen));
  }
  return found;
}

// SPEC §7 plus the helper calls the spec leaves open (see the package README).
const REQUIRED_OPERATIONS = [
  'post /oauth/token',
  'post /oauth/revoke',
  'get /existsCustomerByUsername',
  'get /isRegionValid',
  'get /companies',
  'get /phone_verify',
  'post /phone_confirm',
  'post /newCustomerMinimal',
  'post /confirmEmail',
  'get /lostPassword',
  'post /passwordReset',
  'get /statistics/funds_daily_stats',
  'get /statistics/interests_daily_stats',
  'get /statistics/investment_type_ratios',
  'get /customer/{uid}',
  'get /getCustomerByUsername',
  'put /updateCustomer/{Id}',
  'put /questionnaire/{userId}',
  'post /uploadDocuments/{Id}',
  'post /tokenRequest/{Id}',
  'get /balanceHistory',
  'get /availableFundsHistory',
  'get /earningsHistory',
  'get /roiHistory',
  'get /returns',
  'get /accountBalance',
  'get /investments/latest',
  'get /user_investments/latest',
  'get /investments',
  'get /investments/{id}',
  'get /investments/stats',
  'get /investments/{id}/contract-template',
  'post /user_investments',
  'get /user_investments',
  'get /user_investments/{id}',
  'get /user_investments/{id}/schedule',
  'get /originators',
  'get /originators/{id}',
  'delete /user_investments/{id}',
  'get /user_investments/{id}/contract',
  'get /deposits/{userId}',
  'get /depositInstructions/{userId}',
  'get /withdrawals/{userId}',
  'post /withdrawals/{userId}',
  'post /withdrawals/{userId}/{withdrawalId}/cancel',
  'get /userAutoInvests/{userId}',
  'post /userAutoInvests/{userId}',
  'delete /userAutoInvests/{userId}',
  'post /userAutoInvests/{userId}/preview',
  'put /twoFactorAuth/{userId}',
  'delete /twoFactorAuth/{userId}',
  'post /deleteAccount/{userId}',
  'get /accountHistory',
  'get /incomeStatement',
  // Beyond the spec: the account history as CSV or XLSX for tax software (issue 8).
  'get /accountHistory/export',
  'get /notifications/{userId}',
  // Beyond the spec (issue 12): read/unread notifications, the authenticator app, active sessions.
  'post /notifications/{userId}/read',
  'get /authenticator/{userId}',
  'post /authenticator/{userId}',
  // Beyond the spec (issue 21): payouts only to the payout account the investor chose.
  'get /payoutAccount/{userId}',
  'put /payoutAccount/{userId}',
  'put /authenticator/{userId}',
  'delete /authenticator/{userId}',
  'get /sessions/{userId}',
  'get /passkeys/{userId}',
  'post /passkeys/{userId}',
  'put /passkeys/{userId}',
  'patch /passkeys/{userId}/{passkeyId}',
  'delete /passkeys/{userId}/{passkeyId}',
  'post /passkeyChallenge/{userId}',
  'post /passkeyLogin/options',
  'post /passkeyLogin',
  'delete /sessions/{userId}',
  'delete /session/{sessionId}',
  'get /dev/outbox',
  'post /dev/simulate',
  // Beyond the spec (issue 21): the SMS providers' delivery reports.
  'post /sms/delivery-reports/infobip',
  'post /sms/delivery-reports/twilio',
];

// The back office's calls (DESIGN §1): under /ops, tag Operations, their own security scheme.
const OPERATOR_OPERATIONS = [
  'post /ops/oauth/token',
  'post /ops/passkeyLogin/options',
  'get /ops/passkeys',
  'post /ops/passkeys',
  'put /ops/passkeys',
  'delete /ops/passkeys/{passkeyId}',
  'post /ops/oauth/revoke',
  'post /ops/statements',
  'get /ops/statements',
  'get /ops/suspense',
  'post /ops/suspense/{id}/assign',
  // Third-party payments waiting for review (issue 21, decision 0015).
  'get /ops/third-party-payments',
  'post /ops/third-party-payments/{id}/book',
  'post /ops/third-party-payments/{id}/return',
  'post /ops/payouts',
  'get /ops/payouts/{id}',
  'get /ops/payouts/{id}/file',
  'post /ops/payouts/{id}/confirm',
  'get /ops/originators',
  'post /ops/originators',
  'put /ops/originators/{id}',
  'get /ops/receivables',
  'post /ops/receivables',
  'get /ops/receivables/{id}',
  'put /ops/receivables/{id}',
  'get /ops/receivables/{id}/holders',
  'post /ops/receivables/{id}/repayments',
  'post /ops/receivables/{id}/delays',
  'post /ops/receivables/{id}/extensions',
  'post /ops/receivables/{id}/loss-events',
  'post /ops/receivables/{id}/non-payment',
  'get /ops/identity-reviews',
  'get /ops/identity-reviews/{id}',
  'post /ops/identity-reviews/{id}/approve',
  'post /ops/identity-reviews/{id}/reject',
  'get /ops/identity-documents/{documentId}',
  // Investors, deductions, four-eyes approvals and the audit log (issue 13).
  'get /ops/investors',
  'get /ops/investors/{id}',
  'get /ops/investors/{id}/balance',
  'get /ops/investors/{id}/history',
  'post /ops/investors/{id}/block',
  'post /ops/investors/{id}/unblock',
  'put /ops/investors/{id}/restrictions',
  'post /ops/investors/{id}/close',
  'post /ops/investors/{id}/inactivity-notice',
  'post /ops/investors/{id}/deductions',
  'get /ops/deductions',
  'post /ops/deductions/{id}/approve',
  'post /ops/deductions/{id}/reject',
  'post /ops/payouts/{id}/approve',
  'post /ops/payouts/{id}/decline',
  'get /ops/payouts',
  'get /ops/withdrawals',
  'get /ops/withdrawals/totals',
  'post /ops/withdrawals/{id}/hold',
  'post /ops/withdrawals/{id}/release',
  'get /ops/payout-rejections',
  'post /ops/payout-rejections/{id}/approve',
  'post /ops/payout-rejections/{id}/decline',
  'get /ops/audit-log',
  'get /ops/audit-log/export',
  'get /ops/sms-failures',
  // Issue 21: a colleague's sign-in lock, repayments waiting for their second operator.
  'get /ops/operators',
  'post /ops/operators/{id}/unblock',
  'get /ops/repayments',
  'post /ops/repayments/{id}/approve',
  'post /ops/repayments/{id}/decline',
  // Issue 21: held bank money above SUSPENSE_APPROVAL_ABOVE waits for a second operator.
  'get /ops/held-credit-approvals',
  'post /ops/held-credit-approvals/{id}/approve',
  'post /ops/held-credit-approvals/{id}/decline',
];

describe('openapi.yaml', () => {
  it('is OpenAPI 3.1 served under /api', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/api' })]);
  });

  it('declares every call of SPEC §7 and the helper calls', () => {
    const declared = operations.map((o) => `${o.method} ${o.path}`);
    const listed = [...REQUIRED_OPERATIONS, ...OPERATOR_OPERATIONS];
    expect(declared.filter((d) => !listed.includes(d))).toEqual([]);
    expect(listed.filter((r) => !declared.includes(r))).toEqual([]);
  });

  it('keeps operator calls apart: /ops only, tag Operations, operatorBearer (login, its passkey challenge and logout: the client)', () => {
    expect(doc.components.securitySchemes.operatorBearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const { path, method, op } of operations) {
      const operator = path.startsWith('/ops/');
      expect(op.tags?.includes('Operations') ?? false, `${method} ${path}`).toBe(operator);
      if (!operator) {
        expect(JSON.stringify(op.security ?? doc.security), path).not.toContain('operatorBearer');
        continue;
      }
      expect(op.tags, path).toEqual(['Operations']);
      expect(op.security, path).toEqual(
        path.startsWith('/ops/oauth/') || path.startsWith('/ops/passkeyLogin/')
          ? [{ clientBasic: [] }]
          : [{ operatorBearer: [] }],
      );
    }
  });

  it('gives every operation a unique camelCase operationId, a tag and a summary', () => {
    const ids = operations.map((o) => o.op.operationId);
    for (const { path, method, op } of operations) {
      expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(op.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(op.summary, `${method} ${path}`).toBeTruthy();
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers every 4xx/5xx with ApiError', () => {
    let checked = 0;
    for (const { path, method, op } of operations) {
      for (const [status, raw] of Object.entries(op.responses)) {
        if (!/^[45]/.test(status)) continue;
        const response = resolve(raw);
        const schema = response.content?.['application/json']?.schema;
        expect(referencesApiError(schema), `${method} ${path} ${status}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(operations.length);
  });

  it('lists the SPEC §8 and service error keys', () => {
    const keys = (doc.components.schemas.ErrorKey as { enum: string[] }).enum;
    for (const key of [
      'unauthorized',
      'error-logging-in',
      'email-taken',
      'phone-confirmation-expired',
      'withdrawDenied',
      'deleteAccountErrorAccountValue',
      'validation-error',
      'forbidden',
      'not-found',
      'not-implemented',
      'rate-limited',
      'profile-blocked',
      'reset-link-invalid',
      'internal',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('closes every request body object with additionalProperties: false', () => {
    for (const { path, method, op } of operations) {
      // The providers decide what their callbacks carry (and Twilio signs every field it sends).
      if (!op.requestBody || op.tags?.includes('Provider callbacks')) continue;
      for (const media of Object.values(resolve(op.requestBody).content ?? {})) {
        for (const object of objectSchemas(media.schema!)) {
          expect(object.additionalProperties, `${method} ${path}`).toBe(false);
        }
      }
    }
  });

  it('keeps statistics, registration and the development calls public, /oauth/* on the client scheme', () => {
    for (const { path, op } of operations) {
      if (path.startsWith('/statistics/') || path.startsWith('/dev/')) expect(op.security, path).toEqual([]);
      if (path.startsWith('/oauth/')) expect(op.security, path).toEqual([{ clientBasic: [] }]);
    }
    expect(doc.security).toEqual([{ bearerAuth: [], userIdHeader: [] }]);
    expect(doc.components.securitySchemes.userIdHeader).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'userId',
    });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.clientBasic).toMatchObject({ type: 'http', scheme: 'basic' });
  });

  it('lets exactly the money-moving calls take an Idempotency-Key, and requires it', () => {
    const withKey = operations.filter(({ op }) =>
      (op.parameters ?? []).map((p) => resolve(p)).some((p) => p.name === 'Idempotency-Key'),
    );
    // docs/decisions/0016-idempotency-key-required.md; the server's test lists them by operationId.
    expect(withKey.map((o) => `${o.method} ${o.path}`).sort()).toEqual([
      'delete /user_investments/{id}',
      'post /ops/deductions/{id}/approve',
      'post /ops/deductions/{id}/reject',
      'post /ops/held-credit-approvals/{id}/approve',
      'post /ops/held-credit-approvals/{id}/decline',
      'post /ops/investors/{id}/deductions',
      'post /ops/payout-rejections/{id}/approve',
      'post /ops/payout-rejections/{id}/decline',
      'post /ops/payouts',
      'post /ops/payouts/{id}/approve',
      'post /ops/payouts/{id}/confirm',
      'post /ops/payouts/{id}/decline',
      'post /ops/receivables/{id}/delays',
      'post /ops/receivables/{id}/extensions',
      'post /ops/receivables/{id}/loss-events',
      'post /ops/receivables/{id}/non-payment',
      'post /ops/receivables/{id}/repayments',
      'post /ops/repayments/{id}/approve',
      'post /ops/repayments/{id}/decline',
      'post /ops/statements',
      'post /ops/suspense/{id}/assign',
      'post /ops/third-party-payments/{id}/book',
      'post /ops/third-party-payments/{id}/return',
      'post /user_investments',
      'post /withdrawals/{userId}',
      'post /withdrawals/{userId}/{withdrawalId}/cancel',
    ]);
    for (const { op, method, path } of withKey) {
      const header = (op.parameters ?? []).map((p) => resolve(p)).find((p) => p.name === 'Idempotency-Key');
      expect(header?.required, `${method} ${path}`).toBe(true);
    }
  });

  it('serves PDFs with a Content-Disposition header', () => {
    for (const path of [
      '/user_investments/{id}/contract',
      '/investments/{id}/contract-template',
      '/incomeStatement',
    ]) {
      const ok = resolve(find('get', path)!.responses['200']!);
      expect(Object.keys(ok.content ?? {}), path).toEqual(['application/pdf']);
      expect(ok.headers, path).toHaveProperty('Content-Disposition');
    }
  });

  it('serves the account history export as CSV or XLSX with a Content-Disposition header', () => {
    const op = find('get', '/accountHistory/export')!;
    const ok = resolve(op.responses['200']!);
    expect(Object.keys(ok.content ?? {})).toEqual([
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(ok.headers).toHaveProperty('Content-Disposition');
    expect((op.parameters ?? []).map((p) => resolve(p).name)).toEqual([
      'from',
      'to',
      'format',
      'Accept-Language',
    ]);
  });

  it('speaks money in euros with two decimals', () => {
    expect(doc.components.schemas.Money).toMatchObject({ type: 'number', multipleOf: 0.01 });
    const balance = doc.components.schemas.AccountBalance!;
    expect(balance.properties!.availableFunds).toEqual({ $ref: '#/components/schemas/Money' });
  });

  it('matches the generated operation table the client middleware uses (without operator calls and provider callbacks)', () => {
    const investorOperations = operations.filter(
      (o) => !o.op.tags?.includes('Operations') && !o.op.tags?.includes('Provider callbacks'),
    );
    expect(Object.keys(operationTable).sort()).toEqual(
      investorOperations.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort(),
    );
    for (const { path, method, op } of investorOperations) {
      expect(operationTable[`${method.toUpperCase()} ${path}`]!.operationId).toBe(op.operationId);
    }
  });
});
