import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { byCodeUnits, type ShareLink } from '@granary/contract';
import type { AdminClient, PolicyDocument } from '@granary/madmin';
import type { FastifyReply } from 'fastify';
import { httpError } from '../../lib/http-error.ts';
import { storageTarget } from '../../lib/minio-clients.ts';
import { shareLinkAccountLabels, shareLinkOf } from '../../lib/share-link-accounts.ts';
import { objectNotFound } from '../../lib/storage-errors.ts';
import type { Targets } from '../../lib/targets.ts';
import { sealJson, unsealJson } from '../../lib/token-seal.ts';
import type { RequestClients } from '../../plugins/request-clients.ts';
import { s3Code } from '../../plugins/s3-client.ts';
import { sendObject } from './download-object.ts';

const purpose = Buffer.from('granary-share-link-v1');

/** MinIO refuses service accounts that expire within 15 minutes (a strict limit): keep a margin. */
const MIN_KEY_LIFETIME_MS = 16 * 60 * 1000;

/**
 * What a link carries, sealed: the object, the keys of the access key made only for it, and the MinIO
 * server's id (`t`; links made before targets have none: the configured server).
 */
type ShareClaims = { b: string; k: string; v?: string; ak: string; sk: string; exp: number; t?: string };

export type ShareRequest = { bucket: string; key: string; versionId?: string | undefined; expiresMs: number };

async function assertObjectExists(s3: S3Client, request: ShareRequest): Promise<void> {
  try {
    await s3.send(
      new HeadObjectCommand({
        Bucket: request.bucket,
        Key: request.key,
        ...(request.versionId && { VersionId: request.versionId }),
      }),
    );
  } catch (error) {
    const code = s3Code(error);
    // A HEAD answer has no body to name what is missing: the link's object is.
    if (code === 'NotFound') throw objectNotFound(request.key);
    throw error;
  }
}

/** Read-only access to exactly this object, nothing else the user can reach. */
const objectOnlyPolicy = (bucket: string, key: string): PolicyDocument => ({
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow' as const,
      Action: ['s3:GetObject', 's3:GetObjectVersion'],
      Resource: [`arn:aws:s3:::${bucket}/${key}`],
    },
  ],
});

/**
 * A link that lives its whole term: the user's session only creates a dedicated access key (a
 * service account of the user, limited to GetObject on this object, expiring with the link), whose
 * keys travel sealed inside the link. The console serves the download with them, so the link works
 * after the session has ended and stops when the key expires or is deleted.
 */
export async function createShareLink(clients: RequestClients, sealingKey: Buffer, request: ShareRequest) {
  // IAM has no escape for its wildcards: a key's policy for `a*` would read every object starting with a.
  if (/[*?]/.test(request.key))
    throw httpError(
      'badRequest',
      "Objects whose names contain '*' or '?' cannot be shared: the link's key would reach other objects too.",
    );
  // Nor for `${`: MinIO reads `${aws:username}` in a policy's resource as a variable, so the link's key
  // would be allowed some other name and its link would never open the object.
  if (request.key.includes('${'))
    throw httpError(
      'badRequest',
      "Objects whose names contain '${' cannot be shared: MinIO reads it in the link's key as a policy variable, so the link would never open the object.",
    );
  await assertObjectExists(clients.s3, request);
  const expiresAt = new Date(Date.now() + request.expiresMs);
  const credentials = await clients.admin.addServiceAccount({
    policy: objectOnlyPolicy(request.bucket, request.key),
    // The link itself ends at expiresAt (sealed below); its key may outlive it by minutes only.
    expiration: new Date(Math.max(expiresAt.getTime(), Date.now() + MIN_KEY_LIFETIME_MS)),
    ...shareLinkAccountLabels(request.bucket, request.key),
  });
  const claims: ShareClaims = {
    b: request.bucket,
    k: request.key,
    ...(request.versionId && { v: request.versionId }),
    ak: credentials.accessKey,
    sk: credentials.secretKey,
    exp: expiresAt.getTime(),
    t: clients.target.id,
  };
  return { token: sealJson(sealingKey, purpose, claims), expiresAt };
}

/** The user's links that still work, soonest to expire first. */
export async function listShareLinks(admin: AdminClient): Promise<ShareLink[]> {
  const now = Date.now();
  return (await admin.listServiceAccounts())
    .flatMap((account) => shareLinkOf(account) ?? [])
    .filter((link) => !link.expires_at || Date.parse(link.expires_at) > now)
    .sort((a, b) => byCodeUnits(a.expires_at ?? '', b.expires_at ?? ''));
}

/** Deletes a link's access key, after checking it is one: this never deletes the user's own keys. */
export async function revokeShareLink(admin: AdminClient, accessKey: string): Promise<void> {
  const links = await listShareLinks(admin);
  if (!links.some((link) => link.accessKey === accessKey))
    throw httpError('notFound', `You have no share link with access key '${accessKey}'.`);
  await admin.deleteServiceAccount(accessKey);
}

const invalidLink = () => httpError('notFound', 'This share link is not valid.');

function readClaims(sealingKey: Buffer, token: string): ShareClaims {
  const claims = unsealJson(sealingKey, purpose, token) as ShareClaims | undefined;
  if (!claims || typeof claims.exp !== 'number' || typeof claims.ak !== 'string') throw invalidLink();
  if (claims.exp <= Date.now()) throw httpError('shareExpired', 'This share link has expired.');
  return claims;
}

/** Streams the shared object with the link's own key; a deleted key means the link was revoked. */
export async function serveSharedObject(
  targets: Targets,
  sealingKey: Buffer,
  request: { token: string; range?: string | undefined },
  reply: FastifyReply,
) {
  const claims = readClaims(sealingKey, request.token);
  const target = targets.get(claims.t);
  if (!target) throw invalidLink();
  const storage = storageTarget(target, { accessKeyId: claims.ak, secretAccessKey: claims.sk });
  try {
    return await sendObject(
      storage,
      { bucket: claims.b, key: claims.k, versionId: claims.v, range: request.range },
      reply,
    );
  } catch (error) {
    const code = s3Code(error);
    if (code === 'InvalidAccessKeyId' || code === 'AccessDenied' || code === 'ExpiredToken')
      throw httpError('shareRevoked', 'This share link was revoked or has expired.');
    throw error;
  }
}
