export { useErrorMessage, useValidationMessage } from './error-message';
export {
  currentLanguage,
  detectLanguage,
  hasStoredLanguage,
  i18nReady,
  initI18n,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  storeLanguage,
  switchLanguage,
  type Language,
} from './i18n';
export { LATER_NAMESPACES, NAMESPACES, START_NAMESPACES } from './resources';
