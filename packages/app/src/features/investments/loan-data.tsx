import type { Investment } from '@invest/api-client';
import { CountryFlag, DescriptionList, Money, Percent, type DescriptionListItem } from '@invest/ui';
import { formatDate } from '../../lib/formatting';
import { currentLanguage } from '../../lib/i18n';
import { countryNameOf } from '../../lib/countries';
import { useInvestmentTranslation } from '../../lib/investment/i18n';
import { InvestmentProtection } from '../../lib/investment/investment-parts';

/**
 * SPEC §2 New investment page, loan data: type, total and still available amount, yearly rate, rank,
 * issue and maturity date, term in days, protection (with its icon), the debtor's country and the
 * receivable's state.
 */
export function LoanData({ investment }: { investment: Investment }) {
  const { t, i18n } = useInvestmentTranslation();
  const language = currentLanguage(i18n);
  const country = countryNameOf(investment.country, language);
  const items: DescriptionListItem[] = [
    { id: 'type', label: t('loanData.type'), value: t(`types.${investment.type}`) },
    { id: 'totalAmount', label: t('loanData.totalAmount'), value: <Money value={investment.totalAmount} /> },
    {
      id: 'availableAmount',
      label: t('loanData.availableAmount'),
      value: <Money value={investment.availableAmount} />,
    },
    {
      id: 'interestRate',
      label: t('loanData.interestRate'),
      value: <Percent value={investment.interestRate} />,
    },
    { id: 'rank', label: t('loanData.rank'), value: investment.rank, hint: t('loanData.rankHint') },
    {
      id: 'issueDate',
      label: t('loanData.issueDate'),
      value: formatDate(investment.dateStartFormatted, language),
    },
    {
      id: 'maturityDate',
      label: t('loanData.maturityDate'),
      value: formatDate(investment.dateEndFormatted, language),
    },
    { id: 'termDays', label: t('loanData.termDays'), value: investment.termDays },
    {
      id: 'protection',
      label: t('loanData.protection'),
      value: <InvestmentProtection protection={investment.protection} showLabel />,
    },
    {
      id: 'country',
      label: t('loanData.country'),
      value: (
        <span className="inline-flex items-center gap-2">
          <CountryFlag code={investment.country} decorative />
          {country}
        </span>
      ),
    },
    { id: 'state', label: t('loanData.state'), value: t(`states.${investment.state}`) },
  ];
  return <DescriptionList title={t('loanData.title')} items={items} notAvailableLabel={t('notAvailable')} />;
}
