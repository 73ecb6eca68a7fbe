/**
 * Identity documents (SPEC §2 upload screens, §5; DESIGN §4 uploads): POST /api/uploadDocuments/{Id}
 * takes only real JPEGs (by content, not name), within the size limit, with plain file names, for the
 * caller's own profile; stores them re-encoded without metadata under DATA_DIR with names the service
 * chose; and the operator's review queue (/api/ops/identity-reviews, /api/ops/identity-documents)
 * approves or rejects, with investors and operators kept apart both ways.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { components } from '@invest/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsDir } from '../../../src/modules/identity/document-files.ts';
import { jpegStructureProblem } from '../../../src/modules/identity/jpeg.ts';
import {
  createTestApp,
  DEMO_USERS,
  expectApiError,
  contentOf,
  expectContractResponse,
  signIn,
  signInOperator,
  type OperatorSession,
  type Session,
  type TestApp,
} from '../../helpers/app.ts';
import { auditEvents } from '../../helpers/audit.ts';
import { lastMessage } from '../../helpers/registration.ts';

type Schemas = components['schemas'];

let t: TestApp;
let dataDir: string;
let pending: Session;
let other: Session;
let operator: OperatorSession;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'invest-documents-'));
  t = await createTestApp({ config: { dataDir } });
  pending = await signIn(t.app, DEMO_USERS.pending);
  other = await signIn(t.app, DEMO_USERS.business);
  operator = await signInOperator(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A photo-like JPEG carrying EXIF (an artist's name), XMP (a GPS position) and a comment. */
async function photo(colour = 200): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: colour, g: 180, b: 90 } },
  })
    .jpeg({ quality: 85 })
    .withExif({ IFD0: { Artist: 'Secret Artist', Copyright: 'Serial 4711' } })
    .withXmp(
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
        '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="46,3.41N"/></rdf:RDF></x:xmpmeta>',
    )
    .toBuffer();
  return withSegment(jpeg, 0xfe, Buffer.from('Secret comment'));
}

/** The JPEG with one more segment right after SOI. */
function withSegment(jpeg: Buffer, marker: number, payload: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

/** The markers of a JPEG's segments before its first scan. */
function segmentMarkers(jpeg: Buffer): number[] {
  const markers = [];
  let i = 2;
  while (i < jpeg.length && jpeg[i] === 0xff) {
    const marker = jpeg[i + 1]!;
    markers.push(marker);
    if (marker === 0xda) break;
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  return markers;
}

type Part =
  { name: string; value: string } | { name: string; filename: string; bytes: Buffer; type?: string };

function form(parts: Part[]) {
  const boundary = `----invest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('bytes' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
            `Content-Type: ${part.type ?? 'image/jpeg'}\r\n\r\n`,
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
  session: Session,
  type: string,
  files: Array<{ filename?: string; bytes: Buffer; type?: string }>,
  id = session.userId,
) {
  const { payload, contentType } = form([
    { name: 'type', value: type },
    ...files.map((f, i) => ({
      name: 'documents',
      filename: f.filename ?? `side-${i}.jpg`,
      bytes: f.bytes,
      type: f.type,
    })),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/uploadDocuments/${id}`,
    headers: { ...session.headers, 'content-type': contentType },
    payload,
  });
}

async function storedFiles(): Promise<string[]> {
  return readdir(documentsDir(t.config)).catch(() => []);
}

async function verification(session: Session) {
  const res = await t.app.inject({ url: `/api/customer/${session.userId}`, headers: session.headers });
  return expectContractResponse(res, 'getCustomer', 200) as Schemas['User'];
}

function ops(method: 'GET' | 'POST', url: string, payload?: object, headers: object = operator.headers) {
  return t.app.inject({ method, url: `/api/ops${url}`, headers: { ...headers }, payload });
}

it('keeps the documents out of the served app: a DATA_DIR inside APP_DIST is refused', () => {
  expect(() => documentsDir({ dataDir: '/srv/invest/dist/data', appDist: '/srv/invest/dist' })).toThrow(
    /APP_DIST/,
  );
  expect(() => documentsDir({ dataDir: '/srv/invest/dist', appDist: '/srv/invest/dist' })).toThrow(
    /APP_DIST/,
  );
  expect(documentsDir({ dataDir: '/srv/invest/data', appDist: '/srv/invest/dist' })).toBe(
    '/srv/invest/data/identity-documents',
  );
});

