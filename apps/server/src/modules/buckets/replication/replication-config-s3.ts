import {
  DeleteBucketReplicationCommand,
  GetBucketReplicationCommand,
  PutBucketReplicationCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import type { ReplicationConfig } from '@granary/madmin';
import { buildReplicationConfig, parseReplicationConfig } from '@granary/madmin';
import { s3Code } from '../../../plugins/s3-client.ts';

type RawResponse = { response: { body?: unknown } };

async function bodyBytes(body: unknown): Promise<Uint8Array> {
  if (body instanceof Uint8Array) return body;
  const chunks: Uint8Array[] = [];
  for await (const chunk of body as AsyncIterable<Uint8Array>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The SDK's model drops MinIO's DeleteReplication element, so the configuration is read from the raw XML
 * (captured before the SDK's own parser) and written as our own XML (replacing the serialised body before
 * the checksum is computed); signing and error handling stay the SDK's.
 */
export async function readReplicationConfig(s3: S3Client, bucket: string): Promise<ReplicationConfig> {
  const command = new GetBucketReplicationCommand({ Bucket: bucket });
  let xml = '';
  command.middlewareStack.add(
    (next) => async (args) => {
      const result = (await next(args)) as RawResponse;
      const bytes = await bodyBytes(result.response.body);
      xml = Buffer.from(bytes).toString('utf8');
      result.response.body = bytes;
      return result as never;
    },
    { step: 'deserialize', priority: 'low', name: 'granaryRawReplicationXml' },
  );
  try {
    await s3.send(command);
  } catch (error) {
    if (s3Code(error) === 'ReplicationConfigurationNotFoundError') return { role: '', rules: [] };
    throw error;
  }
  // Never read a missing body as "no rules": that would look like replication being off.
  if (xml.trim() === '') throw new Error('GetBucketReplication answered without a body');
  return parseReplicationConfig(xml);
}

/** MinIO refuses a configuration without rules: no rules left means removing the configuration. */
export async function writeReplicationConfig(
  s3: S3Client,
  bucket: string,
  config: ReplicationConfig,
): Promise<void> {
  if (config.rules.length === 0) {
    await s3.send(new DeleteBucketReplicationCommand({ Bucket: bucket }));
    return;
  }
  const command = new PutBucketReplicationCommand({
    Bucket: bucket,
    ReplicationConfiguration: { Role: config.role, Rules: [] },
  });
  const xml = buildReplicationConfig(config);
  command.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as { body?: unknown; headers: Record<string, string> };
      request.body = xml;
      request.headers['content-length'] = String(Buffer.byteLength(xml));
      return next(args);
    },
    { step: 'build', priority: 'high', name: 'granaryReplicationXml' },
  );
  await s3.send(command);
}
