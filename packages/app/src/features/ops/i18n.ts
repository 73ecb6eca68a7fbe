import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../lib/i18n/lazy-namespace';
import en from '../../locales/en/ops.json';
import sl from '../../locales/sl/ops.json';

/** The back office's frame and shared texts (`ops` namespace), added with its chunk. */
export function useOpsTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, 'ops', { en, sl });
  return useTranslation(['ops', 'auth', 'shell', 'errors', 'common']);
}
