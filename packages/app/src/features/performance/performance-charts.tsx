import type { FundsDailyStats, InterestsDailyStats, InvestmentTypeRatios } from '@invest/api-client';
import { ColumnChart, DonutChart, formatMoney, formatPercent, ratioToPercentFloor } from '@invest/ui';
import { euroAxisFormatter, formatDate } from '../../lib/formatting';
import { currentLanguage } from '../../lib/i18n';
import { useInvestmentTranslation } from '../../lib/investment/i18n';
import { usePerformanceTranslation } from './i18n';

const wholePercent = (percent: number) => formatPercent(percent, { fractionDigits: 0 });

function useColumnTexts() {
  const { t, i18n } = usePerformanceTranslation();
  const language = currentLanguage(i18n);
  return {
    categoryColumnLabel: t('day'),
    emptyText: t('empty'),
    roleDescription: t('roleDescription'),
    keyboardHint: t('columnsKeyboardHint'),
    formatSummary: (summary: { count: number; first: string; last: string; min: string; max: string }) =>
      t('columnsSummary', { ...summary }),
    label: (day: string) => formatDate(day, language),
  };
}

/**
 * SPEC §2 Performance, Funds: the share of all investors' funds invested, per day, as columns of whole
 * percent rounded down (SPEC §9: ratios × 100, rounded down).
 */
export function FundsChart({ stats }: { stats: FundsDailyStats }) {
  const { t } = usePerformanceTranslation();
  const { label, ...texts } = useColumnTexts();
  return (
    <ColumnChart
      {...texts}
      label={t('funds.title')}
      data={stats.daily.map((day) => ({
        id: day.id,
        label: label(day.id),
        value: ratioToPercentFloor(day.investedFundsRatio),
      }))}
      yDomain={[0, 100]}
      valueFormatter={wholePercent}
      valueColumnLabel={t('funds.value')}
    />
  );
}

/** SPEC §2 Performance, Interests: the interest paid to investors each day, in euro. */
export function InterestsChart({ stats }: { stats: InterestsDailyStats }) {
  const { t } = usePerformanceTranslation();
  const { label, ...texts } = useColumnTexts();
  return (
    <ColumnChart
      {...texts}
      label={t('interests.title')}
      data={stats.data.map((day) => ({ id: day.id, label: label(day.id), value: day.interests }))}
      valueFormatter={(euros) => formatMoney(euros)}
      axisValueFormatter={euroAxisFormatter(stats.data.map((day) => day.interests))}
      valueColumnLabel={t('interests.value')}
      color="var(--chart-2)"
    />
  );
}

/** SPEC §2 Performance, Investment type ratios: a donut of whole percent rounded down per type. */
export function RatiosChart({ stats }: { stats: InvestmentTypeRatios }) {
  const { t } = usePerformanceTranslation();
  const { t: tInvestment } = useInvestmentTranslation();
  const segments = stats.types.map((type) => ({
    id: type.id,
    label: tInvestment(`types.${type.id}`),
    value: ratioToPercentFloor(type.ratio),
  }));
  const largest = segments.reduce<(typeof segments)[number] | undefined>(
    (best, segment) => (best && best.value >= segment.value ? best : segment),
    undefined,
  );
  return (
    <DonutChart
      label={t('ratios.title')}
      segments={segments}
      valueFormatter={wholePercent}
      showShare={false}
      centerValue={largest ? wholePercent(largest.value) : null}
      centerLabel={largest?.label}
      emptyText={t('empty')}
      segmentColumnLabel={t('ratios.segment')}
      valueColumnLabel={t('ratios.value')}
      roleDescription={t('roleDescription')}
      keyboardHint={t('ratios.keyboardHint')}
      className="mx-auto"
    />
  );
}
