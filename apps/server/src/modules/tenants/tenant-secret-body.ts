import type { V1Secret } from '@kubernetes/client-node';

/** The label every secret of a tenant carries, as the operator labels what belongs to a tenant. */
export const tenantLabel = 'v1.min.io/tenant';

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** One immutable secret of a new tenant, labelled with it; `data` as text, base64-encoded here. */
export function secretBody(
  tenant: string,
  name: string,
  data: Record<string, string>,
  type = 'Opaque',
): V1Secret {
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, labels: { [tenantLabel]: tenant } },
    type,
    immutable: true,
    data: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, base64(value)])),
  };
}

/** A `kubernetes.io/tls` secret: a certificate (and its chain) with its key. */
export const tlsSecretBody = (tenant: string, name: string, pair: { crt: string; key: string }) =>
  secretBody(tenant, name, { 'tls.crt': pair.crt, 'tls.key': pair.key }, 'kubernetes.io/tls');
