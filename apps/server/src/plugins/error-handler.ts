import { S3ServiceException } from '@aws-sdk/client-s3';
import { apiErrorCodes } from '@granary/contract';
import { MadminError, MadminUnreachableError } from '@granary/madmin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, httpError, unauthorized } from '../lib/http-error.ts';
import { minioSentence } from '../lib/minio-messages.ts';
import { missingNames, notFoundAnswer, type MissingNames } from '../lib/storage-errors.ts';
import { clearSessionCookie } from './session-cookie.ts';

/** MinIO no longer accepts the session's credentials. (A missing *target* user is a plain 404.) */
const sessionEndingCodes = new Set(['InvalidAccessKeyId', 'ExpiredToken', 'InvalidTokenId']);

function describeValidation(error: FastifyError): string {
  const issues = (error.validation ?? []).map((issue) => {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || issue.params?.['missingProperty'];
    const message = issue.message ?? 'is invalid';
    // The contract's messages mostly name their field already ('limit: must be at most 5000').
    if (!field || message.startsWith(`${String(field)}: `)) return message;
    return `${String(field)}: ${message}`;
  });
  return issues.join('; ') || error.message;
}

/** S3 error codes whose HTTP status MinIO does not always send the way the browser should see it. */
const s3CodeStatus: Record<string, number> = {
  AccessDenied: 403,
  NotFound: 404,
  BucketAlreadyOwnedByYou: 409,
  BucketAlreadyExists: 409,
  BucketNotEmpty: 409,
  InvalidBucketName: 400,
};

const s3Status = (error: S3ServiceException) =>
  s3CodeStatus[error.name] ?? error.$metadata.httpStatusCode ?? 500;

/** Network failures of the S3 SDK (no answer at all), as opposed to MinIO answering with an error. */
const unreachableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EHOSTUNREACH', 'ETIMEDOUT']);
function isUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, errors } = error as Error & { code?: string; errors?: { code?: string }[] };
  return (
    error.name === 'TimeoutError' ||
    unreachableCodes.has(code ?? '') ||
    (errors ?? []).some((inner) => unreachableCodes.has(inner.code ?? ''))
  );
}

/** One mapping for the admin API's and S3's answers: MinIO's own code and message travel as the detail. */
function fromMinio(status: number, code: string, message: string, names: MissingNames): HttpError {
  const detail = `${code}: ${message}`;
  if (sessionEndingCodes.has(code)) return unauthorized(detail);
  const missing = notFoundAnswer(code, names, message, detail);
  if (missing) return missing;
  const sentence = minioSentence(code);
  if (status === 403) return httpError('accessDenied', sentence ?? 'Access denied.', detail);
  if (status === 404) return httpError('notFound', message, detail);
  if (status === 503)
    return httpError('minioUnreachable', 'MinIO is not ready yet. Try again shortly.', detail);
  if (status >= 400 && status < 500)
    return HttpError.fromMinioCode(status, code, sentence ?? message, detail);
  return HttpError.fromMinioCode(502, code, `MinIO failed: ${message}`, detail);
}

/** MinIO's address and the socket error are for logged-in users only: others learn nothing of the network. */
function unreachable(minioServer: string | undefined, cause: string): HttpError {
  return minioServer
    ? httpError('minioUnreachable', `MinIO at ${minioServer} cannot be reached.`, cause)
    : httpError('minioUnreachable', 'MinIO cannot be reached. Try again shortly.');
}

/**
 * Maps every failure to the contract's error shape; MinIO's own code and message travel as the detail.
 * `minioServer` is given when the caller may see MinIO's address (a logged-in user).
 */
export function toHttpError(error: unknown, minioServer?: string): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof MadminUnreachableError) return unreachable(minioServer, error.message);
  if (error instanceof MadminError)
    return fromMinio(error.status, error.code, error.message, missingNames(error));
  if (error instanceof S3ServiceException)
    return fromMinio(s3Status(error), error.name, error.message || error.name, missingNames(error));
  if (isUnreachable(error)) return unreachable(minioServer, String((error as Error).message));
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError) || fastifyError.validation)
    return httpError('badRequest', `Invalid request: ${describeValidation(fastifyError)}`);
  if (fastifyError.statusCode === 429)
    return httpError('tooManyRequests', fastifyError.message || 'Too many requests. Try again later.');
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500)
    return HttpError.fromFramework(fastifyError.statusCode, fastifyError.message);
  return httpError('internal', 'An internal error occurred. Try again.');
}

/** The address of the MinIO server a request speaks to, for a logged-in MinIO user only. */
export function visibleMinioAddress(request: FastifyRequest): string | undefined {
  return request.principal?.kind === 'minio' ? request.principal.target.endpoint.origin : undefined;
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply: FastifyReply) => {
    const httpError = toHttpError(error, visibleMinioAddress(request));
    // A browser that left (a new range, a closed page) aborted the work: nobody to answer, nothing wrong.
    const clientGone = request.raw.destroyed;
    // MinIO (or the Kubernetes API server) being away is an outage to note, once per call, not a fault of
    // Granary's with a stack.
    if (
      httpError.code === apiErrorCodes.minioUnreachable ||
      httpError.code === apiErrorCodes.kubernetesUnreachable ||
      // A tenant's MinIO or console refusing or away (operator mode) is the tenant's, not Granary's.
      httpError.code === apiErrorCodes.tenantUnreachable ||
      httpError.code === apiErrorCodes.tenantFailed
    )
      request.log.warn({ url: request.url, cause: httpError.detailedMessage }, httpError.message);
    else if (httpError.status >= 500 && !clientGone) request.log.error({ err: error }, httpError.message);
    else request.log.debug({ err: error }, httpError.message);
    if (httpError.status === 401) clearSessionCookie(reply);
    return reply.status(httpError.status).send(httpError.toBody());
  });
}
