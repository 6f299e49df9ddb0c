import Box from '@mui/material/Box';
import { formatBytes, type DirectCsiDrive } from '@granary/contract';
import type { DataTableColumn } from '@/components/data-table';

/**
 * A drive DirectCSI has not owned or initialised shows its status with '*' and the condition's message
 * after it (the whole message on hover).
 */
function DriveStatus({ drive }: { drive: DirectCsiDrive }) {
  if (drive.message === undefined) return drive.status;
  return (
    <Box component="span" title={drive.message} sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
      {drive.status}*
      {drive.message && (
        <Box component="span" sx={{ color: 'text.secondary', ml: 1 }}>
          {drive.message}
        </Box>
      )}
    </Box>
  );
}

export const driveColumns: DataTableColumn<DirectCsiDrive>[] = [
  { id: 'drive', header: 'Drive', cell: (drive) => drive.drive, width: 'minmax(100px, 1fr)' },
  { id: 'capacity', header: 'Capacity', cell: (drive) => formatBytes(drive.capacity), width: 84 },
  { id: 'allocated', header: 'Allocated', cell: (drive) => formatBytes(drive.allocated), width: 84 },
  { id: 'volumes', header: 'Volumes', cell: (drive) => drive.volumes, width: 76 },
  { id: 'node', header: 'Node', cell: (drive) => drive.node, width: 'minmax(90px, 1fr)' },
  {
    id: 'status',
    header: 'Status',
    cell: (drive) => <DriveStatus drive={drive} />,
    width: 'minmax(130px, 1.5fr)',
  },
];
