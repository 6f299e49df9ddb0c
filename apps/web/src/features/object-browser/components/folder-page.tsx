import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Download from '@mui/icons-material/Download';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Alert from '@mui/material/Alert';
import type { ObjectEntry } from '@silo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type RowAction } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { formatError } from '../../../lib/error-message';
import { useDebounced } from '../../../lib/use-debounced';
import { useObjectListing } from '../api/list-objects';
import { objectKeys } from '../api/object-keys';
import { baseName, browserPath } from '../browser-path';
import { startDownload } from '../download-object';
import { useSlowLoadText } from '../use-slow-load-text';
import { useUploads } from '../use-uploads';
import { BrowserBreadcrumbs } from './browser-breadcrumbs';
import { DeleteObjectsDialog } from './delete-objects-dialog';
import { FolderToolbar } from './folder-toolbar';
import { ShareDialog } from './share-dialog';
import { isFolder, objectColumns } from './object-columns';
import { UploadPanel } from './upload-panel';

/** How long typing pauses before 'Search Objects' asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

const rowId = (entry: ObjectEntry) => entry.name + (entry.version_id ?? '');

type RowHandlers = { onDelete: (entry: ObjectEntry) => void; onShare: (entry: ObjectEntry) => void };

function rowActions(bucket: string, { onDelete, onShare }: RowHandlers): RowAction<ObjectEntry>[] {
  return [
    { label: 'Share', icon: <ShareOutlined fontSize="small" />, onClick: onShare, disabled: isFolder },
    {
      label: 'Download',
      icon: <Download fontSize="small" />,
      onClick: (entry) => startDownload(bucket, entry),
      disabled: isFolder,
    },
    { label: 'Delete', icon: <DeleteOutlined fontSize="small" />, onClick: onDelete },
  ];
}

type FolderPageProps = { bucket: string; folder: string };

/** A folder of a bucket, a page at a time as the user scrolls; the search asks the server by prefix. */
export function FolderPage({ bucket, folder }: FolderPageProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<ObjectEntry[] | null>(null);
  const searchPrefix = folder + useDebounced(search, SEARCH_DEBOUNCE_MS);
  const { query, entries, loadMore } = useObjectListing(bucket, searchPrefix);
  const uploads = useUploads(bucket, folder);
  const loadingText = useSlowLoadText(query.isPending);
  const columns = useMemo(() => objectColumns(folder), [folder]);
  const [sharing, setSharing] = useState<ObjectEntry | null>(null);
  const actions = useMemo(
    () => rowActions(bucket, { onDelete: (entry) => setDeleting([entry]), onShare: setSharing }),
    [bucket],
  );
  const open = (entry: ObjectEntry) => void navigate(browserPath(bucket, entry.name));
  const refresh = () => void queryClient.resetQueries({ queryKey: objectKeys.listing(bucket, searchPrefix) });
  const chosen = entries.filter((entry) => selected.includes(rowId(entry)));

  return (
    <>
      <BrowserBreadcrumbs bucket={bucket} prefix={folder} />
      <PageHeader title={folder ? baseName(folder) : bucket} />
      <FolderToolbar
        search={search}
        onSearch={setSearch}
        refreshing={query.isFetching}
        onRefresh={refresh}
        selectedCount={chosen.length}
        onDeleteSelected={() => setDeleting(chosen)}
        onUpload={(files) => void uploads.start(files)}
      />
      <UploadPanel items={uploads.items} onClear={uploads.clearFinished} />
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formatError(query.error).message}
        </Alert>
      )}
      <DataTable
        aria-label="Objects"
        rows={entries}
        columns={columns}
        getRowId={rowId}
        actions={actions}
        selection={{ selected, onChange: setSelected }}
        onRowClick={open}
        onEndReached={loadMore}
        loading={query.isPending || query.isFetchingNextPage}
        loadingMessage={loadingText}
        emptyMessage={search ? 'No objects match the search' : 'This folder is empty.'}
      />
      {sharing && <ShareDialog bucket={bucket} entry={sharing} onClose={() => setSharing(null)} />}
      {deleting && (
        <DeleteObjectsDialog
          bucket={bucket}
          entries={deleting}
          onClose={() => {
            setDeleting(null);
            setSelected([]);
          }}
        />
      )}
    </>
  );
}
