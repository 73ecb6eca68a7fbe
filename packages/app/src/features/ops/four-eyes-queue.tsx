import { ClockIcon, EmptyState, Select, type LoadMoreTableColumn } from '@invest/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LoadMore } from '../../lib/api';
import { OpsLoadMoreList } from './list';
import { OpsPage, OpsToolbar } from './page';
import { useOperatorSession } from './session';

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
