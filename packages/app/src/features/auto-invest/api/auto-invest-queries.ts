import { unwrap, type AutoInvestRequest } from '@invest/api-client';
import useSWR from 'swr';
import { useApi, useApiQuery } from '../../../lib/api';
import { useDebouncedValue } from './use-debounced-value';

/**
 * GET /investments/stats: the BG and PG yields of the last 36 and 12 months. SPEC §8: a failure
 * yields empty stats (`data` stays undefined and the cards say the figure is not available).
 */
export function useInvestmentStats() {
  // Computed over months of holdings: a focus does not change them.
  return useApiQuery('/investments/stats', undefined, { revalidateOnFocus: false });
}

/** How long the settings must rest before the preview is asked for (one call per pause, not per key). */
export const PREVIEW_DELAY_MS = 400;

/**
 * POST /userAutoInvests/{userId}/preview for the settings being edited, `null` while they are not
 * complete: what the strategy would invest today, without saving it. Asked for once the settings
 * have rested for PREVIEW_DELAY_MS; SWR keys the answers by the settings, so an older answer that
 * arrives late never replaces a newer one, and going back to earlier settings shows their answer at
 * once. The last figures stay while the next ones load (`isUpdating`).
 */
export function useAutoInvestPreview(userId: number, request: AutoInvestRequest | null) {
  const api = useApi();
  const body = request === null ? null : JSON.stringify(request);
  const settled = useDebouncedValue(body, PREVIEW_DELAY_MS);
  const preview = useSWR(
    settled === null ? null : (['POST /userAutoInvests/{userId}/preview', userId, settled] as const),
    async ([, id, json]) =>
      unwrap(
        await api.POST('/userAutoInvests/{userId}/preview', {
          params: { path: { userId: id } },
          body: JSON.parse(json) as AutoInvestRequest,
        }),
      ),
    // A preview answers one question; asking again on focus or after an error would only add calls.
    { keepPreviousData: true, revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return {
    data: body === null ? undefined : preview.data,
    error: body === null ? undefined : preview.error,
    isUpdating: body !== null && (body !== settled || preview.isValidating),
    retry: () => void preview.mutate(),
  };
}
