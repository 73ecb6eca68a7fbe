/** Small pieces of SQL text the modules share. */

/** A search text as an ILIKE pattern matching it anywhere: `%` and `_` in it are literal, not wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
