import {
  DeleteBucketPolicyCommand,
  GetBucketPolicyCommand,
  PutBucketPolicyCommand,
} from '@aws-sdk/client-s3';
import type { AccessRule, SetAccessRuleRequest } from '@granary/contract';
import { httpError } from '../../../lib/http-error.ts';
import type { RequestClients } from '../../../plugins/request-clients.ts';
import { s3Code } from '../../../plugins/s3-client.ts';
import type { BucketPolicyJson } from '../../../lib/policy/anonymous-rules.ts';
import {
  parseBucketPolicy,
  readAccessRules,
  withAccessRule,
  withoutAccessRule,
} from '../../../lib/policy/anonymous-rules.ts';

async function readPolicy({ s3 }: RequestClients, bucket: string): Promise<BucketPolicyJson> {
  let json: string | undefined;
  try {
    json = (await s3.send(new GetBucketPolicyCommand({ Bucket: bucket }))).Policy;
  } catch (error) {
    if (s3Code(error) !== 'NoSuchBucketPolicy') throw error;
  }
  try {
    return parseBucketPolicy(json);
  } catch {
    throw httpError(
      'unreadablePolicy',
      `The policy of bucket '${bucket}' is not valid JSON; its access rules cannot be read.`,
    );
  }
}

/** A policy left without statements is deleted rather than stored empty (MinIO would keep it). */
async function writePolicy({ s3 }: RequestClients, bucket: string, policy: BucketPolicyJson): Promise<void> {
  if (policy.Statement.length === 0) await s3.send(new DeleteBucketPolicyCommand({ Bucket: bucket }));
  else await s3.send(new PutBucketPolicyCommand({ Bucket: bucket, Policy: JSON.stringify(policy) }));
}

export async function listAccessRules(ctx: RequestClients, bucket: string): Promise<AccessRule[]> {
  return readAccessRules(bucket, await readPolicy(ctx, bucket));
}

/** Adds the prefix's rule or replaces its level; every other statement of the policy stays. */
export async function setAccessRule(
  ctx: RequestClients,
  bucket: string,
  rule: SetAccessRuleRequest,
): Promise<void> {
  const policy = await readPolicy(ctx, bucket);
  await writePolicy(ctx, bucket, withAccessRule(bucket, policy, rule));
}

export async function deleteAccessRule(ctx: RequestClients, bucket: string, prefix: string): Promise<void> {
  if (prefix === '') throw httpError('badRequest', 'Give the prefix of the access rule to delete.');
  const current = await readPolicy(ctx, bucket);
  const { policy, removed } = withoutAccessRule(bucket, current, prefix);
  if (!removed) throw httpError('notFound', `Bucket '${bucket}' has no access rule for prefix '${prefix}'.`);
  await writePolicy(ctx, bucket, policy);
}
