// MinIO Console v1.7.6, the last release with the full admin UI: an external program that the benchmarks
// run beside Granary for comparison. It is built from the Go module proxy into the cache and run, never
// copied or linked into the project (AGPL).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { findGo, isExecutable } from '../minio/find-or-build.ts';

const CONSOLE_VERSION = 'v1.7.6';
const CONSOLE_PACKAGE = `github.com/minio/console/cmd/console@${CONSOLE_VERSION}`;

export function cachedConsolePath(env: NodeJS.ProcessEnv = process.env): string {
  const cacheHome = env['XDG_CACHE_HOME'] || join(env['HOME'] || homedir(), '.cache');
  return join(cacheHome, 'granary', `console-${CONSOLE_VERSION}`, 'console');
}

/** The console binary without building: $CONSOLE_V176_BIN, then the cache. */
function findConsole(env: NodeJS.ProcessEnv): string | undefined {
  const explicit = env['CONSOLE_V176_BIN'];
  if (explicit) {
    if (!isExecutable(explicit)) throw new Error(`CONSOLE_V176_BIN=${explicit} is not an executable file`);
    return explicit;
  }
  const cached = cachedConsolePath(env);
  return isExecutable(cached) ? cached : undefined;
}

/** Finds MinIO Console v1.7.6, building it once (`go install`, 1–4 minutes on 2 cores) if needed. */
export async function findOrBuildConsoleV176(
  opts: { env?: NodeJS.ProcessEnv; log?: (line: string) => void } = {},
): Promise<string> {
  const env = opts.env ?? process.env;
  const found = findConsole(env);
  if (found) return found;
  const go = findGo(env);
  if (!go) throw new Error('MinIO Console v1.7.6 is not built and Go was not found to build it.');
  building ??= build(go, cachedConsolePath(env), env, opts.log ?? ((line) => console.error(line))).finally(
    () => {
      building = undefined;
    },
  );
  return building;
}

let building: Promise<string> | undefined;

async function build(go: string, target: string, env: NodeJS.ProcessEnv, log: (line: string) => void) {
  // A scratch GOBIN, so an interrupted build never leaves a half-written binary at the cached path.
  const scratch = join(target, '..', `.build-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  log(`Building MinIO Console ${CONSOLE_VERSION} with ${go} (a few minutes the first time)...`);
  const started = Date.now();
  try {
    await goInstall(go, { ...env, GOTOOLCHAIN: 'local', GOBIN: scratch });
    const built = join(scratch, 'console');
    if (!existsSync(built)) throw new Error(`go install ${CONSOLE_PACKAGE} produced no ${built}`);
    renameSync(built, target);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  log(`Built MinIO Console in ${Math.round((Date.now() - started) / 1000)} s: ${target}`);
  return target;
}

function goInstall(go: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(go, ['install', CONSOLE_PACKAGE], { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`go install ${CONSOLE_PACKAGE} failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
