import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import type { User } from '@granary/contract';
import { useState } from 'react';
import { useUserDenials } from '@/features/users/use-user-denials';
import type { DataTableColumn } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { SetGroupsModal } from './set-groups-modal';

const columns: DataTableColumn<string>[] = [{ id: 'name', header: 'Name', cell: (name) => name }];

export function UserGroupsTab({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const deniedBy = useUserDenials().groups;
  return (
    <ListPage
      section="Groups"
      buttons={[
        {
          label: 'Add to Groups',
          icon: <GroupAddOutlined />,
          primary: true,
          deniedBy,
          onClick: () => setEditing(true),
        },
      ]}
      aria-label="Groups of the user"
      rows={user.memberOf}
      columns={columns}
      getRowId={(name) => name}
      empty="This user is not a member of any group"
    >
      {editing && <SetGroupsModal user={user} onClose={() => setEditing(false)} />}
    </ListPage>
  );
}
