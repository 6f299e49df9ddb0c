import { tenantCreateEndpoints, tenantEndpoints } from '@granary/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { tenantKeys } from './tenant-keys';

/** The namespace's tenants (one per namespace) and its storage quota, asked once the name settles. */
export function namespaceTenantsQueryOptions(namespace: string) {
  return queryOptions({
    queryKey: tenantKeys.namespace(namespace, 'tenants'),
    queryFn: ({ signal }) => callApi(tenantEndpoints.listInNamespace, { params: { namespace } }, { signal }),
    meta: { errorDisplay: 'none' },
    retry: false,
  });
}

export function storageQuotaQueryOptions(namespace: string) {
  return queryOptions({
    queryKey: tenantKeys.namespace(namespace, 'quota'),
    queryFn: ({ signal }) =>
      callApi(
        tenantCreateEndpoints.storageQuota,
        { params: { namespace, quota: `${namespace}-storagequota` } },
        { signal },
      ),
    meta: { errorDisplay: 'none' },
    retry: false,
  });
}

export const useNamespaceTenants = (namespace: string, enabled: boolean) =>
  useQuery({ ...namespaceTenantsQueryOptions(namespace), enabled });

export const useStorageQuota = (namespace: string, enabled: boolean) =>
  useQuery({ ...storageQuotaQueryOptions(namespace), enabled });

/** Creates the namespace; the wizard then asks for its quota again. */
export function useCreateNamespace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(tenantCreateEndpoints.createNamespace, { body: { name } }),
    meta: { errorDisplay: 'none' },
    onSuccess: (_data, name) => queryClient.invalidateQueries({ queryKey: tenantKeys.namespace(name) }),
  });
}
