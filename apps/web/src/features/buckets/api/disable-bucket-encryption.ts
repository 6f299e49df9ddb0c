import { bucketSummaryEndpoints } from '@granary/contract';
import { callApi } from '@/lib/api-client';

export function disableBucketEncryption(bucket: string) {
  return callApi(bucketSummaryEndpoints.disableEncryption, { params: { name: bucket } });
}
