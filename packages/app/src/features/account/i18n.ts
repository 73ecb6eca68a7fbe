import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../lib/i18n/lazy-namespace';
import en from '../../locales/en/account.json';
import sl from '../../locales/sl/account.json';

/**
 * `useTranslation('account')`, with the namespace's texts (both languages) added first: they travel
 * with the account screens' lazy chunk, not in the login route's text chunk.
 */
export function useAccountTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, 'account', { en, sl });
  return useTranslation('account');
}
