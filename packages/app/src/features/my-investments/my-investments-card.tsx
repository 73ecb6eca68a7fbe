import {
  Alert,
  Button,
  Card,
  CardHeader,
  CardTitle,
  EmptyState,
  LoadMoreTable,
  Select,
  Skeleton,
  TrendingUpIcon,
  type LoadMoreTableSort,
} from '@invest/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorKeyOf } from '../../lib/api';
import { useErrorMessage } from '../../lib/i18n';
import { holdingPath, useHoldingColumns } from '../../lib/investment/holding-columns';
import { useInvestmentTranslation } from '../../lib/investment/i18n';
import { CardList, HoldingCard } from '../../lib/investment/list-cards';
import { PHONE_QUERY, useMediaQuery } from '../../lib/media-query';
import { useUserInvestments, type MyInvestmentSort, type SortDirection } from './api/my-investment-queries';
import { useMyInvestmentsTranslation } from './i18n';

const SKELETON_ROWS = 5;

/** The orders a phone chooses from a list (the cards have no headers to sort by). */
const PHONE_SORTS = [
  'issued-desc',
  'issued-asc',
  'amount-desc',
  'amount-asc',
  'maturity-asc',
  'maturity-desc',
] as const;

interface Sort {
  id: MyInvestmentSort;
  direction: SortDirection;
}

/**
 * SPEC §2 My investments list: number with active or done under it, originator flag and name over the
 * loan type, amount, issued, maturity and end dates, the protection icon, a contract download and a
 * view link. Sortable
 * by id (the number column), amount, issued, maturity and end (the service sorts; newest purchases
 * first until the investor chooses); load more until the end. On a phone (below 480 px) the rows
 * become cards (number, amount, originator, rate, term, status), ordered by a select; a tap opens one.
 */
export function MyInvestmentsCard() {
  const { t } = useMyInvestmentsTranslation();
  const { t: tInvestment } = useInvestmentTranslation();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  // The page's state, not the address's: a new address would count as a new page (see InvestmentsPage).
  const [sort, setSort] = useState<Sort>({ id: 'issued', direction: 'desc' });
  const list = useUserInvestments(sort.id, sort.direction);

  const columns = useHoldingColumns({ sortable: true });
  const phone = useMediaQuery(PHONE_QUERY);

  const failure = list.error && (
    <Alert
      variant="error"
      title={t('list.error')}
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
        <Skeleton shape="text" className="h-3 w-1/2" label={t('list.loading')} />
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Skeleton key={index} shape="text" className="h-6" />
        ))}
      </div>
    );
  } else if (list.items.length === 0) {
    body = failure || (
      <EmptyState
        size="sm"
        icon={<TrendingUpIcon />}
        titleAs="h4"
        title={t('list.emptyTitle')}
        description={t('list.emptyText')}
        action={
          <Button asChild>
            <Link to="/u/investments">{t('list.browse')}</Link>
          </Button>
        }
      />
    );
  } else {
    // Another order is on its way: the rows of the current one stay until it arrives.
    const sorting = list.isLoading;
    body = (
      <>
        {phone ? (
          <div className="flex flex-col gap-4">
            <Select
              label={t('list.sort')}
              size="sm"
              value={`${sort.id}-${sort.direction}`}
              onValueChange={(value) => {
                const [id, direction] = value.split('-') as [MyInvestmentSort, SortDirection];
                setSort({ id, direction });
              }}
              options={[
                ...PHONE_SORTS.map((value) => ({ value, label: t(`list.sorts.${value}`) })),
                // An order chosen on a wider screen stays shown when the phone has no name for it.
                ...(PHONE_SORTS.some((value) => value === `${sort.id}-${sort.direction}`)
                  ? []
                  : [{ value: `${sort.id}-${sort.direction}`, label: t('list.sort') }]),
              ]}
            />
            <CardList
              label={t('list.caption')}
              rows={list.items}
              getRowId={(row) => row.Id}
              renderCard={(row) => <HoldingCard holding={row} />}
              hasMore={!list.isEnd}
              loadingMore={list.isLoadingMore}
              onLoadMore={list.loadMore}
              loadMoreLabel={t('loadMore')}
              loadingMoreLabel={t('list.loadingMore')}
              aria-busy={sorting || undefined}
              className={sorting ? 'opacity-60 transition-opacity' : undefined}
            />
          </div>
        ) : (
          <LoadMoreTable
            caption={t('list.caption')}
            columns={columns}
            rows={list.items}
            getRowId={(row) => row.Id}
            sort={sort}
            onSortChange={(next: LoadMoreTableSort) => setSort(next as Sort)}
            hasMore={!list.isEnd}
            loadingMore={list.isLoadingMore}
            onLoadMore={list.loadMore}
            loadMoreLabel={t('loadMore')}
            loadingMoreLabel={t('list.loadingMore')}
            onRowClick={(row) => void navigate(holdingPath(row))}
            rowActionLabel={(row) => tInvestment('holdings.viewLabel', { number: row.investment.number })}
            aria-busy={sorting || undefined}
            className={sorting ? 'opacity-60 transition-opacity' : undefined}
          />
        )}
        {sorting && (
          <span role="status" className="sr-only">
            {t('list.sorting')}
          </span>
        )}
        {failure}
      </>
    );
  }

  return (
    <Card className="@container">
      <CardHeader>
        <CardTitle as="h3">{t('list.title')}</CardTitle>
      </CardHeader>
      {body}
    </Card>
  );
}
