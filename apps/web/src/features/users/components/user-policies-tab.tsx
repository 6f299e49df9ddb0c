import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { User } from '@granary/contract';
import { screens } from '@granary/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { RefusableButton } from '@/components/denied-reason';
import { useUserDenials } from '@/features/users/use-user-denials';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/data-table';
import { SetPoliciesModal } from '@/components/set-policies-modal';
import { TabSection } from '@/components/tab-section';

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
    <TabSection
      title="Policies"
      action={
        <RefusableButton
          deniedBy={deniedBy}
          variant="contained"
          startIcon={<PolicyOutlined />}
          onClick={() => setEditing(true)}
        >
          Assign Policies
        </RefusableButton>
      }
    >
      <DataTable
        aria-label="Policies of the user"
        rows={user.policy}
        columns={columns}
        getRowId={(name) => name}
        actions={actions}
        onRowClick={view}
        emptyMessage="No policies are attached to this user"
      />
      {editing && (
        <SetPoliciesModal
          entityType="user"
          entityName={user.accessKey}
          current={user.policy}
          onClose={() => setEditing(false)}
        />
      )}
    </TabSection>
  );
}
