import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createTestApp, expectApiError, testContract, type TestApp } from './helpers/app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'invest-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  await fs.writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  await fs.writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ seed: false, config: { appDist: dist } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('serving the app', () => {
  it('serves index.html at / and for client-side routes (SPA fallback), revalidated', async () => {
    for (const url of [
      '/',
      '/u/dashboard',
      '/password-reset/abcdefghijklmnop',
      '/register/personal/country?x=1',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long immutable cache', async () => {
    const res = await t.app.inject({ url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('answers a missing file with 404 instead of the app shell', async () => {
    const res = await t.app.inject({ url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('keeps /api and /dev out of the fallback', async () => {
    expectApiError(await t.app.inject({ url: '/api/unknown/thing' }), 404, 'not-found');
    expectApiError(await t.app.inject({ url: '/dev/unknown' }), 404, 'not-found');
  });

  it('sends strict security headers', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // Inline styles only (Radix's scroll lock); never inline script.
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const api = await t.app.inject({ url: '/api/existsCustomerByUsername?username=a%40b.si' });
    expect(api.headers['content-security-policy']).toBeDefined();
    expect(api.headers['x-powered-by']).toBeUndefined();
  });

  it('explains how to build the app when the dist is missing', async () => {
    const app = await buildApp({
      config: { ...t.config, appDist: path.join(dist, 'missing') },
      db: t.pool,
      logger: false,
      contract: testContract(),
    });
    const res = await app.inject({ url: '/u/dashboard' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('pnpm build');
    await app.close();
  });
});
