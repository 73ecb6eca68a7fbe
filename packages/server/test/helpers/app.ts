import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { expect } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { ManualClock, realNow } from '../../src/platform/clock.ts';
import { loadConfig, type Config } from '../../src/platform/config.ts';
import {
  createContractAjv,
  loadContract,
  responseSchema,
  type Contract,
} from '../../src/platform/contract.ts';
import { migrate } from '../../src/platform/db/migrate.ts';
import { createPool } from '../../src/platform/db/pool.ts';
import { provisionServiceRole } from '../../src/platform/db/roles.ts';
import {
  DEMO_APPROVER,
  DEMO_OPERATOR,
  DEMO_PASSWORD,
  DEMO_USERS,
  seedDemoData,
} from '../../src/modules/demo/seed.ts';
import type { Jobs } from '../../src/platform/jobs.ts';
import { operatorTotpSecret, sealOperatorSecrets } from '../../src/modules/auth/operators.ts';
import type { Handlers } from '../../src/platform/http/types.ts';
import { totpCode } from '../../src/platform/totp.ts';
import { expectLedgerReconciled } from './ledger.ts';
import { createTestDatabase, type TemplateSpec, type TestDatabase } from './postgres.ts';

export { DEMO_APPROVER, DEMO_OPERATOR, DEMO_PASSWORD, DEMO_USERS };
export const WEB_CLIENT = 'Basic aW52ZXN0LXdlYjo=';

let contract: Contract | undefined;
export function testContract(): Contract {
  contract ??= loadContract(loadConfig({}).contractPath);
  return contract;
}

let responseAjv: ReturnType<typeof createContractAjv> | undefined;

/** The rows of a keyset page (`{ content, next }`, decision 0025) an expectContractResponse checked. */
export function contentOf(page: unknown): unknown {
  return (page as { content: unknown }).content;
}

/**
 * Asserts that a response is documented for the operation (status and body) in openapi.yaml and
 * returns the parsed body.
 */
export function expectContractResponse(
  res: LightMyRequestResponse,
  operationId: string,
  status?: number,
): unknown {
  if (status !== undefined) expect(res.statusCode, res.body).toBe(status);
  const c = testContract();
  const op = c.byId.get(operationId);
  expect(op, `operation ${operationId}`).toBeDefined();
  expect(
    Object.keys(op!.responses),
    `status ${res.statusCode} of ${operationId} is not in the contract`,
  ).toContain(String(res.statusCode));
  const schema = responseSchema(c, operationId, res.statusCode);
  expect(schema, `JSON schema of ${operationId} ${res.statusCode}`).not.toBeNull();
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  responseAjv ??= createContractAjv(c.document, { coerceTypes: false });
  const validate = responseAjv.compile(schema!);
  if (!validate(body)) {
    throw new Error(
      `${operationId} ${res.statusCode} does not match the contract: ${responseAjv.errorsText(validate.errors)}\n${res.body}`,
    );
  }
  return body;
}

/** Checks the error shape `{ message, key }` (components/schemas/ApiError) and the status. */
export function expectApiError(res: LightMyRequestResponse, status: number, key: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  responseAjv ??= createContractAjv(testContract().document, { coerceTypes: false });
  const validate = responseAjv.compile({ $ref: 'openapi.json#/components/schemas/ApiError' });
  const body = res.json();
  expect(validate(body), responseAjv.errorsText(validate.errors)).toBe(true);
  expect(body.key).toBe(key);
  expect(res.body).not.toMatch(/\bat .+:\d+:\d+|SELECT|INSERT|UPDATE |node_modules/);
}

export interface TestApp {
  app: FastifyInstance;
  /** The service's own role (as the app connects): no direct writes to the ledger. */
  pool: pg.Pool;
  /** The schema owner (migrations, seed): for test setup the service itself could not do. */
  ownerPool: pg.Pool;
  clock: ManualClock;
  config: Config;
  database: TestDatabase;
  close(): Promise<void>;
}

export interface TestAppOptions {
  seed?: boolean;
  config?: Partial<Config>;
  jobs?: (connectionString: string, pool: pg.Pool, clock: ManualClock) => Promise<Jobs>;
  clock?: ManualClock;
  /** Handlers that replace or add to the service's (tests of cross-cutting mechanisms). */
  handlers?: Handlers;
}

