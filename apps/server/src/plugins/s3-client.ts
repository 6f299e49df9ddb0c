import { S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { existingBucketNameProblem } from '@granary/contract';
import { MadminError, USER_AGENT, callerHeaders, type OnBehalfOf } from '@granary/madmin';
import type { Config } from '../config/config.ts';
import { httpError } from '../lib/http-error.ts';
import type { Principal } from './session.ts';

/** A fresh S3 client per request, acting with the user's own temporary credentials (path-style). */
export function s3ClientFor(
  config: Pick<Config, 'minioServer' | 'minioRegion'>,
  principal: Principal,
  onBehalfOf?: OnBehalfOf,
): S3Client {
  const client = new S3Client({
    endpoint: config.minioServer.origin,
    region: config.minioRegion || 'us-east-1',
    forcePathStyle: true,
    customUserAgent: USER_AGENT,
    credentials: principal.credentials,
    maxAttempts: 1,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  refuseUnusableBucketNames(client);
  if (onBehalfOf) {
    const headers = callerHeaders(onBehalfOf);
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

/** The S3 error code (NoSuchBucket, AccessDenied, ...) of a failed S3 call, by the SDK or a raw request. */
export const s3Code = (error: unknown) =>
  error instanceof S3ServiceException ? error.name : error instanceof MadminError ? error.code : undefined;

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
