import {
  Alert,
  Button,
  Card,
  EmptyState,
  LoadMoreTable,
  SearchIcon,
  Select,
  Skeleton,
  TrendingUpIcon,
  type LoadMoreTableSort,
} from '@invest/ui';
import { useNavigate } from 'react-router-dom';
import { errorKeyOf } from '../../lib/api';
import { useErrorMessage } from '../../lib/i18n';
import { useInvestmentTranslation } from '../../lib/investment/i18n';
import { CardList, ReceivableCard } from '../../lib/investment/list-cards';
import { receivablePath, useReceivableColumns } from '../../lib/investment/receivable-columns';
import { PHONE_QUERY, useMediaQuery } from '../../lib/media-query';
import { useInvestments, type InvestmentSort } from './api/investment-queries';
import { useInvestmentsTranslation } from './i18n';
import { hasFilters, type InvestmentFilters } from './investment-filters';
import type { InvestmentsSort } from './investments-page';

const SKELETON_ROWS = 6;

export interface InvestmentsTableProps {
  sort: InvestmentsSort;
  onSortChange: (sort: LoadMoreTableSort) => void;
  /** The filters in force (none: the whole marketplace). */
  filters?: InvestmentFilters;
  /** Drops every filter (the empty state's way out when nothing matches). */
  onClearFilters?: () => void;
}

/** The orders a phone chooses from a list, as the table's headers offer them. */
const PHONE_SORTS = ['date-desc', 'date-asc', 'rate-desc', 'rate-asc', 'amount-desc', 'amount-asc'] as const;

/**
 * SPEC §2 Investments: number (marked when the investor already holds a part), originator with the
 * type under it, rate, term, protection, issue date and the available amount with the funded share; sortable by amount,
 * rate and date (the service sorts); load more; each row leads to its New investment page (the number
 * is the link). On a phone (below 480 px) the rows become cards that keep the term, protection,
 * originator and debtor's country, ordered by a select instead of the headers. When filters leave
 * nothing, the empty state says so and offers to clear them.
 */
export function InvestmentsTable({
  sort,
  onSortChange,
  filters = {},
  onClearFilters,
}: InvestmentsTableProps) {
  const { t } = useInvestmentsTranslation();
  const { t: tInvestment } = useInvestmentTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const list = useInvestments(sort.id, sort.direction, filters);
  const phone = useMediaQuery(PHONE_QUERY);
  const filtered = hasFilters(filters);

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
    body =
      failure ||
      (filtered ? (
        <EmptyState
          size="sm"
          icon={<SearchIcon />}
          title={t('filters.emptyTitle')}
          description={t('filters.emptyText')}
          action={
            onClearFilters && (
              <Button variant="outline" onClick={onClearFilters}>
                {t('filters.clear')}
              </Button>
            )
          }
        />
      ) : (
        <EmptyState
          size="sm"
          icon={<TrendingUpIcon />}
          title={t('table.emptyTitle')}
          description={t('table.emptyText')}
        />
      ));
  } else {
    // Another order is on its way: the rows of the current one stay until it arrives.
    const sorting = list.isLoading;
    body = (
      <>
        {phone ? (
          <div className="flex flex-col gap-4">
            <Select
              label={t('filters.sort')}
              size="sm"
              value={`${sort.id}-${sort.direction}`}
              onValueChange={(value) => {
                const [id, direction] = value.split('-') as [InvestmentSort, 'asc' | 'desc'];
                onSortChange({ id, direction });
              }}
              options={PHONE_SORTS.map((value) => ({ value, label: t(`filters.sorts.${value}`) }))}
            />
            <CardList
              label={t('table.caption')}
              rows={list.items}
              getRowId={(row) => row.Id}
              renderCard={(row) => <ReceivableCard investment={row} />}
              hasMore={!list.isEnd}
              loadingMore={list.isLoadingMore}
              onLoadMore={list.loadMore}
              loadMoreLabel={t('table.loadMore')}
              loadingMoreLabel={t('table.loadingMore')}
              aria-busy={sorting || undefined}
              className={sorting ? 'opacity-60 transition-opacity' : undefined}
            />
          </div>
        ) : (
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
        )}
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
