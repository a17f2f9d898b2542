import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import moduleBoundaries from './eslint-rules/module-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.test-data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      // A focused or skipped test hides failures; a skip must be a visible decision, not an accident.
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only', message: 'No focused tests.' },
        { object: 'describe', property: 'only', message: 'No focused tests.' },
        { object: 'test', property: 'only', message: 'No focused tests.' },
      ],
    },
  },
  {
    // Areas, kernel, UI features and infra stay within their boundaries (eslint-rules/module-boundaries.js).
    files: ['**/*.{ts,tsx}'],
    plugins: { gym: { rules: { 'module-boundaries': moduleBoundaries } } },
    rules: { 'gym/module-boundaries': 'error' },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Command-line tools and benchmarks print to the terminal on purpose.
    files: ['test/src/bench/**', '**/src/cli/**', 'infra/src/**'],
    rules: { 'no-console': 'off' },
  },
);
