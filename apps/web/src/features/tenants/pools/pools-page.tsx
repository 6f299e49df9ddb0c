import Add from '@mui/icons-material/Add';
import type { TenantDetail, TenantDetailPool } from '@granary/contract';
import { useState } from 'react';
import type { DataTableColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { usePhoneColumns } from '@/components/phone-columns';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { podRefusals } from '@/features/tenants/pods/pod-refusals';
import { formatBytes, formatCount } from '@/lib/format';
import { AddPoolDialog } from './add-pool-dialog';

const bytesOr = (bytes: number | undefined) =>
  bytes !== undefined && bytes > 0 ? formatBytes(bytes) : 'Not set';

const columns: DataTableColumn<TenantDetailPool>[] = [
  { id: 'name', header: 'Name', cell: (pool) => pool.name, width: '1fr' },
  { id: 'servers', header: 'Servers', cell: (pool) => formatCount(pool.servers), width: '0.7fr' },
  {
    id: 'drives',
    header: 'Drives per Server',
    cell: (pool) => formatCount(pool.volumes_per_server),
    width: '1.3fr',
  },
  { id: 'size', header: 'Drive Size', cell: (pool) => bytesOr(pool.volume_configuration.size), width: '1fr' },
  {
    id: 'capacity',
    header: 'Capacity',
    cell: (pool) => bytesOr(pool.servers * pool.volumes_per_server * pool.volume_configuration.size),
    width: '1fr',
  },
  {
    id: 'class',
    header: 'Storage Class',
    cell: (pool) => pool.volume_configuration.storage_class_name || 'Default',
    width: '1fr',
  },
  {
    id: 'memory',
    header: 'Memory',
    cell: (pool) => bytesOr(pool.resources.requests.memory),
    width: '1.1fr',
  },
];

const poolName = (pool: TenantDetailPool) => pool.name;
const phoneColumns = ['name', 'servers', 'drives', 'size'];

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
  const shown = usePhoneColumns(columns, phoneColumns);
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
      columns={shown}
      getRowId={poolName}
      loading={pending}
      empty="The tenant has no pool."
    >
      {adding && <AddPoolDialog tenant={tenant} pools={pools} onClose={() => setAdding(false)} />}
    </ListPage>
  );
}
