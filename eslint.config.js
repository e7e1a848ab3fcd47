import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/api/drizzle/**', '**/test-results/**', '**/playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly', fetch: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // API boundaries: a feature module is entered through its front door (modules/<m>/index.ts), and the
  // kernel (lib/, db/, plugins/, config/, http/) never depends on a feature. Tests may reach inside.
  {
    files: ['apps/api/src/modules/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.?/)[^/]+/(?!index$).+',
              message: "Another module's files are its own: import what it offers from its index (../<module>).",
            },
            {
              regex: '(^|/)modules/[^/]+/(?!index$).+',
              message: "Another module's files are its own: import what it offers from its index (../<module>).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./modules/[^/]+/(?!index$).+',
              message: 'The app sees a module only through its index (./modules/<module>).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./[^/]+/(?!index$).+',
              message: 'MODULES lists each module by its index (./<module>).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/{lib,db,plugins,config,http}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)modules(/|$)',
              message: 'lib/, db/, plugins/, config/ and http/ are the kernel: they may not import feature modules.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
