import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import en from '../../locales/en/wallet.json';
import sl from '../../locales/sl/wallet.json';

/**
 * The wallet's texts (`wallet` namespace) travel with its lazy chunk and are added to the app's
 * i18next instance when the wallet first renders, so the login route's text chunk does not grow by
 * them (as the wizard does with `registration`). Both languages at once: a language switch on the
 * page then needs no fetch.
 */
export const WALLET_NS = 'wallet';

const BUNDLES = { en, sl } as const;

function ensureWalletBundles(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(language, WALLET_NS)) i18n.addResourceBundle(language, WALLET_NS, bundle);
  }
}

/** `useTranslation('wallet')`, with the namespace's texts added first (typed from the English file). */
export function useWalletTranslation() {
  const { i18n } = useTranslation();
  ensureWalletBundles(i18n);
  return useTranslation(WALLET_NS);
}
