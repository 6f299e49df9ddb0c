import {
  GetBucketVersioningCommand,
  GetObjectLockConfigurationCommand,
  HeadBucketCommand,
  PutBucketVersioningCommand,
  PutObjectLockConfigurationCommand,
  type ObjectLockConfiguration,
} from '@aws-sdk/client-s3';
import type {
  BucketObjectLocking,
  BucketQuotaInfo,
  BucketQuotaRequest,
  BucketRetention,
  BucketRetentionInfo,
  BucketVersioning,
} from '@granary/contract';
import { httpError } from '../../../lib/http-error.ts';
import type { RequestClients } from '../../../plugins/request-clients.ts';
import { s3Code } from '../../../plugins/s3-client.ts';
import { fifoQuotaRefused } from '../buckets.service.ts';
import { onBucket, requireDistributed } from './summary-common.ts';

export async function getBucketVersioning({ s3 }: RequestClients, bucket: string): Promise<BucketVersioning> {
  const { Status } = await onBucket(bucket, () =>
    s3.send(new GetBucketVersioningCommand({ Bucket: bucket })),
  );
  const status = Status === 'Enabled' ? 'enabled' : Status === 'Suspended' ? 'suspended' : 'off';
  return { is_versioned: status === 'enabled', status };
}

/** false suspends versioning: the versions already kept stay (they are not deleted automatically). */
export async function setBucketVersioning(ctx: RequestClients, bucket: string, versioning: boolean) {
  await requireDistributed(ctx, 'Versioning');
  await onBucket(bucket, () =>
    ctx.s3.send(
      new PutBucketVersioningCommand({
        Bucket: bucket,
        VersioningConfiguration: { Status: versioning ? 'Enabled' : 'Suspended' },
      }),
    ),
  );
  return getBucketVersioning(ctx, bucket);
}

export async function getBucketQuota({ admin }: RequestClients, bucket: string): Promise<BucketQuotaInfo> {
  const quota = await onBucket(bucket, () => admin.getBucketQuota(bucket));
  return quota
    ? { enabled: true, quota: quota.quota, type: quota.quotatype }
    : { enabled: false, quota: 0, type: null };
}

export async function setBucketQuota(ctx: RequestClients, bucket: string, body: BucketQuotaRequest) {
  if (body.enabled && body.quota_type === 'fifo') throw fifoQuotaRefused();
  await requireDistributed(ctx, 'A bucket quota');
  await onBucket(bucket, () =>
    body.enabled
      ? ctx.admin.setBucketQuota(bucket, { quota: body.amount, quotatype: 'hard' })
      : ctx.admin.clearBucketQuota(bucket),
  );
  return getBucketQuota(ctx, bucket);
}

/** undefined when the bucket was created without object locking. */
async function lockConfiguration({ s3 }: RequestClients, bucket: string) {
  return onBucket(bucket, async () => {
    try {
      const answer = await s3.send(new GetObjectLockConfigurationCommand({ Bucket: bucket }));
      return answer.ObjectLockConfiguration;
    } catch (error) {
      if (s3Code(error) !== 'ObjectLockConfigurationNotFoundError') throw error;
      // MinIO answers this for a bucket that does not exist too: make sure it does.
      await s3.send(new HeadBucketCommand({ Bucket: bucket }));
      return undefined;
    }
  });
}

export async function getObjectLocking(ctx: RequestClients, bucket: string): Promise<BucketObjectLocking> {
  const config = await lockConfiguration(ctx, bucket);
  return { object_locking_enabled: config?.ObjectLockEnabled === 'Enabled' };
}

function toRetention(config: ObjectLockConfiguration | undefined): BucketRetentionInfo {
  const rule = config?.Rule?.DefaultRetention;
  if (!rule?.Mode) return { enabled: false };
  const mode = rule.Mode === 'COMPLIANCE' ? 'compliance' : 'governance';
  return rule.Years
    ? { enabled: true, mode, unit: 'years', validity: rule.Years }
    : { enabled: true, mode, unit: 'days', validity: rule.Days ?? 0 };
}

/** Spec 1 §8: no default retention (or no locking at all) is 'disabled', not an error. */
export async function getBucketRetention(ctx: RequestClients, bucket: string): Promise<BucketRetentionInfo> {
  return toRetention(await lockConfiguration(ctx, bucket));
}

export async function setBucketRetention(ctx: RequestClients, bucket: string, retention: BucketRetention) {
  await requireDistributed(ctx, 'Retention');
  const current = await lockConfiguration(ctx, bucket);
  if (current?.ObjectLockEnabled !== 'Enabled')
    throw httpError(
      'objectLockingDisabled',
      `Bucket '${bucket}' was created without object locking, which retention needs; locking can only be ` +
        'enabled when a bucket is created. Nothing was changed.',
    );
  const period = retention.unit === 'days' ? { Days: retention.validity } : { Years: retention.validity };
  const Mode = retention.mode === 'compliance' ? 'COMPLIANCE' : 'GOVERNANCE';
  await ctx.s3.send(
    new PutObjectLockConfigurationCommand({
      Bucket: bucket,
      ObjectLockConfiguration: {
        ObjectLockEnabled: 'Enabled',
        Rule: { DefaultRetention: { Mode, ...period } },
      },
    }),
  );
  return getBucketRetention(ctx, bucket);
}
