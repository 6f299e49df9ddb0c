import type { EnableBucketEncryptionRequest } from '@granary/contract';
import { disableBucketEncryption } from './disable-bucket-encryption';
import { enableBucketEncryption } from './enable-bucket-encryption';
import { useBucketChange } from './use-bucket-change';

/** null disables encryption (spec 1 §4: choosing Disabled calls the disable endpoint). */
export const useSetEncryption = (bucket: string) =>
  useBucketChange(bucket, (body: EnableBucketEncryptionRequest | null): Promise<unknown> =>
    body ? enableBucketEncryption(bucket, body) : disableBucketEncryption(bucket),
  );
