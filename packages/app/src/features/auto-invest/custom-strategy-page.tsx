import type { AutoInvestSetting } from '@invest/api-client';
import {
  AlertDialog,
  AmountField,
  ArrowLeftIcon,
  Button,
  Card,
  ChoiceChips,
  formatPercent,
  parseAmountToCents,
  RangeSlider,
  Skeleton,
  useToast,
} from '@invest/ui';
import { useId, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { answeredErrorKey } from '../../lib/api';
import {
  useAutoInvest,
  useRemoveAutoInvest,
  useSaveAutoInvest,
} from '../../lib/auto-invest/auto-invest-queries';
import { useStrategyTranslation } from '../../lib/auto-invest/i18n';
import { STRATEGIES_PATH } from '../../lib/auto-invest/reconfirm-banner';
import { useValidateOnLeave, useZodForm } from '../../lib/forms';
import { currentLanguage, useErrorMessage } from '../../lib/i18n';
import { countryNameOf } from '../../lib/countries';
import { useInvestmentTranslation } from '../../lib/investment/i18n';
import { usePageTitle } from '../../lib/page-title';
import { useSignedIn } from '../../lib/session';
import { ConfirmButton } from './confirm-button';
import {
  COUNTRY_CHOICES,
  customStrategyRequest,
  customStrategySchema,
  customStrategyValues,
  INTEREST_GAP,
  INTEREST_MAX,
  INTEREST_MIN,
  LOAN_TYPES,
  PROTECTION_TYPES,
  requestIfValid,
  TERM_BUCKETS,
  type CustomStrategyError,
  type CustomStrategyValues,
} from './custom-strategy-schema';
import { useAutoInvestTranslation } from './i18n';
import { StrategyImpact } from './strategy-impact';
import { StrategyPreview } from './strategy-preview';
import { useSecondFactor } from '../../lib/sms-code/use-second-factor';

/** The marketplace's names of the loan types (its `type` values are the camel-case forms). */
const LOAN_TYPE_KEYS = {
  INVOICE_FACTORING: 'invoiceFactoring',
  REVERSE_FACTORING: 'reverseFactoring',
  INTERNATIONAL_FACTORING: 'internationalFactoring',
} as const;

/** The form's fields in display order: the first invalid one takes the focus. */
const FIELD_ORDER = ['interest', 'termDays', 'loanTypes', 'protectionTypes', 'country', 'amount'] as const;

/**
 * SPEC §2 /u/custom-invest-strategy: the custom strategy's settings (SPEC §5) beside a live preview of
 * what they would invest today. Saving asks for confirmation and replaces the current strategy; a
 * saved custom strategy can be cancelled here too (SPEC §4). The saved settings fill the form; a
 * strategy that cannot be read leaves the defaults (SPEC §8: an empty strategy).
 */
export function CustomInvestStrategyPage() {
  const { t } = useAutoInvestTranslation();
  usePageTitle(t('custom.title'));
  const { credentials } = useSignedIn();
  const { setting, isLoading } = useAutoInvest(credentials.userId);

  return (
    <div className="flex flex-col gap-6 @container">
      <div className="flex flex-col gap-2">
        <Link
          to={STRATEGIES_PATH}
          className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&_svg]:size-4"
        >
          <ArrowLeftIcon aria-hidden="true" />
          {t('custom.back')}
        </Link>
        <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">
          {t('custom.heading')}
        </h1>
        <p className="max-w-prose text-pretty text-muted-foreground">{t('custom.intro')}</p>
      </div>
      {isLoading ? (
        <Skeleton className="h-96 w-full rounded-lg" label={t('custom.form')} />
      ) : (
        // Mounted once the strategy is known, so its settings are the form's first values.
        <CustomStrategyForm userId={credentials.userId} setting={setting} />
      )}
    </div>
  );
}

