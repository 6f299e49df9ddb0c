import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import type { Cluster } from '@kubernetes/client-node';
import { ConfigError } from '../../config/config-error.ts';
import type { Config } from '../../config/config.ts';

/**
 * Where operator mode's Kubernetes API server is, and how to trust it. Only the cluster is taken from a
 * kubeconfig or the pod's own account: every call carries the session's token, never the console's.
 */
export type KubeCluster = { server: string; cluster: Cluster };

const serviceAccountToken = '/var/run/secrets/kubernetes.io/serviceaccount/token';
const withoutTrailingSlash = (address: string) => address.replace(/\/+$/, '');

/** Whether a kubeconfig or the pod's own account is there: the library would otherwise make one up. */
function hasClusterSource(env: NodeJS.ProcessEnv): boolean {
  const kubeconfig = env.KUBECONFIG?.split(path.delimiter).filter(Boolean) ?? [];
  if (kubeconfig.some((file) => existsSync(file))) return true;
  if (existsSync(path.join(env.HOME || homedir(), '.kube', 'config'))) return true;
  return Boolean(env.KUBERNETES_SERVICE_HOST) && existsSync(serviceAccountToken);
}

const missing = () =>
  new ConfigError(
    'Operator mode needs a Kubernetes API server: set CONSOLE_K8S_API_SERVER, or KUBECONFIG to a ' +
      'kubeconfig with a current context, or run the console in a cluster.',
  );

export async function loadCluster(
  config: Config,
  env: NodeJS.ProcessEnv = process.env,
): Promise<KubeCluster> {
  const settings = config.kubernetes ?? {};
  if (settings.apiServer) {
    // The whole address: an API server behind a proxy has a path (Rancher's /k8s/clusters/<id>).
    const server = withoutTrailingSlash(settings.apiServer.href);
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
  // Without any of them the library falls back to http://localhost:8080: every operator's token would go
  // there in the clear.
  if (!hasClusterSource(env)) throw missing();
  const { KubeConfig } = await import('@kubernetes/client-node');
  const kubeconfig = new KubeConfig();
  try {
    kubeconfig.loadFromDefault();
  } catch (error) {
    throw new ConfigError(`Operator mode could not read the kubeconfig: ${(error as Error).message}`);
  }
  const cluster = kubeconfig.getCurrentCluster();
  if (!cluster) throw missing();
  if (cluster.server.startsWith('http:'))
    throw new ConfigError(
      `The kubeconfig's cluster ${cluster.server} is plain HTTP: operators' tokens would travel in the clear. ` +
        'Set CONSOLE_K8S_API_SERVER to its HTTPS address.',
    );
  return { server: withoutTrailingSlash(cluster.server), cluster };
}
