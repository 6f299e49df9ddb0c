import Box from '@mui/material/Box';
import { liveSockets, type TenantEvent, type TenantEventChange } from '@granary/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { LiveFailure, LiveStatusChip } from '@/components/live-status';
import { usePhoneColumns } from '@/components/phone-columns';
import { TabSection } from '@/components/tab-section';
import type { TenantRef } from '@/features/tenants/api/delete-tenant';
import { useLiveSocket } from '@/lib/live-socket';
import { elapsedSince } from './elapsed';

/** A closed stream (the API server away, a watch that failed) is opened again this long after. */
const reopenMs = 5_000;
/** The newest this many events stay on the page. */
const maxEvents = 500;

const columns: DataTableColumn<TenantEvent>[] = [
  { id: 'last-seen', header: 'Last Seen', cell: (event) => elapsedSince(event.last_seen), width: '1fr' },
  { id: 'type', header: 'Type', cell: (event) => event.event_type, width: '0.8fr' },
  { id: 'reason', header: 'Reason', cell: (event) => event.reason, width: '1fr' },
  { id: 'object', header: 'Object', cell: (event) => `${event.kind} ${event.object}`, width: '2fr' },
  { id: 'message', header: 'Message', cell: (event) => event.message, width: '2.5fr' },
  { id: 'count', header: 'Count', cell: (event) => event.count, width: '0.6fr' },
];

const eventId = (event: TenantEvent) => event.uid;
const phoneColumns = ['last-seen', 'reason', 'message'];

function applied(events: ReadonlyMap<string, TenantEvent>, change: TenantEventChange) {
  const next = new Map(events);
  if (change.change === 'delete') next.delete(change.uid);
  else next.set(change.event.uid, change.event);
  return next;
}

/**
 * Beyond spec 3 (as the RustFS operator's console shows them): the Kubernetes events about the tenant and
 * its pods, newest first, each change as it happens over the tenant's events socket; a stream that ends
 * by failure is opened again by itself.
 */
export function TenantEventsTable({ tenant }: { tenant: TenantRef }) {
  const [events, setEvents] = useState<ReadonlyMap<string, TenantEvent>>(new Map());
  const onData = useCallback(
    (change: TenantEventChange) => setEvents((current) => applied(current, change)),
    [],
  );
  const shown = usePhoneColumns(columns, phoneColumns);
  const { state, start } = useLiveSocket({ socket: liveSockets.tenantEvents, onData });
  const open = useCallback(
    () => start({ params: { namespace: tenant.namespace, tenant: tenant.name } }),
    [start, tenant.namespace, tenant.name],
  );
  useEffect(open, [open]);
  const failed = state.status === 'closed' && state.failed;
  useEffect(() => {
    if (!failed) return undefined;
    // Opened again, the stream lists every event anew: what expired meanwhile goes.
    const timer = setTimeout(() => {
      setEvents(new Map());
      open();
    }, reopenMs);
    return () => clearTimeout(timer);
  }, [failed, open]);
  const rows = useMemo(
    () => [...events.values()].sort((a, b) => b.last_seen - a.last_seen).slice(0, maxEvents),
    [events],
  );
  return (
    <Box sx={{ mt: 4 }}>
      <TabSection title="Events" action={<LiveStatusChip state={state} />}>
        <LiveFailure state={state} />
        <DataTable
          aria-label="Tenant events"
          rows={rows}
          columns={shown}
          getRowId={eventId}
          loading={state.status === 'connecting' && rows.length === 0}
          emptyMessage="No events about the tenant or its pods: Kubernetes keeps them for an hour."
        />
      </TabSection>
    </Box>
  );
}
