import type { Schemas } from '@invest/api-client';
import { formatMoney, Money, StatusBullet, type LoadMoreTableColumn } from '@invest/ui';
import { Link } from 'react-router-dom';
import { useApiMutation } from '../../../lib/api';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { formatDateTime } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { FourEyesDecision, FourEyesQueue, useDecisionCell, useQueueStatus } from '../four-eyes-queue';
import { InvestorLink } from '../investor-link';
import { useOperatorSession } from '../session';
import { useOpsPayoutsTranslation } from './i18n';
import { PAYOUT_LISTS } from './payout-state';

type Rejection = Schemas['PayoutRejection'];
type Status = Schemas['PayoutRejectionStatus'];

const STATUSES: Status[] = ['PENDING_APPROVAL', 'APPROVED', 'DECLINED'];
const REVALIDATES = ['/ops/payout-rejections', '/ops/payouts/{id}', ...PAYOUT_LISTS] as const;
const BULLET: Record<Status, string> = {
  PENDING_APPROVAL: 'PENDING',
  APPROVED: 'PROCESSED',
  DECLINED: 'DECLINED',
};

/** Approve or decline a line's rejection: offered only to an operator other than the one who marked it. */
function Decision({ rejection }: { rejection: Rejection }) {
  const { t } = useOpsPayoutsTranslation();
  const amount = formatMoney(rejection.amount);
  const approve = useApiMutation('post', '/ops/payout-rejections/{id}/approve', { revalidates: REVALIDATES });
  const decline = useApiMutation('post', '/ops/payout-rejections/{id}/decline', { revalidates: REVALIDATES });
  const path = { path: { id: rejection.Id } };
  return (
    <FourEyesDecision
      approve={{
        run: () => approve.trigger({ params: path }),
        errorMessage: approve.errorMessage,
        reset: approve.reset,
        texts: {
          action: t('rejections.approve.action'),
          title: t('rejections.approve.title', { amount }),
          description: t('rejections.approve.description', { amount, name: rejection.investorName }),
          done: t('rejections.approve.done', { amount }),
        },
      }}
      refuse={{
        run: (reason) => decline.trigger({ params: path, body: { reason } }),
        errorMessage: decline.errorMessage,
        reset: decline.reset,
        texts: {
          action: t('rejections.decline.action'),
          title: t('rejections.decline.title', { amount }),
          description: t('rejections.decline.description'),
          done: t('rejections.decline.done', { amount }),
        },
      }}
    />
  );
}

/**
 * /ops/payout-rejections: payout lines marked REJECTED by hand (issue 21), waiting first. Nothing
 * returns to the investor until a second operator approves; the one who marked it sees it waiting.
 */
export function PayoutRejectionsPage() {
  const { t, i18n } = useOpsPayoutsTranslation();
  const language = currentLanguage(i18n);
  const operatorId = useOperatorSession()?.operatorId;
  const [status, setStatus] = useQueueStatus(STATUSES);
  const list = useApiCursorLoadMore('/ops/payout-rejections', { query: { status } });
  const operator = (id: number | null) =>
    id === operatorId ? t('rejections.you') : t('rejections.operator', { id });
  const decision = useDecisionCell<Rejection>({
    waiting: 'PENDING_APPROVAL',
    own: t('rejections.ownRequest'),
    operator,
    decide: (row) => <Decision rejection={row} />,
  });

  const columns: LoadMoreTableColumn<Rejection>[] = [
    {
      id: 'line',
      header: t('rejections.columns.line'),
      hideBelow: 576,
      cell: (row) => (
        <Link
          to={`/ops/payouts/${row.payoutBatchId}`}
          className="whitespace-nowrap font-mono text-xs text-primary underline-offset-4 hover:underline"
        >
          {row.endToEndId}
        </Link>
      ),
    },
    {
      id: 'investor',
      header: t('rejections.columns.investor'),
      cell: (row) => <InvestorLink userId={row.userId} name={row.investorName} fallback={row.investorName} />,
    },
    {
      id: 'amount',
      header: t('rejections.columns.amount'),
      align: 'end',
      cell: (row) => <Money value={row.amount} className="font-medium" />,
    },
    {
      id: 'reason',
      header: t('rejections.columns.reason'),
      hideBelow: 768,
      cell: (row) => (
        <span className="flex flex-col">
          {row.reason}
          {row.declineReason && <span className="text-xs text-muted-foreground">{row.declineReason}</span>}
        </span>
      ),
    },
    {
      id: 'requested',
      header: t('rejections.columns.requested'),
      hideBelow: 896,
      cell: (row) => (
        <span className="flex flex-col whitespace-nowrap">
          <span>{operator(row.requestedBy)}</span>
          <span className="text-xs tabular-nums text-muted-foreground">
            {formatDateTime(row.requestedAt, language)}
          </span>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('rejections.columns.status'),
      hideBelow: 576,
      cell: (row) => (
        <StatusBullet status={BULLET[row.status]} label={t(`rejections.statuses.${row.status}`)} />
      ),
    },
    { id: 'decision', header: t('rejections.columns.decision'), align: 'end', cell: decision },
  ];

  return (
    <FourEyesQueue
      title={t('rejections.title')}
      description={t('rejections.description')}
      statuses={STATUSES}
      status={status}
      onStatusChange={setStatus}
      texts={{
        status: t('rejections.status'),
        statusOf: (value) => t(`rejections.statuses.${value}`),
        loading: t('rejections.loading'),
        caption: t('rejections.caption'),
      }}
      empty={{ title: t('rejections.emptyTitle'), text: t('rejections.emptyText') }}
      list={list}
      columns={columns}
      getRowId={(row) => row.Id}
    />
  );
}
