// Integration-test helpers: small signed S3 calls (make bucket, versioning, put object) on a test server.
import { signRequest } from './sign.ts';
import type { MinioTarget } from './test-targets.ts';

const VERSIONING =
  '<VersioningConfiguration xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Status>Enabled</Status></VersioningConfiguration>';

/** One signed S3 request; resolves with the status and body text (never throws on HTTP errors). */
export async function s3Request(
  t: MinioTarget,
  method: 'PUT' | 'DELETE' | 'GET',
  path: string,
  opts: { query?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; text: string }> {
  const body = opts.body === undefined ? undefined : new TextEncoder().encode(opts.body);
  const signed = await signRequest({
    method,
    url: new URL(path, t.endpoint),
    ...(opts.query && { query: opts.query }),
    headers: {},
    ...(body && { body }),
    credentials: { accessKeyId: t.rootUser, secretAccessKey: t.rootPassword },
  });
  const response = await fetch(signed.url, { method, headers: signed.headers, ...(body && { body }) });
  return { status: response.status, text: await response.text() };
}

async function expectOk(result: Promise<{ status: number; text: string }>, what: string): Promise<void> {
  const { status, text } = await result;
  if (status !== 200) throw new Error(`${what}: HTTP ${status} ${text}`);
}

export async function makeBucket(t: MinioTarget, bucket: string, opts: { versioned?: boolean } = {}) {
  await expectOk(s3Request(t, 'PUT', `/${bucket}`), `make bucket ${bucket}`);
  if (opts.versioned) await setBucketVersioning(t, bucket);
}

export function setBucketVersioning(t: MinioTarget, bucket: string): Promise<void> {
  const request = s3Request(t, 'PUT', `/${bucket}`, { query: { versioning: '' }, body: VERSIONING });
  return expectOk(request, `enable versioning on ${bucket}`);
}

export function putObject(t: MinioTarget, bucket: string, key: string, body: string) {
  return s3Request(t, 'PUT', `/${bucket}/${key}`, { body });
}
