import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Refresh from '@mui/icons-material/Refresh';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { screens, type TenantPod } from '@granary/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage, useListSearch } from '@/components/list-page';
import { usePhoneColumns } from '@/components/phone-columns';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { useTenantPods } from '@/features/tenants/api/list-tenant-pods';
import { isBackendUnreachable } from '@/lib/backend-reachability';
import { formatError } from '@/lib/error-message';
import { formatCount } from '@/lib/format';
import { DeletePodDialog } from './delete-pod-dialog';
import { elapsedSince } from './elapsed';
import { podRefusals } from './pod-refusals';
import { TenantEventsTable } from './tenant-events-table';

const columns: DataTableColumn<TenantPod>[] = [
  { id: 'name', header: 'Name', cell: (pod) => pod.name, width: '2.2fr' },
  { id: 'status', header: 'Status', cell: (pod) => pod.status || 'Unknown', width: '1fr' },
  {
    id: 'age',
    header: 'Age',
    cell: (pod) => elapsedSince(Date.parse(pod.timeCreated) / 1000).replace(/ ago$/, ''),
    width: '0.8fr',
  },
  { id: 'ip', header: 'Pod IP', cell: (pod) => pod.podIP || '—', width: '1fr' },
  { id: 'restarts', header: 'Restarts', cell: (pod) => formatCount(pod.restarts), width: '0.8fr' },
  { id: 'node', header: 'Node', cell: (pod) => pod.node || 'Not scheduled', width: '1.2fr' },
];

const podName = (pod: TenantPod) => pod.name;
const phoneColumns = ['name', 'status', 'restarts'];

/** Spec 3 §8: a failed list says 'Error loading pods' with the server's detail; an API server away, that it waits. */
const loadFailure = (error: unknown) =>
  error && !isBackendUnreachable(error) ? `Error loading pods: ${formatError(error).message}` : error;

type PodsPageProps = { tenant: TenantRef; mayDelete: boolean };

/**
 * Pods (spec 3 §2): the tenant's pods (label v1.min.io/tenant), View to the pod's page, Delete with the pod's
 * name typed; below them, the tenant's Kubernetes events as they happen.
 */
export function PodsPage({ tenant, mayDelete }: PodsPageProps) {
  const pods = useTenantPods(tenant);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<string | null>(null);
  const list = useListSearch(pods.data?.pods, podName);
  const shown = usePhoneColumns(columns, phoneColumns);
  const actions = useMemo<RowAction<TenantPod>[]>(() => {
    const view = (pod: TenantPod) =>
      void navigate(
        screens.tenantDetail.pod.href({ namespace: tenant.namespace, tenant: tenant.name, pod: pod.name }),
      );
    return [
      { label: 'View', icon: <VisibilityOutlined fontSize="small" />, onClick: view },
      {
        label: 'Delete',
        icon: <DeleteOutlined fontSize="small" />,
        onClick: (pod) => setDeleting(pod.name),
        deniedBy: mayDelete ? undefined : podRefusals.deletePod,
      },
    ];
  }, [navigate, tenant, mayDelete]);
  const view = actions[0]?.onClick;

  return (
    <>
      <ListPage
        section="Pods"
        search={{ label: 'Search Pods', ...list.search }}
        buttons={[{ label: 'Refresh', icon: <Refresh />, onClick: () => void pods.refetch() }]}
        aria-label="Pods"
        rows={list.rows}
        columns={shown}
        getRowId={podName}
        actions={actions}
        {...(view && { onRowClick: view })}
        loading={pods.isPending}
        error={loadFailure(pods.error)}
        empty="The tenant has no pods yet: the operator starts them once the tenant is provisioned."
        noMatch="No pods match the search"
      >
        {deleting && <DeletePodDialog tenant={tenant} pod={deleting} onClose={() => setDeleting(null)} />}
      </ListPage>
      <TenantEventsTable tenant={tenant} />
    </>
  );
}
