import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../../lib/i18n/lazy-namespace';
import en from '../../../locales/en/ops-receivables.json';
import sl from '../../../locales/sl/ops-receivables.json';
import { useOpsTranslation } from '../i18n';

/**
 * The originator and receivable screens' texts (`opsReceivables`), added with their chunks, beside
 * the console's shared ones (`ops`, `errors`, …).
 */
export function useReceivablesTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, 'opsReceivables', { en, sl });
  useOpsTranslation();
  return useTranslation(['opsReceivables', 'ops', 'errors']);
}
