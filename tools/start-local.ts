// `npm start`: the console with a local MinIO, or with CONSOLE_MINIO_SERVER when it is set.
// `npm start -- --operator`: operator mode, with a local Kubernetes API server (tools/kube/local-cluster.ts).
import path from 'node:path';
import { startLocalCluster } from './kube/local-cluster.ts';
import { startLocalServices, stopAllOnSignal } from './local-services.ts';
import { startGranary } from './granary-server.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.CONSOLE_PORT ?? 9090);

async function startOperatorMode(): Promise<void> {
  const cluster = await startLocalCluster(repoRoot);
  const granary = await startGranary({
    minioEndpoint: process.env.CONSOLE_MINIO_SERVER ?? 'http://127.0.0.1:9000',
    port,
    dataDir: process.env.GRANARY_DATA_DIR ?? path.join(repoRoot, '.data', 'granary-operator'),
    env: {
      CONSOLE_HOSTNAME: process.env.CONSOLE_HOSTNAME ?? '127.0.0.1',
      GRANARY_LOG_LEVEL: process.env.GRANARY_LOG_LEVEL ?? 'warn',
      ...cluster.granaryEnv,
    },
  });
  const shutdown = async () => {
    await granary.stop();
    await cluster.kube.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  console.log(`\nGranary (operator mode) is running at http://localhost:${port}`);
  console.log(`Local Kubernetes API server (data kept in .data/kube) at ${cluster.kube.url}`);
  console.log(`kubectl: KUBECONFIG=${cluster.kube.kubeconfigPath} kubectl get tenants -A`);
  console.log('Operator Login with this token (service account granary/granary-operator, valid 24 h):');
  console.log(`\n${cluster.operatorToken}\n`);
  console.log('Press Ctrl+C to stop.\n');
}

async function main(): Promise<void> {
  if (process.argv.includes('--operator')) return startOperatorMode();
  const external = process.env.CONSOLE_MINIO_SERVER;
  const local = external ? undefined : await startLocalServices(repoRoot, port);
  const minio = local?.minio;
  const endpoint = external ?? minio?.endpoint ?? '';
  const granary = await startGranary({
    minioEndpoint: endpoint,
    port,
    dataDir: process.env.GRANARY_DATA_DIR ?? path.join(repoRoot, '.data', 'granary'),
    env: {
      CONSOLE_HOSTNAME: process.env.CONSOLE_HOSTNAME ?? '127.0.0.1',
      GRANARY_LOG_LEVEL: process.env.GRANARY_LOG_LEVEL ?? 'warn',
      ...local?.granaryEnv,
    },
  });
  stopAllOnSignal(granary, local);
  console.log(`\nGranary is running at http://localhost:${port}`);
  if (minio) {
    console.log(`Local MinIO (4 erasure-coded drives, data kept in .data/minio) at ${minio.endpoint}`);
    console.log(`Log in with:  username ${minio.rootUser}   password ${minio.rootPassword}`);
    console.log('Its audit log goes to Granary: Logs → Audit Logs.');
    if (local?.prometheus) console.log(`Prometheus scrapes it for the dashboard: ${local.prometheus.url}`);
    else if (!process.env.CONSOLE_PROMETHEUS_URL)
      console.log(
        'Prometheus is not installed: the dashboard shows the usage view (apt-get install prometheus).',
      );
  } else {
    console.log(`Using the MinIO at ${endpoint}: log in with one of its users.`);
  }
  console.log('Press Ctrl+C to stop.\n');
}

main().catch((error: unknown) => {
  console.error(`granary: ${(error as Error).message}`);
  process.exit(1);
});
