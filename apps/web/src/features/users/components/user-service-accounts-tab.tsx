import type { ServiceAccount } from '@granary/contract';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { useUserServiceAccounts } from '@/features/users/api/list-user-service-accounts';
import { TabSection } from '@/components/tab-section';
import { formatDateTime } from '@/lib/format';

const columns: DataTableColumn<ServiceAccount>[] = [
  { id: 'accessKey', header: 'Access Key', cell: (account) => account.accessKey },
  { id: 'name', header: 'Name', cell: (account) => account.name || '—' },
  {
    id: 'status',
    header: 'Status',
    cell: (account) => (account.status === 'on' ? 'Enabled' : 'Disabled'),
    width: 110,
  },
  {
    id: 'expiration',
    header: 'Expiration',
    cell: (account) => (account.expiration ? formatDateTime(account.expiration) : 'No expiry'),
    width: 200,
  },
];

export function UserServiceAccountsTab({ userName }: { userName: string }) {
  const accounts = useUserServiceAccounts(userName);
  return (
    <TabSection title="Service Accounts">
      <DataTable
        aria-label="Service accounts of the user"
        rows={accounts.data?.serviceAccounts ?? []}
        columns={columns}
        getRowId={(account) => account.accessKey}
        loading={accounts.isPending}
        error={accounts.error}
        emptyMessage="This user has no service accounts"
      />
    </TabSection>
  );
}
