import type { S3Client } from '@aws-sdk/client-s3';
import type { AdminClient } from '@silo/madmin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import { s3ClientFor } from './s3-client.ts';
import { adminClientFor, requirePrincipal } from './session.ts';

/** What a storage call works with: the user's own S3 and admin clients. */
export type RequestClients = {
  s3: S3Client;
  admin: AdminClient;
  config: Pick<Config, 'minioServer'>;
};

/**
 * Builds a request's clients from its session; MinIO enforces the user's policy on every call.
 * Each request gets its own S3 client, whose sockets close once the answer has gone out.
 */
export function requestClientsResolver(app: FastifyInstance, config: Config) {
  const s3Clients = new WeakMap<FastifyRequest, S3Client>();
  app.addHook('onResponse', async (request) => s3Clients.get(request)?.destroy());
  return (request: FastifyRequest): RequestClients => {
    const principal = requirePrincipal(request);
    const s3 = s3ClientFor(config, principal);
    s3Clients.set(request, s3);
    return { s3, admin: adminClientFor(config, principal), config };
  };
}
