import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import { useState } from 'react';
import { useGroupDenials } from '@/features/groups/use-group-denials';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage, useListSearch } from '@/components/list-page';
import { useGroups } from '@/shared-api/list-groups';
import { CreateGroupModal } from './create-group-modal';
import { DeleteGroupDialog } from './delete-group-dialog';
import { EditGroupModal } from './edit-group-modal';
import { GroupPoliciesModal } from './group-policies-modal';

const itself = (name: string) => name;
const byName = (a: string, b: string) => a.localeCompare(b);
const columns: DataTableColumn<string>[] = [{ id: 'name', header: 'Name', cell: (name) => name }];

type Modal = { kind: 'create' } | { kind: 'edit' | 'policies' | 'delete'; name: string } | null;

/** /groups: search, Create Group; rows edit (members, status), set policies, delete. */
export function GroupsListPage() {
  const groups = useGroups();
  const [modal, setModal] = useState<Modal>(null);
  const list = useListSearch(groups.data?.groups, itself, byName);
  const close = () => setModal(null);
  const denied = useGroupDenials();
  const actions: RowAction<string>[] = [
    {
      label: 'Edit',
      icon: <EditOutlined fontSize="small" />,
      onClick: (name) => setModal({ kind: 'edit', name }),
      deniedBy: denied.members,
    },
    {
      label: 'Set Policies',
      icon: <PolicyOutlined fontSize="small" />,
      onClick: (name) => setModal({ kind: 'policies', name }),
      deniedBy: denied.policies,
    },
    {
      label: 'Delete',
      icon: <DeleteOutlined fontSize="small" />,
      onClick: (name) => setModal({ kind: 'delete', name }),
      deniedBy: denied.remove,
    },
  ];

  return (
    <ListPage
      title="Groups"
      subtitle="Groups give their members the policies attached to the group."
      search={{ label: 'Search Groups', ...list.search }}
      buttons={[
        {
          label: 'Create Group',
          icon: <Add />,
          primary: true,
          deniedBy: denied.members,
          onClick: () => setModal({ kind: 'create' }),
        },
      ]}
      aria-label="Groups"
      rows={list.rows}
      columns={columns}
      getRowId={itself}
      actions={actions}
      onRowClick={(name) => setModal({ kind: 'edit', name })}
      query={groups}
      empty="There are no groups yet"
      noMatch="No groups match the search"
    >
      {modal?.kind === 'create' && <CreateGroupModal onClose={close} />}
      {modal?.kind === 'edit' && <EditGroupModal name={modal.name} onClose={close} />}
      {modal?.kind === 'policies' && <GroupPoliciesModal name={modal.name} onClose={close} />}
      {modal?.kind === 'delete' && <DeleteGroupDialog name={modal.name} onClose={close} />}
    </ListPage>
  );
}
