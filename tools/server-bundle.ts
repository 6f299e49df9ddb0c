// The server as one minified JavaScript file (apps/server/dist/server-main.js, which server.js loads once
// it has checked Node's version): Granary's own TypeScript, the contract, madmin and the npm packages it
// loads at start compiled together. Node then neither strips types at start nor loads ~1,000 small
// modules, and V8 keeps one source without comments or blanks: 30 MiB, then another ~5 MiB less resident
// memory (docs/decisions/memory-budgets.md). Names are kept, so a stack
// trace still says which function threw.
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { build } from 'rolldown';
import { builtinsWithoutFacades } from './bundle-builtins.ts';
import { neededNodeMajor, refuseOldNode } from './node-version.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const sourceRoots = ['apps/server/src', 'packages/contract/src', 'packages/madmin/src'].map((dir) =>
  path.join(repoRoot, dir),
);
/** What makes the bundle: a change to one of them is a new bundle too. */
const builderFiles = [
  'tools/server-bundle.ts',
  'tools/bundle-builtins.ts',
  'tools/node-version.mjs',
  'package.json',
];
const distDir = path.join(repoRoot, 'apps/server/dist');
/** What `node apps/server/dist/server.js` runs: the check of Node's version, then the bundle beside it. */
export const serverBundle = path.join(distDir, 'server.js');
const bundleMain = 'server-main.js';

/**
 * The entry is a file of its own because Node reads and links a whole module before it runs any of it: a
 * syntax an older Node lacks would fail the bundle before a check inside it ran, and the bundle's first
 * statement takes Node's built-ins with process.getBuiltinModule, which Node 18 lacks. Node 20 even served
 * requests, with a store that could not load (its process is TypeScript).
 */
const entrySource = () =>
  [
    `// Granary's server: ${bundleMain} once Node is recent enough (tools/server-bundle.ts).`,
    `(${refuseOldNode.toString()})(${neededNodeMajor});`,
    `await import('./${bundleMain}');`,
    '',
  ].join('\n');
/** The embedded store's process runs from its own file, found beside the module that starts it. */
const storeProcessMain = path.join(repoRoot, 'apps/server/src/store/pglite-process.ts');

/**
 * Packages the server imports only when first needed (the audit store; lib-storage for multipart
 * uploads from API clients), and Fastify's own schema compilers and `inject`, which it requires only
 * when no compilers are given (app.ts gives zod's) and in tests: they stay imports, so a server that
 * never needs them never loads them, nor keeps their source (Ajv's 0.44 MB) in memory.
 */
export const onDemandPackages = [
  'kysely',
  'pg',
  '@electric-sql/pglite',
  '@aws-sdk/lib-storage',
  '@fastify/ajv-compiler',
  '@fastify/fast-json-stringify-compiler',
  'light-my-request',
  // Operator mode's Kubernetes client (and the undici it brings): never loaded in regular mode.
  '@kubernetes/client-node',
  'undici',
  // Operator mode's license verification.
  'jose',
];
const loadedOnDemand = (id: string) =>
  onDemandPackages.some((name) => id === name || id.startsWith(`${name}/`));

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(full));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, statSync(full).mtimeMs);
  }
  return newest;
}

/** When the entry and the bundle were built, the older of the two; 0 when either is missing. */
function bundleTime(): number {
  try {
    return Math.min(statSync(serverBundle).mtimeMs, statSync(path.join(distDir, bundleMain)).mtimeMs);
  } catch {
    return 0;
  }
}

/** Builds the bundle into a scratch directory, then swaps it in: concurrent builders never see half a file. */
export async function buildServerBundle(): Promise<string> {
  const scratch = mkdtempSync(path.join(repoRoot, 'apps/server/.dist-'));
  try {
    await build({
      input: path.join(repoRoot, 'apps/server/src/server.ts'),
      platform: 'node',
      external: loadedOnDemand,
      plugins: [builtinsWithoutFacades()],
      // One file: a lazily imported module of Granary's is inlined, so no stale chunk is ever left behind.
      output: {
        dir: scratch,
        entryFileNames: bundleMain,
        format: 'esm',
        sourcemap: true,
        codeSplitting: false,
        // ASCII only, no comments: V8 then keeps the source one byte a character, not two (-3.7 MiB).
        minify: { compress: true, mangle: false, codegen: { asciiOnly: true } },
        comments: false,
      },
      logLevel: 'warn',
    });
    writeFileSync(path.join(scratch, path.basename(serverBundle)), entrySource());
    copyFileSync(storeProcessMain, path.join(scratch, path.basename(storeProcessMain)));
    mkdirSync(distDir, { recursive: true });
    const built = readdirSync(scratch);
    // A file an earlier build left that this one no longer makes (a renamed entry) must not linger.
    for (const file of readdirSync(distDir))
      if (!built.includes(file)) rmSync(path.join(distDir, file), { recursive: true, force: true });
    for (const file of built) renameSync(path.join(scratch, file), path.join(distDir, file));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return serverBundle;
}

/** The installed packages, which the bundle holds too: npm writes this file at each install. */
const installedPackages = path.join(repoRoot, 'node_modules/.package-lock.json');

/**
 * The bundle's path, rebuilt first when any server, contract or madmin source, the packages or what
 * builds it are newer.
 */
export async function ensureServerBundle(): Promise<string> {
  const built = bundleTime();
  const upToDate =
    sourceRoots.every((dir) => newestSource(dir) < built) &&
    [installedPackages, ...builderFiles.map((file) => path.join(repoRoot, file))].every(
      (file) => statSync(file).mtimeMs < built,
    );
  if (built > 0 && upToDate) return serverBundle;
  return buildServerBundle();
}

if (import.meta.main) console.log(await buildServerBundle());