function CustomStrategyForm({ userId, setting }: { userId: number; setting: AutoInvestSetting | null }) {
  const { t, i18n } = useAutoInvestTranslation();
  const { t: ts } = useStrategyTranslation();
  const { t: ti } = useInvestmentTranslation();
  const language = currentLanguage(i18n);
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const { toast } = useToast();
  const save = useSaveAutoInvest(userId);
  const remove = useRemoveAutoInvest(userId);
  const baseId = useId();
  const [confirming, setConfirming] = useState(false);
  const [confirmError, setConfirmError] = useState<string | null>(null);

  const form = useZodForm(customStrategySchema, customStrategyValues(setting));
  const amountValidation = useValidateOnLeave(form, 'amount');
  const values = form.watch();
  const { errors, isSubmitted } = form.formState;
  const request = requestIfValid(values);

  // The kit's controls are driven through setValue (as the other forms do); messages follow every
  // change once the form was submitted.
  const set = <K extends keyof CustomStrategyValues>(name: K, value: CustomStrategyValues[K]) =>
    form.setValue(name, value as never, { shouldDirty: true, shouldValidate: isSubmitted });
  const fieldId = (name: (typeof FIELD_ORDER)[number]) => `${baseId}-${name}`;
  const errorOf = (message: string | undefined) =>
    message === undefined ? undefined : t(`custom.errors.${message as CustomStrategyError}`);
  const focusFirstInvalid = (invalid: FieldErrors<CustomStrategyValues>) => {
    const first = FIELD_ORDER.find((name) => invalid[name]);
    if (!first) return;
    document
      .getElementById(fieldId(first))
      ?.querySelector<HTMLElement>('input, button, [role="slider"], [role="radio"]')
      ?.focus();
  };

  const onSubmit = form.handleSubmit(() => {
    setConfirmError(null);
    setConfirming(true);
  }, focusFirstInvalid);

  // With two-factor on, the choice waits for its code (SPEC §4; docs/decisions/0013).
  const secondFactor = useSecondFactor({
    code: { tokenType: 'AUTO_INVEST_CONFIRMATION', strategy: 'CUSTOM' },
    title: t('choose.codeTitle'),
    description: (phone) => t('choose.codeDescription', { phone, name: t('custom.name') }),
    run: (confirmation) =>
      save.save({ ...customStrategyRequest(customStrategySchema.parse(form.getValues())), ...confirmation }),
    onDone: () => {
      toast({
        id: 'auto-invest-chosen',
        variant: 'success',
        title: t('custom.done'),
        description: t('choose.doneDescription'),
      });
      void navigate(STRATEGIES_PATH);
    },
  });

  const confirm = async () => {
    setConfirmError(null);
    const result = await secondFactor.start();
    if (!result.ok) {
      setConfirmError(errorMessage(answeredErrorKey(result.error), 'something-wrong'));
      throw result.error;
    }
  };

  const current = setting?.type ?? null;
  const percentLabel = (value: number) => formatPercent(value, { fractionDigits: 0 });

  // Beside the settings where there is room (kept in view while scrolling); on a narrow screen the
  // preview sits between the settings and the buttons, so it is seen before saving.
  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('custom.form')}
      className="grid gap-6 @min-[56rem]:grid-cols-[minmax(0,1fr)_22rem]"
    >
      <Card className="gap-6 sm:gap-6 @min-[56rem]:col-start-1 @min-[56rem]:row-start-1">
        <div id={fieldId('interest')}>
          <RangeSlider
            label={t('custom.interest.label')}
            value={values.interest}
            onValueChange={(next) => set('interest', next)}
            min={INTEREST_MIN}
            max={INTEREST_MAX}
            step={1}
            minStepsBetweenThumbs={INTEREST_GAP}
            formatValue={percentLabel}
            minThumbLabel={t('custom.interest.min')}
            maxThumbLabel={t('custom.interest.max')}
            hint={errors.interest ? errorOf(errors.interest.message) : t('custom.interest.hint')}
          />
        </div>
        <div id={fieldId('termDays')}>
          <ChoiceChips
            type="multiple"
            label={t('custom.terms.label')}
            options={TERM_BUCKETS.map((bucket) => ({ value: bucket, label: t(`custom.terms.${bucket}`) }))}
            value={values.termDays}
            onValueChange={(next) => set('termDays', next as CustomStrategyValues['termDays'])}
            error={errorOf(errors.termDays?.message)}
          />
        </div>
        <div id={fieldId('loanTypes')}>
          <ChoiceChips
            type="multiple"
            label={t('custom.loanTypes')}
            options={LOAN_TYPES.map((type) => ({
              value: type,
              label: ti(`types.${LOAN_TYPE_KEYS[type]}`),
            }))}
            value={values.loanTypes}
            onValueChange={(next) => set('loanTypes', next as CustomStrategyValues['loanTypes'])}
            error={errorOf(errors.loanTypes?.message)}
          />
        </div>
        <div id={fieldId('protectionTypes')}>
          <ChoiceChips
            type="multiple"
            label={t('custom.protection')}
            options={PROTECTION_TYPES.map((type) => ({ value: type, label: ti(`protection.${type}`) }))}
            value={values.protectionTypes}
            onValueChange={(next) => set('protectionTypes', next as CustomStrategyValues['protectionTypes'])}
            error={errorOf(errors.protectionTypes?.message)}
          />
        </div>
        <div id={fieldId('country')}>
          <ChoiceChips
            type="single"
            label={t('custom.country.label')}
            options={COUNTRY_CHOICES.map((code) => ({
              value: code,
              label: code === 'ALL' ? t('custom.country.all') : countryNameOf(code, language),
            }))}
            value={values.country}
            onValueChange={(next) => set('country', next as CustomStrategyValues['country'])}
          />
        </div>
        <div id={fieldId('amount')} className="max-w-sm">
          <AmountField
            name="amount"
            label={t('custom.amount.label')}
            value={parseAmountToCents(values.amount)}
            onValueChange={(_, text) =>
              form.setValue('amount', text, {
                shouldDirty: true,
                shouldValidate: amountValidation.shouldValidate,
              })
            }
            onBlur={amountValidation.onBlur}
            showMaxButton={false}
            hint={t('custom.amount.hint')}
            error={errorOf(errors.amount?.message)}
          />
        </div>
      </Card>
      <div className="@min-[56rem]:sticky @min-[56rem]:top-22 @min-[56rem]:col-start-2 @min-[56rem]:row-span-2 @min-[56rem]:row-start-1 @min-[56rem]:self-start">
        <StrategyPreview userId={userId} request={request} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end @min-[56rem]:col-start-1 @min-[56rem]:row-start-2">
        {current === 'CUSTOM' && (
          <div className="flex flex-col sm:me-auto">
            <ConfirmButton
              label={t('actions.cancel')}
              variant="outline"
              title={t('stop.title', { name: ts('names.CUSTOM') })}
              description={t('stop.description')}
              confirmLabel={t('stop.confirm')}
              cancelLabel={t('stop.cancel')}
              pendingLabel={t('stop.pending')}
              confirmVariant="destructive"
              action={remove.remove}
              onDone={() => {
                toast({
                  id: 'auto-invest-stopped',
                  variant: 'success',
                  title: t('stop.done'),
                  description: t('stop.doneDescription'),
                });
                void navigate(STRATEGIES_PATH);
              }}
            />
          </div>
        )}
        {/* The submit button is the dialog's trigger, so closing the dialog returns focus to it; the
            dialog itself opens only once the settings are valid. */}
        <AlertDialog
          trigger={
            <Button type="submit" size="lg" className="max-sm:w-full">
              {t('custom.save')}
            </Button>
          }
          open={confirming}
          onOpenChange={(open) => {
            if (!open) setConfirming(false);
          }}
          title={t('custom.confirmTitle')}
          description={
            current && current !== 'CUSTOM'
              ? `${t('choose.description')} ${t('choose.replaces', { current: ts(`names.${current}`) })}`
              : t('choose.description')
          }
          confirmLabel={secondFactor.needsCode ? t('choose.sendCode') : t('custom.save')}
          cancelLabel={t('choose.cancel')}
          pendingLabel={t('choose.pending')}
          error={confirmError}
          onConfirm={confirm}
        >
          {request && <StrategyImpact userId={userId} request={request} />}
        </AlertDialog>
      </div>
      {secondFactor.dialog}
    </form>
  );
}
