import { rewindEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import { rewindObjects } from './rewind-objects.ts';

/** Rewind: a folder of a versioned bucket as it was at an earlier instant (spec 1 §2.8, §7). */
/** `config` is no longer used (clients come from the request); app.ts still passes it. */
export const rewindRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.list, async (request) =>
    rewindObjects(request.clients().s3, {
      bucket: request.params.bucket,
      date: new Date(request.params.date),
      ...request.query,
    }),
  );
};
