import Add from '@mui/icons-material/Add';
import Refresh from '@mui/icons-material/Refresh';
import { type Bucket, screens } from '@granary/contract';
import { useNavigate } from 'react-router';
import type { DataTableColumn } from '@/components/data-table';
import { ListPage, useListSearch } from '@/components/list-page';
import { useCan } from '@/lib/has-permission';
import { useBuckets } from '@/shared-api/list-buckets';
import { formatBytes } from '@/lib/format';

const bucketName = (bucket: Bucket) => bucket.name;

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
  const list = useListSearch(buckets.data?.buckets, bucketName);
  return (
    <ListPage
      title="All Buckets"
      subtitle="Choose a bucket to browse its folders and objects."
      search={{ label: 'Search Buckets', ...list.search }}
      buttons={[
        {
          label: 'Refresh List',
          icon: <Refresh />,
          loading: buckets.isFetching,
          onClick: () => void buckets.refetch(),
        },
        ...(canCreate
          ? [{ label: 'Create Bucket', icon: <Add />, primary: true, onClick: onCreateBucket }]
          : []),
      ]}
      aria-label="Buckets"
      rows={list.rows}
      columns={columns}
      getRowId={bucketName}
      onRowClick={(bucket) => void navigate(screens.objectBrowser.location.href({ bucket: bucket.name }))}
      query={buckets}
      empty="There are no Buckets yet."
      noMatch="No buckets match the search"
    />
  );
}
