import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
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
      'app/robots.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
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
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
