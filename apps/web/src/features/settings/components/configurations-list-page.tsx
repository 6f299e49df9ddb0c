import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import type { ConfigSummary } from '@granary/contract';
import { screens } from '@granary/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/data-table';
import { matchesSearch, SearchField } from '@/components/search-field';
import { useConfigList } from '../api/list-configs';
import { configLabel, configurationIds } from '../forms/config-labels';

const columns: DataTableColumn<ConfigSummary>[] = [
  { id: 'name', header: 'Configuration', cell: (config) => configLabel(config.key), width: '1fr' },
  { id: 'description', header: 'Description', cell: (config) => config.description, width: '2fr' },
];

/** The specification's ids first (as current MinIO names them), then every other subsystem it has. */
function ordered(configs: ConfigSummary[]): ConfigSummary[] {
  const rank = (key: string) => {
    const index = configurationIds.indexOf(key);
    return index === -1 ? configurationIds.length : index;
  };
  return configs
    .filter((config) => !config.key.startsWith('notify_') && config.key !== 'lambda_webhook')
    .sort((a, b) => rank(a.key) - rank(b.key) || a.key.localeCompare(b.key));
}

export function ConfigurationsListPage() {
  const navigate = useNavigate();
  const configs = useConfigList();
  const [search, setSearch] = useState('');
  const rows = useMemo(
    () =>
      ordered(configs.data ?? []).filter((config) =>
        matchesSearch(`${config.key} ${configLabel(config.key)} ${config.description}`, search),
      ),
    [configs.data, search],
  );
  const edit = (config: ConfigSummary) =>
    void navigate(screens.settings.configuration.href({ id: config.key }));
  const actions: RowAction<ConfigSummary>[] = [
    {
      label: 'Edit',
      rowLabel: (config) => `Edit ${configLabel(config.key)} Configuration`,
      icon: <EditOutlined fontSize="small" />,
      onClick: edit,
    },
  ];
  return (
    <>
      <Box sx={{ mb: 2 }}>
        <SearchField label="Filter Configurations" value={search} onChange={setSearch} />
      </Box>
      <DataTable
        aria-label="Configurations"
        rows={rows}
        columns={columns}
        getRowId={(config) => config.key}
        actions={actions}
        onRowClick={edit}
        loading={configs.isPending}
        error={configs.error}
        emptyMessage={search ? 'No configuration matches the filter' : 'MinIO lists no configuration'}
      />
    </>
  );
}
