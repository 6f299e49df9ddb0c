import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { screens } from '@granary/contract';
import { useNavigate } from 'react-router';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage, useListSearch } from '@/components/list-page';
import { usePolicyEntities, type PolicyEntityKind } from '@/features/policies/api/get-policy-entities';

const itself = (name: string) => name;
const byName = (a: string, b: string) => a.localeCompare(b);
const columns: DataTableColumn<string>[] = [{ id: 'name', header: 'Name', cell: (name) => name }];

const texts = {
  users: { search: 'Search Users', table: 'Users with this policy', empty: 'No users have this policy' },
  groups: { search: 'Search Groups', table: 'Groups with this policy', empty: 'No groups have this policy' },
};

/** The Users or Groups tab: the searchable names the policy is attached to. */
export function PolicyEntitiesTab({ policyName, kind }: { policyName: string; kind: PolicyEntityKind }) {
  const navigate = useNavigate();
  const entities = usePolicyEntities(policyName, kind);
  const list = useListSearch(entities.data, itself, byName);
  const viewUser = (name: string) => void navigate(screens.users.detail.href({ name }));
  const actions: RowAction<string>[] | undefined =
    kind === 'users'
      ? [{ label: 'View', icon: <VisibilityOutlined fontSize="small" />, onClick: viewUser }]
      : undefined;
  const text = texts[kind];

  return (
    <ListPage
      search={{ label: text.search, ...list.search }}
      aria-label={text.table}
      rows={list.rows}
      columns={columns}
      getRowId={itself}
      actions={actions}
      onRowClick={kind === 'users' ? viewUser : undefined}
      query={entities}
      empty={text.empty}
      noMatch={`No ${kind} match the search`}
    />
  );
}
