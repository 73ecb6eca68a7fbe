import { defineConfig } from 'tsup';

// One entry per component folder, so `@invest/ui` tree-shakes down to what a screen imports and each
// component's code sits in its own module of dist/. The Tailwind preset is its own entry
// (`@invest/ui/tailwind-preset`, also what dist/theme.css points `@config` at).
export default defineConfig({
  entry: ['src/index.ts', 'src/components/*/index.ts', 'src/tailwind-preset.ts'],
  format: ['esm'],
  // Types only for what package.json exports ('.' and './tailwind-preset'): the per-component entries
  // are code-splitting points, not entry points of the package, and bundling a declaration file for each
  // of them took 99 of the build's 105 s (stop 35).
  dts: { entry: ['src/index.ts', 'src/tailwind-preset.ts'] },
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
