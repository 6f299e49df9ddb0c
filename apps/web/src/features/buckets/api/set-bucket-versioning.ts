import { bucketSummaryEndpoints } from '@granary/contract';
import { callApi } from '@/lib/api-client';
import { useBucketChange } from './use-bucket-change';

export const useSetVersioning = (bucket: string) =>
  useBucketChange(bucket, (versioning: boolean) =>
    callApi(bucketSummaryEndpoints.setVersioning, { params: { name: bucket }, body: { versioning } }),
  );
