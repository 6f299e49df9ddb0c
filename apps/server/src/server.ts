import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/config.ts';
import { loadSealingKey } from './config/sealing-key.ts';
import { loadTlsFiles } from './config/tls-files.ts';
import { stopOnSignals } from './graceful-stop.ts';

const defaultStaticDir = path.resolve(import.meta.dirname, '../../web/dist');

async function main(): Promise<void> {
  const config = loadConfig(process.env, { staticDir: defaultStaticDir });
  const sealingKey = await loadSealingKey(config);
  const https = loadTlsFiles(config.tls);
  const app = await buildApp({
    config,
    sealingKey,
    logger: { name: 'granary', level: process.env.GRANARY_LOG_LEVEL ?? 'info' },
    https,
  });
  stopOnSignals(app);
  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(`Granary is serving at ${address}, for the MinIO at ${app.targets.default.endpoint.origin}`);
}

main().catch((error: unknown) => {
  const message =
    error instanceof ConfigError ? error.message : `Granary failed to start: ${(error as Error).message}`;
  console.error(`granary: ${message}`);
  process.exit(1);
});
