import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../../lib/i18n/lazy-namespace';
import en from '../../../locales/en/ops-investors.json';
import sl from '../../../locales/sl/ops-investors.json';
import { useOpsTranslation } from '../i18n';

/**
 * The investor screens' texts and the deductions queue's (`opsInvestors`: a deduction is an action on
 * an investor), with the console's shared ones (`ops`, `errors` …).
 */
export function useOpsInvestorsTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, 'opsInvestors', { en, sl });
  useOpsTranslation();
  return useTranslation(['opsInvestors', 'ops', 'errors', 'common']);
}
