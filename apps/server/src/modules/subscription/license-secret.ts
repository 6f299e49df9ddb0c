import { HttpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';

/** Where the console keeps its license (reference A.6): this Secret in its own namespace, under this key. */
export const licenseSecretName = 'subnet-license';
export const licenseSecretKey = 'CONSOLE_SUBNET_LICENSE';

const isMissing = (error: unknown) => error instanceof HttpError && error.status === 404;

/** The stored license key, or undefined when there is none; Kubernetes' refusal is the answer. */
export async function readStoredLicense(apis: KubeApis, namespace: string): Promise<string | undefined> {
  try {
    const secret = await apis.core.readNamespacedSecret({ namespace, name: licenseSecretName });
    const encoded = secret.data?.[licenseSecretKey];
    const token = encoded === undefined ? '' : Buffer.from(encoded, 'base64').toString('utf8').trim();
    return token === '' ? undefined : token;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Writes the license into the Secret, made if it is not there, otherwise updated (its other keys kept,
 * Kubernetes' resourceVersion guarding a concurrent change), with the operator's own token.
 */
export async function storeLicense(apis: KubeApis, namespace: string, token: string): Promise<void> {
  const data = { [licenseSecretKey]: Buffer.from(token).toString('base64') };
  let existing;
  try {
    existing = await apis.core.readNamespacedSecret({ namespace, name: licenseSecretName });
  } catch (error) {
    if (!isMissing(error)) throw error;
    await apis.core.createNamespacedSecret({
      namespace,
      body: {
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: {
          name: licenseSecretName,
          namespace,
          labels: { 'app.kubernetes.io/managed-by': 'granary' },
        },
        type: 'Opaque',
        data,
      },
    });
    return;
  }
  await apis.core.replaceNamespacedSecret({
    namespace,
    name: licenseSecretName,
    body: { ...existing, data: { ...existing.data, ...data } },
  });
}
