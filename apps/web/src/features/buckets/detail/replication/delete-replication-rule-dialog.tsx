import Typography from '@mui/material/Typography';
import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteReplicationRule } from '@/features/buckets/api/delete-replication-rule';

type DeleteReplicationRuleDialogProps = { bucketName: string; ruleId: string; onClose: () => void };

export function DeleteReplicationRuleDialog({
  bucketName,
  ruleId,
  onClose,
}: DeleteReplicationRuleDialogProps) {
  const mutation = useDeleteReplicationRule(bucketName);
  return (
    <DeleteDialog
      title="Delete Replication Rule"
      mutation={mutation}
      variables={ruleId}
      successMessage={`Replication rule ${ruleId} deleted`}
      onClose={onClose}
    >
      Are you sure you want to delete replication rule {ruleId}?
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block', mt: 1.5 }}>
        Remember that at least one rule must remain once replication is enabled.
      </Typography>
    </DeleteDialog>
  );
}
