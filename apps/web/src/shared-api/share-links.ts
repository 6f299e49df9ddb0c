import { shareLinkEndpoints } from '@granary/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/** Made in the object browser, listed and revoked on the Account page. */
export const shareLinkKeys = { list: ['share-links'] as const };

export function listShareLinksQueryOptions() {
  return queryOptions({
    queryKey: shareLinkKeys.list,
    queryFn: async ({ signal }) => (await callApi(shareLinkEndpoints.list, {}, { signal })).shareLinks,
  });
}

export function useShareLinks() {
  return useQuery({ ...listShareLinksQueryOptions(), meta: { errorDisplay: 'none' } });
}
