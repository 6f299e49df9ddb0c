import { S3Client } from '@aws-sdk/client-s3';

type MinioKeys = { endpoint: string; rootUser: string; rootPassword: string };

/** The root user's S3 client: how specs set up data and check what MinIO really holds. */
export function rootS3(minio: MinioKeys): S3Client {
  return new S3Client({
    endpoint: minio.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword },
  });
}
