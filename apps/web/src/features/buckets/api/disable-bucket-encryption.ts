import { bucketSummaryEndpoints } from '@silo/contract';
import { callApi } from '@/lib/api-client';

export function disableBucketEncryption(bucket: string) {
  return callApi(bucketSummaryEndpoints.disableEncryption, { params: { name: bucket } });
}
