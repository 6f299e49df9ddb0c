import type { Agent } from 'node:http';
import { S3Client } from '@aws-sdk/client-s3';
import { existingBucketNameProblem } from '@granary/contract';
import { AdminClient, USER_AGENT, callerHeaders, type Credentials, type OnBehalfOf } from '@granary/madmin';
import { httpError } from './http-error.ts';
import type { StorageTarget } from './object-stream/object-stream.ts';
import type { Target } from './targets.ts';

/**
 * The one place MinIO clients are built, each for a target and a set of credentials: the session's
 * own, a link's dedicated key, or the keys a user typed for a remote server.
 */
export type ClientOptions = {
  /** The user a call is made for, passed on so that MinIO records who did what from where. */
  onBehalfOf?: OnBehalfOf | undefined;
  /** For addresses a user typed: how long to wait for the connection. */
  connectTimeoutMs?: number;
  /** Connections of their own (a tenant's MinIO, trusted by the cluster's CA). */
  agent?: Agent;
};

/** An admin (madmin) client. */
export function adminClient(
  target: Target,
  credentials: Credentials,
  options: ClientOptions = {},
): AdminClient {
  return new AdminClient({
    endpoint: target.endpoint.toString(),
    credentials,
    region: target.region,
    ...(options.onBehalfOf && { onBehalfOf: options.onBehalfOf }),
    ...(options.agent && { agent: options.agent }),
  });
}

/** An S3 client (path-style); the caller destroys it once done. */
export function s3Client(target: Target, credentials: Credentials, options: ClientOptions = {}): S3Client {
  const client = new S3Client({
    endpoint: target.endpoint.origin,
    region: target.region,
    forcePathStyle: true,
    customUserAgent: USER_AGENT,
    credentials,
    maxAttempts: 1,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(options.connectTimeoutMs !== undefined && {
      requestHandler: { connectionTimeout: options.connectTimeoutMs },
    }),
  });
  refuseUnusableBucketNames(client);
  if (options.onBehalfOf) {
    const headers = callerHeaders(options.onBehalfOf);
    // Last, after the SDK wrote its own user agent: MinIO records this one.
    client.middlewareStack.add(
      (next) => (args) => {
        const request = args.request as { headers?: Record<string, string> };
        if (request.headers) Object.assign(request.headers, headers);
        return next(args);
      },
      { step: 'finalizeRequest', priority: 'low', name: 'granaryOnBehalfOf' },
    );
  }
  return client;
}

/** Where object bodies go as raw signed requests (lib/object-stream), rather than through the SDK. */
export function storageTarget(
  target: Target,
  credentials: Credentials,
  options: Pick<ClientOptions, 'onBehalfOf'> = {},
): StorageTarget {
  return {
    origin: target.endpoint,
    region: target.region,
    credentials,
    ...(options.onBehalfOf && { onBehalfOf: options.onBehalfOf }),
  };
}

/** What an STS call needs of the target: the address it posts to and the region it signs for. */
export function stsTarget(target: Target): { endpoint: string; region: string } {
  return { endpoint: target.endpoint.toString(), region: target.region };
}

/**
 * The last guard before the SDK: its endpoint cache, shared by every S3 client in the process, keys an
 * absent bucket as "\0", so one call naming the bucket "\0" would send everyone's ListBuckets to
 * `/%00/`. Every entry validates names by the contract first; this refuses whatever slipped past one.
 */
export function refuseUnusableBucketNames(client: S3Client): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      const bucket = (args.input as { Bucket?: unknown }).Bucket;
      const problem = typeof bucket === 'string' ? existingBucketNameProblem(bucket) : undefined;
      if (problem) throw httpError('badRequest', `Invalid request: bucket: ${problem}`);
      return next(args);
    },
    { step: 'initialize', priority: 'high', name: 'granaryBucketNames' },
  );
}
