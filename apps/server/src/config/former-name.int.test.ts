// The built server, started with variables under the product's former name, stops before it writes anything.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ensureServerBundle } from '@granary/tools/server-bundle';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe('a server started with its former variable names', () => {
  it('exits with one line naming each new name, and writes nothing', { timeout: 120_000 }, async () => {
    const entry = await ensureServerBundle();
    const home = mkdtempSync(path.join(tmpdir(), 'granary-former-home-'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'granary-former-data-'));
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
