import { Button } from '@invest/ui';
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
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-8"
        >
          <path d="M5 12.5l4.5 4.5L19 7.5" />
        </svg>
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
