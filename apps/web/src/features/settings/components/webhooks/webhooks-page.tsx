import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ConfigTarget } from '@granary/contract';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/data-table';
import { DeleteDialog } from '@/components/delete-dialog';
import { PageHeader } from '@/components/page-header';
import { matchesSearch, SearchField } from '@/components/search-field';
import { formatError } from '@/lib/error-message';
import { useConfig } from '../../api/get-config';
import { useConfigTargets } from '../../api/list-config-targets';
import { useRemoveConfigTarget } from '../../api/reset-config';
import { WebhookDialog } from './webhook-dialog';

export type WebhookKind = 'logger' | 'audit';

const titles: Record<WebhookKind, string> = { logger: 'Logger Webhook', audit: 'Audit Webhook' };
const endpointOf = (target: ConfigTarget) =>
  target.key_values.find((pair) => pair.key === 'endpoint')?.value ?? '';

const columns: DataTableColumn<ConfigTarget>[] = [
  {
    id: 'name',
    header: 'Name',
    cell: (target) => (target.name === '_' ? 'default' : target.name),
    width: '1fr',
  },
  { id: 'endpoint', header: 'Endpoint', cell: endpointOf, width: '2fr' },
];

/** /webhook/logger and /webhook/audit: MinIO's named logger_webhook or audit_webhook targets. */
export function WebhooksPage({ kind }: { kind: WebhookKind }) {
  const id = `${kind}_webhook`;
  const config = useConfig(id);
  const targets = useConfigTargets(id);
  const remove = useRemoveConfigTarget(id);
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ConfigTarget | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConfigTarget | null>(null);
  const rows = useMemo(
    () =>
      (targets.data ?? [])
        .filter((target) => target.name !== '_' || endpointOf(target) !== '')
        .filter((target) => matchesSearch(`${target.name} ${endpointOf(target)}`, search)),
    [targets.data, search],
  );
  const actions: RowAction<ConfigTarget>[] = [
    {
      label: 'Edit',
      rowLabel: (t) => `Edit ${t.name}`,
      icon: <EditOutlined fontSize="small" />,
      onClick: setEditing,
    },
    {
      label: 'Delete',
      rowLabel: (t) => `Delete ${t.name}`,
      icon: <DeleteOutline fontSize="small" />,
      onClick: setDeleting,
    },
  ];
  return (
    <>
      <PageHeader
        title={titles[kind]}
        subtitle={`Endpoints MinIO posts its ${kind === 'logger' ? 'server log' : 'audit log'} to, applied without a restart.`}
      />
      {config.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formatError(config.error).message}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField label="Filter Webhooks" value={search} onChange={setSearch} />
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<Add />}
          disabled={!config.data}
          onClick={() => setEditing('new')}
        >
          Add Webhook Configuration
        </Button>
      </Box>
      <DataTable
        aria-label={`${titles[kind]}s`}
        rows={rows}
        columns={columns}
        getRowId={(target) => target.name}
        actions={actions}
        loading={targets.isPending}
        error={targets.error}
        emptyMessage={search ? 'No webhook matches the filter' : 'There are no webhooks yet'}
      />
      {editing && config.data && (
        <WebhookDialog
          config={config.data}
          {...(editing === 'new' ? {} : { target: editing })}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && (
        <DeleteDialog
          title="Delete Webhook"
          mutation={remove}
          variables={deleting.name}
          successMessage={`Webhook '${deleting.name}' deleted`}
          onClose={() => setDeleting(null)}
        >
          Delete webhook <strong>{deleting.name}</strong>? MinIO stops posting to{' '}
          {endpointOf(deleting) || 'it'} at once.
        </DeleteDialog>
      )}
    </>
  );
}
