import { GetBucketReplicationCommand, HeadBucketCommand } from '@aws-sdk/client-s3';
import type { BucketReplicationStatus, BucketUsage } from '@granary/contract';
import type { RequestClients } from '../../../plugins/request-clients.ts';
import { s3Code } from '../../../plugins/s3-client.ts';
import { onBucket } from './summary-common.ts';

/** Enabled when the bucket has a replication configuration; rules counts its rules. */
export async function getReplicationStatus(
  { s3 }: RequestClients,
  bucket: string,
): Promise<BucketReplicationStatus> {
  return onBucket(bucket, async () => {
    try {
      const answer = await s3.send(new GetBucketReplicationCommand({ Bucket: bucket }));
      const rules = answer.ReplicationConfiguration?.Rules ?? [];
      return { enabled: rules.some((rule) => rule.Status === 'Enabled'), rules: rules.length };
    } catch (error) {
      if (s3Code(error) === 'ReplicationConfigurationNotFoundError') return { enabled: false, rules: 0 };
      throw error;
    }
  });
}

/**
 * From the account info's usage (what any user may read, unlike the admin-only data-usage call): the
 * scanner's last figures. A new bucket the scanner has not reached yet reports zero.
 */
export async function getBucketUsage({ s3, admin }: RequestClients, bucket: string): Promise<BucketUsage> {
  const [account] = await Promise.all([
    admin.accountInfo(),
    onBucket(bucket, () => s3.send(new HeadBucketCommand({ Bucket: bucket }))),
  ]);
  const usage = account.Buckets.find((entry) => entry.name === bucket);
  return { size: usage?.size ?? 0, objects: usage?.objects ?? 0 };
}
