import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { User } from '@granary/contract';
import { screens } from '@granary/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useUserDenials } from '@/features/users/use-user-denials';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { SetPoliciesModal } from '@/components/set-policies-modal';

const columns: DataTableColumn<string>[] = [{ id: 'name', header: 'Name', cell: (name) => name }];

export function UserPoliciesTab({ user }: { user: User }) {
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const deniedBy = useUserDenials().policies;
  const view = (name: string) => void navigate(screens.policies.detail.href({ name }));
  const actions: RowAction<string>[] = [
    { label: 'View', icon: <VisibilityOutlined fontSize="small" />, onClick: view },
  ];
  return (
    <ListPage
      section="Policies"
      buttons={[
        {
          label: 'Assign Policies',
          icon: <PolicyOutlined />,
          primary: true,
          deniedBy,
          onClick: () => setEditing(true),
        },
      ]}
      aria-label="Policies of the user"
      rows={user.policy}
      columns={columns}
      getRowId={(name) => name}
      actions={actions}
      onRowClick={view}
      empty="No policies are attached to this user"
    >
      {editing && (
        <SetPoliciesModal
          entityType="user"
          entityName={user.accessKey}
          current={user.policy}
          onClose={() => setEditing(false)}
        />
      )}
    </ListPage>
  );
}
