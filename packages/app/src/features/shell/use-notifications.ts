import { ApiRequestError } from '@invest/api-client';
import { useApiQuery } from '../../lib/api';

/** A service that does not offer notifications yet (501, or 404 from an older build) means "none". */
const notOffered = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 501 || error.status === 404);

/** GET /notifications/{userId} (the first page) for the header menu, on the app's query hook. */
export function useNotifications(userId: number) {
  const { data, error } = useApiQuery(
    '/notifications/{userId}',
    { path: { userId } },
    { revalidateOnFocus: false, shouldRetryOnError: (failure) => !notOffered(failure) },
  );
  return notOffered(error) ? { data: [], error: undefined } : { data, error };
}
