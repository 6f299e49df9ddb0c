import {
  bucketEncryptionInfoSchema,
  bucketInfoSchema,
  bucketObjectLockingSchema,
  bucketQuotaInfoSchema,
  bucketReplicationStatusSchema,
  bucketRetentionInfoSchema,
  bucketUsageSchema,
  bucketVersioningSchema,
  okResponseSchema,
  type BucketQuotaRequest,
  type BucketRetention,
  type EnableBucketEncryptionRequest,
  type SetBucketPolicyRequest,
} from '@silo/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client';
import { bucketKeys, bucketPath } from '../../api/bucket-keys';

const summaryItems = {
  versioning: { path: 'versioning', schema: bucketVersioningSchema },
  quota: { path: 'quota', schema: bucketQuotaInfoSchema },
  retention: { path: 'retention', schema: bucketRetentionInfoSchema },
  encryption: { path: 'encryption/info', schema: bucketEncryptionInfoSchema },
  objectLocking: { path: 'object-locking', schema: bucketObjectLockingSchema },
  replication: { path: 'replication-status', schema: bucketReplicationStatusSchema },
  usage: { path: 'usage', schema: bucketUsageSchema },
} as const;
type SummaryItem = keyof typeof summaryItems;

export const summaryKey = (bucket: string, item: SummaryItem) =>
  [...bucketKeys.bucket(bucket), 'summary', item] as const;

/** One Summary item; under bucketKeys.bucket so the header's Refresh and every modal reload it. */
export function useSummaryItem<Item extends SummaryItem>(bucket: string, item: Item, enabled = true) {
  const { path, schema } = summaryItems[item];
  return useQuery({
    queryKey: summaryKey(bucket, item),
    queryFn: ({ signal }) =>
      apiRequest(`${bucketPath(bucket)}/${path}`, {
        schema: schema as (typeof summaryItems)[Item]['schema'],
        signal,
      }) as Promise<z.infer<(typeof summaryItems)[Item]['schema']>>,
    enabled,
    // The item's row shows the error itself: a user without a right sees it there, not in a banner.
    meta: { errorDisplay: 'none' },
  });
}

/** A modal's change: the modal shows the error; on success the whole bucket page reloads (spec 1 §2.7). */
function useBucketChange<Body, Result>(bucket: string, send: (body: Body) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { errorDisplay: 'none' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bucketKeys.bucket(bucket) }),
  });
}

export const useSetAccess = (bucket: string) =>
  useBucketChange(bucket, (body: SetBucketPolicyRequest) =>
    apiRequest(`${bucketPath(bucket)}/set-policy`, { method: 'PUT', body, schema: bucketInfoSchema }),
  );

export const useSetVersioning = (bucket: string) =>
  useBucketChange(bucket, (versioning: boolean) =>
    apiRequest(`${bucketPath(bucket)}/versioning`, {
      method: 'PUT',
      body: { versioning },
      schema: bucketVersioningSchema,
    }),
  );

export const useSetQuota = (bucket: string) =>
  useBucketChange(bucket, (body: BucketQuotaRequest) =>
    apiRequest(`${bucketPath(bucket)}/quota`, { method: 'PUT', body, schema: bucketQuotaInfoSchema }),
  );

export const useSetRetention = (bucket: string) =>
  useBucketChange(bucket, (body: BucketRetention) =>
    apiRequest(`${bucketPath(bucket)}/retention`, { method: 'PUT', body, schema: bucketRetentionInfoSchema }),
  );

/** null disables encryption (spec 1 §4: choosing Disabled calls the disable endpoint). */
export const useSetEncryption = (bucket: string) =>
  useBucketChange(bucket, (body: EnableBucketEncryptionRequest | null): Promise<unknown> =>
    body
      ? apiRequest(`${bucketPath(bucket)}/encryption/enable`, {
          method: 'POST',
          body,
          schema: bucketEncryptionInfoSchema,
        })
      : apiRequest(`${bucketPath(bucket)}/encryption/disable`, { method: 'POST', schema: okResponseSchema }),
  );
