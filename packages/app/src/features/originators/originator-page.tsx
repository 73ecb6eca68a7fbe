import type { components } from '@invest/api-client';
import {
  Alert,
  ArrowLeftIcon,
  Button,
  Card,
  CardTitle,
  CountryFlag,
  DescriptionList,
  EmptyState,
  FlipCard,
  Money,
  Percent,
  SearchIcon,
  Skeleton,
  type DescriptionListItem,
} from '@invest/ui';
import { Link, useParams } from 'react-router-dom';
import { errorKeyOf, useApiQuery } from '../../lib/api';
import { isNotFound } from '../../lib/api/not-found';
import { formatDate } from '../../lib/formatting';
import { currentLanguage, useErrorMessage, type Language } from '../../lib/i18n';
import { countryNameOf } from '../../lib/countries';
import { creditRatingItems } from '../../lib/investment/debtor-data';
import { useInvestmentTranslation } from '../../lib/investment/i18n';
import { RatingTopics } from '../../lib/investment/rating-topics';
import { usePageTitle } from '../../lib/page-title';
import { routeIdOf } from '../../lib/route-id';

type OriginatorProfile = components['schemas']['OriginatorProfile'];

const BACK_PATH = '/u/investments';

// Counts group thousands with a dot like the amounts beside them (as the debtor data does).
const counts = new Intl.NumberFormat('sl-SI', { useGrouping: 'always' });

/**
 * /u/originators/{id}: an originator's page for investors (GET /originators/{id}), reached from a
 * receivable's and a holding's originator data: its profile (the operator's text about it, then the
 * figures), its credit rating on a flip card that
 * explains each scale, and its record on the platform — receivables listed, repaid, running, late and
 * defaulted, with the late and defaulted shares the service computes from their real states.
 */
export function OriginatorPage() {
  const { t, i18n } = useInvestmentTranslation();
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();
  const id = routeIdOf(useParams().id);
  const { data, error, isLoading, isValidating, mutate } = useApiQuery(
    id === null ? null : '/originators/{id}',
    { path: { id: id ?? 0 } },
  );
  usePageTitle(
    data ? t('originatorPage.title', { name: data.originator.name }) : t('originatorPage.heading'),
  );

  const back = (
    <Button asChild variant="link" className="self-start">
      <Link to={BACK_PATH}>
        <ArrowLeftIcon aria-hidden="true" />
        {t('originatorPage.back')}
      </Link>
    </Button>
  );

  if (id === null || isNotFound(error)) {
    return (
      <Card>
        <EmptyState
          icon={<SearchIcon />}
          titleAs="h1"
          title={t('originatorPage.goneTitle')}
          description={t('originatorPage.goneText')}
          action={back}
        />
      </Card>
    );
  }

  if (!data) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          {t('originatorPage.heading')}
        </h1>
        {error && !isLoading ? (
          <Alert
            variant="error"
            title={t('originatorPage.error')}
            description={errorMessage(errorKeyOf(error), 'something-wrong')}
            action={
              <Button size="sm" variant="outline" loading={isValidating} onClick={() => void mutate()}>
                {t('originatorPage.retry')}
              </Button>
            }
          />
        ) : (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Skeleton className="h-72" label={t('originatorPage.loading')} />
            <Skeleton className="h-72" />
          </div>
        )}
      </div>
    );
  }

  const { originator } = data;
  const profile: DescriptionListItem[] = [
    {
      id: 'country',
      label: t('debtorData.country'),
      value: (
        <span className="inline-flex items-center gap-2">
          <CountryFlag code={originator.countryCode} decorative />
          {countryNameOf(originator.countryCode, language)}
        </span>
      ),
    },
    {
      id: 'partnerSince',
      label: t('debtorData.partnerSince'),
      value: originator.partnerSince === null ? null : formatDate(originator.partnerSince, language),
    },
    {
      id: 'companySize',
      label: t('debtorData.companySize'),
      value: originator.companySize === null ? null : t(`companySizes.${originator.companySize}`),
    },
    {
      id: 'employees',
      label: t('debtorData.employees'),
      value: originator.noOfEmployees === null ? null : counts.format(originator.noOfEmployees),
    },
    {
      id: 'totalIncome',
      label: t('debtorData.totalIncome'),
      value: originator.totalIncome === null ? null : <Money value={originator.totalIncome} />,
    },
  ];
  const rating = creditRatingItems(originator.creditRating, t);
  const description = descriptionIn(data, language);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        {back}
        <p className="text-sm font-medium text-muted-foreground">{t('originatorPage.heading')}</p>
        <h1 className="-mt-2 text-2xl font-semibold tracking-tight text-balance text-foreground sm:text-3xl">
          {originator.name}
        </h1>
        <p className="max-w-prose text-sm text-pretty text-muted-foreground">{t('originatorPage.intro')}</p>
      </div>
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Card className="gap-2">
          <CardTitle id="originator-profile">{t('originatorPage.profile')}</CardTitle>
          {description && (
            <p
              data-testid="originator-description"
              lang={description.language}
              className="mb-2 text-sm text-pretty whitespace-pre-line text-foreground"
            >
              {description.text}
            </p>
          )}
          <DescriptionList
            aria-labelledby="originator-profile"
            items={profile}
            notAvailableLabel={t('notAvailable')}
          />
        </Card>
        <FlipCard
          data-testid="originator-rating"
          frontTitle={t('originatorPage.rating')}
          backTitle={t('ratings.title')}
          showInfoLabel={t('debtorData.showInfo')}
          backLabel={t('debtorData.back')}
          fit="visible"
          front={<DescriptionList items={rating} notAvailableLabel={t('notAvailable')} />}
          back={<RatingTopics />}
        />
      </div>
      <TrackRecord data={data} />
    </div>
  );
}

