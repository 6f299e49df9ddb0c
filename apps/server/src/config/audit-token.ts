import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './config.ts';
import { ConfigError } from './config.ts';

const tokenFileName = 'audit-token';

/** MinIO drops an auth token that starts with "env" (read as a remote-env URL): never hand one out. */
export function newAuditToken(): string {
  for (;;) {
    const token = randomBytes(24).toString('base64url');
    if (!token.startsWith('env')) return token;
  }
}

/**
 * The token MinIO's audit webhook must send: GRANARY_AUDIT_TOKEN when set (replicas behind one address
 * share it), otherwise a random one kept in the data directory so that MinIO's setting stays valid
 * across restarts.
 */
export async function loadAuditToken(config: Pick<Config, 'audit' | 'dataDir'>): Promise<string> {
  if (config.audit.token) return config.audit.token;
  const file = path.join(config.dataDir, tokenFileName);
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw new ConfigError(`Cannot read the audit token ${file}: ${error.message}`);
  });
  if (existing?.trim()) return existing.trim();
  const token = newAuditToken();
  try {
    await mkdir(config.dataDir, { recursive: true, mode: 0o700 });
    await writeFile(file, token, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadAuditToken(config);
    throw new ConfigError(`Cannot write the audit token to ${file}: ${(error as Error).message}`);
  }
  return token;
}
