import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, parseTrustProxy, type Config } from '../../src/platform/config.ts';
import { createPool } from '../../src/platform/db/pool.ts';
import { provisionServiceRole } from '../../src/platform/db/roles.ts';
import { deleteExpiredRateLimits, RATE_LIMITS, sha256Hex } from '../../src/platform/http/rate-limit.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  expectContractResponse,
  signIn,
  testContract,
  WEB_CLIENT,
  type TestApp,
} from '../helpers/app.ts';

let t: TestApp;
/** A second pool and app on the same database: another server process. */
let otherPool: pg.Pool;
let other: FastifyInstance;

async function anotherApp(config: Partial<Config> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...t.config, ...config },
    db: otherPool,
    clock: t.clock,
    logger: false,
    contract: testContract(),
  });
  await app.ready();
  return app;
}

beforeAll(async () => {
  // The production limits, not the test helper's raised ones.
  t = await createTestApp({ config: { rateLimitFactor: 1 } });
  otherPool = createPool(await provisionServiceRole(t.database.connectionString), { max: 10 });
  other = await anotherApp();
});
afterAll(async () => {
  await other?.close();
  await otherPool?.end();
  await t?.close();
});

let ipCounter = 0;
/** A fresh client address per call (TEST-NET-2/3 ranges), so tests never share a per-IP counter. */
const freshIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
let addressCounter = 0;
const freshAddress = (label: string) => `${label}-${++addressCounter}@example.com`;

const limitOf = (operationId: keyof typeof RATE_LIMITS, bucket: string) => {
  const limit = RATE_LIMITS[operationId]!.find((l) => l.bucket === bucket);
  expect(limit, `${operationId} ${bucket}`).toBeDefined();
  return limit!;
};

function send(app: FastifyInstance, ip: string, options: InjectOptions) {
  return app.inject({ ...options, remoteAddress: ip });
}

const token = (ip: string, username: string, app = t.app) =>
  send(app, ip, {
    method: 'POST',
    url: '/api/oauth/token',
    headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      scope: 'read write',
      username,
      password: 'not-the-password-1',
    }).toString(),
  });
const lostPassword = (ip: string, username: string, app = t.app) =>
  send(app, ip, { url: `/api/lostPassword?username=${encodeURIComponent(username)}` });
const exists = (ip: string, username: string, app = t.app, headers: Record<string, string> = {}) =>
  send(app, ip, { url: `/api/existsCustomerByUsername?username=${encodeURIComponent(username)}`, headers });
/** Well-formed (the contract's pattern) but not a mobile number: 400 from the handler, no SMS sent. */
const NOT_MOBILE = '+10000000';
const phoneVerify = (ip: string, phone = NOT_MOBILE, app = t.app) =>
  send(app, ip, { url: `/api/phone_verify?phone=${encodeURIComponent(phone)}` });
const register = (ip: string, app = t.app) =>
  send(app, ip, { method: 'POST', url: '/api/newCustomerMinimal', payload: {} });

/** A refusal by a rate limit: 429 `rate-limited`, as documented, with Retry-After in whole seconds. */
function expectLimited(res: LightMyRequestResponse, operationId: string, retryAfter?: number) {
  expectApiError(res, 429, 'rate-limited');
  expectContractResponse(res, operationId, 429);
  const header = res.headers['retry-after'];
  expect(header, 'Retry-After').toMatch(/^[1-9][0-9]*$/);
  if (retryAfter !== undefined) expect(Number(header)).toBe(retryAfter);
}

function expectPassed(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).not.toBe(429);
  expect(res.headers['retry-after']).toBeUndefined();
}

/** Sends `max` requests that must pass, then one that must be refused. */
async function burst(
  operationId: string,
  max: number,
  windowSeconds: number,
  request: (i: number) => Promise<LightMyRequestResponse>,
) {
  for (let i = 0; i < max; i++) expectPassed(await request(i));
  const refused = await request(max);
  expectLimited(refused, operationId, windowSeconds);
  return refused;
}

