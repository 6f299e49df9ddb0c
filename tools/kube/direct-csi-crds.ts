import { setTimeout as sleep } from 'node:timers/promises';
import { kubeRequest, type KubeAccess } from './request.ts';
import { keptWholeProperties } from './tenant-crd.ts';

/** DirectCSI's API group: its local drives and the volumes it placed on them are cluster-wide objects. */
export const directCsiGroup = 'direct.csi.min.io';

/**
 * One of DirectCSI's definitions as Granary's tests install it, written from the published API's shape:
 * cluster-scoped, v1beta1 stored and v1alpha1 still served (the two differ in fields no test reads), no
 * status subresource (DirectCSI writes its status with the object), spec and status kept whole.
 */
function directCsiDefinition(kind: string, plural: string, columns: { name: string; jsonPath: string }[]) {
  const schema = { openAPIV3Schema: { type: 'object', properties: keptWholeProperties } };
  const printerColumns = columns.map((column) => ({ ...column, type: 'string' }));
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: `${plural}.${directCsiGroup}` },
    spec: {
      group: directCsiGroup,
      scope: 'Cluster',
      names: { kind, listKind: `${kind}List`, plural, singular: kind.toLowerCase() },
      versions: [
        { name: 'v1alpha1', served: true, storage: false, schema },
        { name: 'v1beta1', served: true, storage: true, schema, additionalPrinterColumns: printerColumns },
      ],
    },
  };
}

export const directCsiDefinitions = [
  directCsiDefinition('DirectCSIDrive', 'directcsidrives', [
    { name: 'Node', jsonPath: '.status.nodeName' },
    { name: 'Path', jsonPath: '.status.path' },
    { name: 'Status', jsonPath: '.status.driveStatus' },
  ]),
  directCsiDefinition('DirectCSIVolume', 'directcsivolumes', [
    { name: 'Node', jsonPath: '.status.nodeName' },
    { name: 'Drive', jsonPath: '.status.drive' },
  ]),
];

/** Installs both definitions (kept when there) and waits until the API server serves them. */
export async function installDirectCsi(access: KubeAccess): Promise<void> {
  for (const definition of directCsiDefinitions) {
    const res = await kubeRequest(
      access,
      'POST',
      '/apis/apiextensions.k8s.io/v1/customresourcedefinitions',
      definition,
    );
    if (res.status !== 201 && res.status !== 409)
      throw new Error(
        `Installing ${definition.metadata.name} failed (${res.status}): ${JSON.stringify(res.body)}`,
      );
  }
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const served = await Promise.all(
      directCsiDefinitions.map((definition) =>
        kubeRequest(access, 'GET', `/apis/${directCsiGroup}/v1beta1/${definition.spec.names.plural}`),
      ),
    );
    if (served.every((res) => res.status === 200)) return;
    await sleep(100);
  }
  throw new Error('The DirectCSI definitions were not served within 30 s');
}
