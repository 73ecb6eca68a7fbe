/**
 * Identity document files that are no longer needed leave storage (docs/decisions/0011): a newer
 * upload deletes the files of the one it supersedes, a rejection deletes the rejected files, and the
 * rows say when. Approved files (the identification record) and a pending review's files stay; the
 * database refuses anything else. The sweep removes what a crash left between a commit and the
 * unlink, and files no row names, never a file an upload still in progress is about to record.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsDir, sweepDocumentFiles } from '../../../src/modules/identity/document-files.ts';
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
import { uploadPassport } from '../../helpers/identity.ts';

let t: TestApp;
let dataDir: string;
let pending: Session;
let business: Session;
let operator: OperatorSession;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'invest-document-files-'));
  t = await createTestApp({ config: { dataDir } });
  pending = await signIn(t.app, DEMO_USERS.pending);
  business = await signIn(t.app, DEMO_USERS.business);
  operator = await signInOperator(t.app);
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = (session: Session, colour: number) => uploadPassport(t.app, session, colour);

const onDisk = async () => (await readdir(documentsDir(t.config))).sort();

interface DocumentRow {
  id: string;
  submission_id: string;
  file_name: string;
  state: string;
  deleted_at: Date | null;
}

async function documentsOf(session: Session): Promise<DocumentRow[]> {
  const { rows } = await t.pool.query<DocumentRow>(
    `SELECT d.id, d.submission_id, d.file_name, s.state, d.deleted_at
       FROM identity_documents d JOIN identity_submissions s ON s.id = d.submission_id
      WHERE s.user_id = $1 ORDER BY s.id`,
    [session.userId],
  );
  return rows;
}

const ops = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/ops${url}`, headers: operator.headers, payload });

describe('files no longer needed leave storage', () => {
  it('a new upload deletes the files of the one it supersedes, and the rows say when', async () => {
    await upload(pending, 10);
    const [first] = await documentsOf(pending);
    t.clock.advance(60_000);
    await upload(pending, 20);
    const [superseded, current] = await documentsOf(pending);
    expect(superseded).toMatchObject({ id: first!.id, state: 'SUPERSEDED', deleted_at: t.clock.now() });
    expect(current).toMatchObject({ state: 'PENDING', deleted_at: null });
    expect(await onDisk()).toEqual([current!.file_name]);
    expect((await auditEvents(t, 'identity.documents-uploaded')).at(-1)?.details).toMatchObject({
      superseded: true,
      filesDeleted: 1,
    });

    // The operator sees the superseded upload's image as deleted, and when.
    const reviews = await ops('GET', '/identity-reviews?state=SUPERSEDED');
    const [review] = contentOf(expectContractResponse(reviews, 'listIdentityReviews', 200)) as Array<{
      documents: Array<{ id: string; deletedAt: string | null }>;
    }>;
    expect(review!.documents).toEqual([
      { id: first!.id, side: 'PHOTO_PAGE', deletedAt: t.clock.now().toISOString() },
    ]);
    expectApiError(await ops('GET', `/identity-documents/${first!.id}`), 410, 'document-deleted');
    expect((await ops('GET', `/identity-documents/${current!.id}`)).statusCode).toBe(200);
  });

  it('a rejection deletes the rejected files; an approval keeps its files', async () => {
    const [, waiting] = await documentsOf(pending);
    const rejected = await ops('POST', `/identity-reviews/${waiting!.submission_id}/reject`, {
      reason: 'The photo is blurred.',
    });
    expectContractResponse(rejected, 'rejectIdentityReview', 200);
    expect((await documentsOf(pending)).map((d) => [d.state, d.deleted_at])).toEqual([
      ['SUPERSEDED', expect.any(Date)],
      ['REJECTED', t.clock.now()],
    ]);
    expect(await onDisk()).toEqual([]);

    await upload(business, 30);
    const [review] = await documentsOf(business);
    const approved = await ops('POST', `/identity-reviews/${review!.submission_id}/approve`, {
      validTo: '2031-01-31',
    });
    expectContractResponse(approved, 'approveIdentityReview', 200);
    expect(await documentsOf(business)).toEqual([
      expect.objectContaining({ state: 'APPROVED', deleted_at: null }),
    ]);
    expect(await onDisk()).toEqual([review!.file_name]);
  });

  it("the database refuses to delete an approved or a pending review's file, or a file twice", async () => {
    const [approved] = await documentsOf(business);
    await upload(pending, 40);
    const waiting = (await documentsOf(pending)).at(-1)!;
    const [superseded] = await documentsOf(pending);
    for (const id of [approved!.id, waiting.id, superseded!.id]) {
      await expect(
        t.pool.query('UPDATE identity_documents SET deleted_at = now() WHERE id = $1', [id]),
      ).rejects.toMatchObject({ code: '23514' });
    }
    await expect(
      t.pool.query('UPDATE identity_documents SET deleted_at = NULL WHERE id = $1', [superseded!.id]),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('the sweep', () => {
  it('removes files of released rows and old files no row names, never a needed or a fresh one', async () => {
    const dir = documentsDir(t.config);
    const needed = await onDisk();
    expect(needed).toHaveLength(2);
    const [released] = await documentsOf(pending);
    const name = () => `${randomBytes(16).toString('hex')}.jpg`;
    // A crash between the commit that released a file and its unlink.
    await writeFile(path.join(dir, released!.file_name), 'left behind');
    // A crash between writing an upload's file and recording it.
    const orphan = name();
    await writeFile(path.join(dir, orphan), 'orphan');
    const twoHoursAgo = new Date(t.clock.now().getTime() - 2 * 3600_000);
    await utimes(path.join(dir, orphan), twoHoursAgo, twoHoursAgo);
    // An upload still in progress: written, its transaction not yet committed.
    const inProgress = name();
    await writeFile(path.join(dir, inProgress), 'in progress');
    const aMinuteAgo = new Date(t.clock.now().getTime() - 60_000);
    await utimes(path.join(dir, inProgress), aMinuteAgo, aMinuteAgo);

    expect(await sweepDocumentFiles({ db: t.pool, clock: t.clock, config: t.config })).toBe(2);
    expect(await onDisk()).toEqual([...needed, inProgress].sort());
    expect(await sweepDocumentFiles({ db: t.pool, clock: t.clock, config: t.config })).toBe(0);
  });
});
