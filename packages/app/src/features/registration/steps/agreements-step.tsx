import { Alert, Button, Checkbox } from '@invest/ui';
import { useState } from 'react';
import { errorKeyOf } from '../../../lib/api';
import { useApi } from '../../../lib/api';
import { useErrorMessage, useValidationMessage } from '../../../lib/i18n';
import { TermsDialog } from '../../../lib/terms/terms-dialog';
import { createCustomer } from '../calls';
import type { DraftAgreements } from '../draft';
import { buildNewCustomer } from '../payload';
import type { ConfirmEmailState } from './confirm-email-step';
import { WizardStep } from '../wizard-step';
import { previousStep } from '../steps';
import { useWizard } from '../use-wizard';
import { validateAgreements } from '../validation';

/**
 * SPEC §2/§4: terms (readable in an overlay), privacy policy and not politically exposed, all three
 * required (agreementsRequired). Open my account sends the new-customer payload; on success the draft
 * is cleared and the investor is asked to confirm the e-mail.
 */
export function AgreementsStep() {
  const { draft, store, go, t, language } = useWizard();
  const api = useApi();
  const fieldError = useValidationMessage();
  const errorMessage = useErrorMessage();
  const [agreements, setAgreements] = useState<DraftAgreements>(draft.agreements);
  const [attempted, setAttempted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const accountType = draft.accountType ?? 'personal';
  const error = validateAgreements(agreements);

  const tick = (name: keyof DraftAgreements, checked: boolean) => {
    const next = { ...agreements, [name]: checked };
    setAgreements(next);
    store.update({ agreements: next });
  };

  async function submit() {
    setAttempted(true);
    setFailure(null);
    if (error !== null) return;
    const payload = buildNewCustomer({ ...draft, agreements });
    if (!payload) {
      setFailure('error-creating-account');
      return;
    }
    try {
      await createCustomer(api, payload);
    } catch (caught) {
      setFailure(errorKeyOf(caught) ?? 'error-creating-account');
      return;
    }
    // SPEC: after registration the draft is cleared — by the inbox page, once it shows: an empty draft
    // while this step is still on screen would redirect to the account type.
    go('confirm-email', { state: { email: payload.email, registered: true } satisfies ConfirmEmailState });
  }

  return (
    <WizardStep
      title={t('agreements.heading')}
      description={t('agreements.intro')}
      // Open my account stays pressable so an unticked box can be explained (agreementsRequired).
      canSubmit
      onSubmit={submit}
      submitLabel={t('agreements.submit')}
      busyLabel={t('agreements.submitting')}
      back={previousStep('agreements', accountType)}
      alert={
        failure && <Alert variant="error" description={errorMessage(failure, 'error-creating-account')} />
      }
    >
      <fieldset className="m-0 flex min-w-0 flex-col gap-4 border-0 p-0">
        <legend className="sr-only">{t('agreements.heading')}</legend>
        <div className="flex flex-col gap-1.5">
          <Checkbox
            name="tosAgreement"
            label={t('agreements.terms')}
            checked={agreements.tosAgreement}
            onCheckedChange={(checked) => tick('tosAgreement', checked === true)}
            invalid={attempted && !agreements.tosAgreement}
          />
          <Button variant="link" size="sm" className="self-start ps-8" onClick={() => setTermsOpen(true)}>
            {t('agreements.readTerms')}
          </Button>
        </div>
        <Checkbox
          name="privacyAgreement"
          label={t('agreements.privacy')}
          checked={agreements.privacyAgreement}
          onCheckedChange={(checked) => tick('privacyAgreement', checked === true)}
          invalid={attempted && !agreements.privacyAgreement}
        />
        <Checkbox
          name="notPoliticallyExposed"
          label={t('agreements.notPep')}
          description={t('agreements.notPepHint')}
          checked={agreements.notPoliticallyExposed}
          onCheckedChange={(checked) => tick('notPoliticallyExposed', checked === true)}
          invalid={attempted && !agreements.notPoliticallyExposed}
        />
        {attempted && error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {fieldError(error)}
          </p>
        )}
      </fieldset>
      <TermsDialog
        open={termsOpen}
        onOpenChange={setTermsOpen}
        language={language}
        closeLabel={t('terms.close')}
      />
    </WizardStep>
  );
}
