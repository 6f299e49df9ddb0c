// `npm run dev`: local MinIO + the Granary API on :9090 + Vite's dev server (hot reload) proxying to it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { startLocalServices, stopAllOnSignal } from './local-services.ts';
import { startGranary } from './granary-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

async function main(): Promise<void> {
  const external = process.env.CONSOLE_MINIO_SERVER;
  const port = 9090;
  const local = external ? undefined : await startLocalServices(repoRoot, port);
  const minio = local?.minio;
  const granary = await startGranary({
    minioEndpoint: external ?? minio?.endpoint ?? '',
    port,
    dataDir: path.join(repoRoot, '.data', 'granary'),
    env: { GRANARY_LOG_LEVEL: 'info', ...local?.granaryEnv },
  });
  const vite = spawn(process.execPath, [path.join(repoRoot, 'node_modules/vite/bin/vite.js')], {
    cwd: path.join(repoRoot, 'apps/web'),
    stdio: 'inherit',
  });
  if (minio) console.log(`Log in with: username ${minio.rootUser}  password ${minio.rootPassword}`);
  stopAllOnSignal(granary, local, () => vite.kill('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(`granary dev: ${(error as Error).message}`);
  process.exit(1);
});
