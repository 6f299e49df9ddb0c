// The server as one minified JavaScript file (apps/server/dist/server.js): Granary's own TypeScript, the
// contract, madmin and the npm packages it loads at start compiled together. Node then neither strips
// types at start nor loads ~1,000 small modules, and V8 keeps one source without comments or blanks:
// 30 MiB, then another ~5 MiB less resident memory (docs/decisions.md, "Server memory" and "issue 16,
// fifth part"). Names are kept, so a stack trace still says which function threw.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'rolldown';
import { builtinsWithoutFacades } from './bundle-builtins.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const sourceRoots = ['apps/server/src', 'packages/contract/src', 'packages/madmin/src'].map((dir) =>
  path.join(repoRoot, dir),
);
const distDir = path.join(repoRoot, 'apps/server/dist');
export const serverBundle = path.join(distDir, 'server.js');
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

function bundleTime(): number {
  try {
    return statSync(serverBundle).mtimeMs;
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
        format: 'esm',
        sourcemap: true,
        codeSplitting: false,
        // ASCII only, no comments: V8 then keeps the source one byte a character, not two (-3.7 MiB).
        minify: { compress: true, mangle: false, codegen: { asciiOnly: true } },
        comments: false,
      },
      logLevel: 'warn',
    });
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

/** The bundle's path, rebuilt first when any server, contract or madmin source or the packages are newer. */
export async function ensureServerBundle(): Promise<string> {
  const built = bundleTime();
  const upToDate =
    sourceRoots.every((dir) => newestSource(dir) < built) && statSync(installedPackages).mtimeMs < built;
  if (built > 0 && upToDate) return serverBundle;
  return buildServerBundle();
}

if (import.meta.main) console.log(await buildServerBundle());
