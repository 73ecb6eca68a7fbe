/**
 * The identity documents' store (src/modules/identity/document-store.ts): the same put, get, list and
 * delete on the local folder and on an S3-compatible bucket (s3rver, test/helpers/s3.ts), and the
 * service's upload, operator's view and superseding delete going through the bucket when
 * DOCUMENT_STORE=s3 — nothing of them written under DATA_DIR.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  documentsDir,
  localDocumentStore,
  s3DocumentStore,
  type DocumentStore,
} from '../../../src/modules/identity/document-store.ts';
import { documentStoreFrom } from '../../../src/platform/config.ts';
import { createTestApp, DEMO_USERS, signIn, signInOperator, type TestApp } from '../../helpers/app.ts';
import { uploadPassport } from '../../helpers/identity.ts';
import { startLocalS3, type LocalS3 } from '../../helpers/s3.ts';

let s3: LocalS3;
let dir: string;
beforeAll(async () => {
  s3 = await startLocalS3(3771);
  dir = await mkdtemp(path.join(tmpdir(), 'invest-document-store-'));
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

const stores: [string, () => DocumentStore][] = [
  ['local folder', () => localDocumentStore(path.join(dir, 'identity-documents'))],
  ['S3-compatible bucket', () => s3DocumentStore(s3.settings)],
];

describe.each(stores)('the %s', (_, make) => {
  it('puts, gets, lists and deletes by name; a missing name reads as null and deletes quietly', async () => {
    const store = make();
    const name = `${randomBytes(16).toString('hex')}.jpg`;
    const other = `${randomBytes(16).toString('hex')}.jpg`;
    expect(await store.get(name)).toBeNull();
    await store.put(name, Buffer.from('front'));
    await store.put(other, Buffer.from('back'));
    expect(await store.get(name)).toEqual(Buffer.from('front'));
    expect(await store.get(other)).toEqual(Buffer.from('back'));
    const listed = await store.list();
    expect(listed.map((o) => o.name).sort()).toEqual(expect.arrayContaining([name, other]));
    const written = listed.find((o) => o.name === name)!.modifiedMs;
    expect(Math.abs(Date.now() - written)).toBeLessThan(60_000);

    await store.delete(name);
    expect(await store.get(name)).toBeNull();
    expect((await store.list()).map((o) => o.name)).not.toContain(name);
    await expect(store.delete(name)).resolves.toBeUndefined();
    expect(await store.get(other)).toEqual(Buffer.from('back'));
    await store.delete(other);
  });
});

it('the local folder never overwrites a name', async () => {
  const store = localDocumentStore(path.join(dir, 'identity-documents'));
  const name = `${randomBytes(16).toString('hex')}.jpg`;
  await store.put(name, Buffer.from('first'));
  await expect(store.put(name, Buffer.from('second'))).rejects.toThrow(/EEXIST/);
  expect(await store.get(name)).toEqual(Buffer.from('first'));
});

it('DOCUMENT_STORE selects the store: local by default, s3 with a bucket', () => {
  expect(documentStoreFrom({})).toEqual({ kind: 'local' });
  expect(
    documentStoreFrom({
      DOCUMENT_STORE: 's3',
      DOCUMENT_S3_BUCKET: 'kyc',
      DOCUMENT_S3_PREFIX: 'documents',
      DOCUMENT_S3_ENDPOINT: 'https://s3.example.net',
      DOCUMENT_S3_FORCE_PATH_STYLE: 'true',
    }),
  ).toEqual({
    kind: 's3',
    bucket: 'kyc',
    prefix: 'documents/',
    region: 'us-east-1',
    endpoint: 'https://s3.example.net',
    forcePathStyle: true,
  });
  expect(() => documentStoreFrom({ DOCUMENT_STORE: 's3' })).toThrow(/DOCUMENT_S3_BUCKET/);
  expect(() => documentStoreFrom({ DOCUMENT_STORE: 'ftp' })).toThrow(/local or s3/);
  expect(() =>
    documentStoreFrom({
      NODE_ENV: 'production',
      DOCUMENT_STORE: 's3',
      DOCUMENT_S3_BUCKET: 'kyc',
      DOCUMENT_S3_ENDPOINT: 'http://minio:9000',
    }),
  ).toThrow(/https/);
});

describe('identity documents with DOCUMENT_STORE=s3', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'invest-document-store-app-'));
    t = await createTestApp({ config: { dataDir, documentStore: s3.settings } });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('an upload goes to the bucket, the operator reads it from there, a newer upload deletes it there', async () => {
    const bucket = s3DocumentStore(s3.settings);
    const before = new Set((await bucket.list()).map((o) => o.name));
    const pending = await signIn(t.app, DEMO_USERS.pending);
    const operator = await signInOperator(t.app);
    const fileNames = async () =>
      (
        await t.ownerPool.query<{ file_name: string; deleted: boolean }>(
          `SELECT d.file_name, d.deleted_at IS NOT NULL AS deleted FROM identity_documents d
             JOIN identity_submissions s ON s.id = d.submission_id WHERE s.user_id = $1 ORDER BY s.id`,
          [pending.userId],
        )
      ).rows;
    const added = async () => (await bucket.list()).map((o) => o.name).filter((n) => !before.has(n));

    await uploadPassport(t.app, pending, 10);
    const [first] = await fileNames();
    expect(await added()).toEqual([first!.file_name]);
    expect(existsSync(documentsDir(t.config))).toBe(false);

    const [review] = (
      await t.app.inject({ url: '/api/ops/identity-reviews', headers: operator.headers })
    ).json<{ content: { documents: { id: string }[] }[] }>().content;
    const view = await t.app.inject({
      url: `/api/ops/identity-documents/${review!.documents[0]!.id}`,
      headers: operator.headers,
    });
    expect(view.statusCode).toBe(200);
    const stored = (await bucket.get(first!.file_name))!;
    expect(createHash('sha256').update(view.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(stored).digest('hex'),
    );

    await uploadPassport(t.app, pending, 20);
    const rows = await fileNames();
    expect(rows.map((r) => r.deleted)).toEqual([true, false]);
    expect(await added()).toEqual([rows[1]!.file_name]);
    expect(await bucket.get(first!.file_name)).toBeNull();
    expect(existsSync(documentsDir(t.config))).toBe(false);
  });
});
