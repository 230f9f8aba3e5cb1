import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Attributes whose text a person reads or hears. */
const VISIBLE_ATTRIBUTES =
  '/^(label|placeholder|title|alt|aria-label|aria-description|loadingText|descriptiveText|errorMessage|showPasswordButtonLabel|hidePasswordButtonLabel)$/';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'cdk.out',
      'web/dist',
      '.local-data',
      'tests/artifacts',
      'tmp-smoke',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The service worker's source: a module in the worker's scope, bundled with Workbox at build (web/pwa).
    files: ['web/pwa/service-worker.js'],
    languageOptions: {
      sourceType: 'module',
      globals: Object.fromEntries(['self', 'caches', 'Response'].map((g) => [g, 'readonly'])),
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Every user-visible string comes from the i18n catalogues (it, en, hi).
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/\\p{L}/u]',
          message: 'User-visible text must come from the i18n catalogues: use t("…").',
        },
        {
          selector: `JSXAttribute[name.name=${VISIBLE_ATTRIBUTES}] > Literal[value=/\\p{L}/u]`,
          message: 'User-visible text must come from the i18n catalogues: use t("…").',
        },
      ],
    },
  },
);
