import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../../lib/i18n/lazy-namespace';
import en from '../../../locales/en/ops-bank.json';
import sl from '../../../locales/sl/ops-bank.json';
import { useOpsTranslation } from '../i18n';

/** The bank-statement screen's texts (`opsBank`) with the console's shared ones (`ops`, `errors` …). */
export function useOpsBankTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, 'opsBank', { en, sl });
  useOpsTranslation();
  return useTranslation(['opsBank', 'ops', 'errors', 'common']);
}
