import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import type { User } from '@granary/contract';
import { useState } from 'react';
import { RefusableButton } from '@/components/denied-reason';
import { useUserDenials } from '@/features/users/use-user-denials';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { SetGroupsModal } from './set-groups-modal';
import { TabSection } from '@/components/tab-section';

const columns: DataTableColumn<string>[] = [{ id: 'name', header: 'Name', cell: (name) => name }];

export function UserGroupsTab({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const deniedBy = useUserDenials().groups;
  return (
    <TabSection
      title="Groups"
      action={
        <RefusableButton
          deniedBy={deniedBy}
          variant="contained"
          startIcon={<GroupAddOutlined />}
          onClick={() => setEditing(true)}
        >
          Add to Groups
        </RefusableButton>
      }
    >
      <DataTable
        aria-label="Groups of the user"
        rows={user.memberOf}
        columns={columns}
        getRowId={(name) => name}
        emptyMessage="This user is not a member of any group"
      />
      {editing && <SetGroupsModal user={user} onClose={() => setEditing(false)} />}
    </TabSection>
  );
}
