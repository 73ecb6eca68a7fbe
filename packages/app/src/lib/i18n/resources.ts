import type en from './bundles/en';
import type enLater from './bundles/en-later';

/** The shape of every namespace, from the English texts. */
export type Resources = typeof en & typeof enLater;
export type Namespace = keyof Resources;

/** The texts every page starts with: the public and signed-in frames and the sign-in pages. */
export const START_NAMESPACES: Namespace[] = ['common', 'auth', 'shell'];
/**
 * The rest, a chunk of their own per language: loaded at start by every page but the signed-out
 * login page, which loads them with its form library, as only a sent form shows them (an error, a
 * field's message; docs/decisions/0006).
 */
export const LATER_NAMESPACES: Namespace[] = ['dashboard', 'errors', 'register', 'validation'];
export const NAMESPACES: Namespace[] = [...START_NAMESPACES, ...LATER_NAMESPACES];

type Bundles = Record<string, () => Promise<{ default: Record<string, unknown> }>>;
/**
 * The app's texts of one language are two chunks (START_NAMESPACES, LATER_NAMESPACES), fetched at
 * start-up in parallel with the route's code: a visitor downloads only the language shown, and a new
 * namespace never weighs on the login route's entry chunk. (The wizard brings its own
 * `registration` texts in its lazy chunk.)
 */
const bundles: Bundles = {
  en: () => import('./bundles/en'),
  sl: () => import('./bundles/sl'),
};
const laterBundles: Bundles = {
  en: () => import('./bundles/en-later'),
  sl: () => import('./bundles/sl-later'),
};

export async function loadNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = ((LATER_NAMESPACES as string[]).includes(namespace) ? laterBundles : bundles)[language];
  const texts = load && ((await load()).default[namespace] as Record<string, unknown> | undefined);
  if (!texts) throw new Error(`No ${namespace} texts for ${language}`);
  return texts;
}
