import Typography from '@mui/material/Typography';
import { DeleteDialog } from '@/components/delete-dialog';
import { useDeleteReplicationRule } from '@/features/buckets/api/delete-replication-rule';

type DeleteReplicationRuleDialogProps = {
  bucketName: string;
  ruleId: string;
  /** The bucket's last rule: deleting it removes the replication configuration itself. */
  onlyRule: boolean;
  onClose: () => void;
};

export function DeleteReplicationRuleDialog({
  bucketName,
  ruleId,
  onlyRule,
  onClose,
}: DeleteReplicationRuleDialogProps) {
  const mutation = useDeleteReplicationRule(bucketName);
  return (
    <DeleteDialog
      title={onlyRule ? 'Remove Replication' : 'Delete Replication Rule'}
      mutation={mutation}
      variables={ruleId}
      successMessage={
        onlyRule ? `Replication removed from ${bucketName}` : `Replication rule ${ruleId} deleted`
      }
      onClose={onClose}
    >
      Are you sure you want to delete replication rule {ruleId}?
      {onlyRule && (
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block', mt: 1.5 }}
        >
          It is the only rule of {bucketName}: deleting it removes replication from the bucket. Objects
          already copied stay on the destination; new changes are no longer replicated.
        </Typography>
      )}
    </DeleteDialog>
  );
}
