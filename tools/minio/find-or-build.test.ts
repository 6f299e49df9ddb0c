import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedMinioPath, findMinio, findOrBuildMinio } from './find-or-build.ts';
import { MINIO_PSEUDO_VERSION } from './pinned.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'granary-find-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fakeBinary(path: string): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
}

describe('findMinio', () => {
  it('prefers $MINIO_BIN', () => {
    const bin = fakeBinary(join(dir, 'custom', 'minio'));
    fakeBinary(join(dir, 'path', 'minio'));
    expect(findMinio({ MINIO_BIN: bin, PATH: join(dir, 'path') })).toBe(bin);
  });

  it('rejects a $MINIO_BIN that is not executable', () => {
    expect(() => findMinio({ MINIO_BIN: join(dir, 'missing') })).toThrow(/MINIO_BIN=.*not an executable/);
  });

  it('finds minio on PATH before the cache', () => {
    const onPath = fakeBinary(join(dir, 'path', 'minio'));
    fakeBinary(cachedMinioPath({ XDG_CACHE_HOME: join(dir, 'cache') }));
    expect(findMinio({ PATH: `/nonexistent:${join(dir, 'path')}`, XDG_CACHE_HOME: join(dir, 'cache') })).toBe(
      onPath,
    );
  });

  it('falls back to the versioned cache under XDG_CACHE_HOME or ~/.cache', () => {
    const env = { PATH: '', XDG_CACHE_HOME: join(dir, 'cache') };
    expect(findMinio(env)).toBeUndefined();
    const cached = fakeBinary(cachedMinioPath(env));
    expect(cached).toBe(join(dir, 'cache', 'granary', `minio-${MINIO_PSEUDO_VERSION}`, 'minio'));
    expect(findMinio(env)).toBe(cached);
    expect(cachedMinioPath({ HOME: '/home/x' })).toBe(
      `/home/x/.cache/granary/minio-${MINIO_PSEUDO_VERSION}/minio`,
    );
  });
});

describe('findOrBuildMinio', () => {
  it('explains how to proceed when neither MinIO nor Go is available', async () => {
    const env = { PATH: join(dir, 'empty'), XDG_CACHE_HOME: join(dir, 'cache') };
    await expect(findOrBuildMinio({ env, goFallbacks: [] })).rejects.toThrow(/Go was not found.*MINIO_BIN/);
  });

  it('builds with go install of the pinned pseudo-version into the cache', async () => {
    // A fake `go` that records its arguments and environment and "installs" a binary into $GOBIN.
    const record = join(dir, 'go-args');
    const go = join(dir, 'bin', 'go');
    mkdirSync(join(dir, 'bin'));
    writeFileSync(
      go,
      `#!/bin/sh\necho "$@ GOTOOLCHAIN=$GOTOOLCHAIN" > ${record}\nprintf '#!/bin/sh\\n' > "$GOBIN/minio"\n/bin/chmod +x "$GOBIN/minio"\n`,
    );
    chmodSync(go, 0o755);
    const env = { PATH: join(dir, 'bin'), XDG_CACHE_HOME: join(dir, 'cache') };
    const lines: string[] = [];
    const path = await findOrBuildMinio({ env, goFallbacks: [], log: (l) => lines.push(l) });
    expect(path).toBe(cachedMinioPath(env));
    expect(findMinio(env)).toBe(path);
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(record, 'utf8').trim()).toBe(
      `install github.com/minio/minio@${MINIO_PSEUDO_VERSION} GOTOOLCHAIN=local`,
    );
    expect(lines.join('\n')).toMatch(/Building MinIO/);
  });
});
