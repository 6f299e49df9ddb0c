import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Link from '@mui/material/Link';
import { formatBytes, screens, type TenantVolume } from '@granary/contract';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage, RefreshButton, useListSearch } from '@/components/list-page';
import { TabSection } from '@/components/tab-section';
import { useTenantVolumes } from '@/features/storage/api/list-volumes';
import { storageRefusals } from './storage-refusals';

const volumeId = (pvc: TenantVolume) => `${pvc.namespace}/${pvc.name}`;
const searchText = (pvc: TenantVolume) => `${pvc.name} ${pvc.namespace} ${pvc.tenant}`;
const tenantHref = (pvc: TenantVolume) =>
  screens.tenantDetail.href({ namespace: pvc.namespace, tenant: pvc.tenant });

function columns(mayViewTenant: boolean): DataTableColumn<TenantVolume>[] {
  return [
    { id: 'name', header: 'Name', cell: (pvc) => pvc.name, width: 'minmax(140px, 2fr)' },
    { id: 'namespace', header: 'Namespace', cell: (pvc) => pvc.namespace, width: 'minmax(90px, 1fr)' },
    { id: 'status', header: 'Status', cell: (pvc) => pvc.status, width: 84 },
    {
      id: 'tenant',
      header: 'Tenant',
      width: 'minmax(110px, 1.5fr)',
      cell: (pvc) =>
        mayViewTenant && pvc.tenant ? (
          <Link component={RouterLink} to={tenantHref(pvc)} underline="hover" noWrap>
            {`${pvc.namespace}/${pvc.tenant}`}
          </Link>
        ) : (
          `${pvc.namespace}/${pvc.tenant}`
        ),
    },
    {
      id: 'capacity',
      header: 'Capacity',
      cell: (pvc) => (pvc.capacity === undefined ? '' : formatBytes(pvc.capacity)),
      width: 84,
    },
    {
      id: 'storageClass',
      header: 'Storage Class',
      cell: (pvc) => pvc.storageClass,
      width: 'minmax(90px, 1fr)',
    },
  ];
}

/** /storage/volumes: every tenant's volume claims, searched by name, namespace or tenant. */
export function VolumesSection({ mayViewTenant }: { mayViewTenant: boolean }) {
  const volumes = useTenantVolumes();
  const navigate = useNavigate();
  const list = useListSearch(volumes.data?.pvcs, searchText);
  const actions: RowAction<TenantVolume>[] = [
    {
      label: 'View',
      rowLabel: (pvc) => `View tenant ${pvc.tenant || '(none)'} of ${pvc.name}`,
      icon: <VisibilityOutlined fontSize="small" />,
      onClick: (pvc) => void navigate(tenantHref(pvc)),
      disabled: (pvc) => pvc.tenant === '',
      deniedBy: mayViewTenant ? undefined : storageRefusals.viewTenant,
    },
  ];
  return (
    <TabSection title="Volumes">
      <ListPage
        search={{ label: 'Search Volumes', ...list.search }}
        tools={<RefreshButton query={volumes} />}
        aria-label="Volumes"
        rows={list.rows}
        columns={columns(mayViewTenant)}
        getRowId={volumeId}
        actions={actions}
        query={volumes}
        empty="There are no tenant volumes"
        noMatch="No volumes match the search"
      />
    </TabSection>
  );
}
