import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Typography from '@mui/material/Typography';
import type { NotificationEndpoint } from '@granary/contract';
import { screens } from '@granary/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage, RefreshButton, useListSearch } from '@/components/list-page';
import { useNotificationEndpoints } from '../api/list-notification-endpoints';
import { RemoveNotificationTargetDialog } from './remove-notification-target-dialog';

function StatusText({ status }: { status: string }) {
  const offline = status.toLowerCase() !== 'online';
  return (
    <Typography
      variant="body2"
      sx={{ color: offline ? 'error.main' : 'success.main', fontWeight: 600, textTransform: 'capitalize' }}
    >
      {offline ? 'Offline' : 'Online'}
    </Typography>
  );
}

const columns: DataTableColumn<NotificationEndpoint>[] = [
  { id: 'status', header: 'Status', cell: (target) => <StatusText status={target.status} />, width: 120 },
  {
    id: 'service',
    header: 'Service',
    cell: (target) => `${target.service}:${target.account_id}`,
    width: '1fr',
  },
];

const targetId = (target: NotificationEndpoint) => `${target.service}:${target.account_id}`;
const targetText = (target: NotificationEndpoint) =>
  `${target.service} ${target.account_id} ${target.status}`;
// MinIO lists them in a different order on every call.
const byTarget = (a: NotificationEndpoint, b: NotificationEndpoint) =>
  a.service.localeCompare(b.service) || a.account_id.localeCompare(b.account_id);

/** Lambda Notifications: the targets MinIO runs, with their status (spec 2 §2). */
export function NotificationsListPage() {
  const navigate = useNavigate();
  const endpoints = useNotificationEndpoints();
  const list = useListSearch(endpoints.data, targetText, byTarget);
  const [removing, setRemoving] = useState<NotificationEndpoint | null>(null);
  const actions: RowAction<NotificationEndpoint>[] = [
    {
      label: 'Remove',
      rowLabel: (target) => `Remove ${target.service}:${target.account_id}`,
      icon: <DeleteOutline fontSize="small" />,
      onClick: setRemoving,
    },
  ];
  return (
    <ListPage
      search={{ label: 'Filter Notification Targets', ...list.search }}
      toolbarGap={1}
      tools={<RefreshButton query={endpoints} />}
      buttons={[
        {
          label: 'Add Notification Target',
          icon: <Add />,
          primary: true,
          onClick: () => void navigate(screens.settings.notificationServices.href()),
        },
      ]}
      aria-label="Notification targets"
      rows={list.rows}
      columns={columns}
      getRowId={targetId}
      actions={actions}
      query={endpoints}
      empty="There are no notification targets yet"
      noMatch="No notification target matches the filter"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        A target added or removed appears here once MinIO has restarted.
      </Typography>
      {removing && <RemoveNotificationTargetDialog target={removing} onClose={() => setRemoving(null)} />}
    </ListPage>
  );
}
