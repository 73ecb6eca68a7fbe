import {
  Alert,
  Button,
  Card,
  EmptyState,
  LoadMoreTable,
  Skeleton,
  TrendingUpIcon,
  type LoadMoreTableSort,
} from '@invest/ui';
import { useNavigate } from 'react-router-dom';
import { errorKeyOf } from '../../lib/api';
import { useErrorMessage } from '../../lib/i18n';
import { useInvestmentTranslation } from '../../lib/investment/i18n';
import { receivablePath, useReceivableColumns } from '../../lib/investment/receivable-columns';
import { useInvestments } from './api/investment-queries';
import { useInvestmentsTranslation } from './i18n';
import type { InvestmentsSort } from './investments-page';

const SKELETON_ROWS = 6;

export interface InvestmentsTableProps {
  sort: InvestmentsSort;
  onSortChange: (sort: LoadMoreTableSort) => void;
}

/**
 * SPEC §2 Investments: number (marked when the investor already holds a part), originator with the
 * type under it, rate, term, protection, issue date and the available amount with the funded share; sortable by amount,
 * rate and date (the service sorts); load more; each row leads to its New investment page (the number
 * is the link; on a phone, where the narrow table drops most columns, the whole row).
 */
export function InvestmentsTable({ sort, onSortChange }: InvestmentsTableProps) {
  const { t } = useInvestmentsTranslation();
  const { t: tInvestment } = useInvestmentTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const list = useInvestments(sort.id, sort.direction);

  const columns = useReceivableColumns({ sortable: true });

  const failure = list.error && (
    <Alert
      variant="error"
      title={t('table.error')}
      description={errorMessage(errorKeyOf(list.error), 'something-wrong')}
      action={
        <Button size="sm" variant="outline" onClick={() => void list.revalidate()}>
          {t('retry')}
        </Button>
      }
    />
  );

  let body;
  if (list.isLoading && list.items.length === 0) {
    body = (
      <div className="flex flex-col gap-4 py-1">
        <Skeleton shape="text" className="h-3 w-1/2" label={t('table.loading')} />
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} shape="text" className="h-8" />
        ))}
      </div>
    );
  } else if (list.items.length === 0) {
    body = failure || (
      <EmptyState
        size="sm"
        icon={<TrendingUpIcon />}
        title={t('table.emptyTitle')}
        description={t('table.emptyText')}
      />
    );
  } else {
    // Another order is on its way: the rows of the current one stay until it arrives.
    const sorting = list.isLoading;
    body = (
      <>
        <LoadMoreTable
          caption={t('table.caption')}
          columns={columns}
          rows={list.items}
          getRowId={(row) => row.Id}
          sort={sort}
          onSortChange={onSortChange}
          hasMore={!list.isEnd}
          loadingMore={list.isLoadingMore}
          onLoadMore={list.loadMore}
          loadMoreLabel={t('table.loadMore')}
          loadingMoreLabel={t('table.loadingMore')}
          onRowClick={(row) => void navigate(receivablePath(row))}
          rowActionLabel={(row) => tInvestment('receivables.open', { number: row.number })}
          aria-busy={sorting || undefined}
          className={sorting ? 'opacity-60 transition-opacity' : undefined}
        />
        {sorting && (
          <span role="status" className="sr-only">
            {t('table.sorting')}
          </span>
        )}
        {failure}
      </>
    );
  }

  return <Card className="@container">{body}</Card>;
}
