import { StatusBullet } from '@invest/ui';
import { Link } from 'react-router-dom';
import { useOpsBankTranslation } from './i18n';

/**
 * The action cell of a held credit whose assignment waits for a second operator (`pendingApprovalId`,
 * decision 0018): it cannot be assigned again meanwhile, so instead of the button, the state and the
 * way to the queue.
 */
export function WaitingForApproval() {
  const { t } = useOpsBankTranslation();
  return (
    <span className="flex flex-col items-end gap-1">
      <StatusBullet status="PENDING" label={t('suspense.waiting')} />
      <Link
        to="/ops/bank/approvals"
        className="whitespace-nowrap text-xs text-primary underline-offset-4 hover:underline"
      >
        {t('suspense.waitingLink')}
      </Link>
    </span>
  );
}

/** Whether the assign or book call answered with a request for a second operator (202) instead of a booking. */
export const waitsForApproval = (data: object): boolean => 'status' in data;
