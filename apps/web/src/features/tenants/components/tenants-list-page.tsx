import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import { formatBytes, screens, type TenantListItem } from '@granary/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage, RefreshButton, useListSearch } from '@/components/list-page';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { useTenants } from '@/features/tenants/api/list-tenants';
import { DeleteTenantDialog } from './delete-tenant-dialog';
import { HealthDot } from './health-dot';
import { StaleListNotice } from './stale-list-notice';
import { tenantRefusals } from './tenant-refusals';

const tenantId = (tenant: TenantListItem) => `${tenant.namespace}/${tenant.name}`;
const tenantName = (tenant: TenantListItem) => tenant.name;

const columns: DataTableColumn<TenantListItem>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (tenant) => (
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
        <HealthDot health={tenant.health_status} />
        {tenant.name}
      </Box>
    ),
  },
  { id: 'namespace', header: 'Namespace', cell: (tenant) => tenant.namespace },
  {
    id: 'capacity',
    header: 'Capacity',
    cell: (tenant) => (tenant.total_size > 0 ? formatBytes(tenant.total_size) : '—'),
  },
  { id: 'pools', header: '# of Pools', cell: (tenant) => tenant.pool_count },
  { id: 'state', header: 'State', cell: (tenant) => tenant.currentState || 'Not reported yet' },
];

type TenantsListPageProps = { mayCreate: boolean; mayDelete: boolean; mayView: boolean };

/**
 * /tenants: every tenant the operator's token may list, searched by name; View, Create Tenant and Delete
 * where RBAC allows them (the session holds their page keys).
 */
export function TenantsListPage({ mayCreate, mayDelete, mayView }: TenantsListPageProps) {
  const tenants = useTenants();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<TenantRef | null>(null);
  const list = useListSearch(tenants.data?.tenants, tenantName);
  const view = (tenant: TenantListItem) =>
    void navigate(screens.tenantDetail.href({ namespace: tenant.namespace, tenant: tenant.name }));
  const actions: RowAction<TenantListItem>[] = [
    {
      label: 'View',
      icon: <VisibilityOutlined fontSize="small" />,
      onClick: view,
      deniedBy: mayView ? undefined : tenantRefusals.get,
    },
    {
      label: 'Delete',
      icon: <DeleteOutlined fontSize="small" />,
      onClick: (tenant) => setDeleting({ namespace: tenant.namespace, name: tenant.name }),
      deniedBy: mayDelete ? undefined : tenantRefusals.delete,
    },
  ];

  return (
    <ListPage
      title="Tenants"
      subtitle="The MinIO tenants in every namespace your Kubernetes account may list."
      search={{ label: 'Search Tenants', ...list.search }}
      tools={<RefreshButton query={tenants} />}
      buttons={[
        {
          label: 'Create Tenant',
          icon: <Add />,
          primary: true,
          deniedBy: mayCreate ? undefined : tenantRefusals.create,
          onClick: () => void navigate(screens.tenantCreate.href()),
        },
      ]}
      notice={
        <StaleListNotice
          error={tenants.error}
          updatedAt={tenants.dataUpdatedAt}
          hasData={tenants.data !== undefined}
        />
      }
      aria-label="Tenants"
      rows={list.rows}
      columns={columns}
      getRowId={tenantId}
      actions={actions}
      {...(mayView && { onRowClick: view })}
      query={tenants}
      empty="There are no tenants yet"
      noMatch="No tenants match the search"
    >
      {deleting && <DeleteTenantDialog tenant={deleting} onClose={() => setDeleting(null)} />}
    </ListPage>
  );
}
