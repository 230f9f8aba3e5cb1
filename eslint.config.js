import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** Every folder under web/src/features is a feature; a new one is covered the day it appears. */
const FEATURES = readdirSync(path.join(ROOT, 'web/src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * The house style's imports that never appear (docs/decisions.md: "The layering is a lint rule"). Paths are
 * resolved by the TypeScript resolver, so any spelling of a file's path lands on the same zone.
 */
const LAYERS = [
  {
    target: 'lambdas/domain',
    from: ['lambdas/data', 'lambdas/handlers'],
    message: 'The domain is pure: DynamoDB lives in lambdas/data, HTTP in lambdas/handlers.',
  },
  {
    target: 'lambdas/domain',
    from: '/**/node_modules/{@aws-sdk,aws-sdk}/**',
    message: 'The domain is pure: no AWS SDK (DynamoDB lives in lambdas/data, clients in lambdas/lib).',
  },
  {
    target: ['lambdas/contracts', 'lambdas/i18n'],
    from: 'lambdas',
    except: ['./contracts', './i18n'],
    message: 'Contracts and catalogues are shared with the SPA: they import only each other.',
  },
  {
    target: 'lambdas',
    from: ['web', 'infra'],
    message: 'The Lambdas know nothing of the SPA or the stack.',
  },
  {
    target: 'web',
    from: 'lambdas',
    except: ['./contracts', './i18n'],
    message: 'The SPA shares only lambdas/contracts and lambdas/i18n with the server.',
  },
  {
    target: 'infra',
    from: 'lambdas',
    except: ['./routes.ts', './contracts'],
    message:
      'The stack and the twin read the route table (lambdas/routes.ts) and the contracts; handlers are loaded by their entry paths.',
  },
  {
    target: ['web/src/components', 'web/src/lib'],
    from: ['web/src/features', 'web/src/app'],
    message: 'Shared pieces know no feature and no route: features use them, not the other way round.',
  },
  {
    target: 'web/src/features',
    from: 'web/src/app',
    message: 'Features are composed by web/src/app; they do not import it.',
  },
  ...FEATURES.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message:
      'A feature imports no other feature: shared pieces go to web/src/components or web/src/lib, composition to web/src/app.',
  })),
];

/** Attributes whose text a person reads or hears. */
const VISIBLE_ATTRIBUTES =
  '/^(label|placeholder|title|alt|aria-label|aria-description|loadingText|descriptiveText|errorMessage|showPasswordButtonLabel|passwordIsHiddenLabel|passwordIsShownLabel)$/';

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
      'reports',
      '.stryker-tmp',
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
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [path.join(ROOT, 'tsconfig.json'), path.join(ROOT, 'web/tsconfig.json')],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: LAYERS }],
      // Dynamic imports count: a lazily loaded module that imports its importer is still a cycle.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The service worker's source: a module in the worker's scope, bundled with Workbox at build (web/pwa).
    files: ['web/pwa/service-worker.js'],
    languageOptions: {
      sourceType: 'module',
      globals: Object.fromEntries(
        ['self', 'caches', 'Response', 'URL', 'Notification'].map((g) => [g, 'readonly']),
      ),
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
