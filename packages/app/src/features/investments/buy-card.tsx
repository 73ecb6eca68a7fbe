import type { Investment } from '@invest/api-client';
import {
  Alert,
  AlertDialog,
  AmountField,
  Button,
  Card,
  CardHeader,
  CardTitle,
  DescriptionList,
  formatMoney,
  formatPercent,
  Money,
  parseAmountToCents,
  Skeleton,
  useToast,
  type DescriptionListItem,
} from '@invest/ui';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { answeredErrorKey, errorKeyOf, isFinalRefusal, useCurrentUser } from '../../lib/api';
import { formatDate } from '../../lib/formatting';
import { useValidateOnLeave, useZodForm } from '../../lib/forms';
import { currentLanguage, useErrorMessage } from '../../lib/i18n';
import { expectedInterestCents } from '../../lib/interest';
import { useInvestmentTranslation } from '../../lib/investment/i18n';
import { InvestmentProtection } from '../../lib/investment/investment-parts';
import { centsToEuros, eurosToCents } from '../../lib/money';
import { useSecondFactor } from '../../lib/sms-code/use-second-factor';
import { useAccountBalance, useBuyInvestment } from './api/investment-queries';
import { useInvestmentsTranslation } from './i18n';
import {
  investmentAmountCents,
  investmentAmountSchema,
  MIN_PURCHASE_CENTS,
  remainderOnly,
  type InvestmentAmountError,
} from './investment-amount-schema';

const money = (cents: number) => formatMoney(cents, { fromCents: true });

export interface BuyCardProps {
  investment: Investment;
  /** Reads the receivable again: a refusal may mean it changed (sold out, closed) since it was loaded. */
  onRefused: () => void;
}

/**
 * SPEC §2/§5 New investment page, the amount form: the investor's available funds and what the
 * receivable still offers; an amount (required, above zero, whole cents, within both); Invest opens
 * the kit's AlertDialog with the amount, the expected interest to maturity and the protection, and
 * confirming buys it with one Idempotency-Key (confirming again after a failure retries with the same
 * key). An unconfirmed investor (investDenied) and a receivable no longer open see the form disabled
 * and why. The field's hint gives the limits before anything is typed (at least 10 €, or all of a
 * smaller remainder); an invalid amount says why as soon as the field is left. A refusal is the
 * service's error key, translated, in the dialog's alert.
 */
