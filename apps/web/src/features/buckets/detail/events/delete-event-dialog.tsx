import type { BucketEventSubscription } from '@granary/contract';
import { DeleteDialog } from '@/components/delete-dialog';
import { useUnsubscribeEvent } from '@/features/buckets/api/unsubscribe-bucket-event';
import { eventNames } from './event-names';

type DeleteEventDialogProps = {
  bucketName: string;
  subscription: BucketEventSubscription;
  onClose: () => void;
};

export function DeleteEventDialog({ bucketName, subscription, onClose }: DeleteEventDialogProps) {
  return (
    <DeleteDialog
      title="Delete Event Subscription"
      mutation={useUnsubscribeEvent(bucketName)}
      variables={subscription}
      successMessage="Event subscription deleted"
      onClose={onClose}
    >
      Are you sure you want to delete the subscription of <strong>{subscription.arn}</strong> to{' '}
      {eventNames(subscription)}? The target stops receiving these events of bucket{' '}
      <strong>{bucketName}</strong>.
    </DeleteDialog>
  );
}
