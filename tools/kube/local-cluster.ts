import { existsSync } from 'node:fs';
import path from 'node:path';
import { installDirectCsi } from './direct-csi-crds.ts';
import { kubeFixtures, operatorModeEnv, operatorRules, tenantPool } from './fixtures.ts';
import { startKube, type KubeServer } from './server.ts';
import { directCsiRules, storageFixtures } from './storage-fixtures.ts';

export type LocalCluster = {
  kube: KubeServer;
  /** A day's token of the service account granary-operator (namespace granary), for Operator Login. */
  operatorToken: string;
  /** What the Granary of `npm start -- --operator` needs to reach the API server. */
  granaryEnv: Record<string, string>;
};

/**
 * The Kubernetes API server of `npm start -- --operator`: etcd's data under `.data/kube`, four nodes and
 * a storage class as a small cluster has them, DirectCSI's definitions, and on the first start two
 * example tenants with the status an operator would report, their volume claims and a few local drives,
 * so the screens have something to show.
 */
export async function startLocalCluster(repoRoot: string): Promise<LocalCluster> {
  const dir = path.join(repoRoot, '.data', 'kube');
  const firstStart = !existsSync(path.join(dir, 'etcd'));
  const kube = await startKube({ persistentDir: dir });
  const access = { url: kube.url, caPem: kube.caPem, token: kube.adminToken };
  const cluster = kubeFixtures(access);
  await installDirectCsi(access);
  if (firstStart) {
    await seed(cluster);
    await seedStorage(storageFixtures(access));
  }
  const operatorToken = await cluster.serviceAccountToken(
    'granary',
    'granary-operator',
    [...operatorRules, ...directCsiRules],
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

async function seedStorage(storage: ReturnType<typeof storageFixtures>): Promise<void> {
  for (const i of [0, 1, 2, 3])
    await storage.createClaim('analytics', `data-0-analytics-pool-0-${i}`, {
      tenant: 'analytics',
      storageClass: 'standard',
      size: '1Ti',
      bound: '1Ti',
    });
  const TiB = 2 ** 40;
  for (const [i, node] of ['node-1', 'node-2'].entries()) {
    await storage.createDrive(`drive-${i}-a`, {
      node,
      path: '/var/lib/direct-csi/devices/nvme1n1',
      driveStatus: 'InUse',
      filesystem: 'xfs',
      totalCapacity: 2 * TiB,
      allocatedCapacity: TiB,
    });
    await storage.createVolume(`pvc-drive-${i}-a`, { drive: `drive-${i}-a`, node, totalCapacity: TiB });
    await storage.createDrive(`drive-${i}-b`, {
      node,
      path: '/var/lib/direct-csi/devices/nvme2n1-part-1',
      driveStatus: 'Available',
      totalCapacity: 2 * TiB,
    });
  }
}
