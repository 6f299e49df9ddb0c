import { kubeCaller, kubeRequest, type KubeAccess } from './request.ts';

/**
 * What the operator's StatefulSets and the kubelet would write about a tenant's pods, written into the
 * real API server: pods with the operator's labels, their status, and the events about them. Pods
 * without a node are deleted at once (no kubelet confirms a placed pod's end).
 */
export function podFixtures(access: KubeAccess) {
  const call = kubeCaller(access);
  return {
    /** A MinIO server pod of `tenant`'s pool, as the operator's StatefulSet makes it. */
    async createPod(
      namespace: string,
      name: string,
      opts: { tenant?: string; pool?: string; nodeName?: string; containers?: string[] } = {},
    ) {
      const labels = {
        ...(opts.tenant && { 'v1.min.io/tenant': opts.tenant }),
        ...(opts.pool && { 'v1.min.io/pool': opts.pool }),
      };
      const pod = (await call('POST', `/api/v1/namespaces/${namespace}/pods`, {
        apiVersion: 'v1',
        kind: 'Pod',
        metadata: { name, labels },
        spec: {
          ...(opts.nodeName && { nodeName: opts.nodeName }),
          containers: (opts.containers ?? ['minio']).map((container) => ({
            name: container,
            image: 'quay.io/minio/minio:latest',
          })),
        },
      })) as { metadata: { uid: string } };
      return pod.metadata.uid;
    },

    /** The status a kubelet reports: running with an address and its containers' restarts. */
    writePodStatus: (
      namespace: string,
      name: string,
      status: { phase: string; podIP?: string; restarts?: number[] },
    ) =>
      call(
        'PATCH',
        `/api/v1/namespaces/${namespace}/pods/${name}/status`,
        {
          status: {
            phase: status.phase,
            ...(status.podIP && { podIP: status.podIP, podIPs: [{ ip: status.podIP }] }),
            containerStatuses: (status.restarts ?? []).map((restartCount, index) => ({
              name: index === 0 ? 'minio' : `c${index}`,
              image: 'quay.io/minio/minio:latest',
              imageID: '',
              ready: status.phase === 'Running',
              restartCount,
              started: status.phase === 'Running',
              state: {},
            })),
          },
        },
        'application/merge-patch+json',
      ),

    async getPod(namespace: string, name: string) {
      const res = await kubeRequest(access, 'GET', `/api/v1/namespaces/${namespace}/pods/${name}`);
      return res.status === 404 ? undefined : (res.body as { metadata: { uid: string } });
    },

    /** A core/v1 Event about an object (by kind, name and uid), last seen at `lastSeen`. */
    createEvent: (
      namespace: string,
      about: { kind: string; name: string; uid: string; apiVersion?: string },
      event: { name: string; reason: string; message: string; type?: string; lastSeen: Date },
    ) =>
      call('POST', `/api/v1/namespaces/${namespace}/events`, {
        apiVersion: 'v1',
        kind: 'Event',
        metadata: { name: event.name, namespace },
        involvedObject: { apiVersion: about.apiVersion ?? 'v1', namespace, ...about },
        reason: event.reason,
        message: event.message,
        type: event.type ?? 'Normal',
        count: 1,
        firstTimestamp: event.lastSeen.toISOString(),
        lastTimestamp: event.lastSeen.toISOString(),
        source: { component: 'granary-test' },
      }),
  };
}
