import type { ApiError } from '@silo/contract';
import { apiErrorCodes } from '@silo/contract';

/** An error that reaches the browser as `{code, message, detailedMessage}` with this HTTP status. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detailedMessage: string;

  constructor(status: number, code: string, message: string, detailedMessage = '') {
    super(message);
    this.status = status;
    this.code = code;
    this.detailedMessage = detailedMessage;
  }

  toBody(): ApiError {
    return { code: this.code, message: this.message, detailedMessage: this.detailedMessage };
  }
}

export const unauthorized = (detail = '') =>
  new HttpError(401, apiErrorCodes.invalidSession, 'Your session has ended. Log in again.', detail);
