import type { Schemas } from '@invest/api-client';
import { EmptyState, FilesIcon, formatMoney, type LoadMoreTableColumn } from '@invest/ui';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { formatDateTime } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { OpsLoadMoreList, OpsSection } from '../list';
import { useOpsBankTranslation } from './i18n';

type Statement = Schemas['StatementSummary'];

/** GET /ops/statements: the statements imported so far and what their credits became. */
export function StatementHistory() {
  const { t, i18n } = useOpsBankTranslation();
  const language = currentLanguage(i18n);
  const list = useApiCursorLoadMore('/ops/statements');
  // A count and its sum, as the upload's outcome shows them ("2 · 100,30 €").
  const countTotal = (count: number, total: number) => `${count} · ${formatMoney(total)}`;

  const columns: LoadMoreTableColumn<Statement>[] = [
    {
      id: 'statement',
      header: t('history.statement'),
      cell: (s) => (
        <span className="flex flex-col">
          <span className="break-all font-mono text-xs text-foreground">{s.statementId}</span>
          <span className="text-xs text-muted-foreground">{s.messageType}</span>
        </span>
      ),
    },
    {
      id: 'importedAt',
      header: t('history.importedAt'),
      hideBelow: 576,
      // Who uploaded it under when, so the figures keep their room.
      cell: (s) => (
        <span className="flex flex-col">
          <span className="whitespace-nowrap tabular-nums">{formatDateTime(s.importedAt, language)}</span>
          <span className="text-xs text-muted-foreground">{t('history.by', { email: s.importedBy })}</span>
        </span>
      ),
    },
    {
      id: 'credits',
      header: t('history.credits'),
      align: 'end',
      hideBelow: 768,
      cell: (s) => <span className="tabular-nums">{s.credits}</span>,
    },
    {
      id: 'booked',
      header: t('history.booked'),
      align: 'end',
      cell: (s) => (
        <span className="whitespace-nowrap tabular-nums">{countTotal(s.booked, s.totalBooked)}</span>
      ),
    },
    {
      id: 'originator',
      header: t('history.originator'),
      align: 'end',
      hideBelow: 576,
      cell: (s) => (
        <span className="whitespace-nowrap tabular-nums">{countTotal(s.originator, s.totalOriginator)}</span>
      ),
    },
    {
      id: 'suspense',
      header: t('history.suspense'),
      align: 'end',
      hideBelow: 384,
      cell: (s) => (
        <span className="whitespace-nowrap tabular-nums">{countTotal(s.suspense, s.totalSuspense)}</span>
      ),
    },
    {
      id: 'open',
      header: t('history.open'),
      align: 'end',
      hideBelow: 768,
      cell: (s) => (
        <span className={s.openSuspense > 0 ? 'font-medium tabular-nums' : 'tabular-nums'}>
          {s.openSuspense}
        </span>
      ),
    },
  ];

  return (
    <OpsSection id="history-title" title={t('history.title')} description={t('history.description')}>
      <OpsLoadMoreList
        list={list}
        skeletonRows={3}
        empty={<EmptyState icon={<FilesIcon />} title={t('history.empty')} titleAs="h3" size="sm" />}
        caption={t('history.caption')}
        columns={columns}
        getRowId={(s) => `${s.messageType}:${s.statementId}`}
      />
    </OpsSection>
  );
}
