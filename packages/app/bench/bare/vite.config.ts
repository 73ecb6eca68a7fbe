import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `pnpm bench` builds this into a temporary directory (--outDir) beside the app.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  logLevel: 'warn',
  build: { manifest: true, emptyOutDir: true, outDir: '/tmp/invest-bare-dist' },
});
