import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import SyncAlt from '@mui/icons-material/SyncAlt';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { type Bucket, screens } from '@granary/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage, useListSearch } from '@/components/list-page';
import { formatBytes, formatDateTime } from '@/lib/format';
import { useCan, usePolicyChecks } from '@/lib/has-permission';
import { useBuckets } from '@/shared-api/list-buckets';
import { CreateBucketModal } from './create-bucket-modal';
import { DeleteBucketDialog } from './delete-bucket-dialog';
import { SetReplicationModal } from './set-replication-modal';

const bucketName = (bucket: Bucket) => bucket.name;

const columns: DataTableColumn<Bucket>[] = [
  { id: 'name', header: 'Name', cell: (bucket) => bucket.name, width: 'minmax(120px, 2fr)' },
  {
    id: 'created',
    header: 'Creation Date',
    cell: (bucket) => formatDateTime(bucket.creation_date),
    width: 'minmax(150px, 1fr)',
  },
  { id: 'size', header: 'Size', cell: (bucket) => formatBytes(bucket.size), width: 100 },
];

const bucketRowActions = (
  onView: (bucket: Bucket) => void,
  onDelete: (bucket: Bucket) => void,
  deleteDenied: string | undefined,
): RowAction<Bucket>[] => [
  { label: 'View', icon: <VisibilityOutlined fontSize="small" />, onClick: onView },
  { label: 'Delete', icon: <DeleteOutlined fontSize="small" />, onClick: onDelete, deniedBy: deleteDenied },
];

type BucketsListPageProps = { distributedMode: boolean };

/** /buckets (spec 1 §2.4): search, Set Replication for ticked rows, Create Bucket, view and delete. */
export function BucketsListPage({ distributedMode }: BucketsListPageProps) {
  const navigate = useNavigate();
  const buckets = useBuckets();
  const canCreate = useCan('createBucket', 's3:CreateBucket');
  const denied = usePolicyChecks({
    delete: { action: 's3:DeleteBucket' },
    replicate: { action: 's3:PutReplicationConfiguration' },
  });
  const [ticked, setTicked] = useState<string[]>([]);
  const [modal, setModal] = useState<'create' | 'replication' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const list = useListSearch(buckets.data?.buckets, bucketName);
  const known = new Set((buckets.data?.buckets ?? []).map((bucket) => bucket.name));
  const selected = ticked.filter((name) => known.has(name));
  const view = (bucket: Bucket) => void navigate(screens.buckets.detail.href({ bucket: bucket.name }));
  const actions = bucketRowActions(view, (bucket) => setDeleting(bucket.name), denied.delete);

  return (
    <ListPage
      title="Buckets"
      subtitle="Containers for objects, each with its own access and features."
      search={{ label: 'Search Buckets', ...list.search }}
      buttons={[
        {
          label: 'Set Replication',
          icon: <SyncAlt />,
          deniedBy: denied.replicate,
          disabled: selected.length === 0,
          onClick: () => setModal('replication'),
        },
        ...(canCreate
          ? [{ label: 'Create Bucket', icon: <Add />, primary: true, onClick: () => setModal('create') }]
          : []),
      ]}
      aria-label="Buckets"
      rows={list.rows}
      columns={columns}
      getRowId={bucketName}
      actions={actions}
      onRowClick={view}
      selection={{ selected, onChange: setTicked }}
      query={buckets}
      empty="There are no Buckets yet."
      noMatch="No buckets match the search"
    >
      {modal === 'create' && (
        <CreateBucketModal distributedMode={distributedMode} onClose={() => setModal(null)} />
      )}
      {modal === 'replication' && <SetReplicationModal buckets={selected} onClose={() => setModal(null)} />}
      {deleting !== null && <DeleteBucketDialog name={deleting} onClose={() => setDeleting(null)} />}
    </ListPage>
  );
}
