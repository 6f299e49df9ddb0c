import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './tools/eslint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'e2e/screenshots/**', 'test-results/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'check-file': checkFile, silo: importBoundaries },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,tools,e2e,bench}/**/': 'KEBAB_CASE' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'silo/import-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@silo/server', '@silo/web'], message: 'Apps are not libraries.' }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
        {
          selector: 'TSInterfaceDeclaration[id.name=/^I[A-Z]/], TSTypeAliasDeclaration[id.name=/^T[A-Z]/]',
          message: 'No I/T prefixes on type names.',
        },
      ],
    },
  },
  {
    // Config files that tools require to default-export.
    files: [
      '*.config.{ts,js}',
      'apps/web/vite.config.ts',
      'e2e/*.config.ts',
      'e2e/global-setup.ts',
      'tools/vitest-*.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