describe('the limits of each operation (production numbers)', () => {
  it('issueToken: per client IP, then 429 with the OAuth error field', async () => {
    const { max, windowSeconds } = limitOf('issueToken', 'token-ip');
    const ip = freshIp();
    const refused = await burst('issueToken', max, windowSeconds, (i) =>
      token(ip, freshAddress(`token-ip-${i}`)),
    );
    expect(refused.json()).toMatchObject({ error: 'invalid_request', key: 'rate-limited' });
    // Another address is counted apart.
    expectPassed(await token(freshIp(), freshAddress('token-ip-other')));
  });

  it('issueToken: per account (the username, case-insensitive) from any number of IPs', async () => {
    const { max, windowSeconds } = limitOf('issueToken', 'token-account');
    const username = freshAddress('Token-Account');
    await burst('issueToken', max, windowSeconds, (i) =>
      token(freshIp(), i % 2 ? username.toUpperCase() : username.toLowerCase()),
    );
    // Another account from the same kind of spread is not affected.
    expectPassed(await token(freshIp(), freshAddress('token-account-other')));
    // The username is stored as a SHA-256 digest, never in clear.
    const { rows } = await t.pool.query<{ key: string }>(
      "SELECT key FROM rate_limits WHERE bucket = 'token-account'",
    );
    expect(rows.map((r) => r.key)).toContain(sha256Hex(username.toLowerCase()));
    for (const { key } of rows) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('requestPasswordReset: per IP and per address', async () => {
    const perIp = limitOf('requestPasswordReset', 'reset-ip');
    const ip = freshIp();
    await burst('requestPasswordReset', perIp.max, perIp.windowSeconds, (i) =>
      lostPassword(ip, freshAddress(`reset-ip-${i}`)),
    );
    const perAddress = limitOf('requestPasswordReset', 'reset-address');
    const address = freshAddress('reset-address');
    await burst('requestPasswordReset', perAddress.max, perAddress.windowSeconds, () =>
      lostPassword(freshIp(), address),
    );
    expectPassed(await lostPassword(freshIp(), freshAddress('reset-address-other')));
    const { rows } = await t.pool.query<{ key: string }>(
      "SELECT key FROM rate_limits WHERE bucket = 'reset-address'",
    );
    for (const { key } of rows) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('existsCustomerByUsername: per IP and per address', async () => {
    const perIp = limitOf('existsCustomerByUsername', 'exists-ip');
    const ip = freshIp();
    await burst('existsCustomerByUsername', perIp.max, perIp.windowSeconds, (i) =>
      exists(ip, freshAddress(`exists-ip-${i}`)),
    );
    const perAddress = limitOf('existsCustomerByUsername', 'exists-address');
    const address = freshAddress('exists-address');
    await burst('existsCustomerByUsername', perAddress.max, perAddress.windowSeconds, () =>
      exists(freshIp(), address),
    );
    expectPassed(await exists(freshIp(), freshAddress('exists-address-other')));
  });

  it('requestPhoneVerification: per IP', async () => {
    const { max, windowSeconds } = limitOf('requestPhoneVerification', 'sms-registration-ip');
    const ip = freshIp();
    await burst('requestPhoneVerification', max, windowSeconds, () => phoneVerify(ip));
    expectPassed(await phoneVerify(freshIp()));
  });

  it('createCustomer: per IP', async () => {
    const { max, windowSeconds } = limitOf('createCustomer', 'register-ip');
    const ip = freshIp();
    await burst('createCustomer', max, windowSeconds, () => register(ip));
    expectPassed(await register(freshIp()));
  });

  it('checks the IP before any other work: an over-limit login is refused without a password check', async () => {
    const { max } = limitOf('issueToken', 'token-ip');
    const ip = freshIp();
    for (let i = 0; i < max; i++) await token(ip, freshAddress('token-cheap'));
    // Even a malformed form (which Ajv would refuse) and a wrong client get 429 first.
    const malformed = await send(t.app, ip, {
      method: 'POST',
      url: '/api/oauth/token',
      headers: { authorization: 'Basic d3Jvbmc6', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password',
    });
    expectLimited(malformed, 'issueToken');
  });
});

describe('windows', () => {
  it('counts down Retry-After and resets once the clock passes the window', async () => {
    const { max, windowSeconds } = limitOf('issueToken', 'token-ip');
    const ip = freshIp();
    for (let i = 0; i < max; i++) expectPassed(await token(ip, freshAddress('window')));
    expectLimited(await token(ip, freshAddress('window')), 'issueToken', windowSeconds);
    t.clock.advance(20_500);
    // 39.5 s left: whole seconds, rounded up.
    expectLimited(await token(ip, freshAddress('window')), 'issueToken', windowSeconds - 20);
    t.clock.advance(windowSeconds * 1000 - 20_500 - 1);
    expectLimited(await token(ip, freshAddress('window')), 'issueToken', 1);
    t.clock.advance(1);
    // A new window: the full allowance again.
    for (let i = 0; i < max; i++) expectPassed(await token(ip, freshAddress('window')));
    expectLimited(await token(ip, freshAddress('window')), 'issueToken', windowSeconds);
  });

  it('the cleanup deletes only counters whose window has ended', async () => {
    const ip = freshIp();
    expectPassed(await exists(ip, freshAddress('cleanup')));
    const count = async () =>
      (
        await t.pool.query<{ n: string }>(
          "SELECT count(*) AS n FROM rate_limits WHERE bucket = 'exists-ip' AND key = $1",
          [ip],
        )
      ).rows[0]!.n;
    await deleteExpiredRateLimits(t.pool, t.clock);
    expect(await count()).toBe('1');
    const { rows } = await t.pool.query<{ n: string }>(
      'SELECT count(*) AS n FROM rate_limits WHERE window_end <= $1',
      [t.clock.now()],
    );
    expect(rows[0]!.n).toBe('0');
    t.clock.advance(limitOf('existsCustomerByUsername', 'exists-ip').windowSeconds * 1000);
    expect(await deleteExpiredRateLimits(t.pool, t.clock)).toBeGreaterThan(0);
    expect(await count()).toBe('0');
  });
});

describe('the SMS budgets', () => {
  const codeRequest = (
    ip: string,
    session: { userId: number; headers: Record<string, string> } | null,
    tokenType = 'TWO_FACTOR_CHANGE',
    app = t.app,
  ) =>
    send(app, ip, {
      method: 'POST',
      url: `/api/tokenRequest/${session?.userId ?? 1}`,
      headers: session?.headers ?? {},
      payload: { tokenType, isResend: false },
    });
  const accountBudgetHits = async () =>
    (
      await t.pool.query<{ hits: number }>(
        "SELECT hits FROM rate_limits WHERE bucket = 'sms-account-global' AND key = 'global' AND window_end > $1",
        [t.clock.now()],
      )
    ).rows[0]?.hits ?? 0;

  it("registration's platform-wide budget holds across IPs; malformed numbers spend none of it; investors' codes still go out", async () => {
    // Start a fresh hour, whatever earlier tests sent.
    t.clock.advance(2 * 60 * 60 * 1000);
    const { max: budget, windowSeconds } = limitOf('requestPhoneVerification', 'sms-registration-global');
    const perIp = limitOf('requestPhoneVerification', 'sms-registration-ip').max;
    let sent = 0;
    while (sent < budget) {
      const ip = freshIp();
      const n = Math.min(perIp, budget - sent);
      // Alternate between the two processes: one budget.
      const results = await Promise.all(
        Array.from({ length: n }, (_, i) => phoneVerify(ip, NOT_MOBILE, i % 2 ? other : t.app)),
      );
      for (const res of results) expectPassed(res);
      sent += n;
    }
    // A caller that has sent nothing yet is refused: the platform's registration budget is spent.
    const refused = await phoneVerify(freshIp());
    expectLimited(refused, 'requestPhoneVerification', windowSeconds);
    // A malformed number does not touch the budget (and answers 400 as before).
    expectApiError(await phoneVerify(freshIp(), 'not-a-number'), 400, 'validation-error');

    // Registration traffic spent nothing of what signed-in investors' codes (a withdrawal's) need.
    const investor = await signIn(t.app, DEMO_USERS.demo);
    const code = await codeRequest(freshIp(), investor);
    expect(expectContractResponse(code, 'requestVerificationCode', 200)).toMatchObject({ delivery: 'SENT' });

    // The next hour has a new registration budget.
    t.clock.advance(windowSeconds * 1000);
    expectPassed(await phoneVerify(freshIp()));
  });

  it("anonymous requests for an investor's code never count against the investors' budget", async () => {
    t.clock.advance(2 * 60 * 60 * 1000);
    expect(limitOf('requestVerificationCode', 'sms-account-global').signedIn).toBe(true);
    const ip = freshIp();
    // Without a token, or with a made-up one: refused before any code, and nothing counted.
    const forged = { userId: 1, headers: { authorization: 'Bearer made-up-token', userid: '1' } };
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, j) =>
        codeRequest(ip, j % 3 ? null : forged, 'WITHDRAWAL_CONFIRMATION', j % 2 ? other : t.app),
      ),
    );
    for (const res of results) expectApiError(res, 401, 'unauthorized');
    expect(await accountBudgetHits()).toBe(0);
    const investor = await signIn(t.app, DEMO_USERS.demo);
    expect((await codeRequest(ip, investor)).statusCode).toBe(200);
    expect(await accountBudgetHits()).toBe(1);
  });

  it('allows one investor a bounded number of codes an hour across purposes, without touching another', async () => {
    t.clock.advance(2 * 60 * 60 * 1000);
    const { max, windowSeconds } = limitOf('requestVerificationCode', 'sms-account-user');
    const investor = await signIn(t.app, DEMO_USERS.demo);
    // Two purposes in turn, 10 s apart: within what the handler allows each purpose (9 s, 10 an hour).
    for (let i = 0; i < max; i++) {
      t.clock.advance(10_000);
      const res = await codeRequest(freshIp(), investor, i % 2 ? 'CHANGE_PASSWORD' : 'TWO_FACTOR_CHANGE');
      expect(res.statusCode, res.body).toBe(200);
    }
    t.clock.advance(10_000);
    // A purpose not asked for yet would pass the handler: the investor's budget refuses it.
    expectLimited(
      await codeRequest(freshIp(), investor, 'AUTHENTICATOR_CHANGE'),
      'requestVerificationCode',
      windowSeconds - max * 10,
    );
    const another = await signIn(t.app, DEMO_USERS.twoFactor);
    expect((await codeRequest(freshIp(), another)).statusCode).toBe(200);
  });
});

describe('several server processes', () => {
  it('share the counters', async () => {
    const { max, windowSeconds } = limitOf('existsCustomerByUsername', 'exists-address');
    const address = freshAddress('two-processes');
    for (let i = 0; i < max; i++) expectPassed(await exists(freshIp(), address, i % 2 ? other : t.app));
    expectLimited(await exists(freshIp(), address, other), 'existsCustomerByUsername', windowSeconds);
    expectLimited(await exists(freshIp(), address, t.app), 'existsCustomerByUsername', windowSeconds);
  });

  it('a concurrent burst of N+5 lets exactly N through', async () => {
    const { max } = limitOf('existsCustomerByUsername', 'exists-address');
    const address = freshAddress('concurrent');
    const results = await Promise.all(
      Array.from({ length: max + 5 }, (_, i) => exists(freshIp(), address, i % 2 ? other : t.app)),
    );
    expect(results.filter((r) => r.statusCode !== 429)).toHaveLength(max);
    for (const res of results.filter((r) => r.statusCode === 429))
      expectLimited(res, 'existsCustomerByUsername');
  });

  it('a concurrent burst of logins from one IP lets exactly N through', async () => {
    const { max } = limitOf('issueToken', 'token-ip');
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: max + 5 }, (_, i) =>
        token(ip, freshAddress('concurrent-login'), i % 2 ? other : t.app),
      ),
    );
    expect(results.filter((r) => r.statusCode !== 429)).toHaveLength(max);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });
});

