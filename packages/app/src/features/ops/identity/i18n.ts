import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../../lib/i18n/lazy-namespace';
import en from '../../../locales/en/ops-identity.json';
import sl from '../../../locales/sl/ops-identity.json';
import { useOpsTranslation } from '../i18n';

/** The identity review screens' texts (`opsIdentity`), with the console's shared ones (`ops`, `errors` …). */
export function useOpsIdentityTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, 'opsIdentity', { en, sl });
  useOpsTranslation();
  return useTranslation(['opsIdentity', 'ops', 'errors', 'common']);
}
