import Add from '@mui/icons-material/Add';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { screens, type Tier, type TierDetails, tierName } from '@granary/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/data-table';
import { matchesSearch, SearchField } from '@/components/search-field';
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

/** Tiers: the remote targets lifecycle rules can move objects to (spec 2 §2). */
export function TiersListPage() {
  const navigate = useNavigate();
  const tiers = useTiers({ quietErrors: true });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Tier | null>(null);
  const rows = useMemo(
    () =>
      (tiers.data ?? []).filter((tier) =>
        matchesSearch(
          `${tierName(tier)} ${tier.type} ${detail(tier, 'endpoint')} ${detail(tier, 'bucket')}`,
          search,
        ),
      ),
    [tiers.data, search],
  );
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
    <>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField label="Filter Tiers" value={search} onChange={setSearch} />
        <Tooltip title="Refresh">
          <IconButton aria-label="Refresh" onClick={() => void tiers.refetch()}>
            <Refresh />
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => void navigate(screens.settings.tierTypes.href())}
        >
          Add Tier
        </Button>
      </Box>
      <DataTable
        aria-label="Tiers"
        rows={rows}
        columns={columns}
        getRowId={tierName}
        actions={actions}
        loading={tiers.isPending}
        error={tiers.error}
        emptyMessage={search ? 'No tier matches the filter' : 'There are no tiers yet'}
      />
      {editing && <UpdateTierCredentialsDialog tier={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