export function BuyCard({ investment, onRefused }: BuyCardProps) {
  const { t, i18n } = useInvestmentsTranslation();
  const { t: ti } = useInvestmentTranslation();
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();
  const { toast } = useToast();
  const user = useCurrentUser();
  const balance = useAccountBalance();
  const buy = useBuyInvestment();
  const [confirming, setConfirming] = useState(false);
  // Kept after the dialog closes, so its title does not change while it fades out.
  const [confirmCents, setConfirmCents] = useState(0);
  // Why the last confirmation failed: its message, and whether another try can help, follow from it.
  const [confirmFailure, setConfirmFailure] = useState<unknown>(null);

  // A provider deduction can leave the funds below zero: nothing can be bought then.
  const fundsCents = balance.data ? Math.max(0, eurosToCents(balance.data.availableFunds)) : undefined;
  const availableCents = eurosToCents(investment.availableAmount);
  const confirmed = user.status.confirmed;
  const open = investment.state === 'ACTIVE' && availableCents > 0;
  const blocked = !confirmed || !open;
  const maxCents = fundsCents === undefined ? undefined : Math.min(fundsCents, availableCents);

  const schema = useMemo(
    () => investmentAmountSchema({ fundsCents, availableCents }),
    [fundsCents, availableCents],
  );
  const form = useZodForm(schema, { amount: '' });
  const amountText = form.watch('amount');
  const amountId = useId();
  const validation = useValidateOnLeave(form, 'amount');
  const errorKey = form.formState.errors.amount?.message as InvestmentAmountError | undefined;
  const fieldError =
    errorKey &&
    t(`buy.errors.${errorKey}`, {
      min: money(MIN_PURCHASE_CENTS),
      max: money(errorKey === 'above-funds' ? (fundsCents ?? 0) : availableCents),
    });
  // The limits before anything is typed: from the minimum up to what can be bought; all of it when
  // less than the minimum is left; the minimum against the funds when they are below it.
  const rangeHint = (max: string) =>
    remainderOnly(availableCents)
      ? t('buy.remainderHint', { min: money(MIN_PURCHASE_CENTS), max: money(availableCents) })
      : maxCents !== undefined && maxCents < MIN_PURCHASE_CENTS
        ? t('buy.fundsBelowMinimumHint', { min: money(MIN_PURCHASE_CENTS), funds: money(maxCents) })
        : t('buy.rangeHint', { min: money(MIN_PURCHASE_CENTS), max });

  const onSubmit = form.handleSubmit(
    ({ amount }) => {
      setConfirmFailure(null);
      setConfirmCents(investmentAmountCents(amount));
      setConfirming(true);
    },
    () => document.getElementById(amountId)?.focus(),
  );

  const purchase = { investmentId: investment.Id, amount: centsToEuros(confirmCents) };
  // With two-factor on, the purchase waits for its code (SPEC §4; docs/decisions/0013).
  const secondFactor = useSecondFactor({
    code: { tokenType: 'PURCHASE_CONFIRMATION', ...purchase },
    title: t('buy.code.title'),
    description: (phone) =>
      t('buy.code.description', { phone, amount: money(confirmCents), number: investment.number }),
    run: async (confirmation) => {
      const result = await buy.trigger({ body: { ...purchase, ...confirmation } });
      if (!result.ok && result.error.status >= 400 && result.error.status < 500) {
        onRefused();
        void balance.mutate();
      }
      return result;
    },
    onDone: () => {
      form.reset({ amount: '' });
      toast({
        id: 'investment-bought',
        variant: 'success',
        title: t('buy.done.title'),
        description: t('buy.done.description', { amount: money(confirmCents), number: investment.number }),
      });
    },
    returnFocus: () => document.getElementById(amountId)?.focus(),
  });

  const confirm = async () => {
    setConfirmFailure(null);
    const result = await secondFactor.start();
    if (!result.ok) {
      setConfirmFailure(result.error);
      // Keeps the dialog open with the message; unless refused for good, confirming again retries
      // with the same key.
      throw result.error;
    }
  };

  const funds = () => {
    if (balance.data) return <Money value={balance.data.availableFunds} />;
    // SPEC §8: a balance that fails to load is an empty balance.
    if (balance.error) return '—';
    return <Skeleton shape="text" className="ml-auto h-4 w-20" label={t('buy.fundsLoading')} />;
  };
  const figures: DescriptionListItem[] = [
    { id: 'availableFunds', label: t('buy.availableFunds'), value: funds() },
    {
      id: 'availableAmount',
      label: t('buy.availableAmount'),
      value: <Money value={investment.availableAmount} />,
    },
  ];

  const interestCents = expectedInterestCents(
    confirmCents,
    investment.interestRate,
    investment.dateEndFormatted,
  );
  const summary: DescriptionListItem[] = [
    { id: 'amount', label: t('buy.confirm.amount'), value: money(confirmCents) },
    { id: 'interest', label: t('buy.confirm.interest'), value: money(interestCents) },
    {
      id: 'protection',
      label: t('buy.confirm.protection'),
      value: <InvestmentProtection protection={investment.protection} showLabel />,
    },
  ];

  const submit = (
    <Button
      type="submit"
      size="lg"
      disabled={blocked || maxCents === undefined}
      className="self-start max-sm:w-full"
    >
      {t('buy.submit')}
    </Button>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('buy.title')}</CardTitle>
      </CardHeader>
      <DescriptionList items={figures} notAvailableLabel="—" />
      {balance.error && !balance.data && (
        <Alert
          variant="error"
          title={t('buy.fundsError')}
          description={errorMessage(errorKeyOf(balance.error), 'something-wrong')}
          action={
            <Button
              size="sm"
              variant="outline"
              loading={balance.isValidating}
              onClick={() => void balance.mutate()}
            >
              {t('retry')}
            </Button>
          }
        />
      )}
      {!confirmed ? (
        <Alert
          variant="warning"
          title={t('buy.deniedTitle')}
          description={errorMessage('investDenied', 'investDenied')}
        />
      ) : !open ? (
        <Alert
          variant="info"
          title={t('buy.closedTitle')}
          description={errorMessage('investment-closed', 'investment-closed')}
        />
      ) : fundsCents === 0 ? (
        <Alert
          variant="info"
          title={t('buy.noFundsTitle')}
          description={t('buy.noFunds')}
          action={
            <Button asChild size="sm" variant="outline">
              <Link to="/u/deposits">{t('buy.toWallet')}</Link>
            </Button>
          }
        />
      ) : null}
      <form method="post" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <AmountField
          id={amountId}
          name="amount"
          label={t('buy.amount')}
          required
          // The only field: a required marker would only add noise.
          requiredMarker={null}
          value={parseAmountToCents(amountText)}
          onValueChange={(_, text) =>
            // Messages follow every change once the field was left or the form submitted.
            form.setValue('amount', text, { shouldDirty: true, shouldValidate: validation.shouldValidate })
          }
          onBlur={validation.onBlur}
          maxCents={blocked ? undefined : maxCents}
          maxButtonLabel={t('buy.max')}
          maxHint={blocked ? undefined : rangeHint}
          disabled={blocked}
          error={fieldError || undefined}
        />
        {/*
         * The submit button is the dialog's trigger, so closing the dialog returns focus to it; the
         * dialog itself opens only once the amount is valid (the trigger's own toggle is ignored).
         */}
        <AlertDialog
          trigger={submit}
          open={confirming}
          onOpenChange={(next) => {
            if (!next) setConfirming(false);
          }}
          title={t('buy.confirm.title', { amount: money(confirmCents), number: investment.number })}
          description={t('buy.confirm.description')}
          confirmLabel={secondFactor.needsCode ? t('buy.confirm.sendCode') : t('buy.confirm.confirm')}
          cancelLabel={t('buy.confirm.cancel')}
          pendingLabel={t('buy.confirm.pending')}
          error={
            confirmFailure === null ? null : errorMessage(answeredErrorKey(confirmFailure), 'something-wrong')
          }
          canRetry={!isFinalRefusal(confirmFailure)}
          onConfirm={confirm}
        >
          <div data-slot="purchase-summary" className="flex flex-col gap-3">
            <DescriptionList items={summary} />
            {/* Under the figures, not beside them: in the narrow dialog a hint would squeeze the labels. */}
            <p
              data-slot="purchase-terms"
              className="flex flex-col gap-1 text-xs text-pretty text-muted-foreground"
            >
              <span>
                {t('buy.confirm.interestHint', {
                  rate: formatPercent(investment.interestRate),
                  date: formatDate(investment.dateEndFormatted, language),
                })}
              </span>
              <span>{ti(`info.${investment.protection ?? 'none'}`)}</span>
            </p>
          </div>
        </AlertDialog>
      </form>
      {secondFactor.dialog}
    </Card>
  );
}
