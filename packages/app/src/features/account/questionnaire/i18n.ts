import { useTranslation } from 'react-i18next';
import { addNamespaceBundles } from '../../../lib/i18n/lazy-namespace';
import en from '../../../locales/en/questionnaire.json';
import sl from '../../../locales/sl/questionnaire.json';

/** `useTranslation('questionnaire')`, with its texts (both languages) added first, as the account's own. */
export function useQuestionnaireTranslation() {
  const { i18n } = useTranslation();
  addNamespaceBundles(i18n, 'questionnaire', { en, sl });
  return useTranslation('questionnaire');
}
