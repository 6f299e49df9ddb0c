import type { PodEvent } from '@granary/contract';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { usePhoneColumns } from '@/components/phone-columns';
import { usePodEvents } from '@/features/tenants/api/get-pod-detail';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { elapsedSince } from './elapsed';

const columns: DataTableColumn<PodEvent>[] = [
  { id: 'namespace', header: 'Namespace', cell: (event) => event.namespace, width: '1fr' },
  { id: 'last-seen', header: 'Last Seen', cell: (event) => elapsedSince(event.last_seen), width: '1fr' },
  { id: 'message', header: 'Message', cell: (event) => event.message, width: '3fr' },
  { id: 'type', header: 'Event Type', cell: (event) => event.event_type, width: '1fr' },
  { id: 'reason', header: 'Reason', cell: (event) => event.reason, width: '1fr' },
];

const phoneColumns = ['last-seen', 'message', 'reason'];

const eventId = (event: PodEvent) => `${event.last_seen}:${event.reason}:${event.message}`;

/** Events (spec 3 §2 Pod detail): the Kubernetes events about the pod, by its uid. */
export function PodEventsTab({ tenant, pod }: { tenant: TenantRef; pod: string }) {
  const events = usePodEvents({ tenant, pod });
  const shown = usePhoneColumns(columns, phoneColumns);
  return (
    <DataTable
      aria-label={`Events of ${pod}`}
      rows={events.data?.events ?? []}
      columns={shown}
      getRowId={eventId}
      loading={events.isPending}
      error={events.error}
      emptyMessage="Kubernetes holds no events about this pod (it keeps them for an hour)."
    />
  );
}
