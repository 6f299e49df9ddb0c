import { ConfirmDialog } from '../../../components/confirm-dialog';

/** The Set Replication wizard (spec 1 §2.6) comes with the replication work; until then, say so. */
export function SetReplicationModal({ buckets, onClose }: { buckets: string[]; onClose: () => void }) {
  return (
    <ConfirmDialog open title="Set Replication" confirmLabel="OK" onConfirm={onClose} onClose={onClose}>
      Replication of {buckets.length === 1 ? 'this bucket' : `these ${buckets.length} buckets`} is not built
      yet.
    </ConfirmDialog>
  );
}
