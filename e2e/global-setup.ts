import { startMinio } from '@granary/tools/minio';
import { startGranary } from '@granary/tools/granary-server';
import { startDashboardStack } from './dashboard-stack.ts';
import type { Stack } from './stack.ts';
import { publishStack } from './stack.ts';

/**
 * Starts a real 4-drive MinIO and the real Granary server serving the built SPA; and the dashboard's stack
 * (its own MinIO, Prometheus and Granary) early, so that MinIO has measured its objects by its spec.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dashboard = await startDashboardStack();
  const minio = await startMinio({ drives: 4, name: 'e2e' }).catch(async (error: unknown) => {
    await dashboard.stop();
    throw error;
  });
  // Every spec logs in several times a minute: the login rate limit has its own test.
  const granary = await startGranary({
    minioEndpoint: minio.endpoint,
    env: { GRANARY_LOGIN_RATE_LIMIT: '1000' },
  }).catch(async (error: unknown) => {
    await minio.stop();
    await dashboard.stop();
    throw error;
  });
  const stack: Stack = {
    baseURL: granary.url,
    minio: {
      endpoint: minio.endpoint,
      rootUser: minio.rootUser,
      rootPassword: minio.rootPassword,
      dataDir: minio.dataDir,
    },
    dashboard: {
      baseURL: dashboard.granary.url,
      prometheusUrl: dashboard.prometheus.url,
      minio: {
        endpoint: dashboard.minio.endpoint,
        rootUser: dashboard.minio.rootUser,
        rootPassword: dashboard.minio.rootPassword,
      },
    },
  };
  publishStack(stack);
  return async () => {
    await granary.stop();
    await minio.stop();
    await dashboard.stop();
  };
}
