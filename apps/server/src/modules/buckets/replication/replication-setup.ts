import { randomBytes } from 'node:crypto';
import type { ApiErrorName, ReplicationState } from '@granary/contract';
import type { addReplicationRuleRequestSchema } from '@granary/contract';
import { bandwidthUnits, bucketsReplicationRequestSchema } from '@granary/contract';
import type { ReplicationConfig, ReplicationRuleConfig } from '@granary/madmin';
import { MadminError, type RemoteTarget } from '@granary/madmin';
import type { z } from 'zod';
import type { HttpError } from '../../../lib/http-error.ts';
import { httpError } from '../../../lib/http-error.ts';
import { toHttpError } from '../../../plugins/error-handler.ts';
import type { RequestClients } from '../../../plugins/request-clients.ts';
import { bucketNotFound } from '../../../lib/storage-errors.ts';
import { readReplicationConfig, writeReplicationConfig } from './replication-config-s3.ts';
import { assertMaySetTargets, assertTargetAllowed } from './replication-guard.ts';
import { whileMinioContacts } from '../../../lib/minio-contacts.ts';
import { listRemoteBuckets, parseTargetUrl, withCause, type RemoteAccess } from './replication-remote.ts';
import { parseTags } from './replication-rules.ts';

type Request = z.output<typeof bucketsReplicationRequestSchema>;
type RuleOptions = Omit<
  Request,
  'accessKey' | 'secretKey' | 'targetURL' | 'useTLS' | 'bucketsRelation' | 'region'
>;
type Plan = { access: RemoteAccess; relations: Request['bucketsRelation']; options: RuleOptions };

/** MinIO's set-remote-target refusals, said in terms of the form's fields. */
function targetError(plan: Plan, origin: string, destination: string, error: MadminError): HttpError {
  const where = plan.access.endpoint.url;
  const cause = `${error.code}: ${error.message}`;
  const say = (name: ApiErrorName, message: string) => withCause(name, message, cause);
  switch (error.code) {
    case 'XMinioAdminReplicationRemoteConnectionError':
      return say('remoteUnreachable', `MinIO cannot reach the target ${where} with these keys.`);
    case 'RemoteTargetNotVersionedError':
      return say('remoteNotVersioned', `Versioning is not enabled on bucket '${destination}' of ${where}.`);
    case 'ReplicationSourceNotVersionedError':
      return say('sourceNotVersioned', `Versioning is not enabled on bucket '${origin}': enable it first.`);
    case 'XMinioAdminRemoteTargetNotFoundError':
      return say('remoteBucketNotFound', `Bucket '${destination}' does not exist on ${where}.`);
    case 'XMinioAdminBucketRemoteAlreadyExists':
      return say(
        'remoteTargetExists',
        `Bucket '${origin}' already replicates to another bucket of ${where}; MinIO allows one target bucket per server.`,
      );
    case 'XMinioAdminRemoteIdenticalToSource':
      return say('remoteIsSource', `Bucket '${origin}' cannot replicate to itself.`);
    case 'NoSuchBucket':
      return bucketNotFound(origin);
    default:
      return toHttpError(error, where);
  }
}

function targetFields({ access, options }: Plan, destination: string): RemoteTarget {
  const sync = options.syncMode === 'sync';
  return {
    endpoint: access.endpoint.host,
    secure: access.endpoint.secure,
    targetbucket: destination,
    credentials: { accessKey: access.accessKey, secretKey: access.secretKey },
    region: access.region,
    api: 's3v4',
    replicationSync: sync,
    bandwidthlimit: sync ? 0 : options.bandwidth,
    healthCheckDuration: options.healthCheckPeriod * 1e9,
  };
}

async function setRemoteTarget(ctx: RequestClients, plan: Plan, origin: string, destination: string) {
  try {
    return await whileMinioContacts(
      ctx,
      plan.access.endpoint.url,
      (admin) => admin.setRemoteTarget(origin, targetFields(plan, destination)),
      { finishAlone: true },
    );
  } catch (error) {
    throw error instanceof MadminError ? targetError(plan, origin, destination, error) : error;
  }
}

/**
 * MinIO hands back the existing target for the same server and bucket and ignores the new keys, mode,
 * bandwidth and health check: apply them, so the form's values hold (for the target's other rules too).
 */
async function updateReusedTarget(
  ctx: RequestClients,
  plan: Plan,
  origin: string,
  destination: string,
  arn: string,
) {
  try {
    const fields = { ...targetFields(plan, destination), arn };
    const updated = ['creds', 'sync', 'bandwidth', 'healthcheck'] as const;
    await whileMinioContacts(
      ctx,
      plan.access.endpoint.url,
      (admin) => admin.setRemoteTarget(origin, fields, [...updated]),
      { finishAlone: true },
    );
  } catch (error) {
    const failure = toHttpError(error, plan.access.endpoint.url);
    const message = `The rule was added to '${origin}', but its target's keys, mode, bandwidth and health check could not be updated: ${failure.message}`;
    throw failure.withMessage(message, `${message} [${failure.detailedMessage}]`);
  }
}

function newRule(config: ReplicationConfig, arn: string, options: RuleOptions): ReplicationRuleConfig {
  return {
    id: randomBytes(10).toString('hex'),
    priority: Math.max(0, ...config.rules.map((rule) => rule.priority)) + 1,
    status: 'Enabled',
    prefix: options.prefix,
    tags: parseTags(options.tags),
    destinationBucket: arn,
    storageClass: options.storageClass,
    deleteMarkerReplication: options.replicateDeleteMarkers,
    deleteReplication: options.replicateDeletes,
    replicaModifications: options.replicateMetadata,
    existingObjectReplication: true,
  };
}

