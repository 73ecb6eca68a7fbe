/**
 * What keeps the identity upload (POST /api/uploadDocuments/{Id}) from being abused: its own rate
 * limits per signed-in investor and per client address (the production numbers, RATE_LIMIT_FACTOR 1),
 * a pixel limit read from the JPEG's frame header before anything is decoded, and a cut-off form
 * answered 400.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsDir } from '../../../src/modules/identity/document-files.ts';
import { jpegStructureProblem, MAX_JPEG_PIXELS } from '../../../src/modules/identity/jpeg.ts';
import { RATE_LIMITS } from '../../../src/platform/http/rate-limit.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  expectContractResponse,
  signIn,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';

let t: TestApp;
let dataDir: string;
let pending: Session;
let business: Session;
let demo: Session;
let twoFactor: Session;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'invest-upload-limits-'));
  // Sessions outlive the hours the clock is moved on.
  t = await createTestApp({ config: { dataDir, rateLimitFactor: 1, tokenTtlSeconds: 24 * 3600 } });
  pending = await signIn(t.app, DEMO_USERS.pending);
  business = await signIn(t.app, DEMO_USERS.business);
  demo = await signIn(t.app, DEMO_USERS.demo);
  twoFactor = await signIn(t.app, DEMO_USERS.twoFactor);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

let ipCounter = 0;
/** A fresh client address (TEST-NET-3), so tests never share a per-IP counter. */
const freshIp = () => `203.0.113.${++ipCounter}`;

async function jpeg(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
}

/** The JPEG with its frame header (SOF0) claiming `width` × `height`: a decompression bomb's header. */
function claiming(image: Buffer, width: number, height: number): Buffer {
  const bomb = Buffer.from(image);
  let i = 2;
  while (i < bomb.length) {
    const marker = bomb[i + 1]!;
    if (marker === 0xc0 || marker === 0xc2) {
      bomb.writeUInt16BE(height, i + 5);
      bomb.writeUInt16BE(width, i + 7);
      return bomb;
    }
    i += 2 + bomb.readUInt16BE(i + 2);
  }
  throw new Error('no frame header');
}

function multipart(parts: Array<{ name: string; value?: string; filename?: string; bytes?: Buffer }>) {
  const boundary = `----invest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.bytes) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? 'id.jpg'}"\r\n` +
            'Content-Type: image/jpeg\r\n\r\n',
        ),
        part.bytes,
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}`));
    }
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(
  session: Session | null,
  bytes: Buffer,
  options: { ip?: string; id?: number; payload?: Buffer; contentType?: string } = {},
) {
  const form = multipart([
    { name: 'type', value: 'PASSPORT' },
    { name: 'documents', bytes },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/uploadDocuments/${options.id ?? session!.userId}`,
    headers: { ...session?.headers, 'content-type': options.contentType ?? form.contentType },
    payload: options.payload ?? form.payload,
    remoteAddress: options.ip ?? freshIp(),
  });
}

const storedFiles = () => readdir(documentsDir(t.config)).catch(() => [] as string[]);

const limitOf = (bucket: string) => {
  const limit = RATE_LIMITS.uploadDocuments?.find((l) => l.bucket === bucket);
  expect(limit, bucket).toBeDefined();
  return limit!;
};

describe('the pixel limit, read from the frame header before decoding', () => {
  it('allows up to MAX_JPEG_PIXELS and names anything larger', async () => {
    const image = await jpeg();
    expect(jpegStructureProblem(claiming(image, 10_000, 10_000))).toBeNull();
    expect(10_000 * 10_000).toBe(MAX_JPEG_PIXELS);
    expect(jpegStructureProblem(claiming(image, 10_000, 10_001))).toEqual({
      kind: 'pixels',
      message: 'the image is 10000 × 10001 pixels; at most 100 megapixels are accepted',
    });
    // A Multi-Picture file: its secondary image is checked too.
    expect(jpegStructureProblem(Buffer.concat([image, claiming(image, 60_000, 60_000)]))).toMatchObject({
      kind: 'pixels',
      message: expect.stringMatching(/60000 × 60000 pixels/),
    });
  });

  it('refuses a small file claiming 3.6 gigapixels with a clear 400, and stores nothing', async () => {
    const bomb = claiming(await jpeg(), 60_000, 60_000);
    expect(bomb.length).toBeLessThan(2_000);
    const res = await upload(pending, bomb);
    expectApiError(res, 400, 'image-too-large');
    expect(res.json().message).toMatch(/60000 × 60000 pixels.*at most 100 megapixels/);
    expect(await storedFiles()).toEqual([]);
  });
});

describe('a cut-off form', () => {
  it('answers 400 errorUploading, never a 5xx or a hang, and stores nothing', async () => {
    const { payload, contentType } = multipart([
      { name: 'type', value: 'PASSPORT' },
      { name: 'documents', bytes: await jpeg() },
    ]);
    // Cut inside the file, inside the closing boundary, and right after the first part's headers.
    const headerEnd = payload.indexOf('\r\n\r\n') + 4;
    for (const cut of [Math.floor(payload.length * 0.6), payload.length - 6, headerEnd]) {
      const res = await upload(pending, Buffer.alloc(0), { payload: payload.subarray(0, cut), contentType });
      expectApiError(res, 400, 'errorUploading');
    }
    expect(await storedFiles()).toEqual([]);
  });
});

describe('the upload has rate limits of its own', () => {
  it('per investor: over the limit answers 429 with Retry-After, from any address, until the window ends', async () => {
    const { max, windowSeconds } = limitOf('documents-user');
    expect(max).toBeLessThanOrEqual(10);
    const image = await jpeg();
    for (let i = 0; i < max; i++) expect((await upload(business, image)).statusCode).toBe(200);
    const refused = await upload(business, image);
    expectApiError(refused, 429, 'rate-limited');
    expect(Number(refused.headers['retry-after'])).toBe(windowSeconds);
    // Another investor is not affected.
    expectContractResponse(await upload(demo, image), 'uploadDocuments', 200);
    t.clock.advance(windowSeconds * 1000);
    expectContractResponse(await upload(business, image), 'uploadDocuments', 200);
  });

  it("a caller without the investor's token cannot spend the investor's budget", async () => {
    const { max } = limitOf('documents-user');
    const image = await jpeg();
    for (let i = 0; i < max + 2; i++) {
      expect((await upload(null, image, { id: pending.userId })).statusCode).toBe(401);
      expect((await upload(demo, image, { id: pending.userId })).statusCode).toBe(403);
    }
    expectContractResponse(await upload(pending, image), 'uploadDocuments', 200);
  });

  it('per client address, whoever signs in', async () => {
    const { max, windowSeconds } = limitOf('documents-ip');
    const sessions = [pending, business, demo, twoFactor];
    // Four investors share the address and none reaches the investor's own limit.
    expect(Math.ceil(max / sessions.length)).toBeLessThan(limitOf('documents-user').max);
    t.clock.advance(limitOf('documents-user').windowSeconds * 1000);
    const ip = freshIp();
    // Refused forms count as well: it is the attempts that cost.
    for (let i = 0; i < max; i++) {
      const res = await upload(sessions[i % sessions.length]!, Buffer.from('not a jpeg'), { ip });
      expectApiError(res, 400, 'errorUploading');
    }
    const refused = await upload(twoFactor, await jpeg(), { ip });
    expectApiError(refused, 429, 'rate-limited');
    expect(Number(refused.headers['retry-after'])).toBe(windowSeconds);
    expectContractResponse(await upload(twoFactor, await jpeg()), 'uploadDocuments', 200);
  });
});
