import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../lib/i18n/lazy-namespace';
import en from '../../locales/en/my-investments.json';
import sl from '../../locales/sl/my-investments.json';

/** The texts of My investments and the account summary (`myInvestments`), added when they first render. */
export const MY_INVESTMENTS_NS = 'myInvestments';

/** `useTranslation('myInvestments')`, with the namespace's texts added first. */
export function useMyInvestmentsTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, MY_INVESTMENTS_NS, { en, sl });
  return useTranslation(MY_INVESTMENTS_NS);
}
