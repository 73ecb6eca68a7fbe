import { Button, GlobeIcon, TextField, TriangleAlertIcon } from '@invest/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useValidationMessage } from '../../../lib/i18n';
import { useWizard } from '../use-wizard';
import { validateEmail } from '../validation';
import { IconTitle, useTouched, WizardStep } from '../wizard-step';

/** How long Get notified shows its loading state (SPEC §2: one second, and no call). */
export const NOTIFY_DELAY_MS = 1000;

/**
 * SPEC §2: registration is not offered in the chosen country. Get notified asks for an e-mail address
 * but sends nothing: it shows its loading state for a second, then returns to the account type.
 */
export function CountryNotSupportedStep() {
  const { go, t } = useWizard();
  const fieldError = useValidationMessage();
  const [email, setEmail] = useState('');
  const [touched, touch] = useTouched();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const error = validateEmail(email);

  return (
    <WizardStep
      title={
        <IconTitle tone="info" icon={<GlobeIcon />}>
          {t('countryNotSupported.heading')}
        </IconTitle>
      }
      description={t('countryNotSupported.intro')}
      canSubmit={error === null}
      // The wizard's button shows its loading state while this promise is pending.
      onSubmit={() =>
        new Promise<void>((resolve) => {
          timer.current = setTimeout(() => {
            resolve();
            go('account-type');
          }, NOTIFY_DELAY_MS);
        })
      }
      submitLabel={t('countryNotSupported.submit')}
      busyLabel={t('countryNotSupported.submitting')}
      back="account-type"
      backLabel={t('countryNotSupported.back')}
    >
      <TextField
        name="notifyEmail"
        type="email"
        label={t('countryNotSupported.label')}
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={touch}
        error={touched ? fieldError(error ?? undefined) : undefined}
      />
    </WizardStep>
  );
}

/** SPEC §2: the business path for someone who is not the company's legal representative. */
export function LegalRepresentativeErrorStep() {
  const { t } = useWizard();
  return (
    <WizardStep
      title={
        <IconTitle tone="warning" icon={<TriangleAlertIcon />}>
          {t('legalError.heading')}
        </IconTitle>
      }
      description={t('legalError.message')}
      primary={
        <Button asChild size="lg" className="sm:min-w-40">
          <Link to="/">{t('wizard.homepage')}</Link>
        </Button>
      }
    />
  );
}
