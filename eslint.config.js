import js from '@eslint/js';
import { builtinRules } from 'eslint/use-at-your-own-risk';
import checkFile from 'eslint-plugin-check-file';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import jsxA11yX from 'eslint-plugin-jsx-a11y-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './tools/eslint/import-boundaries.js';

// One rule takes one severity: the hard limit is core `max-lines` again under a second name.
const granary = { rules: { ...importBoundaries.rules, 'max-lines-hard': builtinRules.get('max-lines') } };
const lineCount = { skipBlankLines: true, skipComments: true };

// jsx-eslint/eslint-plugin-jsx-a11y declares no ESLint 10 support; its es-tooling fork does, with the
// same rules. Registered under the usual 'jsx-a11y/' prefix so rule names read as documented upstream.
const jsxA11y = jsxA11yX.configs.recommended;
const a11yRules = {
  ...Object.fromEntries(
    Object.entries(jsxA11y.rules).map(([name, setting]) => [
      name.replace(/^jsx-a11y-x\//, 'jsx-a11y/'),
      setting,
    ]),
  ),
  // A modal's first field takes focus, as the ARIA dialog pattern asks; a bare DOM autofocus is still caught.
  'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
  // `accessKey` is also a MinIO credential passed between our components: only DOM elements are checked,
  // by the selector below.
  'jsx-a11y/no-access-key': 'off',
};

const baseRestrictedSyntax = [
  { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
  {
    selector: 'TSInterfaceDeclaration[id.name=/^I[A-Z]/], TSTypeAliasDeclaration[id.name=/^T[A-Z]/]',
    message: 'No I/T prefixes on type names.',
  },
];
const domAccessKey = {
  selector: 'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^accesskey$/i]',
  message: 'No accessKey on DOM elements: its shortcuts collide with those of screen readers.',
};
// esquery regexes cannot hold a bare '/': \x2F is the slash.
const handBuiltApiPath = {
  selector: 'Literal[value=/\\x2Fapi\\x2Fv1/], TemplateElement[value.raw=/\\x2Fapi\\x2Fv1/]',
  message: "No hand-built '/api/v1' path: use callApi() or endpointUrl() with the contract's endpoint.",
};
// A test that sleeps a fixed time is slow when it passes and flaky when it does not. A real expiry wait
// (a clock that must pass a second) says why in an eslint-disable comment.
const handBuiltApiPathInTests = {
  selector: handBuiltApiPath.selector,
  message:
    "No hand-built '/api/v1' path in a test: answer(endpoint, ...) for mockApi, endpointPath() or the endpoint's path.",
};
const fixedSleep = {
  selector:
    "CallExpression[callee.name='setTimeout'], ImportDeclaration[source.value=/timers\\x2Fpromises$/]",
  message:
    'No fixed sleep in a test: wait for the event (waitFor, expect.poll, a locator) or use fake timers.',
};
const waitForTimeout = {
  selector: "CallExpression[callee.property.name='waitForTimeout']",
  message: "No page.waitForTimeout: wait for what the page shows with Playwright's expect or expect.poll.",
};
// A route of the app ('/users', `/settings/tiers/add/${type}`) is written once, in the contract's screen
// registry (screens.ts); '/api/...' and '/ws/...' are the server's addresses.
const appRoute = '\\x2F(?!api\\x2F|ws\\x2F)[\\w.~%-]';
const handWrittenRoute = {
  selector: `Literal[value=/^${appRoute}/], TemplateLiteral > TemplateElement:first-child[value.raw=/^${appRoute}/]`,
  message:
    "No route written by hand: build it with the contract's `screens` (screens.users.detail.href({ name })).",
};
// A pattern or link given as text to the router (<Route path="tiers">, <Navigate to="configurations">).
const handWrittenRoutePattern = {
  selector: "JSXAttribute[name.name=/^(to|path)$/] > Literal[value!='*']",
  message:
    "No route pattern written by hand: take it from the contract's `screens` (screens.settings.tiers.route).",
};

// The server's one way to reach MinIO: each client built in lib/minio-clients.ts for a target that
// lib/targets.ts resolved; the configuration's address read there alone (docs/architecture.md).
const serverOneWay = [
  {
    selector: 'NewExpression[callee.name=/^(AdminClient|S3Client)$/]',
    message: "Build MinIO clients with lib/minio-clients.ts for the request's target (request.clients()).",
  },
  {
    selector: 'MemberExpression[property.name=/^(minioServer|minioRegion|s3PublicUrl)$/]',
    message:
      "Read the MinIO server from the request's target (request.clients().target), not from the config.",
  },
];
// Server integration tests call the API through the harness's `api(apiEndpoints.x.y, input)`. A request
// that must fall outside the contract (an unencoded path, a malformed query) is built from the
// endpoint's own path (`raw`, `fillPathParams(endpoint.path, …)`), never from an '/api/v1' string.
const serverTestApiPath = {
  ...handBuiltApiPath,
  message: "No hand-built '/api/v1' path: call the harness's api() with the contract's endpoint.",
};
const noServerFetch = {
  selector: 'CallExpression[callee.name="fetch"]',
  message: 'No fetch() on the server: it loads undici for good. Use node:http as madmin does.',
};
const noUndici = {
  paths: [
    { name: 'undici', message: 'No undici on the server: use node:http as madmin does.' },
    {
      name: '@kubernetes/client-node',
      allowTypeImports: true,
      message:
        "Operator mode's Kubernetes client is loaded on first use (lib/kubernetes/kube-apis.ts): a static import would load it in regular mode too.",
    },
  ],
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'e2e/screenshots/**', 'test-results/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'check-file': checkFile, granary },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{apps,packages,tools,e2e,bench}/**/': 'KEBAB_CASE' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'granary/import-boundaries': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@granary/server', '@granary/web'], message: 'Apps are not libraries.' }] },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', ...baseRestrictedSyntax],
      'max-lines': ['warn', { max: 300, ...lineCount }],
      'granary/max-lines-hard': ['error', { max: 500, ...lineCount }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // No import cycles through values: a cycle makes load order decide what a module sees. Type-only
    // imports are erased, so they may go both ways.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/**/*.tsx'],
    ...jsxA11y,
    plugins: { 'jsx-a11y': jsxA11yX },
    rules: a11yRules,
  },
  {
    files: ['apps/web/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...baseRestrictedSyntax, domAccessKey] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...baseRestrictedSyntax,
        domAccessKey,
        handBuiltApiPath,
        handWrittenRoute,
        handWrittenRoutePattern,
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'packages/madmin/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/testing/**', 'packages/madmin/src/test-*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...baseRestrictedSyntax, noServerFetch],
      'no-restricted-imports': ['error', noUndici],
    },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...baseRestrictedSyntax, noServerFetch, ...serverOneWay] },
  },
  {
    // A real clock that must pass (S3 dates to the second, a minute of quiet) says why in its disable.
    files: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'tools/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...baseRestrictedSyntax, fixedSleep] },
  },
  {
    files: ['apps/server/src/**/*.int.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...baseRestrictedSyntax, serverTestApiPath, fixedSleep] },
  },
  {
    // The places the rules above name: where clients are built, where the configured server is read,
    // and the OpenID client, which follows the redirects providers answer with fetch.
    files: [
      'apps/server/src/lib/minio-clients.ts',
      'apps/server/src/lib/targets.ts',
      'apps/server/src/config/**',
      'apps/server/src/modules/session/oidc-client.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', ...baseRestrictedSyntax] },
  },
  {
    // Tests name the API through the contract as the app does (mockApi's answer(endpoint, ...),
    // endpointPath), and wait for an event, never a fixed time (docs/architecture.md, Tests).
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...baseRestrictedSyntax,
        domAccessKey,
        handBuiltApiPathInTests,
        fixedSleep,
      ],
    },
  },
  {
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/*.config.ts', 'e2e/global-setup.ts'],
    rules: { 'no-restricted-syntax': ['error', ...baseRestrictedSyntax, fixedSleep, waitForTimeout] },
  },
  {
    // Config files that tools require to default-export.
    files: [
      '*.config.{ts,js}',
      'apps/web/vite.config.ts',
      'e2e/*.config.ts',
      'e2e/global-setup.ts',
      'tools/vitest-*.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
