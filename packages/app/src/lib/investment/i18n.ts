import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../i18n/lazy-namespace';
import en from '../../locales/en/investment.json';
import sl from '../../locales/sl/investment.json';

/**
 * The texts of what the marketplace and My investments both show of a receivable (types, protection,
 * loan and debtor data, the funding card); they travel with the chunk these pieces land in.
 */
export const INVESTMENT_NS = 'investment';

/** `useTranslation('investment')`, with the namespace's texts added first. */
export function useInvestmentTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, INVESTMENT_NS, { en, sl });
  return useTranslation(INVESTMENT_NS);
}