describe('client IP behind proxies (TRUST_PROXY)', () => {
  const keysFor = async (address: string) =>
    (
      await t.pool.query<{ key: string }>(
        `SELECT key FROM rate_limits WHERE bucket = 'exists-ip' AND key = ANY($1::text[])`,
        [[address]],
      )
    ).rows.map((r) => r.key);

  it('ignores X-Forwarded-For by default: rotating it does not escape the per-IP limit', async () => {
    expect(t.config.trustProxy).toBe(false);
    const { max } = limitOf('existsCustomerByUsername', 'exists-ip');
    const ip = freshIp();
    for (let i = 0; i < max; i++)
      expectPassed(
        await exists(ip, freshAddress('xff-ignored'), t.app, { 'x-forwarded-for': `203.0.113.${i + 1}` }),
      );
    expectLimited(
      await exists(ip, freshAddress('xff-ignored'), t.app, { 'x-forwarded-for': '203.0.113.200' }),
      'existsCustomerByUsername',
    );
    expect(await keysFor('203.0.113.1')).toEqual([]);
  });

  it('honours X-Forwarded-For from the configured proxies only', async () => {
    const proxied = await anotherApp({ trustProxy: parseTrustProxy('10.0.0.0/8') });
    try {
      const { max } = limitOf('existsCustomerByUsername', 'exists-ip');
      // Through the proxy, each client has its own counter.
      for (let i = 0; i < max; i++)
        expectPassed(
          await exists('10.1.2.3', freshAddress('xff-client'), proxied, { 'x-forwarded-for': '192.0.2.10' }),
        );
      expectLimited(
        await exists('10.1.2.3', freshAddress('xff-client'), proxied, { 'x-forwarded-for': '192.0.2.10' }),
        'existsCustomerByUsername',
      );
      expectPassed(
        await exists('10.1.2.3', freshAddress('xff-client'), proxied, { 'x-forwarded-for': '192.0.2.11' }),
      );
      expect(await keysFor('192.0.2.10')).toEqual(['192.0.2.10']);
      expect(await keysFor('10.1.2.3')).toEqual([]);
      // A client connecting directly cannot choose its address.
      const direct = freshIp();
      expectPassed(
        await exists(direct, freshAddress('xff-direct'), proxied, { 'x-forwarded-for': '192.0.2.99' }),
      );
      expect(await keysFor(direct)).toEqual([direct]);
      expect(await keysFor('192.0.2.99')).toEqual([]);
    } finally {
      await proxied.close();
    }
  });
});

