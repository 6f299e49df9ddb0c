import {
  DeleteBucketLifecycleCommand,
  GetBucketLifecycleConfigurationCommand,
  PutBucketLifecycleConfigurationCommand,
  type LifecycleRule as S3LifecycleRule,
} from '@aws-sdk/client-s3';
import type { AddLifecycleRuleRequest, EditLifecycleRuleRequest, LifecycleRule } from '@granary/contract';
import { Readable } from 'node:stream';
import { isDistributed } from '../../../lib/distributed-mode.ts';
import { httpError } from '../../../lib/http-error.ts';
import type { RequestClients } from '../../../plugins/request-clients.ts';
import { s3Code } from '../../../plugins/s3-client.ts';
import { buildRule, editRule, toContractRule } from './lifecycle-rules.ts';

/**
 * MinIO rule settings the S3 SDK does not model: a rewrite of the configuration through the SDK would
 * silently drop them from the other rules.
 */
const minioOnlySettings = ['DelMarkerExpiration', 'ExpiredObjectAllVersions'];

type RawResponse = { response: { statusCode?: number; body?: unknown } };

/** Lets the command's raw XML through unchanged while keeping a copy of it. */
function keepRawBody(command: GetBucketLifecycleConfigurationCommand, keep: (xml: string) => void) {
  command.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const { response } = result as RawResponse;
      if (response.statusCode === 200 && response.body instanceof Readable) {
        const chunks: Buffer[] = [];
        for await (const chunk of response.body) chunks.push(Buffer.from(chunk as Uint8Array));
        const body = Buffer.concat(chunks);
        keep(body.toString('utf8'));
        response.body = Readable.from([body]);
      }
      return result;
    },
    { step: 'deserialize', priority: 'low', name: 'granaryKeepLifecycleXml' },
  );
}

/** The bucket's rules as S3 has them (a bucket without a configuration has none) and its raw XML. */
async function readConfiguration(
  { s3 }: RequestClients,
  bucket: string,
): Promise<{ rules: S3LifecycleRule[]; xml: string }> {
  const command = new GetBucketLifecycleConfigurationCommand({ Bucket: bucket });
  let xml = '';
  keepRawBody(command, (raw) => (xml = raw));
  try {
    const { Rules } = await s3.send(command);
    return { rules: Rules ?? [], xml };
  } catch (error) {
    if (s3Code(error) === 'NoSuchLifecycleConfiguration') return { rules: [], xml: '' };
    throw error;
  }
}

/** The rules, refusing to go on when writing them back would lose settings Granary cannot carry. */
async function readRulesToRewrite(ctx: RequestClients, bucket: string): Promise<S3LifecycleRule[]> {
  const { rules, xml } = await readConfiguration(ctx, bucket);
  const unkept = minioOnlySettings.filter((name) => xml.includes(`<${name}>`));
  if (unkept.length > 0)
    throw httpError(
      'unsupportedLifecycleSettings',
      `This bucket's lifecycle configuration uses MinIO-only settings (${unkept.join(', ')}) that Granary cannot keep when it rewrites the configuration; change it with mc instead.`,
    );
  return rules;
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
  ctx: RequestClients,
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
    if (s3Code(error) === 'InvalidStorageClass')
      throw httpError(
        'badRequest',
        `Storage class ${(changed ? tiersOf(changed) : []).join(', ')} is not a tier configured on this server.`,
        'InvalidStorageClass: Invalid storage class.',
      );
    throw error;
  }
}

/** Spec 1 §6: lifecycle needs a distributed (erasure-coded) server. */
async function assertDistributed({ admin }: RequestClients): Promise<void> {
  const account = await admin.accountInfo();
  if (!isDistributed(account.Server))
    throw httpError(
      'badRequest',
      'Lifecycle rules need a distributed (erasure-coded) server; this server is not.',
    );
}

const ruleNotFound = (bucket: string, id: string) =>
  httpError('notFound', `Bucket '${bucket}' has no lifecycle rule '${id}'.`);

export async function listLifecycleRules(ctx: RequestClients, bucket: string): Promise<LifecycleRule[]> {
  return (await readConfiguration(ctx, bucket)).rules.map(toContractRule);
}

/** Adds one rule next to the existing ones (never replaces them); returns the new rule's id. */
export async function addLifecycleRule(
  ctx: RequestClients,
  bucket: string,
  body: AddLifecycleRuleRequest,
): Promise<string> {
  await assertDistributed(ctx);
  const rules = await readRulesToRewrite(ctx, bucket);
  const rule = buildRule(body);
  await writeRules(ctx, bucket, [...rules, rule], rule);
  return rule.ID ?? '';
}

/** Enables or disables one rule; every other field of every rule stays as it was. */
export async function editLifecycleRule(
  ctx: RequestClients,
  bucket: string,
  id: string,
  body: EditLifecycleRuleRequest,
): Promise<void> {
  await assertDistributed(ctx);
  const rules = await readRulesToRewrite(ctx, bucket);
  if (!rules.some((rule) => rule.ID === id)) throw ruleNotFound(bucket, id);
  const edited = rules.map((rule) => (rule.ID === id ? editRule(rule, body.disable, body.tags) : rule));
  await writeRules(ctx, bucket, edited);
}

export async function deleteLifecycleRule(ctx: RequestClients, bucket: string, id: string): Promise<void> {
  await assertDistributed(ctx);
  const rules = await readRulesToRewrite(ctx, bucket);
  if (!rules.some((rule) => rule.ID === id)) throw ruleNotFound(bucket, id);
  await writeRules(
    ctx,
    bucket,
    rules.filter((rule) => rule.ID !== id),
  );
}
