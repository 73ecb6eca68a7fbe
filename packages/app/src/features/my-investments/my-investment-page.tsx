import type { UserInvestment } from '@invest/api-client';
import {
  Alert,
  AlertDialog,
  Banner,
  Button,
  Card,
  DownloadIcon,
  formatMoney,
  Skeleton,
  useToast,
} from '@invest/ui';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { answeredErrorKey, errorKeyOf } from '../../lib/api';
import { isNotFound } from '../../lib/api/not-found';
import { DownloadButton } from '../../lib/download-button';
import { formatDate } from '../../lib/formatting';
import { currentLanguage, useErrorMessage } from '../../lib/i18n';
import { DebtorData } from '../../lib/investment/debtor-data';
import { FundingCard } from '../../lib/investment/funding-card';
import { InvestmentHeader } from '../../lib/investment/investment-header';
import { usePageTitle } from '../../lib/page-title';
import { routeIdOf } from '../../lib/route-id';
import { useSecondFactor } from '../../lib/sms-code/use-second-factor';
import { useCancelInvestment, useUserInvestment } from './api/my-investment-queries';
import { useMyInvestmentsTranslation } from './i18n';
import { HoldingSchedule } from './holding-schedule';
import { MyLoanData } from './my-loan-data';

const LIST_PATH = '/u/my-investments';

/**
 * SPEC §2 /u/my-investments/{id}: the banner with the contract (PDF) and, only while the holding is
 * both active and cancelable, Cancel investment; the loan data, debtor data and the donut with the
 * info card. A holding that is not (or no longer) there sends the investor back to the list.
 */
export function MyInvestmentPage() {
  const { t } = useMyInvestmentsTranslation();
  const errorMessage = useErrorMessage();
  const id = routeIdOf(useParams().id);
  const { data: holding, error, isLoading, isValidating, mutate } = useUserInvestment(id);
  usePageTitle(holding ? t('detail.title', { number: holding.investment.number }) : t('title'));

  if (id === null || isNotFound(error)) return <Navigate to={LIST_PATH} replace />;

  if (!holding) {
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
            <Skeleton className="h-28 lg:col-span-2" label={t('detail.loading')} />
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
        investment={holding.investment}
        title={t('detail.title', { number: holding.investment.number })}
        back={{ to: LIST_PATH, label: t('detail.back') }}
      />
      <HoldingBanner holding={holding} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <Card>
          <MyLoanData holding={holding} />
        </Card>
        <DebtorData investment={holding.investment} />
      </div>
      <HoldingSchedule holdingId={holding.Id} />
      {/* The whole width: the donut's legend needs the room beside it. */}
      <FundingCard investment={holding.investment} />
    </div>
  );
}

/** The banner of SPEC §2: where the holding stands, its contract, and the way to cancel it while that is allowed. */
function HoldingBanner({ holding }: { holding: UserInvestment }) {
  const { t, i18n } = useMyInvestmentsTranslation();
  const language = currentLanguage(i18n);
  const amount = formatMoney(holding.amount);
  const date = formatDate(
    holding.active ? holding.investment.dateEndFormatted : holding.dateEndFormatted,
    language,
  );
  return (
    <Banner
      variant="info"
      illustration={null}
      title={t('detail.banner.title', { amount })}
      text={t(`detail.banner.${holding.status}`, { date })}
      action={
        <>
          <DownloadButton
            path="/user_investments/{id}/contract"
            params={{ path: { id: holding.Id } }}
            loadingLabel={t('detail.downloading')}
            errorTitle={t('detail.downloadError')}
          >
            <DownloadIcon aria-hidden="true" />
            {t('detail.download')}
          </DownloadButton>
          {holding.active && holding.cancelable && <CancelInvestment holding={holding} />}
        </>
      }
    />
  );
}

/**
 * SPEC §4 cancel: the kit's AlertDialog asks first; confirming sends the DELETE with one
 * Idempotency-Key (again on a retry). Success: a toast, the lists and balance are read again, back to
 * the list. A refusal: the service's error key, translated, in the dialog's alert.
 */
function CancelInvestment({ holding }: { holding: UserInvestment }) {
  const { t } = useMyInvestmentsTranslation();
  const errorMessage = useErrorMessage();
  const { toast } = useToast();
  const navigate = useNavigate();
  const cancel = useCancelInvestment();
  const [error, setError] = useState<string | null>(null);
  const amount = formatMoney(holding.amount);

  // With two-factor on, the cancellation waits for its code (SPEC §4; docs/decisions/0013).
  const secondFactor = useSecondFactor({
    code: { tokenType: 'CANCELLATION_CONFIRMATION', investmentId: holding.Id },
    title: t('detail.cancelCode.title'),
    description: (phone) =>
      t('detail.cancelCode.description', { phone, amount, number: holding.investment.number }),
    run: (confirmation) => cancel.trigger({ params: { path: { id: holding.Id } }, body: confirmation }),
    onDone: () => {
      toast({
        id: 'investment-canceled',
        variant: 'success',
        title: t('detail.canceled.title'),
        description: t('detail.canceled.description', { amount }),
      });
      void navigate(LIST_PATH);
    },
  });

  const confirm = async () => {
    setError(null);
    const result = await secondFactor.start();
    if (!result.ok) {
      setError(errorMessage(answeredErrorKey(result.error), 'something-wrong'));
      // Keeps the dialog open with the message; confirming again retries with the same key.
      throw result.error;
    }
  };

  return (
    <>
      <AlertDialog
        trigger={<Button variant="outline">{t('detail.cancel')}</Button>}
        onOpenChange={(open) => {
          if (open) setError(null);
        }}
        title={t('detail.cancelConfirm.title', { amount, number: holding.investment.number })}
        description={t('detail.cancelConfirm.description')}
        confirmLabel={
          secondFactor.needsCode ? t('detail.cancelConfirm.sendCode') : t('detail.cancelConfirm.confirm')
        }
        confirmVariant="destructive"
        cancelLabel={t('detail.cancelConfirm.cancel')}
        pendingLabel={t('detail.cancelConfirm.pending')}
        error={error}
        onConfirm={confirm}
      />
      {secondFactor.dialog}
    </>
  );
}
