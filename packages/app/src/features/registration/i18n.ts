import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from '../../lib/i18n';
import en from '../../locales/en/registration.json';
import sl from '../../locales/sl/registration.json';

/**
 * The wizard's texts (`registration` namespace). The bundles travel with the wizard's lazy chunk and are
 * added to the app's i18next instance the first time a registration screen renders, so the login
 * route does not carry them. If the app ever bundles the namespace itself, the existing bundle is kept.
 */
export const REGISTRATION_NS = 'registration';

const BUNDLES = { en, sl } as const;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

export type RegistrationKey = Leaves<typeof en>;
export type RegistrationT = (key: RegistrationKey, values?: Record<string, string | number>) => string;

export function ensureRegistrationBundles(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(language, REGISTRATION_NS)) {
      i18n.addResourceBundle(language, REGISTRATION_NS, bundle);
    }
  }
}

/** `t` for the registration namespace, typed by the English file's keys; re-renders on a language change. */
export function useRegistrationText(): { t: RegistrationT; language: Language } {
  const { i18n } = useTranslation();
  ensureRegistrationBundles(i18n);
  const language = currentLanguage(i18n);
  const t = useMemo(() => {
    const fixed = i18n.getFixedT(language, REGISTRATION_NS) as unknown as (
      key: string,
      values?: Record<string, string | number>,
    ) => string;
    return (key: RegistrationKey, values?: Record<string, string | number>) => fixed(key, values);
  }, [i18n, language]);
  return { t, language };
}
