import type { AdminInfoResponse } from '@granary/contract';
import { dashboardWidgets } from '@granary/contract';
import type { AdminClient } from '@granary/madmin';
import type { Config } from '../../config/config.ts';
import { PrometheusError, runtimeInfo } from '../../lib/prometheus-client.ts';

/** Spec 2 §3 usage summary from MinIO's own server information, with the user's credentials. */
async function usageSummary(admin: AdminClient) {
  const info = await admin.serverInfo();
  return {
    buckets: info.buckets?.count ?? 0,
    objects: info.objects?.count ?? 0,
    usage: info.usage?.size ?? 0,
    servers: (info.servers ?? []).map((server) => ({
      endpoint: server.endpoint,
      state: server.state,
      uptimeSeconds: server.uptime ?? null,
      version: server.version ?? null,
    })),
  };
}

/** Whether the widgets can be drawn: Prometheus configured and answering. */
async function prometheusState(config: Config): Promise<AdminInfoResponse['prometheus']> {
  if (!config.prometheus) return { configured: false };
  try {
    return { configured: true, ...(await runtimeInfo(config.prometheus.url)) };
  } catch (error) {
    const message = error instanceof PrometheusError ? error.message : String(error);
    return { configured: true, problem: message };
  }
}

export async function adminInfo(admin: AdminClient, config: Config): Promise<AdminInfoResponse> {
  const [summary, prometheus] = await Promise.all([usageSummary(admin), prometheusState(config)]);
  const widgetsDrawable = prometheus.configured && !prometheus.problem;
  return { ...summary, ...(widgetsDrawable ? { widgets: [...dashboardWidgets] } : {}), prometheus };
}
