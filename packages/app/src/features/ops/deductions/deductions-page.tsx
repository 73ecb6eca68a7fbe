import type { Schemas } from '@invest/api-client';
import { formatMoney, Money, StatusBullet, type LoadMoreTableColumn } from '@invest/ui';
import { useApiMutation } from '../../../lib/api';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { formatDate, formatDateTime } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { FourEyesDecision, FourEyesQueue, useDecisionCell, useQueueStatus } from '../four-eyes-queue';
import { InvestorLink } from '../investor-link';
import { useOpsInvestorsTranslation } from '../investors/i18n';
import { useOperatorSession } from '../session';

type Deduction = Schemas['Deduction'];
type Status = Schemas['DeductionStatus'];

const STATUSES: Status[] = ['PENDING_APPROVAL', 'BOOKED', 'REJECTED'];
const REVALIDATES = ['/ops/deductions', '/ops/investors/{id}', '/ops/investors/{id}/balance'] as const;

/** Approve or reject a waiting deduction: offered only to an operator other than the one who asked (four-eyes). */
function Decision({ deduction }: { deduction: Deduction }) {
  const { t } = useOpsInvestorsTranslation();
  const amount = formatMoney(deduction.amount);
  const approve = useApiMutation('post', '/ops/deductions/{id}/approve', { revalidates: REVALIDATES });
  const reject = useApiMutation('post', '/ops/deductions/{id}/reject', { revalidates: REVALIDATES });
  const path = { path: { id: deduction.Id } };
  return (
    <FourEyesDecision
      approve={{
        run: () => approve.trigger({ params: path }),
        errorMessage: approve.errorMessage,
        reset: approve.reset,
        texts: {
          action: t('deductions.approve.action'),
          title: t('deductions.approve.title', { amount }),
          description: t('deductions.approve.description', { name: deduction.investorName }),
          done: t('deductions.approve.done', { amount }),
        },
      }}
      refuse={{
        run: (reason) => reject.trigger({ params: path, body: { reason } }),
        errorMessage: reject.errorMessage,
        reset: reject.reset,
        texts: {
          action: t('deductions.reject.action'),
          title: t('deductions.reject.title', { amount }),
          description: t('deductions.reject.description'),
          done: t('deductions.reject.done', { amount }),
        },
      }}
    />
  );
}

/** /ops/deductions: the approval queue (waiting first) and the deductions booked or rejected. */
export function DeductionsPage() {
  const { t, i18n } = useOpsInvestorsTranslation();
  const language = currentLanguage(i18n);
  const operatorId = useOperatorSession()?.operatorId;
  const [status, setStatus] = useQueueStatus(STATUSES);
  const list = useApiCursorLoadMore('/ops/deductions', { query: { status } });
  const operator = (id: number | null) =>
    id === operatorId ? t('deductions.you') : t('deductions.operator', { id });
  const decision = useDecisionCell<Deduction>({
    waiting: 'PENDING_APPROVAL',
    own: t('deductions.ownRequest'),
    operator,
    decide: (row) => <Decision deduction={row} />,
  });

  const columns: LoadMoreTableColumn<Deduction>[] = [
    {
      id: 'id',
      header: t('deductions.columns.id'),
      hideBelow: 576,
      cell: (row) => <span className="tabular-nums">{row.Id}</span>,
    },
    {
      id: 'investor',
      header: t('deductions.columns.investor'),
      cell: (row) => (
        <span className="flex flex-col">
          <InvestorLink
            userId={row.userId}
            name={row.investorName}
            fallback={t('deductions.investor', { id: row.userId })}
          />
          <span className="text-xs tabular-nums text-muted-foreground">
            {t('deductions.investor', { id: row.userId })}
          </span>
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('deductions.columns.amount'),
      align: 'end',
      cell: (row) => <Money value={row.amount} className="font-medium" />,
    },
    {
      id: 'reason',
      header: t('deductions.columns.reason'),
      hideBelow: 768,
      cell: (row) => (
        <span className="flex flex-col">
          {row.reason}
          {row.rejectionReason && (
            <span className="text-xs text-muted-foreground">{row.rejectionReason}</span>
          )}
        </span>
      ),
    },
    {
      id: 'requested',
      header: t('deductions.columns.requested'),
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
      header: t('deductions.columns.status'),
      hideBelow: 576,
      cell: (row) => (
        <span className="flex flex-col">
          <StatusBullet status={row.status} label={t(`deductions.statuses.${row.status}`)} />
          {row.negativeBalanceDueOn && (
            <span className="text-xs text-muted-foreground">
              {t('deductions.negativeDue', { date: formatDate(row.negativeBalanceDueOn, language) })}
            </span>
          )}
        </span>
      ),
    },
    { id: 'decision', header: t('deductions.columns.decision'), align: 'end', cell: decision },
  ];

  return (
    <FourEyesQueue
      title={t('deductions.title')}
      description={t('deductions.description')}
      statuses={STATUSES}
      status={status}
      onStatusChange={setStatus}
      texts={{
        status: t('deductions.status'),
        statusOf: (value) => t(`deductions.statuses.${value}`),
        loading: t('deductions.loading'),
        caption: t('deductions.caption'),
      }}
      empty={{ title: t('deductions.emptyTitle'), text: t('deductions.emptyText') }}
      list={list}
      columns={columns}
      getRowId={(row) => row.Id}
    />
  );
}
