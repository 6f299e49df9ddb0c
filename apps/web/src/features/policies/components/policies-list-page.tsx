import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import type { Policy } from '@granary/contract';
import { screens } from '@granary/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { RefusableButton } from '@/components/denied-reason';
import { usePolicyDenials } from '@/features/policies/use-policy-denials';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { usePolicyList } from '@/shared-api/list-policies';
import { DeletePolicyDialog } from './delete-policy-dialog';
import { PolicyModal } from './policy-modal';
import { matchesSearch, SearchField } from '@/components/search-field';
import { StatementCount } from './statement-count';

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
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const rows = useMemo(
    () =>
      (policies.data?.policies ?? [])
        .filter((policy) => matchesSearch(policy.name, search))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [policies.data, search],
  );
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
    <>
      <PageHeader
        title="IAM Policies"
        subtitle="Policies grant users and groups access to buckets, objects and admin actions."
      />
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField label="Search Policies" value={search} onChange={setSearch} />
        <Box sx={{ flex: 1 }} />
        <RefusableButton
          deniedBy={denied.save}
          variant="contained"
          startIcon={<Add />}
          onClick={() => setCreating(true)}
        >
          Create Policy
        </RefusableButton>
      </Box>
      <DataTable
        aria-label="Policies"
        rows={rows}
        columns={columns}
        getRowId={(policy) => policy.name}
        actions={actions}
        onRowClick={(policy) => void navigate(screens.policies.detail.href({ name: policy.name }))}
        loading={policies.isPending}
        error={policies.error}
        emptyMessage={search ? 'No policies match the search' : 'There are no policies yet'}
      />
      {creating && <PolicyModal open onClose={() => setCreating(false)} />}
      {deleting !== null && <DeletePolicyDialog name={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
