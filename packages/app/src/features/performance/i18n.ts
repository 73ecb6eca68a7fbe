import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../lib/i18n/lazy-namespace';
import en from '../../locales/en/performance.json';
import sl from '../../locales/sl/performance.json';

/** The platform performance page's texts (`performance`), travelling with its lazy chunk. */
export const PERFORMANCE_NS = 'performance';

/** `useTranslation('performance')`, with the namespace's texts added first. */
export function usePerformanceTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, PERFORMANCE_NS, { en, sl });
  return useTranslation(PERFORMANCE_NS);
}
