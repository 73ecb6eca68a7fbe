import type { Schemas } from '@invest/api-client';
import {
  AlertDialog,
  Banner,
  Button,
  Card,
  DescriptionList,
  DownloadIcon,
  formatMoney,
  LoadMoreTable,
  Money,
  Skeleton,
  StatusBullet,
  useToast,
  type BannerVariant,
  type LoadMoreTableColumn,
} from '@invest/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useApiMutation, useApiQuery } from '../../../lib/api';
import { useDownload } from '../../../lib/download-button';
import { formatDate, formatDateTime, groupInFours } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { eurosToCents } from '../../../lib/money';
import { routeIdOf } from '../../../lib/route-id';
import { InvestorLink } from '../investor-link';
import { useOpsClient } from '../ops-api';
import { OpsBackLink, OpsDetail, OpsPage } from '../page';
import { ReasonDialog } from '../reason-dialog';
import { useOperatorSession, type OperatorSession } from '../session';
import { useOpsPayoutsTranslation } from './i18n';
import { LineOutcomeDialog } from './line-outcome-dialog';
import { ReturnLinesTable } from './return-lines-table';
import {
  fourEyesView,
  PAYOUT_LISTS,
  payoutBatchState,
  STATE_BULLET,
  type FourEyesView,
  type PayoutBatch,
} from './payout-state';

type Line = Schemas['PayoutLine'];

const REVALIDATES = ['/ops/payouts/{id}', ...PAYOUT_LISTS] as const;

/** Approve (a second operator) and decline (the maker too) of a batch awaiting approval. */
function ApprovalActions({ batch, view }: { batch: PayoutBatch; view: FourEyesView }) {
  const { t } = useOpsPayoutsTranslation();
  const { toast } = useToast();
  const approve = useApiMutation('post', '/ops/payouts/{id}/approve', { revalidates: REVALIDATES });
  const decline = useApiMutation('post', '/ops/payouts/{id}/decline', { revalidates: REVALIDATES });
  const params = { path: { id: batch.Id } };

  return (
    <>
      {view === 'approve' && (
        <AlertDialog
          title={t('batch.approveTitle', { id: batch.Id })}
          description={t('batch.approveText', {
            count: batch.numberOfTransactions,
            total: formatMoney(batch.controlSum),
          })}
          trigger={<Button>{t('batch.approve')}</Button>}
          confirmLabel={t('batch.approve')}
          cancelLabel={t('ops:actions.cancel')}
          pendingLabel={t('ops:actions.saving')}
          error={approve.errorMessage ?? undefined}
          onOpenChange={(open) => {
            if (open) approve.reset();
          }}
          onConfirm={async () => {
            const result = await approve.trigger({ params });
            if (!result.ok) throw result.error;
            toast({ variant: 'success', title: t('batch.approveDone', { id: batch.Id }) });
          }}
        />
      )}
      <ReasonDialog
        title={t('batch.declineTitle', { id: batch.Id })}
        description={t('batch.declineText')}
        trigger={<Button variant="secondary">{t('batch.decline')}</Button>}
        confirmLabel={t('batch.decline')}
        error={decline.errorMessage}
        onOpenChange={(open) => {
          if (open) decline.reset();
        }}
        onConfirm={async (reason) => {
          const result = await decline.trigger({ params, body: { reason } });
          if (result.ok) toast({ variant: 'success', title: t('batch.declineDone', { id: batch.Id }) });
          return result.ok;
        }}
      />
    </>
  );
}

/** GET /ops/payouts/{id}/file: the approved batch's pain.001 document, named by the service. */
function DownloadFileButton({ batchId }: { batchId: number }) {
  const { t } = useOpsPayoutsTranslation();
  const client = useOpsClient();
  const { busy, download } = useDownload(t('batch.downloadFailed'));
  return (
    <Button
      variant="secondary"
      loading={busy}
      loadingLabel={t('batch.downloading')}
      onClick={() =>
        void download(() =>
          client.downloadFile('/ops/payouts/{id}/file', { path: { id: batchId } }, `payout-${batchId}.xml`),
        )
      }
    >
      <DownloadIcon className="size-4" aria-hidden />
      {t('batch.download')}
    </Button>
  );
}

/** What the banner above the batch says, by what the signed-in operator can do with it. */
const BANNER = {
  waiting: { variant: 'info', title: 'batch.waiting', text: 'batch.waitingText' },
  approve: { variant: 'warning', title: 'batch.approvalNeeded', text: 'batch.approvalNeededText' },
  'pay-out': { variant: 'info', title: null, text: 'batch.approvedText' },
  closed: { variant: 'info', title: null, text: 'batch.confirmedText' },
  declined: { variant: 'info', title: null, text: 'batch.declinedText' },
} as const satisfies Record<
  FourEyesView | 'declined',
  { variant: BannerVariant; title: string | null; text: string }
