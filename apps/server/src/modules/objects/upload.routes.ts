import multipart from '@fastify/multipart';
import { objectEndpoints as endpoints } from '@granary/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { route } from '../../plugins/endpoints.ts';
import { uploadObjects, uploadRawObject } from './upload-objects.ts';

/** S3's largest object; the stream goes straight to MinIO, so no smaller limit is needed here. */
const MAX_OBJECT_BYTES = 5 * 1024 ** 4;

const neitherFormNorFile = () =>
  httpError(
    'badRequest',
    'Send the files as multipart/form-data, or one file as the body with its name in `path`.',
  );

/**
 * How long a failed upload's connection still reads and drops what the client sends after the answer.
 * Closed at once, a client still sending meets a reset and can lose the answer: Node's fetch failed with
 * EPIPE in 2 of 18 uploads of upload-minio-killed.int.test.ts, and a socket reading as it sends lost the
 * answer every time; with this wait none did. Chromium read the 503 either way. Two seconds, as Apache's
 * lingering close.
 */
const lingerAfterFailureMs = 2_000;

/**
 * Answers the failure with `Connection: close` and ends the connection with the answer, so the browser
 * stops sending the rest of its file, then drops the socket once the client had time to read the answer.
 */
function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply): void {
  void reply.header('connection', 'close');
  const socket = request.raw.socket;
  // Node ends a `Connection: close` answer with destroySoon(), which destroys the socket as soon as the
  // answer is out: what the client sends meanwhile would meet a reset at once.
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), lingerAfterFailureMs).unref();
  };
  // Nothing more of the body is parsed: what comes until then is read and dropped.
  request.raw.unpipe();
  request.raw.resume();
}

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

  // Every refusal, also one before the handler (no session, another site, a bad name), ends the
  // connection: otherwise Node reads the rest of the body, gigabytes perhaps, to keep it alive.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode >= 400 && !request.raw.readableEnded) closeAfterAnswer(request, reply);
    return payload;
  });

  route(app, endpoints.upload, async (request) => {
    const { bucket } = request.params;
    const { prefix, path } = request.query;
    const form = request.isMultipart();
    if (!form && path === undefined) throw neitherFormNorFile();
    const uploaded = form
      ? await uploadObjects(request.clients().s3, bucket, prefix, request.parts())
      : await uploadRawObject(request.clients().storage, bucket, {
          prefix,
          path: path ?? '',
          body: request.raw,
        });
    return { uploaded };
  });
};
