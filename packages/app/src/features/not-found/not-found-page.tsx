import { NotFound } from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/page-title';

/** Any unknown path (SPEC §2), in the public frame or inside the signed-in shell. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.title'));
  return <NotFound title={t('notFound.message')} action={<Link to="/">{t('backToHomepage')}</Link>} />;
}
