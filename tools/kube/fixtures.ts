import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { kubeCaller, kubeRequest, type KubeAccess } from './request.ts';

/**
 * What no kubelet, operator or controller plays in the test cluster, written into the real API server as
 * they would write it: nodes and their status, storage classes, quota status, tenant status, and
 * service-account tokens with the rights a test gives them.
 */
export type KubeFixtures = ReturnType<typeof kubeFixtures>;

type Rule = { apiGroups: string[]; resources: string[]; verbs: string[] };

export type TenantStatus = {
  currentState: string;
  healthStatus?: 'green' | 'yellow' | 'red' | string;
  pools?: { ssName: string; state: string }[];
  drivesOnline?: number;
  drivesOffline?: number;
  writeQuorum?: number;
};

export function kubeFixtures(access: KubeAccess) {
  const call = kubeCaller(access);
  const createOrKeep = async (path: string, body: unknown) => {
    const res = await kubeRequest(access, 'POST', path, body);
    if (res.status >= 300 && res.status !== 409)
      throw new Error(`POST ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  };
  const mergePatch = 'application/merge-patch+json';

  const fixtures = {
    access,
    createNamespace: (name: string) =>
      createOrKeep('/api/v1/namespaces', { apiVersion: 'v1', kind: 'Namespace', metadata: { name } }),

    /**
     * A node as a kubelet registers it (labels, allocatable memory, taints) and reports it ready. The API
     * server taints every new node not-ready (NoSchedule) until the node controller sees it ready; no
     * controller runs here, so its taints are then set to the test's own, as that controller would leave them.
     */
    async createNode(
      name: string,
      opts: {
        labels?: Record<string, string>;
        memory?: string;
        taints?: { key: string; effect: string }[];
      } = {},
    ) {
      await call('POST', '/api/v1/nodes', {
        apiVersion: 'v1',
        kind: 'Node',
        metadata: { name, labels: { 'kubernetes.io/hostname': name, ...opts.labels } },
        spec: { ...(opts.taints && { taints: opts.taints }) },
      });
      const memory = opts.memory ?? '16Gi';
      await call(
        'PATCH',
        `/api/v1/nodes/${name}/status`,
        {
          status: {
            capacity: { memory, cpu: '8', pods: '110' },
            allocatable: { memory, cpu: '8', pods: '110' },
            conditions: [{ type: 'Ready', status: 'True', reason: 'KubeletReady' }],
          },
        },
        mergePatch,
      );
      await call('PATCH', `/api/v1/nodes/${name}`, { spec: { taints: opts.taints ?? null } }, mergePatch);
    },

    createStorageClass: (name: string) =>
      createOrKeep('/apis/storage.k8s.io/v1/storageclasses', {
        apiVersion: 'storage.k8s.io/v1',
        kind: 'StorageClass',
        metadata: { name },
        provisioner: 'granary.test/none',
        volumeBindingMode: 'WaitForFirstConsumer',
      }),

    /** A Tenant object as the console's create writes one (spec) and as the operator reports it (status). */
    async createTenant(
      namespace: string,
      name: string,
      spec: Record<string, unknown>,
      status?: TenantStatus,
    ) {
      await fixtures.createNamespace(namespace);
      await call('POST', `/apis/minio.min.io/v2/namespaces/${namespace}/tenants`, {
        apiVersion: 'minio.min.io/v2',
        kind: 'Tenant',
        metadata: { name, namespace },
        spec,
      });
      if (status) await fixtures.writeTenantStatus(namespace, name, status);
    },

    writeTenantStatus: (namespace: string, name: string, status: TenantStatus) =>
      call(
        'PATCH',
        `/apis/minio.min.io/v2/namespaces/${namespace}/tenants/${name}/status`,
        {
          status: {
            availableReplicas: 0,
            revision: 0,
            syncVersion: '',
            certificates: {},
            pools: [],
            ...status,
          },
        },
        mergePatch,
      ),

    /** A ResourceQuota with the status its controller would compute. */
    async writeQuota(
      namespace: string,
      name: string,
      hard: Record<string, string>,
      used: Record<string, string>,
    ) {
      await createOrKeep(`/api/v1/namespaces/${namespace}/resourcequotas`, {
        apiVersion: 'v1',
        kind: 'ResourceQuota',
        metadata: { name, namespace },
        spec: { hard },
      });
      await call(
        'PATCH',
        `/api/v1/namespaces/${namespace}/resourcequotas/${name}/status`,
        { status: { hard, used } },
        mergePatch,
      );
    },

    /**
     * A service account in `namespace` bound cluster-wide to a role of these rules, and a token the API server
     * minted for it (TokenRequest): what an operator pastes into Operator Login.
     */
    async serviceAccountToken(namespace: string, name: string, rules: Rule[], expirationSeconds = 3600) {
      await fixtures.createNamespace(namespace);
      await createOrKeep(`/api/v1/namespaces/${namespace}/serviceaccounts`, {
        apiVersion: 'v1',
        kind: 'ServiceAccount',
        metadata: { name, namespace },
      });
      const roleName = `granary-test:${namespace}:${name}`;
      if (rules.length > 0) {
        await createOrKeep('/apis/rbac.authorization.k8s.io/v1/clusterroles', {
          apiVersion: 'rbac.authorization.k8s.io/v1',
          kind: 'ClusterRole',
          metadata: { name: roleName },
          rules,
        });
        await createOrKeep('/apis/rbac.authorization.k8s.io/v1/clusterrolebindings', {
          apiVersion: 'rbac.authorization.k8s.io/v1',
          kind: 'ClusterRoleBinding',
          metadata: { name: roleName },
          roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: roleName },
          subjects: [{ kind: 'ServiceAccount', name, namespace }],
        });
      }
      const minted = (await call('POST', `/api/v1/namespaces/${namespace}/serviceaccounts/${name}/token`, {
        apiVersion: 'authentication.k8s.io/v1',
        kind: 'TokenRequest',
        spec: { expirationSeconds },
      })) as { status: { token: string } };
      return minted.status.token;
    },

    async deleteServiceAccount(namespace: string, name: string) {
      await call('DELETE', `/api/v1/namespaces/${namespace}/serviceaccounts/${name}`);
    },

    /**
     * A service-account token written as the API server writes them, signed with `signingKeyFile` (the
     * cluster's own key) or, without one, a key of another cluster; `expiresAt` in epoch seconds.
     */
    async forgeToken(namespace: string, name: string, opts: { signingKeyFile?: string; expiresAt: number }) {
      const account = (await call('GET', `/api/v1/namespaces/${namespace}/serviceaccounts/${name}`)) as {
        metadata: { uid: string };
      };
      const key: KeyObject = opts.signingKeyFile
        ? createPrivateKey(readFileSync(opts.signingKeyFile))
        : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
      const claims = {
        aud: ['https://kubernetes.default.svc.cluster.local'],
        exp: opts.expiresAt,
        iat: opts.expiresAt - 3600,
        nbf: opts.expiresAt - 3600,
        iss: 'https://kubernetes.default.svc.cluster.local',
        sub: `system:serviceaccount:${namespace}:${name}`,
        'kubernetes.io': { namespace, serviceaccount: { name, uid: account.metadata.uid } },
      };
      const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
      const unsigned = `${encode({ alg: 'RS256', typ: 'JWT' })}.${encode(claims)}`;
      return `${unsigned}.${sign('sha256', Buffer.from(unsigned), key).toString('base64url')}`;
    },

    async getTenant(namespace: string, name: string) {
      const res = await kubeRequest(
        access,
        'GET',
        `/apis/minio.min.io/v2/namespaces/${namespace}/tenants/${name}`,
      );
      return res.status === 404
        ? undefined
        : (res.body as { spec: Record<string, unknown>; metadata: { name: string } });
    },

    async getNamespace(name: string) {
      const res = await kubeRequest(access, 'GET', `/api/v1/namespaces/${name}`);
      return res.status === 404 ? undefined : (res.body as { metadata: { name: string } });
    },

    createSecret: (namespace: string, secret: KubeSecret) =>
      call('POST', `/api/v1/namespaces/${namespace}/secrets`, {
        apiVersion: 'v1',
        kind: 'Secret',
        ...secret,
      }),

    /** A secret's data, decoded; undefined when the secret is not there. */
    async readSecretData(namespace: string, name: string) {
      const res = await kubeRequest(access, 'GET', `/api/v1/namespaces/${namespace}/secrets/${name}`);
      if (res.status === 404) return undefined;
      const data = (res.body as { data?: Record<string, string> }).data ?? {};
      return Object.fromEntries(
        Object.entries(data).map(([key, value]) => [key, Buffer.from(value, 'base64').toString('utf8')]),
      );
    },

    /** A merge patch of a secret's data, answered as the API server answers it (an immutable one: 422). */
    patchSecretData: (namespace: string, name: string, data: Record<string, string>) =>
      kubeRequest(access, 'PATCH', `/api/v1/namespaces/${namespace}/secrets/${name}`, { data }, mergePatch),

    /** The namespace's secrets with this label selector ('v1.min.io/tenant=alpha'), by name. */
    async listSecrets(namespace: string, labelSelector: string) {
      const query = new URLSearchParams({ labelSelector });
      const list = (await call('GET', `/api/v1/namespaces/${namespace}/secrets?${query}`)) as {
        items: KubeSecret[];
      };
      return list.items.sort((a, b) => (a.metadata.name < b.metadata.name ? -1 : 1));
    },
  };
  return fixtures;
}

export type KubeSecret = {
  metadata: { name: string; labels?: Record<string, string> };
  type: string;
  immutable?: boolean;
  data?: Record<string, string>;
};

/** A Tenant's pool as the console's create writes one: servers × drives of `size` each ('100Gi'). */
export const tenantPool = (servers: number, drives: number, size: string, name = 'pool-0') => ({
  name,
  servers,
  volumesPerServer: drives,
  volumeClaimTemplate: { spec: { resources: { requests: { storage: size } } } },
});

/** What operator mode's Granary needs to reach this API server (tests, benches and `--operator`). */
export const operatorModeEnv = (kube: { url: string; caFile: string }): Record<string, string> => ({
  CONSOLE_OPERATOR_MODE: 'on',
  CONSOLE_K8S_API_SERVER: kube.url,
  CONSOLE_K8S_API_SERVER_TLS_ROOT_CA: kube.caFile,
});

/** Every right over tenants and what a tenant is made of, as an operator's cluster role gives them. */
export const operatorRules: Rule[] = [
  { apiGroups: ['minio.min.io'], resources: ['tenants', 'tenants/status'], verbs: ['*'] },
  {
    apiGroups: [''],
    resources: [
      'namespaces',
      'nodes',
      'secrets',
      'persistentvolumeclaims',
      'pods',
      'pods/log',
      'events',
      'services',
      'resourcequotas',
    ],
    verbs: ['*'],
  },
  { apiGroups: ['storage.k8s.io'], resources: ['storageclasses'], verbs: ['get', 'list'] },
];

/** May list and read tenants, nothing more. */
export const tenantReaderRules: Rule[] = [
  { apiGroups: ['minio.min.io'], resources: ['tenants'], verbs: ['get', 'list', 'watch'] },
];
