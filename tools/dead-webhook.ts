// A notification target nobody listens on: an upload to a bucket subscribed to it makes MinIO log an
// error ("connection refused") in its console log, which the Error Logs tests read.
import {
  CreateBucketCommand,
  PutBucketNotificationConfigurationCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { rootS3, type MinioKeys } from './root-s3.ts';

/** MinIO's environment for the target (a webhook to port 1 of loopback). */
export const deadWebhookEnv = {
  MINIO_NOTIFY_WEBHOOK_ENABLE_DEAD: 'on',
  MINIO_NOTIFY_WEBHOOK_ENDPOINT_DEAD: 'http://127.0.0.1:1/hook',
};

/** Creates `bucket` subscribed to the dead target and uploads into it: MinIO then logs the failure. */
export async function makeMinioLogAnError(minio: MinioKeys, bucket: string): Promise<void> {
  const s3 = rootS3(minio);
  await s3.send(new CreateBucketCommand({ Bucket: bucket })).catch(() => undefined);
  await s3.send(
    new PutBucketNotificationConfigurationCommand({
      Bucket: bucket,
      NotificationConfiguration: {
        QueueConfigurations: [{ QueueArn: 'arn:minio:sqs::DEAD:webhook', Events: ['s3:ObjectCreated:*'] }],
      },
    }),
  );
  await s3.send(new PutObjectCommand({ Bucket: bucket, Key: `trigger-${Date.now()}`, Body: 'x' }));
}
