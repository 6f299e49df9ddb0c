import Refresh from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ObjectEntry } from '@silo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { PageHeader } from '../../../components/page-header';
import { SearchField } from '../../../components/search-field';
import { formatError } from '../../../lib/error-message';
import { useDebounced } from '../../../lib/use-debounced';
import { useObjectListing } from '../api/list-objects';
import { objectKeys } from '../api/object-keys';
import { baseName, browserPath } from '../browser-path';
import { useSlowLoadText } from '../use-slow-load-text';
import { BrowserBreadcrumbs } from './browser-breadcrumbs';
import { objectColumns } from './object-columns';

/** How long typing pauses before 'Search Objects' asks the server. */
const SEARCH_DEBOUNCE_MS = 300;

type FolderPageProps = { bucket: string; folder: string };

/** A folder of a bucket, a page at a time as the user scrolls; the search asks the server by prefix. */
export function FolderPage({ bucket, folder }: FolderPageProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const searchPrefix = folder + useDebounced(search, SEARCH_DEBOUNCE_MS);
  const { query, entries, loadMore } = useObjectListing(bucket, searchPrefix);
  const loadingText = useSlowLoadText(query.isPending);
  const columns = useMemo(() => objectColumns(folder), [folder]);
  const open = (entry: ObjectEntry) => void navigate(browserPath(bucket, entry.name));
  const refresh = () => void queryClient.resetQueries({ queryKey: objectKeys.listing(bucket, searchPrefix) });

  return (
    <>
      <BrowserBreadcrumbs bucket={bucket} prefix={folder} />
      <PageHeader title={folder ? baseName(folder) : bucket} />
      <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField label="Search Objects" value={search} onChange={setSearch} />
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" startIcon={<Refresh />} loading={query.isFetching} onClick={refresh}>
          Refresh
        </Button>
      </Box>
      {query.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formatError(query.error).message}
        </Alert>
      )}
      <DataTable
        aria-label="Objects"
        rows={entries}
        columns={columns}
        getRowId={(entry) => entry.name + (entry.version_id ?? '')}
        onRowClick={open}
        onEndReached={loadMore}
        loading={query.isPending || query.isFetchingNextPage}
        loadingMessage={loadingText}
        emptyMessage={search ? 'No objects match the search' : 'This folder is empty.'}
      />
    </>
  );
}
