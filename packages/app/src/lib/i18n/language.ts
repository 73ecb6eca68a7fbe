/**
 * Which language the interface starts in, without i18next: read by the page's script (src/boot.ts,
 * to fetch the right texts with the app's code) as well as by the app (./i18n.ts).
 */
export const LANGUAGES = ['en', 'sl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Language names shown in the selector, each in its own language so everyone finds theirs. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', sl: 'Slovenščina' };

export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled
  }
}

function readStored(storage: KeyValueStorage | null): string | null {
  try {
    return storage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null; // unreadable storage: go on with the page's language
  }
}

/** Whether this browser holds a language chosen here (the header's selector, the account page). */
export function hasStoredLanguage(storage: KeyValueStorage | null = browserStorage()): boolean {
  return isLanguage(readStored(storage)?.trim().toLowerCase());
}

/**
 * SPEC: the language comes from local storage, then the page's lang attribute, English as fallback.
 * (A few lines instead of i18next-browser-languagedetector, which weighed 2 KB gzip on the login page.)
 */
export function detectLanguage(
  storage: KeyValueStorage | null = browserStorage(),
  htmlLang: string | undefined = globalThis.document?.documentElement.lang,
): Language {
  const stored = readStored(storage);
  for (const candidate of [stored, htmlLang]) {
    const language = candidate?.trim().toLowerCase().split('-')[0];
    if (isLanguage(language)) return language;
  }
  return 'en';
}
