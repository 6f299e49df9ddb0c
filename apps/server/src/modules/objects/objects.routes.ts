import multipart from '@fastify/multipart';
import {
  bucketObjectParamsSchema,
  deleteObjectQuerySchema,
  deleteObjectsBodySchema,
  deleteObjectsResponseSchema,
  objectDeletePaths,
  downloadObjectQuerySchema,
  objectDownloadPath,
  objectSharePaths,
  shareObjectQuerySchema,
  shareObjectResponseSchema,
  sharedObjectParamsSchema,
  objectUploadPath,
  uploadObjectsQuerySchema,
  uploadObjectsResponseSchema,
  listObjectsQuerySchema,
  listObjectsResponseSchema,
  objectPaths,
} from '@silo/contract';
import { apiErrorCodes } from '@silo/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config/config.ts';
import { HttpError } from '../../lib/http-error.ts';
import { storageRouteErrors } from '../../lib/storage-errors.ts';
import { requestClientsResolver } from '../../plugins/request-clients.ts';
import { publicOrigin } from '../../plugins/proxy-prefix.ts';
import { deleteObjects } from './delete-objects.ts';
import { sendObject } from './download-object.ts';
import { listObjects } from './list-objects.ts';
import { createShareLink, serveSharedObject } from './share-links.ts';
import { uploadObjects } from './upload-objects.ts';

export type ObjectsRoutesOptions = { config: Config; sealingKey: Buffer };

const tags = ['objects'];

/** S3's largest object; the stream goes straight to MinIO, so no smaller limit is needed here. */
const MAX_OBJECT_BYTES = 5 * 1024 ** 4;

export const objectsRoutes: FastifyPluginAsyncZod<ObjectsRoutesOptions> = async (
  app,
  { config, sealingKey },
) => {
  const clients = requestClientsResolver(app, config);
  await app.register(multipart, {
    limits: { fileSize: MAX_OBJECT_BYTES, files: 1000, fields: 1000, fieldSize: 4096 },
  });

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

  app.post(objectUploadPath, {
    schema: {
      tags,
      summary: 'Upload files below a folder (multipart form), each streamed to MinIO as it arrives',
      consumes: ['multipart/form-data'],
      params: bucketObjectParamsSchema,
      querystring: uploadObjectsQuerySchema,
      response: { 200: uploadObjectsResponseSchema, ...storageRouteErrors },
    },
    handler: async (request) => {
      if (!request.isMultipart())
        throw new HttpError(400, apiErrorCodes.badRequest, 'Send the files as multipart/form-data.');
      const uploaded = await uploadObjects(
        clients(request).s3,
        request.params.bucket,
        request.query.prefix,
        request.parts(),
      );
      return { uploaded };
    },
  });

  app.get(objectDownloadPath, {
    schema: {
      tags,
      summary: 'Download an object (or one version) as an attachment; Range requests resume',
      params: bucketObjectParamsSchema,
      querystring: downloadObjectQuerySchema,
      response: storageRouteErrors,
    },
    handler: async (request, reply) =>
      sendObject(
        clients(request).s3,
        {
          bucket: request.params.bucket,
          key: request.query.prefix,
          versionId: request.query.version_id,
          range: request.headers.range,
        },
        reply,
      ),
  });

  app.delete(objectDeletePaths.one, {
    schema: {
      tags,
      summary: 'Delete an object, one version of it, or a folder with everything below it',
      params: bucketObjectParamsSchema,
      querystring: deleteObjectQuerySchema,
      response: { 200: deleteObjectsResponseSchema, ...storageRouteErrors },
    },
    handler: async (request) => {
      const { path, recursive, version_id: versionId } = request.query;
      const deleted = await deleteObjects(clients(request).s3, request.params.bucket, [
        { path, recursive, versionId },
      ]);
      return { deleted };
    },
  });

  app.post(objectDeletePaths.many, {
    schema: {
      tags,
      summary: 'Delete several objects, versions or folders in one request (Delete Selected)',
      params: bucketObjectParamsSchema,
      body: deleteObjectsBodySchema,
      response: { 200: deleteObjectsResponseSchema, ...storageRouteErrors },
    },
    handler: async (request) => {
      const items = request.body.map((item) => ({
        path: item.path,
        recursive: item.recursive,
        versionId: item.versionID,
      }));
      return { deleted: await deleteObjects(clients(request).s3, request.params.bucket, items) };
    },
  });

  app.get(objectSharePaths.create, {
    schema: {
      tags,
      summary: 'A download link for an object that works for its whole term (up to 7 days), session or not',
      params: bucketObjectParamsSchema,
      querystring: shareObjectQuerySchema,
      response: { 200: shareObjectResponseSchema, ...storageRouteErrors },
    },
    handler: async (request) => {
      const { token, expiresAt } = await createShareLink(clients(request), sealingKey, {
        bucket: request.params.bucket,
        key: request.query.prefix,
        versionId: request.query.version_id,
        expiresMs: request.query.expires,
      });
      const path = objectSharePaths.download.replace(':token', token);
      return { url: `${publicOrigin(request)}${path}`, expires_at: expiresAt.toISOString() };
    },
  });

  app.get(objectSharePaths.download, {
    config: { public: true },
    schema: {
      tags,
      summary: 'Download a shared object (no session: the link is the credential)',
      params: sharedObjectParamsSchema,
      response: storageRouteErrors,
    },
    handler: async (request, reply) =>
      serveSharedObject(
        config,
        sealingKey,
        { token: request.params.token, range: request.headers.range },
        reply,
      ),
  });
};
