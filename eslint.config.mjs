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
        projectService: { allowDefaultProject: ['*.mts'] },
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
      'tests/**',
      'e2e/**',
      'scripts/**',
      'app/sitemap.ts',
      'app/robots.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
