import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { LifecycleRule } from '@granary/contract';
import { useState } from 'react';
import { useBucketDenials } from '@/features/buckets/detail/use-bucket-denials';
import type { RowAction } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { DeleteDialog } from '@/components/delete-dialog';
import type { BucketTabProps } from '@/features/buckets/detail/bucket-tab-props';
import { AddLifecycleRuleModal } from './add-lifecycle-rule-modal';
import { EditLifecycleRuleModal } from './edit-lifecycle-rule-modal';
import { useDeleteLifecycleRule } from '@/features/buckets/api/delete-lifecycle-rule';
import { useLifecycleRules } from '@/features/buckets/api/list-lifecycle-rules';
import { lifecycleColumns } from './lifecycle-columns';

/** Spec 1 §2.7: the bucket's lifecycle rules with add, edit (enable or disable) and delete. */
export function LifecycleTab({ bucketName }: BucketTabProps) {
  const rules = useLifecycleRules(bucketName);
  const deleteRule = useDeleteLifecycleRule(bucketName);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<LifecycleRule | null>(null);
  const [deleting, setDeleting] = useState<LifecycleRule | null>(null);
  const deniedBy = useBucketDenials(bucketName).lifecycle;
  const actions: RowAction<LifecycleRule>[] = [
    { label: 'Edit', icon: <EditOutlined fontSize="small" />, onClick: setEditing, deniedBy },
    { label: 'Delete', icon: <DeleteOutlined fontSize="small" />, onClick: setDeleting, deniedBy },
  ];

  return (
    <ListPage
      section="Lifecycle Rules"
      buttons={[{ label: 'Add Lifecycle Rule', primary: true, deniedBy, onClick: () => setAdding(true) }]}
      aria-label="Lifecycle Rules"
      rows={rules.data ?? []}
      columns={lifecycleColumns}
      getRowId={(rule) => rule.id}
      actions={actions}
      onRowClick={setEditing}
      loading={rules.isFetching}
      empty="There are no Lifecycle rules yet"
    >
      {adding && <AddLifecycleRuleModal bucketName={bucketName} onClose={() => setAdding(false)} />}
      {editing && (
        <EditLifecycleRuleModal bucketName={bucketName} rule={editing} onClose={() => setEditing(null)} />
      )}
      {deleting && (
        <DeleteDialog
          title="Delete Lifecycle Rule"
          mutation={deleteRule}
          variables={deleting.id}
          successMessage={`Lifecycle rule ${deleting.id} deleted`}
          onClose={() => setDeleting(null)}
        >
          Are you sure you want to delete lifecycle rule <strong>{deleting.id}</strong>?
        </DeleteDialog>
      )}
    </ListPage>
  );
}
