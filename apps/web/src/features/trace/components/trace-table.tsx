import Typography from '@mui/material/Typography';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { formatBytes, formatNanos, formatTimeOfDay } from '@/lib/format';
import type { TraceRow } from '../trace-buffer';

/** The status or the call's error; one longer than the column (500 Internal Server Error) reads on hover. */
function StatusText({ row }: { row: TraceRow }) {
  const text = row.statusCode ? `${row.statusCode} ${row.statusMsg}` : row.error || '—';
  return (
    <Typography
      variant="body2"
      color={row.statusCode >= 400 || row.error ? 'error' : 'text.primary'}
      noWrap
      title={text}
    >
      {text}
    </Typography>
  );
}

const columns: DataTableColumn<TraceRow>[] = [
  { id: 'time', header: 'Time', width: 150, cell: (row) => formatTimeOfDay(row.time) },
  // API names run to 30 characters (s3.CompleteMultipartUpload): Name gets their width before Location.
  // The fixed columns are as wide as their headers and figures need, which leaves Location room for a
  // short path beside the host at 1440 px with the menu open.
  { id: 'name', header: 'Name', width: 'minmax(230px, 1.2fr)', cell: (row) => row.api },
  {
    id: 'user',
    header: 'User',
    width: 'minmax(120px, 0.8fr)',
    cell: (row) =>
      row.user && row.user !== row.accessKey ? `${row.user} (${row.accessKey})` : row.user || '—',
  },
  {
    id: 'status',
    header: 'Status',
    width: 150,
    cell: (row) => <StatusText row={row} />,
  },
  {
    id: 'location',
    header: 'Location',
    width: 'minmax(180px, 2fr)',
    cell: (row) => `${row.host} ${row.path}`,
  },
  { id: 'load', header: 'Load Time', width: 90, cell: (row) => formatNanos(row.callStats.duration) },
  { id: 'upload', header: 'Upload', width: 80, cell: (row) => formatBytes(row.callStats.rx) },
  { id: 'download', header: 'Download', width: 90, cell: (row) => formatBytes(row.callStats.tx) },
];

/** The traced calls, newest first, virtualized (a trace may bring thousands a second). */
export function TraceTable({ rows, started }: { rows: TraceRow[]; started: boolean }) {
  return (
    <DataTable
      aria-label="Trace"
      rows={rows}
      columns={columns}
      getRowId={(row) => String(row.id)}
      emptyMessage={started ? 'No Traced elements received yet' : 'Trace is not started yet'}
    />
  );
}
