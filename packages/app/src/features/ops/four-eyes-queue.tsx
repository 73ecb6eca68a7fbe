import {
  AlertDialog,
  Button,
  ClockIcon,
  EmptyState,
  Select,
  toast,
  type LoadMoreTableColumn,
} from '@invest/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LoadMore } from '../../lib/api';
import type { MutationResult } from '../../lib/api/mutation';
import { useOpsTranslation } from './i18n';
import { OpsLoadMoreList } from './list';
import { OpsPage, OpsToolbar } from './page';
import { ReasonDialog } from './reason-dialog';
import { useOperatorSession } from './session';

/** One side of a four-eyes decision: its call (the page's mutation) and its texts, translated. */
interface DecisionSide<Args extends unknown[]> {
  run: (...args: Args) => Promise<MutationResult<unknown>>;
  errorMessage: string | null;
  reset: () => void;
  texts: { action: string; title: string; description: string; done: string };
}

/**
 * Approve (a confirmation) or refuse (with a reason) a waiting request: the second operator's cell of
 * every four-eyes queue (deductions, repayments, rejected payout lines), each page giving its calls.
 */
export function FourEyesDecision({
  approve,
  refuse,
}: {
  approve: DecisionSide<[]>;
  refuse: DecisionSide<[reason: string]>;
}) {
  const { t } = useOpsTranslation();
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <AlertDialog
        trigger={<Button size="sm">{approve.texts.action}</Button>}
        title={approve.texts.title}
        description={approve.texts.description}
        confirmLabel={approve.texts.action}
        cancelLabel={t('ops:actions.cancel')}
        pendingLabel={t('ops:actions.saving')}
        error={approve.errorMessage ?? undefined}
        onOpenChange={(open) => {
          if (open) approve.reset();
        }}
        onConfirm={async () => {
          const result = await approve.run();
          if (!result.ok) throw result.error;
          toast({ variant: 'success', title: approve.texts.done });
        }}
      />
      <ReasonDialog
        trigger={
          <Button size="sm" variant="outline">
            {refuse.texts.action}
          </Button>
        }
        title={refuse.texts.title}
        description={refuse.texts.description}
        confirmLabel={refuse.texts.action}
        error={refuse.errorMessage}
        onOpenChange={(open) => {
          if (open) refuse.reset();
        }}
        onConfirm={async (reason) => {
          const result = await refuse.run(reason);
          if (result.ok) toast({ variant: 'success', title: refuse.texts.done });
          return result.ok;
        }}
      />
    </div>
  );
}

/** What every four-eyes request has: its state, who asked and who decided. */
interface FourEyesRow {
  status: string;
  requestedBy: number | null;
  decidedBy: number | null;
}

interface FourEyesQueueProps<Row extends FourEyesRow, Status extends Row['status']> {
  title: string;
  description: string;
  /** The states to filter by; the first is the queue of requests waiting for a decision. */
  statuses: readonly Status[];
  status: Status;
  onStatusChange: (status: Status) => void;
  texts: { status: string; statusOf: (status: Status) => string; loading: string; caption: string };
  empty: { title: string; text: string };
  list: LoadMore<Row>;
  columns: LoadMoreTableColumn<Row>[];
  getRowId: (row: Row) => string | number;
}

/**
 * The state filter of a four-eyes queue, kept in the address (`?status=`; none: the waiting ones),
 * so a link to the queue opens what waits.
 */
export function useQueueStatus<Status extends string>(statuses: readonly Status[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const param = searchParams.get('status');
  const waiting = statuses[0]!;
  const status = statuses.find((s) => s === param) ?? waiting;
  const setStatus = (next: Status) =>
    setSearchParams(next === waiting ? {} : { status: next }, { replace: true });
  return [status, setStatus] as const;
}

/**
 * A four-eyes queue of the back office (deductions, repayments beyond the schedule): the list of one
 * state, waiting first, under its page title.
 */
export function FourEyesQueue<Row extends FourEyesRow, Status extends Row['status']>({
  title,
  description,
  statuses,
  status,
  onStatusChange,
  texts,
  empty,
  list,
  columns,
  getRowId,
}: FourEyesQueueProps<Row, Status>) {
  return (
    <OpsPage title={title} description={description}>
      <OpsToolbar>
        <Select
          label={texts.status}
          value={status}
          options={statuses.map((value) => ({ value, label: texts.statusOf(value) }))}
          onValueChange={(value) => onStatusChange(value as Status)}
        />
      </OpsToolbar>
      <OpsLoadMoreList
        list={list}
        loadingLabel={texts.loading}
        empty={<EmptyState icon={<ClockIcon />} title={empty.title} description={empty.text} />}
        caption={texts.caption}
        columns={columns}
        getRowId={getRowId}
      />
    </OpsPage>
  );
}

/**
 * The decision cell of a request: who decided it once decided; while it waits, the buttons (`decide`)
 * for any operator but the one who asked — the service refuses that one (403 four-eyes), so the
 * console does not offer it (`own`).
 */
export function useDecisionCell<Row extends FourEyesRow>(texts: {
  waiting: Row['status'];
  own: string;
  operator: (id: number | null) => string;
  decide: (row: Row) => ReactNode;
}) {
  const operatorId = useOperatorSession()?.operatorId;
  return (row: Row): ReactNode => {
    if (row.status !== texts.waiting) {
      return row.decidedBy === null ? null : (
        <span className="whitespace-nowrap text-sm text-muted-foreground">
          {texts.operator(row.decidedBy)}
        </span>
      );
    }
    if (row.requestedBy === operatorId)
      return <span className="text-sm text-muted-foreground">{texts.own}</span>;
    return texts.decide(row);
  };
}
