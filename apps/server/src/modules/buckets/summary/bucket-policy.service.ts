import {
  DeleteBucketPolicyCommand,
  GetBucketPolicyCommand,
  PutBucketPolicyCommand,
} from '@aws-sdk/client-s3';
import type { BucketInfo, SetBucketPolicyRequest } from '@granary/contract';
import { httpError } from '../../../lib/http-error.ts';
import { classifyBucketPolicy, publicBucketPolicy } from '../../../lib/policy/bucket-access-policy.ts';
import type { RequestClients } from '../../../plugins/request-clients.ts';
import { s3Code } from '../../../plugins/s3-client.ts';
import { onBucket } from './summary-common.ts';

async function currentPolicy({ s3 }: RequestClients, bucket: string): Promise<string | undefined> {
  try {
    return (await s3.send(new GetBucketPolicyCommand({ Bucket: bucket }))).Policy;
  } catch (error) {
    if (s3Code(error) === 'NoSuchBucketPolicy') return undefined;
    throw error;
  }
}

/**
 * PUBLIC sets the canned read-write policy, PRIVATE removes the policy. A custom policy (prefix access
 * rules, conditions, other principals...) would be lost either way, so it is replaced only on request.
 */
export async function setBucketAccess(
  ctx: RequestClients,
  bucket: string,
  body: Required<SetBucketPolicyRequest>,
): Promise<BucketInfo> {
  return onBucket(bucket, async () => {
    const current = classifyBucketPolicy(bucket, await currentPolicy(ctx, bucket));
    if (current === 'CUSTOM' && !body.replaceCustom)
      throw httpError(
        'customPolicy',
        `Bucket '${bucket}' has a custom access policy; setting it to ${body.access} would replace it ` +
          '(and its access rules). Confirm replacing it to go on. Nothing was changed.',
      );
    if (body.access === 'PUBLIC')
      await ctx.s3.send(new PutBucketPolicyCommand({ Bucket: bucket, Policy: publicBucketPolicy(bucket) }));
    else await ctx.s3.send(new DeleteBucketPolicyCommand({ Bucket: bucket }));
    return { name: bucket, access: body.access };
  });
}
