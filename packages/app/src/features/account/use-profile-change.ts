import type { UpdateCustomerRequest, User } from '@invest/api-client';
import { useToast } from '@invest/ui';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { answeredErrorKey, currentUserKey, useCurrentUser } from '../../lib/api';
import { currentLanguage, useErrorMessage } from '../../lib/i18n';
import { useUpdateCustomer } from './api/account-queries';
import { useAccountTranslation } from './i18n';

/** One entry of an updateCustomer body: the contract takes exactly one per call. */
export type ProfileChange = Omit<UpdateCustomerRequest, 'Id' | 'username'>;

/**
 * Saves one setting or profile field through PUT /updateCustomer/{Id}, optimistically: the current
 * user (SWR) shows the change at once, the service's answer replaces it, and a refusal puts the
 * previous value back. Each outcome is told in a toast. Resolves with whether it was saved.
 */
export function useProfileChange() {
  const user = useCurrentUser();
  const { mutate } = useSWRConfig();
  const { trigger } = useUpdateCustomer();
  const { toast } = useToast();
  const { t, i18n } = useAccountTranslation();
  const errorMessage = useErrorMessage();
  const userId = user.Id;
  const username = user.username;

  return useCallback(
    async (change: ProfileChange, optimistic: (user: User) => User): Promise<boolean> => {
      try {
        await mutate<User>(
          currentUserKey(userId),
          async () => {
            const result = await trigger({
              params: { path: { Id: userId } },
              body: { Id: userId, username, ...change },
            });
            if (!result.ok) throw result.error;
            return result.data;
          },
          {
            // The cache may still be empty: the session's user is the screen's fallback value.
            optimisticData: (current) => optimistic(current ?? user),
            rollbackOnError: true,
            populateCache: true,
            revalidate: false,
          },
        );
      } catch (error) {
        toast({
          id: 'account-setting',
          variant: 'error',
          title: t('saved.failed'),
          description: errorMessage(answeredErrorKey(error), 'something-wrong'),
        });
        return false;
      }
      // In the interface's language now: choosing the default language has just switched it, and `t`
      // is bound to the language of the render that started the save. (A refusal is told in that
      // language, which a refused language change switches back to.)
      toast({
        id: 'account-setting',
        variant: 'success',
        title: t('saved.done', { lng: currentLanguage(i18n) }),
      });
      return true;
    },
    [mutate, trigger, userId, username, user, toast, t, i18n, errorMessage],
  );
}
