import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import type { BucketEventSubscription } from '@granary/contract';
import { useState } from 'react';
import { useBucketDenials } from '@/features/buckets/detail/use-bucket-denials';
import type { DataTableColumn, RowAction } from '@/components/data-table';
import { ListPage } from '@/components/list-page';
import { formatError } from '@/lib/error-message';
import type { BucketTabProps } from '@/features/buckets/detail/bucket-tab-props';
import { DeleteEventDialog } from './delete-event-dialog';
import { eventNames } from './event-names';
import { useBucketEvents } from '@/features/buckets/api/list-bucket-events';
import { useNotificationArns } from '@/features/buckets/api/list-notification-arns';
import { SubscribeEventModal } from './subscribe-event-modal';

const columns: DataTableColumn<BucketEventSubscription>[] = [
  { id: 'arn', header: 'ARN', cell: (row) => row.arn, width: 'minmax(220px, 2fr)' },
  { id: 'events', header: 'Events', cell: eventNames, width: 'minmax(160px, 1fr)' },
  { id: 'prefix', header: 'Prefix', cell: (row) => row.prefix },
  { id: 'suffix', header: 'Suffix', cell: (row) => row.suffix },
];

function TargetsNote({ arns }: { arns: ReturnType<typeof useNotificationArns> }) {
  if (arns.isError)
    return (
      <Alert severity="warning">
        The server's notification targets cannot be read: {formatError(arns.error).message}
      </Alert>
    );
  if (arns.data?.arns.length !== 0) return null;
  return (
    <Alert severity="info">
      This server has no notification targets configured, so there is nothing to subscribe to yet. Configure a
      target on MinIO (for example a webhook or Redis target); its ARN is then offered here.
    </Alert>
  );
}

/** Spec 1 §2.7 Events: the bucket's subscriptions, Subscribe to Event, and per-row delete. */
export function EventsTab({ bucketName }: BucketTabProps) {
  const events = useBucketEvents(bucketName);
  const arns = useNotificationArns(bucketName);
  const [subscribing, setSubscribing] = useState(false);
  const [deleting, setDeleting] = useState<BucketEventSubscription | null>(null);
  const deniedBy = useBucketDenials(bucketName).events;
  const actions: RowAction<BucketEventSubscription>[] = [
    { label: 'Delete', icon: <DeleteOutlined fontSize="small" />, onClick: setDeleting, deniedBy },
  ];
  const targets = arns.data?.arns ?? [];

  return (
    <ListPage
      section="Events"
      buttons={[
        {
          label: 'Subscribe to Event',
          icon: <Add />,
          primary: true,
          deniedBy,
          disabled: targets.length === 0,
          onClick: () => setSubscribing(true),
        },
      ]}
      notice={<TargetsNote arns={arns} />}
      aria-label="Event subscriptions"
      rows={events.data?.events ?? []}
      columns={columns}
      getRowId={(row) => row.id}
      actions={actions}
      loading={events.isFetching}
      empty="There are no event subscriptions on this bucket yet."
    >
      {subscribing && (
        <SubscribeEventModal bucketName={bucketName} arns={targets} onClose={() => setSubscribing(false)} />
      )}
      {deleting && (
        <DeleteEventDialog
          bucketName={bucketName}
          subscription={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
    </ListPage>
  );
}
