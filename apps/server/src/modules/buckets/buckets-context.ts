import type { S3Client } from '@aws-sdk/client-s3';
import { S3ServiceException } from '@aws-sdk/client-s3';
import { apiErrorCodes, apiErrorSchema } from '@silo/contract';
import type { AdminClient } from '@silo/madmin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { s3ClientFor } from '../../plugins/s3-client.ts';
import { adminClientFor, requirePrincipal } from '../../plugins/session.ts';

/** What every bucket call works with: the user's own S3 and admin clients. */
export type BucketsContext = {
  s3: S3Client;
  admin: AdminClient;
  config: Pick<Config, 'minioServer'>;
};

export type BucketsRoutesOptions = { config: Config; sealingKey: Buffer };

/** The S3 error code (NoSuchBucket, AccessDenied, ...) of a failed S3 call. */
export const s3Code = (error: unknown) => (error instanceof S3ServiceException ? error.name : undefined);

export const bucketNotFound = (name: string) =>
  new HttpError(404, apiErrorCodes.notFound, `Bucket '${name}' does not exist.`);

/**
 * Builds a request's clients from its session; MinIO enforces the user's policy on every call.
 * Each request gets its own S3 client, whose sockets close once the answer has gone out.
 */
export function bucketsContextResolver(app: FastifyInstance, config: Config) {
  const s3Clients = new WeakMap<FastifyRequest, S3Client>();
  app.addHook('onResponse', async (request) => s3Clients.get(request)?.destroy());
  return (request: FastifyRequest): BucketsContext => {
    const principal = requirePrincipal(request);
    const s3 = s3ClientFor(config, principal);
    s3Clients.set(request, s3);
    return { s3, admin: adminClientFor(config, principal), config };
  };
}

/** The error answers every bucket route may give, for the OpenAPI document. */
export const bucketRouteErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  502: apiErrorSchema,
  503: apiErrorSchema,
};
