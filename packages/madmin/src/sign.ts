import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { createHash } from 'node:crypto';

export type Credentials = { accessKeyId: string; secretAccessKey: string; sessionToken?: string };

export type Query = Record<string, string | string[] | undefined>;

export type SignInput = {
  method: string;
  url: URL;
  /** The path as sent, already encoded, when URL would normalise it (an object key with '..' segments). */
  path?: string;
  query?: Query;
  headers?: Record<string, string>;
  body?: Uint8Array;
  /** 'UNSIGNED-PAYLOAD' for a body streamed as it arrives, whose hash is not known before it is sent. */
  payloadHash?: 'UNSIGNED-PAYLOAD';
  credentials: Credentials;
  region?: string;
  service?: 's3' | 'sts';
  signingDate?: Date;
};

export type SignedRequest = { url: string; headers: Record<string, string> };

// RFC 3986 unreserved characters stay as they are; everything else is percent-encoded (space as %20).
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function buildQueryString(query: Query = {}): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    // The signer sorts a repeated key's values; the server reads them in the order sent: send them sorted.
    for (const v of Array.isArray(value) ? [...value].sort() : [value])
      pairs.push(`${encodeRfc3986(key)}=${encodeRfc3986(v)}`);
  }
  return pairs.join('&');
}

export function sha256Hex(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('hex');
}

type Target = Pick<SignInput, 'method' | 'url' | 'path' | 'query' | 'service' | 'region' | 'credentials'>;

function signerFor(input: Target): SignatureV4 {
  return new SignatureV4({
    service: input.service ?? 's3',
    region: input.region ?? 'us-east-1',
    credentials: input.credentials,
    sha256: Sha256,
    uriEscapePath: false,
  });
}

/** The request as the signer takes it, headers aside. */
function requestOf(input: Target) {
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(input.query ?? {})) if (v !== undefined) query[k] = v;
  return {
    method: input.method,
    protocol: input.url.protocol,
    hostname: input.url.hostname,
    ...(input.url.port !== '' && { port: Number(input.url.port) }),
    path: input.path ?? input.url.pathname,
    query,
  };
}

const addressOf = (input: Target, query: Query | undefined) => {
  const qs = buildQueryString(query);
  return `${input.url.origin}${input.path ?? input.url.pathname}${qs ? `?${qs}` : ''}`;
};

/** Signs with SigV4 in the Authorization header, with X-Amz-Content-Sha256 of the exact body unless unsigned. */
export async function signRequest(input: SignInput): Promise<SignedRequest> {
  const body = input.body ?? new Uint8Array(0);
  const signed = await signerFor(input).sign(
    {
      ...requestOf(input),
      headers: {
        ...input.headers,
        host: input.url.host,
        'x-amz-content-sha256': input.payloadHash ?? sha256Hex(body),
      },
      body,
    },
    input.signingDate ? { signingDate: input.signingDate } : {},
  );
  const headers: Record<string, string> = {};
  // fetch sets Host and Content-Length itself, from the URL and the fixed-length body.
  for (const [k, v] of Object.entries(signed.headers)) if (k.toLowerCase() !== 'host') headers[k] = v;
  return { url: addressOf(input, input.query), headers };
}

export type PresignInput = Omit<SignInput, 'body' | 'payloadHash' | 'headers'> & {
  /** Seconds the URL stays valid (SigV4 allows up to 7 days). */
  expiresIn: number;
};

/** A presigned URL (SigV4 in the query): whoever holds it may make this one request until it expires. */
export async function presignUrl(input: PresignInput): Promise<string> {
  const signed = await signerFor(input).presign(
    {
      ...requestOf(input),
      // S3 signs a presigned request's payload as UNSIGNED-PAYLOAD; the header itself is neither
      // signed nor sent.
      headers: { host: input.url.host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    },
    {
      expiresIn: input.expiresIn,
      unsignableHeaders: new Set(['x-amz-content-sha256']),
      unhoistableHeaders: new Set(['x-amz-content-sha256']),
      ...(input.signingDate && { signingDate: input.signingDate }),
    },
  );
  return addressOf(input, signed.query as Query);
}
