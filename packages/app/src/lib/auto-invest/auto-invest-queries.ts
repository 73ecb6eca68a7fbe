import type { AutoInvestRequest, AutoInvestSetting } from '@invest/api-client';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiKey, useApiMutation, useApiQuery, type MutationResult } from '../api';

const strategyKey = (userId: number) => apiKey('/userAutoInvests/{userId}', { path: { userId } });

/**
 * GET /userAutoInvests/{userId}: the investor's strategy, `null` when there is none. SPEC §8: a read
 * failure yields an empty strategy, so `setting` is `null` then too (`error` says it failed).
 */
export function useAutoInvest(userId: number) {
  const query = useApiQuery('/userAutoInvests/{userId}', { path: { userId } });
  return {
    setting: query.data?.autoInvest ?? null,
    isLoading: query.isLoading,
    error: query.error,
  };
}

type StrategyResult = MutationResult<{ autoInvest: AutoInvestSetting | null }>;

/**
 * The strategy's answer becomes the cached one at once: the cards and banners show the new state when
 * the confirmation closes, without a second read.
 */
function useStoreStrategy(userId: number) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (result: StrategyResult) => {
      if (result.ok) await mutate(strategyKey(userId), result.data, { revalidate: false });
      return result;
    },
    [mutate, userId],
  );
}

/**
 * POST /userAutoInvests/{userId}: chooses a strategy, replacing the current one (and restarting its
 * 2-year confirmation period, so posting the same setting again reconfirms it).
 */
export function useSaveAutoInvest(userId: number) {
  const call = useApiMutation('post', '/userAutoInvests/{userId}', { fallbackErrorKey: 'something-wrong' });
  const store = useStoreStrategy(userId);
  const { trigger } = call;
  const save = useCallback(
    async (body: AutoInvestRequest) => store(await trigger({ params: { path: { userId } }, body })),
    [trigger, store, userId],
  );
  return { ...call, save };
}

/** DELETE /userAutoInvests/{userId}: no strategy any more. */
export function useRemoveAutoInvest(userId: number) {
  const call = useApiMutation('delete', '/userAutoInvests/{userId}', { fallbackErrorKey: 'something-wrong' });
  const store = useStoreStrategy(userId);
  const { trigger } = call;
  const remove = useCallback(
    async () => store(await trigger({ params: { path: { userId } } })),
    [trigger, store, userId],
  );
  return { ...call, remove };
}

/** The request that chooses `setting` again as it is (the reconfirmation after 2 years). */
export function requestOf(setting: AutoInvestSetting): AutoInvestRequest {
  if (setting.type !== 'CUSTOM') return { type: setting.type };
  return {
    type: 'CUSTOM',
    preferredAmount: setting.preferredAmount,
    termDays: setting.termDays,
    loanTypes: setting.loanTypes,
    protectionTypes: setting.protectionTypes,
    countryCodes: setting.countryCodes,
    // A custom setting always has its range; should one lack it, the service refuses the request
    // rather than the app inventing one.
    ...(setting.interestRateRange ? { interestRateRange: setting.interestRateRange } : {}),
  };
}
