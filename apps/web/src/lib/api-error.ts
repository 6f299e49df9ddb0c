/** A failed API call: the HTTP status (0 when the request never got a response) and the error body. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly detailedMessage: string;

  constructor(status: number, body: { code?: string; message?: string; detailedMessage?: string }) {
    super(body.message || `Error ${status}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = body.code ?? '';
    this.detailedMessage = body.detailedMessage ?? '';
  }
}

/** 401, or no response at all: the session is gone (spec §8). */
export function isSessionLost(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 401 || error.status === 0);
}
