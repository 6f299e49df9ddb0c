import {
  DeleteBucketLifecycleCommand,
  GetBucketLifecycleConfigurationCommand,
  PutBucketLifecycleConfigurationCommand,
  type LifecycleRule as S3LifecycleRule,
} from '@aws-sdk/client-s3';
import type { AddLifecycleRuleRequest, EditLifecycleRuleRequest, LifecycleRule } from '@silo/contract';
import { apiErrorCodes } from '@silo/contract';
import { isDistributed } from '../../../lib/distributed-mode.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { BucketsContext } from '../buckets-context.ts';
import { bucketNotFound, s3Code } from '../buckets-context.ts';
import { buildRule, editRule, toContractRule } from './lifecycle-rules.ts';

/** The bucket's rules as S3 has them; a bucket without a configuration has none. */
async function readRules({ s3 }: BucketsContext, bucket: string): Promise<S3LifecycleRule[]> {
  try {
    const { Rules } = await s3.send(new GetBucketLifecycleConfigurationCommand({ Bucket: bucket }));
    return Rules ?? [];
  } catch (error) {
    if (s3Code(error) === 'NoSuchLifecycleConfiguration') return [];
    if (s3Code(error) === 'NoSuchBucket') throw bucketNotFound(bucket);
    throw error;
  }
}

/** The tiers a rule transitions to (current and non-current versions). */
const tiersOf = (rule: S3LifecycleRule) => [
  ...new Set(
    [...(rule.Transitions ?? []), ...(rule.NoncurrentVersionTransitions ?? [])].map(
      (transition) => transition.StorageClass ?? '',
    ),
  ),
];

/** S3 has no "no rules" configuration: writing none deletes the configuration. */
async function writeRules(
  ctx: BucketsContext,
  bucket: string,
  rules: S3LifecycleRule[],
  changed?: S3LifecycleRule,
): Promise<void> {
  try {
    if (rules.length === 0) {
      await ctx.s3.send(new DeleteBucketLifecycleCommand({ Bucket: bucket }));
      return;
    }
    await ctx.s3.send(
      new PutBucketLifecycleConfigurationCommand({
        Bucket: bucket,
        LifecycleConfiguration: { Rules: rules },
      }),
    );
  } catch (error) {
    if (s3Code(error) === 'NoSuchBucket') throw bucketNotFound(bucket);
    if (s3Code(error) === 'InvalidStorageClass')
      throw new HttpError(
        400,
        apiErrorCodes.badRequest,
        `Storage class ${(changed ? tiersOf(changed) : []).join(', ')} is not a tier configured on this server.`,
        'InvalidStorageClass: Invalid storage class.',
      );
    throw error;
  }
}

/** Spec 1 §6: lifecycle needs a distributed (erasure-coded) server. */
async function assertDistributed({ admin }: BucketsContext): Promise<void> {
  const account = await admin.accountInfo();
  if (!isDistributed(account.Server))
    throw new HttpError(
      400,
      apiErrorCodes.badRequest,
      'Lifecycle rules need a distributed (erasure-coded) server; this server is not.',
    );
}

const ruleNotFound = (bucket: string, id: string) =>
  new HttpError(404, apiErrorCodes.notFound, `Bucket '${bucket}' has no lifecycle rule '${id}'.`);

export async function listLifecycleRules(ctx: BucketsContext, bucket: string): Promise<LifecycleRule[]> {
  return (await readRules(ctx, bucket)).map(toContractRule);
}

/** Adds one rule next to the existing ones (never replaces them); returns the new rule's id. */
export async function addLifecycleRule(
  ctx: BucketsContext,
  bucket: string,
  body: AddLifecycleRuleRequest,
): Promise<string> {
  await assertDistributed(ctx);
  const rules = await readRules(ctx, bucket);
  const rule = buildRule(body);
  await writeRules(ctx, bucket, [...rules, rule], rule);
  return rule.ID ?? '';
}

/** Enables or disables one rule; every other field of every rule stays as it was. */
export async function editLifecycleRule(
  ctx: BucketsContext,
  bucket: string,
  id: string,
  body: EditLifecycleRuleRequest,
): Promise<void> {
  await assertDistributed(ctx);
  const rules = await readRules(ctx, bucket);
  if (!rules.some((rule) => rule.ID === id)) throw ruleNotFound(bucket, id);
  const edited = rules.map((rule) => (rule.ID === id ? editRule(rule, body.disable, body.tags) : rule));
  await writeRules(ctx, bucket, edited);
}

export async function deleteLifecycleRule(ctx: BucketsContext, bucket: string, id: string): Promise<void> {
  await assertDistributed(ctx);
  const rules = await readRules(ctx, bucket);
  if (!rules.some((rule) => rule.ID === id)) throw ruleNotFound(bucket, id);
  await writeRules(
    ctx,
    bucket,
    rules.filter((rule) => rule.ID !== id),
  );
}
