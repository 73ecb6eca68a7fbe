import { Toaster } from '@invest/ui';
import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from './i18n/lazy-namespace';
import en from '../locales/en/toast.json';
import sl from '../locales/sl/toast.json';

/**
 * The toasts of every signed-in screen (a copied IBAN, a withdrawal, a purchase, a cancellation), in
 * the frame so a toast outlives the screen that raised it (a cancelled investment returns to the
 * list). Its few texts ride with the frame's lazy chunk rather than in the `shell` namespace, which
 * the login route's text chunk carries.
 */
export function ShellToaster() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, 'toast', { en, sl });
  const { t } = useTranslation('toast');
  return <Toaster label={t('label')} regionLabel={t('region')} closeLabel={t('close')} />;
}
