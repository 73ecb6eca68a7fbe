import type { Schemas } from '@invest/api-client';
import { formatMoney, Money, StatusBullet, type LoadMoreTableColumn } from '@invest/ui';
import { useApiMutation } from '../../../lib/api';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { formatDateTime } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { FourEyesDecision, FourEyesQueue, useDecisionCell, useQueueStatus } from '../four-eyes-queue';
import { InvestorLink } from '../investor-link';
import { useOperatorSession } from '../session';
import { useOpsBankTranslation } from './i18n';

type Approval = Schemas['HeldCreditApproval'];
type Status = Schemas['HeldCreditApprovalStatus'];

const STATUSES: Status[] = ['PENDING_APPROVAL', 'APPROVED', 'DECLINED', 'CANCELLED'];
/** What a decision changes: this queue, the held credits' lists, the investor's balance. */
export const HELD_CREDIT_LISTS = [
  '/ops/held-credit-approvals',
  '/ops/suspense',
  '/ops/third-party-payments',
  '/ops/statements',
  '/ops/investors',
  '/ops/investors/{id}',
  '/ops/investors/{id}/balance',
] as const;
const BULLET: Record<Status, string> = {
  PENDING_APPROVAL: 'PENDING',
  APPROVED: 'PROCESSED',
  DECLINED: 'DECLINED',
  CANCELLED: 'CANCELED',
};

/** Approve or decline an assignment: offered only to an operator other than the one who asked. */
function Decision({ approval, payer }: { approval: Approval; payer: string }) {
  const { t } = useOpsBankTranslation();
  const approve = useApiMutation('post', '/ops/held-credit-approvals/{id}/approve', {
    revalidates: HELD_CREDIT_LISTS,
  });
  const decline = useApiMutation('post', '/ops/held-credit-approvals/{id}/decline', {
    revalidates: HELD_CREDIT_LISTS,
  });
  const path = { path: { id: approval.Id } };
  const names = { amount: formatMoney(approval.amount), name: approval.investorName, payer };
  return (
    <FourEyesDecision
      approve={{
        run: () => approve.trigger({ params: path }),
        errorMessage: approve.errorMessage,
        reset: approve.reset,
        texts: {
          action: t('approvals.approve.action'),
          title: t('approvals.approve.title', names),
          description: t('approvals.approve.description', names),
          done: t('approvals.approve.done', names),
        },
      }}
      refuse={{
        run: (reason) => decline.trigger({ params: path, body: { reason } }),
        errorMessage: decline.errorMessage,
        reset: decline.reset,
        texts: {
          action: t('approvals.decline.action'),
          title: t('approvals.decline.title', names),
          description: t('approvals.decline.description'),
          done: t('approvals.decline.done', names),
        },
      }}
    />
  );
}

/**
 * /ops/bank/approvals: held bank money (suspense credits, third-party payments) an operator assigned
 * above the amount one may book alone (decision 0018), waiting for a second operator; and those decided.
 */
export function HeldCreditApprovalsPage() {
  const { t, i18n } = useOpsBankTranslation();
  const language = currentLanguage(i18n);
  const operatorId = useOperatorSession()?.operatorId;
  const [status, setStatus] = useQueueStatus(STATUSES);
  const list = useApiCursorLoadMore('/ops/held-credit-approvals', { query: { status } });
  const operator = (id: number | null) =>
    id === operatorId ? t('approvals.you') : t('approvals.operator', { id });
  const payerOf = (row: Approval) => row.payerName ?? t('suspense.noPayer');
  const decision = useDecisionCell<Approval>({
    waiting: 'PENDING_APPROVAL',
    own: t('approvals.ownRequest'),
    operator,
    decide: (row) => <Decision approval={row} payer={payerOf(row)} />,
  });

  const columns: LoadMoreTableColumn<Approval>[] = [
    {
      id: 'credit',
      header: t('approvals.columns.credit'),
      hideBelow: 576,
      cell: (row) => (
        <span className="flex flex-col">
          <span className="font-medium text-foreground">{payerOf(row)}</span>
          <span className="text-xs text-muted-foreground">{t(`approvals.kinds.${row.kind}`)}</span>
          <span className="font-mono text-xs text-muted-foreground">{row.bankReference}</span>
        </span>
      ),
    },
    {
      id: 'investor',
      header: t('approvals.columns.investor'),
      cell: (row) => <InvestorLink userId={row.userId} name={row.investorName} fallback={row.investorName} />,
    },
    {
      id: 'amount',
      header: t('approvals.columns.amount'),
      align: 'end',
      cell: (row) => <Money value={row.amount} className="font-medium" />,
    },
    {
      id: 'requested',
      header: t('approvals.columns.requested'),
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
      header: t('approvals.columns.status'),
      hideBelow: 768,
      cell: (row) => (
        <span className="flex flex-col">
          <StatusBullet status={BULLET[row.status]} label={t(`approvals.statuses.${row.status}`)} />
          {row.declineReason && <span className="text-xs text-muted-foreground">{row.declineReason}</span>}
        </span>
      ),
    },
    { id: 'decision', header: t('approvals.columns.decision'), align: 'end', cell: decision },
  ];

  return (
    <FourEyesQueue
      title={t('approvals.title')}
      description={t('approvals.description')}
      statuses={STATUSES}
      status={status}
      onStatusChange={setStatus}
      texts={{
        status: t('approvals.status'),
        statusOf: (value) => t(`approvals.statuses.${value}`),
        loading: t('approvals.loading'),
        caption: t('approvals.caption'),
      }}
      empty={{ title: t('approvals.emptyTitle'), text: t('approvals.emptyText') }}
      list={list}
      columns={columns}
      getRowId={(row) => row.Id}
    />
  );
}
