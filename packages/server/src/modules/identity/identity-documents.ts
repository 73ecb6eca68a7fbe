/**
 * Identity documents (SPEC §2 upload screens, §5; DESIGN §4 uploads) and the operator's review.
 *
 * An upload (`POST /uploadDocuments/{Id}`) is an ID card's front and back or a passport's photo page.
 * Each file must be a JPEG by its content (src/modules/identity/jpeg.ts); what is stored is its re-encoding without
 * metadata, in the document store (src/modules/identity/document-store.ts: a file under
 * DATA_DIR/identity-documents, mode 0600, never inside what the service serves, or an object in an
 * S3-compatible bucket) named by 128 random bits; the tables of migrations/0012 say whose it is. Only operators
 * read the files back, by a second random id, each view audited.
 *
 * The upload waits in the review queue; the operator approves it (the investor becomes confirmed,
 * with the document's validity date) or rejects it with a reason (e-mailed with the upload link).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { components } from '@invest/api-client';
import { recordAudit, type AuditRequest } from '../../platform/audit.ts';
import { cursorScope, keysetPage, type Keyset, type KeysetKey } from '../../platform/cursor.ts';
import { withTransaction, type Queryable } from '../../platform/db/pool.ts';
import { bankCalendarDate } from '../../platform/calendar.ts';
import { ApiError, badRequest, notFound } from '../../platform/errors.ts';
import { identityConfirmedEmail, identityRejectedEmail } from './messages.ts';
import { jpegStructureProblem, reencodeJpeg } from './jpeg.ts';
import { likePattern } from '../../platform/db/sql.ts';
import { releaseFiles, removeFiles } from './document-files.ts';
import { documentStore } from './document-store.ts';
import { sendEmail } from '../../platform/outbox.ts';
import type { Deps } from '../../platform/http/types.ts';
import type { Logger } from '../../platform/log.ts';

type Schemas = components['schemas'];
type DocumentType = Schemas['DocumentType'];
type Side = Schemas['IdentityDocumentSide'];
type ReviewState = Schemas['IdentityReviewState'];

/** Largest accepted file (the contract's 10 MB). */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** The sides an upload of each type consists of, in the order the files are sent. */
const SIDES: Record<DocumentType, Side[]> = { ID: ['FRONT', 'BACK'], PASSPORT: ['PHOTO_PAGE'] };

export const uploadRefused = (status: 400 | 413, message: string) =>
  new ApiError(status, 'errorUploading', message);

/** A file name as a browser sends it: a plain name, never a path or control characters. */
export function checkFileName(name: string): void {
  // eslint-disable-next-line no-control-regex
  if (name.length > 255 || /[/\\\u0000-\u001f\u007f]/.test(name) || name === '.' || name === '..') {
    throw uploadRefused(400, 'A file name must be a plain name, not a path');
  }
}

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

interface StoredDocument {
  id: string;
  fileName: string;
  side: Side;
  byteSize: number;
  width: number;
  height: number;
  sha256: Buffer;
}

const randomName = () => randomBytes(16).toString('hex');

/** Where an upload is audited from, and where a file that could not be removed yet is told. */
type UploadRequest = AuditRequest & { log: Pick<Logger, 'warn'> };

/**
 * Checks and stores an upload, then records it as pending review (superseding a pending one, whose
 * files are deleted: src/modules/identity/document-files.ts) in one transaction with its audit event.
 * Files written for a refused or failed upload are removed again. `request` is null for the demo
 * data's uploads (src/modules/demo/seed-operator-day.ts), audited as the system's.
 */
