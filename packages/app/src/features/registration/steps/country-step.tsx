import { Alert } from '@invest/ui';
import { useState } from 'react';
import { useApi } from '../../../lib/api';
import { useErrorMessage } from '../../../lib/i18n';
import { isRegionValid } from '../calls';
import { countryByCode, countryLabel, toDraftCountry } from '../../../lib/countries';
import type { AccountType } from '../draft';
import { CountryField, countryError, useCountryOptions, type CountryInput } from '../fields';
import { WizardStep } from '../wizard-step';
import { nextStep, previousStep } from '../steps';
import { summaryChange, useWizard } from '../use-wizard';

/** SPEC §4: the service confirms the country; a refused one leads to country-not-supported. */
export function CountryStep({ accountType }: { accountType: AccountType }) {
  const { draft, store, go, t, language } = useWizard();
  const api = useApi();
  const errorMessage = useErrorMessage();
  const options = useCountryOptions();
  const [input, setInput] = useState<CountryInput>(() => ({
    code: draft.country?.code ?? null,
    text: draft.country ? countryLabel(draft.country, language) : '',
  }));
  const [failure, setFailure] = useState<string | null>(null);
  const step = accountType === 'personal' ? 'personal/country' : 'business/country';

  async function submit() {
    const country = countryByCode(input.code);
    if (!country) return;
    setFailure(null);
    let valid: boolean;
    try {
      valid = await isRegionValid(api, country.name);
    } catch {
      setFailure('something-wrong');
      return;
    }
    store.update(summaryChange(draft, { country: toDraftCountry(country, valid) }));
    go(valid ? nextStep(step, accountType) : 'country-not-supported');
  }

  return (
    <WizardStep
      title={t(accountType === 'personal' ? 'country.personalHeading' : 'country.businessHeading')}
      description={t('country.intro')}
      canSubmit={countryError(options, input) === null}
      onSubmit={submit}
      back={previousStep(step, accountType)}
      alert={failure && <Alert variant="error" description={errorMessage(failure, 'something-wrong')} />}
    >
      <CountryField value={input} onChange={setInput} />
    </WizardStep>
  );
}
