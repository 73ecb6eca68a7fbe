// What browsers say when a chunk of the previous build is gone (Chromium, Firefox, Safari), and
// Vite's own preload failure.
const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk [\w-]+ failed/i;

/** True for a failed `import()` of some code, typically after a deploy replaced the old chunks. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error)
    return error.name === 'ChunkLoadError' || CHUNK_LOAD_FAILURE.test(error.message);
  return typeof error === 'string' && CHUNK_LOAD_FAILURE.test(error);
}
