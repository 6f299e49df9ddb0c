import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cachedMinioPath, findMinio, findOrBuildMinio } from './find-or-build.ts';
import { MINIO_BUILD, MINIO_PSEUDO_VERSION } from './pinned.ts';

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
    expect(cached).toBe(join(dir, 'cache', 'granary', `minio-${MINIO_BUILD}`, 'minio'));
    expect(findMinio(env)).toBe(cached);
    expect(cachedMinioPath({ HOME: '/home/x' })).toBe(`/home/x/.cache/granary/minio-${MINIO_BUILD}/minio`);
  });
});

describe('findOrBuildMinio', () => {
  it('explains how to proceed when neither MinIO nor Go is available', async () => {
    const env = { PATH: join(dir, 'empty'), XDG_CACHE_HOME: join(dir, 'cache') };
    await expect(findOrBuildMinio({ env, goFallbacks: [] })).rejects.toThrow(/Go was not found.*MINIO_BIN/);
  });

  it('builds the pinned module with the fixes added to its cmd package, into the cache', async () => {
    // A read-only module source as Go's module cache holds it, and a fake `go` that reports it, records what
    // it was asked in which directory, and "builds" a binary that lists the cmd package it was built from.
    const moduleDir = join(dir, 'modcache', 'minio');
    mkdirSync(join(moduleDir, 'cmd'), { recursive: true });
    writeFileSync(join(moduleDir, 'cmd', 'api-response.go'), 'package cmd\n');
    chmodSync(join(moduleDir, 'cmd', 'api-response.go'), 0o444);
    chmodSync(join(moduleDir, 'cmd'), 0o555);
    const record = join(dir, 'go-calls');
    const go = join(dir, 'bin', 'go');
    mkdirSync(join(dir, 'bin'));
    writeFileSync(
      go,
      [
        '#!/bin/sh',
        `echo "$* GOTOOLCHAIN=$GOTOOLCHAIN in $(pwd)" >> ${record}`,
        `if [ "$1" = mod ]; then echo '{"Dir": "${moduleDir}"}'; exit 0; fi`,
        'printf "#!/bin/sh\\n# %s\\n" "$(/bin/ls cmd | /usr/bin/tr "\\n" " ")" > "$3"',
        '/bin/chmod +x "$3"',
      ].join('\n'),
    );
    chmodSync(go, 0o755);
    const env = { PATH: join(dir, 'bin'), XDG_CACHE_HOME: join(dir, 'cache') };
    const lines: string[] = [];
    try {
      const path = await findOrBuildMinio({ env, goFallbacks: [], log: (l) => lines.push(l) });
      expect(path).toBe(cachedMinioPath(env));
      expect(findMinio(env)).toBe(path);
      const calls = readFileSync(record, 'utf8').trim().split('\n');
      expect(calls[0]).toBe(
        `mod download -json github.com/minio/minio@${MINIO_PSEUDO_VERSION} GOTOOLCHAIN=local in ${process.cwd()}`,
      );
      expect(calls[1]).toMatch(
        /^build -o \S+\/\.build-\d+\/minio \. GOTOOLCHAIN=local in \S+\/\.build-\d+\/source$/,
      );
      expect(readFileSync(path, 'utf8')).toContain('# api-response.go granary_tracking_writer_flush.go');
      expect(lines.join('\n')).toMatch(/Building MinIO/);
    } finally {
      chmodSync(join(moduleDir, 'cmd'), 0o755);
    }
  });
});
