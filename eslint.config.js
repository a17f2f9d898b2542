import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import moduleBoundaries from './eslint-rules/module-boundaries.js';
import noLiteralUiText from './eslint-rules/no-literal-ui-text.js';
import { UNTRANSLATED_UI_FILES } from './eslint-rules/untranslated-ui-files.js';

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
    // Times shown are the gym's, never the browser's (issue 10, item 11): instants become text in ui/src/lib/desk-time.ts
    // only, which takes the gym's time zone.
    files: ['ui/src/**/*.{ts,tsx}'],
    // formats.ts writes calendar days (YYYY-MM-DD, no time of day) in the Hijri calendar: no instant, no time zone.
    ignores: ['ui/src/lib/desk-time.ts', 'ui/src/lib/i18n/formats.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Time|Date)String$/]',
          message: "Format instants with ui/src/lib/desk-time.ts and the gym's time zone (useGymTimeZone).",
        },
        {
          selector: "CallExpression[callee.property.name='toLocaleString'][callee.object.type='NewExpression']",
          message: "Format instants with ui/src/lib/desk-time.ts and the gym's time zone (useGymTimeZone).",
        },
        {
          selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
          message: "Format instants with ui/src/lib/desk-time.ts and the gym's time zone (useGymTimeZone).",
        },
      ],
    },
  },
  {
    // Every string the UI shows comes from the message catalogues (issue 46). The files still being moved onto them
    // are listed in eslint-rules/untranslated-ui-files.js; the list only shrinks (test/src/lint/ui-text.test.ts).
    files: ['ui/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', ...UNTRANSLATED_UI_FILES],
    plugins: { i18n: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: { 'i18n/no-literal-ui-text': 'error' },
  },
  {
    // Command-line tools and benchmarks print to the terminal on purpose.
    files: ['test/src/bench/**', '**/src/cli/**', 'infra/src/**'],
    rules: { 'no-console': 'off' },
  },
);
