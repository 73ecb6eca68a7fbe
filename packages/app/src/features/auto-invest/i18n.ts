import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../lib/i18n/lazy-namespace';
import en from '../../locales/en/auto-invest.json';
import sl from '../../locales/sl/auto-invest.json';

/** The auto-invest screens' texts (`autoInvest` namespace), added when they first render. */
export const AUTO_INVEST_NS = 'autoInvest';

/** `useTranslation('autoInvest')`, with the namespace's texts added first. */
export function useAutoInvestTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, AUTO_INVEST_NS, { en, sl });
  return useTranslation(AUTO_INVEST_NS);
}
