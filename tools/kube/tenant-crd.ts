/** An object's fields in a definition of ours: spec and status kept whole, neither pruned nor validated. */
export const keptWholeProperties = {
  apiVersion: { type: 'string' },
  kind: { type: 'string' },
  metadata: { type: 'object' },
  spec: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
  status: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true },
};

/**
 * The Tenant custom resource definition as Granary's tests install it, written from the published API's
 * shape (group minio.min.io, kind Tenant, namespaced, version v2 stored with a status subresource, the
 * State printer column). Spec and status keep every field: no operator runs here to prune or validate.
 */
export const tenantDefinition = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'tenants.minio.min.io' },
  spec: {
    group: 'minio.min.io',
    scope: 'Namespaced',
    names: {
      kind: 'Tenant',
      listKind: 'TenantList',
      plural: 'tenants',
      singular: 'tenant',
      shortNames: ['tenant'],
    },
    versions: [
      {
        name: 'v2',
        served: true,
        storage: true,
        subresources: { status: {} },
        additionalPrinterColumns: [
          { name: 'State', type: 'string', jsonPath: '.status.currentState' },
          { name: 'Age', type: 'date', jsonPath: '.metadata.creationTimestamp' },
        ],
        schema: {
          openAPIV3Schema: {
            type: 'object',
            properties: keptWholeProperties,
            required: ['spec'],
          },
        },
      },
    ],
  },
};