export async function submitIdentityDocuments(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  request: UploadRequest | null,
  userId: number,
  type: DocumentType,
  files: UploadedFile[],
): Promise<number> {
  const sides = SIDES[type];
  if (files.length !== sides.length) {
    throw uploadRefused(
      400,
      type === 'ID' ? 'An ID card needs two files: front and back' : 'A passport needs one file',
    );
  }
  const cleaned = [];
  for (const file of files) {
    checkFileName(file.fileName);
    const problem = jpegStructureProblem(file.bytes);
    if (problem?.kind === 'pixels') {
      throw new ApiError(400, 'image-too-large', `${file.fileName}: ${problem.message}`);
    }
    if (problem) throw uploadRefused(400, `${file.fileName}: ${problem.message}; send a JPEG photo`);
    const clean = await reencodeJpeg(file.bytes);
    if (!clean) throw uploadRefused(400, `${file.fileName} is not a JPEG image that can be read`);
    cleaned.push(clean);
  }

  const store = documentStore(deps.config);
  const stored: StoredDocument[] = [];
  try {
    for (const [index, clean] of cleaned.entries()) {
      const document: StoredDocument = {
        id: randomName(),
        fileName: `${randomName()}.jpg`,
        side: sides[index]!,
        byteSize: clean.bytes.length,
        width: clean.width,
        height: clean.height,
        sha256: createHash('sha256').update(clean.bytes).digest(),
      };
      await store.put(document.fileName, clean.bytes);
      stored.push(document);
    }
    const { submissionId, released } = await withTransaction(deps.db, async (tx) => {
      // The investor's row first (as a decision does): concurrent uploads queue here, so the later
      // one supersedes the earlier instead of colliding on the one-pending index.
      const owner = await tx.query('SELECT 1 FROM users WHERE id = $1 AND closed_at IS NULL FOR UPDATE', [
        userId,
      ]);
      if (!owner.rowCount) throw notFound('Customer not found');
      const superseded = await tx.query<{ id: string }>(
        `UPDATE identity_submissions SET state = 'SUPERSEDED' WHERE user_id = $1 AND state = 'PENDING'
         RETURNING id`,
        [userId],
      );
      const released = await releaseFiles(
        tx,
        deps.clock,
        superseded.rows.map((r) => Number(r.id)),
      );
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO identity_submissions (user_id, document_type, submitted_at) VALUES ($1, $2, $3) RETURNING id`,
        [userId, type, deps.clock.now()],
      );
      const submissionId = Number(rows[0]!.id);
      for (const d of stored) {
        await tx.query(
          `INSERT INTO identity_documents (id, submission_id, side, file_name, byte_size, width, height, sha256)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [d.id, submissionId, d.side, d.fileName, d.byteSize, d.width, d.height, d.sha256],
        );
      }
      await recordAudit(tx, deps.clock, request, {
        action: 'identity.documents-uploaded',
        userId,
        details: {
          submissionId,
          documentType: type,
          files: stored.length,
          superseded: !!superseded.rowCount,
          filesDeleted: released.length,
        },
      });
      return { submissionId, released };
    });
    await removeFiles(deps.config, released, request?.log);
    return submissionId;
  } catch (err) {
    await Promise.all(stored.map((d) => store.delete(d.fileName).catch(() => {})));
    throw err;
  }
}

interface ReviewRow {
  id: string;
  user_id: string;
  investor_type: Schemas['InvestorType'];
  first_name: string;
  last_name: string;
  company_name: string | null;
  date_of_birth: string | null;
  address: string | null;
  country_code: string;
  email: string;
  document_type: DocumentType;
  state: ReviewState;
  submitted_at: Date;
  reviewed_at: Date | null;
  rejection_reason: string | null;
  documents: Array<{ id: string; side: Side; deletedAt: string | null }>;
}

/**
 * The registered address of `users u` on one line ("Slovenska cesta 12a, 1000 Ljubljana"), null
 * when none was given: what an operator compares with a document.
 */
export const ONE_LINE_ADDRESS = `nullif(concat_ws(', ', nullif(concat_ws(' ', u.street_name, u.street_number), ''),
                          nullif(concat_ws(' ', u.postal_code, u.city), '')), '')`;

const REVIEW_SELECT = `
  SELECT s.id, s.user_id, u.investor_type, u.first_name, u.last_name, u.company_name,
         to_char(u.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
         ${ONE_LINE_ADDRESS} AS address,
         u.country_code, u.email, s.document_type,
         s.state, s.submitted_at, s.reviewed_at, s.rejection_reason,
         (SELECT coalesce(json_agg(json_build_object('id', d.id, 'side', d.side,
                          'deletedAt', to_char(d.deleted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
                   ORDER BY array_position(ARRAY['FRONT', 'BACK', 'PHOTO_PAGE'], d.side)), '[]')
            FROM identity_documents d WHERE d.submission_id = s.id) AS documents
  FROM identity_submissions s JOIN users u ON u.id = s.user_id`;

function toReviewJson(row: ReviewRow): Schemas['IdentityReview'] {
  return {
    id: Number(row.id),
    userId: Number(row.user_id),
    investorType: row.investor_type,
    firstName: row.first_name,
    lastName: row.last_name,
    companyName: row.company_name,
    dateOfBirth: row.date_of_birth,
    address: row.address,
    country: row.country_code,
    email: row.email,
    type: row.document_type,
    state: row.state,
    submittedAt: row.submitted_at.toISOString(),
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
    rejectionReason: row.rejection_reason,
    documents: row.documents,
  };
}

