import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { User } from '@granary/contract';
import { screens } from '@granary/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage, useListSearch } from '@/components/list-page';
import { readUsername } from '@/lib/current-user';
import { useUsers } from '@/shared-api/list-users';
import { AddToGroupModal } from './add-to-group-modal';
import { CreateUserModal } from './create-user-modal';
import { DeleteUserDialog } from './delete-user-dialog';
import { useUserDenials } from '@/features/users/use-user-denials';
import { StatusChip } from './status-chip';

const userName = (user: User) => user.accessKey;
const byName = (a: User, b: User) => a.accessKey.localeCompare(b.accessKey);
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
  const [ticked, setTicked] = useState<string[]>([]);
  const [modal, setModal] = useState<'create' | 'groups' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const denied = useUserDenials();

  const list = useListSearch(users.data?.users, userName, byName);
  const known = new Set((users.data?.users ?? []).map((user) => user.accessKey));
  const selected = ticked.filter((name) => known.has(name));
  const view = (user: User) => void navigate(screens.users.detail.href({ name: user.accessKey }));
  const actions = userRowActions(readUsername(), view, (user) => setDeleting(user.accessKey), denied.delete);

  return (
    <ListPage
      title="Users"
      subtitle="People and applications that sign in with an access key and secret key."
      search={{ label: 'Search Users', ...list.search }}
      buttons={[
        {
          label: 'Add to Group',
          icon: <GroupAddOutlined />,
          deniedBy: denied.groups,
          disabled: selected.length === 0,
          onClick: () => setModal('groups'),
        },
        {
          label: 'Create User',
          icon: <Add />,
          primary: true,
          deniedBy: denied.create,
          onClick: () => setModal('create'),
        },
      ]}
      aria-label="Users"
      rows={list.rows}
      columns={columns}
      getRowId={userName}
      actions={actions}
      onRowClick={view}
      selection={{ selected, onChange: setTicked }}
      query={users}
      empty="There are no users yet"
      noMatch="No users match the search"
    >
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
    </ListPage>
  );
}
