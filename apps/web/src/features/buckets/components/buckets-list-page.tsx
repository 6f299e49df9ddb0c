import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import SyncAlt from '@mui/icons-material/SyncAlt';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Bucket } from '@granary/contract';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { RefusableButton } from '@/components/denied-reason';
import { DataTable, type DataTableColumn, type RowAction } from '@/components/data-table';
import { PageHeader } from '@/components/page-header';
import { matchesSearch, SearchField } from '@/components/search-field';
import { formatBytes, formatDateTime } from '@/lib/format';
import { useCan, usePolicyChecks } from '@/lib/has-permission';
import { useBuckets } from '@/shared-api/list-buckets';
import { bucketScreenPath } from '@/features/buckets/bucket-paths';
import { CreateBucketModal } from './create-bucket-modal';
import { DeleteBucketDialog } from './delete-bucket-dialog';
import { SetReplicationModal } from './set-replication-modal';

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
  const [search, setSearch] = useState('');
  const [ticked, setTicked] = useState<string[]>([]);
  const [modal, setModal] = useState<'create' | 'replication' | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);

  const rows = useMemo(
    () => (buckets.data?.buckets ?? []).filter((bucket) => matchesSearch(bucket.name, search)),
    [buckets.data, search],
  );
  const known = new Set((buckets.data?.buckets ?? []).map((bucket) => bucket.name));
  const selected = ticked.filter((name) => known.has(name));
  const view = (bucket: Bucket) => void navigate(bucketScreenPath(bucket.name));
  const actions = bucketRowActions(view, (bucket) => setDeleting(bucket.name), denied.delete);

  return (
    <>
      <PageHeader title="Buckets" subtitle="Containers for objects, each with its own access and features." />
      <Box sx={{ display: 'flex', gap: 1.5, mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField label="Search Buckets" value={search} onChange={setSearch} />
        <Box sx={{ display: 'flex', gap: 1.5, ml: 'auto' }}>
          <RefusableButton
            deniedBy={denied.replicate}
            variant="outlined"
            startIcon={<SyncAlt />}
            disabled={selected.length === 0}
            onClick={() => setModal('replication')}
          >
            Set Replication
          </RefusableButton>
          {canCreate && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setModal('create')}>
              Create Bucket
            </Button>
          )}
        </Box>
      </Box>
      <DataTable
        aria-label="Buckets"
        rows={rows}
        columns={columns}
        getRowId={(bucket) => bucket.name}
        actions={actions}
        onRowClick={view}
        selection={{ selected, onChange: setTicked }}
        loading={buckets.isPending}
        emptyMessage={search ? 'No buckets match the search' : 'There are no Buckets yet.'}
        error={buckets.isError ? buckets.error : undefined}
      />
      {modal === 'create' && (
        <CreateBucketModal distributedMode={distributedMode} onClose={() => setModal(null)} />
      )}
      {modal === 'replication' && <SetReplicationModal buckets={selected} onClose={() => setModal(null)} />}
      {deleting !== null && <DeleteBucketDialog name={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
