import multipart from '@fastify/multipart';
import { apiErrorCodes, objectEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../lib/http-error.ts';
import { route } from '../../plugins/endpoints.ts';
import { uploadObjects, uploadRawObject } from './upload-objects.ts';

/** S3's largest object; the stream goes straight to MinIO, so no smaller limit is needed here. */
const MAX_OBJECT_BYTES = 5 * 1024 ** 4;

const neitherFormNorFile = () =>
  new HttpError(
    400,
    apiErrorCodes.badRequest,
    'Send the files as multipart/form-data, or one file as the body with its name in `path`.',
  );

/**
 * The upload in a scope of its own, where no body is parsed but a form: a file sent as the body (a
 * .json or .txt file included) stays unread until it streams to MinIO.
 */
export const uploadRoutes: FastifyPluginAsync = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  await app.register(multipart, {
    limits: { fileSize: MAX_OBJECT_BYTES, files: 1000, fields: 1000, fieldSize: 4096 },
  });

  route(app, endpoints.upload, async (request) => {
    const { bucket } = request.params;
    const { prefix, path } = request.query;
    const form = request.isMultipart();
    if (!form && path === undefined) throw neitherFormNorFile();
    try {
      const uploaded = form
        ? await uploadObjects(request.clients().s3, bucket, prefix, request.parts())
        : await uploadRawObject(request.clients().storage, bucket, {
            prefix,
            path: path ?? '',
            body: request.raw,
          });
      return { uploaded };
    } catch (error) {
      // Nothing more of the body will be read: the rest is read and dropped, so the connection ends
      // cleanly and the browser, which reads the answer once its upload is sent, gets it.
      request.raw.unpipe();
      request.raw.resume();
      throw error;
    }
  });
};
