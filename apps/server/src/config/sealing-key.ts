import { randomBytes, pbkdf2Sync } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';
import { ConfigError } from './config.ts';

const keyLength = 32;
const keyFileName = 'session-key';

/**
 * The token-sealing key: derived from CONSOLE_PBKDF_PASSPHRASE/SALT when set (every replica shares it),
 * otherwise a random key kept in the data directory so that a restart logs nobody out.
 */
export async function loadSealingKey(config: Pick<Config, 'pbkdf' | 'dataDir'>): Promise<Buffer> {
  if (config.pbkdf) {
    return pbkdf2Sync(config.pbkdf.passphrase, config.pbkdf.salt, 210_000, keyLength, 'sha256');
  }
  const file = path.join(config.dataDir, keyFileName);
  const existing = await readFile(file).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw new ConfigError(`Cannot read the session key ${file}: ${error.message}`);
  });
  if (existing) {
    const key = Buffer.from(existing.toString('utf8').trim(), 'base64');
    if (key.length !== keyLength)
      throw new ConfigError(`The session key ${file} is corrupt: delete it to make a new one`);
    return key;
  }
  const key = randomBytes(keyLength);
  try {
    await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
    await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadSealingKey(config);
    throw new ConfigError(`Cannot write the session key to ${file}: ${(error as Error).message}`);
  }
  return key;
}
