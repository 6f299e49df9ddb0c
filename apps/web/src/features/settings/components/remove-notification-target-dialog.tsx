import type { NotificationEndpoint } from '@granary/contract';
import { DeleteDialog } from '@/components/delete-dialog';
import { useRemoveConfigTarget } from '../api/reset-config';
import { subsystemOfService } from '../forms/notification-services';

type Props = { target: NotificationEndpoint; onClose: () => void };

/** Removes the target's configuration; MinIO stops sending to it after a restart. */
export function RemoveNotificationTargetDialog({ target, onClose }: Props) {
  const name = `${target.service}:${target.account_id}`;
  return (
    <DeleteDialog
      title="Remove Notification Target"
      mutation={useRemoveConfigTarget(subsystemOfService(target.service))}
      variables={target.account_id}
      successMessage={`Notification target '${name}' removed. MinIO stops using it after a restart.`}
      onClose={onClose}
      confirmLabel="Remove"
    >
      Remove notification target <strong>{name}</strong>? Buckets subscribed to it stop receiving events once
      MinIO restarts.
    </DeleteDialog>
  );
}
