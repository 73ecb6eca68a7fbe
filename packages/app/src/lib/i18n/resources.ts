import type en from './bundles/en';

/** The shape of every namespace, from the English texts. */
export type Resources = typeof en;
export type Namespace = keyof Resources;

export const NAMESPACES: Namespace[] = [
  'common',
  'auth',
  'dashboard',
  'errors',
  'register',
  'shell',
  'validation',
];

/**
 * The app's texts of one language are one chunk, fetched at start-up in parallel with the route's
 * code: a visitor downloads only the language shown, and a new namespace never weighs on the login
 * route's entry chunk. (The wizard brings its own `registration` texts in its lazy chunk.)
 */
const bundles: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./bundles/en'),
  sl: () => import('./bundles/sl'),
};

export async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = bundles[language];
  const texts = load && ((await load()).default[namespace] as Record<string, unknown> | undefined);
  if (!texts) throw new Error(`No ${namespace} texts for ${language}`);
  return texts;
}
