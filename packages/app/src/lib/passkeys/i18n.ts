import { useTranslation } from 'react-i18next';
import en from '../../locales/en/passkeys.json';
import sl from '../../locales/sl/passkeys.json';
import { addNamespaceBundles } from '../i18n/lazy-namespace';

/**
 * `useTranslation('passkeys')`, with the namespace's texts added first: what the investor's
 * Account → Security and the operator's My security say alike about passkeys (the list, the code
 * dialog's titles, adding one), travelling with the chunk of the screen that shows them.
 */
export function usePasskeysTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, 'passkeys', { en, sl });
  return useTranslation('passkeys');
}
