import type { ApiError, ApiErrorCode } from '@granary/contract';
import { apiErrorCodes } from '@granary/contract';

/** An error that reaches the browser as `{code, message, detailedMessage}` with this HTTP status. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detailedMessage: string;

  constructor(status: number, code: ApiErrorCode, message: string, detailedMessage = '') {
    super(message);
    this.status = status;
    this.code = code;
    this.detailedMessage = detailedMessage;
  }

  /** MinIO refused the call with its own code, which the browser sees as is. */
  static fromMinioCode(status: number, minioCode: string, message: string, detailedMessage = ''): HttpError {
    const error = new HttpError(status, apiErrorCodes.badRequest, message, detailedMessage);
    (error as { code: string }).code = minioCode;
    return error;
  }

  /** The same failure (status and code) told in other words. */
  withMessage(message: string, detailedMessage = ''): HttpError {
    const error = new HttpError(this.status, apiErrorCodes.badRequest, message, detailedMessage);
    (error as { code: string }).code = this.code;
    return error;
  }

  toBody(): ApiError {
    return { code: this.code, message: this.message, detailedMessage: this.detailedMessage };
  }
}

export const unauthorized = (detail = '') =>
  new HttpError(401, apiErrorCodes.invalidSession, 'Your session has ended. Log in again.', detail);