>;

/** The texts and the look of a line's two outcomes. */
const LINE_OUTCOME = {
  EXECUTED: {
    title: 'lines.executedTitle',
    text: 'lines.executedText',
    label: 'lines.executedFor',
    action: 'lines.executed',
    variant: 'secondary',
  },
  REJECTED: {
    title: 'lines.rejectedTitle',
    text: 'lines.rejectedText',
    label: 'lines.rejectedFor',
    action: 'lines.rejected',
    variant: 'ghost',
  },
} as const;

/** Records the bank's outcome of one line; the button names the line for a screen reader. */
function LineOutcomeButton({
  batchId,
  line,
  outcome,
}: {
  batchId: number;
  line: Line;
  outcome: keyof typeof LINE_OUTCOME;
}) {
  const { t } = useOpsPayoutsTranslation();
  const text = LINE_OUTCOME[outcome];
  const values = {
    id: line.endToEndId,
    amount: formatMoney(line.amount),
    iban: groupInFours(line.creditorIban),
  };
  return (
    <LineOutcomeDialog
      batchId={batchId}
      endToEndIds={[line.endToEndId]}
      outcome={outcome}
      title={t(text.title, values)}
      description={t(text.text, values)}
      trigger={
        <Button size="sm" variant={text.variant} aria-label={t(text.label, values)}>
          {t(text.action)}
        </Button>
      }
    />
  );
}