/** Where the tests' clock stands unless a file brings its own. */
const DEFAULT_TEST_TIME = '2026-03-10T09:00:00Z';

/** A digest of what a template's content depends on: the migrations and the service's code (the seed runs it). */
function codeDigest(): string {
  const hash = createHash('sha256');
  const serverRoot = fileURLToPath(new URL('../..', import.meta.url));
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .sort();
  for (const file of [
    ...files(path.join(serverRoot, 'migrations')),
    ...files(path.join(serverRoot, 'src')),
  ]) {
    hash.update(file).update(readFileSync(file));
  }
  return hash.digest('hex');
}

/** The migrated database, with the demo seed at DEFAULT_TEST_TIME unless `seed` is false. */
function demoTemplate(seed: boolean): TemplateSpec {
  return {
    key: `${codeDigest()} seed=${seed} at=${DEFAULT_TEST_TIME}`,
    async fill(connectionString) {
      const owner = createPool(connectionString, { max: 2 });
      try {
        await migrate(owner);
        if (seed) await seedDemoData(owner, new ManualClock(DEFAULT_TEST_TIME));
      } finally {
        await owner.end();
      }
    },
  };
}

/** The test app behind each app the helpers sign operators in to (see operatorLogin). */
const testApps = new WeakMap<FastifyInstance, TestApp>();
let latestTestApp: TestApp | undefined;

/** A migrated (and by default seeded) database of its own plus an app on it, for one test file. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const clock = options.clock ?? new ManualClock(DEFAULT_TEST_TIME);
  const seed = options.seed !== false;
  // As in production: migrations and seed as the owner (in the template), the app as the service's role.
  // A file with a clock of its own seeds its own database (the seed's dates follow the clock).
  const database = options.clock ? await createTestDatabase() : await createTestDatabase(demoTemplate(seed));
  const ownerPool = createPool(database.connectionString, { max: 5 });
  if (options.clock) {
    await migrate(ownerPool);
    if (seed) await seedDemoData(ownerPool, clock);
  }
  const pool = createPool(await provisionServiceRole(database.connectionString), { max: 20 });
  const config: Config = {
    ...loadConfig({}),
    appDist: '/nonexistent/app-dist',
    publicUrl: 'http://invest.test',
    nodeEnv: 'test',
    // As `pnpm start` and the e2e server: the development outbox on, standing in for SMS.
    devOutbox: true,
    // Tests log in and register far more often than a person; test/platform/rate-limit.test.ts sets it to 1.
    rateLimitFactor: 1000,
    // Load shedding measures this process's event loop, which parallel test files on two cores lag:
    // off here; test/platform/operations.test.ts turns it on.
    maxEventLoopDelayMs: 0,
    ...options.config,
  };
  // As at the service's start: the seeded operators' authenticator secrets are encrypted.
  await sealOperatorSecrets(ownerPool, config.totpKeys);
  const jobs = options.jobs ? await options.jobs(database.connectionString, pool, clock) : undefined;
  const app = await buildApp({
    config,
    db: pool,
    clock,
    jobs,
    logger: false,
    contract: testContract(),
    handlers: options.handlers,
  });
  await app.ready();
  const testApp: TestApp = {
    app,
    pool,
    ownerPool,
    clock,
    config,
    database,
    async close() {
      await app.close();
      await jobs?.stop();
      try {
        // Every test file that moved money leaves a ledger that reconciles (DESIGN §3).
        await expectLedgerReconciled(pool);
      } finally {
        await pool.end();
        await ownerPool.end();
        await database.drop();
      }
    },
  };
  testApps.set(app, testApp);
  latestTestApp = testApp;
  return testApp;
}

/**
 * A second instance of the service on the test app's database, as another server process would run:
 * its own pool as the service's role, the same configuration and clock. Closing it ends its pool.
 */
export async function secondInstance(t: TestApp): Promise<FastifyInstance> {
  const pool = createPool(await provisionServiceRole(t.database.connectionString), { max: 20 });
  const app = await buildApp({
    config: t.config,
    db: pool,
    clock: t.clock,
    logger: false,
    contract: testContract(),
  });
  app.addHook('onClose', async () => {
    await pool.end();
  });
  await app.ready();
  testApps.set(app, t);
  return app;
}

