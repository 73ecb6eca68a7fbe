import type { components } from '@invest/api-client';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  DataTable,
  DescriptionList,
  Money,
  Skeleton,
  StatusBullet,
  type DataTableColumn,
} from '@invest/ui';
import { errorKeyOf } from '../../lib/api';
import { formatDate } from '../../lib/formatting';
import { currentLanguage, useErrorMessage } from '../../lib/i18n';
import { useHoldingSchedule } from './api/my-investment-queries';
import { useMyInvestmentsTranslation } from './i18n';

type ScheduleRow = components['schemas']['ScheduleRow'];

/**
 * A holding's repayment schedule (GET /user_investments/{id}/schedule), in the holder's share: due
 * date, principal, interest, tax withheld, what reaches the funds, and whether it is paid, due or late.
 * A table from 480 px; below, each payment is a card of the same figures.
 */
export function HoldingSchedule({ holdingId }: { holdingId: number }) {
  const { t, i18n } = useMyInvestmentsTranslation();
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();
  const { data: rows, error, isValidating, mutate } = useHoldingSchedule(holdingId);

  const status = (row: ScheduleRow) => (
    <span className="inline-flex flex-col items-start gap-0.5">
      <StatusBullet
        status={row.status === 'PAID' ? 'PROCESSED' : row.status}
        label={t(`detail.schedule.status.${row.status}`)}
        className={row.status === 'LATE' || row.status === 'WRITTEN_OFF' ? 'text-destructive' : undefined}
      />
      {row.paidOn && (
        <span className="text-xs text-muted-foreground">
          {t('detail.schedule.paidOn', { date: formatDate(row.paidOn, language) })}
        </span>
      )}
    </span>
  );
  const money = (value: number) => <Money value={value} />;
  const columns: DataTableColumn<ScheduleRow>[] = [
    { id: 'dueOn', header: t('detail.schedule.dueOn'), cell: (r) => formatDate(r.dueOn, language) },
    {
      id: 'principal',
      header: t('detail.schedule.principal'),
      align: 'end',
      cell: (r) => money(r.principal),
    },
    { id: 'interest', header: t('detail.schedule.interest'), align: 'end', cell: (r) => money(r.interest) },
    { id: 'tax', header: t('detail.schedule.tax'), align: 'end', cell: (r) => money(r.tax) },
    { id: 'net', header: t('detail.schedule.net'), align: 'end', cell: (r) => money(r.net) },
    { id: 'status', header: t('detail.schedule.statusHeader'), cell: status },
  ];

  return (
    <Card data-testid="holding-schedule">
      <CardHeader>
        <CardTitle>{t('detail.schedule.title')}</CardTitle>
        <p className="text-sm text-pretty text-muted-foreground">{t('detail.schedule.intro')}</p>
      </CardHeader>
      <CardContent>
        {rows ? (
          rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('detail.schedule.empty')}</p>
          ) : (
            <>
              <DataTable
                className="hidden sm:flex"
                caption={t('detail.schedule.title')}
                columns={columns}
                rows={rows}
                getRowId={(r) => r.dueOn}
                searchable={false}
              />
              <ul className="flex flex-col gap-3 sm:hidden" aria-label={t('detail.schedule.title')}>
                {rows.map((row) => (
                  <li key={row.dueOn} className="rounded-lg border px-4 py-1">
                    <DescriptionList
                      items={[
                        {
                          id: 'dueOn',
                          label: t('detail.schedule.dueOn'),
                          value: formatDate(row.dueOn, language),
                        },
                        { id: 'status', label: t('detail.schedule.statusHeader'), value: status(row) },
                        {
                          id: 'principal',
                          label: t('detail.schedule.principal'),
                          value: money(row.principal),
                        },
                        { id: 'interest', label: t('detail.schedule.interest'), value: money(row.interest) },
                        { id: 'tax', label: t('detail.schedule.tax'), value: money(row.tax) },
                        { id: 'net', label: t('detail.schedule.net'), value: money(row.net) },
                      ]}
                    />
                  </li>
                ))}
              </ul>
            </>
          )
        ) : error ? (
          <Alert
            variant="error"
            title={t('detail.schedule.error')}
            description={errorMessage(errorKeyOf(error), 'something-wrong')}
            action={
              <Button size="sm" variant="outline" loading={isValidating} onClick={() => void mutate()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <Skeleton className="h-24" label={t('detail.schedule.loading')} />
        )}
        <p className="mt-3 text-xs text-pretty text-muted-foreground">{t('detail.schedule.taxNote')}</p>
      </CardContent>
    </Card>
  );
}
