import { Alert, Select, TextField } from '@invest/ui';
import { useMemo, useState } from 'react';
import { useApi } from '../../../lib/api';
import { errorKeyOf } from '../../../lib/api';
import { useErrorMessage, useValidationMessage } from '../../../lib/i18n';
import { requestPhoneVerification } from '../calls';
import { countryLabel, DEFAULT_DIAL_CODE, dialCodes } from '../../../lib/countries';
import { telephoneOf } from '../payload';
import { markCodeSent } from '../phone-timing';
import { useTouched, WizardStep } from '../wizard-step';
import { nextStep, previousStep } from '../steps';
import { useWizard } from '../use-wizard';
import { validatePhone } from '../validation';

/**
 * SPEC §2/§5: dial code (+386 by default, and it cannot be emptied) plus number. Submit requests the
 * SMS code and keeps the verification id in the draft; a number the SMS provider refuses stays here
 * with the refusal (sms-not-delivered) so it can be corrected.
 */
export function PhoneStep() {
  const { draft, store, go, t, language } = useWizard();
  const api = useApi();
  const fieldError = useValidationMessage();
  const errorMessage = useErrorMessage();
  const [phoneCode, setPhoneCode] = useState(
    draft.phone.phoneCode || draft.country?.tel_code || DEFAULT_DIAL_CODE,
  );
  const [phoneNumber, setPhoneNumber] = useState(draft.phone.phoneNumber);
  const [touched, touch] = useTouched(phoneNumber !== '');
  const [failure, setFailure] = useState<string | null>(null);
  const error = validatePhone(phoneCode, phoneNumber);
  const accountType = draft.accountType ?? 'personal';
  const options = useMemo(
    () =>
      dialCodes().map(({ code, country }) => ({
        value: code,
        label: `${code} ${countryLabel(country, language)}`,
      })),
    [language],
  );

  async function submit() {
    setFailure(null);
    try {
      const sent = await requestPhoneVerification(api, telephoneOf({ phoneCode, phoneNumber }), false);
      markCodeSent(sent.delivery === 'DELAYED');
      store.update({
        phone: { phoneCode, phoneNumber: phoneNumber.trim(), verId: sent.id },
        phoneConfirm: { verified: false, verId: null },
      });
      go(nextStep('phone', accountType));
    } catch (caught) {
      setFailure(errorKeyOf(caught) ?? 'something-wrong');
    }
  }

  return (
    <WizardStep
      title={t('phone.heading')}
      description={t('phone.intro')}
      canSubmit={error === null}
      onSubmit={submit}
      submitLabel={t('phone.submit')}
      back={previousStep('phone', accountType)}
      alert={failure && <Alert variant="error" description={errorMessage(failure, 'something-wrong')} />}
    >
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-3">
        <Select
          name="phoneCode"
          label={t('phone.dialCode')}
          required
          autoComplete="tel-country-code"
          options={options}
          value={phoneCode}
          onValueChange={setPhoneCode}
        />
        <TextField
          name="phoneNumber"
          type="tel"
          label={t('phone.number')}
          required
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="40 123 456"
          value={phoneNumber}
          onChange={(event) => setPhoneNumber(event.target.value)}
          onBlur={touch}
          error={touched ? fieldError(error ?? undefined) : undefined}
        />
      </div>
      <p className="-mt-1 text-sm text-muted-foreground">{t('phone.example')}</p>
    </WizardStep>
  );
}
