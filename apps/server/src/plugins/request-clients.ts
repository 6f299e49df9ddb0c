import type { S3Client } from '@aws-sdk/client-s3';
import type { AdminClient } from '@granary/madmin';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import { adminClient, s3Client, storageTarget } from '../lib/minio-clients.ts';
import type { StorageTarget } from '../lib/object-stream/object-stream.ts';
import type { Target } from '../lib/targets.ts';
import { requireMinioPrincipal } from './session.ts';

/** What a storage call works with: the user's own S3 and admin clients, for the session's MinIO server. */
export type RequestClients = {
  s3: S3Client;
  admin: AdminClient;
  /** For object bodies, which go as raw signed requests (lib/object-stream) rather than through the SDK. */
  storage: StorageTarget;
  /** The MinIO server the session speaks to. */
  target: Target;
  config: Pick<Config, 'replicationTargetHosts'>;
  /** Aborts when the browser's request goes away: for calls to addresses a user typed. */
  signal: AbortSignal;
};

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The one way a handler gets MinIO clients: built from the request's session on first use, so MinIO
     * enforces the user's own policy on every call. 401 without a session.
     */
    clients(): RequestClients;
  }
}

const responses = new WeakMap<FastifyRequest, ServerResponse>();

/**
 * Aborts when the answer is done or the browser's connection went first: for what a request waits on
 * (a typed address, Prometheus). Not Fastify's request.signal, which follows the request's body and
 * aborts as soon as a POST's body has been read.
 */
export function answerSignal(request: FastifyRequest): AbortSignal {
  const response = responses.get(request);
  const abort = new AbortController();
  if (!response || response.writableFinished || response.destroyed) abort.abort();
  else response.once('close', () => abort.abort());
  return abort.signal;
}

/**
 * Decorates every request with `clients()`. Each request gets its own S3 client, whose sockets close
 * once the answer has gone out.
 */
export function registerRequestClients(app: FastifyInstance, config: Config): void {
  const built = new WeakMap<FastifyRequest, RequestClients>();
  app.addHook('onRequest', async (request, reply) => {
    responses.set(request, reply.raw);
  });
  app.decorateRequest('clients', function (this: FastifyRequest): RequestClients {
    const existing = built.get(this);
    if (existing) return existing;
    const principal = requireMinioPrincipal(this);
    const { target, credentials } = principal;
    // The browser's address as Granary reads it (GRANARY_TRUST_PROXY decides whom to believe).
    const onBehalfOf = { address: this.ip, userAgent: this.headers['user-agent'] ?? '' };
    const clients = {
      s3: s3Client(target, credentials, { onBehalfOf }),
      admin: adminClient(target, credentials, { onBehalfOf }),
      storage: storageTarget(target, credentials, { onBehalfOf }),
      target,
      config,
      signal: answerSignal(this),
    };
    built.set(this, clients);
    return clients;
  });
  app.addHook('onResponse', async (request) => built.get(request)?.s3.destroy());
}
