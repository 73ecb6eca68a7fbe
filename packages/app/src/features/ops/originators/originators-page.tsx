import type { Schemas } from '@invest/api-client';
import { Button, formatPercent, Money, type LoadMoreTableColumn, type LoadMoreTableSort } from '@invest/ui';
import { useState } from 'react';
import { friendlyFormatIBAN } from 'ibantools';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { countryNameOf } from '../../../lib/countries';
import { formatDate } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { OpsLoadMoreList } from '../list';
import { OpsPage, OpsSearch, OpsToolbar } from '../page';
import { useReceivablesTranslation } from '../receivables/i18n';
import { OriginatorDialog } from './originator-dialog';

type Originator = Schemas['OpsOriginator'];
type Sort = 'name' | 'partnerSince' | 'rating' | 'income';

/** The dialog: closed, adding, or correcting one originator. */
type Editing = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; originator: Originator };

/**
 * /ops/originators: every originator (GET /ops/originators), searched by a part of the name and sorted
 * by the service, 20 more at a time. Add and correct in a dialog (POST, PUT /ops/originators/{id}).
 */
export function OriginatorsPage() {
  const { t, i18n } = useReceivablesTranslation();
  const language = currentLanguage(i18n);
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<LoadMoreTableSort>({ id: 'name', direction: 'asc' });
  const list = useApiCursorLoadMore('/ops/originators', {
    query: {
      ...(q ? { q } : {}),
      // The sortable columns' ids are the service's sorts.
      sort: sort.id as Sort,
      direction: sort.direction,
    },
  });
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });

  const columns: LoadMoreTableColumn<Originator>[] = [
    {
      id: 'name',
      header: t('originators.columns.name'),
      sortable: true,
      // Country and size under the name: nine columns did not fit beside the sidebar at 1280 px.
      cell: (o) => (
        <span className="block">
          <span className="font-medium text-foreground">{o.name}</span>
          <span className="block text-xs text-muted-foreground">
            {[
              countryNameOf(o.countryCode, language),
              o.companySize && t(`originators.sizes.${o.companySize}`),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </span>
      ),
    },
    {
      id: 'partnerSince',
      header: t('originators.columns.partnerSince'),
      sortable: true,
      firstSortDirection: 'desc',
      hideOnMobile: true,
      cell: (o) =>
        o.partnerSince ? <span className="tabular-nums">{formatDate(o.partnerSince, language)}</span> : '–',
    },
    {
      id: 'rating',
      header: t('originators.columns.rating'),
      // Sorted by the failure probability; the rating company's ranking beside it.
      sortable: true,
      hideOnMobile: true,
      cell: (o) =>
        o.creditRating.ranking !== null || o.creditRating.failureScore !== null ? (
          <span className="whitespace-nowrap tabular-nums">
            {[
              o.creditRating.ranking,
              o.creditRating.failureScore === null ? null : formatPercent(o.creditRating.failureScore),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        ) : (
          '–'
        ),
    },
    {
      id: 'income',
      header: t('originators.columns.income'),
      sortable: true,
      firstSortDirection: 'desc',
      align: 'end',
      hideOnMobile: true,
      cell: (o) => (o.totalIncome !== null ? <Money value={o.totalIncome} /> : '–'),
    },
    {
      id: 'payments',
      header: t('originators.columns.payments'),
      hideOnMobile: true,
      cell: (o) => (
        <span className="flex flex-col">
          <span className="whitespace-nowrap font-mono text-xs">{o.paymentReference}</span>
          {/* Wraps between the IBAN's groups of four, never inside one. */}
          <span className="font-mono text-xs text-muted-foreground">
            {o.iban ? (friendlyFormatIBAN(o.iban) ?? o.iban) : t('originators.noIban')}
          </span>
        </span>
      ),
    },
    {
      id: 'funds',
      header: t('originators.columns.funds'),
      align: 'end',
      cell: (o) => <Money value={o.fundsAvailable} />,
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
      <OpsToolbar>
        <OpsSearch
          value={q}
          onSearch={setQ}
          label={t('originators.searchLabel')}
          placeholder={t('originators.searchPlaceholder')}
        />
      </OpsToolbar>
      <OpsLoadMoreList
        list={list}
        caption={t('originators.caption')}
        columns={columns}
        getRowId={(o) => o.Id}
        sort={sort}
        onSortChange={setSort}
        emptyText={q ? t('originators.noResults') : t('originators.empty')}
      />
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
