import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import path from 'node:path';

/*
 * Boundaries (DESIGN §2), enforced here so they cannot erode:
 * - a feature of the app (packages/app/src/features/<name>/) imports lib/, the kit and the client,
 *   never another feature (what two features share moves down to lib/);
 * - the kit (packages/ui) imports nothing of ours (@invest/*): it is published on its own;
 * - the app reaches the kit only through its public entry `@invest/ui`, never a deep path.
 */
const FEATURES_DIR = `${path.sep}packages${path.sep}app${path.sep}src${path.sep}features${path.sep}`;

/** The feature a file belongs to (its folder under features/), or null outside features/. */
function featureOf(file) {
  const at = file.indexOf(FEATURES_DIR);
  if (at === -1) return null;
  return file.slice(at + FEATURES_DIR.length).split(path.sep)[0] ?? null;
}

const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature imports lib/ and the kit, never another feature.' },
    messages: {
      crossFeature:
        "Feature '{{from}}' imports feature '{{to}}'. Features do not import each other: move what both need to lib/.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), source) + path.sep;
      const to = featureOf(target);
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    const fromSource = (node) => check(node, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : null),
    };
  },
};

/*
 * The service's modular monolith (DESIGN §1, packages/server/README.md "Modules"):
 * - src/platform/ imports no module: modules register their routes and jobs with it;
 * - from outside a module (another module, the composition root, the platform), a module is reached
 *   through its index.ts only, never a file inside it.
 * Cycles are checked by packages/server/test/architecture.test.ts over the whole import graph.
 */
const SERVER_SRC = `${path.sep}packages${path.sep}server${path.sep}src${path.sep}`;

/** Where a server file sits: { area: 'platform' | 'module' | 'root', module, rest } (null outside src). */
function serverPlace(file) {
  const at = file.indexOf(SERVER_SRC);
  if (at === -1) return null;
  const parts = file.slice(at + SERVER_SRC.length).split(path.sep);
  if (parts[0] === 'platform') return { area: 'platform' };
  if (parts[0] === 'modules' && parts.length > 2)
    return { area: 'module', module: parts[1], rest: parts.slice(2) };
  return { area: 'root' };
}

const serverModuleImports = {
  meta: {
    type: 'problem',
    docs: { description: 'The platform imports no module; a module is reached through its index.ts only.' },
    messages: {
      platformImportsModule:
        "The platform imports module '{{to}}'. The platform knows no module: let the module register with it (src/app.ts).",
      deepImport:
        "Import module '{{to}}' through its index.ts ('…/modules/{{to}}/index.ts'), not its file '{{file}}'.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = serverPlace(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = serverPlace(path.resolve(path.dirname(file), source));
      if (!to || to.area !== 'module') return;
      if (from.area === 'platform') {
        context.report({ node, messageId: 'platformImportsModule', data: { to: to.module } });
      } else if ((from.area !== 'module' || from.module !== to.module) && to.rest.join('/') !== 'index.ts') {
        context.report({ node, messageId: 'deepImport', data: { to: to.module, file: to.rest.join('/') } });
      }
    };
    const fromSource = (node) => check(node, node.source?.value);
    return {
      ImportDeclaration: fromSource,
      ExportNamedDeclaration: fromSource,
      ExportAllDeclaration: fromSource,
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : null),
    };
  },
};

export const boundaries = {
  rules: {
    'no-cross-feature-imports': noCrossFeatureImports,
    'server-module-imports': serverModuleImports,
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/storybook-static/**',
      '**/.data/**',
      '**/generated/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['packages/app/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/no-cross-feature-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@invest/ui/*', '**/packages/ui/**', '**/ui/src/**'],
              message: "Import the kit through its public entry '@invest/ui' only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/server/src/**/*.ts'],
    plugins: { boundaries },
    rules: {
      'boundaries/server-module-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api-client/src/**', '@invest/api-client/*'],
              message:
                "Take the contract's types from the package: import type { … } from '@invest/api-client'.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@invest/*', '**/app/src/**', '**/api-client/src/**', '**/server/src/**'],
              message: 'The kit imports nothing of ours: it is published and used on its own.',
            },
          ],
        },
      ],
    },
  },
  { files: ['**/*.{js,mjs,cjs}'], languageOptions: { globals: { ...globals.node } } },
  ...storybook.configs['flat/recommended'],
  prettier,
);
