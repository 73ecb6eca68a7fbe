import type { UserInvestment } from '@invest/api-client';
import {
  Alert,
  Button,
  Card,
  CardHeader,
  CardTitle,
  DownloadIcon,
  EmptyState,
  EyeIcon,
  LoadMoreTable,
  Money,
  Skeleton,
  StatusBullet,
  TrendingUpIcon,
  type LoadMoreTableColumn,
  type LoadMoreTableSort,
} from '@invest/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { errorKeyOf } from '../../lib/api';
import { DownloadButton } from '../../lib/download-button';
import { formatDate } from '../../lib/formatting';
import { currentLanguage, useErrorMessage } from '../../lib/i18n';
import { InvestmentProtection, OriginatorAndType } from '../../lib/investment/investment-parts';
import { useUserInvestments, type MyInvestmentSort, type SortDirection } from './api/my-investment-queries';
import { useMyInvestmentsTranslation } from './i18n';

const SKELETON_ROWS = 5;

interface Sort {
  id: MyInvestmentSort;
  direction: SortDirection;
}

/**
 * SPEC §2 My investments list: number with active or done under it, originator flag and name over the
 * loan type, amount, issued, maturity and end dates, the protection icon, a contract download and a
 * view link. Sortable
 * by id (the number column), amount, issued, maturity and end (the service sorts; newest purchases
 * first until the investor chooses); load more until the end; on a phone the whole row opens it.
 */
export function MyInvestmentsCard() {
  const { t, i18n } = useMyInvestmentsTranslation();
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  // The page's state, not the address's: a new address would count as a new page (see InvestmentsPage).
  const [sort, setSort] = useState<Sort>({ id: 'issued', direction: 'desc' });
  const list = useUserInvestments(sort.id, sort.direction);
  const path = (row: UserInvestment) => `/u/my-investments/${row.Id}`;
  const date = (iso: string) => (
    <span className="tabular-nums whitespace-nowrap">{formatDate(iso, language)}</span>
  );

  const columns: LoadMoreTableColumn<UserInvestment>[] = [
    {
      id: 'id',
      header: t('list.columns.number'),
      sortable: true,
      firstSortDirection: 'desc',
      cell: (row) => (
        <span className="inline-flex flex-col items-start gap-1">
          <span className="font-medium whitespace-nowrap">{row.investment.number}</span>
          <StatusBullet
            status={row.active ? 'ACTIVE' : 'DONE'}
            label={row.active ? t('list.status.active') : t('list.status.done')}
            className="text-xs text-muted-foreground"
          />
        </span>
      ),
    },
    {
      id: 'originator',
      header: t('list.columns.originator'),
      hideBelow: 576,
      className: 'max-w-44',
      cell: (row) => <OriginatorAndType investment={row.investment} />,
    },
    {
      id: 'amount',
      header: t('list.columns.amount'),
      align: 'end',
      sortable: true,
      firstSortDirection: 'desc',
      cell: (row) => <Money value={row.amount} className="font-medium" />,
    },
    {
      id: 'issued',
      header: t('list.columns.issued'),
      hideBelow: 896,
      sortable: true,
      firstSortDirection: 'desc',
      cell: (row) => date(row.dateStartFormatted),
    },
    {
      id: 'maturity',
      header: t('list.columns.maturity'),
      hideBelow: 576,
      sortable: true,
      firstSortDirection: 'desc',
      cell: (row) => date(row.investment.dateEndFormatted),
    },
    {
      id: 'end',
      header: t('list.columns.end'),
      hideBelow: 896,
      sortable: true,
      firstSortDirection: 'desc',
      cell: (row) => date(row.dateEndFormatted),
    },
    {
      id: 'protection',
      header: t('list.columns.protection'),
      hideBelow: 896,
      cell: (row) => <InvestmentProtection protection={row.investment.protection} />,
    },
    {
      id: 'actions',
      header: <span className="sr-only">{t('list.columns.actions')}</span>,
      align: 'end',
      hideOnMobile: true,
      cell: (row) => (
        <span className="inline-flex items-center justify-end gap-1">
          <DownloadButton
            path="/user_investments/{id}/contract"
            params={{ path: { id: row.Id } }}
            variant="ghost"
            size="icon"
            aria-label={t('list.download', { number: row.investment.number })}
            loadingLabel={t('list.downloading')}
            errorTitle={t('list.downloadError')}
          >
            <DownloadIcon aria-hidden="true" />
          </DownloadButton>
          <Button asChild variant="ghost" size="icon">
            <Link to={path(row)} aria-label={t('list.viewLabel', { number: row.investment.number })}>
              <EyeIcon aria-hidden="true" />
            </Link>
          </Button>
        </span>
      ),
    },
  ];

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
          onRowClick={(row) => void navigate(path(row))}
          rowActionLabel={(row) => t('list.viewLabel', { number: row.investment.number })}
          aria-busy={sorting || undefined}
          className={sorting ? 'opacity-60 transition-opacity' : undefined}
        />
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
