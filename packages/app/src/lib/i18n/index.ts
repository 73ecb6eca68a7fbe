export { useErrorMessage, useValidationMessage } from './error-message';
export { currentLanguage, initI18n, isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from './i18n';
