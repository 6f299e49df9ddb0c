/** A JSON patch (RFC 6902) operation, as Kubernetes applies `application/json-patch+json`. */
export type PatchOperation =
  { op: 'add' | 'replace' | 'test'; path: string; value: unknown } | { op: 'remove'; path: string };

/** Prometheus' scrape annotations for MinIO's cluster metrics (port 9000, MinIO's v2 metrics path). */
export const prometheusAnnotations: Readonly<Record<string, string>> = {
  'prometheus.io/path': '/minio/v2/metrics/cluster',
  'prometheus.io/port': '9000',
  'prometheus.io/scrape': 'true',
};

/** Whether all three scrape annotations are there (as the previous console read it). */
export const hasPrometheusAnnotations = (annotations: Record<string, string> | undefined) =>
  Object.keys(prometheusAnnotations).every((key) => annotations?.[key] !== undefined);

/** A key as a JSON pointer segment ('prometheus.io/path' → 'prometheus.io~1path'). */
const pointer = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

type Annotated = { annotations?: unknown } | undefined;

/**
 * The operations that put the annotations on (each added or replaced) or take them off (each present one
 * removed) of the metadata at `path`; the metadata or its annotations are added whole when absent.
 */
export function annotationOperations(path: string, metadata: Annotated, on: boolean): PatchOperation[] {
  const annotations =
    typeof metadata?.annotations === 'object' && metadata.annotations !== null
      ? (metadata.annotations as Record<string, unknown>)
      : undefined;
  if (!on)
    return Object.keys(prometheusAnnotations)
      .filter((key) => annotations && key in annotations)
      .map((key) => ({ op: 'remove', path: `${path}/annotations/${pointer(key)}` }));
  if (!metadata) return [{ op: 'add', path, value: { annotations: { ...prometheusAnnotations } } }];
  if (!annotations) return [{ op: 'add', path: `${path}/annotations`, value: { ...prometheusAnnotations } }];
  return Object.entries(prometheusAnnotations)
    .filter(([key, value]) => annotations[key] !== value)
    .map(([key, value]) => ({ op: 'add', path: `${path}/annotations/${pointer(key)}`, value }));
}

/** The parts of a Tenant Update version reads. */
export type VersionTenant = {
  metadata?: { resourceVersion?: string; annotations?: unknown };
  spec?: {
    image?: unknown;
    pools?: { volumeClaimTemplate?: { metadata?: { annotations?: unknown } } }[];
  };
};

type VersionChange = { image: string; enablePrometheus: boolean; imagePullSecret: string | undefined };

/**
 * The patch of Update version: the resourceVersion read (so a change made meanwhile is Kubernetes' 409),
 * the image (none: the operator's default), the pull secret, and the scrape annotations on the tenant and
 * each pool's claims, really removed when metrics are off (the previous console's merge patch of the whole
 * object could not delete a key).
 */
export function versionPatch(tenant: VersionTenant, change: VersionChange): PatchOperation[] {
  const spec = tenant.spec ?? {};
  const operations: PatchOperation[] = [
    { op: 'replace', path: '/metadata/resourceVersion', value: tenant.metadata?.resourceVersion ?? '' },
  ];
  if (change.image) operations.push({ op: 'add', path: '/spec/image', value: change.image });
  else if (spec.image !== undefined) operations.push({ op: 'remove', path: '/spec/image' });
  if (change.imagePullSecret)
    operations.push({ op: 'add', path: '/spec/imagePullSecret', value: { name: change.imagePullSecret } });
  operations.push(...annotationOperations('/metadata', tenant.metadata, change.enablePrometheus));
  (Array.isArray(spec.pools) ? spec.pools : []).forEach((pool, index) => {
    const template = pool.volumeClaimTemplate;
    if (typeof template !== 'object' || template === null) return;
    const path = `/spec/pools/${index}/volumeClaimTemplate/metadata`;
    operations.push(...annotationOperations(path, template.metadata, change.enablePrometheus));
  });
  return operations;
}
