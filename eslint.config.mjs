import eslintComments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'graphql/generated/**',
      'test-results/**',
      'playwright-report/**',
      'next-env.d.ts',
      'scripts/**/*.cjs',
      // A planted import circle, linted on purpose by tests/unit/import-cycle-guard.test.ts.
      'tests/fixtures/import-cycle/**',
    ],
  },
  js.configs.recommended,
  // Type-aware rules: floating promises, unsafe any, misused promises...
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { '@next/next': nextPlugin, 'react-hooks': reactHooks },
    rules: {
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/server/**', '@/server/*'], message: 'Client code must not import server modules.' }],
        },
      ],
    },
  },
  {
    // Arrows only go down. No module may reach back up to one that imports it (type-only imports
    // aside, which leave nothing behind at run time), and the layer rules below may not be turned
    // off in place: a file that needs another layer's module is in the wrong place.
    files: ['**/*.{ts,tsx,mts}'],
    plugins: { 'import-x': importX, '@eslint-community/eslint-comments': eslintComments },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Without a parser for TypeScript, import-x reads no module of ours and no-cycle sees nothing
      // (tests/unit/import-cycle-guard.test.ts plants a circle and expects it refused).
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
    },
    rules: {
      // Every circle, type-only imports included: a type shared by two modules belongs to a third.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }],
      '@eslint-community/eslint-comments/no-restricted-disable': [
        'error',
        'no-restricted-imports',
        'import-x/no-cycle',
        'no-restricted-syntax',
      ],
    },
  },
  {
    // Server code, routes and tests may use the server modules.
    files: [
      'server/**',
      'app/**/route.ts',
      'app/**/page.tsx',
      'app/**/layout.tsx',
      'instrumentation.ts',
      'cache-handler.mjs',
      'tests/**',
      'e2e/**',
      'scripts/**',
      'app/sitemap.ts',
      'app/**/not-found.tsx',
      'app/robots.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The server is below the screens: it never imports a component or a route.
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/components/*', '**/components/**'], message: 'Server code must not import components.' },
            { group: ['@/app/*', '**/app/**'], message: 'Server code must not import routes.' },
          ],
        },
      ],
    },
  },
  {
    // The services are below the API layer and the seed: the seed and the resolvers call them.
    files: ['server/services/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/components/*', '**/components/**'], message: 'Server code must not import components.' },
            { group: ['@/app/*', '**/app/**'], message: 'Server code must not import routes.' },
            {
              group: ['@/server/graphql/*', '@/server/resolvers/*', '@/server/seed', '@/server/seed/*'],
              message: 'Services must not import the API layer or the seed (they call the services).',
            },
            {
              group: ['@/server/http/*', '@/server/instance', '@/server/startup'],
              message:
                'Services must not import route handlers, start-up or the instance: they are given their database and gateway.',
            },
          ],
        },
      ],
    },
  },
  {
    // components/ui/ is the floor of the screens: primitives every feature uses, importing none of them.
    files: ['components/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '@/server/*'], message: 'Client code must not import server modules.' },
            {
              group: ['@/components/*', '!@/components/ui', '../*'],
              message: 'components/ui imports no feature folder: a primitive that needs one belongs to it.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/ is shared by the browser and the server: it imports neither side.
    files: ['lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '@/server/*'], message: 'Shared code must not import server modules.' },
            {
              group: ['@/components/*', '**/components/**', '@/app/*'],
              message: 'Shared code must not import components or routes.',
            },
          ],
        },
      ],
    },
  },
  {
    // Every text field is built on text(), which refuses control characters and lone surrogates.
    files: ['lib/validation/**'],
    ignores: ['lib/validation/text.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='z'][property.name='string']",
          message: "Build text fields on text() from './text' (it refuses control characters and lone surrogates).",
        },
      ],
    },
  },
  {
    // Every form is Form (components/ui/Form.tsx): sent by the browser on its own, before its
    // script runs, a plain <form> would put its fields (a password) in the address.
    files: ['**/*.tsx'],
    ignores: ['components/ui/Form.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='form']",
          message:
            'Use Form from @/components/ui/Form: it never sends its fields in the address, even before hydration.',
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
