import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config.ts';
import { loadSealingKey } from './sealing-key.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'granary-key-'));

describe('loadSealingKey', () => {
  it('keeps a random key in the data directory so a restart logs nobody out', async () => {
    const dataDir = path.join(tempDir(), 'nested');
    const first = await loadSealingKey({ dataDir });
    const second = await loadSealingKey({ dataDir });
    expect(first).toHaveLength(32);
    expect(second.equals(first)).toBe(true);
    expect(statSync(path.join(dataDir, 'session-key')).mode & 0o777).toBe(0o600);
  });

  it('derives the same key from the same passphrase and salt on every replica', async () => {
    const pbkdf = { passphrase: 'correct horse', salt: 'battery staple' };
    const a = await loadSealingKey({ dataDir: tempDir(), pbkdf });
    const b = await loadSealingKey({ dataDir: tempDir(), pbkdf });
    const c = await loadSealingKey({ dataDir: tempDir(), pbkdf: { ...pbkdf, salt: 'other' } });
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('refuses a corrupt key file with a clear message', async () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'session-key'), 'short');
    await expect(loadSealingKey({ dataDir })).rejects.toThrowError(ConfigError);
    await expect(loadSealingKey({ dataDir })).rejects.toThrowError(/is corrupt/);
  });
});
