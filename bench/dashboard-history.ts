// Past samples for the dashboard bench: a day of a 4-server cluster's metrics, as MinIO's cluster
// endpoint names them, written as OpenMetrics and loaded into Prometheus' data directory with promtool
// (Debian's prometheus package ships it), so the queries read a realistic volume, not a minute.
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { objectSizeRanges } from '@granary/contract';

const servers = ['node1:9000', 'node2:9000', 'node3:9000', 'node4:9000'];
const stepSeconds = 15;

type Series = { name: string; labels?: Record<string, string>; value: (t: number, s: number) => number };

function seriesList(start: number): Series[] {
  const grow = (perSecond: number) => (t: number, s: number) =>
    Math.round((t - start) * perSecond * (1 + s / 10));
  return [
    { name: 'minio_node_process_starttime_seconds', value: () => start - 3600 },
    { name: 'minio_cluster_health_status', value: () => 1 },
    { name: 'minio_cluster_nodes_online_total', value: () => servers.length },
    { name: 'minio_cluster_nodes_offline_total', value: () => 0 },
    { name: 'minio_cluster_drive_online_total', value: () => servers.length * 4 },
    { name: 'minio_cluster_drive_offline_total', value: () => 0 },
    { name: 'minio_node_file_descriptor_open_total', value: (t) => 180 + (t % 40) },
    { name: 'minio_node_go_routine_total', value: (t) => 450 + (t % 90) },
    { name: 'minio_cluster_bucket_total', value: () => 120 },
    { name: 'minio_cluster_usage_object_total', value: (t) => 1_000_000 + Math.round((t - start) / 2) },
    { name: 'minio_cluster_usage_total_bytes', value: (t) => 5e12 + (t - start) * 2e6 },
    { name: 'minio_cluster_capacity_usable_total_bytes', value: () => 64e12 },
    { name: 'minio_cluster_capacity_usable_free_bytes', value: (t) => 59e12 - (t - start) * 2e6 },
    { name: 'minio_s3_traffic_received_bytes', value: grow(4e6) },
    { name: 'minio_s3_traffic_sent_bytes', value: grow(9e6) },
    { name: 'minio_heal_time_last_activity_nano_seconds', value: (t) => (t % 600) * 1e9 },
    { name: 'minio_usage_last_activity_nano_seconds', value: (t) => (t % 300) * 1e9 },
    ...objectSizeRanges.map((size, index) => ({
      name: 'minio_cluster_objects_size_distribution',
      labels: { range: size.range },
      value: () => 200_000 * (index + 1),
    })),
  ];
}

const labelText = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .join(',');

/** Writes `hours` of samples ending now into `dataDir` (Prometheus' --storage.tsdb.path). */
export async function backfill(dataDir: string, jobId: string, hours: number): Promise<number> {
  const end = Math.floor(Date.now() / 1000) - 3_600;
  const start = end - hours * 3_600;
  const file = path.join(path.dirname(dataDir), 'history.om');
  const out = createWriteStream(file);
  let lines = 0;
  const byName = new Map<string, Series[]>();
  for (const series of seriesList(start))
    byName.set(series.name, [...(byName.get(series.name) ?? []), series]);
  for (const [name, list] of byName) {
    out.write(`# TYPE ${name} gauge\n`);
    for (const series of list)
      for (const [index, server] of servers.entries()) {
        const labels = labelText({
          job: jobId,
          instance: server,
          server,
          scope: 'cluster',
          ...series.labels,
        });
        let chunk = '';
        for (let t = start; t <= end; t += stepSeconds) {
          chunk += `${name}{${labels}} ${series.value(t, index)} ${t}\n`;
          lines += 1;
        }
        if (!out.write(chunk)) await once(out, 'drain');
      }
  }
  out.end('# EOF\n');
  await once(out, 'finish');
  mkdirSync(dataDir, { recursive: true });
  execFileSync('promtool', ['tsdb', 'create-blocks-from', 'openmetrics', file, dataDir], { stdio: 'ignore' });
  return lines;
}
