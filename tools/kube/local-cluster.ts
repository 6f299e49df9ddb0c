import { existsSync } from 'node:fs';
import path from 'node:path';
import { kubeFixtures, operatorModeEnv, operatorRules, tenantPool } from './fixtures.ts';
import { startKube, type KubeServer } from './server.ts';

export type LocalCluster = {
  kube: KubeServer;
  /** A day's token of the service account granary-operator (namespace granary), for Operator Login. */
  operatorToken: string;
  /** What the Granary of `npm start -- --operator` needs to reach the API server. */
  granaryEnv: Record<string, string>;
};

/**
 * The Kubernetes API server of `npm start -- --operator`: etcd's data under `.data/kube`, four nodes and
 * a storage class as a small cluster has them, and on the first start two example tenants with the
 * status an operator would report, so the screens have something to show.
 */
export async function startLocalCluster(repoRoot: string): Promise<LocalCluster> {
  const dir = path.join(repoRoot, '.data', 'kube');
  const firstStart = !existsSync(path.join(dir, 'etcd'));
  const kube = await startKube({ persistentDir: dir });
  const cluster = kubeFixtures({ url: kube.url, caPem: kube.caPem, token: kube.adminToken });
  if (firstStart) await seed(cluster);
  const operatorToken = await cluster.serviceAccountToken(
    'granary',
    'granary-operator',
    operatorRules,
    86_400,
  );
  return {
    kube,
    operatorToken,
    granaryEnv: operatorModeEnv(kube),
  };
}

async function seed(cluster: ReturnType<typeof kubeFixtures>): Promise<void> {
  for (const [i, zone] of ['a', 'a', 'b', 'b'].entries())
    await cluster.createNode(`node-${i + 1}`, {
      labels: { 'topology.kubernetes.io/zone': zone },
      memory: '32Gi',
    });
  await cluster.createStorageClass('standard');
  await cluster.createTenant(
    'analytics',
    'analytics',
    { image: 'minio/minio:latest', pools: [tenantPool(4, 4, '1Ti')] },
    { currentState: 'Initialized', healthStatus: 'green' },
  );
  await cluster.createTenant(
    'backups',
    'backups',
    { image: 'minio/minio:latest', pools: [tenantPool(4, 2, '500Gi')] },
    { currentState: 'Provisioning MinIO Statefulset', healthStatus: 'yellow' },
  );
}
