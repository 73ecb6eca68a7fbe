import type { Schemas } from '@invest/api-client';
import { Button, DataTable, formatPercent, Money, type DataTableColumn } from '@invest/ui';
import { useState } from 'react';
import { useApiLoadMore } from '../../../lib/api/load-more';
import { countryNameOf } from '../../../lib/countries';
import { formatDate } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { OpsListError, OpsPage } from '../page';
import { useReceivablesTranslation } from '../receivables/i18n';
import { OriginatorDialog } from './originator-dialog';

type Originator = Schemas['OpsOriginator'];

/** The dialog: closed, adding, or correcting one originator. */
type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; originator: Originator };

/**
 * /ops/originators: every originator (GET /ops/originators, by name, 20 more at a time). The call has
 * no search or sort, so the table searches and sorts the rows loaded so far. Add and correct in a
 * dialog (POST, PUT /ops/originators/{id}).
 */
export function OriginatorsPage() {
  const { t, i18n } = useReceivablesTranslation();
  const language = currentLanguage(i18n);
  const list = useApiLoadMore('/ops/originators');
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });

  const columns: DataTableColumn<Originator>[] = [
    {
      id: 'name',
      header: t('originators.columns.name'),
      value: (o) => o.name,
      cell: (o) => <span className="font-medium text-foreground">{o.name}</span>,
    },
    {
      id: 'country',
      header: t('originators.columns.country'),
      value: (o) => countryNameOf(o.countryCode, language),
    },
    {
      id: 'partnerSince',
      header: t('originators.columns.partnerSince'),
      value: (o) => o.partnerSince,
      cell: (o) =>
        o.partnerSince && <span className="tabular-nums">{formatDate(o.partnerSince, language)}</span>,
      hideOnMobile: true,
      searchable: false,
    },
    {
      id: 'rating',
      header: t('originators.columns.rating'),
      // Sorted by the failure probability; the rating company's ranking beside it.
      value: (o) => o.creditRating.failureScore,
      cell: (o) =>
        (o.creditRating.ranking !== null || o.creditRating.failureScore !== null) && (
          <span className="whitespace-nowrap tabular-nums">
            {[
              o.creditRating.ranking,
              o.creditRating.failureScore === null ? null : formatPercent(o.creditRating.failureScore),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        ),
      hideOnMobile: true,
      searchable: false,
    },
    {
      id: 'size',
      header: t('originators.columns.size'),
      value: (o) => (o.companySize ? t(`originators.sizes.${o.companySize}`) : null),
      hideOnMobile: true,
    },
    {
      id: 'income',
      header: t('originators.columns.income'),
      value: (o) => o.totalIncome,
      cell: (o) => o.totalIncome !== null && <Money value={o.totalIncome} />,
      align: 'end',
      hideOnMobile: true,
      searchable: false,
    },
    {
      id: 'actions',
      header: t('originators.edit'),
      className: 'w-0',
      align: 'end',
      cell: (o) => (
        <Button
          size="sm"
          variant="secondary"
          aria-label={t('originators.editLabel', { name: o.name })}
          onClick={() => setEditing({ kind: 'edit', originator: o })}
        >
          {t('originators.edit')}
        </Button>
      ),
    },
  ];

  return (
    <OpsPage
      title={t('originators.title')}
      description={t('originators.description')}
      actions={<Button onClick={() => setEditing({ kind: 'add' })}>{t('originators.add')}</Button>}
    >
      {list.error && list.items.length === 0 ? (
        <OpsListError error={list.error} onRetry={() => void list.revalidate()} />
      ) : (
        <>
          <DataTable
            caption={t('originators.caption')}
            columns={columns}
            rows={list.items}
            getRowId={(o) => String(o.Id)}
            defaultSort={{ id: 'name', direction: 'asc' }}
            searchLabel={t('originators.searchPlaceholder')}
            loading={list.isLoading}
            loadingLabel={t('ops:list.loading')}
            emptyText={t('originators.empty')}
            noResultsText={t('originators.noResults')}
            notAvailableLabel="–"
            hasMore={!list.isEnd && !list.isLoading}
            loadingMore={list.isLoadingMore}
            onLoadMore={list.loadMore}
            loadMoreLabel={t('ops:list.loadMore')}
            locale={language}
          />
          {list.error && <OpsListError error={list.error} onRetry={() => void list.revalidate()} />}
        </>
      )}
      {editing.kind !== 'closed' && (
        <OriginatorDialog
          key={editing.kind === 'edit' ? editing.originator.Id : 'new'}
          originator={editing.kind === 'edit' ? editing.originator : undefined}
          open
          onOpenChange={(open) => {
            if (!open) setEditing({ kind: 'closed' });
          }}
        />
      )}
    </OpsPage>
  );
}