function LinesTable({ batch, canConfirm }: { batch: PayoutBatch; canConfirm: boolean }) {
  const { t } = useOpsPayoutsTranslation();
  const awaiting = batch.lines.filter((line) => line.status === 'SENT');
  const awaitingCents = awaiting.reduce((sum, line) => sum + eurosToCents(line.amount), 0);

  const columns: LoadMoreTableColumn<Line>[] = [
    {
      id: 'endToEndId',
      header: t('lines.endToEndId'),
      hideBelow: 576,
      cell: (line) => <span className="whitespace-nowrap font-mono text-xs">{line.endToEndId}</span>,
    },
    {
      id: 'investor',
      header: t('lines.investor'),
      cell: (line) => (
        <InvestorLink userId={line.userId} fallback={t('lines.investorFallback', { id: line.userId })} />
      ),
    },
    {
      id: 'iban',
      header: t('lines.iban'),
      hideBelow: 768,
      cell: (line) => (
        <span className="whitespace-nowrap font-mono text-xs">{groupInFours(line.creditorIban)}</span>
      ),
    },
    {
      id: 'status',
      header: t('lines.status'),
      hideBelow: 384,
      cell: (line) => <StatusBullet status={line.status} label={t(`lines.statuses.${line.status}`)} />,
    },
    {
      id: 'amount',
      header: t('lines.amount'),
      align: 'end',
      cell: (line) => <Money value={line.amount} className="font-medium" />,
    },
    ...(canConfirm
      ? [
          {
            id: 'actions',
            header: t('lines.actions'),
            align: 'end' as const,
            cell: (line: Line) =>
              line.status === 'SENT' ? (
                <span className="flex justify-end gap-2">
                  <LineOutcomeButton batchId={batch.Id} line={line} outcome="EXECUTED" />
                  <LineOutcomeButton batchId={batch.Id} line={line} outcome="REJECTED" />
                </span>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <section aria-labelledby="lines-title" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="lines-title" className="text-lg font-semibold text-foreground">
          {t('lines.caption')}
        </h2>
        {canConfirm && awaiting.length > 1 && (
          <LineOutcomeDialog
            batchId={batch.Id}
            endToEndIds={awaiting.map((line) => line.endToEndId)}
            outcome="EXECUTED"
            title={t('lines.allExecutedTitle', { count: awaiting.length })}
            description={t('lines.allExecutedText', {
              total: formatMoney(awaitingCents, { fromCents: true }),
            })}
            trigger={<Button variant="secondary">{t('batch.markAllExecuted')}</Button>}
          />
        )}
      </div>
      <LoadMoreTable
        caption={t('lines.caption')}
        columns={columns}
        rows={batch.lines}
        getRowId={(line) => line.withdrawalId}
      />
    </section>
  );
}

/** /ops/payouts/:id: a batch, its lines, and what the signed-in operator may do with it (four-eyes). */
export function PayoutBatchPage() {
  const { t } = useOpsPayoutsTranslation();
  const session = useOperatorSession();
  const id = routeIdOf(useParams().id);
  const batch = useApiQuery(id === null ? null : '/ops/payouts/{id}', { path: { id: id ?? 0 } });
  const back = <OpsBackLink to="/ops/payouts">{t('batch.back')}</OpsBackLink>;
  return (
    <OpsDetail
      id={id}
      // What the operator may do depends on who they are: the page waits for the session too.
      query={{
        data: batch.data && session ? { batch: batch.data, session } : undefined,
        error: batch.error,
        isLoading: batch.isLoading,
        mutate: batch.mutate,
      }}
      title={t('batch.title', { id })}
      notFound={t('batch.notFound')}
      back={back}
      skeleton={
        <div className="flex flex-col gap-4">
          <Skeleton className="h-40" label={t('ops:list.loading')} />
          <Skeleton className="h-60" />
        </div>
      }
    >
      {(loaded) => <BatchDetail {...loaded} back={back} />}
    </OpsDetail>
  );
}

/** The batch, once it and the operator's session have arrived. */
function BatchDetail({
  batch,
  session,
  back,
}: {
  batch: PayoutBatch;
  session: OperatorSession;
  back: ReactNode;
}) {
  const { t, i18n } = useOpsPayoutsTranslation();
  const language = currentLanguage(i18n);
  const state = payoutBatchState(batch);
  const view = fourEyesView(batch, session.operatorId);
  const banner = BANNER[state === 'DECLINED' ? 'declined' : view];
  // An operator by e-mail address, marked when it is the one signed in.
  const operatorName = (operatorId: number | null | undefined, email: string | null | undefined) =>
    email === null || email === undefined
      ? null
      : operatorId === session.operatorId
        ? t('batch.you', { email })
        : email;
  // Withdrawals and returns to third-party payers alike (decision 0019).
  const allLines = [...batch.lines, ...batch.returnLines];
  const settled = allLines.filter((line) => line.status !== 'SENT').length;

  return (
    <OpsPage
      title={t('batch.title', { id: batch.Id })}
      back={back}
      actions={
        <>
          {(view === 'approve' || view === 'waiting') && <ApprovalActions batch={batch} view={view} />}
          {batch.approvedBy !== null && <DownloadFileButton batchId={batch.Id} />}
        </>
      }
    >
      <Banner
        variant={banner.variant}
        title={banner.title ? t(banner.title) : t(`batches.states.${state}`)}
        text={t(banner.text)}
        titleAs="h2"
      />
      <Card>
        <DescriptionList
          title={t('batch.details')}
          columns={2}
          items={[
            {
              label: t('batch.state'),
              value: <StatusBullet status={STATE_BULLET[state]} label={t(`batches.states.${state}`)} />,
            },
            { label: t('batch.total'), value: <Money value={batch.controlSum} className="font-medium" /> },
            { label: t('batch.createdBy'), value: operatorName(batch.createdBy, batch.createdByEmail) },
            { label: t('batch.createdAt'), value: formatDateTime(batch.createdAt, language) },
            ...(batch.approvedBy !== null
              ? [
                  {
                    label: t('batch.approvedBy'),
                    value: operatorName(batch.approvedBy, batch.approvedByEmail),
                  },
                  {
                    label: t('batch.approvedAt'),
                    value: batch.approvedAt ? formatDateTime(batch.approvedAt, language) : null,
                  },
                ]
              : []),
            ...(state === 'DECLINED'
              ? [
                  {
                    label: t('batch.declinedBy'),
                    value: operatorName(batch.declinedBy, batch.declinedByEmail),
                  },
                  {
                    label: t('batch.declinedAt'),
                    value: batch.declinedAt ? formatDateTime(batch.declinedAt, language) : null,
                  },
                  { label: t('batch.declineReason'), value: batch.declineReason },
                ]
              : []),
            { label: t('batch.executionDate'), value: formatDate(batch.requestedExecutionDate, language) },
            { label: t('batch.lineCount'), value: batch.numberOfTransactions },
            ...(batch.approvedBy !== null
              ? [
                  {
                    label: t('batch.settled'),
                    value: t('batch.settledValue', { settled, count: allLines.length }),
                  },
                ]
              : []),
            {
              label: t('batch.messageId'),
              value: <span className="break-all font-mono text-xs">{batch.messageId}</span>,
            },
          ]}
        />
      </Card>
      {batch.lines.length > 0 && <LinesTable batch={batch} canConfirm={view === 'pay-out'} />}
      {batch.returnLines.length > 0 && <ReturnLinesTable batch={batch} canConfirm={view === 'pay-out'} />}
    </OpsPage>
  );
}
