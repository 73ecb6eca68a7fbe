import type { Schemas } from '@invest/api-client';
import {
  Button,
  DateRangeField,
  DescriptionList,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DownloadIcon,
  TextField,
  type LoadMoreTableColumn,
} from '@invest/ui';
import { useEffect, useState } from 'react';
import { sl } from 'react-day-picker/locale';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { formatDateTime } from '../../../lib/formatting';
import { useDownload } from '../../../lib/download-button';
import { currentLanguage } from '../../../lib/i18n';
import { InvestorLink } from '../investor-link';
import { useOpsClient } from '../ops-api';
import { OpsLoadMoreList } from '../list';
import { OpsPage, OpsToolbar } from '../page';
import { auditQuery, NO_FILTERS, type AuditFilters } from './audit-filters';
import { useAuditTranslation } from './i18n';

type AuditEntry = Schemas['AuditEntry'];

/** Typed filters reach the service once typing pauses. */
const TYPING_PAUSE_MS = 300;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * /ops/audit: the audit log (GET /ops/audit-log), newest first, 20 more at a time, filtered by action
 * (or a kind, `receivable.`), actor, investor and period; an entry opens with its full data; the same
 * filters export as CSV (GET /ops/audit-log/export).
 */
export function AuditPage() {
  const { t, i18n } = useAuditTranslation();
  const language = currentLanguage(i18n);
  const client = useOpsClient();
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const settled = useSettled(filters);
  const { query } = auditQuery(settled);
  const { errors } = auditQuery(filters);
  const list = useApiCursorLoadMore('/ops/audit-log', { query });
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const csv = useDownload(t('exportFailed'));

  const set = (field: keyof AuditFilters) => (value: string) => setFilters((f) => ({ ...f, [field]: value }));
  const actorLabel = (actor: string) =>
    actor === 'system' || actor === 'anonymous' ? t(`actors.${actor}`) : actor;

  const columns: LoadMoreTableColumn<AuditEntry>[] = [
    {
      id: 'time',
      header: t('columns.time'),
      cell: (entry) => (
        <button
          type="button"
          className="whitespace-nowrap text-left tabular-nums text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          onClick={() => setOpen(entry)}
        >
          {formatDateTime(entry.createdAt, language)}
          {/* The visible time starts the name (WCAG 2.5.3); the rest says what the button does. */}
          <span className="sr-only"> – {t('open', { id: entry.Id })}</span>
        </button>
      ),
    },
    {
      id: 'action',
      header: t('columns.action'),
      cell: (entry) => <span className="font-mono text-xs sm:text-sm">{entry.action}</span>,
    },
    { id: 'actor', header: t('columns.actor'), hideBelow: 576, cell: (entry) => actorLabel(entry.actor) },
    {
      id: 'investor',
      header: t('columns.investor'),
      hideBelow: 768,
      cell: (entry) =>
        entry.userId === null ? '–' : <InvestorLink userId={entry.userId} fallback={`#${entry.userId}`} />,
    },
    {
      id: 'details',
      header: t('columns.details'),
      hideBelow: 896,
      className: 'max-w-md',
      cell: (entry) => (
        <span className="line-clamp-1 break-all font-mono text-xs text-muted-foreground">
          {Object.entries(entry.details)
            .map(([key, value]) => `${key}=${String(value)}`)
            .join(' ')}
        </span>
      ),
    },
  ];

  return (
    <OpsPage
      title={t('title')}
      description={t('description')}
      actions={
        <Button
          variant="secondary"
          loading={csv.busy}
          loadingLabel={t('exporting')}
          onClick={() =>
            void csv.download(() => client.downloadFile('/ops/audit-log/export', { query }, 'audit-log.csv'))
          }
        >
          <DownloadIcon className="size-4" />
          {t('export')}
        </Button>
      }
    >
      <OpsToolbar>
        <TextField
          label={t('filters.action')}
          placeholder={t('filters.actionHint')}
          value={filters.action}
          onValueChange={set('action')}
          error={errors.action && t(`filters.errors.${errors.action}`)}
        />
        <TextField
          label={t('filters.actor')}
          placeholder={t('filters.actorHint')}
          value={filters.actor}
          onValueChange={set('actor')}
          error={errors.actor && t(`filters.errors.${errors.actor}`)}
        />
        <TextField
          label={t('filters.investor')}
          inputMode="numeric"
          value={filters.userId}
          onValueChange={set('userId')}
          error={errors.userId && t(`filters.errors.${errors.userId}`)}
        />
        <DateRangeField
          value={{ from: filters.from, to: filters.to }}
          onValueChange={({ from, to }) => setFilters((f) => ({ ...f, from, to }))}
          label={t('filters.period')}
          fromLabel={t('filters.from')}
          toLabel={t('filters.to')}
          placeholder={t('filters.placeholder')}
          invalidRangeMessage={t('filters.invalidRange')}
          locale={language === 'sl' ? sl : undefined}
        />
        <Button variant="ghost" className="self-end" onClick={() => setFilters(NO_FILTERS)}>
          {t('filters.clear')}
        </Button>
      </OpsToolbar>
      <OpsLoadMoreList
        list={list}
        skeletonRows={6}
        caption={t('caption')}
        columns={columns}
        getRowId={(entry) => entry.Id}
        onRowClick={setOpen}
        rowActionLabel={(entry) => t('open', { id: entry.Id })}
        emptyText={t('empty')}
      />
      {open && <EntryDialog entry={open} onClose={() => setOpen(null)} actorLabel={actorLabel} />}
    </OpsPage>
  );
}

function EntryDialog({
  entry,
  onClose,
  actorLabel,
}: {
  entry: AuditEntry;
  onClose: () => void;
  actorLabel: (actor: string) => string;
}) {
  const { t, i18n } = useAuditTranslation();
  const language = currentLanguage(i18n);
  const time = formatDateTime(entry.createdAt, language);
  const details = Object.entries(entry.details);
  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent size="lg" closeLabel={t('detail.close')}>
        <DialogHeader>
          <DialogTitle>{t('detail.title', { id: entry.Id })}</DialogTitle>
          <DialogDescription>{t('detail.description', { time })}</DialogDescription>
        </DialogHeader>
        <DescriptionList
          columns={2}
          notAvailableLabel="–"
          items={[
            { id: 'time', label: t('detail.time'), value: `${time} (${entry.createdAt})` },
            {
              id: 'action',
              label: t('detail.action'),
              value: <span className="font-mono">{entry.action}</span>,
            },
            { id: 'actor', label: t('detail.actor'), value: actorLabel(entry.actor) },
            {
              id: 'investor',
              label: t('detail.investor'),
              value:
                entry.userId === null ? null : (
                  <InvestorLink userId={entry.userId} fallback={`#${entry.userId}`} />
                ),
            },
            { id: 'ip', label: t('detail.ip'), value: entry.ip },
            {
              id: 'request',
              label: t('detail.requestId'),
              value: entry.requestId && (
                <span className="break-all font-mono text-xs">{entry.requestId}</span>
              ),
            },
          ]}
        />
        <section className="flex flex-col gap-2">
          <h3 className="text-sm font-semibold text-foreground">{t('detail.details')}</h3>
          {details.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('detail.noDetails')}</p>
          ) : (
            <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 rounded-md border bg-muted/40 p-3 font-mono text-xs">
              {details.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt className="text-muted-foreground">{key}</dt>
                  <dd className="break-all text-foreground">{JSON.stringify(value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}
