import { Button, CheckIcon } from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/page-title';

/** SPEC §2 /registration/complete: the final congratulations. */
export function RegistrationCompletePage() {
  const { t } = useTranslation('register');
  usePageTitle(t('complete.title'));
  return (
    <div className="flex flex-col items-center gap-6 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-(--success-muted) text-success">
        <CheckIcon className="size-8" />
      </span>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{t('complete.heading')}</h1>
        <p className="text-muted-foreground">{t('complete.message')}</p>
      </header>
      <Button asChild size="lg" fullWidth>
        <Link to="/">{t('complete.login')}</Link>
      </Button>
    </div>
  );
}
