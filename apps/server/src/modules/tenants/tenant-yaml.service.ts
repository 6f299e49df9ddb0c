import type { TenantYaml } from '@granary/contract';
import { parseDocument, stringify } from 'yaml';
import { HttpError, httpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';
import { readTenantObject, type TenantBody } from './tenant-security.service.ts';
import { tenantResource } from './tenants.service.ts';

type Metadata = NonNullable<TenantBody['metadata']>;

/** The Tenant as YAML: its managed fields left out (Kubernetes' bookkeeping), apiVersion and kind in. */
export async function readTenantYaml(apis: KubeApis, namespace: string, name: string): Promise<TenantYaml> {
  const tenant = await readTenantObject(apis, namespace, name);
  const metadata = Object.fromEntries(
    Object.entries(tenant.metadata ?? {}).filter(([key]) => key !== 'managedFields'),
  );
  const { apiVersion = 'minio.min.io/v2', kind = 'Tenant', ...rest } = tenant;
  return { yaml: stringify({ apiVersion, kind, ...rest, metadata }) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The text as one object, or a 400 with the parser's line and column. */
function parseTenantYaml(text: string): Record<string, unknown> {
  const document = parseDocument(text);
  const [error] = document.errors;
  if (error) {
    const at = error.linePos?.[0];
    const reason = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    const where = at ? `line ${at.line}, column ${at.col}: ` : '';
    throw httpError('badRequest', `The YAML cannot be read at ${where}${reason}`);
  }
  const value: unknown = document.toJS();
  if (!isObject(value)) throw httpError('badRequest', 'The YAML must be the Tenant object, a mapping');
  return value;
}

/** Refuses YAML that is not this tenant at a version: another kind, another name, no resourceVersion. */
function editedMetadata(value: Record<string, unknown>, namespace: string, name: string): Metadata {
  if (
    value.kind !== 'Tenant' ||
    typeof value.apiVersion !== 'string' ||
    !value.apiVersion.startsWith('minio.min.io/')
  )
    throw httpError('badRequest', 'The YAML must stay a Tenant (apiVersion minio.min.io/…, kind Tenant)');
  const metadata = isObject(value.metadata) ? (value.metadata as Metadata) : {};
  if (metadata.name !== name || (metadata.namespace !== undefined && metadata.namespace !== namespace))
    throw httpError(
      'badRequest',
      `The YAML must stay tenant ${name} of namespace ${namespace}: its name and namespace cannot change`,
    );
  if (typeof metadata.resourceVersion !== 'string' || metadata.resourceVersion === '')
    throw httpError(
      'badRequest',
      'The YAML must keep metadata.resourceVersion: it says which version of the tenant you edited',
    );
  return metadata;
}

/**
 * Saves the edited YAML: only its labels, annotations, finalizers and spec go into the live Tenant, which is
 * replaced at the version the user loaded, so a change made meanwhile (by the operator or someone else) is
 * refused rather than overwritten. The API server's own refusal (say, a spec that is no object) is the answer.
 */
export async function saveTenantYaml(apis: KubeApis, namespace: string, name: string, text: string) {
  const edited = parseTenantYaml(text);
  const metadata = editedMetadata(edited, namespace, name);
  const live = await readTenantObject(apis, namespace, name);
  const body = {
    ...live,
    metadata: {
      ...live.metadata,
      labels: metadata.labels,
      annotations: metadata.annotations,
      finalizers: metadata.finalizers,
      resourceVersion: metadata.resourceVersion,
    },
    spec: edited.spec,
  };
  try {
    await apis.custom.replaceNamespacedCustomObject({ ...tenantResource, namespace, name, body });
  } catch (error) {
    if (error instanceof HttpError && error.status === 409)
      throw error.withMessage(
        'The tenant changed after its YAML was loaded (by the operator or someone else). Reload the YAML and make the change again.',
        error.detailedMessage,
      );
    throw error;
  }
}
