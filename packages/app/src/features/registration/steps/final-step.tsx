import { Button, CheckIcon, CloseIcon, Spinner } from '@invest/ui';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useApi } from '../../../lib/api';
import { confirmEmail } from '../calls';
import { IconTitle, WizardStep } from '../wizard-step';
import { useWizard } from '../use-wizard';

type State = 'verifying' | 'verified' | 'failed' | 'missing';

// One call per id for the page's life: the id is single use, and a strict-mode remount or a language
// switch must not spend it twice.
const confirmations = new Map<string, Promise<void>>();

function confirmOnce(run: () => Promise<void>, id: string): Promise<void> {
  let pending = confirmations.get(id);
  if (!pending) {
    pending = run();
    confirmations.set(id, pending);
  }
  return pending;
}

/** SPEC §2: the e-mailed link lands here; the e-mail is confirmed and the account verified. */
export function FinalStep() {
  const { t } = useWizard();
  const api = useApi();
  const [params] = useSearchParams();
  const verificationId = params.get('verificationId');
  const [state, setState] = useState<State>(verificationId ? 'verifying' : 'missing');

  useEffect(() => {
    if (!verificationId) return;
    let active = true;
    confirmOnce(() => confirmEmail(api, verificationId), verificationId).then(
      () => active && setState('verified'),
      () => active && setState('failed'),
    );
    return () => {
      active = false;
    };
  }, [api, verificationId]);

  if (state === 'verifying') {
    return (
      <WizardStep title={t('final.verifying')}>
        <div className="flex justify-center py-6 text-primary">
          <Spinner size="lg" label={t('final.verifying')} />
        </div>
      </WizardStep>
    );
  }
  const ok = state === 'verified';
  return (
    <WizardStep
      title={
        <IconTitle tone={ok ? 'success' : 'error'} icon={ok ? <CheckIcon /> : <CloseIcon />}>
          {ok ? t('final.heading') : t('final.failedHeading')}
        </IconTitle>
      }
      description={ok ? t('final.message') : state === 'missing' ? t('final.missing') : t('final.failed')}
      primary={
        <Button asChild size="lg" variant={ok ? 'primary' : 'outline'} className="sm:min-w-40">
          <Link to="/">{ok ? t('final.login') : t('wizard.homepage')}</Link>
        </Button>
      }
    />
  );
}
