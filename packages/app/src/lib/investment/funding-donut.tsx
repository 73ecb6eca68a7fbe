import type { Investment } from '@invest/api-client';
import { DonutChart, formatMoney, formatPercent } from '@invest/ui';
import { eurosToCents } from '../money';
import { useInvestmentTranslation } from './i18n';

const money = (cents: number) => formatMoney(cents, { fromCents: true });
const wholePercent = (percent: number) => formatPercent(percent, { fractionDigits: 0 });

/**
 * The donut of SPEC §2: the receivable's invested versus still available amount. Its own module, loaded
 * when a detail page shows it, so the charting code stays out of every other chunk (DESIGN §6). The
 * values are integer cents: the shares come from exact sums.
 */
export default function FundingDonut({ investment }: { investment: Investment }) {
  const { t } = useInvestmentTranslation();
  const total = eurosToCents(investment.totalAmount);
  const available = eurosToCents(investment.availableAmount);
  return (
    <DonutChart
      label={t('funding.chartLabel', { number: investment.number })}
      segments={[
        { id: 'invested', label: t('funding.invested'), value: Math.max(0, total - available) },
        { id: 'available', label: t('funding.available'), value: available, color: 'var(--chart-5)' },
      ]}
      valueFormatter={money}
      formatPercent={wholePercent}
      emptyText={t('funding.empty')}
      segmentColumnLabel={t('funding.segment')}
      valueColumnLabel={t('funding.value')}
      shareColumnLabel={t('funding.share')}
      roleDescription={t('funding.roleDescription')}
      keyboardHint={t('funding.keyboardHint')}
      className="mx-auto"
    />
  );
}
