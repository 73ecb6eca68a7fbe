import { Button } from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/page-title';
import { AuthPage } from './auth-page';

export function SentConfirmationPage() {
  const { t } = useTranslation(['auth', 'common']);
  usePageTitle(t('auth:sentConfirmation.title'));
  return (
    <AuthPage heading={t('auth:sentConfirmation.heading')} intro={t('auth:sentConfirmation.message')}>
      <p className="text-sm text-muted-foreground">{t('auth:sentConfirmation.spam')}</p>
      <div className="flex flex-col gap-3">
        <Button asChild size="lg" fullWidth>
          <Link to="/">{t('common:backToLogin')}</Link>
        </Button>
        <Button asChild variant="outline" size="lg" fullWidth>
          <Link to="/lost-password">{t('auth:sentConfirmation.again')}</Link>
        </Button>
      </div>
    </AuthPage>
  );
}
