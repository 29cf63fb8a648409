// The linter is the architecture test: the layers of the web app and the absence of import cycles
// are lint errors here, beside typescript-eslint's and react-hooks' rules. Run from this package
// (`pnpm lint` at the root), with the repository root as the working directory.
import { readdirSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier/flat';
import globals from 'globals';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const web = `${root}/apps/web/src`;
const features = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The web app's layers, bottom up. Each may import only from the layers below it:
 *   platform   config, the SDK wiring, query client, error log, routing primitives
 *   kit        the page kit (lists, forms, details, dialogs)
 *   shared     calls and widgets several features use (equipment above all)
 *   features   one folder per domain; a feature never imports another feature
 *   routes.ts  assembles the features' route declarations (features/<x>/routes.ts only)
 *   shell      menu, tabs, header: knows the routes, not the features
 *   app        router, guard, providers: where everything is combined
 */
const layers = [
  { target: 'platform', from: ['kit', 'shared', 'features', 'shell', 'app', 'routes.ts', 'main.tsx'] },
  { target: 'kit', from: ['shared', 'features', 'shell', 'app', 'routes.ts', 'main.tsx'] },
  { target: 'shared', from: ['features', 'shell', 'app', 'routes.ts', 'main.tsx'] },
  { target: 'features', from: ['shell', 'app', 'routes.ts', 'main.tsx'] },
  { target: 'shell', from: ['app', 'features', 'main.tsx'] },
];
// File names, one case per kind (docs/web-app.md): a `.tsx` file renders and is named in PascalCase
// for what it renders, a hook is `useX`, every other module is kebab-case; folders are kebab-case.
const PASCAL = '+([A-Z])*([a-zA-Z0-9])';
const HOOK = 'use+([A-Z])*([a-zA-Z0-9])';
const KEBAB = '+([a-z0-9])*(-+([a-z0-9]))';

/** A module exporting a component is a component file, named in PascalCase (check-file sees names only). */
const componentFileName = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      pascal:
        'This module exports the component {{name}}: name the file in PascalCase for it, or move the component into a file of its own.',
    },
  },
  create(context) {
    const name = basename(context.filename);
    if (!name.endsWith('.tsx') || name.endsWith('.test.tsx') || /^[A-Z]|^use[A-Z]/.test(name)) return {};
    const component = (id, init) =>
      id?.type === 'Identifier' &&
      /^[A-Z]/.test(id.name) &&
      (!init || ['ArrowFunctionExpression', 'FunctionExpression', 'CallExpression'].includes(init.type));
    const report = (node, id) => context.report({ node, messageId: 'pascal', data: { name: id.name } });
    return {
      'ExportNamedDeclaration > FunctionDeclaration, ExportDefaultDeclaration > FunctionDeclaration'(node) {
        if (component(node.id)) report(node, node.id);
      },
      'ExportNamedDeclaration > VariableDeclaration > VariableDeclarator'(node) {
        if (component(node.id, node.init)) report(node, node.id);
      },
    };
  },
};

const zones = [
  ...layers.map(({ target, from }) => ({
    target: `${web}/${target}`,
    from: from.map((f) => `${web}/${f}`),
    message: `The ${target} layer may not import from a layer above it.`,
  })),
  ...features.map((f) => ({
    target: `${web}/features/${f}`,
    from: `${web}/features`,
    except: [`./${f}`],
    message: 'A feature may not import another feature: link by route name, or move what both need to shared/.',
  })),
  { target: `${web}/routes.ts`, from: [`${web}/kit`, `${web}/shared`, `${web}/shell`, `${web}/app`] },
  ...features.map((f) => ({
    target: `${web}/routes.ts`,
    from: `${web}/features/${f}`,
    except: ['./routes.ts'],
    message: "routes.ts assembles the features' route declarations only (features/<x>/routes.ts).",
  })),
];

export default tseslint.config(
  { ignores: ['**/generated/**', '**/dist/**', '**/node_modules/**'] },
  // A rule switched off in place says why (`// eslint-disable-next-line rule -- reason`), and a
  // switch-off that no longer silences anything is an error.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, '@eslint-community/eslint-comments': comments },
    settings: {
      // import-x reads the imported modules (for cycles) only with a parser for their extension.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [`${root}/apps/web/tsconfig.json`, `${root}/packages/sdk/tsconfig.json`],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: [] }],
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      // Chinese text sets fields apart with the ideographic space (U+3000) in its labels.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Two of the React Compiler's rules are off: the app is not compiled by it, and what they
      // forbid is deliberate here: the tab host keeps each tab's page in a render-time cache (refs
      // read during render), and components reset their state in an effect when their input changes
      // (a QR code, a PDF, a captcha), which the compiler would rather see derived.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'import-x/no-restricted-paths': ['error', { zones }],
      // Deep relative imports climb the tree: import from the `@/` alias instead.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*'], message: 'Import from `@/…` instead of climbing with `../`.' }] },
      ],
    },
  },
  {
    // A file that outgrows a screenful or two holds more than one responsibility: split it by them.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/sdk/src/**/*.{ts,tsx}'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile, tzsb: { rules: { 'component-file-name': componentFileName } } },
    rules: {
      // A `.tsx` module without a component (routes, column declarations, a dialog opened by a call) is kebab-case.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.tsx': `@(${PASCAL}|${HOOK}|${KEBAB})`, '**/*.ts': `@(${KEBAB}|${HOOK})` },
        { ignoreMiddleExtensions: true },
      ],
      'tzsb/component-file-name': 'error',
      'check-file/folder-naming-convention': ['error', { 'apps/web/src/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  // Layout is Prettier's (`pnpm format`): the rules that would argue with it are off.
  prettier,
);