/**
 * The operator's profile text in the interface language, else in the other one (marked with its
 * `lang` for screen readers); none when both are empty (decision 0021).
 */
function descriptionIn(
  { descriptionEn, descriptionSl }: OriginatorProfile,
  language: Language,
): { text: string; language: Language } | null {
  const texts = { en: descriptionEn, sl: descriptionSl };
  const other: Language = language === 'en' ? 'sl' : 'en';
  for (const lang of [language, other]) {
    const text = texts[lang];
    if (text) return { text, language: lang };
  }
  return null;
}

/** The originator's receivables on the platform by state, and the late and defaulted shares. */
function TrackRecord({ data }: { data: OriginatorProfile }) {
  const { t } = useInvestmentTranslation();
  const tally = (group: 'listed' | 'repaid' | 'active' | 'late' | 'defaulted', hint?: string) => ({
    id: group,
    label: t(`originatorPage.record.${group}`),
    value: (
      <span className="tabular-nums">
        {counts.format(data[group].count)} · <Money value={data[group].amount} />
      </span>
    ),
    hint,
  });
  const items: DescriptionListItem[] = [
    tally('listed'),
    tally('repaid', t('originatorPage.record.repaidHint')),
    tally('active', t('originatorPage.record.activeHint')),
    tally('late', t('originatorPage.record.lateHint')),
    tally('defaulted', t('originatorPage.record.defaultedHint')),
    {
      id: 'lateShare',
      label: t('originatorPage.record.lateShare'),
      value: <Percent value={data.lateShare} />,
      hint: t('originatorPage.record.shareHint'),
    },
    {
      id: 'defaultedShare',
      label: t('originatorPage.record.defaultedShare'),
      value: <Percent value={data.defaultedShare} />,
      hint: t('originatorPage.record.shareHint'),
    },
  ];
  return (
    <Card data-testid="originator-record" className="gap-2">
      <CardTitle id="originator-record">{t('originatorPage.record.title')}</CardTitle>
      <DescriptionList
        aria-labelledby="originator-record"
        items={items}
        columns={2}
        notAvailableLabel={t('notAvailable')}
      />
      <p className="mt-2 text-xs text-pretty text-muted-foreground">{t('originatorPage.record.intro')}</p>
    </Card>
  );
}
