import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import Button from '@mui/material/Button';
import type { User } from '@granary/contract';
import { useState } from 'react';
import { DeniedReason } from '@/components/denied-reason';
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
        <DeniedReason deniedBy={deniedBy}>
          <Button
            variant="contained"
            startIcon={<GroupAddOutlined />}
            disabled={deniedBy !== undefined}
            onClick={() => setEditing(true)}
          >
            Add to Groups
          </Button>
        </DeniedReason>
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
