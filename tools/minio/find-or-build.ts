import { execFile, spawn } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { promisify } from 'node:util';
import { MINIO_BUILD, MINIO_MODULE, MINIO_PSEUDO_VERSION } from './pinned.ts';

const fixesDir = join(import.meta.dirname, 'fixes');

export type FindOptions = {
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Where to look for Go when it is not on PATH. */
  goFallbacks?: string[];
};

export function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findOnPath(name: string, pathVar: string | undefined): string | undefined {
  for (const dir of (pathVar ?? '').split(delimiter)) {
    if (dir === '') continue;
    const candidate = join(dir, name);
    if (isExecutable(candidate)) return candidate;
  }
  return undefined;
}

export function cachedMinioPath(env: NodeJS.ProcessEnv = process.env): string {
  const cacheHome = env['XDG_CACHE_HOME'] || join(env['HOME'] || homedir(), '.cache');
  return join(cacheHome, 'granary', `minio-${MINIO_BUILD}`, 'minio');
}

/** The MinIO binary to use, without building: $MINIO_BIN, `minio` on PATH, then the cache. */
export function findMinio(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const explicit = env['MINIO_BIN'];
  if (explicit) {
    if (!isExecutable(explicit)) throw new Error(`MINIO_BIN=${explicit} is not an executable file`);
    return explicit;
  }
  const onPath = findOnPath('minio', env['PATH']);
  if (onPath) return onPath;
  const cached = cachedMinioPath(env);
  return isExecutable(cached) ? cached : undefined;
}

export function findGo(
  env: NodeJS.ProcessEnv = process.env,
  fallbacks = ['/usr/local/go/bin/go'],
): string | undefined {
  return findOnPath('go', env['PATH']) ?? fallbacks.find(isExecutable);
}

export async function findOrBuildMinio(opts: FindOptions = {}): Promise<string> {
  const env = opts.env ?? process.env;
  const found = findMinio(env);
  if (found) return found;
  const go = findGo(env, opts.goFallbacks);
  if (!go) {
    throw new Error(
      'MinIO is not installed and Go was not found to build it. Install Go >= 1.24 (https://go.dev/dl/), ' +
        'put `minio` on PATH, or set MINIO_BIN to a MinIO server binary.',
    );
  }
  // Two servers starting together in one process share one build (and its scratch directory).
  building ??= buildMinio(go, cachedMinioPath(env), env, opts.log ?? ((line) => console.error(line))).finally(
    () => {
      building = undefined;
    },
  );
  return building;
}

let building: Promise<string> | undefined;

async function buildMinio(go: string, target: string, env: NodeJS.ProcessEnv, log: (line: string) => void) {
  const dir = join(target, '..');
  // Build in a scratch directory so an interrupted build never leaves a half-written binary at the cached path.
  const scratch = join(dir, `.build-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const goEnv = { ...env, GOTOOLCHAIN: 'local' };
  log(`Building MinIO ${MINIO_BUILD} with ${go} (6.5–9 minutes on 2 cores the first time)...`);
  const started = Date.now();
  const timer = setInterval(
    () => log(`  still building MinIO (${Math.round((Date.now() - started) / 1000)} s)...`),
    30_000,
  );
  try {
    const source = join(scratch, 'source');
    await copyModuleWithFixes(go, goEnv, source);
    await run(go, ['build', '-o', join(scratch, 'minio'), '.'], goEnv, source);
  } finally {
    clearInterval(timer);
  }
  const built = join(scratch, 'minio');
  if (!existsSync(built)) throw new Error(`go build of ${MINIO_MODULE} finished but produced no ${built}`);
  renameSync(built, target);
  rmSync(scratch, { recursive: true, force: true });
  log(`Built MinIO in ${Math.round((Date.now() - started) / 1000)} s: ${target}`);
  return target;
}

/** Go's module cache is read-only, and so is a copy of it. */
function makeWritable(root: string): void {
  chmodSync(root, 0o755);
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    chmodSync(path, statSync(path).mode | 0o200);
  }
}

/** The pinned module's source from Go's module cache (read-only there), copied with the fixes added. */
async function copyModuleWithFixes(go: string, env: NodeJS.ProcessEnv, destination: string): Promise<void> {
  const pkg = `${MINIO_MODULE}@${MINIO_PSEUDO_VERSION}`;
  const { stdout } = await promisify(execFile)(go, ['mod', 'download', '-json', pkg], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  const { Dir: moduleDir, Error: failure } = JSON.parse(stdout) as { Dir?: string; Error?: string };
  if (!moduleDir) throw new Error(`go mod download ${pkg} failed: ${failure ?? stdout}`);
  cpSync(moduleDir, destination, { recursive: true, mode: constants.COPYFILE_FICLONE });
  makeWritable(destination);
  for (const fix of readdirSync(fixesDir).filter((name) => name.endsWith('.go')))
    copyFileSync(join(fixesDir, fix), join(destination, 'cmd', `granary_${fix.replaceAll('-', '_')}`));
}

export function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, cwd?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, cwd, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `${cmd} ${args.join(' ')} failed (${signal ?? `exit code ${code}`}); see the output above`,
          ),
        );
    });
  });
}
