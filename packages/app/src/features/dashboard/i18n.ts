import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../lib/i18n/lazy-namespace';
import en from '../../locales/en/overview.json';
import sl from '../../locales/sl/overview.json';

/**
 * The dashboard's figures, charts, banners and tables (`overview`), added when the dashboard first
 * renders; the greeting and account notices stay in the start-up `dashboard` texts.
 */
export const OVERVIEW_NS = 'overview';

/** `useTranslation('overview')`, with the namespace's texts added first. */
export function useOverviewTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, OVERVIEW_NS, { en, sl });
  return useTranslation(OVERVIEW_NS);
}
