import { apiErrorCodes, storageEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@/lib/api-error';
import { callApi } from '@/lib/api-client';
import { storageKeys } from './storage-keys';

/** DirectCSI's drives; the page says a failure itself (no DirectCSI: how to install it). */
export function useDirectCsiDrives() {
  return useQuery({
    queryKey: storageKeys.drives(),
    queryFn: ({ signal }) => callApi(storageEndpoints.drives, {}, { signal }),
    meta: { errorDisplay: 'none' },
    retry: false,
  });
}

/** The cluster serves no DirectCSI drives: its driver is not installed. */
export const isDirectCsiMissing = (error: unknown): boolean =>
  error instanceof ApiRequestError && error.code === apiErrorCodes.directCsiNotInstalled;
