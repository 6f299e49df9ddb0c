import { byCodeUnits, type AccessRule, type AccessRuleLevel } from '@granary/contract';
import { actionMatch } from './wildcard.ts';

/**
 * Anonymous access rules by prefix, kept in the bucket policy as `mc anonymous set` keeps them: an
 * anonymous Allow on `arn:aws:s3:::bucket/prefix*` with the level's object actions, and for the levels
 * that read, an anonymous ListBucket limited to that prefix by the `s3:prefix` condition.
 */
export type BucketPolicyJson = { Version?: string; Statement: Statement[]; [key: string]: unknown };
type Statement = Record<string, unknown>;

const readObjectActions = ['s3:GetObject'];
const writeObjectActions = [
  's3:AbortMultipartUpload',
  's3:DeleteObject',
  's3:ListMultipartUploadParts',
  's3:PutObject',
];
const objectActions: Record<AccessRuleLevel, string[]> = {
  readonly: readObjectActions,
  writeonly: writeObjectActions,
  readwrite: [...writeObjectActions, ...readObjectActions].sort(),
};
const anonymous = { AWS: ['*'] };

const asList = (value: unknown): unknown[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const strings = (value: unknown): string[] => asList(value).map(String);

function isAnonymous(principal: unknown): boolean {
  if (principal === '*') return true;
  if (principal && typeof principal === 'object' && 'AWS' in principal)
    return strings(principal.AWS).every((entry) => entry === '*');
  return false;
}

/** Only plain anonymous Allow statements are rules; Deny, NotAction and NotResource are left alone. */
function isAnonymousAllow(statement: Statement): boolean {
  return (
    statement['Effect'] === 'Allow' &&
    isAnonymous(statement['Principal']) &&
    statement['NotAction'] === undefined &&
    statement['NotResource'] === undefined
  );
}

const objectResource = (bucket: string, prefix: string) => `arn:aws:s3:::${bucket}/${prefix}*`;

export function parseBucketPolicy(json: string | undefined): BucketPolicyJson {
  if (!json) return { Version: '2012-10-17', Statement: [] };
  const parsed = JSON.parse(json) as BucketPolicyJson;
  return { ...parsed, Statement: asList(parsed.Statement) as Statement[] };
}

function levelOf(actions: string[]): AccessRuleLevel | undefined {
  const reads = actions.some((action) => actionMatch(action, 's3:GetObject'));
  const writes = actions.some((action) => actionMatch(action, 's3:PutObject'));
  if (reads && writes) return 'readwrite';
  if (reads) return 'readonly';
  return writes ? 'writeonly' : undefined;
}

/**
 * The prefix rules of a bucket policy, sorted by prefix. The whole bucket (`bucket/*`) is not a prefix
 * rule: the Summary tab's access policy shows and sets it.
 */
export function readAccessRules(bucket: string, policy: BucketPolicyJson): AccessRule[] {
  const start = `arn:aws:s3:::${bucket}/`;
  const actionsByPrefix = new Map<string, string[]>();
  for (const statement of policy.Statement.filter(isAnonymousAllow)) {
    for (const resource of strings(statement['Resource'])) {
      if (!resource.startsWith(start) || !resource.endsWith('*')) continue;
      const prefix = resource.slice(start.length, -1);
      if (prefix === '' || /[*?]/.test(prefix)) continue;
      actionsByPrefix.set(prefix, [...(actionsByPrefix.get(prefix) ?? []), ...strings(statement['Action'])]);
    }
  }
  return [...actionsByPrefix]
    .flatMap(([prefix, actions]) => {
      const access = levelOf(actions);
      return access ? [{ prefix, access }] : [];
    })
    .sort((a, b) => byCodeUnits(a.prefix, b.prefix));
}

/** Removes one value from a listing statement's `s3:prefix` condition; undefined drops the statement. */
function withoutListingPrefix(statement: Statement, bucket: string, prefix: string): Statement | undefined {
  const condition = statement['Condition'];
  const isListing =
    strings(statement['Action']).join() === 's3:ListBucket' &&
    strings(statement['Resource']).join() === `arn:aws:s3:::${bucket}` &&
    condition !== null &&
    typeof condition === 'object';
  if (!isListing) return statement;
  const operators = Object.entries(condition as Record<string, Record<string, unknown>>);
  const [operator, keys] = operators[0] ?? [];
  if (operators.length !== 1 || !operator || !keys || Object.keys(keys).join() !== 's3:prefix')
    return statement;
  const values = strings(keys['s3:prefix']).filter((value) => value !== `${prefix}*` && value !== prefix);
  if (values.length === 0) return undefined;
  return { ...statement, Condition: { [operator]: { 's3:prefix': values } } };
}

/** The policy without the prefix's rule; `removed` says whether there was one. */
export function withoutAccessRule(
  bucket: string,
  policy: BucketPolicyJson,
  prefix: string,
): { policy: BucketPolicyJson; removed: boolean } {
  const resource = objectResource(bucket, prefix);
  let removed = false;
  const kept = policy.Statement.flatMap((statement): Statement[] => {
    if (!isAnonymousAllow(statement)) return [statement];
    const resources = strings(statement['Resource']);
    if (resources.includes(resource)) {
      removed = true;
      const rest = resources.filter((item) => item !== resource);
      return rest.length ? [{ ...statement, Resource: rest }] : [];
    }
    const listing = withoutListingPrefix(statement, bucket, prefix);
    return listing ? [listing] : [];
  });
  return { policy: { ...policy, Statement: kept }, removed };
}

/** The statements that give anonymous users `access` to the objects under `prefix`. */
export function accessRuleStatements(bucket: string, prefix: string, access: AccessRuleLevel): Statement[] {
  const objects = {
    Effect: 'Allow',
    Principal: anonymous,
    Action: objectActions[access],
    Resource: [objectResource(bucket, prefix)],
  };
  if (access === 'writeonly') return [objects];
  const listing = {
    Effect: 'Allow',
    Principal: anonymous,
    Action: ['s3:ListBucket'],
    Resource: [`arn:aws:s3:::${bucket}`],
    Condition: { StringLike: { 's3:prefix': [`${prefix}*`] } },
  };
  return [listing, objects];
}

/** Adds the prefix's rule, replacing the one it had, and keeps every other statement. */
export function withAccessRule(
  bucket: string,
  policy: BucketPolicyJson,
  rule: { prefix: string; access: AccessRuleLevel },
): BucketPolicyJson {
  const { policy: rest } = withoutAccessRule(bucket, policy, rule.prefix);
  return {
    ...rest,
    Version: rest.Version ?? '2012-10-17',
    Statement: [...rest.Statement, ...accessRuleStatements(bucket, rule.prefix, rule.access)],
  };
}
