import {
  CreateBucketCommand,
  DeleteBucketCommand,
  ListBucketsCommand,
  PutBucketVersioningCommand,
  PutObjectLockConfigurationCommand,
} from '@aws-sdk/client-s3';
import type { Bucket, BucketInfo, BucketRetention, CreateBucketRequest } from '@granary/contract';
import { byCodeUnits } from '@granary/contract';
import type { AdminClient, BucketMetadataExport } from '@granary/madmin';
import { isDistributed } from '../../lib/distributed-mode.ts';
import { httpError } from '../../lib/http-error.ts';
import { toHttpError } from '../../plugins/error-handler.ts';
import { accessOfBuckets, exportedPolicies, readAccess, vanished } from './bucket-list-access.ts';
import type { RequestClients } from '../../plugins/request-clients.ts';
import { s3Code } from '../../plugins/s3-client.ts';
import { invalidBucketName } from './invalid-bucket-name.ts';

type CreateBody = Required<Pick<CreateBucketRequest, 'versioning' | 'locking'>> & CreateBucketRequest;

/** Sizes from MinIO's usage scanner, in one call for every bucket the user can reach. */
async function bucketSizes(admin: AdminClient): Promise<Map<string, number>> {
  const account = await admin.accountInfo();
  return new Map(account.Buckets.map((bucket) => [bucket.name, bucket.size]));
}

/**
 * S3 ListBuckets is the authority on which buckets exist (account info lists them from a cache that
 * lags behind creation and deletion); sizes come from one usage call; access from the bucket policies,
 * all in one metadata export when the user may export, else one call per bucket.
 */
export async function listBuckets(
  { s3, admin }: RequestClients,
  policies: Promise<BucketMetadataExport | undefined> = exportedPolicies(admin),
): Promise<Bucket[]> {
  const [listed, sizes, exported] = await Promise.all([
    s3.send(new ListBucketsCommand({})),
    bucketSizes(admin),
    policies,
  ]);
  const buckets = (listed.Buckets ?? []).flatMap((bucket) =>
    bucket.Name ? [{ name: bucket.Name, created: bucket.CreationDate }] : [],
  );
  buckets.sort((a, b) => byCodeUnits(a.name, b.name));
  const access = await accessOfBuckets(
    s3,
    buckets.map((bucket) => bucket.name),
    exported,
  );
  return buckets.flatMap((bucket, index) => {
    const bucketAccess = access[index] ?? null;
    if (bucketAccess === vanished) return [];
    return [
      {
        name: bucket.name,
        creation_date: bucket.created?.toISOString() ?? '',
        size: sizes.get(bucket.name) ?? 0,
        access: bucketAccess,
      },
    ];
  });
}

export async function getBucket({ s3 }: RequestClients, name: string): Promise<BucketInfo> {
  return { name, access: await readAccess(s3, name) };
}

export const fifoQuotaRefused = () =>
  httpError('badRequest', 'FIFO quotas are not supported by MinIO: use a hard quota.');

const needsErasure = (body: CreateBody) =>
  body.versioning || body.locking || body.quota?.enabled === true || body.retention !== undefined;

async function assertSupported(ctx: RequestClients, body: CreateBody): Promise<void> {
  if (body.quota?.enabled && body.quota.quota_type === 'fifo') throw fifoQuotaRefused();
  if (!needsErasure(body)) return;
  const account = await ctx.admin.accountInfo();
  if (!isDistributed(account.Server))
    throw httpError(
      'badRequest',
      'Versioning, object locking, quota and retention need a distributed (erasure-coded) server; this server is not.',
    );
}

function lockConfiguration(retention: BucketRetention) {
  const period = retention.unit === 'days' ? { Days: retention.validity } : { Years: retention.validity };
  return {
    ObjectLockEnabled: 'Enabled' as const,
    Rule: {
      DefaultRetention: {
        Mode: retention.mode === 'compliance' ? ('COMPLIANCE' as const) : ('GOVERNANCE' as const),
        ...period,
      },
    },
  };
}

/** The steps after the bucket exists, each named so a failure says which one broke. */
function configurationSteps(ctx: RequestClients, name: string, body: CreateBody) {
  const steps: { what: string; run: () => Promise<unknown> }[] = [];
  if (body.versioning)
    steps.push({
      what: 'enabling versioning',
      run: () =>
        ctx.s3.send(
          new PutBucketVersioningCommand({ Bucket: name, VersioningConfiguration: { Status: 'Enabled' } }),
        ),
    });
  const { quota, retention } = body;
  if (quota?.enabled)
    steps.push({
      what: 'setting the quota',
      run: () => ctx.admin.setBucketQuota(name, { quota: quota.amount, quotatype: 'hard' }),
    });
  if (retention)
    steps.push({
      what: 'setting the default retention',
      run: () =>
        ctx.s3.send(
          new PutObjectLockConfigurationCommand({
            Bucket: name,
            ObjectLockConfiguration: lockConfiguration(retention),
          }),
        ),
    });
  return steps;
}

async function rollBack(ctx: RequestClients, name: string, what: string, cause: unknown): Promise<never> {
  const failure = toHttpError(cause, ctx.target.endpoint.origin);
  const removed = await ctx.s3.send(new DeleteBucketCommand({ Bucket: name })).then(
    () => true,
    () => false,
  );
  const outcome = removed
    ? 'the bucket was removed again'
    : 'removing the bucket again failed too: delete it by hand';
  throw failure.withMessage(
    `Bucket '${name}' was not created: ${what} failed (${failure.message}); ${outcome}.`,
    // The modal shows the detail when there is one: it must say all of it.
    failure.detailedMessage &&
      `Bucket '${name}' was not created: ${what} failed (${failure.detailedMessage}); ${outcome}.`,
  );
}

/** Creates the bucket, then configures it; a failed step removes the bucket rather than leave it half-made. */
export async function createBucket(ctx: RequestClients, body: CreateBody): Promise<void> {
  await assertSupported(ctx, body);
  const { name } = body;
  try {
    await ctx.s3.send(
      new CreateBucketCommand({
        Bucket: name,
        // Default retention is part of object locking, which can only be switched on at creation.
        ObjectLockEnabledForBucket: body.locking || body.retention !== undefined,
      }),
    );
  } catch (error) {
    const code = s3Code(error);
    if (code === 'BucketAlreadyOwnedByYou' || code === 'BucketAlreadyExists')
      throw httpError('alreadyExists', `Bucket '${name}' already exists.`);
    throw error;
  }
  for (const step of configurationSteps(ctx, name, body)) {
    try {
      await step.run();
    } catch (error) {
      await rollBack(ctx, name, step.what, error);
    }
  }
}

/** Never forced: MinIO refuses to delete a bucket that still holds objects or versions. */
export async function deleteBucket({ s3 }: RequestClients, name: string): Promise<void> {
  try {
    await s3.send(new DeleteBucketCommand({ Bucket: name }));
  } catch (error) {
    const code = s3Code(error);
    if (code === 'InvalidBucketName') throw invalidBucketName(name);
    if (code === 'BucketNotEmpty')
      throw httpError(
        'bucketNotEmpty',
        `Bucket '${name}' is not empty: delete its objects (and their versions) first. Nothing was deleted.`,
      );
    throw error;
  }
}
