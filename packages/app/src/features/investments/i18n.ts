import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../lib/i18n/lazy-namespace';
import en from '../../locales/en/investments.json';
import sl from '../../locales/sl/investments.json';

/** The marketplace's texts (`investments` namespace), added when its screens first render. */
export const INVESTMENTS_NS = 'investments';

/** `useTranslation('investments')`, with the namespace's texts added first. */
export function useInvestmentsTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, INVESTMENTS_NS, { en, sl });
  return useTranslation(INVESTMENTS_NS);
}
