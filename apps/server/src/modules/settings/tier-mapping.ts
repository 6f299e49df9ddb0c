import type { Tier, TierDetails, TierType } from '@granary/contract';
import type { AdminClient, TierConfig } from '@granary/madmin';

const knownTypes = new Set<string>(['s3', 'gcs', 'azure', 'minio']);

/** The tier's settings as the browser may see them: never a secret. */
function details(tier: TierConfig): TierDetails {
  const settings = (tier.S3 ?? tier.MinIO ?? tier.Azure ?? tier.GCS ?? {}) as Partial<
    Record<'Endpoint' | 'Bucket' | 'Prefix' | 'Region' | 'StorageClass', string>
  >;
  return {
    name: tier.Name,
    endpoint: settings.Endpoint ?? '',
    bucket: settings.Bucket ?? '',
    prefix: settings.Prefix ?? '',
    region: settings.Region ?? '',
    storageclass: settings.StorageClass ?? '',
  };
}

/** Spec 1 §3: each tier as its type plus the settings nested under that type. */
export function toContractTier(tier: TierConfig): Tier {
  const type: TierType = knownTypes.has(tier.Type) ? tier.Type : 'unsupported';
  return { type, [type]: details(tier) };
}

export async function listTiers(admin: AdminClient): Promise<Tier[]> {
  return (await admin.listTiers()).map(toContractTier);
}