describe('configuration', () => {
  it('RATE_LIMIT_FACTOR: a positive integer, 1 by default, never above 1 in production', () => {
    expect(loadConfig({}).rateLimitFactor).toBe(1);
    expect(loadConfig({ RATE_LIMIT_FACTOR: '100', NODE_ENV: 'test' }).rateLimitFactor).toBe(100);
    expect(loadConfig({ RATE_LIMIT_FACTOR: '1', NODE_ENV: 'production' }).rateLimitFactor).toBe(1);
    expect(loadConfig({ NODE_ENV: 'production' }).rateLimitFactor).toBe(1);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '2', NODE_ENV: 'production' })).toThrow(/production/);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '1000', NODE_ENV: 'production' })).toThrow(/production/);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '0' })).toThrow(/positive integer/);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: '1.5' })).toThrow(/RATE_LIMIT_FACTOR/);
    expect(() => loadConfig({ RATE_LIMIT_FACTOR: 'off' })).toThrow(/RATE_LIMIT_FACTOR/);
  });

  it('TRUST_PROXY: false by default; true; or a list of addresses and CIDR ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    // Fastify 5.12 ignores hop-count trust: refuse it instead of silently trusting nothing.
    expect(() => parseTrustProxy('1')).toThrow(/hop counts/);
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/8/1')).toThrow(/TRUST_PROXY/);
  });

  it('every limited operation documents 429 with Retry-After in the contract', () => {
    const contract = testContract();
    const document = contract.document as {
      paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
      components: { responses: Record<string, { headers?: Record<string, unknown> }> };
    };
    for (const operationId of Object.keys(RATE_LIMITS)) {
      expect(contract.byId.has(operationId), operationId).toBe(true);
      const operation = Object.values(document.paths)
        .flatMap((item) => Object.values(item))
        .find((o) => o.operationId === operationId);
      let response = operation?.responses?.['429'] as { $ref?: string; headers?: Record<string, unknown> };
      expect(response, `${operationId} 429`).toBeDefined();
      if (response.$ref) response = document.components.responses[response.$ref.split('/').pop()!]!;
      expect(Object.keys(response.headers ?? {}), `${operationId} 429 headers`).toContain('Retry-After');
    }
  });
});
