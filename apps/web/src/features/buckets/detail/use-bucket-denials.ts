import { usePolicyChecks } from '@/lib/has-permission';

/**
 * Why the user's policy refuses the bucket page's changes, every tab's in one call (undefined: allowed, or
 * not known yet). The Summary's edits go by their names; access rules live in the bucket policy (`access`).
 */
export const useBucketDenials = (bucket: string) =>
  usePolicyChecks({
    delete: { action: 's3:DeleteBucket', bucket },
    access: { action: 's3:PutBucketPolicy', bucket },
    encryption: { action: 's3:PutEncryptionConfiguration', bucket },
    versioning: { action: 's3:PutBucketVersioning', bucket },
    quota: { action: 'admin:SetBucketQuota', bucket },
    retention: { action: 's3:PutBucketObjectLockConfiguration', bucket },
    events: { action: 's3:PutBucketNotification', bucket },
    lifecycle: { action: 's3:PutLifecycleConfiguration', bucket },
    replication: { action: 's3:PutReplicationConfiguration', bucket },
  });
