import { usePolicyChecks } from '@/lib/has-permission';
import type { SummaryEditing } from './summary/summary-editing';

/** Why the user's policy refuses the bucket page's changes, every tab's in one call (undefined: allowed, or not known yet). */
export function useBucketDenials(bucket: string) {
  const deniedBy = usePolicyChecks({
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
  const edits: Record<SummaryEditing, string | undefined> = {
    access: deniedBy('access'),
    encryption: deniedBy('encryption'),
    versioning: deniedBy('versioning'),
    quota: deniedBy('quota'),
    retention: deniedBy('retention'),
  };
  return {
    delete: deniedBy('delete'),
    edits,
    events: deniedBy('events'),
    lifecycle: deniedBy('lifecycle'),
    replication: deniedBy('replication'),
    /** Access rules live in the bucket policy. */
    accessRules: deniedBy('access'),
  };
}
