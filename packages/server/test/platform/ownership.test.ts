import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, ownerResolvers } from '../../src/app.ts';
import { ownershipProblems, type OwnerResolvers } from '../../src/platform/http/auth.ts';
import { parseOwnerRule, type Contract, type Operation } from '../../src/platform/contract.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  signIn,
  testContract,
  type Session,
  type TestApp,
} from '../helpers/app.ts';

let t: TestApp;
let demo: Session;
let business: Session;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, DEMO_USERS.demo);
  business = await signIn(t.app, DEMO_USERS.business);
});
afterAll(async () => {
  await t?.close();
});

const operations = testContract().operations;

/** A copy of the contract with one operation changed. */
function contractWith(operationId: string, change: (op: Operation) => void): Contract {
  const copy = structuredClone(testContract());
  change(copy.byId.get(operationId)!);
  copy.operations = [...copy.byId.values()];
  return copy;
}

function build(contract: Contract, extra: { ownerResolvers?: OwnerResolvers } = {}) {
  return buildApp({ config: t.config, db: t.pool, clock: t.clock, logger: false, contract, ...extra });
}

function urlOf(op: Operation, values: Record<string, string>): string {
  return op.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => values[name] ?? '1');
}

const userPathOps = operations.filter((op) => op.owner?.kind === 'user' && op.owner.in === 'path');
const userHeaderOps = operations.filter((op) => op.owner?.kind === 'user' && op.owner.in === 'header');
const resourceOps = operations.filter((op) => op.owner?.kind === 'resource');

/** The request of `op` with `headers`, a JSON body where the method takes one. */
function request(op: Operation, url: string, headers: Record<string, string>) {
  return op.method === 'GET' || op.method === 'DELETE'
    ? { method: op.method as 'GET', url, headers }
    : {
        method: op.method as 'GET',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{}',
      };
}

describe('x-owner in the contract', () => {
  it('is declared by every operation', () => {
    const undeclared = operations.filter((op) => op.owner === null).map((op) => op.operationId);
    expect(undeclared).toEqual([]);
    expect(userPathOps.length).toBeGreaterThanOrEqual(10);
  });

  it('stops the service from starting when an operation with a path parameter declares no owner', async () => {
    await expect(build(contractWith('getCustomer', (op) => (op.owner = null)))).rejects.toThrow(
      /GET \/customer\/\{uid\} \(getCustomer\) has a path parameter but declares no x-owner/,
    );
  });

  it('stops the start when a rule names a missing parameter, an unknown resource kind, or an unready one', async () => {
    await expect(
      build(contractWith('getCustomer', (op) => (op.owner = { kind: 'user', in: 'path', param: 'userId' }))),
    ).rejects.toThrow(/names no path parameter userId/);
    await expect(
      build(
        contractWith(
          'getUserInvestment',
          (op) => (op.owner = { kind: 'resource', resource: 'no-such-kind', param: 'id' }),
        ),
      ),
    ).rejects.toThrow(/no resolver is registered for resources "no-such-kind"/);
    // A kind whose table does not exist yet is fine while its operations answer 501 …
    const pending: OwnerResolvers = { ...ownerResolvers, 'user-investment': 'pending' };
    expect(ownershipProblems(testContract(), new Set(['getCustomer']), pending)).toEqual([]);
    expect(ownershipProblems(testContract(), new Set(['getUserInvestment']), pending)).toEqual([
      'GET /user_investments/{id} (getUserInvestment) is implemented but resources "user-investment" have no resolver yet',
    ]);
    // … and the service refuses to start once one of them has a handler without a resolver.
    await expect(build(testContract(), { ownerResolvers: pending })).rejects.toThrow(
      /\(downloadUserInvestmentContract\) is implemented but resources "user-investment" have no resolver yet/,
    );
  });

  it('refuses malformed declarations', () => {
    expect(() => parseOwnerRule('x', 'none')).toThrow(/must be an object/);
    expect(() => parseOwnerRule('x', { none: '' })).toThrow(/reason/);
    expect(() => parseOwnerRule('x', { in: 'query', param: 'a' })).toThrow(/path or header/);
    expect(parseOwnerRule('x', { in: 'path', param: 'uid' })).toEqual({
      kind: 'user',
      in: 'path',
      param: 'uid',
    });
  });
});

