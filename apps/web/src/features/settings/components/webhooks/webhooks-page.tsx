import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import type { ConfigTarget } from '@granary/contract';
import { useMemo, useState } from 'react';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage, useListSearch } from '@/components/list-page';
import { DeleteDialog } from '@/components/delete-dialog';
import { formatError } from '@/lib/error-message';
import { useConfig } from '../../api/get-config';
import { useConfigTargets } from '../../api/list-config-targets';
import { useRemoveConfigTarget } from '../../api/reset-config';
import { WebhookDialog } from './webhook-dialog';

export type WebhookKind = 'logger' | 'audit';

const titles: Record<WebhookKind, string> = { logger: 'Logger Webhook', audit: 'Audit Webhook' };
const endpointOf = (target: ConfigTarget) =>
  target.key_values.find((pair) => pair.key === 'endpoint')?.value ?? '';
const targetText = (target: ConfigTarget) => `${target.name} ${endpointOf(target)}`;

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
  const [editing, setEditing] = useState<ConfigTarget | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ConfigTarget | null>(null);
  const shown = useMemo(
    () => (targets.data ?? []).filter((target) => target.name !== '_' || endpointOf(target) !== ''),
    [targets.data],
  );
  const list = useListSearch(shown, targetText);
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
    <ListPage
      title={titles[kind]}
      subtitle={`Endpoints MinIO posts its ${kind === 'logger' ? 'server log' : 'audit log'} to, applied without a restart.`}
      notice={
        config.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formatError(config.error).message}
          </Alert>
        )
      }
      search={{ label: 'Filter Webhooks', ...list.search }}
      toolbarGap={1}
      buttons={[
        {
          label: 'Add Webhook Configuration',
          icon: <Add />,
          primary: true,
          disabled: !config.data,
          onClick: () => setEditing('new'),
        },
      ]}
      aria-label={`${titles[kind]}s`}
      rows={list.rows}
      columns={columns}
      getRowId={(target) => target.name}
      actions={actions}
      query={targets}
      empty="There are no webhooks yet"
      noMatch="No webhook matches the filter"
    >
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
    </ListPage>
  );
}
