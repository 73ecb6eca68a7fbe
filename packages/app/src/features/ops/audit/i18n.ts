import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../../lib/i18n/lazy-namespace';
import en from '../../../locales/en/ops-audit.json';
import sl from '../../../locales/sl/ops-audit.json';
import { useOpsTranslation } from '../i18n';

/** The audit log screen's texts (`opsAudit`), added with its chunk, beside the console's shared ones. */
export function useAuditTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, 'opsAudit', { en, sl });
  useOpsTranslation();
  return useTranslation(['opsAudit', 'ops', 'errors']);
}
