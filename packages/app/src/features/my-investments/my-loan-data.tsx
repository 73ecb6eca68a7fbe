import type { UserInvestment } from '@invest/api-client';
import { DescriptionList, Money, Percent, type DescriptionListItem } from '@invest/ui';
import { formatDate } from '../../lib/formatting';
import { currentLanguage } from '../../lib/i18n';
import { useInvestmentTranslation } from '../../lib/investment/i18n';
import { InvestmentProtection } from '../../lib/investment/investment-parts';

/**
 * SPEC §2 My investment detail, loan data: type, loan amount, my amount, the yearly rate (the
 * auto-invest rate when the strategy bought it), rank, issue and maturity date, my end date, the
 * protection; and what the holding earned so far and is expected to earn to maturity.
 */
export function MyLoanData({ holding }: { holding: UserInvestment }) {
  const { t, i18n } = useInvestmentTranslation();
  const language = currentLanguage(i18n);
  const { investment } = holding;
  const autoRate = holding.autoInvestData?.interestRate ?? null;
  const items: DescriptionListItem[] = [
    { id: 'type', label: t('loanData.type'), value: t(`types.${investment.type}`) },
    { id: 'totalAmount', label: t('loanData.totalAmount'), value: <Money value={investment.totalAmount} /> },
    { id: 'myAmount', label: t('loanData.myAmount'), value: <Money value={holding.amount} /> },
    {
      id: 'interestRate',
      label: t('loanData.interestRate'),
      value: <Percent value={autoRate ?? investment.interestRate} />,
      hint: autoRate === null ? undefined : t('loanData.autoInvestRate'),
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
    {
      id: 'boughtOn',
      label: t('loanData.boughtOn'),
      value: formatDate(holding.dateStartFormatted, language),
    },
    {
      id: 'myEndDate',
      label: t('loanData.myEndDate'),
      value: formatDate(holding.dateEndFormatted, language),
    },
    {
      id: 'protection',
      label: t('loanData.protection'),
      value: <InvestmentProtection protection={investment.protection} showLabel />,
    },
    {
      id: 'accruedInterest',
      label: t('loanData.accruedInterest'),
      value: <Money value={holding.accruedInterest} />,
    },
    {
      id: 'expectedInterest',
      label: t('loanData.expectedInterest'),
      value: <Money value={holding.expectedInterest} />,
      hint: t('loanData.beforeTax'),
    },
  ];
  return <DescriptionList title={t('loanData.title')} items={items} notAvailableLabel={t('notAvailable')} />;
}
