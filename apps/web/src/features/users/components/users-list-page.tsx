import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import type { User } from '@granary/contract';
import { screens } from '@granary/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { RefusableButton } from '@/components/denied-reason';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { matchesSearch, SearchField } from '@/components/search-field';
import { readUsername } from '@/lib/current-user';
import { useUsers } from '@/shared-api/list-users';
import { AddToGroupModal } from './add-to-group-modal';
import { CreateUserModal } from './create-user-modal';
import { DeleteUserDialog } from './delete-user-dialog';
import { useUserDenials } from '@/features/users/use-user-denials';
import { StatusChip } from './status-chip';

const listOf = (names: string[]) => (names.length ? names.join(', ') : '—');

const columns: DataTableColumn<User>[] = [
  { id: 'accessKey', header: 'Access Key', cell: (user) => user.accessKey, width: 'minmax(180px, 1.4fr)' },
  { id: 'status', header: 'Status', cell: (user) => <StatusChip status={user.status} />, width: 120 },
  { id: 'groups', header: 'Groups', cell: (user) => listOf(user.memberOf) },
  { id: 'policies', header: 'Policies', cell: (user) => listOf(user.policy) },
];

/** Actions of a users-list row; deleting oneself is not offered (spec 2 §6). */
export function userRowActions(
  currentUser: string,
  onView: (user: User) => void,
  onDelete: (user: User) => void,
  deleteDenied?: string,
): RowAction<User>[] {
  return [
    { label: 'View', icon: <VisibilityOutlined fontSize="small" />, onClick: onView },
    {
      label: 'Delete',
      icon: <DeleteOutlined fontSize="small" />,
      onClick: onDelete,
      disabled: (user) => user.accessKey === currentUser,
      deniedBy: deleteDenied,
    },
  ];
}

/** /users: search, Create User, Add to Group for the ticked users, rows with view and delete. */
export function UsersListPage() {
  const navigate = useNavigate();
  const users = useUsers();
  const [search, setSearch] = useState('');
  const [ticked, setTicked] = useState<string[]>([]);
  const [modal, setModal] = useState<'create' | 'groups' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const denied = useUserDenials();

  const rows = useMemo(
    () =>
      (users.data?.users ?? [])
        .filter((user) => matchesSearch(user.accessKey, search))
        .sort((a, b) => a.accessKey.localeCompare(b.accessKey)),
    [users.data, search],
  );
  const known = new Set((users.data?.users ?? []).map((user) => user.accessKey));
  const selected = ticked.filter((name) => known.has(name));
  const view = (user: User) => void navigate(screens.users.detail.href({ name: user.accessKey }));
  const actions = userRowActions(readUsername(), view, (user) => setDeleting(user.accessKey), denied.delete);

  return (
    <>
      <PageHeader
        title="Users"
        subtitle="People and applications that sign in with an access key and secret key."
      />
      <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField label="Search Users" value={search} onChange={setSearch} />
        <Box sx={{ flex: 1 }} />
        <RefusableButton
          deniedBy={denied.groups}
          variant="outlined"
          startIcon={<GroupAddOutlined />}
          disabled={selected.length === 0}
          onClick={() => setModal('groups')}
        >
          Add to Group
        </RefusableButton>
        <RefusableButton
          deniedBy={denied.create}
          variant="contained"
          startIcon={<Add />}
          onClick={() => setModal('create')}
        >
          Create User
        </RefusableButton>
      </Box>
      <DataTable
        aria-label="Users"
        rows={rows}
        columns={columns}
        getRowId={(user) => user.accessKey}
        actions={actions}
        onRowClick={view}
        selection={{ selected, onChange: setTicked }}
        loading={users.isPending}
        error={users.error}
        emptyMessage={search ? 'No users match the search' : 'There are no users yet'}
      />
      {modal === 'create' && <CreateUserModal onClose={() => setModal(null)} />}
      {modal === 'groups' && (
        <AddToGroupModal
          users={selected}
          onClose={() => setModal(null)}
          onDone={() => {
            setTicked([]);
            setModal(null);
          }}
        />
      )}
      {deleting !== null && <DeleteUserDialog name={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
