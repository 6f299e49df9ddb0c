import { directUploadEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoints.ts';
import {
  abortDirectUpload,
  completeDirectUpload,
  presignParts,
  startDirectUpload,
} from './direct-transfers.ts';

/** Multipart uploads the browser sends to MinIO itself (GRANARY_S3_PUBLIC_URL); 409 while that is unset. */
export const directUploadRoutes: FastifyPluginAsync = async (app) => {
  route(app, endpoints.start, async (request) =>
    startDirectUpload(request.clients(), request.params.bucket, request.body),
  );

  route(app, endpoints.presignParts, async (request) => {
    const { bucket, uploadId } = request.params;
    const { target, storage } = request.clients();
    const signed = { target, credentials: storage.credentials };
    return presignParts(signed, { bucket, key: request.body.key, uploadId }, request.body.part_numbers);
  });

  route(app, endpoints.complete, async (request) => {
    const { bucket, uploadId } = request.params;
    return { uploaded: await completeDirectUpload(request.clients(), { bucket, uploadId }, request.body) };
  });

  route(app, endpoints.abort, async (request) => {
    const { bucket, uploadId } = request.params;
    await abortDirectUpload(request.clients(), { bucket, key: request.query.key, uploadId });
    return { ok: true as const };
  });
};
