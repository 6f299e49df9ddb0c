// What each dashboard widget asks Prometheus (spec 2 §9, the widget list in docs/dashboard.md).
// Series MinIO exports on several endpoints (cluster and node metrics both carry the node's own) are
// taken once per server with `max by (server)`, so a Prometheus scraping both does not count twice.
import { objectSizeRanges } from '@granary/contract';

export type QueryContext = {
  /** The label matcher every series is selected with: job="…". */
  job: string;
  /** The window of rate(): at least a minute, and two steps, so that each point sees samples. */
  window: string;
};

export type WidgetTarget = {
  expr: (ctx: QueryContext) => string;
  /** The series' name in the legend, from its labels. */
  legend: (labels: Record<string, string>) => string;
};

/** How a single-value widget turns its series into one figure. */
export type Reduce = 'last' | 'max';

export type WidgetQuery = { targets: WidgetTarget[]; reduce?: Reduce };

const fixed = (name: string) => (): string => name;
const byServer = (prefix: string) => (labels: Record<string, string>) =>
  `${prefix} [${labels.server ?? labels.instance ?? 'all'}]`;
const byDrive = (prefix: string) => (labels: Record<string, string>) =>
  `${prefix} [${labels.server ?? ''}:${labels.drive ?? ''}]`;

/** One figure for the whole cluster, read from the cluster metrics every node reports alike. */
const clusterValue = (metric: string, name: string): WidgetQuery => ({
  targets: [{ expr: (c) => `max(${metric}{${c.job}})`, legend: fixed(name) }],
  reduce: 'last',
});

/** A counter summed over servers, each server's counted once. */
const clusterSum = (metric: string, name: string): WidgetQuery => ({
  targets: [{ expr: (c) => `sum(max by (server) (${metric}{${c.job}}))`, legend: fixed(name) }],
  reduce: 'last',
});

const ratePerServer = (metric: string, name: string): WidgetTarget => ({
  expr: (c) => `max by (server) (rate(${metric}{${c.job}}[${c.window}]))`,
  legend: byServer(name),
});

const gaugePerServer = (metric: string, name: string): WidgetTarget => ({
  expr: (c) => `max by (server) (${metric}{${c.job}})`,
  legend: byServer(name),
});

const gaugePerDrive = (metric: string, name: string): WidgetTarget => ({
  expr: (c) => `max by (server, drive) (${metric}{${c.job}})`,
  legend: byDrive(name),
});

const sizeLabels = new Map<string, string>(objectSizeRanges.map((size) => [size.range, size.label]));

export const widgetQueries: Record<number, WidgetQuery> = {
  1: {
    targets: [
      {
        expr: (c) => `time() - max(minio_node_process_starttime_seconds{${c.job}})`,
        legend: fixed('Uptime'),
      },
    ],
    reduce: 'last',
  },
  84: {
    targets: [{ expr: (c) => `min(minio_cluster_health_status{${c.job}})`, legend: fixed('Health') }],
    reduce: 'last',
  },
  53: clusterValue('minio_cluster_nodes_online_total', 'Online servers'),
  69: clusterValue('minio_cluster_nodes_offline_total', 'Offline servers'),
  9: clusterValue('minio_cluster_drive_online_total', 'Online drives'),
  78: clusterValue('minio_cluster_drive_offline_total', 'Offline drives'),
  66: clusterValue('minio_cluster_bucket_total', 'Buckets'),
  44: clusterValue('minio_cluster_usage_object_total', 'Objects'),
  65: clusterSum('minio_s3_traffic_received_bytes', 'Received'),
  64: clusterSum('minio_s3_traffic_sent_bytes', 'Sent'),
  50: {
    targets: [
      {
        expr: (c) =>
          `max(minio_cluster_capacity_usable_total_bytes{${c.job}}) - max(minio_cluster_capacity_usable_free_bytes{${c.job}})`,
        legend: fixed('Used'),
      },
      { expr: (c) => `max(minio_cluster_capacity_usable_free_bytes{${c.job}})`, legend: fixed('Free') },
    ],
  },
  68: { targets: [{ expr: (c) => `max(minio_cluster_usage_total_bytes{${c.job}})`, legend: fixed('Used') }] },
  52: {
    targets: [
      {
        expr: (c) =>
          `max by (range) (minio_cluster_objects_size_distribution{${c.job},range=~"${objectSizeRanges.map((size) => size.range).join('|')}"})`,
        legend: (labels) => sizeLabels.get(labels.range ?? '') ?? labels.range ?? '',
      },
    ],
  },
  63: { targets: [ratePerServer('minio_s3_traffic_received_bytes', 'Data Received')] },
  70: { targets: [ratePerServer('minio_s3_traffic_sent_bytes', 'Data Sent')] },
  61: clusterSum('minio_node_file_descriptor_open_total', 'Open FDs'),
  62: clusterSum('minio_node_go_routine_total', 'Goroutines'),
  80: {
    targets: [
      { expr: (c) => `max(minio_heal_time_last_activity_nano_seconds{${c.job}})`, legend: fixed('Heal') },
    ],
    reduce: 'last',
  },
  81: {
    targets: [
      { expr: (c) => `max(minio_usage_last_activity_nano_seconds{${c.job}})`, legend: fixed('Scan') },
    ],
    reduce: 'last',
  },
  60: {
    targets: [
      {
        expr: (c) => `max by (server, api) (rate(minio_s3_requests_total{${c.job}}[${c.window}]))`,
        legend: (labels) => `${labels.api ?? ''} [${labels.server ?? ''}]`,
      },
    ],
  },
  71: {
    targets: [
      {
        expr: (c) => `max by (server, api) (rate(minio_s3_requests_errors_total{${c.job}}[${c.window}]))`,
        legend: (labels) => `${labels.api ?? ''} [${labels.server ?? ''}]`,
      },
    ],
  },
  85: {
    targets: [
      {
        expr: (c) =>
          `histogram_quantile(0.9, sum by (le, api) (max by (le, api, server) (rate(minio_s3_requests_ttfb_seconds_distribution{${c.job}}[${c.window}]))))`,
        legend: (labels) => labels.api ?? '',
      },
    ],
  },
  17: {
    targets: [
      ratePerServer('minio_inter_node_traffic_sent_bytes', 'Internode Bytes Sent'),
      ratePerServer('minio_inter_node_traffic_received_bytes', 'Internode Bytes Received'),
    ],
  },
  73: {
    targets: [
      ratePerServer('minio_node_io_rchar_bytes', 'Node RChar'),
      ratePerServer('minio_node_io_wchar_bytes', 'Node WChar'),
    ],
  },
  76: { targets: [gaugePerServer('minio_node_process_resident_memory_bytes', 'Memory Used')] },
  77: { targets: [ratePerServer('minio_node_process_cpu_total_seconds', 'CPU Usage')] },
  11: {
    targets: [
      ratePerServer('minio_node_syscall_read_total', 'Read Syscalls'),
      ratePerServer('minio_node_syscall_write_total', 'Write Syscalls'),
    ],
  },
  8: { targets: [gaugePerServer('minio_node_file_descriptor_open_total', 'Open FDs')] },
  82: { targets: [gaugePerDrive('minio_node_drive_free_inodes', 'Free Inodes')] },
  74: { targets: [gaugePerDrive('minio_node_drive_used_bytes', 'Used Capacity')] },
};
