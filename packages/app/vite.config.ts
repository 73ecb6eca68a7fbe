import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Built from source: one Tailwind pass sees the kit's classes and Rollup tree-shakes the kit.
    // Exact matches, so `@invest/api-client/ops` (the back office's entry) maps to its own module.
    alias: [
      { find: /^@invest\/ui$/, replacement: here('../ui/src/index.ts') },
      { find: /^@invest\/api-client$/, replacement: here('../api-client/src/index.ts') },
      { find: /^@invest\/api-client\/ops$/, replacement: here('../api-client/src/ops-client.ts') },
    ],
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/dev': 'http://localhost:3000',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server sends a strict CSP (default-src/script-src/font-src 'self'): no asset may become a
    // data: URI and nothing may be inlined into index.html.
    assetsInlineLimit: 0,
    sourcemap: true,
    // Read by scripts/check-bundle.mjs to measure what each route loads.
    manifest: true,
    // Small common chunks (an icon, a kit part two routes share) are copied into the chunks that use
    // them instead of being files of their own: the dashboard went from 62 requests to 21, which on a
    // phone's connection (six at a time, a round trip each) brought its first paint and its figures
    // forward (docs/decisions/0010). The copies share one module state through Rolldown's runtime.
    // Not for the prerender's Node build, which has no chunks to save.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 8 * 1024 },
            },
          },
        },
  },
}));
