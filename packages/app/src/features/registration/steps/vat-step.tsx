import { Alert, TextField } from '@invest/ui';
import { useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { useApi } from '../../../lib/api';
import { errorKeyOf, isNetworkError } from '../../../lib/api';
import { useErrorMessage, useValidationMessage } from '../../../lib/i18n';
import { lookupCompany } from '../calls';
import { ruleField, useStepForm } from '../form';
import { WizardStep } from '../wizard-step';
import { nextStep, previousStep } from '../steps';
import { useWizard } from '../use-wizard';
import { validateVat } from '../validation';

/**
 * SPEC §5: at least 8 characters matching the country's VAT pattern; the company must be found
 * (company-vat-not-found; an invalid number per the registry is something-wrong).
 */
export function VatStep() {
  const { draft, store, go, t } = useWizard();
  const api = useApi();
  const fieldError = useValidationMessage();
  const errorMessage = useErrorMessage();
  const vatRegex = draft.country?.vat_regex;
  // The country's VAT pattern is part of the rule (SPEC §5, `validateVat`).
  const schema = useMemo(
    () => z.object({ businessVAT: ruleField((value) => validateVat(value, vatRegex)) }),
    [vatRegex],
  );
  const form = useStepForm(schema, { businessVAT: draft.businessVAT });
  const value = form.watch('businessVAT');
  // The lookup's refusal of the number now in the box; typing something else clears it.
  const [refused, setRefused] = useState<{ vat: string; key: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const refusal = refused && refused.vat === value ? refused.key : null;

  async function submit() {
    setFailure(null);
    const vat = value.trim().toUpperCase();
    try {
      const company = await lookupCompany(api, vat);
      store.update({ businessVAT: vat, company, summaryConfirmed: false });
      go(nextStep('business/vat', 'business'));
    } catch (caught) {
      if (isNetworkError(caught)) setFailure('something-wrong');
      else setRefused({ vat: value, key: errorKeyOf(caught) ?? 'something-wrong' });
    }
  }

  return (
    <WizardStep
      title={t('vat.heading')}
      description={t('vat.intro')}
      canSubmit={form.canSubmit && refusal === null}
      onSubmit={form.handleSubmit(submit)}
      back={previousStep('business/vat', 'business')}
      alert={failure && <Alert variant="error" description={errorMessage(failure, 'something-wrong')} />}
    >
      <TextField
        label={t('vat.label')}
        hint={t('vat.hint')}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        {...form.register('businessVAT')}
        error={
          refusal
            ? errorMessage(refusal, 'something-wrong')
            : fieldError(form.formState.errors.businessVAT?.message)
        }
      />
    </WizardStep>
  );
}
