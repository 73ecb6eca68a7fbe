import type { Schemas } from '@invest/api-client';
import {
  AlertDialog,
  Button,
  EmptyState,
  formatMoney,
  Money,
  Select,
  SendIcon,
  StatusBullet,
  useToast,
  type LoadMoreTableColumn,
} from '@invest/ui';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useApiMutation, useApiQuery } from '../../../lib/api';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { formatDate, formatDateTime, groupInFours } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { InvestorLink } from '../investor-link';
import { OpsLoadMoreList, OpsSection } from '../list';
import { OpsPage, OpsToolbar } from '../page';
import { ReasonDialog } from '../reason-dialog';
import { useOpsPayoutsTranslation } from './i18n';
import { PAYOUT_LISTS, STATE_BULLET } from './payout-state';

type Withdrawal = Schemas['OpsWithdrawal'];
type WithdrawalStatus = Schemas['OpsWithdrawalStatus'];
type BatchSummary = Schemas['PayoutBatchSummary'];
type BatchState = Schemas['PayoutBatchState'];

const STATUSES: WithdrawalStatus[] = ['PENDING', 'SENT', 'PROCESSED', 'DECLINED', 'CANCELLED'];
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
  // Third-party payments returned to their payers go in the same batch (decision 0019).
  const returns = pending.data?.payerReturns;
  const returnCount = returns?.count ?? 0;

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
      title={
        count === 0 && returnCount > 0
          ? t('build.returnsTitle', { count: returnCount })
          : t('build.title', { count })
      }
      description={
        count === 0 && returnCount > 0
          ? t('build.returnsOnlyText', { total: formatMoney(returns?.total ?? 0) })
          : returnCount > 0
            ? `${t('build.text', { total: formatMoney(pending.data?.total ?? 0) })} ${t('build.returnsText', {
                count: returnCount,
                total: formatMoney(returns?.total ?? 0),
              })}`
            : t('build.text', { total: formatMoney(pending.data?.total ?? 0) })
      }
      trigger={
        <Button
          disabled={count + returnCount === 0}
          title={count + returnCount === 0 ? t('build.nothing') : undefined}
        >
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

/**
 * A list's filter by state, "All" being no filter: first where the list opens unfiltered, last where it
 * opens on a state (the withdrawals open on the pending ones).
 */
function StateFilter<S extends string>({
  label,
  value,
  states,
  stateLabel,
  allFirst,
  onChange,
}: {
  label: string;
  value: S | undefined;
  states: readonly S[];
  stateLabel: (state: S) => string;
  allFirst: boolean;
  onChange: (state: S | undefined) => void;
}) {
  const { t } = useOpsPayoutsTranslation();
  const all = { value: ALL, label: t('ops:list.all') };
  const options = states.map((state) => ({ value: state, label: stateLabel(state) }));
  return (
    <OpsToolbar>
      <Select
        label={label}
        value={value ?? ALL}
        options={allFirst ? [all, ...options] : [...options, all]}
        onValueChange={(next) => onChange(next === ALL ? undefined : (next as S))}
      />
    </OpsToolbar>
  );
}

/** A payouts list with nothing to show. */
function Empty({ title }: { title: string }) {
  return <EmptyState icon={<SendIcon />} title={title} titleAs="h3" size="sm" />;
}

/**
 * Hold a pending withdrawal out of the payout batches (with a reason), or release a held one
 * (issue 21). A withdrawal waiting because of a measure on the investor has neither: lifting the
 * measure is done on the investor's profile.
 */
function HoldAction({ withdrawal }: { withdrawal: Withdrawal }) {
  const { t } = useOpsPayoutsTranslation();
  const { toast } = useToast();
  const hold = useApiMutation('post', '/ops/withdrawals/{id}/hold', { revalidates: PAYOUT_LISTS });
  const release = useApiMutation('post', '/ops/withdrawals/{id}/release', { revalidates: PAYOUT_LISTS });
  const amount = formatMoney(withdrawal.amount);
  const path = { path: { id: withdrawal.Id } };
  if (withdrawal.status !== 'PENDING') return null;
  if (withdrawal.waitingReason === 'ON_HOLD') {
    return (
      <AlertDialog
        trigger={
          <Button size="sm" variant="outline">
            {t('withdrawals.release.action')}
          </Button>
        }
        title={t('withdrawals.release.title', { amount })}
        description={t('withdrawals.release.description')}
        confirmLabel={t('withdrawals.release.action')}
        cancelLabel={t('ops:actions.cancel')}
        pendingLabel={t('ops:actions.saving')}
        error={release.errorMessage ?? undefined}
        onOpenChange={(open) => {
          if (open) release.reset();
        }}
        onConfirm={async () => {
          const result = await release.trigger({ params: path });
          if (!result.ok) throw result.error;
          toast({ variant: 'success', title: t('withdrawals.release.done', { amount }) });
        }}
      />
    );
  }
  if (withdrawal.waitingReason !== null) return null;
  return (
    <ReasonDialog
      trigger={
        <Button size="sm" variant="outline">
          {t('withdrawals.hold.action')}
        </Button>
      }
      title={t('withdrawals.hold.title', { amount })}
      description={t('withdrawals.hold.description')}
      confirmLabel={t('withdrawals.hold.action')}
      error={hold.errorMessage}
      onOpenChange={(open) => {
        if (open) hold.reset();
      }}
      onConfirm={async (reason) => {
        const result = await hold.trigger({ params: path, body: { reason } });
        if (result.ok) toast({ variant: 'success', title: t('withdrawals.hold.done', { amount }) });
        return result.ok;
      }}
    />
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
  const list = useApiCursorLoadMore('/ops/withdrawals', { query });
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
          {w.waitingReason === null ? (
            <StatusBullet
              status={w.status === 'CANCELLED' ? 'CANCELED' : w.status}
              label={t(`withdrawals.statuses.${w.status}`)}
            />
          ) : (
            <StatusBullet status="NONE" label={t(`withdrawals.waiting.${w.waitingReason}`)} />
          )}
          {w.holdReason && <span className="text-xs text-muted-foreground">{w.holdReason}</span>}
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
    {
      id: 'actions',
      header: <span className="sr-only">{t('withdrawals.actions')}</span>,
      align: 'end',
      cell: (w) => <HoldAction withdrawal={w} />,
    },
  ];

  return (
    <OpsSection id="withdrawals-title" title={t('withdrawals.title')}>
      <Link to="/ops/payout-rejections" className="text-sm text-primary underline-offset-4 hover:underline">
        {t('rejections.link')}
      </Link>
      <StateFilter
        label={t('withdrawals.status')}
        value={status}
        states={STATUSES}
        stateLabel={(value) => t(`withdrawals.statuses.${value}`)}
        allFirst={false}
        onChange={onStatus}
      />
      {totals.data && (
        <p className="text-sm text-muted-foreground" data-testid="withdrawal-totals">
          {t('withdrawals.summary', { count: totals.data.count, total: formatMoney(totals.data.total) })}
        </p>
      )}
      <OpsLoadMoreList
        list={list}
        empty={<Empty title={t('withdrawals.empty')} />}
        caption={t('withdrawals.caption')}
        columns={columns}
        getRowId={(w) => w.Id}
      />
    </OpsSection>
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
  const list = useApiCursorLoadMore('/ops/payouts', { query: state ? { state } : {} });

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
    <OpsSection id="batches-title" title={t('batches.title')}>
      <StateFilter
        label={t('batches.state')}
        value={state}
        states={STATES}
        stateLabel={(value) => t(`batches.states.${value}`)}
        allFirst
        onChange={onState}
      />
      <OpsLoadMoreList
        list={list}
        empty={<Empty title={t('batches.empty')} />}
        caption={t('batches.caption')}
        columns={columns}
        getRowId={(b) => b.Id}
        onRowClick={(b) => void navigate(`/ops/payouts/${b.Id}`)}
        rowActionLabel={(b) => t('batches.open', { id: b.Id })}
      />
    </OpsSection>
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
