/**
 * API answers carry personal data (or may): no cache — browser, proxy or CDN — keeps them, unless a
 * route chooses its own policy. Static files keep theirs.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import {
  createTestApp,
  DEMO_USERS,
  signIn,
  testContract,
  WEB_CLIENT,
  type Session,
  type TestApp,
} from '../helpers/app.ts';

let t: TestApp;
let demo: Session;
let dist: string;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'invest-cache-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  t = await createTestApp({ config: { appDist: dist } });
  demo = await signIn(t.app, DEMO_USERS.demo);
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('Cache-Control on /api', () => {
  it('is no-store on every kind of API answer: data, token, errors, unknown paths', async () => {
    const calls = [
      { url: `/api/customer/${demo.userId}`, headers: demo.headers, status: 200 },
      { url: `/api/getCustomerByUsername?username=${DEMO_USERS.demo}`, headers: demo.headers, status: 200 },
      { url: `/api/existsCustomerByUsername?username=${DEMO_USERS.demo}`, status: 200 },
      { url: '/api/dev/outbox', status: 200 },
      { url: `/api/customer/${demo.userId}`, status: 401 },
      { url: '/api/accountBalance', headers: demo.headers, status: 200 },
      { url: '/api/investments/latest', headers: demo.headers, status: 200 },
      { url: '/api/no-such-call', status: 404 },
      { url: '/api/customer/abc', headers: demo.headers, status: 400 },
    ];
    for (const { url, headers, status } of calls) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const token = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { authorization: WEB_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=password&username=${encodeURIComponent(DEMO_USERS.demo)}&password=DemoInvest2026!`,
    });
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
  });

  it('leaves a policy a route sets itself (public statistics may cache)', async () => {
    const app = await buildApp({
      config: t.config,
      db: t.pool,
      clock: t.clock,
      logger: false,
      contract: testContract(),
      handlers: {
        async getFundsDailyStats(_request, reply) {
          reply.header('cache-control', 'public, max-age=300');
          return { daily: [] };
        },
      },
    });
    const res = await app.inject({ url: '/api/statistics/funds_daily_stats' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    await app.close();
  });

  it('keeps the caching of static files as it is', async () => {
    const asset = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await t.app.inject({ url: '/investments' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