describe('refused uploads (nothing stored)', () => {
  it('refuses a PNG named .jpg and sent as image/jpeg', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const res = await upload(pending, 'PASSPORT', [{ filename: 'passport.jpg', bytes: png }]);
    expectApiError(res, 400, 'errorUploading');
  });

  it('refuses polyglots: a ZIP after the image, a script in a comment, a JPEG after an HTML page', async () => {
    const jpeg = await photo();
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(64)]);
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    for (const bytes of [
      Buffer.concat([jpeg, zip]),
      withSegment(jpeg, 0xfe, Buffer.from('<script>fetch("/api/customer")</script>')),
      Buffer.concat([html, jpeg]),
    ]) {
      expectApiError(await upload(pending, 'PASSPORT', [{ bytes }]), 400, 'errorUploading');
    }
  });

  it('refuses a cut-off JPEG and random bytes behind JPEG magic', async () => {
    const jpeg = await photo();
    const cut = jpeg.subarray(0, Math.floor(jpeg.length * 0.7));
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4000)]);
    for (const bytes of [cut, fake]) {
      expectApiError(await upload(pending, 'PASSPORT', [{ bytes }]), 400, 'errorUploading');
    }
  });

  it('refuses a file over 10 MB (413)', async () => {
    const big = Buffer.concat([await photo(), Buffer.alloc(10 * 1024 * 1024)]);
    expectApiError(await upload(pending, 'PASSPORT', [{ bytes: big }]), 413, 'errorUploading');
  });

  it('refuses a path in the file name', async () => {
    const bytes = await photo();
    for (const filename of ['../../etc/passwd.jpg', '..\\..\\id.jpg', '/tmp/id.jpg']) {
      expectApiError(await upload(pending, 'PASSPORT', [{ filename, bytes }]), 400, 'errorUploading');
    }
  });

  it('refuses the wrong number of files, a missing or unknown type and a JSON body', async () => {
    const bytes = await photo();
    expectApiError(await upload(pending, 'ID', [{ bytes }]), 400, 'errorUploading');
    expectApiError(await upload(pending, 'PASSPORT', [{ bytes }, { bytes }]), 400, 'errorUploading');
    expectApiError(await upload(pending, 'ID', [{ bytes }, { bytes }, { bytes }]), 400, 'errorUploading');
    expectApiError(await upload(pending, 'DRIVING_LICENCE', [{ bytes }]), 400, 'errorUploading');
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/uploadDocuments/${pending.userId}`,
      headers: pending.headers,
      payload: { type: 'PASSPORT', documents: [bytes.toString('base64')] },
    });
    expect(json.statusCode).toBe(415);
  });

  it("refuses an upload to another investor's id (403)", async () => {
    const res = await upload(pending, 'PASSPORT', [{ bytes: await photo() }], other.userId);
    expectApiError(res, 403, 'forbidden');
  });

  it('left no file, no upload and the investor not submitted', async () => {
    expect(await storedFiles()).toEqual([]);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM identity_submissions');
    expect(rows[0].n).toBe(0);
    expect((await verification(pending)).identificationDocument.verification).toBe('NOT_SUBMITTED');
    expect((await verification(other)).identificationDocument.verification).toBe('CONFIRMED');
  });
});

describe('an accepted upload', () => {
  let front: Buffer;

  it('stores both sides re-encoded without metadata under random names, and is pending', async () => {
    front = await photo(210);
    const res = await upload(pending, 'ID', [
      { filename: 'Osebna izkaznica – spredaj.jpg', bytes: front },
      { filename: 'IMG_0001.JPG', bytes: await photo(90) },
    ]);
    expectContractResponse(res, 'uploadDocuments', 200);

    const user = await verification(pending);
    expect(user.identificationDocument).toEqual({
      validTo: null,
      verification: 'PENDING',
      rejectionReason: null,
    });
    expect(user.status.confirmed).toBe(false);

    const files = await storedFiles();
    expect(files).toHaveLength(2);
    for (const name of files) {
      expect(name).toMatch(/^[0-9a-f]{32}\.jpg$/);
      const bytes = await readFile(path.join(documentsDir(t.config), name));
      expect(jpegStructureProblem(bytes)).toBeNull();
      for (const secret of [
        'Secret Artist',
        'Serial 4711',
        'GPSLatitude',
        'Secret comment',
        'Exif',
        'xmpmeta',
      ]) {
        expect(bytes.includes(secret), secret).toBe(false);
      }
      // No APPn segment beyond JFIF's APP0, no comment.
      expect(segmentMarkers(bytes).filter((m) => (m >= 0xe1 && m <= 0xef) || m === 0xfe)).toEqual([]);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height, meta.exif, meta.xmp, meta.icc]).toEqual([
        'jpeg',
        320,
        200,
        undefined,
        undefined,
        undefined,
      ]);
    }
    const events = await auditEvents(t, 'identity.documents-uploaded');
    expect(events).toEqual([
      {
        actor: `user:${pending.userId}`,
        user_id: String(pending.userId),
        details: {
          submissionId: expect.any(Number),
          documentType: 'ID',
          files: 2,
          superseded: false,
          filesDeleted: 0,
        },
      },
    ]);
  });

  it("accepts a phone's Multi-Picture file (a second JPEG after the first)", () => {
    expect(jpegStructureProblem(Buffer.concat([front, front]))).toBeNull();
  });
});

describe('the review queue', () => {
  let reviewId: number;

  it('lists the pending upload for operators only', async () => {
    const res = await ops('GET', '/identity-reviews');
    const queue = contentOf(
      expectContractResponse(res, 'listIdentityReviews', 200),
    ) as Schemas['IdentityReview'][];
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({
      userId: pending.userId,
      investorType: 'Personal',
      firstName: 'Marko',
      type: 'ID',
      state: 'PENDING',
      reviewedAt: null,
      documents: [
        { id: expect.stringMatching(/^[0-9a-f]{32}$/), side: 'FRONT' },
        { id: expect.stringMatching(/^[0-9a-f]{32}$/), side: 'BACK' },
      ],
    });
    reviewId = queue[0]!.id;
    // An investor's token is no operator's: the back office is not there for it.
    expect((await ops('GET', '/identity-reviews', undefined, pending.headers)).statusCode).toBe(404);
    expect((await ops('GET', '/identity-reviews')).json().content).toHaveLength(1);
  });

  it("opens one review with the registrant's data to compare with the documents", async () => {
    const [listed] = (await ops('GET', '/identity-reviews')).json().content;
    const res = await ops('GET', `/identity-reviews/${reviewId}`);
    const review = expectContractResponse(res, 'getIdentityReview', 200) as Schemas['IdentityReview'];
    expect(review).toEqual(listed);
    const { rows } = await t.pool.query(
      `SELECT to_char(date_of_birth, 'YYYY-MM-DD') AS dob, street_name, street_number, postal_code, city,
              country_code, email FROM users WHERE id = $1`,
      [pending.userId],
    );
    const user = rows[0];
    expect(review).toMatchObject({
      dateOfBirth: user.dob,
      address: `${user.street_name} ${user.street_number}, ${user.postal_code} ${user.city}`,
      country: user.country_code,
      email: user.email,
    });
    expect((await ops('GET', `/identity-reviews/${reviewId}`, undefined, pending.headers)).statusCode).toBe(
      404,
    );
    expectApiError(await ops('GET', '/identity-reviews/999999'), 404, 'not-found');
  });

  it('serves a document to an operator only, by its random id, and audits the view', async () => {
    const [review] = (await ops('GET', '/identity-reviews')).json().content;
    const documentId = review.documents[0].id;
    const res = await ops('GET', `/identity-documents/${documentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');

    expect(
      (await ops('GET', `/identity-documents/${documentId}`, undefined, pending.headers)).statusCode,
    ).toBe(404);
    const anon = await t.app.inject({ url: `/api/ops/identity-documents/${documentId}` });
    expect(anon.statusCode).toBe(401);
    expectApiError(await ops('GET', `/identity-documents/${'0'.repeat(32)}`), 404, 'not-found');
    expectApiError(await ops('GET', '/identity-documents/..%2F..%2Fetc%2Fpasswd'), 400, 'validation-error');

    expect(await auditEvents(t, 'identity.document-viewed')).toEqual([
      {
        actor: `operator:${operator.operatorId}`,
        user_id: String(pending.userId),
        details: { submissionId: reviewId, side: 'FRONT' },
      },
    ]);
  });

  it('keeps investors out of the decisions (404) and operators out of the upload (401)', async () => {
    const approve = await ops(
      'POST',
      `/identity-reviews/${reviewId}/approve`,
      { validTo: '2031-01-01' },
      pending.headers,
    );
    expect(approve.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/uploadDocuments/${pending.userId}`,
      headers: { ...operator.headers, 'content-type': form([]).contentType },
      payload: form([{ name: 'type', value: 'PASSPORT' }]).payload,
    });
    expect(res.statusCode).toBe(401);
    expect((await verification(pending)).identificationDocument.verification).toBe('PENDING');
  });

  it('rejects with a reason: e-mail in the investor language with the upload link, the upload link again', async () => {
    expectApiError(
      await ops('POST', `/identity-reviews/${reviewId}/reject`, { reason: '  ' }),
      400,
      'validation-error',
    );
    const res = await ops('POST', `/identity-reviews/${reviewId}/reject`, {
      reason: 'The back of the ID card is blurred.',
    });
    expect(expectContractResponse(res, 'rejectIdentityReview', 200)).toMatchObject({
      state: 'REJECTED',
      rejectionReason: 'The back of the ID card is blurred.',
      reviewedAt: t.clock.now().toISOString(),
    });
    const user = await verification(pending);
    expect(user.identificationDocument).toEqual({
      validTo: null,
      verification: 'REJECTED',
      rejectionReason: 'The back of the ID card is blurred.',
    });
    const mail = await lastMessage(t, user.contact.email, 'email');
    // The demo investor reads Slovene.
    expect(mail?.subject).toBe('Prosimo, ponovno naložite osebni dokument');
    expect(mail?.body).toContain('The back of the ID card is blurred.');
    expect(mail?.body).toContain('http://invest.test/u/account/financial-information/upload');
    const notes = await t.pool.query(
      'SELECT type FROM notifications WHERE user_id = $1 ORDER BY id DESC LIMIT 1',
      [pending.userId],
    );
    expect(notes.rows[0].type).toBe('DOCUMENTS_REQUIRED');
    expect(await auditEvents(t, 'identity.rejected')).toEqual([
      {
        actor: `operator:${operator.operatorId}`,
        user_id: String(pending.userId),
        details: { submissionId: reviewId, reason: 'The back of the ID card is blurred.' },
      },
    ]);
    // Decided once.
    expectApiError(
      await ops('POST', `/identity-reviews/${reviewId}/approve`, { validTo: '2031-01-01' }),
      409,
      'review-state',
    );
    expect((await ops('GET', '/identity-reviews')).json().content).toEqual([]);
  });

  it('a new upload supersedes a pending one; approving confirms the investor (EN e-mail)', async () => {
    await t.ownerPool.query(`UPDATE users SET language = 'EN' WHERE id = $1`, [pending.userId]);
    expectContractResponse(
      await upload(pending, 'PASSPORT', [{ bytes: await photo(30) }]),
      'uploadDocuments',
      200,
    );
    expectContractResponse(
      await upload(pending, 'PASSPORT', [{ bytes: await photo(60) }]),
      'uploadDocuments',
      200,
    );
    const queue = (await ops('GET', '/identity-reviews')).json().content;
    expect(queue).toHaveLength(1);
    expect(queue[0].documents).toEqual([{ id: expect.any(String), side: 'PHOTO_PAGE', deletedAt: null }]);
    expect((await ops('GET', '/identity-reviews?state=SUPERSEDED')).json().content).toHaveLength(1);
    expect((await verification(pending)).identificationDocument.verification).toBe('PENDING');

    const id = queue[0].id;
    expectApiError(
      await ops('POST', `/identity-reviews/${id}/approve`, { validTo: '2026-03-10' }),
      400,
      'validation-error',
    );
    const res = await ops('POST', `/identity-reviews/${id}/approve`, { validTo: '2032-06-30' });
    expect(expectContractResponse(res, 'approveIdentityReview', 200)).toMatchObject({ state: 'APPROVED' });

    const user = await verification(pending);
    expect(user.status.confirmed).toBe(true);
    expect(user.identificationDocument).toEqual({
      validTo: '2032-06-30',
      verification: 'CONFIRMED',
      rejectionReason: null,
    });
    const mail = await lastMessage(t, user.contact.email, 'email');
    expect(mail?.subject).toBe('Your identity is confirmed');
    expect(await auditEvents(t, 'identity.approved')).toEqual([
      {
        actor: `operator:${operator.operatorId}`,
        user_id: String(pending.userId),
        details: { submissionId: id, validTo: '2032-06-30' },
      },
    ]);
    expectApiError(
      await ops('POST', `/identity-reviews/${id}/reject`, { reason: 'Too late' }),
      409,
      'review-state',
    );
    expectApiError(
      await ops('POST', '/identity-reviews/999999/approve', { validTo: '2032-06-30' }),
      404,
      'not-found',
    );
  });

  it('two uploads at once: both accepted, the later supersedes the earlier (one pending)', async () => {
    const [first, second] = await Promise.all([
      upload(other, 'PASSPORT', [{ bytes: await photo(120) }]),
      upload(other, 'PASSPORT', [{ bytes: await photo(140) }]),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const { rows } = await t.pool.query(
      'SELECT state FROM identity_submissions WHERE user_id = $1 ORDER BY state',
      [other.userId],
    );
    expect(rows.map((r) => r.state)).toEqual(['PENDING', 'SUPERSEDED']);
  });
});
