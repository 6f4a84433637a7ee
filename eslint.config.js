// The lint gate (`npm run lint`, part of `npm test` and CI): the type-aware rules that catch real bugs, not style.
// Import boundaries and cycles are dependency-cruiser's (.dependency-cruiser.cjs), run by the same script.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A promise nobody awaits or handles loses its error (an unhandled rejection) and its ordering.
      '@typescript-eslint/no-floating-promises': 'error',
      // An async function where a void callback is expected (an event handler, a forEach) runs unsupervised.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      // A switch over a union handles every member, so adding one is a compile-time list of places to visit.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' }],
      // `x!` or `as T` where the type already says so hides nothing and misleads the reader.
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      // Several patterns exist to find control characters (sanitising input, escaping CSV/XML/JSON): that is their point.
      'no-control-regex': 'off',
    },
  },
  {
    // The server tests of a worker share their modules (vitest.config.ts: isolate false): a module mock would reach the
    // files that run after it, or not apply at all. Pass the dependency in instead.
    files: ['server/**/*.test.ts', 'common/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error',
        { object: 'vi', property: 'mock', message: 'Server tests share modules (isolate: false): pass the dependency in instead.' },
        { object: 'vi', property: 'doMock', message: 'Server tests share modules (isolate: false): pass the dependency in instead.' }],
    },
  },
  {
    // Most web tests share a worker's jsdom and modules (vitest.config.ts, project web): a module mock would reach the
    // files after it. A test that must replace a module is named *.mocked.test.tsx and runs isolated (web-mocked).
    files: ['web/**/*.test.{ts,tsx}'],
    ignores: ['web/**/*.mocked.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': ['error',
        { object: 'vi', property: 'mock', message: 'Web tests share modules (isolate: false): name the file *.mocked.test.tsx to mock one.' },
        { object: 'vi', property: 'doMock', message: 'Web tests share modules (isolate: false): name the file *.mocked.test.tsx to mock one.' }],
    },
  },
  {
    // Benchmarks read this product's own JSON answers without declaring their types.
    files: ['bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Plain JavaScript (scripts, configs): no type information.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { process: 'readonly', performance: 'readonly', console: 'readonly', URL: 'readonly', module: 'writable', require: 'readonly', __dirname: 'readonly', setTimeout: 'readonly' } },
  },
);
