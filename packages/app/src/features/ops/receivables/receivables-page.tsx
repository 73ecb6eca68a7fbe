import type { Schemas } from '@invest/api-client';
import {
  Button,
  Money,
  Percent,
  Select,
  StatusBullet,
  type LoadMoreTableColumn,
  type LoadMoreTableSort,
} from '@invest/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { formatDate } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { useInvestmentTranslation } from '../../../lib/investment/i18n';
import { OpsLoadMoreList } from '../list';
import { OpsPage, OpsSearch, OpsToolbar } from '../page';
import { useReceivablesTranslation } from './i18n';

type OpsReceivable = Schemas['OpsReceivable'];
type State = Schemas['InvestmentState'];
type Sort = 'listed' | 'maturity' | 'amount' | 'rate' | 'number';

export const STATES: readonly State[] = [
  'ACTIVE',
  'PAYING_OUT',
  'LATE',
  'COLLECTION',
  'LOSS_EVENT',
  'NON_PAYMENT',
  'REPAID',
];

/** A receivable's state: a green bullet while it runs as planned, a white one otherwise. */
export function ReceivableState({ state }: { state: State }) {
  const { t } = useReceivablesTranslation();
  return <StatusBullet status={state === 'ACTIVE' ? 'PROCESSED' : state} label={t(`states.${state}`)} />;
}

/**
 * /ops/receivables: every receivable (GET /ops/receivables), searched by number or originator,
 * filtered by state and sorted by the service, 20 more at a time; a row opens its detail.
 */
export function ReceivablesPage() {
  const { t, i18n } = useReceivablesTranslation();
  const { t: tInvestment } = useInvestmentTranslation();
  const language = currentLanguage(i18n);
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [state, setState] = useState<State | ''>('');
  const [sort, setSort] = useState<LoadMoreTableSort>({ id: 'listed', direction: 'desc' });
  const list = useApiCursorLoadMore('/ops/receivables', {
    query: {
      ...(q ? { q } : {}),
      ...(state ? { state } : {}),
      // The sortable columns' ids are the service's sorts.
      sort: sort.id as Sort,
      direction: sort.direction,
    },
  });

  const columns: LoadMoreTableColumn<OpsReceivable>[] = [
    {
      id: 'number',
      header: t('receivables.columns.number'),
      sortable: true,
      cell: (r) => (
        <Link
          to={`/ops/receivables/${r.Id}`}
          className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
        >
          {r.number}
        </Link>
      ),
    },
    {
      id: 'originator',
      header: t('receivables.columns.originator'),
      hideBelow: 576,
      // The type and the protection under the originator's name: ten columns do not fit beside the
      // sidebar at 1280 px (the state was cut off in Slovene).
      cell: (r) => (
        <span className="block">
          {r.originatorName}
          <span className="block text-xs text-muted-foreground">
            {t(`types.${r.type}`)}
            {r.protection && (
              <>
                {' · '}
                <abbr title={t(`protection.${r.protection}`)} className="no-underline">
                  {tInvestment(`protectionShort.${r.protection}`)}
                </abbr>
              </>
            )}
          </span>
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('receivables.columns.amount'),
      align: 'end',
      sortable: true,
      firstSortDirection: 'desc',
      cell: (r) => <Money value={r.totalAmount} />,
    },
    {
      id: 'available',
      header: t('receivables.columns.available'),
      align: 'end',
      hideBelow: 768,
      cell: (r) => <Money value={r.availableAmount} />,
    },
    {
      id: 'rate',
      header: t('receivables.columns.rate'),
      align: 'end',
      sortable: true,
      firstSortDirection: 'desc',
      hideBelow: 576,
      cell: (r) => <Percent value={r.interestRate} />,
    },
    {
      id: 'maturity',
      header: t('receivables.columns.maturity'),
      sortable: true,
      hideBelow: 384,
      cell: (r) => (
        <span className="whitespace-nowrap tabular-nums">{formatDate(r.dateEndFormatted, language)}</span>
      ),
    },
    { id: 'state', header: t('receivables.columns.state'), cell: (r) => <ReceivableState state={r.state} /> },
    {
      id: 'listed',
      header: t('receivables.columns.listed'),
      sortable: true,
      firstSortDirection: 'desc',
      hideBelow: 896,
      cell: (r) => (
        <span className="whitespace-nowrap tabular-nums">
          {formatDate(r.listedAt.slice(0, 10), language)}
        </span>
      ),
    },
  ];

  return (
    <OpsPage
      title={t('receivables.title')}
      description={t('receivables.description')}
      actions={
        <Button asChild>
          <Link to="/ops/receivables/new">{t('receivables.add')}</Link>
        </Button>
      }
    >
      <OpsToolbar>
        <OpsSearch
          value={q}
          onSearch={setQ}
          label={t('receivables.searchLabel')}
          placeholder={t('receivables.searchPlaceholder')}
        />
        <Select
          label={t('receivables.stateFilter')}
          value={state}
          onValueChange={(value) => setState(value as State | '')}
          options={[
            { value: '', label: t('receivables.allStates') },
            ...STATES.map((s) => ({ value: s, label: t(`states.${s}`) })),
          ]}
        />
      </OpsToolbar>
      <OpsLoadMoreList
        list={list}
        skeletonRows={6}
        caption={t('receivables.caption')}
        columns={columns}
        getRowId={(r) => r.Id}
        sort={sort}
        onSortChange={setSort}
        onRowClick={(r) => void navigate(`/ops/receivables/${r.Id}`)}
        rowActionLabel={(r) => t('receivables.openLabel', { number: r.number })}
        emptyText={t('receivables.empty')}
      />
    </OpsPage>
  );
}
