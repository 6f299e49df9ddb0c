import { setTimeout } from 'node:timers/promises';
import { ListBucketsCommand, type S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import type { ApiErrorName } from '@granary/contract';
import type { HttpError } from '../../../lib/http-error.ts';
import { httpError } from '../../../lib/http-error.ts';
import { s3Client } from '../../../lib/minio-clients.ts';
import { targetRegion } from '../../../lib/targets.ts';

/** Where the target MinIO is: `host:port` for MinIO's remote target, `url` for our own S3 calls. */
export type RemoteEndpoint = { host: string; secure: boolean; url: string };
export type RemoteAccess = { endpoint: RemoteEndpoint; accessKey: string; secretKey: string; region: string };

/** A target that does not answer must not hang the wizard (spec: Next lists the external buckets). */
const CONNECT_TIMEOUT_MS = 3000;
/**
 * Every call to a target ends by then, whatever the target does (the SDK's own request timeout only
 * warns); and every failure but the target's own S3 refusal is answered then, so that a closed, a
 * filtered, a silent and a non-S3 port cannot be told apart by when the answer comes.
 */
export const TARGET_DEADLINE_MS = 5000;

const badTarget = (targetURL: string) =>
  httpError(
    'badRequest',
    `Target URL '${targetURL}' is not valid: give a host and optional port, e.g. minio.example.com:9000.`,
  );

/** `host[:port]` with TLS from `useTLS`, or a URL whose scheme decides (spec 1 §5 prefixes the scheme). */
export function parseTargetUrl(targetURL: string, useTLS = true): RemoteEndpoint {
  const trimmed = targetURL.trim();
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed);
  let url: URL;
  try {
    url = new URL(hasScheme ? trimmed : `${useTLS ? 'https' : 'http'}://${trimmed}`);
  } catch {
    throw badTarget(targetURL);
  }
  const plain = url.pathname === '/' && !url.search && !url.hash && !url.username;
  if (!['http:', 'https:'].includes(url.protocol) || !plain || !url.host) throw badTarget(targetURL);
  return { host: url.host, secure: url.protocol === 'https:', url: url.origin };
}

/** The S3 client of a remote MinIO a user typed: its own region, and no more than 3 s to connect. */
export function remoteS3(access: RemoteAccess): S3Client {
  const target = {
    id: 'remote',
    endpoint: new URL(access.endpoint.url),
    region: targetRegion(access.region),
  };
  const credentials = { accessKeyId: access.accessKey, secretAccessKey: access.secretKey };
  return s3Client(target, credentials, { connectTimeoutMs: CONNECT_TIMEOUT_MS });
}

const credentialCodes = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'ExpiredToken']);

/** The detail repeats the message: a modal shows the detail alone when there is one (spec 1 §8). */
export const withCause = (name: ApiErrorName, message: string, cause: string) =>
  httpError(name, message, `${message} (${cause})`);

/**
 * Every failure of a call to the *target* is a 400 about the request's target fields: never the session's
 * 401 (a wrong remote key must not log the user out) nor a 503 about our own MinIO.
 */
function remoteError(endpoint: RemoteEndpoint, error: unknown): HttpError {
  const where = endpoint.url;
  if (error instanceof S3ServiceException) {
    const cause = `${error.name}: ${error.message || error.name}`;
    if (credentialCodes.has(error.name))
      return withCause(
        'remoteCredentials',
        `The target ${where} rejected the access key or secret key.`,
        cause,
      );
    if (error.name === 'AccessDenied')
      return withCause('remoteAccessDenied', `The access key may not list the buckets of ${where}.`, cause);
  }
  return notAnS3Server(where);
}

/**
 * A closed port, a silent one and a port that answers but not as S3 get the same words and no cause,
 * so the answer cannot map which ports are open behind the console.
 */
const notAnS3Server = (where: string) =>
  httpError('remoteUnreachable', `The target ${where} cannot be reached, or it is not an S3 server.`);

/** Whether `error` is the target's own S3 refusal (an answer that says nothing about ports). */
const isS3Refusal = (error: unknown) =>
  error instanceof S3ServiceException && (credentialCodes.has(error.name) || error.name === 'AccessDenied');

/**
 * The buckets the remote credentials can see (S3 ListBuckets on the target), within TARGET_DEADLINE_MS;
 * `signal` is the browser's request: when it goes, so does the call and its connection.
 */
export async function listRemoteBuckets(
  access: RemoteAccess,
  signal: AbortSignal,
): Promise<{ name: string }[]> {
  const s3 = remoteS3(access);
  const started = Date.now();
  const abortSignal = AbortSignal.any([signal, AbortSignal.timeout(TARGET_DEADLINE_MS)]);
  try {
    const listed = await s3.send(new ListBucketsCommand({}), { abortSignal });
    // Any 200 parses as an empty listing; an S3 server always names the owner.
    if (!listed.Owner) throw new Error('The answer is not an S3 bucket listing.');
    return (listed.Buckets ?? []).flatMap((bucket) => (bucket.Name ? [{ name: bucket.Name }] : []));
  } catch (error) {
    if (!isS3Refusal(error) && !signal.aborted)
      await setTimeout(Math.max(0, started + TARGET_DEADLINE_MS - Date.now()), undefined, { signal }).catch(
        () => undefined,
      );
    throw remoteError(access.endpoint, error);
  } finally {
    s3.destroy();
  }
}
