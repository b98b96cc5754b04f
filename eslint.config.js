import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'dist-ladle', 'build', 'node_modules', 'coverage', 'public', 'tmp', 'ladle/public', 'tests/e2e/artifacts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Production code must never reach into the fake backend (demo mode loads it dynamically from main.tsx).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@fake/*', '**/fake-server/**'], message: 'src/ must not import the fake server.' }] }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '@mui/*'], message: 'machines/ stays free of React and MUI.' }] }],
    },
  },
  {
    // Tests wait on what they can observe (a locator, a poll, a simulated clock), never a fixed time:
    // a sleep is either too short on a busy machine or wasted time, and an absence checked after one
    // proves nothing.
    files: ['tests/**/*.{ts,tsx,js,mjs}'],
    // Benchmarks pass or fail nothing: their pauses are measurement windows (long tasks, frames).
    ignores: ['tests/bench/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='waitForTimeout']", message: 'No fixed sleeps in tests: wait for an observable state (locator, expect.poll) instead.' },
        { selector: "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout']", message: 'No fixed sleeps in tests: wait for an observable state or advance a simulated clock (vi.useFakeTimers).' },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
