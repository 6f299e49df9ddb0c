import { S3Client } from '@aws-sdk/client-s3';
import type { MinioTarget } from '../../../../tools/minio/provided.ts';

/** An S3 client with the root user's keys: what tests use to set up and to check what really happened. */
export function rootS3(minio: MinioTarget): S3Client {
  return new S3Client({
    endpoint: minio.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword },
  });
}
