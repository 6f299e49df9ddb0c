import type { ServiceAccount } from '@granary/contract';
import type { DataTableColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { useUserServiceAccounts } from '@/features/users/api/list-user-service-accounts';
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
    <ListPage
      section="Service Accounts"
      aria-label="Service accounts of the user"
      rows={accounts.data?.serviceAccounts ?? []}
      columns={columns}
      getRowId={(account) => account.accessKey}
      query={accounts}
      empty="This user has no service accounts"
    />
  );
}
