// One lint configuration for the whole project (`npm run lint`, part of `npm test`).
// typescript-eslint for TypeScript, eslint-plugin-astro for .astro files, react-hooks for islands, jsx-a11y for
// markup, and import boundaries that keep the layers the README describes.
import js from '@eslint/js';
import astro from 'eslint-plugin-astro';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import specifiers (one regular expression) that a layer may not use. */
const restrict = (regex, message) => ['error', { patterns: [{ regex, message }] }];

export default tseslint.config(
  { ignores: ['node_modules/', '.data/', '.astro/', 'dist/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  ...astro.configs['jsx-a11y-recommended'],
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-restricted-imports': restrict('(^|/)scripts/', 'src/ never imports scripts/.'),
      // Dealer feeds carry walkaround videos without caption files; there is no caption track to point a <track> at.
      'astro/jsx-a11y/media-has-caption': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/media-has-caption': 'off', // as for .astro files above: feed videos come without captions
    },
  },
  {
    // The domain is pure: zod, @date-fns/tz, csv-parse/sync and other domain modules only (no Astro, React, server or file system).
    files: ['src/domain/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      // schema-dts: schema.org's vocabulary as types only (tests/unit/architecture.test.ts checks they are type imports).
      'no-restricted-imports': restrict(
        '^(?!zod$|@date-fns/tz$|csv-parse/sync$|schema-dts$|\\.{1,2}/|#src/domain/)',
        'src/domain imports only zod, @date-fns/tz, csv-parse/sync, schema-dts types and other domain modules.',
      ),
    },
  },
  {
    // Browser tests drive the scripts' libraries (the SEO audit's validator, Lighthouse) against the served sites.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Every browser spec takes `test` from the shared fixture, which fails a test on a page error or hydration error.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: { 'no-restricted-imports': restrict('^@playwright/test$', "Specs import test and expect from './fixtures.ts' (page errors fail the test).") },
  },
  {
    // Islands and browser scripts run in the shopper's browser: never server code or Node built-ins.
    files: ['src/islands/**/*.{ts,tsx}', 'src/client/**/*.ts', 'src/stores/**/*.ts', 'src/components/**/*.tsx'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': restrict(
        '(^|/)(server|scripts|files)/|^node:|^virtual:tenant$',
        'Browser code never imports server code, scripts, the platform files (src/files), Node built-ins or the whole tenant config (virtual:tenant; use virtual:public-tenant).',
      ),
    },
  },
);
