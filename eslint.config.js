// ESLint (flat config), part of `npm test`. Few rules on purpose: the presets below, and a
// change to one of them only with a comment saying why.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import { widgetBoundaries } from './scripts/lint/widgetBoundaries.js';

export default defineConfig([
  // Generated or built output, and what tests and the database leave behind (see .gitignore).
  globalIgnores(['**/generated/**', 'dist/', 'storybook-static/', '.data/', 'coverage/', '.bench/', 'tests/.tmp/']),

  {
    // A disable comment that no longer silences anything is an error, so none outlives its reason.
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },

  js.configs.recommended,
  // Not type-aware: with type information the run takes several times longer on the CI machine (2 cores),
  // and `tsc --noEmit` in `npm test` already checks the types.
  tseslint.configs.recommended,
  {
    rules: {
      // `const { key: _key, ...rest } = value` is how the code leaves a key out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // Chinese text uses the ideographic space (U+3000); strings are skipped by default, templates too here.
      'no-irregular-whitespace': ['error', { skipTemplates: true }],
    },
  },

  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // An error, not the preset's warning: a missing dependency is a stale-value bug, and a warning is
      // not seen in `npm test`.
      'react-hooks/exhaustive-deps': 'error',
      // Off, with a reason: the data hooks (useApiQuery, usePagedList, the operator console's loaders) set
      // "loading" in the effect that starts the request for a new input. That costs one extra render and
      // is correct; the rule's alternative (reset state keyed by the input during render) would rewrite
      // every data hook at once, which is its own change, not a lint fix.
      'react-hooks/set-state-in-effect': 'off',
    },
  },

  {
    files: ['**/*.tsx'],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // A label may wrap its control inside a span or two (the forms' field rows); the default depth of 2 misses those.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }],
    },
  },

  {
    // A widget is one folder: it imports its own files and the kits' entries, nothing else (scripts/lint/widgetBoundaries.js).
    files: ['widgets/**/*.{ts,tsx}'],
    plugins: { portal: { rules: { 'widget-boundaries': widgetBoundaries } } },
    rules: { 'portal/widget-boundaries': 'error' },
  },
]);
