import type { AccountBalance, InvestmentType } from '@invest/api-client';
import { formatMoney, formatPercent, PieChart } from '@invest/ui';
import { useInvestmentTranslation } from '../../lib/investment/i18n';
import { eurosToCents } from '../../lib/money';
import { useOverviewTranslation } from './i18n';

const TYPES: InvestmentType[] = ['invoiceFactoring', 'reverseFactoring', 'internationalFactoring'];

/**
 * SPEC §2 pie graph: the investor's earnings by investment type (accountBalance's
 * earningsByInvestmentType), shares in whole percent rounded down (SPEC §9). Values are integer cents
 * so the shares come from exact sums. Its own module, loaded only where it is shown.
 */
export default function EarningsPie({ earnings }: { earnings: AccountBalance['earningsByInvestmentType'] }) {
  const { t } = useOverviewTranslation();
  const { t: tInvestment } = useInvestmentTranslation();
  return (
    <PieChart
      label={t('pie.title')}
      segments={TYPES.map((type) => ({
        id: type,
        label: tInvestment(`types.${type}`),
        value: eurosToCents(earnings[type]),
      }))}
      valueFormatter={(cents) => formatMoney(cents, { fromCents: true })}
      formatPercent={(percent) => formatPercent(percent, { fractionDigits: 0 })}
      emptyText={t('pie.empty')}
      segmentColumnLabel={t('pie.segment')}
      valueColumnLabel={t('pie.value')}
      shareColumnLabel={t('pie.share')}
      roleDescription={t('chart.roleDescription')}
      keyboardHint={t('pie.keyboardHint')}
      className="mx-auto"
    />
  );
}
