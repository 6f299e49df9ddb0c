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
  { id: 'drive', header: 'Drive', cell: (drive) => drive.drive },
  { id: 'capacity', header: 'Capacity', cell: (drive) => formatBytes(drive.capacity), width: 100 },
  { id: 'allocated', header: 'Allocated', cell: (drive) => formatBytes(drive.allocated), width: 100 },
  { id: 'volumes', header: 'Volumes', cell: (drive) => drive.volumes, width: 90 },
  { id: 'node', header: 'Node', cell: (drive) => drive.node },
  {
    id: 'status',
    header: 'Status',
    cell: (drive) => <DriveStatus drive={drive} />,
    width: 'minmax(140px, 1.5fr)',
  },
];
