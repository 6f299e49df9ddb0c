import {
  bucketObjectParamsSchema,
  listObjectsQuerySchema,
  listObjectsResponseSchema,
  objectPaths,
} from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/config.ts';
import { storageRouteErrors } from '../../lib/storage-errors.ts';
import { requestClientsResolver } from '../../plugins/request-clients.ts';
import { listObjects } from './list-objects.ts';

export type ObjectsRoutesOptions = { config: Config; sealingKey: Buffer };

const tags = ['objects'];

export const objectsRoutes: FastifyPluginAsyncZod<ObjectsRoutesOptions> = async (app, { config }) => {
  const clients = requestClientsResolver(app, config);

  app.get(objectPaths.objects, {
    schema: {
      tags,
      summary: 'One page of a folder (or search prefix): folders first, then files, and the next page token',
      params: bucketObjectParamsSchema,
      querystring: listObjectsQuerySchema,
      response: { 200: listObjectsResponseSchema, ...storageRouteErrors },
    },
    handler: async (request) => {
      const { prefix, limit, token, with_versions: withVersions } = request.query;
      return listObjects(clients(request).s3, {
        bucket: request.params.bucket,
        prefix,
        limit,
        token,
        withVersions,
      });
    },
  });
};
