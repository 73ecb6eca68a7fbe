import {
  Alert,
  Button,
  Card,
  CardHeader,
  CardTitle,
  LoadMoreTable,
  Skeleton,
  type LoadMoreTableColumn,
} from '@invest/ui';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { SWRResponse } from 'swr';
import { errorKeyOf } from '../../lib/api';
import { useErrorMessage } from '../../lib/i18n';
import { holdingPath, useHoldingColumns } from '../../lib/investment/holding-columns';
import { useInvestmentTranslation } from '../../lib/investment/i18n';
import { receivablePath, useReceivableColumns } from '../../lib/investment/receivable-columns';
import { useLatestInvestments, useLatestUserInvestments } from './api/dashboard-queries';
import { useOverviewTranslation } from './i18n';

const SKELETON_ROWS = 3;

interface LatestCardProps<Row> {
  kind: 'latest' | 'mine';
  query: SWRResponse<Row[], Error>;
  columns: LoadMoreTableColumn<Row>[];
  getRowId: (row: Row) => number;
  path: (row: Row) => string;
  rowActionLabel: (row: Row) => string;
  /** Where the whole list is. */
  allPath: string;
}

/** One of the dashboard's short lists: a card with its title, a link to the whole list and ≤ 5 rows. */
function LatestCard<Row>({
  kind,
  query,
  columns,
  getRowId,
  path,
  rowActionLabel,
  allPath,
}: LatestCardProps<Row>) {
  const { t } = useOverviewTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();

  let body: ReactNode;
  if (query.error) {
    body = (
      <Alert
        variant="error"
        title={t(`${kind}.error`)}
        description={errorMessage(errorKeyOf(query.error), 'something-wrong')}
        action={
          <Button size="sm" variant="outline" onClick={() => void query.mutate()}>
            {t('retry')}
          </Button>
        }
      />
    );
  } else if (!query.data) {
    body = (
      <div className="flex flex-col gap-4 py-1">
        <Skeleton shape="text" className="h-3 w-1/2" label={t(`${kind}.loading`)} />
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} shape="text" className="h-8" />
        ))}
      </div>
    );
  } else {
    body = (
      <LoadMoreTable
        caption={t(`${kind}.caption`)}
        columns={columns}
        rows={query.data}
        getRowId={getRowId}
        emptyText={t(`${kind}.empty`)}
        onRowClick={(row) => void navigate(path(row))}
        rowActionLabel={rowActionLabel}
      />
    );
  }

  return (
    <Card className="@container gap-4" data-slot={`${kind}-card`}>
      <CardHeader
        action={
          <Button asChild variant="link" className="h-auto p-0">
            <Link to={allPath}>{t(`${kind}.all`)}</Link>
          </Button>
        }
      >
        <CardTitle>{t(`${kind}.title`)}</CardTitle>
      </CardHeader>
      {body}
    </Card>
  );
}

/** SPEC §2: the last added investments (the marketplace's newest listings), the same columns as there. */
export function LatestInvestmentsCard() {
  const { t } = useInvestmentTranslation();
  return (
    <LatestCard
      kind="latest"
      query={useLatestInvestments()}
      columns={useReceivableColumns({ sortable: false })}
      getRowId={(row) => row.Id}
      path={receivablePath}
      rowActionLabel={(row) => t('receivables.open', { number: row.number })}
      allPath="/u/investments"
    />
  );
}

/** SPEC §2: the investor's last investments, the same columns as My investments. */
export function MyLatestInvestmentsCard() {
  const { t } = useInvestmentTranslation();
  return (
    <LatestCard
      kind="mine"
      query={useLatestUserInvestments()}
      columns={useHoldingColumns({ sortable: false })}
      getRowId={(row) => row.Id}
      path={holdingPath}
      rowActionLabel={(row) => t('holdings.viewLabel', { number: row.investment.number })}
      allPath="/u/my-investments"
    />
  );
}
