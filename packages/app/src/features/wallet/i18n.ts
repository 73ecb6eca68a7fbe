import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../lib/i18n/lazy-namespace';
import en from '../../locales/en/wallet.json';
import sl from '../../locales/sl/wallet.json';

/**
 * The wallet's texts (`wallet` namespace) travel with its lazy chunk and are added to the app's
 * i18next instance when the wallet first renders, so the login route's text chunk does not grow by
 * them (as the wizard does with `registration`). Both languages at once: a language switch on the
 * page then needs no fetch.
 */
export const WALLET_NS = 'wallet';

/** `useTranslation('wallet')`, with the namespace's texts added first (typed from the English file). */
export function useWalletTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, WALLET_NS, { en, sl });
  return useTranslation(WALLET_NS);
}
