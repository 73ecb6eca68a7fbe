import { useSWRConfig } from 'swr';
import type { GetData } from '../../lib/api';
import { apiKey, useApiMutation, useApiQuery } from '../../lib/api';

type NotificationPage = GetData<'/notifications/{userId}'>;

/**
 * GET /notifications/{userId} (the first page, newest first) for the header menu, and marking what the
 * menu showed as read (POST /notifications/{userId}/read up to the newest shown): the list in the cache
 * is marked read at once, and fetched again if the service refuses.
 */
export function useNotifications(userId: number) {
  const { data: page, error } = useApiQuery(
    '/notifications/{userId}',
    { path: { userId } },
    { revalidateOnFocus: false },
  );
  const { mutate } = useSWRConfig();
  const markRead = useApiMutation('post', '/notifications/{userId}/read', {
    fallbackErrorKey: 'something-wrong',
  });

  const data = page?.content;

  const markShownRead = async () => {
    const newest = data?.[0];
    if (!newest || data.every((n) => n.read)) return;
    const key = apiKey('/notifications/{userId}', { path: { userId } });
    await mutate<NotificationPage>(
      key,
      (first) =>
        first && {
          ...first,
          content: first.content.map((n) => (n.Id <= newest.Id ? { ...n, read: true } : n)),
        },
      {
        revalidate: false,
      },
    );
    const result = await markRead.trigger({ params: { path: { userId } }, body: { lastId: newest.Id } });
    if (!result.ok) await mutate(key);
  };

  return { data, error, markShownRead };
}
