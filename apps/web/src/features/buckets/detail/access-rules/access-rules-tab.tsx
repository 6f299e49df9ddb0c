import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Typography from '@mui/material/Typography';
import type { AccessRule } from '@granary/contract';
import { useState } from 'react';
import { useBucketDenials } from '@/features/buckets/detail/use-bucket-denials';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { DeleteDialog } from '@/components/delete-dialog';
import type { BucketTabProps } from '@/features/buckets/detail/bucket-tab-props';
import { AddAccessRuleModal } from './add-access-rule-modal';
import { useAccessRules } from '@/features/buckets/api/list-access-rules';
import { useDeleteAccessRule } from '@/features/buckets/api/delete-access-rule';

const columns: DataTableColumn<AccessRule>[] = [
  {
    id: 'prefix',
    header: 'Prefix',
    width: '2fr',
    cell: (rule) => <span title={rule.prefix}>{rule.prefix}</span>,
  },
  { id: 'access', header: 'Access', cell: (rule) => rule.access },
];

/** Access Rules: anonymous access by prefix, kept in the bucket policy. */
export function AccessRulesTab({ bucketName }: BucketTabProps) {
  const rules = useAccessRules(bucketName);
  const remove = useDeleteAccessRule(bucketName);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<AccessRule | null>(null);
  const deniedBy = useBucketDenials(bucketName).access;
  const actions: RowAction<AccessRule>[] = [
    {
      label: 'Delete',
      icon: <DeleteOutline fontSize="small" />,
      onClick: (rule) => {
        remove.reset();
        setDeleting(rule);
      },
      deniedBy,
    },
  ];

  return (
    <ListPage
      section="Access Rules"
      buttons={[
        { label: 'Add Access Rule', icon: <Add />, primary: true, deniedBy, onClick: () => setAdding(true) },
      ]}
      aria-label="Access rules"
      rows={rules.data?.accessRules ?? []}
      columns={columns}
      getRowId={(rule) => rule.prefix}
      actions={actions}
      loading={rules.isFetching}
      empty={rules.isError ? 'The access rules could not be loaded.' : 'There are no access rules yet.'}
    >
      {adding && <AddAccessRuleModal bucketName={bucketName} onClose={() => setAdding(false)} />}
      {deleting && (
        <DeleteDialog
          title="Delete Access Rule"
          mutation={remove}
          variables={deleting.prefix}
          successMessage={`Access rule for '${deleting.prefix}' deleted`}
          onClose={() => setDeleting(null)}
        >
          <Typography>Are you sure you want to delete this access rule?</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, wordBreak: 'break-all' }}>
            {deleting.prefix} ({deleting.access})
          </Typography>
        </DeleteDialog>
      )}
    </ListPage>
  );
}
