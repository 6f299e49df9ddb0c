import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import { screens } from '@granary/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/data-table';
import { usePolicyEntities, type PolicyEntityKind } from '@/features/policies/api/get-policy-entities';
import { matchesSearch, SearchField } from '@/components/search-field';

const columns: DataTableColumn<string>[] = [{ id: 'name', header: 'Name', cell: (name) => name }];

const texts = {
  users: { search: 'Search Users', table: 'Users with this policy', empty: 'No users have this policy' },
  groups: { search: 'Search Groups', table: 'Groups with this policy', empty: 'No groups have this policy' },
};

/** The Users or Groups tab: the searchable names the policy is attached to. */
export function PolicyEntitiesTab({ policyName, kind }: { policyName: string; kind: PolicyEntityKind }) {
  const navigate = useNavigate();
  const entities = usePolicyEntities(policyName, kind);
  const [search, setSearch] = useState('');
  const rows = useMemo(
    () =>
      (entities.data ?? []).filter((name) => matchesSearch(name, search)).sort((a, b) => a.localeCompare(b)),
    [entities.data, search],
  );
  const viewUser = (name: string) => void navigate(screens.users.detail.href({ name }));
  const actions: RowAction<string>[] | undefined =
    kind === 'users'
      ? [{ label: 'View', icon: <VisibilityOutlined fontSize="small" />, onClick: viewUser }]
      : undefined;
  const text = texts[kind];

  return (
    <>
      <Box sx={{ mb: 2 }}>
        <SearchField label={text.search} value={search} onChange={setSearch} />
      </Box>
      <DataTable
        aria-label={text.table}
        rows={rows}
        columns={columns}
        getRowId={(name) => name}
        actions={actions}
        onRowClick={kind === 'users' ? viewUser : undefined}
        loading={entities.isPending}
        error={entities.error}
        emptyMessage={search ? `No ${kind} match the search` : text.empty}
      />
    </>
  );
}
