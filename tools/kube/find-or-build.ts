import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findGo, isExecutable, run } from '../minio/find-or-build.ts';
import { KUBE_BUILD, KUBE_STAGING_VERSION, KUBE_VERSION } from './pinned.ts';

export type KubeBinaries = { apiserver: string; etcd: string };

export function cachedKubeDir(env: NodeJS.ProcessEnv = process.env): string {
  const cacheHome = env['XDG_CACHE_HOME'] || join(env['HOME'] || homedir(), '.cache');
  return join(cacheHome, 'granary', `kube-${KUBE_BUILD}`);
}

/** The cached kube-apiserver and etcd, without building. */
export function findKube(env: NodeJS.ProcessEnv = process.env): KubeBinaries | undefined {
  const dir = cachedKubeDir(env);
  const binaries = { apiserver: join(dir, 'kube-apiserver'), etcd: join(dir, 'etcd') };
  return isExecutable(binaries.apiserver) && isExecutable(binaries.etcd) ? binaries : undefined;
}

/** Builds kube-apiserver and a matching etcd from the Go module proxy once; later calls find the cache. */
export async function findOrBuildKube(log: (line: string) => void = console.error): Promise<KubeBinaries> {
  const found = findKube();
  if (found) return found;
  const go = findGo();
  if (!go)
    throw new Error('Go was not found to build kube-apiserver and etcd (it is at /usr/local/go here).');
  const dir = cachedKubeDir();
  const scratch = join(dir, `.build-${process.pid}`);
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  const env = { ...process.env, GOTOOLCHAIN: 'local', CGO_ENABLED: '0', GOFLAGS: '-mod=mod' };
  const started = Date.now();
  log(`Building kube-apiserver ${KUBE_VERSION} and etcd (about 6 minutes on 2 cores the first time)...`);
  const timer = setInterval(
    () => log(`  still building kube-apiserver (${Math.round((Date.now() - started) / 1000)} s)...`),
    30_000,
  );
  try {
    await writeWrapperModule(go, env, scratch);
    await run(go, ['mod', 'tidy'], env, scratch);
    const version = `-X k8s.io/component-base/version.gitVersion=${KUBE_VERSION}`;
    const [major, minor] = KUBE_VERSION.slice(1).split('.');
    const ldflags = `-s -w ${version} -X k8s.io/component-base/version.gitMajor=${major} -X k8s.io/component-base/version.gitMinor=${minor}`;
    await run(
      go,
      [
        'build',
        '-trimpath',
        '-ldflags',
        ldflags,
        '-o',
        'kube-apiserver',
        'k8s.io/kubernetes/cmd/kube-apiserver',
      ],
      env,
      scratch,
    );
    await run(
      go,
      ['build', '-trimpath', '-ldflags', '-s -w', '-o', 'etcd', 'go.etcd.io/etcd/server/v3'],
      env,
      scratch,
    );
  } finally {
    clearInterval(timer);
  }
  for (const name of ['etcd', 'kube-apiserver']) renameSync(join(scratch, name), join(dir, name));
  rmSync(scratch, { recursive: true, force: true });
  log(`Built kube-apiserver and etcd in ${Math.round((Date.now() - started) / 1000)} s: ${dir}`);
  return findKube() ?? { apiserver: join(dir, 'kube-apiserver'), etcd: join(dir, 'etcd') };
}

/**
 * A module that requires k8s.io/kubernetes and replaces each of its staging modules (required there at
 * v0.0.0 and replaced by local paths, which only apply inside k8s.io/kubernetes itself) with its published
 * version. The list is read from the pinned go.mod, so it follows the version.
 */
async function writeWrapperModule(go: string, env: NodeJS.ProcessEnv, dir: string): Promise<void> {
  const pkg = `k8s.io/kubernetes@${KUBE_VERSION}`;
  const { stdout } = await promisify(execFile)(go, ['mod', 'download', '-json', pkg], {
    env,
    cwd: dir,
    maxBuffer: 16 * 1024 * 1024,
  });
  const { GoMod: goModPath, Error: failure } = JSON.parse(stdout) as { GoMod?: string; Error?: string };
  if (!goModPath || !existsSync(goModPath))
    throw new Error(`go mod download ${pkg} failed: ${failure ?? stdout}`);
  const staging = [
    ...readFileSync(goModPath, 'utf8').matchAll(/^\s*(k8s\.io\/[\w.-]+) => \.\/staging\//gm),
  ].map((match) => match[1]);
  if (staging.length < 20) throw new Error(`${pkg}'s go.mod lists only ${staging.length} staging modules`);
  const replaces = staging.map((module) => `\t${module} => ${module} ${KUBE_STAGING_VERSION}`).join('\n');
  writeFileSync(
    join(dir, 'go.mod'),
    `module granary.local/kube-test-binaries\n\ngo 1.24.0\n\nrequire k8s.io/kubernetes ${KUBE_VERSION}\n\nreplace (\n${replaces}\n)\n`,
  );
  writeFileSync(
    join(dir, 'tools.go'),
    '//go:build tools\n\npackage tools\n\nimport (\n\t_ "go.etcd.io/etcd/server/v3"\n\t_ "k8s.io/kubernetes/cmd/kube-apiserver"\n)\n',
  );
}
