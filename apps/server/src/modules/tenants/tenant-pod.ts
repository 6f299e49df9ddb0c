import {
  byCodeUnits,
  poolLabel,
  tenantLabel,
  type PodEvent,
  type TenantEvent,
  type TenantPod,
} from '@granary/contract';

type Time = string | Date | undefined | null;

/** The parts of a Pod the console reads, from the typed API (dates) or a watch's JSON (strings). */
export type PodObject = {
  metadata?: {
    name?: string;
    namespace?: string;
    uid?: string;
    labels?: Record<string, string>;
    creationTimestamp?: Time;
    deletionTimestamp?: Time;
  };
  spec?: { nodeName?: string; containers?: { name?: string }[] };
  status?: { phase?: string; podIP?: string; containerStatuses?: { restartCount?: number }[] };
};

/** The parts of a v1 Event the console reads. */
export type EventObject = {
  metadata?: { uid?: string; namespace?: string; creationTimestamp?: Time; resourceVersion?: string };
  involvedObject?: { kind?: string; name?: string; uid?: string };
  lastTimestamp?: Time;
  eventTime?: Time;
  firstTimestamp?: Time;
  series?: { lastObservedTime?: Time; count?: number };
  message?: string;
  type?: string;
  reason?: string;
  count?: number;
};

const iso = (time: Time) => (time instanceof Date ? time.toISOString() : (time ?? ''));

/** Epoch seconds of a time, or undefined when there is none. */
function epochSeconds(time: Time): number | undefined {
  if (time === undefined || time === null || time === '') return undefined;
  const millis = time instanceof Date ? time.getTime() : Date.parse(time);
  return Number.isFinite(millis) ? Math.floor(millis / 1000) : undefined;
}

export const belongsToTenant = (pod: PodObject, tenant: string) =>
  pod.metadata?.labels?.[tenantLabel] === tenant;

/** One row of the Pods page (spec 3 §3 "Pod"); a pod being deleted reads 'Terminating', as kubectl says. */
export function tenantPod(pod: PodObject, tenant: string): TenantPod {
  const restarts = (pod.status?.containerStatuses ?? []).reduce(
    (sum, container) => sum + (Number(container.restartCount) || 0),
    0,
  );
  return {
    name: pod.metadata?.name ?? '',
    namespace: pod.metadata?.namespace ?? '',
    tenant,
    pool: pod.metadata?.labels?.[poolLabel] ?? '',
    status: pod.metadata?.deletionTimestamp ? 'Terminating' : (pod.status?.phase ?? ''),
    timeCreated: iso(pod.metadata?.creationTimestamp),
    podIP: pod.status?.podIP ?? '',
    restarts,
    node: pod.spec?.nodeName ?? '',
  };
}

export const byPodName = (a: TenantPod, b: TenantPod) => byCodeUnits(a.name, b.name);

/**
 * The container whose log the Pod detail shows: MinIO's own ('minio') when the pod runs several (the
 * operator adds a sidecar), else the only one; the API server refuses a log of a many-container pod
 * without a name.
 */
export function logContainer(pod: PodObject): string | undefined {
  const names = (pod.spec?.containers ?? []).map((container) => container.name ?? '');
  return names.includes('minio') ? 'minio' : names[0];
}

/**
 * When an event last happened: `lastTimestamp` as the core/v1 writers set it; events.k8s.io writers set
 * only `eventTime` (and a series' last observation); the object's creation otherwise. 0 when none is there.
 */
function lastSeen(event: EventObject): number {
  return (
    epochSeconds(event.lastTimestamp) ??
    epochSeconds(event.series?.lastObservedTime) ??
    epochSeconds(event.eventTime) ??
    epochSeconds(event.firstTimestamp) ??
    epochSeconds(event.metadata?.creationTimestamp) ??
    0
  );
}

/** One row of the Pod detail's Events (spec 3 §3 "Pod event"). */
export function podEvent(event: EventObject): PodEvent {
  return {
    namespace: event.metadata?.namespace ?? '',
    last_seen: lastSeen(event),
    message: event.message ?? '',
    event_type: event.type ?? '',
    reason: event.reason ?? '',
  };
}

/** One row of the tenant's live events. */
export function tenantEvent(event: EventObject): TenantEvent {
  return {
    ...podEvent(event),
    uid: event.metadata?.uid ?? '',
    kind: event.involvedObject?.kind ?? '',
    object: event.involvedObject?.name ?? '',
    count: event.series?.count ?? event.count ?? 1,
  };
}

/** Oldest first, as the previous console listed them. */
export const byLastSeen = (a: PodEvent, b: PodEvent) => a.last_seen - b.last_seen;
