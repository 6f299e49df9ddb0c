import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { replicationArnPrefix, type ReplicationRule } from '@granary/contract';
import { useState } from 'react';
import { useBucketDenials } from '@/features/buckets/detail/use-bucket-denials';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import type { BucketTabProps } from '@/features/buckets/detail/bucket-tab-props';
import { AddReplicationRuleModal } from './add-replication-rule-modal';
import { DeleteReplicationRuleDialog } from './delete-replication-rule-dialog';
import { useReplicationRules } from '@/features/buckets/api/list-replication-rules';

const destinationName = (rule: ReplicationRule) => rule.destination.bucket.replace(replicationArnPrefix, '');

const columns: DataTableColumn<ReplicationRule>[] = [
  { id: 'priority', header: 'Priority', cell: (rule) => rule.priority, width: 100 },
  { id: 'destination', header: 'Destination', cell: destinationName, width: 'minmax(180px, 2fr)' },
  { id: 'prefix', header: 'Prefix', cell: (rule) => rule.prefix },
  { id: 'tags', header: 'Tags', cell: (rule) => (rule.tags ? 'Yes' : 'No'), width: 90 },
  { id: 'status', header: 'Status', cell: (rule) => rule.status, width: 110 },
];

/** Spec 1 §2.7 Replication tab: the rules, 'Add Replication Rule' (put-replication) and per-row delete. */
export function ReplicationTab({ bucketName }: BucketTabProps) {
  const rules = useReplicationRules(bucketName);
  const deniedBy = useBucketDenials(bucketName).replication;
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);
  const rows = rules.data?.rules ?? [];
  // Deleting the only rule removes replication from the bucket, which the dialog says
  // (docs/decisions/replication.md).
  const actions: RowAction<ReplicationRule>[] = [
    {
      label: 'Delete',
      icon: <DeleteOutlined fontSize="small" />,
      onClick: (rule) => setDeleting(rule.id),
      deniedBy,
    },
  ];

  return (
    <ListPage
      section="Replication"
      buttons={[
        {
          label: 'Add Replication Rule',
          icon: <Add />,
          primary: true,
          deniedBy,
          onClick: () => setAdding(true),
        },
      ]}
      aria-label="Replication rules"
      rows={rows}
      columns={columns}
      getRowId={(rule) => rule.id}
      actions={actions}
      loading={rules.isPending}
      empty="There are no replication rules yet"
    >
      {adding && <AddReplicationRuleModal bucketName={bucketName} onClose={() => setAdding(false)} />}
      {deleting !== null && (
        <DeleteReplicationRuleDialog
          bucketName={bucketName}
          ruleId={deleting}
          onlyRule={rows.length === 1}
          onClose={() => setDeleting(null)}
        />
      )}
    </ListPage>
  );
}
