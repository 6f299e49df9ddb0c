import { rewindParamsSchema, rewindPath, rewindQuerySchema, rewindResponseSchema } from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/config.ts';
import { storageRouteErrors } from '../../lib/storage-errors.ts';
import { requestClientsResolver } from '../../plugins/request-clients.ts';
import { rewindObjects } from './rewind-objects.ts';

/** Rewind: a folder of a versioned bucket as it was at an earlier instant (spec 1 §2.8, §7). */
export const rewindRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const clients = requestClientsResolver(app, config);

  app.get(rewindPath, {
    schema: {
      tags: ['objects'],
      summary: 'One page of a folder as of a date: each key’s version current then (deleted ones flagged)',
      params: rewindParamsSchema,
      querystring: rewindQuerySchema,
      response: { 200: rewindResponseSchema, ...storageRouteErrors },
    },
    handler: async (request) =>
      rewindObjects(clients(request).s3, {
        bucket: request.params.bucket,
        date: request.params.date,
        ...request.query,
      }),
  });
};
