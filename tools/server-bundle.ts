// The server as one JavaScript file (apps/server/dist/server.js): Silo's own TypeScript, the contract
// and madmin compiled together, npm packages left as imports. Node then neither strips types at
// start nor loads ~300 small modules: 30 MiB less resident memory (docs/decisions.md, "Server memory").
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'rolldown';

const repoRoot = path.resolve(import.meta.dirname, '..');
const sourceRoots = ['apps/server/src', 'packages/contract/src', 'packages/madmin/src'].map((dir) =>
  path.join(repoRoot, dir),
);
const distDir = path.join(repoRoot, 'apps/server/dist');
export const serverBundle = path.join(distDir, 'server.js');
/** The embedded store's thread runs from its own file, found beside the module that starts it. */
const storeWorker = path.join(repoRoot, 'apps/server/src/store/pglite-worker.ts');

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
      // npm packages stay imports (one copy on disk, their own lazy loading); workspace code is bundled.
      external: [/^[^./@]/, /^@(?!silo\/)/],
      // One file: a lazily imported module of Silo's is inlined, so no stale chunk is ever left behind.
      output: { dir: scratch, format: 'esm', sourcemap: true, codeSplitting: false },
      logLevel: 'warn',
    });
    copyFileSync(storeWorker, path.join(scratch, path.basename(storeWorker)));
    mkdirSync(distDir, { recursive: true });
    for (const file of readdirSync(scratch)) renameSync(path.join(scratch, file), path.join(distDir, file));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return serverBundle;
}

/** The bundle's path, rebuilt first when any server, contract or madmin source is newer. */
export async function ensureServerBundle(): Promise<string> {
  const built = bundleTime();
  if (built > 0 && sourceRoots.every((dir) => newestSource(dir) < built)) return serverBundle;
  return buildServerBundle();
}

if (import.meta.main) console.log(await buildServerBundle());
