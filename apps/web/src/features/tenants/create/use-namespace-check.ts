import { kubeNameSchema, storageClassQuotaSuffix } from '@granary/contract';
import { ApiRequestError } from '@/lib/api-error';
import { formatError } from '@/lib/error-message';
import { useDebounced } from '@/lib/use-debounced';
import { useNamespaceTenants, useStorageQuota } from '@/features/tenants/api/namespace-check';

/** Spec 3 §9: the namespace is checked once it has not changed for 500 ms. */
export const NAMESPACE_CHECK_MS = 500;

/** A storage class the namespace may claim from, and how much it may still claim (bytes). */
export type StorageClassRoom = { name: string; available: number };

export type NamespaceCheck =
  | { state: 'idle' | 'checking' }
  | { state: 'problem'; message: string }
  /** The namespace does not exist: the wizard offers to create it. */
  | { state: 'missing' }
  | { state: 'ok'; classes: StorageClassRoom[] };

const isMissing = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

/**
 * Whether a tenant may go into the namespace (spec 3 §5): none there yet, the namespace exists, and its
 * storage quota names at least one storage class.
 */
export function useNamespaceCheck(typed: string): NamespaceCheck {
  const namespace = useDebounced(typed.trim(), NAMESPACE_CHECK_MS);
  const valid = kubeNameSchema.safeParse(namespace).success && namespace === typed.trim();
  const tenants = useNamespaceTenants(namespace, valid);
  const quota = useStorageQuota(namespace, valid);
  if (!valid) return { state: 'idle' };
  if (tenants.isPending || quota.isPending) return { state: 'checking' };
  if (quota.isError && isMissing(quota.error)) return { state: 'missing' };
  if (tenants.isError) {
    const { message, detail } = formatError(tenants.error);
    return {
      state: 'problem',
      message: `Error validating if namespace already has tenants: ${detail || message}`,
    };
  }
  if (tenants.data.total > 0)
    return { state: 'problem', message: 'You can only create one tenant per namespace' };
  if (quota.isError) return { state: 'problem', message: formatError(quota.error).message };
  const classes = quota.data.elements
    .filter((element) => element.name.endsWith(storageClassQuotaSuffix))
    .map((element) => ({
      name: element.name.slice(0, -storageClassQuotaSuffix.length),
      available: Math.max(0, element.hard - element.used),
    }));
  if (classes.length === 0) return { state: 'problem', message: 'Please enter a valid namespace' };
  return { state: 'ok', classes };
}
