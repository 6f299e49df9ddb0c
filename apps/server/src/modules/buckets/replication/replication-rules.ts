import type { ReplicationRule } from '@granary/contract';
import { replicationArnPrefix } from '@granary/contract';
import type { ReplicationRuleConfig, ReplicationTag } from '@granary/madmin';
import { MadminError } from '@granary/madmin';
import { httpError } from '../../../lib/http-error.ts';
import type { RequestClients } from '../../../plugins/request-clients.ts';
import { readReplicationConfig, writeReplicationConfig } from './replication-config-s3.ts';

const remoteTargetArn = /^arn:minio:replication:/;

/** `arn:minio:replication:<region>:<id>:<bucket>` and legacy `arn:aws:s3:::<bucket>` both end in the bucket. */
export function destinationBucketName(destination: string): string {
  if (destination.startsWith(replicationArnPrefix)) return destination.slice(replicationArnPrefix.length);
  return remoteTargetArn.test(destination) ? (destination.split(':').at(-1) ?? '') : destination;
}

/** Tags travel URL-encoded ('k=v&k2=v2'), so keys and values may hold '&', '=' or spaces. */
export const tagsToString = (tags: ReplicationTag[]) =>
  new URLSearchParams(tags.map((tag): [string, string] => [tag.key, tag.value])).toString();

export function parseTags(tags: string): ReplicationTag[] {
  return [...new URLSearchParams(tags)].map(([key, value]) => ({ key, value }));
}

export function toRuleView(rule: ReplicationRuleConfig): ReplicationRule {
  return {
    id: rule.id,
    priority: rule.priority,
    status: rule.status,
    destination: {
      bucket: replicationArnPrefix + destinationBucketName(rule.destinationBucket),
      arn: rule.destinationBucket,
    },
    prefix: rule.prefix,
    tags: tagsToString(rule.tags),
    storageClass: rule.storageClass,
    delete_marker_replication: rule.deleteMarkerReplication,
    deletes_replication: rule.deleteReplication,
    metadata_replication: rule.replicaModifications,
    existing_objects: rule.existingObjectReplication,
  };
}

export async function listReplicationRules(ctx: RequestClients, bucket: string): Promise<ReplicationRule[]> {
  const config = await readReplicationConfig(ctx.s3, bucket);
  return [...config.rules].sort((a, b) => a.priority - b.priority).map(toRuleView);
}

/** A target no rule uses any more goes too; failing to remove it leaves a harmless, reusable target. */
async function removeUnusedTarget(
  ctx: RequestClients,
  bucket: string,
  arn: string,
  rules: ReplicationRuleConfig[],
) {
  if (!remoteTargetArn.test(arn) || rules.some((rule) => rule.destinationBucket === arn)) return;
  await ctx.admin.removeRemoteTarget(bucket, arn).catch((error: unknown) => {
    if (error instanceof MadminError) return;
    throw error;
  });
}

/**
 * Removes one rule, keeping the others as they are. Without rules left the configuration is deleted
 * (MinIO refuses an empty one) and MinIO drops the bucket's remote targets itself (NOTES.md).
 */
export async function deleteReplicationRule(
  ctx: RequestClients,
  bucket: string,
  ruleId: string,
): Promise<void> {
  const config = await readReplicationConfig(ctx.s3, bucket);
  const rule = config.rules.find((candidate) => candidate.id === ruleId);
  if (!rule)
    throw httpError('notFound', `Replication rule '${ruleId}' does not exist on bucket '${bucket}'.`);
  const rules = config.rules.filter((candidate) => candidate !== rule);
  await writeReplicationConfig(ctx.s3, bucket, { ...config, rules });
  if (rules.length > 0) await removeUnusedTarget(ctx, bucket, rule.destinationBucket, rules);
}
