import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { Policy } from '@granary/contract';
import { screens } from '@granary/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePolicyDenials } from '@/features/policies/use-policy-denials';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage, useListSearch } from '@/components/list-page';
import { usePolicyList } from '@/shared-api/list-policies';
import { DeletePolicyDialog } from './delete-policy-dialog';
import { PolicyModal } from './policy-modal';
import { StatementCount } from './statement-count';

const policyName = (policy: Policy) => policy.name;
const byName = (a: Policy, b: Policy) => a.name.localeCompare(b.name);
const columns: DataTableColumn<Policy>[] = [
  { id: 'name', header: 'Name', cell: (policy) => policy.name },
  {
    id: 'statements',
    header: 'Statements',
    cell: (policy) => <StatementCount policy={policy} />,
    width: 160,
  },
];

/** /policies: search, Create Policy, and rows with view and delete. */
export function PoliciesListPage() {
  const navigate = useNavigate();
  const policies = usePolicyList();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const list = useListSearch(policies.data?.policies, policyName, byName);
  const denied = usePolicyDenials();
  const actions: RowAction<Policy>[] = [
    {
      label: 'View',
      icon: <VisibilityOutlined fontSize="small" />,
      onClick: (p) => void navigate(screens.policies.detail.href({ name: p.name })),
    },
    {
      label: 'Delete',
      icon: <DeleteOutline fontSize="small" />,
      onClick: (p) => setDeleting(p.name),
      deniedBy: denied.delete,
    },
  ];

  return (
    <ListPage
      title="IAM Policies"
      subtitle="Policies grant users and groups access to buckets, objects and admin actions."
      search={{ label: 'Search Policies', ...list.search }}
      toolbarGap={2}
      buttons={[
        {
          label: 'Create Policy',
          icon: <Add />,
          primary: true,
          deniedBy: denied.save,
          onClick: () => setCreating(true),
        },
      ]}
      aria-label="Policies"
      rows={list.rows}
      columns={columns}
      getRowId={policyName}
      actions={actions}
      onRowClick={(policy) => void navigate(screens.policies.detail.href({ name: policy.name }))}
      query={policies}
      empty="There are no policies yet"
      noMatch="No policies match the search"
    >
      {creating && <PolicyModal open onClose={() => setCreating(false)} />}
      {deleting !== null && <DeletePolicyDialog name={deleting} onClose={() => setDeleting(null)} />}
    </ListPage>
  );
}
