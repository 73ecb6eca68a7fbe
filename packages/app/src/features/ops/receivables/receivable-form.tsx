import type { Schemas } from '@invest/api-client';
import {
  Alert,
  AmountField,
  Button,
  parseAmountToCents,
  Select,
  TextField,
  toIsoDate,
  useToast,
} from '@invest/ui';
import { useMemo } from 'react';
import { useApiMutation, useApiQuery } from '../../../lib/api';
import { useZodForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { useCountryChoices, useFormFields } from '../form-fields';
import { useReceivablesTranslation } from './i18n';
import {
  INVESTMENT_TYPES,
  PROTECTIONS,
  RANKS,
  receivableFormValues,
  receivableRequest,
  receivableSchema,
  type ReceivableFormError,
} from './receivable-schema';

type OpsReceivable = Schemas['OpsReceivable'];

/** The originators a select offers: the contract's largest page, by name. */
const ORIGINATOR_CHOICES = 100;

/** The lists and the receivable that a listing or a correction changes. */
const REVALIDATES = ['/ops/receivables', '/ops/receivables/{id}', '/ops/receivables/{id}/holders'] as const;

interface ReceivableFormProps {
  /** The receivable to correct (PUT /ops/receivables/{id}); absent to list a new one (POST). */
  receivable?: OpsReceivable;
  /** Called with the receivable the service answered, after the toast. */
  onDone: (receivable: OpsReceivable) => void;
  onCancel: () => void;
}

/**
 * The fields of a listing: number, originator, type, amount, rate, rank, issue and maturity dates,
 * protection and the debtor's country, checked as the contract checks them before anything is sent.
 * The service's refusals (a taken number, something bought meanwhile) show above the buttons.
 */
export function ReceivableForm({ receivable, onDone, onCancel }: ReceivableFormProps) {
  const { t, i18n } = useReceivablesTranslation();
  const language = currentLanguage(i18n);
  const { toast } = useToast();
  const today = useMemo(() => toIsoDate(new Date()), []);
  const schema = useMemo(() => receivableSchema(today), [today]);
  const form = useZodForm(schema, receivableFormValues(receivable ?? null, today));
  const originators = useApiQuery('/ops/originators', { query: { size: ORIGINATOR_CHOICES } });
  const create = useApiMutation('post', '/ops/receivables', { revalidates: REVALIDATES });
  const update = useApiMutation('put', '/ops/receivables/{id}', { revalidates: REVALIDATES });
  const saving = create.isSaving || update.isSaving;
  const errorMessage = receivable ? update.errorMessage : create.errorMessage;

  const countries = useCountryChoices(language);
  const originatorOptions = (originators.data?.content ?? []).map((o) => ({
    value: String(o.Id),
    label: o.name,
  }));

  const { fieldError, register, choose, setText } = useFormFields(form, (key: ReceivableFormError) =>
    t(`form.errors.${key}`),
  );

  const submit = form.handleSubmit(async (values) => {
    const body = receivableRequest(values);
    const result = receivable
      ? await update.trigger({ params: { path: { id: receivable.Id } }, body })
      : await create.trigger({ body });
    if (!result.ok) return;
    toast({
      variant: 'success',
      title: t(receivable ? 'form.saved' : 'form.listed', { number: result.data.number }),
    });
    onDone(result.data);
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label={t('form.number')} required hint={t('form.numberHint')} {...register('number')} />
        <Select
          label={t('form.originator')}
          required
          placeholder={t('form.originatorPlaceholder')}
          options={originatorOptions}
          {...choose('originatorId')}
        />
        <Select
          label={t('form.type')}
          required
          placeholder={t('form.choose')}
          options={INVESTMENT_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          {...choose('type')}
        />
        <AmountField
          label={t('form.totalAmount')}
          required
          name="totalAmount"
          value={parseAmountToCents(form.watch('totalAmount'))}
          onValueChange={(_, text) => setText('totalAmount', text)}
          error={fieldError('totalAmount')}
        />
        <TextField
          label={t('form.interestRate')}
          required
          inputMode="decimal"
          suffix="%"
          {...register('interestRate')}
        />
        <Select
          label={t('form.rank')}
          required
          placeholder={t('form.choose')}
          options={RANKS.map((rank) => ({ value: rank, label: rank }))}
          {...choose('rank')}
        />
        <TextField type="date" label={t('form.issueDate')} required max={today} {...register('issueDate')} />
        <TextField
          type="date"
          label={t('form.maturityDate')}
          required
          min={today}
          {...register('maturityDate')}
        />
        <Select
          label={t('form.protection')}
          required
          options={PROTECTIONS.map((protection) => ({
            value: protection,
            label: t(`protection.${protection}`),
          }))}
          {...choose('protection')}
        />
        <Select
          label={t('form.country')}
          required
          placeholder={t('form.countryPlaceholder')}
          options={countries}
          {...choose('country')}
        />
      </div>
      {errorMessage && <Alert variant="error" description={errorMessage} />}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={saving} onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" loading={saving} loadingLabel={t('pending')}>
          {t(receivable ? 'form.submitEdit' : 'form.submitNew')}
        </Button>
      </div>
    </form>
  );
}
