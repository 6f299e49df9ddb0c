// The built server as an administrator starts it: what its log says, and what stops it before it writes anything.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { ensureServerBundle } from '@granary/tools/server-bundle';
import { describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';

const run = promisify(execFile);
const tempDir = (name: string) => mkdtempSync(path.join(tmpdir(), `granary-${name}-`));

type LogLine = { name?: string; msg?: string };

describe('the built server', () => {
  it('names itself on every log line and in its start-up line', { timeout: 120_000 }, async () => {
    const entry = await ensureServerBundle();
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: tempDir('home'),
      CONSOLE_MINIO_SERVER: testMinio().endpoint,
      CONSOLE_HOSTNAME: '127.0.0.1',
      CONSOLE_PORT: '0',
      GRANARY_DATA_DIR: tempDir('data'),
      GRANARY_LOG_LEVEL: 'info',
    };
    const server = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    const lines: LogLine[] = [];
    try {
      for await (const text of createInterface({ input: server.stdout })) {
        lines.push(JSON.parse(text) as LogLine);
        if (lines.at(-1)?.msg?.startsWith('Granary is serving')) break;
      }
    } finally {
      server.kill('SIGTERM');
      if (server.exitCode === null) await once(server, 'exit');
    }
    const banner = lines.at(-1)?.msg ?? '';
    expect(banner).toMatch(/^Granary is serving at http:\/\/127\.0\.0\.1:\d+, for the MinIO at /);
    expect(banner.endsWith(`for the MinIO at ${env.CONSOLE_MINIO_SERVER}`)).toBe(true);
    expect(lines.filter((line) => line.name !== 'granary')).toEqual([]);
  });

  it('stops at once under the former variable names, naming each new name, and writes nothing', async () => {
    const entry = await ensureServerBundle();
    const home = tempDir('former-home');
    const dataDir = tempDir('former-data');
    const env = {
      PATH: process.env.PATH ?? '',
      HOME: home,
      CONSOLE_HOSTNAME: '127.0.0.1',
      CONSOLE_PORT: '0',
      SILO_DATA_DIR: dataDir,
      SILO_LOGIN_RATE_LIMIT: '1000',
    };
    const failure = await run(process.execPath, [entry], { env, timeout: 60_000 }).then(
      () => undefined,
      (error: unknown) => error as { code: number; stdout: string; stderr: string },
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toBe(
      'granary: Silo was renamed Granary: SILO_DATA_DIR is now GRANARY_DATA_DIR, ' +
        'SILO_LOGIN_RATE_LIMIT is now GRANARY_LOGIN_RATE_LIMIT. Rename them and start again.\n',
    );
    expect(failure?.stdout).toBe('');
    expect(readdirSync(dataDir)).toEqual([]);
    expect(readdirSync(home)).toEqual([]);
  });
});
