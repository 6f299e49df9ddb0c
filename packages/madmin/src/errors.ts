import { XMLParser } from 'fast-xml-parser';
import type { HeaderReader } from './http.ts';

export type MadminErrorFields = {
  code: string;
  message: string;
  status: number;
  requestId?: string;
  resource?: string;
  /** The bucket and object key MinIO's S3 error names, when it names them. */
  bucket?: string;
  key?: string;
};

/** An error answer from MinIO: `code` is MinIO's Code (e.g. 'XMinioAdminNoSuchUser'), `status` the HTTP status. */
export class MadminError extends Error {
  override name = 'MadminError';
  code: string;
  status: number;
  requestId?: string;
  resource?: string;
  bucket?: string;
  key?: string;

  constructor(fields: MadminErrorFields) {
    super(fields.message);
    this.code = fields.code;
    this.status = fields.status;
    if (fields.requestId !== undefined) this.requestId = fields.requestId;
    if (fields.resource !== undefined) this.resource = fields.resource;
    if (fields.bucket !== undefined) this.bucket = fields.bucket;
    if (fields.key !== undefined) this.key = fields.key;
  }
}

/** MinIO could not be reached (connection refused, DNS failure, timeout, connection reset). */
export class MadminUnreachableError extends Error {
  override name = 'MadminUnreachableError';
}

// htmlEntities: MinIO escapes quotes in messages as numeric references (&#39;, &#34;).
const xml = new XMLParser({
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
  htmlEntities: true,
});

type RawError = {
  Code?: unknown;
  Message?: unknown;
  Resource?: unknown;
  RequestId?: unknown;
  BucketName?: unknown;
  Key?: unknown;
};

function pickXmlError(text: string): RawError | undefined {
  const doc = xml.parse(text) as Record<string, unknown>;
  const root = (doc['Error'] ?? doc['ErrorResponse']) as Record<string, unknown> | undefined;
  if (!root || typeof root !== 'object') return undefined;
  // STS wraps the fields: <ErrorResponse><Error><Code/>…</Error><RequestId/></ErrorResponse>.
  const inner = root['Error'];
  return inner && typeof inner === 'object'
    ? { RequestId: root['RequestId'], ...(inner as RawError) }
    : (root as RawError);
}

function pickJsonError(text: string): RawError | undefined {
  const value: unknown = JSON.parse(text);
  return value && typeof value === 'object' && 'Code' in value ? (value as RawError) : undefined;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

/** Builds a MadminError from an error response body (JSON or XML) and headers. */
export function parseErrorResponse(status: number, body: string, headers?: HeaderReader): MadminError {
  const trimmed = body.trim();
  let raw: RawError | undefined;
  try {
    raw = trimmed.startsWith('<')
      ? pickXmlError(trimmed)
      : trimmed.startsWith('{')
        ? pickJsonError(trimmed)
        : undefined;
  } catch {
    raw = undefined;
  }
  const headerCode = headers?.get('x-minio-error-code');
  const headerMessage = headers?.get('x-minio-error-desc')?.replace(/^"|"$/g, '');
  const code = str(raw?.Code) ?? headerCode ?? `HTTP${status}`;
  const message =
    str(raw?.Message) ?? headerMessage ?? (trimmed.slice(0, 200) || `MinIO answered HTTP ${status}`);
  const requestId = str(raw?.RequestId) ?? headers?.get('x-amz-request-id');
  const resource = str(raw?.Resource);
  const bucket = str(raw?.BucketName);
  const key = str(raw?.Key);
  return new MadminError({
    code,
    message,
    status,
    ...(requestId !== undefined && { requestId }),
    ...(resource !== undefined && { resource }),
    ...(bucket !== undefined && { bucket }),
    ...(key !== undefined && { key }),
  });
}

/** Maps a failed request to MadminUnreachableError, keeping caller aborts as they are. */
export function toTransportError(error: unknown, url: string, callerSignal?: AbortSignal): unknown {
  if (callerSignal?.aborted) return error;
  if (error instanceof MadminError || error instanceof MadminUnreachableError) return error;
  // A request Node refuses to build (a header value it cannot send) is no network failure.
  if (error instanceof TypeError && error.cause === undefined) return error;
  // Node's network errors name their cause in `code` (ECONNREFUSED, ENOTFOUND, ECONNRESET).
  const { name, code, message } = (error ?? {}) as { name?: string; code?: string; message?: string };
  const detail = name === 'TimeoutError' ? 'timed out' : (code ?? message ?? 'network error');
  return new MadminUnreachableError(`MinIO at ${new URL(url).origin} is unreachable: ${detail}`, {
    cause: error,
  });
}
