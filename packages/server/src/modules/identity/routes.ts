/**
 * Identity documents: the investor's upload (`POST /uploadDocuments/{Id}`, the `{Id}` is the caller's
 * own: x-owner, checked before) and the operator's review queue (`/ops/identity-reviews`,
 * `/ops/identity-documents/{documentId}`). The rules live in src/modules/identity/identity-documents.ts.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { components } from '@invest/api-client';
import { ApiError, badRequest } from '../../platform/errors.ts';
import {
  decideIdentityReview,
  getIdentityReview,
  listIdentityReviews,
  MAX_DOCUMENT_BYTES,
  readIdentityDocument,
  submitIdentityDocuments,
  uploadRefused,
  type UploadedFile,
} from './identity-documents.ts';
import { documentStore } from './document-store.ts';
import { operatorId } from '../../platform/http/auth.ts';
import type { Deps, Handlers } from '../../platform/http/types.ts';

type DocumentType = components['schemas']['DocumentType'];

/**
 * multipart/form-data for the operations that declare it (the upload). The limits hold for every
 * request; the upload's handler reads the parts with its own, tighter ones.
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: MAX_DOCUMENT_BYTES, files: 2, fields: 1, parts: 3, fieldSize: 100, headerPairs: 20 },
  });
}

/** Limits of @fastify/multipart that the request broke: too many parts is a wrong form (400). */
const PART_LIMITS = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * Reads the form: `documents` (one or two files, each at most MAX_DOCUMENT_BYTES) and `type`. The
 * file names are read as sent (`preservePath`), so a name with a path is refused rather than cut to
 * its last part.
 */
async function readUpload(request: FastifyRequest): Promise<{ type: DocumentType; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw uploadRefused(400, 'Send the documents as multipart/form-data');
  const files: UploadedFile[] = [];
  let type: string | undefined;
  try {
    for await (const part of request.parts({ preservePath: true })) {
      const text = part.type === 'file' ? part.filename : String(part.value);
      if (`${part.fieldname}${text}`.includes('\0')) {
        // As everywhere else (src/app.ts): a NUL character is refused before the form is read.
        throw badRequest('The form must not contain NUL characters');
      }
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'documents') throw uploadRefused(400, 'Send the files as `documents`');
        files.push({ fileName: part.filename, bytes });
      } else if (part.fieldname === 'type') {
        type = String(part.value);
      } else {
        throw uploadRefused(400, `Unexpected field ${part.fieldname}`);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw uploadRefused(413, `A file is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`);
    }
    if (code && PART_LIMITS.has(code)) throw uploadRefused(400, 'Send one type and at most two files');
    if (err instanceof ApiError) throw err;
    // Nothing but the request's bytes is read here: whatever else fails (busboy's "Unexpected end of
    // multipart data" for a cut-off body, a malformed part header, the client going away) is the
    // form's fault, not the service's.
    request.log.info({ errorCode: code, problem: (err as Error).message }, 'upload form unreadable');
    throw uploadRefused(400, 'The form is cut off or malformed: send the files again');
  }
  if (type !== 'ID' && type !== 'PASSPORT') throw uploadRefused(400, 'type must be ID or PASSPORT');
  return { type, files };
}

export function identityHandlers(deps: Deps): Handlers {
  const { db } = deps;
  // At start: a DATA_DIR inside the served app would publish the documents (the local store refuses it).
  documentStore(deps.config);

  return {
    async uploadDocuments(request) {
      const { type, files } = await readUpload(request);
      await submitIdentityDocuments(deps, request, request.auth!.userId, type, files);
      return {};
    },

    async listIdentityReviews(request) {
      const { state = 'PENDING', q, sort, direction, cursor, size = 20 } = request.query;
      return listIdentityReviews(db, { state, q, sort, direction, cursor, size });
    },

    async getIdentityReview(request) {
      return getIdentityReview(db, request.params.id);
    },

    async downloadIdentityDocument(request, reply) {
      const bytes = await readIdentityDocument(deps, request, operatorId(request), request.params.documentId);
      return reply.type('image/jpeg').header('content-disposition', 'inline').send(bytes);
    },

    async approveIdentityReview(request) {
      return decideIdentityReview(deps, request, operatorId(request), request.params.id, {
        outcome: 'APPROVED',
        validTo: request.body.validTo,
      });
    },

    async rejectIdentityReview(request) {
      const reason = request.body.reason.trim();
      if (reason.length < 3) throw badRequest('reason must say why, in at least 3 characters');
      return decideIdentityReview(deps, request, operatorId(request), request.params.id, {
        outcome: 'REJECTED',
        reason,
      });
    },
  };
}
