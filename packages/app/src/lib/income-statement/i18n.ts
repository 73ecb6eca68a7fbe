import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../i18n/lazy-namespace';
import en from '../../locales/en/income-statement.json';
import sl from '../../locales/sl/income-statement.json';

/** The income statement dialog's texts; they travel with the screens that offer it (wallet, account summary). */
export const INCOME_STATEMENT_NS = 'incomeStatement';

/** `useTranslation('incomeStatement')`, with the namespace's texts added first. */
export function useIncomeStatementTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, INCOME_STATEMENT_NS, { en, sl });
  return useTranslation(INCOME_STATEMENT_NS);
}
