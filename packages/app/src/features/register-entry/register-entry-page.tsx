import { Button, CheckIcon } from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/page-title';

/** SPEC §2 /register: what to expect, then the start button into the wizard. */
export function RegisterEntryPage() {
  const { t } = useTranslation('register');
  usePageTitle(t('entry.title'));
  const points = [t('entry.personal'), t('entry.business'), t('entry.duration')];
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight text-foreground">{t('entry.heading')}</h1>
        <p className="text-muted-foreground">{t('entry.intro')}</p>
      </header>
      <ul className="flex flex-col gap-3 text-sm text-foreground">
        {points.map((point) => (
          <li key={point} className="flex gap-3">
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{point}</span>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" fullWidth>
        <Link to="/register/account-type">{t('entry.start')}</Link>
      </Button>
      <p className="flex flex-wrap items-center justify-center gap-x-2 text-sm text-muted-foreground">
        {t('entry.haveAccount')}
        <Button asChild variant="link" size="sm">
          <Link to="/">{t('entry.login')}</Link>
        </Button>
      </p>
    </div>
  );
}
