// What the Audit Logs page warns of (issue 35): records Granary kept with a problem or lost, and MinIO's
// side of the delivery: its audit targets' state and what waits in their queues.
import { auditFailedWindowMinutes, type AuditStatus } from '@granary/contract';
import type { AdminClient } from '@granary/madmin';
import type { Config } from '../../config/config.ts';
import { queryNow, type PromSample } from '../../lib/prometheus-client.ts';
import type { StoreDb } from '../../store/store.ts';

type ProblemCounts = Pick<AuditStatus, 'withProblems' | 'unreadable' | 'latestProblemAt'>;

export const noProblems: ProblemCounts = { withProblems: 0, unreadable: 0, latestProblemAt: null };

/** The records kept with a problem named: few, so this reads the problem index, not the log. */
export async function problemCounts(db: StoreDb): Promise<ProblemCounts> {
  const row = await db
    .selectFrom('audit_log')
    .where('problem', 'is not', null)
    .select((eb) => [
      eb.fn.countAll<string>().as('all'),
      eb.fn.countAll<string>().filterWhere('kind', '=', 'unreadable').as('unreadable'),
      eb.fn.max('received_at').as('latest'),
    ])
    .executeTakeFirstOrThrow();
  return {
    withProblems: Number(row.all),
    unreadable: Number(row.unreadable),
    latestProblemAt: row.latest === null ? null : new Date(row.latest).toISOString(),
  };
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** MinIO's audit targets, online or not, from its server information (admin:ServerInfo). */
export async function auditTargets(admin: AdminClient): Promise<AuditStatus['targets']> {
  try {
    const info = await admin.serverInfo();
    const items = (info.services?.audit ?? []).flatMap((entry) =>
      Object.entries(entry).map(([name, state]) => ({ name, online: state.status === 'online' })),
    );
    return { known: true, items };
  } catch (error) {
    return { known: false, reason: reasonOf(error), items: [] };
  }
}

/**
 * Per target: records MinIO holds in memory for it, and how many it failed to send lately (Prometheus).
 * MinIO's webhook series carry the target's name as server information gives it (`audit-<name>`); each
 * server counts its own, and every scraped node reports them all, hence the max per server first.
 * MinIO's queue length leaves out the batches waiting in a queue directory: the offline state says those.
 */
export async function auditQueues(
  prometheus: Config['prometheus'],
  signal?: AbortSignal,
): Promise<AuditStatus['queues']> {
  if (!prometheus) return { known: false, reason: 'no Prometheus is configured', items: [] };
  const select = (metric: string) => `${metric}{job="${prometheus.jobId}",name=~"audit-.+"}`;
  const perTarget = (series: string) => `sum by (name) (max by (name, server) (${series}))`;
  try {
    const [queued, failed] = await Promise.all([
      queryNow(prometheus.url, perTarget(select('minio_cluster_webhook_queue_length')), signal),
      queryNow(
        prometheus.url,
        perTarget(
          `increase(${select('minio_cluster_webhook_failed_messages')}[${auditFailedWindowMinutes}m])`,
        ),
        signal,
      ),
    ]);
    const targets = new Set([...queued, ...failed].map((sample) => sample.metric.name ?? ''));
    const valueOf = (samples: PromSample[], target: string) =>
      Math.round(Number(samples.find((sample) => sample.metric.name === target)?.value[1] ?? 0));
    return {
      known: true,
      items: [...targets].map((target) => ({
        target,
        queued: valueOf(queued, target),
        failedLately: valueOf(failed, target),
      })),
    };
  } catch (error) {
    return { known: false, reason: reasonOf(error), items: [] };
  }
}
