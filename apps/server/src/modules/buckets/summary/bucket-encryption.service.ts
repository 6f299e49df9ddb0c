import {
  DeleteBucketEncryptionCommand,
  GetBucketEncryptionCommand,
  PutBucketEncryptionCommand,
  type ServerSideEncryptionByDefault,
} from '@aws-sdk/client-s3';
import type { BucketEncryptionInfo, EncryptionType } from '@granary/contract';
import type { RequestClients } from '../../../plugins/request-clients.ts';
import { s3Code } from '../../../plugins/s3-client.ts';
import { badRequest, onBucket } from './summary-common.ts';

const disabled: BucketEncryptionInfo = {
  enabled: false,
  algorithm: '',
  encType: 'disabled',
  kmsMasterKeyID: '',
};

/** Spec 1 §8: 'The server side encryption configuration was not found' only means encryption is off. */
export async function getBucketEncryption(
  { s3 }: RequestClients,
  bucket: string,
): Promise<BucketEncryptionInfo> {
  return onBucket(bucket, async () => {
    try {
      const answer = await s3.send(new GetBucketEncryptionCommand({ Bucket: bucket }));
      const rule = answer.ServerSideEncryptionConfiguration?.Rules?.[0]?.ApplyServerSideEncryptionByDefault;
      if (!rule?.SSEAlgorithm) return disabled;
      return {
        enabled: true,
        algorithm: rule.SSEAlgorithm,
        encType: rule.SSEAlgorithm === 'AES256' ? 'sse-s3' : 'sse-kms',
        kmsMasterKeyID: rule.KMSMasterKeyID ?? '',
      };
    } catch (error) {
      if (s3Code(error) === 'ServerSideEncryptionConfigurationNotFoundError') return disabled;
      throw error;
    }
  });
}

function defaultEncryption(encType: EncryptionType, kmsKeyID: string): ServerSideEncryptionByDefault {
  return encType === 'sse-s3'
    ? { SSEAlgorithm: 'AES256' }
    : { SSEAlgorithm: 'aws:kms', KMSMasterKeyID: kmsKeyID };
}

export async function enableBucketEncryption(
  ctx: RequestClients,
  bucket: string,
  body: { encType: EncryptionType; kmsKeyID: string },
): Promise<BucketEncryptionInfo> {
  await onBucket(bucket, async () => {
    try {
      await ctx.s3.send(
        new PutBucketEncryptionCommand({
          Bucket: bucket,
          ServerSideEncryptionConfiguration: {
            Rules: [{ ApplyServerSideEncryptionByDefault: defaultEncryption(body.encType, body.kmsKeyID) }],
          },
        }),
      );
    } catch (error) {
      // MinIO answers 404 kms:KeyNotFound: the bucket exists, the request named a wrong key.
      if (s3Code(error) === 'kms:KeyNotFound')
        throw badRequest(`KMS key '${body.kmsKeyID}' does not exist on this server. Nothing was changed.`);
      throw error;
    }
  });
  return getBucketEncryption(ctx, bucket);
}

export async function disableBucketEncryption({ s3 }: RequestClients, bucket: string): Promise<void> {
  await onBucket(bucket, () => s3.send(new DeleteBucketEncryptionCommand({ Bucket: bucket })));
}
