import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
} from '@aws-sdk/client-s3';
import {
  MAX_UPLOAD_PARTS,
  type CompleteDirectUploadBody,
  type StartDirectUploadBody,
  type UploadedObject,
} from '@granary/contract';
import { create as contentDisposition } from 'content-disposition';
import { presignUrl, type Credentials } from '@granary/madmin';
import type { Target } from '../../lib/targets.ts';
import { httpError } from '../../lib/http-error.ts';
import { objectPath } from '../../lib/object-stream/object-stream.ts';
import type { RequestClients } from '../../plugins/request-clients.ts';
import { fileName } from './download-object.ts';

/** A presigned URL lives an hour (the session's own credentials may end sooner). */
const PRESIGN_SECONDS = 3600;
const MIB = 1024 * 1024;
/** Parts of 16 MiB (four in flight from the browser), larger only when 10,000 would not hold the file. */
const MIN_PART_SIZE = 16 * MIB;

function publicUrl(target: Target): URL {
  if (!target.publicUrl)
    throw httpError(
      'notConfigured',
      'Direct transfers are off: Granary has no GRANARY_S3_PUBLIC_URL for browsers to reach MinIO at.',
    );
  return target.publicUrl;
}

export function partSize(size: number): number {
  const needed = Math.ceil(size / MAX_UPLOAD_PARTS / MIB) * MIB;
  return Math.max(MIN_PART_SIZE, needed);
}

type Signed = { target: Target; credentials: Credentials };

const presign = (
  { target, credentials }: Signed,
  method: 'GET' | 'PUT',
  address: { bucket: string; key: string },
  query: Record<string, string>,
) =>
  presignUrl({
    method,
    url: publicUrl(target),
    path: objectPath(address),
    query,
    credentials,
    region: target.region,
    expiresIn: PRESIGN_SECONDS,
  });

/** Where to send the browser for a download: MinIO itself, answering with an attachment of bytes. */
export function presignedDownload(
  signed: Signed,
  request: { bucket: string; key: string; versionId?: string | undefined },
) {
  return presign(signed, 'GET', request, {
    ...(request.versionId && { versionId: request.versionId }),
    'response-content-disposition': contentDisposition(fileName(request.key), { type: 'attachment' }),
    'response-content-type': 'application/octet-stream',
  });
}

export async function startDirectUpload(
  clients: RequestClients,
  bucket: string,
  body: StartDirectUploadBody,
) {
  publicUrl(clients.target);
  const size = partSize(body.size);
  if (Math.ceil(body.size / size) > MAX_UPLOAD_PARTS)
    throw httpError('badRequest', 'size: larger than S3 allows in one object.');
  const created = await clients.s3.send(
    new CreateMultipartUploadCommand({
      Bucket: bucket,
      Key: body.key,
      ContentType: body.content_type || 'application/octet-stream',
    }),
  );
  return { upload_id: created.UploadId ?? '', part_size: size };
}

export async function presignParts(
  signed: Signed,
  address: { bucket: string; key: string; uploadId: string },
  partNumbers: number[],
) {
  const urls = await Promise.all(
    partNumbers.map(async (partNumber) => ({
      part_number: partNumber,
      url: await presign(signed, 'PUT', address, {
        partNumber: String(partNumber),
        uploadId: address.uploadId,
      }),
    })),
  );
  return { urls };
}

export async function completeDirectUpload(
  clients: RequestClients,
  address: { bucket: string; uploadId: string },
  body: CompleteDirectUploadBody,
): Promise<UploadedObject[]> {
  const parts = [...body.parts].sort((a, b) => a.part_number - b.part_number);
  const done = await clients.s3.send(
    new CompleteMultipartUploadCommand({
      Bucket: address.bucket,
      Key: body.key,
      UploadId: address.uploadId,
      MultipartUpload: { Parts: parts.map((part) => ({ PartNumber: part.part_number, ETag: part.etag })) },
    }),
  );
  return [
    {
      name: body.key,
      etag: done.ETag?.replaceAll('"', '') ?? '',
      ...(done.VersionId && { version_id: done.VersionId }),
    },
  ];
}

export async function abortDirectUpload(
  clients: RequestClients,
  address: { bucket: string; key: string; uploadId: string },
) {
  await clients.s3.send(
    new AbortMultipartUploadCommand({
      Bucket: address.bucket,
      Key: address.key,
      UploadId: address.uploadId,
    }),
  );
}