/** The registrant's name as the console shows it: a business's company name, else first and last name. */
const REVIEW_NAME_SQL = `CASE WHEN u.investor_type = 'Business' AND u.company_name IS NOT NULL THEN u.company_name
                              ELSE u.first_name || ' ' || u.last_name END`;

/** The sort keys of each sort (whitelisted, never built from the request's text); the id makes it total. */
const REVIEW_ORDER: Record<'submitted' | 'name', KeysetKey[]> = {
  submitted: [{ sql: 's.submitted_at', shape: 'timestamp' }],
  name: [{ sql: `lower(${REVIEW_NAME_SQL})`, shape: 'text' }],
};

export interface ReviewQuery {
  state: ReviewState;
  q?: string;
  sort?: keyof typeof REVIEW_ORDER;
  direction?: 'asc' | 'desc';
  /** The `next` of the page before (for the same state, search and sort); none for the first page. */
  cursor?: string;
  size: number;
}

/**
 * GET /ops/identity-reviews: one state's uploads by name, e-mail or user id, sorted, one page. The
 * default is the queue's order: pending oldest first, the other states newest first.
 */
export async function listIdentityReviews(
  db: Queryable,
  query: ReviewQuery,
): Promise<Schemas['IdentityReviewPage']> {
  const { state, q, cursor, size } = query;
  const sort = query.sort ?? 'submitted';
  const direction = query.direction ?? (sort === 'name' || state === 'PENDING' ? 'asc' : 'desc');
  const keyset: Keyset = {
    list: 'ops-identity-reviews',
    keys: [...REVIEW_ORDER[sort], { sql: 's.id', shape: 'id' }],
    direction: direction === 'asc' ? 'ASC' : 'DESC',
  };
  const scope = cursorScope({ state, q: q?.trim() || undefined, sort, direction });
  const params: unknown[] = [state];
  const where = ['s.state = $1'];
  const text = q?.trim() ?? '';
  if (text !== '') {
    params.push(likePattern(text));
    const pattern = `$${params.length}`;
    const clauses = [
      `${REVIEW_NAME_SQL} ILIKE ${pattern}`,
      `u.first_name || ' ' || u.last_name ILIKE ${pattern}`,
      `u.email ILIKE ${pattern}`,
    ];
    if (/^[0-9]{1,15}$/.test(text)) {
      params.push(Number(text));
      clauses.push(`s.user_id = $${params.length}`);
    }
    where.push(`(${clauses.join(' OR ')})`);
  }
  const { rows, next } = await keysetPage<ReviewRow>(db, keyset, scope, cursor, size, {
    select: REVIEW_SELECT,
    where,
    params,
  });
  return { content: rows.map(toReviewJson), next };
}

/** One review, in any state (the console's detail view). */
export async function getIdentityReview(db: Queryable, id: number): Promise<Schemas['IdentityReview']> {
  const { rows } = await db.query<ReviewRow>(`${REVIEW_SELECT} WHERE s.id = $1`, [id]);
  if (!rows[0]) throw notFound('No such review');
  return toReviewJson(rows[0]);
}

const documentDeleted = () =>
  new ApiError(410, 'document-deleted', 'This image was deleted: its upload was superseded or rejected');

/** A stored image for an operator, checked against the digest taken when it was stored. */
export async function readIdentityDocument(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  request: AuditRequest,
  operatorId: number,
  documentId: string,
): Promise<Buffer> {
  const find = () =>
    deps.db.query<{
      submission_id: string;
      user_id: string;
      side: Side;
      file_name: string;
      sha256: Buffer;
      deleted: boolean;
    }>(
      `SELECT d.submission_id, s.user_id, d.side, d.file_name, d.sha256, d.deleted_at IS NOT NULL AS deleted
       FROM identity_documents d JOIN identity_submissions s ON s.id = d.submission_id WHERE d.id = $1`,
      [documentId],
    );
  const document = (await find()).rows[0];
  if (!document) throw notFound('No such document');
  if (document.deleted) throw documentDeleted();
  const bytes = await documentStore(deps.config).get(document.file_name);
  if (!bytes) {
    // Superseded or rejected after it was looked up: gone as it should be. Otherwise a file the
    // database still needs is missing, which is the service's fault (500).
    if ((await find()).rows[0]?.deleted) throw documentDeleted();
    throw new Error(`identity document ${document.submission_id}/${document.side} is missing from the store`);
  }
  if (!createHash('sha256').update(bytes).digest().equals(document.sha256)) {
    throw new Error(`identity document ${document.submission_id}/${document.side} changed on disk`);
  }
  await recordAudit(deps.db, deps.clock, request, {
    action: 'identity.document-viewed',
    userId: Number(document.user_id),
    actor: `operator:${operatorId}`,
    details: { submissionId: Number(document.submission_id), side: document.side },
  });
  return bytes;
}

