import type { Schemas } from '@invest/api-client';
import { formatMoney, Money, StatusBullet, type LoadMoreTableColumn } from '@invest/ui';
import { Link } from 'react-router-dom';
import { useApiMutation } from '../../../lib/api';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { formatDate, formatDateTime } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { FourEyesDecision, FourEyesQueue, useDecisionCell, useQueueStatus } from '../four-eyes-queue';
import { useOperatorSession } from '../session';
import { useReceivablesTranslation } from './i18n';

type Repayment = Schemas['Repayment'];
type Status = Schemas['RepaymentStatus'];

const STATUSES: Status[] = ['PENDING_APPROVAL', 'BOOKED', 'DECLINED'];
const REVALIDATES = [
  '/ops/repayments',
  '/ops/receivables',
  '/ops/receivables/{id}',
  '/ops/receivables/{id}/holders',
  '/ops/originators',
] as const;

/** Approve or decline a waiting repayment: offered only to an operator other than the one who recorded it. */
function Decision({ repayment }: { repayment: Repayment }) {
  const { t } = useReceivablesTranslation();
  const amount = formatMoney(repayment.amount);
  const approve = useApiMutation('post', '/ops/repayments/{id}/approve', { revalidates: REVALIDATES });
  const decline = useApiMutation('post', '/ops/repayments/{id}/decline', { revalidates: REVALIDATES });
  const path = { path: { id: repayment.Id } };
  const names = { amount, number: repayment.receivableNumber, originator: repayment.originatorName };
  return (
    <FourEyesDecision
      approve={{
        run: () => approve.trigger({ params: path }),
        errorMessage: approve.errorMessage,
        reset: approve.reset,
        texts: {
          action: t('repayments.approve.action'),
          title: t('repayments.approve.title', names),
          description: t('repayments.approve.description', {
            ...names,
            scheduled: formatMoney(repayment.scheduledAmount),
          }),
          done: t('repayments.approve.done', names),
        },
      }}
      refuse={{
        run: (reason) => decline.trigger({ params: path, body: { reason } }),
        errorMessage: decline.errorMessage,
        reset: decline.reset,
        texts: {
          action: t('repayments.decline.action'),
          title: t('repayments.decline.title', names),
          description: t('repayments.decline.description'),
          done: t('repayments.decline.done', names),
        },
      }}
    />
  );
}

/**
 * /ops/repayments: the repayments recorded with interest beyond the schedule, waiting for a second
 * operator (four-eyes), and those booked or declined.
 */
export function RepaymentsPage() {
  const { t, i18n } = useReceivablesTranslation();
  const language = currentLanguage(i18n);
  const operatorId = useOperatorSession()?.operatorId;
  const [status, setStatus] = useQueueStatus(STATUSES);
  const list = useApiCursorLoadMore('/ops/repayments', { query: { status } });
  const operator = (id: number | null) =>
    id === null
      ? t('repayments.platform')
      : id === operatorId
        ? t('repayments.you')
        : t('repayments.operator', { id });
  const decision = useDecisionCell<Repayment>({
    waiting: 'PENDING_APPROVAL',
    own: t('repayments.ownRequest'),
    operator,
    decide: (row) => <Decision repayment={row} />,
  });

  const columns: LoadMoreTableColumn<Repayment>[] = [
    {
      id: 'receivable',
      header: t('repayments.columns.receivable'),
      cell: (row) => (
        <span className="flex flex-col">
          <Link
            to={`/ops/receivables/${row.receivableId}`}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {row.receivableNumber}
          </Link>
          <span className="text-xs text-muted-foreground">{row.originatorName}</span>
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('repayments.columns.amount'),
      align: 'end',
      cell: (row) => (
        <span className="flex flex-col items-end">
          <Money value={row.amount} className="font-medium" />
          <span className="whitespace-nowrap text-xs text-muted-foreground">
            {t('repayments.scheduled', { amount: formatMoney(row.scheduledAmount) })}
          </span>
        </span>
      ),
    },
    {
      id: 'paidOn',
      header: t('repayments.columns.paidOn'),
      hideBelow: 576,
      cell: (row) => (
        <span className="flex flex-col whitespace-nowrap">
          <span className="tabular-nums">{formatDate(row.paidOn, language)}</span>
          <span className="text-xs text-muted-foreground">{t(`actions.repayment.payers.${row.payer}`)}</span>
        </span>
      ),
    },
    {
      id: 'requested',
      header: t('repayments.columns.requested'),
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
      header: t('repayments.columns.status'),
      hideBelow: 768,
      cell: (row) => (
        <span className="flex flex-col">
          <StatusBullet status={row.status} label={t(`repayments.statuses.${row.status}`)} />
          {row.declineReason && <span className="text-xs text-muted-foreground">{row.declineReason}</span>}
        </span>
      ),
    },
    { id: 'decision', header: t('repayments.columns.decision'), align: 'end', cell: decision },
  ];

  return (
    <FourEyesQueue
      title={t('repayments.title')}
      description={t('repayments.description')}
      statuses={STATUSES}
      status={status}
      onStatusChange={setStatus}
      texts={{
        status: t('repayments.status'),
        statusOf: (value) => t(`repayments.statuses.${value}`),
        loading: t('repayments.loading'),
        caption: t('repayments.caption'),
      }}
      empty={{ title: t('repayments.emptyTitle'), text: t('repayments.emptyText') }}
      list={list}
      columns={columns}
      getRowId={(row) => row.Id}
    />
  );
}
