import Add from '@mui/icons-material/Add';
import type { TenantDetail, TenantDetailPool } from '@granary/contract';
import { useState } from 'react';
import type { DataTableColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { podRefusals } from '@/features/tenants/pods/pod-refusals';
import { formatBytes, formatCount } from '@/lib/format';
import { AddPoolDialog } from './add-pool-dialog';

const bytesOr = (bytes: number | undefined) =>
  bytes !== undefined && bytes > 0 ? formatBytes(bytes) : 'Not set';

const columns: DataTableColumn<TenantDetailPool>[] = [
  { id: 'name', header: 'Name', cell: (pool) => pool.name, width: '1.5fr' },
  { id: 'servers', header: 'Servers', cell: (pool) => formatCount(pool.servers), width: 80 },
  {
    id: 'drives',
    header: 'Drives per Server',
    cell: (pool) => formatCount(pool.volumes_per_server),
    width: 130,
  },
  { id: 'size', header: 'Drive Size', cell: (pool) => bytesOr(pool.volume_configuration.size), width: 110 },
  {
    id: 'capacity',
    header: 'Capacity',
    cell: (pool) => bytesOr(pool.servers * pool.volumes_per_server * pool.volume_configuration.size),
    width: 110,
  },
  {
    id: 'class',
    header: 'Storage Class',
    cell: (pool) => pool.volume_configuration.storage_class_name || "Cluster's default",
    width: '1fr',
  },
  {
    id: 'memory',
    header: 'Memory per Server',
    cell: (pool) => bytesOr(pool.resources.requests.memory),
    width: 140,
  },
];

const poolName = (pool: TenantDetailPool) => pool.name;

type PoolsPageProps = {
  tenant: TenantRef;
  detail: TenantDetail | undefined;
  pending: boolean;
  mayAdd: boolean;
};

/** Pools (spec 3 §2): the tenant's pools as its Tenant asks for them, and Expand Tenant to add one. */
export function PoolsPage({ tenant, detail, pending, mayAdd }: PoolsPageProps) {
  const [adding, setAdding] = useState(false);
  const pools = detail?.pools ?? [];
  return (
    <ListPage
      section="Pools"
      buttons={[
        {
          label: 'Expand Tenant',
          icon: <Add />,
          primary: true,
          disabled: detail === undefined,
          deniedBy: mayAdd ? undefined : podRefusals.addPool,
          onClick: () => setAdding(true),
        },
      ]}
      aria-label="Pools"
      rows={pools}
      columns={columns}
      getRowId={poolName}
      loading={pending}
      empty="The tenant has no pool."
    >
      {adding && <AddPoolDialog tenant={tenant} pools={pools} onClose={() => setAdding(false)} />}
    </ListPage>
  );
}
