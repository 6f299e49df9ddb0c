import { storageEndpoints, type FormatDrivesRequest } from '@granary/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { storageKeys } from './storage-keys';

/** The dialog shows a refusal itself; the drives are asked again, whatever DirectCSI was asked. */
export function useFormatDrives() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FormatDrivesRequest) => callApi(storageEndpoints.formatDrives, { body }),
    meta: { errorDisplay: 'none' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storageKeys.drives() }),
  });
}
