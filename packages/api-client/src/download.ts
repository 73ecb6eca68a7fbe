import { filenameFromContentDisposition } from './content-disposition.js';
import { toApiError } from './errors.js';

/** An openapi-fetch GET whose path is only known at run time (a union of download paths). */
type BlobGet = (
  path: string,
  init: { params: unknown; parseAs: 'blob' },
) => Promise<{ data?: Blob; error?: unknown; response: Response }>;

/**
 * GETs a file through a client's typed GET: the body as a Blob and the name Content-Disposition
 * gives (null without one). A failure becomes an `ApiRequestError`. Shared by the investor's and the
 * operator's clients.
 */
export async function fetchFile(
  get: unknown,
  path: string,
  params: unknown,
): Promise<{ blob: Blob; filename: string | null }> {
  // openapi-fetch's per-path generics cannot follow a path union; the callers' signatures keep the types.
  let result;
  try {
    result = await (get as BlobGet)(path, { params, parseAs: 'blob' });
  } catch (error) {
    throw toApiError(error);
  }
  const { data, error, response } = result;
  if (error !== undefined || !response.ok || data === undefined) {
    throw toApiError(error, { status: response.status });
  }
  return {
    blob: data,
    filename: filenameFromContentDisposition(response.headers.get('Content-Disposition')),
  };
}
