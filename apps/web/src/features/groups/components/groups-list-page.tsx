import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { RefusableButton } from '@/components/denied-reason';
import { useGroupDenials } from '@/features/groups/use-group-denials';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { matchesSearch, SearchField } from '@/components/search-field';
import { useGroups } from '@/shared-api/list-groups';
import { CreateGroupModal } from './create-group-modal';
import { DeleteGroupDialog } from './delete-group-dialog';
import { EditGroupModal } from './edit-group-modal';
import { GroupPoliciesModal } from './group-policies-modal';

const columns: DataTableColumn<string>[] = [{ id: 'name', header: 'Name', cell: (name) => name }];

type Modal = { kind: 'create' } | { kind: 'edit' | 'policies' | 'delete'; name: string } | null;

/** /groups: search, Create Group; rows edit (members, status), set policies, delete. */
export function GroupsListPage() {
  const groups = useGroups();
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<Modal>(null);
  const rows = useMemo(
    () =>
      (groups.data?.groups ?? [])
        .filter((name) => matchesSearch(name, search))
        .sort((a, b) => a.localeCompare(b)),
    [groups.data, search],
  );
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
    <>
      <PageHeader title="Groups" subtitle="Groups give their members the policies attached to the group." />
      <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField label="Search Groups" value={search} onChange={setSearch} />
        <Box sx={{ flex: 1 }} />
        <RefusableButton
          deniedBy={denied.members}
          variant="contained"
          startIcon={<Add />}
          onClick={() => setModal({ kind: 'create' })}
        >
          Create Group
        </RefusableButton>
      </Box>
      <DataTable
        aria-label="Groups"
        rows={rows}
        columns={columns}
        getRowId={(name) => name}
        actions={actions}
        onRowClick={(name) => setModal({ kind: 'edit', name })}
        loading={groups.isPending}
        error={groups.error}
        emptyMessage={search ? 'No groups match the search' : 'There are no groups yet'}
      />
      {modal?.kind === 'create' && <CreateGroupModal onClose={close} />}
      {modal?.kind === 'edit' && <EditGroupModal name={modal.name} onClose={close} />}
      {modal?.kind === 'policies' && <GroupPoliciesModal name={modal.name} onClose={close} />}
      {modal?.kind === 'delete' && <DeleteGroupDialog name={modal.name} onClose={close} />}
    </>
  );
}
