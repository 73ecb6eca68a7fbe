import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  browserStorage,
  detectLanguage,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  LANGUAGES,
  type KeyValueStorage,
  type Language,
} from './language';
import { loadNamespace, NAMESPACES, type Namespace } from './resources';

export {
  detectLanguage,
  hasStoredLanguage,
  isLanguage,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from './language';

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

/** Remembers the visitor's own choice (the header's selector) for the next visit. */
export function storeLanguage(language: Language, storage: KeyValueStorage | null = browserStorage()): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage full or disabled: the choice lasts for this page only
  }
}

/**
 * Shows the interface in `language` from now on and remembers it: the header's selector, the
 * account's default language and a sign-in (which brings the account's saved language) all switch
 * this way. Resolves once the texts are shown.
 */
export async function switchLanguage(i18n: Pick<I18n, 'changeLanguage'>, language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

export interface I18nOptions {
  /** The language to start in. @default detectLanguage() */
  language?: Language;
  /** Texts given up front (the prerender): used as they are, nothing is fetched. */
  resources?: Resource;
  /**
   * The namespaces to load before {@link i18nReady} resolves; others load when a component asks for
   * them (it suspends meanwhile) or through `loadNamespaces`. @default every namespace of the bundles
   */
  namespaces?: Namespace[];
}

/**
 * One i18next instance. <html lang> always matches what is shown. Texts arrive asynchronously (one
 * chunk per language) unless given; components suspend until their namespaces are there, and
 * {@link i18nReady} resolves once the start language's texts are loaded.
 */
export function initI18n({
  language = detectLanguage(),
  resources,
  namespaces = NAMESPACES,
}: I18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  if (!resources) instance.use(chunkBackend);
  void instance.use(initReactI18next).init({
    lng: language,
    resources,
    // Given texts are there at once: render synchronously (the prerender).
    initAsync: !resources,
    supportedLngs: LANGUAGES,
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // English is the fallback, but Slovene is complete (locales.test.ts): an sl visitor loads sl only.
    fallbackLng: { sl: [], default: ['en'] },
    ns: [...namespaces], // a copy: i18next adds the namespaces loaded later to it
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  const syncHtmlLang = () => {
    if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage(instance);
  };
  instance.on('languageChanged', syncHtmlLang);
  syncHtmlLang();
  return instance;
}

/** Resolves when the start language's texts are loaded (before hydrating, so nothing suspends). */
export function i18nReady(instance: I18n): Promise<void> {
  return new Promise((resolve) => {
    if (instance.isInitialized) resolve();
    else instance.on('initialized', () => resolve());
  });
}
