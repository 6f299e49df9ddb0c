import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config/config.ts';
import { httpError } from '../lib/http-error.ts';
import { loadCluster } from '../lib/kubernetes/cluster.ts';
import { KubeApiFactory, type KubeApis } from '../lib/kubernetes/kube-apis.ts';
import { requireKubernetesPrincipal } from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Operator mode's Kubernetes APIs for a token; undefined in regular mode. */
    kubeApis: KubeApiFactory | undefined;
  }
  interface FastifyRequest {
    /**
     * The one way a handler reaches Kubernetes: the APIs with the operator's own token, so Kubernetes' RBAC
     * decides every call. 401 without a session, 403 for a MinIO user's.
     */
    kube(): Promise<KubeApis>;
  }
}

/** The Kubernetes counterpart of request.clients(); the cluster is read at start in operator mode only. */
export async function registerRequestKube(app: FastifyInstance, config: Config): Promise<void> {
  app.decorate('kubeApis', config.operatorMode ? new KubeApiFactory(await loadCluster(config)) : undefined);
  app.addHook('onClose', () => app.kubeApis?.close());
  app.decorateRequest('kube', function (this: FastifyRequest): Promise<KubeApis> {
    const principal = requireKubernetesPrincipal(this);
    return operatorApis(app).forToken(principal.token);
  });
}

/** The factory, or the answer that this console is not in operator mode. */
export function operatorApis(app: FastifyInstance): KubeApiFactory {
  if (!app.kubeApis)
    throw httpError('notConfigured', 'This console is not in operator mode (CONSOLE_OPERATOR_MODE is off).');
  return app.kubeApis;
}
