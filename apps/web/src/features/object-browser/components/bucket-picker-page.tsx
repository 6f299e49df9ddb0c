import Add from '@mui/icons-material/Add';
import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Bucket } from '@granary/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { matchesSearch, SearchField } from '@/components/search-field';
import { useCan } from '@/lib/has-permission';
import { useBuckets } from '@/shared-api/list-buckets';
import { browserPath } from '@/features/object-browser/browser-path';
import { formatBytes } from '@/lib/format';

const columns: DataTableColumn<Bucket>[] = [
  { id: 'name', header: 'Name', cell: (bucket) => bucket.name, width: 'minmax(200px, 3fr)' },
  { id: 'size', header: 'Used Space', cell: (bucket) => formatBytes(bucket.size), width: 160 },
];

type BucketPickerPageProps = { onCreateBucket: () => void };

/** /object-browser: 'All Buckets', filtered by name; choosing one opens its root folder. */
export function BucketPickerPage({ onCreateBucket }: BucketPickerPageProps) {
  const navigate = useNavigate();
  const buckets = useBuckets();
  const canCreate = useCan('createBucket', 's3:CreateBucket');
  const [search, setSearch] = useState('');
  const rows = useMemo(
    () => (buckets.data?.buckets ?? []).filter((bucket) => matchesSearch(bucket.name, search)),
    [buckets.data, search],
  );
  return (
    <>
      <PageHeader title="All Buckets" subtitle="Choose a bucket to browse its folders and objects." />
      <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField label="Search Buckets" value={search} onChange={setSearch} />
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<Refresh />}
          loading={buckets.isFetching}
          onClick={() => void buckets.refetch()}
        >
          Refresh List
        </Button>
        {canCreate && (
          <Button variant="contained" startIcon={<Add />} onClick={onCreateBucket}>
            Create Bucket
          </Button>
        )}
      </Box>
      <DataTable
        aria-label="Buckets"
        rows={rows}
        columns={columns}
        getRowId={(bucket) => bucket.name}
        onRowClick={(bucket) => void navigate(browserPath(bucket.name))}
        loading={buckets.isPending}
        emptyMessage={search ? 'No buckets match the search' : 'There are no Buckets yet.'}
        error={buckets.isError ? buckets.error : undefined}
      />
    </>
  );
}
