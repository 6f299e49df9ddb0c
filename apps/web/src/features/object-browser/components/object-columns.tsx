import FolderOutlined from '@mui/icons-material/FolderOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import { isFolder, nameInFolder, type ObjectEntry } from '@granary/contract';
import type { DataTableColumn } from '@/components/data-table';
import { formatBytes, formatDateTime } from '@/lib/format';

function NameCell({ entry, folder }: { entry: ObjectEntry; folder: string }) {
  const Icon = isFolder(entry) ? FolderOutlined : InsertDriveFileOutlined;
  const name = nameInFolder(entry.name, folder);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }} title={name}>
      <Icon
        fontSize="small"
        sx={{ color: isFolder(entry) ? 'primary.main' : 'text.secondary', flexShrink: 0 }}
      />
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'pre' }}>
        {name}
      </Box>
    </Box>
  );
}

/** A row of the folder listing; in rewind mode `delete_flag` says the key was deleted at that date. */
export type BrowserRow = ObjectEntry & { delete_flag?: boolean };

/**
 * Name, Last Modified and Size (spec 1 §2.8); in rewind mode Name, Object Date, Size and Deleted.
 * Folders have neither date nor size.
 */
export function objectColumns(folder: string, rewind = false): DataTableColumn<BrowserRow>[] {
  const columns: DataTableColumn<BrowserRow>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (entry) => <NameCell entry={entry} folder={folder} />,
      width: 'minmax(240px, 3fr)',
    },
    {
      id: 'modified',
      header: rewind ? 'Object Date' : 'Last Modified',
      cell: (entry) => (isFolder(entry) ? '' : formatDateTime(entry.last_modified)),
      width: 'minmax(200px, 1fr)',
    },
    {
      id: 'size',
      header: 'Size',
      cell: (entry) => (isFolder(entry) ? '' : formatBytes(entry.size)),
      width: 120,
    },
  ];
  if (rewind)
    columns.push({
      id: 'deleted',
      header: 'Deleted',
      cell: (entry) => (isFolder(entry) ? '' : entry.delete_flag ? 'Yes' : 'No'),
      width: 100,
    });
  return columns;
}
