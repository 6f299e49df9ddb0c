import { HttpError } from '../../lib/http-error.ts';
import type { KubeApis } from '../../lib/kubernetes/kube-apis.ts';

/**
 * What the tenant's configuration secret (`spec.configuration`, key `config.env`) sets: the values, or why
 * they cannot be known (Kubernetes refused reading the secret, or it is not there).
 */
export type TenantConfiguration =
  { known: true; values: ReadonlyMap<string, string> } | { known: false; why: string };

const line = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)=(.*)$/;

function unquoted(value: string): string {
  const first = value.at(0);
  if (value.length >= 2 && (first === '"' || first === "'") && value.at(-1) === first)
    return value.slice(1, -1);
  return value;
}

/**
 * The settings of a config.env as the console and the operator write it: one `export KEY="VALUE"` line
 * each (the `export` and the quotes optional); comments and other lines are no settings. A later line of
 * the same key wins, as it would for a shell.
 */
export function parseConfigEnv(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const raw of text.split(/\r?\n/)) {
    const match = line.exec(raw.trim());
    if (match?.[1] !== undefined) values.set(match[1], unquoted((match[2] ?? '').trim()));
  }
  return values;
}

/**
 * Reads the tenant's configuration secret with the operator's token. Kubernetes refusing it (RBAC: no
 * `get` on secrets) or not having it leaves the settings unknown, with its sentence; any other failure
 * (the API server away) is the answer. A tenant naming no configuration sets nothing there.
 */
export async function readTenantConfiguration(
  apis: KubeApis,
  namespace: string,
  secretName: string | undefined,
): Promise<TenantConfiguration> {
  if (!secretName) return { known: true, values: new Map() };
  try {
    const secret = await apis.core.readNamespacedSecret({ namespace, name: secretName });
    const encoded = secret.data?.['config.env'] ?? '';
    return { known: true, values: parseConfigEnv(Buffer.from(encoded, 'base64').toString('utf8')) };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 403 || error.status === 404))
      return { known: false, why: error.message };
    throw error;
  }
}
