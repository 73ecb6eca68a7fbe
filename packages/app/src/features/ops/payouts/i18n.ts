import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../../lib/i18n/lazy-namespace';
import en from '../../../locales/en/ops-payouts.json';
import sl from '../../../locales/sl/ops-payouts.json';
import { useOpsTranslation } from '../i18n';

/** The payout screens' texts (`opsPayouts`) with the console's shared ones (`ops`, `errors` …). */
export function useOpsPayoutsTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, 'opsPayouts', { en, sl });
  useOpsTranslation();
  return useTranslation(['opsPayouts', 'ops', 'errors', 'common']);
}
