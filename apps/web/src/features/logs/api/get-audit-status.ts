import { auditLogEndpoints } from '@granary/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

const auditStatusKey = ['logs', 'audit-status'] as const;

/** What the Audit Logs page warns of, asked again every half minute while it is open. */
export function useAuditStatus() {
  return useQuery({
    queryKey: auditStatusKey,
    queryFn: ({ signal }) => callApi(auditLogEndpoints.status, {}, { signal }),
    refetchInterval: 30_000,
    // The search says what is wrong with the store or the session: the notices stay quiet then.
    meta: { errorDisplay: 'none' },
  });
}
