import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD } from '../../src/platform/http/compression.ts';
import { createTestApp, DEMO_USERS, signIn, type Session, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let demo: Session;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signIn(t.app, DEMO_USERS.demo);
  // A profile well above the threshold (a long street name, as a real one with a building's name).
  await t.ownerPool.query('UPDATE users SET street_name = $1 WHERE id = $2', [
    'Trg republike '.repeat(50).trim(),
    demo.userId,
  ]);
});
afterAll(async () => {
  await t?.close();
});

/** A JSON answer above the threshold: the signed-in investor's profile. */
const large = () => ({ url: `/api/customer/${demo.userId}`, headers: demo.headers });

describe("compressing the API's JSON", () => {
  it('the profile is a large enough answer for the test', async () => {
    const plain = await t.app.inject(large());
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESSION_THRESHOLD);
  });

  it('sends brotli to a client that accepts it, with Vary', async () => {
    const plain = await t.app.inject(large());
    const res = await t.app.inject({
      ...large(),
      headers: { ...demo.headers, 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await t.app.inject({ ...large(), headers: { ...demo.headers, 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toMatchObject({ username: DEMO_USERS.demo });
  });

  it('sends the plain body to a client that asks for identity', async () => {
    const res = await t.app.inject({
      ...large(),
      headers: { ...demo.headers, 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ username: DEMO_USERS.demo });
  });

  it('leaves a small answer uncompressed', async () => {
    const res = await t.app.inject({
      url: `/api/existsCustomerByUsername?username=${encodeURIComponent(DEMO_USERS.demo)}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(() => res.json()).not.toThrow();
  });

  it('leaves a compressed request body alone (no inflating on the server)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' },
      payload: 'grant_type=password',
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});
