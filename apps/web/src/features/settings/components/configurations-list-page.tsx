import EditOutlined from '@mui/icons-material/EditOutlined';
import type { ConfigSummary } from '@granary/contract';
import { screens } from '@granary/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage, useListSearch } from '@/components/list-page';
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

const configText = (config: ConfigSummary) =>
  `${config.key} ${configLabel(config.key)} ${config.description}`;

export function ConfigurationsListPage() {
  const navigate = useNavigate();
  const configs = useConfigList();
  const shown = useMemo(() => ordered(configs.data ?? []), [configs.data]);
  const list = useListSearch(shown, configText);
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
    <ListPage
      search={{ label: 'Filter Configurations', ...list.search }}
      aria-label="Configurations"
      rows={list.rows}
      columns={columns}
      getRowId={(config) => config.key}
      actions={actions}
      onRowClick={edit}
      query={configs}
      empty="MinIO lists no configuration"
      noMatch="No configuration matches the filter"
    />
  );
}
