import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { loadNamespace, NAMESPACES } from './resources';

export const LANGUAGES = ['en', 'sl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Language names shown in the selector, each in its own language so everyone finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sl: 'Slovenščina' };

export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The current interface language, reduced to one we support. */
export function currentLanguage(i18n: I18n = i18next): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lng) ? lng : 'en';
}

const chunkBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    loadNamespace(language, namespace).then(
      (texts) => callback(null, texts),
      (error: Error) => callback(error, false),
    );
  },
};

/**
 * SPEC: the language comes from local storage, then the page's lang attribute, English as fallback.
 * The chosen language is written back to both, so <html lang> always matches what is shown. Texts
 * arrive asynchronously; components suspend until their namespaces are there.
 */
export function initI18n(): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(chunkBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: LANGUAGES,
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      // English is the fallback, but Slovene is complete (locales.test.ts): an sl visitor loads sl only.
      fallbackLng: { sl: [], default: ['en'] },
      ns: NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'htmlTag'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
    });
  const syncHtmlLang = () => {
    document.documentElement.lang = currentLanguage(instance);
  };
  instance.on('languageChanged', syncHtmlLang);
  return instance;
}
