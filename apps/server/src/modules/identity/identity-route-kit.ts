import { apiErrorSchema } from '@silo/contract';
import type { AdminClient } from '@silo/madmin';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.ts';
import { adminClientFor, requirePrincipal } from '../../plugins/session.ts';

export type IdentityRoutesOptions = { config: Config; sealingKey: Buffer };

export const identityErrors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  503: apiErrorSchema,
};

/** The user's own admin client: MinIO enforces their policy on every identity call. */
export const adminFor =
  (config: Config) =>
  (request: FastifyRequest): AdminClient =>
    adminClientFor(config, requirePrincipal(request));
