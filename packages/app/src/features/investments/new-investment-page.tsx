import {
  Alert,
  ArrowLeftIcon,
  Button,
  Card,
  EmptyState,
  FileTextIcon,
  SearchIcon,
  Skeleton,
} from '@invest/ui';
import { Link, useParams } from 'react-router-dom';
import { errorKeyOf } from '../../lib/api';
import { isNotFound } from '../../lib/api/not-found';
import { DownloadButton } from '../../lib/download-button';
import { useErrorMessage } from '../../lib/i18n';
import { DebtorData } from '../../lib/investment/debtor-data';
import { FundingCard } from '../../lib/investment/funding-card';
import { useInvestmentTranslation } from '../../lib/investment/i18n';
import { InvestmentHeader } from '../../lib/investment/investment-header';
import { usePageTitle } from '../../lib/page-title';
import { routeIdOf } from '../../lib/route-id';
import { useInvestment } from './api/investment-queries';
import { BuyCard } from './buy-card';
import { useInvestmentsTranslation } from './i18n';
import { LoanData } from './loan-data';

const LIST_PATH = '/u/investments';

/**
 * SPEC §2 /u/investments/{id}, the New investment page: the amount form, the loan and debtor data
 * (N/A where missing), the donut of invested versus available with the info flip card (and the
 * contract template to read before buying). A receivable that is not (or no longer) offered says so
 * and leads back to the list.
 */
export function NewInvestmentPage() {
  const { t } = useInvestmentsTranslation();
  const { t: ti } = useInvestmentTranslation();
  const errorMessage = useErrorMessage();
  const id = routeIdOf(useParams().id);
  const { data: investment, error, isLoading, isValidating, mutate } = useInvestment(id);
  usePageTitle(investment ? t('detail.title', { number: investment.number }) : t('title'));

  const gone = id === null || isNotFound(error);
  if (gone) {
    return (
      <div className="flex flex-col gap-6">
        <Card>
          <EmptyState
            icon={<SearchIcon />}
            titleAs="h1"
            title={t('detail.goneTitle')}
            description={t('detail.goneText')}
            action={
              <Button asChild>
                <Link to={LIST_PATH}>
                  <ArrowLeftIcon aria-hidden="true" />
                  {t('detail.back')}
                </Link>
              </Button>
            }
          />
        </Card>
      </div>
    );
  }

  if (!investment) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{t('title')}</h1>
        {error && !isLoading ? (
          <Alert
            variant="error"
            title={t('detail.error')}
            description={errorMessage(errorKeyOf(error), 'something-wrong')}
            action={
              <Button size="sm" variant="outline" loading={isValidating} onClick={() => void mutate()}>
                {t('retry')}
              </Button>
            }
          />
        ) : (
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <Skeleton className="h-72" label={t('detail.loading')} />
            <Skeleton className="h-72" />
            <Skeleton className="h-96" />
            <Skeleton className="h-96" />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <InvestmentHeader
        investment={investment}
        title={t('detail.title', { number: investment.number })}
        back={{ to: LIST_PATH, label: t('detail.back') }}
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <BuyCard investment={investment} onRefused={() => void mutate()} />
        <Card>
          <LoanData investment={investment} />
        </Card>
      </div>
      {/* The whole width: the donut's legend needs the room beside it. */}
      <FundingCard
        investment={investment}
        contractAction={
          <DownloadButton
            path="/investments/{id}/contract-template"
            params={{ path: { id: investment.Id } }}
            variant="outline"
            className="self-start"
            loadingLabel={ti('info.downloading')}
            errorTitle={ti('info.downloadError')}
          >
            <FileTextIcon aria-hidden="true" />
            {ti('info.contractTemplate')}
          </DownloadButton>
        }
      />
      <DebtorData investment={investment} columns={2} />
    </div>
  );
}
