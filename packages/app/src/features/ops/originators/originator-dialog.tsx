import type { Schemas } from '@invest/api-client';
import {
  Alert,
  AmountField,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  parseAmountToCents,
  Select,
  TextAreaField,
  TextField,
  toIsoDate,
  useToast,
} from '@invest/ui';
import { useMemo } from 'react';
import { useApiMutation } from '../../../lib/api';
import { useZodForm } from '../../../lib/forms';
import { currentLanguage } from '../../../lib/i18n';
import { useCountryChoices, useFormFields } from '../form-fields';
import { useReceivablesTranslation } from '../receivables/i18n';
import {
  COMPANY_SIZES,
  MAX_DESCRIPTION,
  originatorFormValues,
  originatorRequest,
  originatorSchema,
  type OriginatorError,
} from './originator-schema';

type Originator = Schemas['OpsOriginator'];

interface OriginatorDialogProps {
  /** The originator to correct; absent to add one. */
  originator?: Originator;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Adding (POST /ops/originators) or correcting (PUT /ops/originators/{id}) an originator in a dialog:
 * the fields of CreateOriginatorRequest, checked as the contract checks them before anything is sent;
 * the service's refusal (a taken name) shows in the dialog, a success closes it with a toast and the
 * list is read again.
 */
export function OriginatorDialog({ originator, open, onOpenChange }: OriginatorDialogProps) {
  const { t, i18n } = useReceivablesTranslation();
  const language = currentLanguage(i18n);
  const { toast } = useToast();
  const schema = useMemo(() => originatorSchema(toIsoDate(new Date())), []);
  const form = useZodForm(schema, originatorFormValues(originator));
  const revalidates = ['/ops/originators'] as const;
  const add = useApiMutation('post', '/ops/originators', { revalidates });
  const update = useApiMutation('put', '/ops/originators/{id}', { revalidates });
  const saving = add.isSaving || update.isSaving;
  const errorMessage = originator ? update.errorMessage : add.errorMessage;
  const countries = useCountryChoices(language);

  const close = (next: boolean) => {
    if (saving) return;
    if (!next) {
      add.reset();
      update.reset();
    }
    onOpenChange(next);
  };

  const { fieldError, register, choose, setText } = useFormFields(form, (key: OriginatorError) =>
    t(`originators.form.errors.${key}`),
  );

  const submit = form.handleSubmit(async (values) => {
    const body = originatorRequest(values);
    const result = originator
      ? await update.trigger({ params: { path: { id: originator.Id } }, body })
      : await add.trigger({ body });
    if (!result.ok) return;
    toast({
      variant: 'success',
      title: t(originator ? 'originators.form.saved' : 'originators.form.added', { name: body.name }),
    });
    onOpenChange(false);
  });

  const incomeText = form.watch('totalIncome');

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent size="lg" closeLabel={t('ops:actions.cancel')}>
        <DialogHeader>
          <DialogTitle>
            {originator
              ? t('originators.form.editTitle', { name: originator.name })
              : t('originators.form.addTitle')}
          </DialogTitle>
          <DialogDescription>
            {t(originator ? 'originators.form.editDescription' : 'originators.form.addDescription')}
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('originators.form.name')}
              required
              autoComplete="organization"
              className="sm:col-span-2"
              {...register('name')}
            />
            <Select
              label={t('originators.form.country')}
              required
              placeholder={t('form.countryPlaceholder')}
              options={countries}
              {...choose('countryCode')}
            />
            <TextField type="date" label={t('originators.form.partnerSince')} {...register('partnerSince')} />
            <TextField
              label={t('originators.form.failureScore')}
              inputMode="decimal"
              hint={t('originators.form.failureScoreHint')}
              {...register('failureScore')}
            />
            <TextField
              label={t('originators.form.ranking')}
              hint={t('originators.form.rankingHint')}
              {...register('ranking')}
            />
            <Select
              label={t('originators.form.companySize')}
              options={[
                { value: '', label: t('originators.form.noSize') },
                ...COMPANY_SIZES.map((size) => ({ value: size, label: t(`originators.sizes.${size}`) })),
              ]}
              {...choose('companySize')}
            />
            <TextField
              label={t('originators.form.employees')}
              inputMode="numeric"
              {...register('noOfEmployees')}
            />
            <AmountField
              label={t('originators.form.totalIncome')}
              className="sm:col-span-2"
              name="totalIncome"
              value={parseAmountToCents(incomeText)}
              onValueChange={(_, text) => setText('totalIncome', text)}
              error={fieldError('totalIncome')}
            />
            <TextField
              label={t('originators.form.iban')}
              hint={t('originators.form.ibanHint')}
              autoComplete="off"
              spellCheck={false}
              className="sm:col-span-2"
              {...register('iban')}
            />
            <TextAreaField
              label={t('originators.form.descriptionEn')}
              hint={t('originators.form.descriptionHint')}
              maxLength={MAX_DESCRIPTION}
              className="sm:col-span-2"
              {...register('descriptionEn')}
            />
            <TextAreaField
              label={t('originators.form.descriptionSl')}
              maxLength={MAX_DESCRIPTION}
              className="sm:col-span-2"
              {...register('descriptionSl')}
            />
          </div>
          {errorMessage && <Alert variant="error" description={errorMessage} />}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={saving} onClick={() => close(false)}>
              {t('ops:actions.cancel')}
            </Button>
            <Button type="submit" loading={saving} loadingLabel={t('ops:actions.saving')}>
              {t(originator ? 'originators.form.submitEdit' : 'originators.form.submitAdd')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
