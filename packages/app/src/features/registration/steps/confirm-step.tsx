import { Alert, Select, TextField } from '@invest/ui';
import { useState, type ReactNode } from 'react';
import { useApi } from '../../../lib/api';
import { useErrorMessage, useValidationMessage } from '../../../lib/i18n';
import { isEmailTaken, isRegionValid } from '../calls';
import { countryByCode, countryLabel, toDraftCountry } from '../../../lib/countries';
import { dateOfBirthFromParts, type AccountType, type DraftAddress } from '../draft';
import {
  AddressFields,
  CountryField,
  countryError,
  DateOfBirthField,
  useCountryOptions,
  type CountryInput,
  type DateParts,
} from '../fields';
import { WizardStep } from '../wizard-step';
import { nextStep, previousStep } from '../steps';
import { useWizard } from '../use-wizard';
import { validateAddress, validateDateOfBirth, validateEmail, validateName } from '../validation';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4 border-t border-border pt-5 first:border-t-0 first:pt-0">
      <h2 className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{title}</h2>
      {children}
    </section>
  );
}

/**
 * SPEC §2/§4: everything entered so far, editable, then I confirm — which checks that the e-mail is
 * still free, then that the country is supported, and moves on to the phone.
 */
export function ConfirmStep() {
  const { draft, store, go, t, language } = useWizard();
  const api = useApi();
  const fieldError = useValidationMessage();
  const errorMessage = useErrorMessage();
  const options = useCountryOptions();
  const [today] = useState(() => new Date());
  const accountType: AccountType = draft.accountType ?? 'personal';
  const dob = draft.personalDateOfBirth;

  const [country, setCountry] = useState<CountryInput>(() => ({
    code: draft.country?.code ?? null,
    text: draft.country ? countryLabel(draft.country, language) : '',
  }));
  const [firstName, setFirstName] = useState(draft.personalFirstName);
  const [lastName, setLastName] = useState(draft.personalLastName);
  const [dateOfBirth, setDateOfBirth] = useState<DateParts>({
    day: dob.dayOfMonth,
    month: dob.month,
    year: dob.year,
  });
  const [email, setEmail] = useState(draft.email);
  const [address, setAddress] = useState<DraftAddress>(draft.personalAddress);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const emailTaken = takenEmail !== null && takenEmail === email.trim().toLowerCase();
  const errors = {
    country: countryError(options, country),
    firstName: validateName(firstName),
    lastName: validateName(lastName),
    dateOfBirth: validateDateOfBirth(dateOfBirth, today),
    email: validateEmail(email),
    address: Object.keys(validateAddress(address)).length > 0,
  };
  const valid = Object.values(errors).every((error) => !error) && !emailTaken;

  function changeAccountType(type: string) {
    if (type !== 'personal' && type !== 'business') return;
    // SPEC §4: another account type is another registration.
    store.chooseAccountType(type);
    go(`${type}/country`);
  }

  async function submit() {
    const chosen = countryByCode(country.code);
    if (!chosen) return;
    setFailure(null);
    const trimmedEmail = email.trim();
    let regionValid: boolean;
    try {
      if (await isEmailTaken(api, trimmedEmail)) {
        setTakenEmail(trimmedEmail.toLowerCase());
        return;
      }
      regionValid = await isRegionValid(api, chosen.name);
    } catch {
      setFailure('something-wrong');
      return;
    }
    store.update({
      country: toDraftCountry(chosen, regionValid),
      personalFirstName: firstName.trim(),
      personalLastName: lastName.trim(),
      personalDateOfBirth: dateOfBirthFromParts(dateOfBirth),
      email: trimmedEmail,
      personalAddress: {
        streetName: address.streetName.trim(),
        streetNumber: address.streetNumber.trim(),
        postalCode: address.postalCode.trim(),
        city: address.city.trim(),
      },
      summaryConfirmed: regionValid,
    });
    go(regionValid ? nextStep('personal/confirm', accountType) : 'country-not-supported');
  }

  return (
    <WizardStep
      title={t('confirm.heading')}
      description={t('confirm.intro')}
      canSubmit={valid}
      onSubmit={submit}
      submitLabel={t('confirm.submit')}
      back={previousStep('personal/confirm', accountType)}
      alert={failure && <Alert variant="error" description={errorMessage(failure, 'something-wrong')} />}
    >
      <Section title={t('confirm.identity')}>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Select
            name="accountType"
            label={t('confirm.accountType')}
            required
            options={[
              { value: 'personal', label: t('accountType.personal') },
              { value: 'business', label: t('accountType.business') },
            ]}
            value={accountType}
            onValueChange={changeAccountType}
          />
          <CountryField value={country} onChange={setCountry} eager />
        </div>
        {accountType === 'business' && draft.company && (
          <TextField name="companyName" label={t('company.name')} value={draft.company.name} readOnly />
        )}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <TextField
            name="personalFirstName"
            label={t('firstName.label')}
            required
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={fieldError(errors.firstName ?? undefined)}
          />
          <TextField
            name="personalLastName"
            label={t('lastName.label')}
            required
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={fieldError(errors.lastName ?? undefined)}
          />
        </div>
        <DateOfBirthField value={dateOfBirth} onChange={setDateOfBirth} today={today} eager />
      </Section>
      <Section title={t('confirm.contact')}>
        <TextField
          name="email"
          type="email"
          label={t('email.label')}
          required
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={
            emailTaken ? errorMessage('email-taken', 'email-taken') : fieldError(errors.email ?? undefined)
          }
        />
        <AddressFields value={address} onChange={setAddress} eager />
      </Section>
    </WizardStep>
  );
}
