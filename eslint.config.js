import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Layers of src/, top to bottom. */
const LAYERS = ['app', 'features', 'widgets', 'ui', 'session', 'validation', 'api', 'lib'];
/** Prefixes of the backend's endpoints (the console's own routes use none of them). */
const BACKEND_PATH = String.raw`/^\/(sys|online|actuator|cas|demo)\//`;
/** Layers that run statecharts. */
const MACHINE_USERS = ['app', 'features', 'widgets'];

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
  // Layers point down only (README, "Layers"): each layer may import the ones below it, never one
  // above. scripts/code-figures.mjs checks relative imports the same way.
  ...LAYERS.map((layer, i) => ({
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@fake/*', '**/fake-server/**'], message: 'src/ must not import the fake server (the demo loads it from main.tsx).' },
            ...LAYERS.slice(0, i).map((above) => ({ group: [`@/${above}`, `@/${above}/**`], message: `${layer} sits below ${above}: it must not import it.` })),
            ...(MACHINE_USERS.includes(layer) ? [] : [{ group: ['@machines/*'], message: `${layer} sits below the statecharts' users.` }]),
          ],
        },
      ],
    },
  })),
  // Backend paths live in src/api, beside the calls and wire types of their domain: a screen or widget
  // names an endpoint through its module, so the fake server and the contract tests read the same
  // path and a renamed endpoint changes in one place.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: `Literal[value=${BACKEND_PATH}]`, message: 'Backend paths live in src/api: import the domain module\'s URL constant or call.' },
        { selector: `TemplateElement[value.raw=${BACKEND_PATH}]`, message: 'Backend paths live in src/api: import the domain module\'s URL constant or call.' },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', '@mui/*'], message: 'machines/ stays free of React and MUI.' },
            { group: LAYERS.filter((l) => l !== 'lib' && l !== 'api').flatMap((l) => [`@/${l}`, `@/${l}/**`, `**/src/${l}/**`]), message: 'machines/ use only lib and api types.' },
          ],
        },
      ],
    },
  },
  {
    files: ['fake-server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@machines/*', ...LAYERS.filter((l) => l !== 'lib' && l !== 'api').flatMap((l) => [`@/${l}`, `@/${l}/**`])], message: 'The fake backend emulates the server: it shares only api types and lib with the console.' }] },
      ],
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
