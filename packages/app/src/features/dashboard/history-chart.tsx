import { formatMoney, formatPercent, LineChart, type LineChartPoint } from '@invest/ui';
import { euroAxisFormatter, formatDate, INTL_LOCALE } from '../../lib/formatting';
import { currentLanguage } from '../../lib/i18n';
import { PERIODS, type Period, type Series } from './api/dashboard-queries';
import { useOverviewTranslation } from './i18n';

export interface HistoryChartProps {
  series: Series;
  period: Period;
  onPeriodChange: (period: Period) => void;
  data: LineChartPoint[];
}

/**
 * The selected tile's series as a line over the chosen period (SPEC §2), with the kit's text
 * alternative (summary, arrow-key reading, a screen-reader table). Its own module, loaded when the
 * dashboard shows it, so the charting code stays out of every other chunk (DESIGN §6).
 */
export default function HistoryChart({ series, period, onPeriodChange, data }: HistoryChartProps) {
  const { t, i18n } = useOverviewTranslation();
  const language = currentLanguage(i18n);
  const percent = series === 'roi';
  const value = percent ? (v: number) => formatPercent(v) : (v: number) => formatMoney(v);
  // As for euros (euroAxisFormatter): whole percent unless the series stays under 10 %.
  const wholePercent = data.some((p) => Math.abs(p.amount) >= 10);
  const axisValue = percent
    ? (v: number) => formatPercent(v, { fractionDigits: wholePercent ? 0 : 2 })
    : euroAxisFormatter(data.map((p) => p.amount));
  const monthYear = new Intl.DateTimeFormat(INTL_LOCALE[language], { month: 'short', year: '2-digit' });
  const dayMonth = new Intl.DateTimeFormat(INTL_LOCALE[language], { day: 'numeric', month: 'short' });
  const spanDays =
    data.length > 1 ? (Date.parse(data[data.length - 1]!.date) - Date.parse(data[0]!.date)) / 86_400_000 : 0;

  return (
    <LineChart<Period>
      data={data}
      title={t(`chart.titles.${series}`)}
      valueFormatter={value}
      axisValueFormatter={axisValue}
      dateFormatter={(date) => formatDate(date, language)}
      axisDateFormatter={(date) => (spanDays > 300 ? monthYear : dayMonth).format(date)}
      period={period}
      onPeriodChange={onPeriodChange}
      periodOptions={PERIODS.map((p) => ({ value: p, label: t(`chart.periods.${p}`) }))}
      periodLabel={t('chart.periodLabel')}
      // A balance over one quarter moves in a narrow band far from zero; earnings and ROI start at 0.
      zeroBaseline={series === 'earnings'}
      // The points are the ledger's: each value holds until the next booking.
      shape="steps"
      emptyText={t('chart.empty')}
      dateColumnLabel={t('chart.date')}
      valueColumnLabel={t(`tiles.${series}`)}
      roleDescription={t('chart.roleDescription')}
      keyboardHint={t('chart.keyboardHint')}
      formatSummary={(summary) => t('chart.summary', { ...summary })}
    />
  );
}