/** The rule could not be written: a target no existing rule uses goes again, so nothing stays half-set. */
async function rollBack(
  ctx: RequestClients,
  plan: Plan,
  origin: string,
  target: { arn: string; reused: boolean },
  cause: unknown,
): Promise<never> {
  const failure = toHttpError(cause, plan.access.endpoint.url);
  const removed =
    target.reused ||
    (await ctx.admin.removeRemoteTarget(origin, target.arn).then(
      () => true,
      () => false,
    ));
  const outcome = removed
    ? 'nothing was changed'
    : `remote target ${target.arn} is left behind: remove it by hand`;
  const message = `Replication of '${origin}' was not set up: adding the rule failed (${failure.message}); ${outcome}.`;
  throw failure.withMessage(message, failure.detailedMessage && `${message} [${failure.detailedMessage}]`);
}

/** Remote target, then one more rule beside the existing ones. */
async function replicateBucket(ctx: RequestClients, plan: Plan, origin: string, destination: string) {
  const config = await readReplicationConfig(ctx.s3, origin);
  const arn = await setRemoteTarget(ctx, plan, origin, destination);
  const reused = config.rules.some((rule) => rule.destinationBucket === arn);
  const rules = [...config.rules, newRule(config, arn, plan.options)];
  await writeReplicationConfig(ctx.s3, origin, { ...config, rules }).catch((error: unknown) =>
    rollBack(ctx, plan, origin, { arn, reused }, error),
  );
  if (reused) await updateReusedTarget(ctx, plan, origin, destination, arn);
}

function planFor(body: Request): Plan {
  const { accessKey, secretKey, targetURL, useTLS, region, bucketsRelation, ...options } = body;
  const endpoint = parseTargetUrl(targetURL, useTLS);
  return { access: { endpoint, accessKey, secretKey, region }, relations: bucketsRelation, options };
}

/**
 * Checks made before anything changes: the user may set targets for these buckets and this host, the
 * target answers these keys, every bucket exists on its side.
 */
async function preflight(ctx: RequestClients, { access, relations }: Plan) {
  const origins = relations.map((relation) => relation.originBucket);
  await assertMaySetTargets(ctx, origins);
  assertTargetAllowed(ctx.config.replicationTargetHosts, access.endpoint);
  const twice = origins.find((origin, index) => origins.indexOf(origin) !== index);
  if (twice) throw httpError('badRequest', `Bucket '${twice}' is listed more than once.`);
  const remote = new Set((await listRemoteBuckets(access, ctx.signal)).map((bucket) => bucket.name));
  const missing = relations.find((relation) => !remote.has(relation.destinationBucket));
  if (missing)
    throw httpError(
      'remoteBucketNotFound',
      `Bucket '${missing.destinationBucket}' does not exist on ${access.endpoint.url} (or these keys cannot see it).`,
    );
  for (const origin of origins) await readReplicationConfig(ctx.s3, origin);
}

export async function listExternalBuckets(
  ctx: RequestClients,
  body: { accessKey: string; secretKey: string; targetURL: string; useTLS: boolean },
) {
  await assertMaySetTargets(ctx, []);
  const endpoint = parseTargetUrl(body.targetURL, body.useTLS);
  assertTargetAllowed(ctx.config.replicationTargetHosts, endpoint);
  const access = { endpoint, accessKey: body.accessKey, secretKey: body.secretKey, region: '' };
  return listRemoteBuckets(access, ctx.signal);
}

/** The list wizard: one state per bucket ('' = set up); request-level problems are 4xx before any change. */
export async function setBucketsReplication(ctx: RequestClients, body: Request): Promise<ReplicationState[]> {
  const plan = planFor(body);
  await preflight(ctx, plan);
  const states: ReplicationState[] = [];
  for (const { originBucket, destinationBucket } of plan.relations) {
    const errorString = await replicateBucket(ctx, plan, originBucket, destinationBucket).then(
      () => '',
      (error: unknown) => {
        const failure = toHttpError(error, plan.access.endpoint.url);
        return failure.detailedMessage || failure.message;
      },
    );
    states.push({ originBucket, targetBucket: destinationBucket, errorString });
  }
  return states;
}

const bandwidthBytes = (scalar: number, unit: (typeof bandwidthUnits)[number]) =>
  Math.round(scalar * 1024 ** bandwidthUnits.indexOf(unit));

/** The detail form: the same setup for its one bucket, whose failure is the answer's error. */
export async function addReplicationRule(
  ctx: RequestClients,
  bucket: string,
  form: z.output<typeof addReplicationRuleRequestSchema>,
): Promise<ReplicationState[]> {
  const request = bucketsReplicationRequestSchema.safeParse({
    accessKey: form.accessKey,
    secretKey: form.secretKey,
    targetURL: form.targetURL,
    useTLS: form.useTLS,
    region: form.region,
    bucketsRelation: [{ originBucket: bucket, destinationBucket: form.targetBucket }],
    syncMode: form.replication_mode,
    bandwidth:
      form.replication_mode === 'async' ? bandwidthBytes(form.bandwidth_scalar, form.bandwidth_unit) : 0,
    healthCheckPeriod: form.healthCheck,
    prefix: form.prefix,
    tags: form.tags,
    storageClass: form.storageClass,
    replicateDeleteMarkers: form.deleteMarker,
    replicateDeletes: form.repDelete,
  });
  if (!request.success)
    throw httpError('badRequest', request.error.issues.map((issue) => issue.message).join('; '));
  const plan = planFor(request.data);
  await preflight(ctx, plan);
  await replicateBucket(ctx, plan, bucket, form.targetBucket);
  return [{ originBucket: bucket, targetBucket: form.targetBucket, errorString: '' }];
}
