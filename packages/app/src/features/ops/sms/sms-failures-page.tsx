import type { Schemas } from '@invest/api-client';
import { CircleCheckIcon, EmptyState, Select, type LoadMoreTableColumn } from '@invest/ui';
import { useSearchParams } from 'react-router-dom';
import { useApiCursorLoadMore } from '../../../lib/api/load-more';
import { formatDateTime } from '../../../lib/formatting';
import { currentLanguage } from '../../../lib/i18n';
import { InvestorLink } from '../investor-link';
import { OpsLoadMoreList } from '../list';
import { OpsPage, OpsToolbar } from '../page';
import { useOpsSmsTranslation } from './i18n';

type SmsFailure = Schemas['SmsFailure'];
type State = Schemas['SmsFailureState'];

const STATES: State[] = ['RETRYING', 'REFUSED', 'FAILED', 'UNDELIVERED'];
const isState = (value: string | null): value is State => STATES.includes(value as State);

/** The state's colour: refused and undelivered texts need a person's attention, a retry may yet work. */
const STATE_TONE: Record<State, string> = {
  RETRYING: 'bg-muted text-foreground',
  REFUSED: 'bg-destructive/10 text-destructive',
  FAILED: 'bg-destructive/10 text-destructive',
  UNDELIVERED: 'bg-destructive/10 text-destructive',
};

/**
 * /ops/sms: text messages that did not reach their recipient (GET /ops/sms-failures), newest first,
 * 20 more at a time, filtered by state: the masked number, whom it was for (an investor, or a
 * registration), why (the provider's code), the attempts and when. The text itself is never shown.
 */
export function SmsFailuresPage() {
  const { t, i18n } = useOpsSmsTranslation();
  const language = currentLanguage(i18n);
  const [searchParams, setSearchParams] = useSearchParams();
  const stateParam = searchParams.get('state');
  const state = isState(stateParam) ? stateParam : undefined;
  const list = useApiCursorLoadMore('/ops/sms-failures', { query: state ? { state } : {} });

  const columns: LoadMoreTableColumn<SmsFailure>[] = [
    {
      id: 'time',
      header: t('columns.time'),
      cell: (row) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.createdAt, language)}</span>
      ),
    },
    {
      id: 'to',
      header: t('columns.to'),
      cell: (row) => <span className="whitespace-nowrap font-mono text-sm">{row.to}</span>,
    },
    {
      id: 'recipient',
      header: t('columns.recipient'),
      hideBelow: 768,
      cell: (row) =>
        row.userId === null ? (
          <span className="text-muted-foreground">{t('applicant')}</span>
        ) : (
          <InvestorLink userId={row.userId} fallback={t('investor', { id: row.userId })} />
        ),
    },
    {
      id: 'state',
      header: t('columns.state'),
      cell: (row) => (
        <span className="flex flex-col items-start gap-1">
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_TONE[row.state]}`}
            title={t(`stateHints.${row.state}`)}
          >
            {t(`states.${row.state}`)}
          </span>
          {row.failedAt && (
            <span className="whitespace-nowrap text-xs tabular-nums text-muted-foreground">
              {t('failedAt', { time: formatDateTime(row.failedAt, language) })}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'reason',
      header: t('columns.reason'),
      hideBelow: 576,
      className: 'max-w-md',
      cell: (row) => (
        <span className="flex flex-col">
          <span className="break-words">{row.reason ?? t('noReason')}</span>
          {row.provider && (
            <span className="text-xs text-muted-foreground">{t('via', { provider: row.provider })}</span>
          )}
        </span>
      ),
    },
    {
      id: 'attempts',
      header: t('columns.attempts'),
      align: 'end',
      hideBelow: 896,
      cell: (row) => (
        <span className="whitespace-nowrap tabular-nums">{t('attempts', { count: row.attempts })}</span>
      ),
    },
  ];

  return (
    <OpsPage title={t('title')} description={t('description')}>
      <OpsToolbar>
        <Select
          label={t('state')}
          value={state ?? 'ALL'}
          options={(['ALL', ...STATES] as const).map((value) => ({ value, label: t(`states.${value}`) }))}
          onValueChange={(value) =>
            setSearchParams(isState(value) ? { state: value } : {}, { replace: true })
          }
        />
      </OpsToolbar>
      <OpsLoadMoreList
        list={list}
        loadingLabel={t('loading')}
        empty={<EmptyState icon={<CircleCheckIcon />} title={t('emptyTitle')} description={t('emptyText')} />}
        caption={t('caption')}
        columns={columns}
        getRowId={(row) => row.Id}
      />
    </OpsPage>
  );
}
