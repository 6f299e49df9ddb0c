import type { Cluster } from '@kubernetes/client-node';
import { ConfigError } from '../../config/config-error.ts';
import type { Config } from '../../config/config.ts';

/**
 * Where operator mode's Kubernetes API server is, and how to trust it. Only the cluster is taken from a
 * kubeconfig or the pod's own account: every call carries the session's token, never the console's.
 */
export type KubeCluster = { server: string; cluster: Cluster };

export async function loadCluster(config: Config): Promise<KubeCluster> {
  const settings = config.kubernetes ?? {};
  if (settings.apiServer) {
    const server = settings.apiServer.origin;
    return {
      server,
      cluster: {
        name: 'granary',
        server,
        skipTLSVerify: false,
        ...(settings.caFile && { caFile: settings.caFile }),
      },
    };
  }
  const { KubeConfig } = await import('@kubernetes/client-node');
  const kubeconfig = new KubeConfig();
  try {
    kubeconfig.loadFromDefault();
  } catch (error) {
    throw new ConfigError(`Operator mode could not read the kubeconfig: ${(error as Error).message}`);
  }
  const cluster = kubeconfig.getCurrentCluster();
  if (!cluster)
    throw new ConfigError(
      'Operator mode needs a Kubernetes API server: set CONSOLE_K8S_API_SERVER, or KUBECONFIG to a ' +
        'kubeconfig with a current context, or run the console in a cluster.',
    );
  return { server: cluster.server.replace(/\/+$/, ''), cluster };
}
