import { CreateBucketCommand, PutBucketVersioningCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { AdminClient } from '@granary/madmin';
import { rootS3, type MinioKeys } from '@granary/tools/root-s3';
import type { Fixtures } from './fuzz-request.ts';

export const reader = { accessKey: 'fuzz-reader', secretKey: 'fuzz-reader-secret-1' };

export const fixtures: Fixtures = {
  bucket: 'fuzz-data',
  keys: ['hello.txt', 'folder/nested.txt', 'weird name ü.txt', 'folder/'],
  names: [
    'fuzz-data',
    'hello.txt',
    'folder/',
    reader.accessKey,
    'fuzz-group',
    'readonly',
    'readwrite',
    'consoleAdmin',
    'STANDARD',
    'arn:minio:replication::fuzz:fuzz-data',
    'GOVERNANCE',
    'https://127.0.0.1:1',
  ],
  /** Numbered things Granary itself defines: dashboard widgets. */
  ids: ['9', '52', '66'],
};

/** Puts back what the fuzzer aims at (its own calls may have deleted any of it); never fails. */
export async function ensureFixtures(minio: MinioKeys): Promise<void> {
  const s3 = rootS3(minio);
  const admin = new AdminClient({
    endpoint: minio.endpoint,
    credentials: { accessKeyId: minio.rootUser, secretAccessKey: minio.rootPassword },
  });
  const attempts = [
    () => s3.send(new CreateBucketCommand({ Bucket: fixtures.bucket, ObjectLockEnabledForBucket: true })),
    () =>
      s3.send(
        new PutBucketVersioningCommand({
          Bucket: fixtures.bucket,
          VersioningConfiguration: { Status: 'Enabled' },
        }),
      ),
    ...fixtures.keys.map(
      (key) => () =>
        s3.send(new PutObjectCommand({ Bucket: fixtures.bucket, Key: key, Body: `content of ${key}` })),
    ),
    () => admin.addUser(reader.accessKey, reader.secretKey),
    () => admin.setPolicy({ policyNames: ['readonly'], entityName: reader.accessKey, isGroup: false }),
    () => admin.updateGroupMembers({ group: 'fuzz-group', members: [reader.accessKey], isRemove: false }),
  ];
  for (const attempt of attempts) await attempt().catch(() => undefined);
  s3.destroy();
}
