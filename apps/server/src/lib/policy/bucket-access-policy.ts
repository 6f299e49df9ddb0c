import type { BucketAccess } from '@granary/contract';

/** The canned anonymous policies (`mc anonymous set download|public` on the whole bucket). */
const readBucketActions = ['s3:GetBucketLocation', 's3:ListBucket'];
const readObjectActions = ['s3:GetObject'];
const readWriteBucketActions = [...readBucketActions, 's3:ListBucketMultipartUploads'];
const readWriteObjectActions = [
  's3:AbortMultipartUpload',
  's3:DeleteObject',
  's3:GetObject',
  's3:ListMultipartUploadParts',
  's3:PutObject',
];

type Statement = Record<string, unknown>;
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);
const sameSet = (a: Set<string>, b: string[]) => a.size === b.length && b.every((item) => a.has(item));

function isAnonymous(principal: unknown): boolean {
  if (principal === '*') return true;
  if (principal && typeof principal === 'object' && 'AWS' in principal)
    return asList(principal.AWS).every((entry) => entry === '*');
  return false;
}

/** A plain anonymous Allow with only Action, Resource and Principal: no conditions, no Not* forms. */
function isPlainAnonymousAllow(statement: Statement): boolean {
  const keys = Object.keys(statement).filter((key) => key !== 'Sid');
  const allowed = new Set(['Effect', 'Principal', 'Action', 'Resource']);
  return (
    statement['Effect'] === 'Allow' &&
    isAnonymous(statement['Principal']) &&
    keys.every((key) => allowed.has(key))
  );
}

/**
 * PUBLIC means the policy is exactly one of the canned anonymous policies for the whole bucket:
 * read-only (download) or read-write (public). No policy is PRIVATE; anything else is CUSTOM.
 */
export function classifyBucketPolicy(bucket: string, policyJson: string | undefined): BucketAccess {
  if (!policyJson) return 'PRIVATE';
  let statements: Statement[];
  try {
    const parsed = JSON.parse(policyJson) as { Statement?: unknown };
    statements = asList(parsed.Statement ?? []) as Statement[];
  } catch {
    return 'CUSTOM';
  }
  if (statements.length === 0) return 'PRIVATE';
  const bucketArn = `arn:aws:s3:::${bucket}`;
  const bucketActions = new Set<string>();
  const objectActions = new Set<string>();
  for (const statement of statements) {
    if (!isPlainAnonymousAllow(statement)) return 'CUSTOM';
    const actions = asList(statement['Action']).map(String);
    for (const resource of asList(statement['Resource']).map(String)) {
      if (resource === bucketArn) actions.forEach((action) => bucketActions.add(action));
      else if (resource === `${bucketArn}/*`) actions.forEach((action) => objectActions.add(action));
      else return 'CUSTOM';
    }
  }
  const readOnly = sameSet(bucketActions, readBucketActions) && sameSet(objectActions, readObjectActions);
  const readWrite =
    sameSet(bucketActions, readWriteBucketActions) && sameSet(objectActions, readWriteObjectActions);
  return readOnly || readWrite ? 'PUBLIC' : 'CUSTOM';
}

/** The canned read-write anonymous policy for the whole bucket: what PUBLIC sets (`mc anonymous set public`). */
export function publicBucketPolicy(bucket: string): string {
  const bucketArn = `arn:aws:s3:::${bucket}`;
  const allow = (actions: string[], resource: string) => ({
    Effect: 'Allow',
    Principal: { AWS: ['*'] },
    Action: actions,
    Resource: [resource],
  });
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [allow(readWriteBucketActions, bucketArn), allow(readWriteObjectActions, `${bucketArn}/*`)],
  });
}
