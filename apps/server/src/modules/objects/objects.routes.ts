import { endpointPath, objectEndpoints as endpoints, shareLinkEndpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config/config.ts';
import { HttpError, httpError } from '../../lib/http-error.ts';
import { route } from '../../plugins/endpoints.ts';
import { publicOrigin } from '../../plugins/proxy-prefix.ts';
import { deleteObjects } from './delete-objects.ts';
import { sendObject } from './download-object.ts';
import { listObjects } from './list-objects.ts';
import { shareLinkErrorPage } from './share-link-error-page.ts';
import { createShareLink, listShareLinks, revokeShareLink, serveSharedObject } from './share-links.ts';
import { directUploadRoutes } from './direct-uploads.routes.ts';
import { presignedDownload } from './direct-transfers.ts';
import { uploadRoutes } from './upload.routes.ts';

export type ObjectsRoutesOptions = { config: Config; sealingKey: Buffer };

export const objectsRoutes: FastifyPluginAsync<ObjectsRoutesOptions> = async (
  app,
  { config, sealingKey },
) => {
  await app.register(uploadRoutes);
  await app.register(directUploadRoutes);

  route(app, endpoints.list, async (request) => {
    const { prefix, limit, token, with_versions: withVersions } = request.query;
    return listObjects(request.clients().s3, {
      bucket: request.params.bucket,
      prefix,
      limit,
      token,
      withVersions,
    });
  });

  route(app, endpoints.download, async (request, reply) => {
    const object = {
      bucket: request.params.bucket,
      key: request.query.prefix,
      versionId: request.query.version_id,
    };
    const { storage, target } = request.clients();
    if (target.publicUrl)
      return reply.redirect(
        await presignedDownload({ target, credentials: storage.credentials }, object),
        302,
      );
    return sendObject(storage, { ...object, range: request.headers.range }, reply);
  });

  route(app, endpoints.deleteOne, async (request) => {
    const { path, recursive, version_id: versionId } = request.query;
    const deleted = await deleteObjects(request.clients().s3, request.params.bucket, [
      { path, recursive, versionId },
    ]);
    return { deleted };
  });

  route(app, endpoints.deleteMany, async (request) => {
    const items = request.body.map((item) => ({
      path: item.path,
      recursive: item.recursive,
      versionId: item.versionID,
    }));
    return { deleted: await deleteObjects(request.clients().s3, request.params.bucket, items) };
  });

  route(app, endpoints.share, async (request) => {
    const { token, expiresAt } = await createShareLink(request.clients(), sealingKey, {
      bucket: request.params.bucket,
      key: request.query.prefix,
      versionId: request.query.version_id,
      expiresMs: request.query.expires,
    });
    const path = endpointPath(endpoints.sharedDownload, { params: { token } });
    return { url: `${publicOrigin(request, config.publicUrl)}${path}`, expires_at: expiresAt.toISOString() };
  });

  route(app, shareLinkEndpoints.list, async (request) => ({
    shareLinks: await listShareLinks(request.clients().admin),
  }));

  route(app, shareLinkEndpoints.revoke, async (request) => {
    await revokeShareLink(request.clients().admin, request.params.accessKey);
    return { ok: true as const };
  });

  route(app, endpoints.shareByGet, async (_request, reply) => {
    reply.header('allow', 'POST');
    throw httpError(
      'methodNotAllowed',
      'Creating a share link changes state: send it as POST with the same query.',
    );
  });

  route(app, endpoints.sharedDownload, async (request, reply) => {
    try {
      return await serveSharedObject(
        app.targets,
        sealingKey,
        { token: request.params.token, range: request.headers.range },
        reply,
      );
    } catch (error) {
      // Whoever opens a link in a browser gets a page that says what happened, not the API's JSON.
      if (error instanceof HttpError && String(request.headers.accept ?? '').includes('text/html'))
        return reply
          .code(error.status)
          .type('text/html; charset=utf-8')
          .send(shareLinkErrorPage(error.message));
      throw error;
    }
  });
};
