import { apiErrorCodes } from '@silo/contract';
import { MadminError, MadminUnreachableError } from '@silo/madmin';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/http-error.ts';
import { clearSessionCookie } from './session-cookie.ts';

/** MinIO no longer accepts the session's credentials. (A missing *target* user is a plain 404.) */
const sessionEndingCodes = new Set(['InvalidAccessKeyId', 'ExpiredToken', 'InvalidTokenId']);

function describeValidation(error: FastifyError): string {
  const issues = (error.validation ?? []).map((issue) => {
    const field =
      issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || issue.params?.['missingProperty'];
    return field ? `${String(field)}: ${issue.message ?? 'is invalid'}` : (issue.message ?? 'is invalid');
  });
  return issues.join('; ') || error.message;
}

/** Maps every failure to the contract's error shape; MinIO's own code and message travel as the detail. */
export function toHttpError(error: unknown, minioServer: string): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof MadminUnreachableError)
    return new HttpError(
      503,
      apiErrorCodes.minioUnreachable,
      `MinIO at ${minioServer} cannot be reached.`,
      error.message,
    );
  if (error instanceof MadminError) {
    const detail = `${error.code}: ${error.message}`;
    if (sessionEndingCodes.has(error.code))
      return new HttpError(
        401,
        apiErrorCodes.invalidSession,
        'Your session has ended. Log in again.',
        detail,
      );
    if (error.status === 403) return new HttpError(403, apiErrorCodes.accessDenied, 'Access denied.', detail);
    if (error.status === 404) return new HttpError(404, apiErrorCodes.notFound, error.message, detail);
    if (error.status === 503)
      return new HttpError(
        503,
        apiErrorCodes.minioUnreachable,
        'MinIO is not ready yet. Try again shortly.',
        detail,
      );
    if (error.status >= 400 && error.status < 500)
      return new HttpError(error.status, error.code, error.message, detail);
    return new HttpError(502, error.code, `MinIO failed: ${error.message}`, detail);
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError) || fastifyError.validation)
    return new HttpError(
      400,
      apiErrorCodes.badRequest,
      `Invalid request: ${describeValidation(fastifyError)}`,
    );
  if (fastifyError.statusCode === 429)
    return new HttpError(
      429,
      apiErrorCodes.tooManyRequests,
      fastifyError.message || 'Too many requests. Try again later.',
    );
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500)
    return new HttpError(fastifyError.statusCode, apiErrorCodes.badRequest, fastifyError.message);
  return new HttpError(500, apiErrorCodes.internal, 'An internal error occurred. Try again.');
}

export function registerErrorHandler(app: FastifyInstance, minioServer: string): void {
  app.setErrorHandler((error, request, reply: FastifyReply) => {
    const httpError = toHttpError(error, minioServer);
    if (httpError.status >= 500) request.log.error({ err: error }, httpError.message);
    else request.log.debug({ err: error }, httpError.message);
    if (httpError.status === 401) clearSessionCookie(reply);
    return reply.status(httpError.status).send(httpError.toBody());
  });
}
