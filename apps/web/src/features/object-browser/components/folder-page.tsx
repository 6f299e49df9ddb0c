import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Download from '@mui/icons-material/Download';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import { isFolder, type ObjectEntry, screens } from '@granary/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type RowAction } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { useDebounced } from '@/lib/use-debounced';
import { useObjectListing } from '@/features/object-browser/api/list-objects';
import { objectKeys } from '@/features/object-browser/api/object-keys';
import { baseName } from '@/features/object-browser/browser-path';
import { startDownload } from '@/features/object-browser/api/download-object';
import { useCanRewind } from '@/features/object-browser/api/get-bucket-versioning';
import { usePolicyChecks } from '@/lib/has-permission';
import { useRewindListing } from '@/features/object-browser/api/rewind-objects';
import { RewindDialog } from '@/features/object-browser/rewind/rewind-dialog';
import { useRewindDate } from '@/features/object-browser/rewind/rewind-state';
import { useSlowLoadText } from '@/features/object-browser/use-slow-load-text';
import { useUploads } from '@/features/object-browser/use-uploads';
import { AddFolderDialog } from './add-folder-dialog';
import { BrowserBreadcrumbs } from './browser-breadcrumbs';
import { DeleteObjectsDialog } from './delete-objects-dialog';
import { FolderToolbar } from './folder-toolbar';
import { ShareDialog } from './share-dialog';
import { objectColumns, type BrowserRow } from './object-columns';
import { UploadPanel } from './upload-panel';

/** How long typing pauses before 'Search Objects' asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

const rowId = (entry: ObjectEntry) => entry.name + (entry.version_id ?? '');

type RowHandlers = { onDelete: (entry: ObjectEntry) => void; onShare: (entry: ObjectEntry) => void };

/** Why the policy refuses a row action in this folder, by action. */
type RowDenials = { read: string | undefined; delete: string | undefined };

/** Nothing to share or download: a folder, or a key that was deleted at the rewind date. */
const noContent = (entry: BrowserRow) => isFolder(entry) || entry.delete_flag === true;

/** In rewind mode the rows are the past: share and download that version, but nothing is deleted. */
function rowActions(
  bucket: string,
  rewind: boolean,
  handlers: RowHandlers,
  denied: RowDenials,
): RowAction<BrowserRow>[] {
  const actions: RowAction<BrowserRow>[] = [
    {
      label: 'Share',
      icon: <ShareOutlined fontSize="small" />,
      onClick: handlers.onShare,
      disabled: noContent,
      deniedBy: denied.read,
    },
    {
      label: 'Download',
      icon: <Download fontSize="small" />,
      onClick: (entry) => startDownload(bucket, entry),
      disabled: noContent,
      deniedBy: denied.read,
    },
  ];
  if (!rewind)
    actions.push({
      label: 'Delete',
      icon: <DeleteOutlined fontSize="small" />,
      onClick: handlers.onDelete,
      deniedBy: denied.delete,
    });
  return actions;
}

/** What the user's policy allows in this folder, asked once for the page. */
const useFolderDenials = (bucket: string, folder: string) =>
  usePolicyChecks({
    read: { action: 's3:GetObject', bucket, prefix: folder },
    write: { action: 's3:PutObject', bucket, prefix: folder },
    delete: { action: 's3:DeleteObject', bucket, prefix: folder },
    versioning: { action: 's3:GetBucketVersioning', bucket },
  });

/** The current listing, or the rewind listing when rewind is on for this bucket: only that one reads ahead. */
function useFolderRows(bucket: string, prefix: string, rewindDate: string | null) {
  const current = useObjectListing(bucket, prefix, rewindDate === null);
  const past = useRewindListing(bucket, prefix, rewindDate);
  return rewindDate === null ? current : past;
}

/**
 * The ticked entries among the rows, in row order. The scan ends once every ticked id is found, so
 * ticking a few rows near the top costs those rows, not the whole folder.
 */
