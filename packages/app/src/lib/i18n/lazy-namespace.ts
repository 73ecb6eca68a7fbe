import type { i18n as I18n } from 'i18next';
import type { Language } from './i18n';

/**
 * Adds a namespace's texts, both languages at once, to the app's i18next instance unless it has them.
 * A screen's texts travel with its lazy chunk and are added the first time it renders, so the login
 * route's text chunk does not grow by them; with both languages there, a language switch needs no
 * fetch. (Not exported from `./index`: that module is on the boot path.)
 */
export function addNamespaceBundles(
  i18n: I18n,
  namespace: string,
  bundles: Record<Language, Record<string, unknown>>,
): void {
  for (const [language, bundle] of Object.entries(bundles)) {
    if (!i18n.hasResourceBundle(language, namespace)) i18n.addResourceBundle(language, namespace, bundle);
  }
}
