import { ApiRequestError, unwrap, type ApiClient, type Notification } from '@invest/api-client';
import useSWR from 'swr';

/**
 * GET /notifications/{userId} for the header menu. A service that does not offer notifications yet
 * (501 not-implemented, or 404 from an older build) means "none", not an error.
 */
export async function fetchNotifications(api: ApiClient, userId: number): Promise<Notification[]> {
  try {
    return unwrap(await api.GET('/notifications/{userId}', { params: { path: { userId } } }));
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 501 || error.status === 404)) return [];
    throw error;
  }
}

export function useNotifications(api: ApiClient, userId: number) {
  return useSWR(['/notifications/{userId}', userId] as const, ([, id]) => fetchNotifications(api, id), {
    revalidateOnFocus: false,
  });
}
