import { Alert, TextField } from '@invest/ui';
import { useState } from 'react';
import { useApi } from '../../../lib/api';
import { errorKeyOf, isNetworkError } from '../../../lib/api';
import { useErrorMessage, useValidationMessage } from '../../../lib/i18n';
import { lookupCompany } from '../calls';
import { useTouched, WizardStep } from '../wizard-step';
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
  const [value, setValue] = useState(draft.businessVAT);
  const [touched, touch] = useTouched(value !== '');
  // The lookup's refusal of the number now in the box; typing something else clears it.
  const [refused, setRefused] = useState<{ vat: string; key: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const error = validateVat(value, draft.country?.vat_regex);
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
      canSubmit={error === null && refusal === null}
      onSubmit={submit}
      back={previousStep('business/vat', 'business')}
      alert={failure && <Alert variant="error" description={errorMessage(failure, 'something-wrong')} />}
    >
      <TextField
        name="businessVAT"
        label={t('vat.label')}
        hint={t('vat.hint')}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={touch}
        error={
          refusal
            ? errorMessage(refusal, 'something-wrong')
            : touched
              ? fieldError(error ?? undefined)
              : undefined
        }
      />
    </WizardStep>
  );
}
