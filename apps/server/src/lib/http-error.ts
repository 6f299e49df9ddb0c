import type { ApiError, ApiErrorName } from '@granary/contract';
import { apiErrors } from '@granary/contract';

/**
 * An error that reaches the browser as `{code, message, detailedMessage}` with this HTTP status. Granary's
 * own are made by `httpError(name, …)`, which takes code and status together from the contract's table.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detailedMessage: string;

  private constructor(status: number, code: string, message: string, detailedMessage: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.detailedMessage = detailedMessage;
  }

  static of(name: ApiErrorName, message: string, detailedMessage = ''): HttpError {
    const { status, code } = apiErrors[name];
    return new HttpError(status, code, message, detailedMessage);
  }

  /** MinIO refused the call with its own code, which the browser sees as is. */
  static fromMinioCode(status: number, minioCode: string, message: string, detailedMessage = ''): HttpError {
    return new HttpError(status, minioCode, message, detailedMessage);
  }

  /** A request Fastify itself refused (a body too large, a wrong content type), with Fastify's status. */
  static fromFramework(status: number, message: string): HttpError {
    return new HttpError(status, apiErrors.badRequest.code, message, '');
  }

  /** The same failure (status and code) told in other words. */
  withMessage(message: string, detailedMessage = ''): HttpError {
    return new HttpError(this.status, this.code, message, detailedMessage);
  }

  toBody(): ApiError {
    return { code: this.code, message: this.message, detailedMessage: this.detailedMessage };
  }
}

/** One of Granary's own answers, by its name in the contract's `apiErrors` (`httpError('notFound', …)`). */
export const httpError = (name: ApiErrorName, message: string, detailedMessage = ''): HttpError =>
  HttpError.of(name, message, detailedMessage);

export const unauthorized = (detail = '') =>
  httpError('invalidSession', 'Your session has ended. Log in again.', detail);
