import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// ---------------------------------------------------------------------------------------------------
// web boundaries: the floors of apps/web/src (ARCHITECTURE.md, "The web's floors").
//   app/            the shell; may import anything below it
//   features/<f>/   may import components/ and lib/, and another feature only through its front door
//                   features/<g>/index.ts, which only re-exports (vite.config.ts counts on that)
//   components/     may import lib/
//   lib/            the ground floor: imports no other floor
// Imports here are relative, so each rule matches the import's path: `(../)+<floor>/`. Dynamic
// import() is checked by no-restricted-syntax, which no-restricted-imports does not see. Tests (and
// src/test/ helpers) are exempt: they render through the app's providers and router.
// ---------------------------------------------------------------------------------------------------
const WEB_SRC = 'apps/web/src';
const WEB_FEATURES = readdirSync(new URL(`./${WEB_SRC}/features/`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const WEB_TESTS = [`${WEB_SRC}/**/*.test.{ts,tsx}`];
const UP = String.raw`^(\.\./)+`;

/** An import rule for the web's floors: what a path matching `regex` may not reach, and why. */
const webRule = (regex, message) => ({ regex, message });
/** no-restricted-imports and no-restricted-syntax (for import()) together, from the same rules. */
function webBoundaryRules(rules) {
  return {
    'no-restricted-imports': ['error', { patterns: rules.map((rule) => ({ ...rule, caseSensitive: true })) }],
    'no-restricted-syntax': [
      'error',
      ...rules.map(({ regex, message }) => ({
        // esquery's regex literal cannot hold a bare '/': escape each.
        selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
        message,
      })),
    ],
  };
}
const NO_APP = webRule(
  String.raw`${UP}app(/|$)`,
  'app/ is the shell: only it imports from app/. Move what features share to components/ or lib/.',
);
const webBoundaries = [
  ...WEB_FEATURES.map((feature) => {
    const others = WEB_FEATURES.filter((name) => name !== feature).join('|');
    return {
      name: `web boundaries: features/${feature}`,
      files: [`${WEB_SRC}/features/${feature}/**/*.{ts,tsx}`],
      ignores: WEB_TESTS,
      rules: webBoundaryRules([
        NO_APP,
        webRule(
          String.raw`${UP}(features/)?(${others})/(?!index(\.tsx?)?$)`,
          "Another feature's internals: import it through its front door (features/<name>/index.ts), or move what is truly shared to components/ or lib/.",
        ),
      ]),
    };
  }),
  {
    name: 'web boundaries: front doors',
    files: [`${WEB_SRC}/features/*/index.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
          message:
            "A feature's index.ts only re-exports (`export { x } from './x'`): code of its own would load with every import of it. Put it in a module of the feature.",
        },
      ],
    },
  },
  {
    name: 'web boundaries: components',
    files: [`${WEB_SRC}/components/**/*.{ts,tsx}`],
    ignores: WEB_TESTS,
    rules: webBoundaryRules([
      webRule(String.raw`${UP}(features|app)(/|$)`, 'components/ is shared UI: it imports only components/ and lib/.'),
    ]),
  },
  {
    name: 'web boundaries: lib',
    files: [`${WEB_SRC}/lib/**/*.{ts,tsx}`],
    ignores: WEB_TESTS,
    rules: webBoundaryRules([
      webRule(String.raw`${UP}(features|app|components)(/|$)`, 'lib/ is the ground floor: it imports no other floor.'),
    ]),
  },
];
// --------------------------------------------- end of web boundaries -------------------------------

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
  ...webBoundaries,
);
