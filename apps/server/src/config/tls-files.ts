import { readFileSync } from 'node:fs';
import type { Config } from './config.ts';
import { ConfigError } from './config.ts';

/** Reads the certificate and key named by the configuration; a missing file stops start-up clearly. */
export function loadTlsFiles(tls: Config['tls']): { key: Buffer; cert: Buffer } | undefined {
  if (!tls) return undefined;
  const read = (file: string, what: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new ConfigError(
        `Cannot read the TLS ${what} ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`,
      );
    }
  };
  return { cert: read(tls.certFile, 'certificate'), key: read(tls.keyFile, 'key') };
}
