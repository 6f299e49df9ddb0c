import {
  bucketObjectParamsSchema,
  objectDetailPaths,
  objectInfoSchema,
  objectTargetQuerySchema,
  objectUpdatedResponseSchema,
  setLegalHoldBodySchema,
  setRetentionBodySchema,
  setTagsBodySchema,
} from '@silo/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/config.ts';
import { storageRouteErrors } from '../../lib/storage-errors.ts';
import { requestClientsResolver } from '../../plugins/request-clients.ts';
import { readObjectInfo } from './object-info.ts';
import { clearRetention, setLegalHold, setRetention, setTags } from './object-protection.ts';

export type ObjectDetailRoutesOptions = { config: Config };

const tags = ['objects'];
const updated = { 200: objectUpdatedResponseSchema, ...storageRouteErrors };
const ok = { ok: true } as const;

type TargetRequest = FastifyRequest<{
  Params: { bucket: string };
  Querystring: { prefix: string; version_id?: string | undefined };
}>;
const targetOf = (request: TargetRequest) => ({
  bucket: request.params.bucket,
  key: request.query.prefix,
  versionId: request.query.version_id,
});

/** The object detail screen: one object's facts, retention, legal hold and tags (spec 1 §2.8). */
export const objectDetailRoutes: FastifyPluginAsyncZod<ObjectDetailRoutesOptions> = async (
  app,
  { config },
) => {
  const clients = requestClientsResolver(app, config);
  const base = { params: bucketObjectParamsSchema, querystring: objectTargetQuerySchema, tags };

  app.get(objectDetailPaths.info, {
    schema: {
      ...base,
      summary: 'One object (or version): size, dates, etag, legal hold, retention, tags and metadata',
      response: { 200: objectInfoSchema, ...storageRouteErrors },
    },
    handler: async (request) => readObjectInfo(clients(request).s3, targetOf(request)),
  });

  app.put(objectDetailPaths.retention, {
    schema: {
      ...base,
      summary: 'Set the retention of an object (bucket with object lock)',
      body: setRetentionBodySchema,
      response: updated,
    },
    handler: async (request) => {
      await setRetention(clients(request).s3, targetOf(request), request.body);
      return ok;
    },
  });

  app.delete(objectDetailPaths.retention, {
    schema: { ...base, summary: 'Remove governance retention from an object', response: updated },
    handler: async (request) => {
      await clearRetention(clients(request).s3, targetOf(request));
      return ok;
    },
  });

  app.put(objectDetailPaths.tags, {
    schema: {
      ...base,
      summary: "Replace an object's tags (at most 10)",
      body: setTagsBodySchema,
      response: updated,
    },
    handler: async (request) => {
      await setTags(clients(request).s3, targetOf(request), request.body.tags);
      return ok;
    },
  });

  app.put(objectDetailPaths.legalHold, {
    schema: {
      ...base,
      summary: 'Turn the legal hold of an object on or off',
      body: setLegalHoldBodySchema,
      response: updated,
    },
    handler: async (request) => {
      await setLegalHold(clients(request).s3, targetOf(request), request.body.status === 'enabled');
      return ok;
    },
  });
};