export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/oauth/token',
    headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      scope: 'read write',
      username,
      password,
    }).toString(),
  });
}

let idempotencyKeys = 0;
/** A new Idempotency-Key, as the api-client's newIdempotencyKey() makes one per action. */
export function newIdempotencyKey(): string {
  return `test-${process.pid}-${Date.now()}-${++idempotencyKeys}`;
}

/**
 * A session's headers, whose `idempotency-key` is a new key at each read: every request sent with
 * them (`headers: s.headers`, or `{ ...s.headers, … }`) is a new action, as the api-client adds a
 * fresh key to a money call when the caller passes none (the contract requires one on every money
 * call; other calls ignore it). A test that retries an action passes its own key after the spread
 * (`{ ...s.headers, 'idempotency-key': key }`); one that leaves the key out uses withoutIdempotencyKey.
 */
export function sessionHeaders<H extends object>(headers: H): H & { 'idempotency-key': string } {
  return Object.defineProperty({ ...headers }, 'idempotency-key', {
    get: newIdempotencyKey,
    enumerable: true,
  }) as H & { 'idempotency-key': string };
}

/** The headers without an Idempotency-Key (for the 400 `idempotency-key-required` tests). */
export function withoutIdempotencyKey<H extends object>(headers: H): Omit<H, 'idempotency-key'> {
  const { 'idempotency-key': _, ...rest } = headers as H & { 'idempotency-key'?: string };
  return rest;
}

export interface Session {
  token: string;
  userId: number;
  headers: { authorization: string; userid: string; 'idempotency-key': string };
}

export async function signIn(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<Session> {
  const res = await login(app, username, password);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { access_token: string; token_type: string; userId: number };
  return {
    token: body.access_token,
    userId: body.userId,
    headers: sessionHeaders({
      authorization: `${body.token_type} ${body.access_token}`,
      userid: String(body.userId),
    }),
  };
}

const operatorLogins = new WeakMap<TestApp, Promise<unknown>>();

/**
 * An operator login with the password given and the operator's right authenticator code (every
 * operator has one, migrations/0017): the code of the test clock's time, from the secret stored for
 * that e-mail (none for a name that is no operator). Tests sign operators in many times within one
 * 30-second step of their manual clock, where a phone would show each code once, so the helper
 * forgets the operator's spent step first (the one-use rule is tested in operator-totp.test.ts), and
 * logins on one database run one after another so that two never race for a code. An app the helpers
 * did not make (dev-clock.test.ts builds its own on the test app's database) counts as the file's
 * latest test app.
 */
export async function operatorLogin(app: FastifyInstance, username: string, password = DEMO_PASSWORD) {
  const t = testApps.get(app) ?? latestTestApp;
  if (!t) throw new Error('operatorLogin needs an app on the database of a createTestApp');
  const login = (operatorLogins.get(t) ?? Promise.resolve())
    .catch(() => {})
    .then(async () => {
      const { rows } = await t.ownerPool.query<{ totp_secret: Buffer }>(
        'UPDATE operators SET totp_last_step = 0 WHERE lower(email) = lower($1) RETURNING totp_secret',
        [username],
      );
      const otp = rows[0]
        ? totpCode(operatorTotpSecret(t.config.totpKeys, rows[0].totp_secret), realNow(t.clock))
        : undefined;
      return app.inject({
        method: 'POST',
        url: '/api/ops/oauth/token',
        headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          grant_type: 'password',
          username,
          password,
          ...(otp === undefined ? {} : { otp }),
        }).toString(),
      });
    });
  operatorLogins.set(t, login);
  return login;
}

export interface OperatorSession {
  token: string;
  operatorId: number;
  headers: { authorization: string; 'idempotency-key': string };
}

/** Signs the demo operator (or another) in to the back office's calls (`/api/ops/…`). */
export async function signInOperator(
  app: FastifyInstance,
  username: string = DEMO_OPERATOR.email,
  password = DEMO_PASSWORD,
): Promise<OperatorSession> {
  const res = await operatorLogin(app, username, password);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { access_token: string; token_type: string; operatorId: number };
  return {
    token: body.access_token,
    operatorId: body.operatorId,
    headers: sessionHeaders({ authorization: `${body.token_type} ${body.access_token}` }),
  };
}
