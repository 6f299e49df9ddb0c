import type { Readable } from 'node:stream';
import {
  callerHeaders,
  encodeRfc3986,
  signRequest,
  type Credentials,
  type OnBehalfOf,
} from '@granary/madmin';
import { exchange, type OpenAnswer } from './exchange.ts';

/** Where and as whom: MinIO's origin and region, and the user's own credentials. */
export type StorageTarget = {
  origin: URL;
  region: string;
  credentials: Credentials;
  /** The user a transfer is made for, passed on so that MinIO records who moved what from where. */
  onBehalfOf?: OnBehalfOf;
};

export type ObjectAddress = { bucket: string; key: string; versionId?: string | undefined };

/** Path-style, each key segment encoded as S3 signs it; '/' stays, '..' stays a segment. */
export const objectPath = ({ bucket, key }: Pick<ObjectAddress, 'bucket' | 'key'>) =>
  `/${encodeRfc3986(bucket)}/${key.split('/').map(encodeRfc3986).join('/')}`;

async function signedExchange(
  target: StorageTarget,
  address: ObjectAddress,
  method: 'GET' | 'PUT',
  headers: Record<string, string>,
  body?: Readable,
): Promise<OpenAnswer> {
  const path = objectPath(address);
  const signed = await signRequest({
    method,
    url: target.origin,
    path,
    query: address.versionId ? { versionId: address.versionId } : {},
    headers: {
      ...headers,
      ...callerHeaders(target.onBehalfOf),
    },
    ...(body && { payloadHash: 'UNSIGNED-PAYLOAD' as const }),
    credentials: target.credentials,
    region: target.region,
  });
  return exchange({
    origin: target.origin,
    target: signed.url.slice(target.origin.origin.length),
    method,
    headers: signed.headers,
    ...(body && { body }),
  });
}

/**
 * GetObject as a raw signed request: resolves once MinIO answered 2xx with the head, the body still
 * unread (OpenAnswer.pipe); MinIO's error answers reject as MadminError.
 */
export function getObjectStream(target: StorageTarget, address: ObjectAddress, range?: string) {
  return signedExchange(target, address, 'GET', range ? { range } : {});
}

export type PutObjectInput = { body: Readable; length: number; contentType: string };

/** PutObject in one streamed request, its body passed on as it arrives (unsigned payload). */
export async function putObjectStream(target: StorageTarget, address: ObjectAddress, input: PutObjectInput) {
  const answer = await signedExchange(
    target,
    address,
    'PUT',
    { 'content-length': String(input.length), 'content-type': input.contentType },
    input.body,
  );
  answer.abort();
  const etag = answer.head.headers.get('etag')?.replaceAll('"', '') ?? '';
  const versionId = answer.head.headers.get('x-amz-version-id') ?? undefined;
  return { etag, versionId };
}