function chosenEntries(entries: ObjectEntry[], selected: string[]): ObjectEntry[] {
  if (selected.length === 0) return [];
  const ids = new Set(selected);
  const chosen: ObjectEntry[] = [];
  for (const entry of entries) {
    if (ids.has(rowId(entry))) chosen.push(entry);
    if (chosen.length === ids.size) break;
  }
  return chosen;
}

function emptyMessage(searching: boolean, rewinding: boolean): string {
  if (searching) return 'No objects match the search';
  return rewinding ? 'This folder held nothing at the rewind date.' : 'This folder is empty.';
}

type FolderPageProps = {
  bucket: string;
  folder: string;
  /** Uploads go from the browser to MinIO itself (the session's direct transfers). */
  directTransfers: boolean;
};

/** A folder of a bucket, read ahead of the scroll position; the search asks the server by prefix. */
export function FolderPage({ bucket, folder, directTransfers }: FolderPageProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<ObjectEntry[] | null>(null);
  const [dialog, setDialog] = useState<'folder' | 'rewind' | null>(null);
  const rewindDate = useRewindDate(bucket);
  const rewinding = rewindDate !== null;
  const canRewind = useCanRewind(bucket);
  const denied = useFolderDenials(bucket, folder);
  const searchPrefix = folder + useDebounced(search, SEARCH_DEBOUNCE_MS);
  const { query, entries, onRowsInView } = useFolderRows(bucket, searchPrefix, rewindDate);
  const uploads = useUploads(bucket, folder, directTransfers);
  const loadingText = useSlowLoadText(query.isPending);
  const columns = useMemo(() => objectColumns(folder, rewinding), [folder, rewinding]);
  const [sharing, setSharing] = useState<ObjectEntry | null>(null);
  const actions = useMemo(
    () =>
      rowActions(
        bucket,
        rewinding,
        { onDelete: (entry) => setDeleting([entry]), onShare: setSharing },
        { read: denied.read, delete: denied.delete },
      ),
    [bucket, rewinding, denied.read, denied.delete],
  );
  // A rewound row is the version in force at the date: its file opens on that version's page.
  const open = (entry: ObjectEntry) =>
    void navigate(
      screens.objectBrowser.location.href({
        bucket,
        prefix: entry.name,
        versionId: rewinding && !isFolder(entry) ? entry.version_id : undefined,
      }),
    );
  const refresh = () => void queryClient.resetQueries({ queryKey: objectKeys.listing(bucket, searchPrefix) });
  const chosen = useMemo(() => chosenEntries(entries, selected), [entries, selected]);

  return (
    <>
      <BrowserBreadcrumbs bucket={bucket} prefix={folder} rewindDate={rewindDate} />
      <PageHeader title={folder ? baseName(folder) : bucket} />
      <FolderToolbar
        search={search}
        onSearch={setSearch}
        refreshing={query.isFetching}
        onRefresh={refresh}
        selectedCount={chosen.length}
        onDeleteSelected={() => setDeleting(chosen)}
        onUpload={(files) => void uploads.start(files)}
        onCreateFolder={() => setDialog('folder')}
        onRewind={() => setDialog('rewind')}
        canRewind={canRewind}
        rewinding={rewinding}
        denied={denied}
      />
      <UploadPanel items={uploads.items} onClear={uploads.clearFinished} />
      <DataTable
        aria-label="Objects"
        rows={entries}
        columns={columns}
        getRowId={rowId}
        actions={actions}
        {...(!rewinding && { selection: { selected, onChange: setSelected } })}
        onRowClick={open}
        onRowsInView={onRowsInView}
        loading={query.isPending || query.isFetchingNextPage}
        loadingMessage={loadingText}
        emptyMessage={emptyMessage(search !== '', rewinding)}
        error={query.isError ? query.error : undefined}
      />
      {dialog === 'folder' && (
        <AddFolderDialog
          parent={folder}
          onClose={() => setDialog(null)}
          onCreate={(prefix) => void navigate(screens.objectBrowser.location.href({ bucket, prefix }))}
        />
      )}
      {dialog === 'rewind' && (
        <RewindDialog bucket={bucket} current={rewindDate} onClose={() => setDialog(null)} />
      )}
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
