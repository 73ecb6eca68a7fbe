import type { Schemas, User } from '@invest/api-client';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import { currentUserKey, errorKeyOf, useApi, useApiMutation } from '../../../lib/api';

/**
 * PUT /questionnaire/{userId}: one answer per call. The answer is the updated user, which the caller
 * puts into the current user's cache (so the Stepper and the profile follow without a fetch).
 */
export function useSaveAnswer() {
  return useApiMutation('put', '/questionnaire/{userId}', { fallbackErrorKey: 'something-wrong' });
}

/** Puts a user the service answered into the current user's cache, without fetching again. */
export function useSetCurrentUser() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (user: User) => mutate<User>(currentUserKey(user.Id), user, { revalidate: false }),
    [mutate],
  );
}

/** Why an upload failed: the service's error key (null: no answer) and, when limited, how long to wait. */
export interface UploadFailure {
  key: string | null;
  /** Seconds to wait before another upload (the 429's Retry-After). */
  retryAfter: number | null;
}

/**
 * POST /uploadDocuments/{Id} (multipart: `type`, then the `documents` in order: front and back, or
 * the passport page). Success only on 200 (SPEC §7); the current user is fetched again afterwards,
 * so the profile shows the upload pending review. A failure says why, so the screen can tell a
 * photo with too many pixels or too many uploads apart from anything else.
 */
export function useUploadDocuments(userId: number) {
  const api = useApi();
  const { mutate } = useSWRConfig();
  const [isUploading, setUploading] = useState(false);
  const upload = useCallback(
    async (type: Schemas['DocumentType'], files: File[]): Promise<UploadFailure | null> => {
      const form = new FormData();
      form.append('type', type);
      for (const file of files) form.append('documents', file, file.name);
      setUploading(true);
      try {
        // openapi-fetch sends a FormData body as it is; the browser writes the multipart boundary.
        const { response, error } = await api.POST('/uploadDocuments/{Id}', {
          params: { path: { Id: userId } },
          body: form as unknown as Schemas['DocumentUpload'],
        });
        if (response.status !== 200) {
          const retryAfter = Number(response.headers.get('retry-after'));
          return {
            key: errorKeyOf(error),
            retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
          };
        }
        await mutate(currentUserKey(userId));
        return null;
      } catch {
        return { key: null, retryAfter: null };
      } finally {
        setUploading(false);
      }
    },
    [api, mutate, userId],
  );
  return { upload, isUploading };
}
