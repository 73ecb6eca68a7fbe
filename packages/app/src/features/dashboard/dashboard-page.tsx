import { Banner, Button } from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/page-title';
import { useCurrentUser } from '../../lib/api';
import { accountNotices } from './account-notices';

const FINANCIAL_INFORMATION_PATH = '/u/account/financial-information';

/** SPEC §2 /u/dashboard. This issue brings the greeting and the account banners of SPEC §4. */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  const user = useCurrentUser();
  const notices = accountNotices(user);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-foreground sm:text-3xl">{t('heading')}</h1>
      {notices.length > 0 && (
        <div className="flex flex-col gap-4">
          {notices.includes('pending-verification') && (
            <Banner variant="info" title={t('pending.title')} text={t('pending.message')} />
          )}
          {notices.includes('complete-profile') && (
            <Banner
              variant="warning"
              title={t('profile.title')}
              text={t('profile.message')}
              action={
                <Button asChild>
                  <Link to={FINANCIAL_INFORMATION_PATH}>{t('profile.action')}</Link>
                </Button>
              }
            />
          )}
        </div>
      )}
    </div>
  );
}
