import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../../lib/i18n/lazy-namespace';
import en from '../../../locales/en/ops-sms.json';
import sl from '../../../locales/sl/ops-sms.json';
import { useOpsTranslation } from '../i18n';

/** The failed text messages screen's texts (`opsSms`), added with its chunk, beside the console's shared ones. */
export function useOpsSmsTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, 'opsSms', { en, sl });
  useOpsTranslation();
  return useTranslation(['opsSms', 'ops', 'errors']);
}
