import type { Schemas } from '@invest/api-client';
import {
  AlertDialog,
  Button,
  EmptyState,
  formatMoney,
  LoadMoreTable,
  Money,
  Select,
  SendIcon,
  Skeleton,
  StatusBullet,
  useToast,
  type LoadMoreTableColumn,
} from '@invest/ui';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useApiMutation, useApiQuery } from '../../../lib/api';
import { useApiLoadMore, type LoadMore } from '../../../lib/api/load-more';
import { formatDate, formatDateTime, groupInFours } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { InvestorLink } from '../investor-link';
import { OpsListError, OpsPage, OpsToolbar } from '../page';
import { useOpsPayoutsTranslation } from './i18n';
import { PAYOUT_LISTS, STATE_BULLET } from './payout-state';

type Withdrawal = Schemas['OpsWithdrawal'];
type WithdrawalStatus = Schemas['OpsWithdrawalStatus'];
type BatchSummary = Schemas['PayoutBatchSummary'];
type BatchState = Schemas['PayoutBatchState'];

const STATUSES: WithdrawalStatus[] = ['PENDING', 'SENT', 'PROCESSED', 'DECLINED'];
const STATES: BatchState[] = ['AWAITING_APPROVAL', 'APPROVED', 'CONFIRMED', 'DECLINED'];
const ALL = 'ALL';

/**
 * POST /ops/payouts after a confirmation that names how many withdrawals and how much (GET
 * /ops/withdrawals/totals?status=PENDING: every pending one goes in), then the new batch's page.
 */
function BuildBatchButton() {
  const { t } = useOpsPayoutsTranslation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const pending = useApiQuery('/ops/withdrawals/totals', { query: { status: 'PENDING' } });
  const build = useApiMutation('post', '/ops/payouts', { revalidates: PAYOUT_LISTS });
  const count = pending.data?.count ?? 0;

  const confirm = async () => {
    const result = await build.trigger({});
    if (!result.ok) throw result.error;
    toast({
      variant: 'success',
      title: t('build.done', { id: result.data.Id }),
      description: t('build.doneText'),
    });
    void navigate(`/ops/payouts/${result.data.Id}`);
  };

  return (
    <AlertDialog
      title={t('build.title', { count })}
      description={t('build.text', { total: formatMoney(pending.data?.total ?? 0) })}
      trigger={
        <Button disabled={count === 0} title={count === 0 ? t('build.nothing') : undefined}>
          {t('build.button')}
        </Button>
      }
      confirmLabel={t('build.confirm')}
      cancelLabel={t('ops:actions.cancel')}
      pendingLabel={t('build.pending')}
      onConfirm={confirm}
      onOpenChange={(open) => {
        if (open) build.reset();
      }}
      error={build.errorMessage ?? undefined}
    />
  );
}

/** A list's loading, failure and empty states around its table. */
function ListBody<T>({
  list,
  empty,
  children,
}: {
  list: LoadMore<T>;
  empty: string;
  children: React.ReactNode;
}) {
  const { t } = useOpsPayoutsTranslation();
  if (list.isLoading)
    return (
      <div className="flex flex-col gap-3">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton
            key={index}
            shape="text"
            className="h-6"
            label={index === 0 ? t('ops:list.loading') : undefined}
          />
        ))}
      </div>
    );
  if (list.error && list.items.length === 0)
    return <OpsListError error={list.error} onRetry={() => void list.revalidate()} />;
  if (list.items.length === 0) return <EmptyState icon={<SendIcon />} title={empty} titleAs="h3" size="sm" />;
  return (
    <>
      {children}
      {list.error && <OpsListError error={list.error} onRetry={() => void list.revalidate()} />}
    </>
  );
}

function WithdrawalsSection({
  status,
  onStatus,
}: {
  status: WithdrawalStatus | undefined;
  onStatus: (status: WithdrawalStatus | undefined) => void;
}) {
  const { t, i18n } = useOpsPayoutsTranslation();
  const language = currentLanguage(i18n);
  const query = status ? { status } : {};
  const list = useApiLoadMore('/ops/withdrawals', { query });
  const totals = useApiQuery('/ops/withdrawals/totals', { query });

  const columns: LoadMoreTableColumn<Withdrawal>[] = [
    {
      id: 'requestedAt',
      header: t('withdrawals.requestedAt'),
      hideBelow: 576,
      cell: (w) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(w.requestedAt, language)}</span>
      ),
    },
    {
      id: 'investor',
      header: t('withdrawals.investor'),
      cell: (w) => <InvestorLink userId={w.userId} name={w.investorName} fallback={w.investorName} />,
    },
    {
      id: 'iban',
      header: t('withdrawals.iban'),
      hideBelow: 768,
      cell: (w) => <span className="whitespace-nowrap font-mono text-xs">{groupInFours(w.iban)}</span>,
    },
    {
      id: 'status',
      header: t('withdrawals.status'),
      hideBelow: 384,
      cell: (w) => (
        <span className="flex flex-col gap-0.5">
          <StatusBullet status={w.status} label={t(`withdrawals.statuses.${w.status}`)} />
          {w.payoutBatchId !== null && (
            <Link
              to={`/ops/payouts/${w.payoutBatchId}`}
              className="text-xs text-primary underline-offset-4 hover:underline"
            >
              {t('batches.open', { id: w.payoutBatchId })}
            </Link>
          )}
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('withdrawals.amount'),
      align: 'end',
      cell: (w) => <Money value={w.amount} className="font-medium" />,
    },
  ];

  return (
    <section aria-labelledby="withdrawals-title" className="flex flex-col gap-3">
      <h2 id="withdrawals-title" className="text-lg font-semibold text-foreground">
        {t('withdrawals.title')}
      </h2>
      <OpsToolbar>
        <Select
          label={t('withdrawals.status')}
          value={status ?? ALL}
          options={[
            ...STATUSES.map((value) => ({ value, label: t(`withdrawals.statuses.${value}`) })),
            { value: ALL, label: t('ops:list.all') },
          ]}
          onValueChange={(value) => onStatus(value === ALL ? undefined : (value as WithdrawalStatus))}
        />
      </OpsToolbar>
      {totals.data && (
        <p className="text-sm text-muted-foreground" data-testid="withdrawal-totals">
          {t('withdrawals.summary', { count: totals.data.count, total: formatMoney(totals.data.total) })}
        </p>
      )}
      <ListBody list={list} empty={t('withdrawals.empty')}>
        <LoadMoreTable
          caption={t('withdrawals.caption')}
          columns={columns}
          rows={list.items}
          getRowId={(w) => w.Id}
          hasMore={!list.isEnd}
          loadingMore={list.isLoadingMore}
          onLoadMore={list.loadMore}
          loadMoreLabel={t('ops:list.loadMore')}
          loadingMoreLabel={t('ops:list.loading')}
        />
      </ListBody>
    </section>
  );
}

