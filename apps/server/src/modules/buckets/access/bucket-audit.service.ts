import { HeadBucketCommand } from '@aws-sdk/client-s3';
import { byCodeUnits, type BucketPolicy, type BucketUser, type BucketUserGrant } from '@granary/contract';
import type { AdminClient, PolicyDocument } from '@granary/madmin';
import type { RequestClients } from '../../../plugins/request-clients.ts';
import { bucketNotFound } from '../../../lib/storage-errors.ts';
import { s3Code } from '../../../plugins/s3-client.ts';
import { grantsBucketAccess } from '../../../lib/policy/bucket-grants.ts';

type Policies = Record<string, PolicyDocument>;

async function assertBucketExists({ s3 }: RequestClients, bucket: string): Promise<void> {
  try {
    await s3.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const code = s3Code(error);
    // A HEAD answer has no body to name the bucket.
    if (code === 'NotFound') throw bucketNotFound(bucket);
    throw error;
  }
}

/** The canned policies that, on their own, allow some S3 action on the bucket or its objects. */
export async function bucketPolicies(ctx: RequestClients, bucket: string): Promise<BucketPolicy[]> {
  await assertBucketExists(ctx, bucket);
  const policies = await ctx.admin.listCannedPolicies();
  return Object.entries(policies)
    .filter(([, document]) => grantsBucketAccess(document, bucket))
    .map(([name]) => ({ name }))
    .sort((a, b) => byCodeUnits(a.name, b.name));
}

/** All of a user's statements together, so a Deny in one policy cancels an Allow in another. */
function combined(policies: Policies, names: string[]): PolicyDocument {
  return { Version: '2012-10-17', Statement: names.flatMap((name) => policies[name]?.Statement ?? []) };
}

async function disabledGroups(admin: AdminClient, groups: string[]): Promise<Set<string>> {
  const infos = await Promise.all(groups.map((group) => admin.groupInfo(group)));
  return new Set(infos.filter((info) => info.status === 'disabled').map((info) => info.name));
}

type Mappings = { policy: string; users: string[]; groups: string[] }[];

/** Each policy attached to the user, then each attached to one of the user's groups. */
function grantsOf(mappings: Mappings, accessKey: string, groups: string[]): BucketUserGrant[] {
  const direct = mappings.filter((m) => m.users.includes(accessKey)).map((m) => ({ policy: m.policy }));
  const viaGroups = groups.flatMap((group) =>
    mappings.filter((m) => m.groups.includes(group)).map((m) => ({ policy: m.policy, group })),
  );
  return [...direct, ...viaGroups];
}

/**
 * The enabled users whose policies, their own and their groups' taken together, allow some access to
 * the bucket; each with the policies (and groups) that grant it. A user in a disabled group has no
 * policy at all on MinIO, so such a user is left out. Three admin calls run at once (the policy
 * documents, the users with their groups, every policy mapping), then one per group for its status.
 */
export async function bucketUsers(ctx: RequestClients, bucket: string): Promise<BucketUser[]> {
  await assertBucketExists(ctx, bucket);
  const { admin } = ctx;
  const [policies, users, entities] = await Promise.all([
    admin.listCannedPolicies(),
    admin.listUsers(),
    admin.policyEntities(),
  ]);
  const enabled = Object.entries(users).filter(([, info]) => info.status === 'enabled');
  const disabled = await disabledGroups(admin, [...new Set(enabled.flatMap(([, u]) => u.memberOf ?? []))]);
  const result: BucketUser[] = [];
  for (const [accessKey, info] of enabled) {
    const groups = info.memberOf ?? [];
    if (groups.some((group) => disabled.has(group))) continue;
    const grants = grantsOf(entities.policyMappings, accessKey, groups);
    const effective = combined(
      policies,
      grants.map((grant) => grant.policy),
    );
    if (!grantsBucketAccess(effective, bucket)) continue;
    const granting = grants.filter((grant) => grantsBucketAccess(policies[grant.policy], bucket));
    result.push({ accessKey, grants: granting });
  }
  return result.sort((a, b) => byCodeUnits(a.accessKey, b.accessKey));
}
