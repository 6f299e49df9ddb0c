import { bucketSummaryEndpoints, type EnableBucketEncryptionRequest } from '@granary/contract';
import { callApi } from '@/lib/api-client';

export function enableBucketEncryption(bucket: string, body: EnableBucketEncryptionRequest) {
  return callApi(bucketSummaryEndpoints.enableEncryption, { params: { name: bucket }, body });
}
