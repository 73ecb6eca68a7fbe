import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTestApp, expectApiError, testContract, type TestApp } from '../helpers/app.ts';

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

/** A build with prerendered public pages, the empty shell and pre-compressed siblings of every file. */
let built: TestApp;
let builtDist: string;
const LOGIN_HTML =
  '<!doctype html><html lang="en"><body><div id="root"><h1>Welcome back</h1></div></body></html>';
const LOST_HTML =
  '<!doctype html><html lang="en"><body><div id="root"><h1>Reset your password</h1></div></body></html>';
const SHELL_HTML = '<!doctype html><html lang="en"><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(2000))})`;
beforeAll(async () => {
  builtDist = await fs.mkdtemp(path.join(os.tmpdir(), 'invest-dist-'));
  await fs.mkdir(path.join(builtDist, 'assets'));
  await fs.mkdir(path.join(builtDist, 'lost-password'));
  const files: Record<string, string> = {
    'index.html': LOGIN_HTML,
    'lost-password/index.html': LOST_HTML,
    'shell.html': SHELL_HTML,
    'assets/index-abc123.js': SCRIPT,
  };
  for (const [name, text] of Object.entries(files)) {
    await fs.writeFile(path.join(builtDist, name), text);
    await fs.writeFile(path.join(builtDist, `${name}.br`), brotliCompressSync(text));
    await fs.writeFile(path.join(builtDist, `${name}.gz`), gzipSync(text));
  }
  built = await createTestApp({ seed: false, config: { appDist: builtDist } });
});
afterAll(async () => {
  await built?.close();
  await fs.rm(builtDist, { recursive: true, force: true });
});

describe('serving a build with prerendered pages', () => {
  it('serves the prerendered login page at /', async () => {
    const res = await built.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(LOGIN_HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/lost-password', '/lost-password/', '/lost-password?from=login'])(
    'serves the prerendered page of %s',
    async (url) => {
      const res = await built.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(LOST_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/u/dashboard', '/password-reset/abcdefghijklmnop', '/register/personal/country', '/nowhere'])(
    'serves the empty shell (not the login page) for the client-side route %s',
    async (url) => {
      const res = await built.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SHELL_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('sends the brotli file to a client that accepts it, with Vary', async () => {
    const res = await built.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await built.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the plain file to a client that asks for identity, still with Vary', async () => {
    const res = await built.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.body).toBe(SCRIPT);
  });

  it('negotiates the prerendered pages and the shell too', async () => {
    for (const url of ['/', '/lost-password', '/u/dashboard']) {
      const res = await built.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toMatch(/^<!doctype html>/);
    }
  });

  it('never compresses a static file a second time', async () => {
    const res = await built.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });
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
