import type { Investment } from '@invest/api-client';
import { Button, DescriptionList, FlipCard, Money, Percent, type DescriptionListItem } from '@invest/ui';
import { Link } from 'react-router-dom';
import { formatDate } from '../formatting';
import { currentLanguage } from '../i18n';
import { countryNameOf } from '../countries';
import { useInvestmentTranslation } from './i18n';
import { RatingTopics } from './rating-topics';

// Counts group thousands with a dot like the amounts beside them (SPEC §9: 1.250, as in 1.250,00 €).
const counts = new Intl.NumberFormat('sl-SI', { useGrouping: 'always' });
const formatCount = (value: number) => counts.format(value);

/**
 * SPEC §2 "debtor data": the originator's data (the company that assigned the receivable; the debtor
 * who pays it is named only by its country, in the loan data: docs/decisions/0020) — its name, which
 * leads to its page, its own country, partner since, failure score and ranking (both from the credit
 * rating company), loan deals with the active ones, their total value, company size, employees and
 * total income; N/A (in the interface language) for whatever is missing. On a flip card whose info
 * side explains each rating scale (ours and the credit rating company's).
 */
export function DebtorData({
  investment,
  columns,
}: {
  investment: Investment;
  /** Pairs per row from 480 px (the kit's DescriptionList). @default 1 */
  columns?: 1 | 2;
}) {
  const { t, i18n } = useInvestmentTranslation();
  const language = currentLanguage(i18n);
  const { originator, deals } = investment;
  const items: DescriptionListItem[] = [
    {
      id: 'originator',
      label: t('debtorData.originator'),
      value:
        originator.Id === undefined ? (
          originator.name
        ) : (
          <Button asChild variant="link" className="h-auto p-0 text-right whitespace-normal">
            <Link
              to={`/u/originators/${originator.Id}`}
              aria-label={`${t('debtorData.page')}: ${originator.name}`}
            >
              {originator.name}
            </Link>
          </Button>
        ),
    },
    { id: 'country', label: t('debtorData.country'), value: countryNameOf(originator.countryCode, language) },
    {
      id: 'partnerSince',
      label: t('debtorData.partnerSince'),
      value: originator.partnerSince === null ? null : formatDate(originator.partnerSince, language),
    },
    ...creditRatingItems(originator.creditRating, t),
    {
      id: 'deals',
      label: t('debtorData.deals'),
      value: t('debtorData.dealsValue', { total: deals.totalCount, active: deals.activeCount }),
    },
    { id: 'totalValue', label: t('debtorData.totalValue'), value: <Money value={deals.totalValue} /> },
    {
      id: 'companySize',
      label: t('debtorData.companySize'),
      value: originator.companySize === null ? null : t(`companySizes.${originator.companySize}`),
    },
    {
      id: 'employees',
      label: t('debtorData.employees'),
      value: originator.noOfEmployees === null ? null : formatCount(originator.noOfEmployees),
    },
    {
      id: 'totalIncome',
      label: t('debtorData.totalIncome'),
      value: originator.totalIncome === null ? null : <Money value={originator.totalIncome} />,
    },
  ];
  return (
    <FlipCard
      data-testid="originator-card"
      frontTitle={t('debtorData.title')}
      backTitle={t('ratings.title')}
      showInfoLabel={t('debtorData.showInfo')}
      backLabel={t('debtorData.back')}
      fit="visible"
      front={<DescriptionList items={items} columns={columns} notAvailableLabel={t('notAvailable')} />}
      back={<RatingTopics />}
    />
  );
}

/** The credit rating company's two figures, failure score and ranking, as description-list rows. */
export function creditRatingItems(
  creditRating: Investment['originator']['creditRating'] | undefined,
  t: ReturnType<typeof useInvestmentTranslation>['t'],
): DescriptionListItem[] {
  const failureScore = creditRating?.failureScore ?? null;
  const ranking = creditRating?.ranking ?? null;
  return [
    {
      id: 'failureScore',
      label: t('debtorData.failureScore'),
      value: failureScore === null ? null : <Percent value={failureScore} />,
      hint: failureScore === null ? undefined : t('debtorData.creditRating'),
    },
    {
      id: 'ranking',
      label: t('debtorData.ranking'),
      value: ranking,
      hint: ranking === null ? undefined : t('debtorData.creditRating'),
    },
  ];
}
