import type * as KubernetesClient from '@kubernetes/client-node';
import type {
  AuthenticationV1Api,
  AuthorizationV1Api,
  CoreV1Api,
  CustomObjectsApi,
  StorageV1Api,
} from '@kubernetes/client-node';
// eslint-disable-next-line no-restricted-imports -- the one pool to the API server (see KubeApiFactory)
import type { Agent as Pool } from 'undici';
import type { KubeCluster } from './cluster.ts';
import { withKubeErrors } from './kube-errors.ts';

/** The Kubernetes APIs operator mode calls, each call with the session's own bearer token. */
export type KubeApis = {
  core: CoreV1Api;
  custom: CustomObjectsApi;
  storage: StorageV1Api;
  authentication: AuthenticationV1Api;
  authorization: AuthorizationV1Api;
};

type ClientModule = typeof KubernetesClient;

/**
 * Builds the APIs for one token. The library is loaded on the first operator call (regular mode never
 * loads it). One pool of HTTP/1.1 connections to the API server serves every session: the library would
 * open a new pool, and a TLS handshake, for each call; and over HTTP/2 the API server answers a refused
 * token by closing the whole connection (GOAWAY), which failed the other calls sharing it.
 */
export class KubeApiFactory {
  readonly cluster: KubeCluster;
  #library: Promise<ClientModule> | undefined;
  #pool: Promise<Pool> | undefined;

  constructor(cluster: KubeCluster) {
    this.cluster = cluster;
  }

  async forToken(token: string): Promise<KubeApis> {
    const library = await this.#loadLibrary();
    const pool = await this.pool();
    const configuration = library.createConfiguration({
      baseServer: new library.ServerConfiguration(this.cluster.server, {}),
      authMethods: {
        default: {
          getName: () => 'session bearer token',
          applySecurityAuthentication: (context) => {
            context.setDispatcher(pool);
            context.setHeaderParam('Authorization', `Bearer ${token}`);
          },
        },
      },
    });
    const server = this.cluster.server;
    return {
      core: withKubeErrors(new library.CoreV1Api(configuration), server),
      custom: withKubeErrors(new library.CustomObjectsApi(configuration), server),
      storage: withKubeErrors(new library.StorageV1Api(configuration), server),
      authentication: withKubeErrors(new library.AuthenticationV1Api(configuration), server),
      authorization: withKubeErrors(new library.AuthorizationV1Api(configuration), server),
    };
  }

  #loadLibrary(): Promise<ClientModule> {
    return (this.#library ??= import('@kubernetes/client-node'));
  }

  /** The shared pool, for what the generated APIs cannot do: a watch's stream (kube-watch.ts). */
  async pool(): Promise<Pool> {
    const library = await this.#loadLibrary();
    return (this.#pool ??= this.#openPool(library));
  }

  /** Closes the pool's connections (the app's close). */
  async close(): Promise<void> {
    const pool = await this.#pool;
    await pool?.close();
  }

  /** The cluster's TLS settings (its CA, a server name, or no checking) as the library reads them. */
  async #openPool(library: ClientModule): Promise<Pool> {
    const kubeconfig = new library.KubeConfig();
    kubeconfig.loadFromClusterAndUser(this.cluster.cluster, { name: 'session' });
    const tls: { ca?: string | Buffer; rejectUnauthorized?: boolean; servername?: string } = {};
    await kubeconfig.applyToHTTPSOptions(tls);
    // The one use of undici on the server: the Kubernetes client's fetch needs one of its dispatchers.
    const { Agent } = await import('undici');
    return new Agent({
      allowH2: false,
      connections: 32,
      headersTimeout: 30_000,
      bodyTimeout: 60_000,
      connect: {
        timeout: 10_000,
        ...(tls.ca !== undefined && { ca: tls.ca }),
        ...(tls.rejectUnauthorized !== undefined && { rejectUnauthorized: tls.rejectUnauthorized }),
        ...(tls.servername !== undefined && { servername: tls.servername }),
      },
    });
  }
}
