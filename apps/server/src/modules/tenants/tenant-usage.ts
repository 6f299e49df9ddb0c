import type { TenantUsage } from '@granary/contract';
import { MadminError, MadminUnreachableError, type InfoMessage } from '@granary/madmin';
import { httpError } from '../../lib/http-error.ts';
import { adminClient } from '../../lib/minio-clients.ts';
import { targetRegion } from '../../lib/targets.ts';
import type { TenantServicesConfig } from '../../config/config.ts';
import type { TenantRootAccess } from './tenant-root-access.ts';
import { describeAddress, minioService, serviceAddress, type TenantTls } from './tenant-services.ts';

const usageTimeoutMs = 30_000;

/** Objects stored (MinIO's data usage) and the space its drives use, from the admin API's server info. */
export function usageOf(info: InfoMessage): TenantUsage {
  const drives = (info.servers ?? []).flatMap((server) => server.drives ?? []);
  return {
    used: info.usage?.size ?? 0,
    disk_used: drives.reduce((sum, drive) => sum + (drive.usedspace ?? 0), 0),
  };
}

/**
 * Asks the tenant's MinIO (its `minio` Service) for its server info with the tenant's root credentials.
 * Its refusals are the tenant's, never the operator's session ending: a wrong root password is a 502
 * saying so, no answer a 503 naming the service.
 */
export async function tenantUsage(
  access: TenantRootAccess,
  services: TenantServicesConfig,
  tls: TenantTls,
): Promise<TenantUsage> {
  const address = serviceAddress(services, minioService(access.namespace, access.tls));
  const agent = tls.agentFor(address);
  const admin = adminClient(
    {
      id: `tenant:${access.namespace}/${access.name}`,
      endpoint: new URL(address.origin),
      region: targetRegion(access.region),
    },
    { accessKeyId: access.accessKey, secretAccessKey: access.secretKey },
    agent ? { agent } : {},
  );
  try {
    return usageOf(await admin.bound(AbortSignal.timeout(usageTimeoutMs), usageTimeoutMs).serverInfo());
  } catch (error) {
    if (error instanceof MadminUnreachableError)
      throw httpError(
        'tenantUnreachable',
        `The tenant's MinIO at ${describeAddress(address)} cannot be reached.`,
        error.message,
      );
    if (error instanceof MadminError)
      throw httpError(
        'tenantFailed',
        `The tenant's MinIO refused to tell its usage to its root credentials: ${error.message}`,
        `${error.status} ${error.code}`,
      );
    throw error;
  }
}
