import type { AddableTierType } from '@granary/contract';

export type TierField = { key: string; label: string; secret?: boolean; optional?: boolean };

const common: TierField[] = [
  { key: 'endpoint', label: 'Endpoint' },
  { key: 'bucket', label: 'Bucket' },
  { key: 'prefix', label: 'Prefix' },
  { key: 'region', label: 'Region' },
];
const keys: TierField[] = [
  { key: 'accesskey', label: 'Access Key' },
  { key: 'secretkey', label: 'Secret Key', secret: true },
];
const storageClass: TierField = { key: 'storageclass', label: 'Storage Class', optional: true };

/** The text fields of each type's add form, after Name (gcs adds its credentials file). */
export const tierFields: Record<AddableTierType, TierField[]> = {
  minio: [...common, ...keys],
  s3: [...common, ...keys, storageClass],
  gcs: [...common, storageClass],
  azure: [
    ...common,
    { key: 'accountname', label: 'Account Name' },
    { key: 'accountkey', label: 'Account Key', secret: true },
    storageClass,
  ],
};
