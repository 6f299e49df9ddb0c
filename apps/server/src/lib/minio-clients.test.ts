import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { HttpError } from './http-error.ts';
import { refuseUnusableBucketNames } from './minio-clients.ts';

describe('the S3 clients refuse bucket names no route accepts', () => {
  // Nothing listens on port 9: a name that got past the guard would fail to connect instead.
  const client = new S3Client({
    endpoint: 'http://127.0.0.1:9',
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    maxAttempts: 1,
  });
  refuseUnusableBucketNames(client);

  it.each(['\0', 'a/b', 'Not_A_Bucket', 'arn:aws:s3:::x'])(
    'refuses %j before the SDK resolves an endpoint',
    async (bucket) => {
      const sent = client.send(new ListObjectsV2Command({ Bucket: bucket }));
      await expect(sent).rejects.toBeInstanceOf(HttpError);
      await expect(sent).rejects.toMatchObject({
        status: 400,
        message: expect.stringMatching(/^Invalid request: bucket: is not a valid bucket name/),
      });
    },
  );
});
