import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { NotificationEndpoint } from '@granary/contract';
import { screens } from '@granary/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/data-table';
import { matchesSearch, SearchField } from '@/components/search-field';
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

/** Lambda Notifications: the targets MinIO runs, with their status (spec 2 §2). */
export function NotificationsListPage() {
  const navigate = useNavigate();
  const endpoints = useNotificationEndpoints();
  const [search, setSearch] = useState('');
  const [removing, setRemoving] = useState<NotificationEndpoint | null>(null);
  const rows = useMemo(
    () =>
      (endpoints.data ?? [])
        .filter((target) => matchesSearch(`${target.service} ${target.account_id} ${target.status}`, search))
        // MinIO lists them in a different order on every call.
        .sort((a, b) => a.service.localeCompare(b.service) || a.account_id.localeCompare(b.account_id)),
    [endpoints.data, search],
  );
  const actions: RowAction<NotificationEndpoint>[] = [
    {
      label: 'Remove',
      rowLabel: (target) => `Remove ${target.service}:${target.account_id}`,
      icon: <DeleteOutline fontSize="small" />,
      onClick: setRemoving,
    },
  ];
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField label="Filter Notification Targets" value={search} onChange={setSearch} />
        <Tooltip title="Refresh">
          <IconButton aria-label="Refresh" onClick={() => void endpoints.refetch()}>
            <Refresh />
          </IconButton>
        </Tooltip>
        <Box sx={{ flex: 1 }} />
        <Button
          variant="contained"
          startIcon={<Add />}
          onClick={() => void navigate(screens.settings.notificationServices.href())}
        >
          Add Notification Target
        </Button>
      </Box>
      <DataTable
        aria-label="Notification targets"
        rows={rows}
        columns={columns}
        getRowId={(target) => `${target.service}:${target.account_id}`}
        actions={actions}
        loading={endpoints.isPending}
        error={endpoints.error}
        emptyMessage={
          search ? 'No notification target matches the filter' : 'There are no notification targets yet'
        }
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        A target added or removed appears here once MinIO has restarted.
      </Typography>
      {removing && <RemoveNotificationTargetDialog target={removing} onClose={() => setRemoving(null)} />}
    </>
  );
}
