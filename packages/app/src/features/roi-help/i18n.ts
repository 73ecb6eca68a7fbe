import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../lib/i18n/lazy-namespace';
import en from '../../locales/en/roi-help.json';
import sl from '../../locales/sl/roi-help.json';

/** The ROI help page's texts (`roiHelp`), travelling with its lazy chunk. */
export const ROI_HELP_NS = 'roiHelp';

/** `useTranslation('roiHelp')`, with the namespace's texts added first. */
export function useRoiHelpTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, ROI_HELP_NS, { en, sl });
  return useTranslation(ROI_HELP_NS);
}