function BatchesSection({
  state,
  onState,
}: {
  state: BatchState | undefined;
  onState: (state: BatchState | undefined) => void;
}) {
  const { t, i18n } = useOpsPayoutsTranslation();
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const list = useApiLoadMore('/ops/payouts', { query: state ? { state } : {} });

  const columns: LoadMoreTableColumn<BatchSummary>[] = [
    {
      id: 'id',
      header: t('batches.id'),
      cell: (b) => (
        <Link
          to={`/ops/payouts/${b.Id}`}
          className="whitespace-nowrap font-medium text-primary underline-offset-4 hover:underline"
        >
          {t('batches.open', { id: b.Id })}
        </Link>
      ),
    },
    {
      id: 'createdAt',
      header: t('batches.createdAt'),
      hideBelow: 576,
      cell: (b) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(b.createdAt, language)}</span>
      ),
    },
    {
      id: 'createdBy',
      header: t('batches.createdBy'),
      hideBelow: 768,
      cell: (b) => b.createdByEmail,
    },
    {
      id: 'executionDate',
      header: t('batches.executionDate'),
      hideBelow: 896,
      cell: (b) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatDate(b.requestedExecutionDate, language)}
        </span>
      ),
    },
    {
      id: 'state',
      header: t('batches.state'),
      cell: (b) => <StatusBullet status={STATE_BULLET[b.state]} label={t(`batches.states.${b.state}`)} />,
    },
    {
      id: 'lines',
      header: t('batches.lines'),
      align: 'end',
      hideBelow: 384,
      cell: (b) => <span className="tabular-nums">{b.numberOfTransactions}</span>,
    },
    {
      id: 'total',
      header: t('batches.total'),
      align: 'end',
      cell: (b) => <Money value={b.controlSum} className="font-medium" />,
    },
  ];

  return (
    <section aria-labelledby="batches-title" className="flex flex-col gap-3">
      <h2 id="batches-title" className="text-lg font-semibold text-foreground">
        {t('batches.title')}
      </h2>
      <OpsToolbar>
        <Select
          label={t('batches.state')}
          value={state ?? ALL}
          options={[
            { value: ALL, label: t('ops:list.all') },
            ...STATES.map((value) => ({ value, label: t(`batches.states.${value}`) })),
          ]}
          onValueChange={(value) => onState(value === ALL ? undefined : (value as BatchState))}
        />
      </OpsToolbar>
      <ListBody list={list} empty={t('batches.empty')}>
        <LoadMoreTable
          caption={t('batches.caption')}
          columns={columns}
          rows={list.items}
          getRowId={(b) => b.Id}
          hasMore={!list.isEnd}
          loadingMore={list.isLoadingMore}
          onLoadMore={list.loadMore}
          loadMoreLabel={t('ops:list.loadMore')}
          loadingMoreLabel={t('ops:list.loading')}
          onRowClick={(b) => void navigate(`/ops/payouts/${b.Id}`)}
          rowActionLabel={(b) => t('batches.open', { id: b.Id })}
        />
      </ListBody>
    </section>
  );
}

/**
 * /ops/payouts: the withdrawals (pending first: what the next batch pays) and the payout batches;
 * the filters live in the address (`?status=`, `?state=`), so a link or Back keeps them.
 */
export function PayoutsPage() {
  const { t } = useOpsPayoutsTranslation();
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: WithdrawalStatus | undefined =
    statusParam === ALL ? undefined : (STATUSES.find((s) => s === statusParam) ?? 'PENDING');
  const state = STATES.find((s) => s === params.get('state'));

  const update = (key: 'status' | 'state', value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  return (
    <OpsPage title={t('title')} description={t('description')} actions={<BuildBatchButton />}>
      <WithdrawalsSection
        status={status}
        onStatus={(value) => update('status', value === 'PENDING' ? undefined : (value ?? ALL))}
      />
      <BatchesSection state={state} onState={(value) => update('state', value)} />
    </OpsPage>
  );
}
