/** Where the console starts: the identity review queue. */
export const OPS_HOME = '/ops/identity';

/**
 * A `?next=` target is followed only within the console (a path under /ops, not the sign-in itself),
 * so a crafted link cannot send an operator elsewhere after signing in.
 */
export function safeOpsPath(next: string | null): string {
  if (
    !next ||
    !/^\/ops(\/[\w\-/.?=&%]*)?$/.test(next) ||
    next.startsWith('/ops/login') ||
    next.includes('//')
  )
    return OPS_HOME;
  return next;
}
