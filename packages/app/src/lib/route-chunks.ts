/** The lists of chunks in the page's head (scripts/prerender.mjs), read by src/boot.ts. */

/**
 * Whether a list applies to this visit. `data-scope` names a page (`/u/dashboard`) or, ending in a
 * slash, every page under it (`/u/`); such lists are for a signed-in visitor only (anyone else is
 * sent to the sign-in). `data-lang` names the texts of one language.
 */
export function wantsChunks(
  list: { scope?: string; lang?: string },
  visit: { path: string; language: string; signedIn: boolean },
): boolean {
  if (list.lang !== undefined && list.lang !== visit.language) return false;
  if (list.scope === undefined) return true;
  return visit.signedIn && inScope(list.scope, visit.path);
}

/**
 * Whether `path` is in `scope`: the page itself (`/u/dashboard`, with or without a trailing slash),
 * or, for a scope ending in a slash (`/u/`), any page under it.
 */
export function inScope(scope: string, path: string): boolean {
  const page = path.replace(/\/+$/, '') || '/';
  return scope.endsWith('/') ? `${page}/`.startsWith(scope) : page === scope;
}