interface Decision {
  outcome: 'APPROVED' | 'REJECTED';
  /** APPROVED: the document's validity date (YYYY-MM-DD). */
  validTo?: string;
  /** REJECTED: told to the investor. */
  reason?: string;
}

/**
 * Records the operator's decision on a pending upload, under the submission's row lock (a second
 * decision finds it decided: 409 review-state): the submission, the investor's status, a
 * notification, the e-mail and the audit event commit together; a rejected upload's files are
 * deleted after the commit.
 */
export async function decideIdentityReview(
  deps: Pick<Deps, 'db' | 'clock' | 'config' | 'jobs'>,
  request: UploadRequest,
  operatorId: number,
  submissionId: number,
  decision: Decision,
): Promise<Schemas['IdentityReview']> {
  const { clock, config } = deps;
  if (decision.outcome === 'APPROVED') {
    if (!(decision.validTo! > bankCalendarDate(clock.now())))
      throw badRequest('validTo must be after today: the document has expired');
  }
  const { review, released } = await withTransaction(deps.db, async (tx) => {
    const found = await tx.query<{ user_id: string }>(
      'SELECT user_id FROM identity_submissions WHERE id = $1',
      [submissionId],
    );
    if (!found.rows[0]) throw notFound('No such review');
    const userId = Number(found.rows[0].user_id);
    // Locks in the order an upload takes them (the investor, then the uploads): no deadlock.
    const users = await tx.query<{ email: string; first_name: string; language: 'EN' | 'SL' }>(
      'SELECT email, first_name, language FROM users WHERE id = $1 AND closed_at IS NULL FOR UPDATE',
      [userId],
    );
    const user = users.rows[0];
    if (!user) throw notFound('The investor closed the account');
    const { rows } = await tx.query<{ state: ReviewState }>(
      'SELECT state FROM identity_submissions WHERE id = $1 FOR UPDATE',
      [submissionId],
    );
    const state = rows[0]!.state;
    if (state !== 'PENDING') {
      throw new ApiError(409, 'review-state', `This upload is ${state.toLowerCase()}, not pending`);
    }
    const now = clock.now();
    await tx.query(
      `UPDATE identity_submissions SET state = $2, reviewed_at = $3, reviewed_by = $4, rejection_reason = $5
       WHERE id = $1`,
      [submissionId, decision.outcome, now, operatorId, decision.reason ?? null],
    );
    const actor = `operator:${operatorId}` as const;
    // A rejected upload's files serve nothing any more; an approved one's are the identification record.
    const released = decision.outcome === 'REJECTED' ? await releaseFiles(tx, clock, [submissionId]) : [];
    if (decision.outcome === 'APPROVED') {
      await tx.query(
        `UPDATE users SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, $2),
                id_document_valid_to = $3, updated_at = $2 WHERE id = $1`,
        [userId, now, decision.validTo],
      );
      await tx.query(
        `INSERT INTO notifications (user_id, type, created_at) VALUES ($1, 'ACCOUNT_CONFIRMED', $2)`,
        [userId, now],
      );
      const email = identityConfirmedEmail(user.language, user.first_name, `${config.publicUrl}/u/dashboard`);
      await sendEmail(tx, deps, { to: user.email, userId, ...email });
      await recordAudit(tx, clock, request, {
        action: 'identity.approved',
        userId,
        actor,
        details: { submissionId, validTo: decision.validTo! },
      });
    } else {
      await tx.query(
        `INSERT INTO notifications (user_id, type, created_at) VALUES ($1, 'DOCUMENTS_REQUIRED', $2)`,
        [userId, now],
      );
      const email = identityRejectedEmail(
        user.language,
        user.first_name,
        decision.reason!,
        `${config.publicUrl}/u/account/financial-information/upload`,
      );
      await sendEmail(tx, deps, { to: user.email, userId, ...email });
      await recordAudit(tx, clock, request, {
        action: 'identity.rejected',
        userId,
        actor,
        details: { submissionId, reason: decision.reason! },
      });
    }
    const review = await tx.query<ReviewRow>(`${REVIEW_SELECT} WHERE s.id = $1`, [submissionId]);
    return { review: toReviewJson(review.rows[0]!), released };
  });
  await removeFiles(config, released, request.log);
  return review;
}
