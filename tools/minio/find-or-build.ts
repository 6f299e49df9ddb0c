import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { MINIO_MODULE, MINIO_PSEUDO_VERSION } from './pinned.ts';

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
  return join(cacheHome, 'granary', `minio-${MINIO_PSEUDO_VERSION}`, 'minio');
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
  // Build into a scratch GOBIN so an interrupted build never leaves a half-written binary at the cached path.
  const scratch = join(dir, `.build-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  const pkg = `${MINIO_MODULE}@${MINIO_PSEUDO_VERSION}`;
  log(`Building MinIO ${MINIO_PSEUDO_VERSION} with ${go} (6.5–9 minutes on 2 cores the first time)...`);
  const started = Date.now();
  const timer = setInterval(
    () => log(`  still building MinIO (${Math.round((Date.now() - started) / 1000)} s)...`),
    30_000,
  );
  try {
    await run(go, ['install', pkg], { ...env, GOTOOLCHAIN: 'local', GOBIN: scratch });
  } finally {
    clearInterval(timer);
  }
  const built = join(scratch, 'minio');
  if (!existsSync(built)) throw new Error(`go install ${pkg} finished but produced no ${built}`);
  renameSync(built, target);
  rmSync(scratch, { recursive: true, force: true });
  log(`Built MinIO in ${Math.round((Date.now() - started) / 1000)} s: ${target}`);
  return target;
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
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
