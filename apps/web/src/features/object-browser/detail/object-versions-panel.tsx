import Download from '@mui/icons-material/Download';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ObjectEntry } from '@granary/contract';
import { screens } from '@granary/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/data-table';
import { matchesSearch, SearchField } from '@/components/search-field';
import { TabSection } from '@/components/tab-section';
import { formatDateTime } from '@/lib/format';
import { formatError } from '@/lib/error-message';
import { ShareDialog } from '@/features/object-browser/components/share-dialog';
import { startDownload } from '@/features/object-browser/api/download-object';
import { useObjectVersions } from '@/features/object-browser/api/list-object-versions';
import { numberVersions, type NumberedVersion } from './version-numbers';

function VersionIdCell({ row, shown }: { row: NumberedVersion; shown: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box
        component="span"
        sx={{ fontFamily: 'monospace', fontSize: '0.75rem', overflow: 'hidden', textOverflow: 'ellipsis' }}
        title={row.entry.version_id}
      >
        {row.entry.version_id}
      </Box>
      {shown && <Chip size="small" color="primary" variant="outlined" label="Shown" sx={{ flexShrink: 0 }} />}
    </Box>
  );
}

/** The version the page shows is marked 'Shown'. */
const columnsFor = (shownVersionId: string): DataTableColumn<NumberedVersion>[] => [
  { id: 'number', header: 'Version', cell: (row) => `v${row.number}`, width: 56 },
  {
    id: 'version',
    header: 'Version ID',
    cell: (row) => <VersionIdCell row={row} shown={row.entry.version_id === shownVersionId} />,
  },
  {
    id: 'modified',
    header: 'Last Modified',
    cell: (row) => formatDateTime(row.entry.last_modified),
    width: 184,
  },
  { id: 'deleted', header: 'Deleted', cell: (row) => (row.entry.is_delete_marker ? 'Yes' : 'No'), width: 64 },
];

type ObjectVersionsPanelProps = { bucket: string; objectKey: string; shownVersionId: string };

/**
 * Versions: every version of the key, newest first, numbered v{n} with v1 the oldest; a row opens that
 * version's own page.
 */
export function ObjectVersionsPanel({ bucket, objectKey, shownVersionId }: ObjectVersionsPanelProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [sharing, setSharing] = useState<ObjectEntry | null>(null);
  const versions = useObjectVersions(bucket, objectKey, true);
  const rows = useMemo(() => numberVersions(versions.data ?? []), [versions.data]);
  const columns = useMemo(() => columnsFor(shownVersionId), [shownVersionId]);
  const actions: RowAction<NumberedVersion>[] = [
    {
      label: 'Share',
      icon: <ShareOutlined fontSize="small" />,
      onClick: (row) => setSharing(row.entry),
      disabled: (row) => row.entry.is_delete_marker === true,
    },
    {
      label: 'Download',
      icon: <Download fontSize="small" />,
      onClick: (row) => startDownload(bucket, row.entry),
      disabled: (row) => row.entry.is_delete_marker === true,
    },
  ];
  return (
    <TabSection
      title="Versions"
      action={<SearchField label="Search Versions" value={search} onChange={setSearch} />}
    >
      {versions.isError && <Alert severity="error">{formatError(versions.error).message}</Alert>}
      <DataTable
        aria-label="Versions"
        rows={rows.filter((row) => matchesSearch(row.entry.version_id ?? '', search))}
        columns={columns}
        getRowId={(row) => row.entry.version_id ?? String(row.number)}
        actions={actions}
        onRowClick={(row) =>
          void navigate(
            screens.objectBrowser.location.href({
              bucket,
              prefix: objectKey,
              versionId: row.entry.version_id,
            }),
          )
        }
        loading={versions.isPending}
        error={versions.error}
        emptyMessage={search ? 'No version matches the search.' : 'This object has no versions.'}
      />
      {sharing && <ShareDialog bucket={bucket} entry={sharing} onClose={() => setSharing(null)} />}
    </TabSection>
  );
}