describe('ownership checked for every route', () => {
  it.each(userPathOps.map((op) => [`${op.method} ${op.path}`, op] as const))(
    "refuses another user's id on %s (403)",
    async (_name, op) => {
      const param = (op.owner as { param: string }).param;
      for (const other of [
        String(business.userId),
        `${business.userId}.0`,
        Number(business.userId).toExponential(),
      ]) {
        const res = await t.app.inject({
          method: op.method as 'GET',
          url: urlOf(op, { [param]: other }),
          ...(op.method === 'GET' || op.method === 'DELETE'
            ? { headers: demo.headers }
            : { headers: { ...demo.headers, 'content-type': 'application/json' }, payload: '{}' }),
        });
        expectApiError(res, 403, 'forbidden');
      }
      // The caller's own id passes the ownership check (whatever the operation answers next).
      const own = await t.app.inject({
        method: op.method as 'GET',
        url: urlOf(op, { [param]: String(demo.userId) }),
        headers: demo.headers,
      });
      expect(own.statusCode).not.toBe(403);
    },
  );

  it('names the operations whose owner is the userId header or a resource', () => {
    expect(userHeaderOps.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['createUserInvestment', 'listLatestUserInvestments', 'getAccountHistory']),
    );
    expect(resourceOps.map((op) => (op.owner as { resource: string }).resource).sort()).toEqual(
      expect.arrayContaining(['session', 'user-investment']),
    );
  });

  it.each(userHeaderOps.map((op) => [`${op.method} ${op.path}`, op] as const))(
    "refuses another investor's id in the userId header on %s (403), and passes the caller's own",
    async (_name, op) => {
      const url = urlOf(op, {});
      for (const other of [String(business.userId), `${business.userId}.0`, ' ' + business.userId]) {
        const res = await t.app.inject(request(op, url, { ...demo.headers, userid: other }));
        expectApiError(res, 403, 'forbidden');
      }
      const own = await t.app.inject(request(op, url, demo.headers));
      expect(own.statusCode).not.toBe(403);
    },
  );

  it.each(resourceOps.map((op) => [`${op.method} ${op.path}`, op] as const))(
    "answers another investor's resource on %s like a missing one (404)",
    async (_name, op) => {
      const { resource, param } = op.owner as { resource: string; param: string };
      // A real resource of another investor: the business investor's session signed in above, a
      // purchase of the demo seed's crowd.
      const theirs = await t.pool.query<{ id: string }>(
        resource === 'session'
          ? 'SELECT id FROM access_tokens WHERE user_id = $1 ORDER BY id LIMIT 1'
          : "SELECT id FROM user_investments WHERE user_id <> $1 AND status = 'ACTIVE' ORDER BY id LIMIT 1",
        [resource === 'session' ? business.userId : demo.userId],
      );
      expect(theirs.rows, `another investor holds a ${resource}`).toHaveLength(1);
      const res = await t.app.inject(request(op, urlOf(op, { [param]: theirs.rows[0]!.id }), demo.headers));
      expectApiError(res, 404, 'not-found');
    },
  );

  it("answers another user's resource like a missing one (404), through the kind's resolver", async () => {
    const owned = new Map([[7001, demo.userId]]);
    const app = await buildApp({
      config: t.config,
      db: t.pool,
      clock: t.clock,
      logger: false,
      contract: testContract(),
      ownerResolvers: {
        ...ownerResolvers,
        'user-investment': async (_db, userId, id) => owned.get(id) === userId,
      },
      handlers: {
        getUserInvestment: async (request) => ({ Id: request.params.id }) as never,
      },
    });
    try {
      const get = (session: Session, id: number) =>
        app.inject({ url: `/api/user_investments/${id}`, headers: session.headers });
      const mine = await get(demo, 7001);
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json()).toEqual({ Id: 7001 });
      expectApiError(await get(business, 7001), 404, 'not-found');
      expectApiError(await get(demo, 7002), 404, 'not-found');
    } finally {
      await app.close();
    }
  });
});
