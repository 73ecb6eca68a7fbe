import type { Withdrawal } from '@invest/api-client';
import { AlertDialog, Button, formatMoney, toast } from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { useCancelWithdrawal } from './api/wallet-queries';

/**
 * The Withdrawals panel's Cancel of a pending withdrawal (issue 21), behind a confirmation: the
 * reserved amount returns to the available funds. The service refuses one already on its way to the
 * bank (409 `withdrawal-not-cancellable`): the dialog says so and offers no retry. No code is asked:
 * the money stays on the investor's own balance (decision 0013, addendum).
 */
export function CancelWithdrawal({ userId, withdrawal }: { userId: number; withdrawal: Withdrawal }) {
  const { t } = useTranslation('wallet');
  const cancel = useCancelWithdrawal();
  const amount = formatMoney(withdrawal.value);
  return (
    <AlertDialog
      trigger={
        <Button size="sm" variant="outline">
          {t('withdrawals.cancel.action')}
        </Button>
      }
      title={t('withdrawals.cancel.title', { amount })}
      description={t('withdrawals.cancel.description')}
      confirmLabel={t('withdrawals.cancel.confirm')}
      cancelLabel={t('withdrawals.cancel.keep')}
      confirmVariant="destructive"
      pendingLabel={t('withdrawals.cancel.pending')}
      error={cancel.errorMessage ?? undefined}
      canRetry={cancel.errorKey !== 'withdrawal-not-cancellable'}
      onOpenChange={(open) => {
        if (open) cancel.reset();
      }}
      onConfirm={async () => {
        const result = await cancel.trigger({
          params: { path: { userId, withdrawalId: withdrawal.Id } },
        });
        if (!result.ok) throw result.error;
        toast({ variant: 'success', title: t('withdrawals.cancel.done', { amount }) });
      }}
    />
  );
}
