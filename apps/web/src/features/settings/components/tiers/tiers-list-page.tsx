import Add from '@mui/icons-material/Add';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import { screens, tierName, type Tier, type TierDetails } from '@granary/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage, RefreshButton, useListSearch } from '@/components/list-page';
import { useTiers } from '@/shared-api/list-tiers';
import { tierTypeLabel } from './tier-types';
import { UpdateTierCredentialsDialog } from './update-tier-credentials-dialog';

const detail = (tier: Tier, key: keyof TierDetails) => tier[tier.type]?.[key] ?? '';

const columns: DataTableColumn<Tier>[] = [
  { id: 'name', header: 'Tier Name', cell: tierName, width: 'minmax(100px, 1fr)' },
  { id: 'type', header: 'Type', cell: (tier) => tierTypeLabel(tier.type), width: 100 },
  {
    id: 'endpoint',
    header: 'Endpoint',
    cell: (tier) => detail(tier, 'endpoint'),
    width: 'minmax(150px, 2fr)',
  },
  { id: 'bucket', header: 'Bucket', cell: (tier) => detail(tier, 'bucket'), width: 'minmax(100px, 1.2fr)' },
  { id: 'prefix', header: 'Prefix', cell: (tier) => detail(tier, 'prefix'), width: 'minmax(80px, 0.8fr)' },
  { id: 'region', header: 'Region', cell: (tier) => detail(tier, 'region'), width: 90 },
];

const tierText = (tier: Tier) =>
  `${tierName(tier)} ${tier.type} ${detail(tier, 'endpoint')} ${detail(tier, 'bucket')}`;

/** Tiers: the remote targets lifecycle rules can move objects to (spec 2 §2). */
export function TiersListPage() {
  const navigate = useNavigate();
  const tiers = useTiers({ quietErrors: true });
  const [editing, setEditing] = useState<Tier | null>(null);
  const list = useListSearch(tiers.data, tierText);
  const actions: RowAction<Tier>[] = [
    {
      label: 'Update Credentials',
      rowLabel: (tier) => `Update Credentials of ${tierName(tier)}`,
      icon: <KeyOutlined fontSize="small" />,
      onClick: setEditing,
      disabled: (tier) => tier.type === 'unsupported',
    },
  ];
  return (
    <ListPage
      search={{ label: 'Filter Tiers', ...list.search }}
      toolbarGap={1}
      tools={<RefreshButton query={tiers} />}
      buttons={[
        {
          label: 'Add Tier',
          icon: <Add />,
          primary: true,
          onClick: () => void navigate(screens.settings.tierTypes.href()),
        },
      ]}
      aria-label="Tiers"
      rows={list.rows}
      columns={columns}
      getRowId={tierName}
      actions={actions}
      query={tiers}
      empty="There are no tiers yet"
      noMatch="No tier matches the filter"
    >
      {editing && <UpdateTierCredentialsDialog tier={editing} onClose={() => setEditing(null)} />}
    </ListPage>
  );
}
