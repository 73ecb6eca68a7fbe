import { MailIcon } from '@invest/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useWizard } from '../use-wizard';
import { IconTitle, WizardStep } from '../wizard-step';

/** What the agreements step hands over after creating the account. */
export interface ConfirmEmailState {
  email: string;
  registered: true;
}

/**
 * SPEC §2: check your inbox. The e-mailed link opens /register/final?verificationId=…. Arriving from a
 * created account, the draft is cleared (SPEC: after registration nothing of it stays).
 */
export function ConfirmEmailStep() {
  const { store, t } = useWizard();
  const state = useLocation().state as Partial<ConfirmEmailState> | null;
  const email = state?.email;
  const registered = state?.registered === true;
  useEffect(() => {
    if (registered) store.clear();
  }, [registered, store]);
  return (
    <WizardStep
      title={
        <IconTitle tone="primary" icon={<MailIcon />}>
          {t('confirmEmail.heading')}
        </IconTitle>
      }
      description={email ? t('confirmEmail.message', { email }) : t('confirmEmail.messageNoEmail')}
    >
      <p className="text-sm text-muted-foreground">{t('confirmEmail.hint')}</p>
    </WizardStep>
  );
}
