import { randomKey, type CreateTenantRequest } from '@granary/contract';
import type { V1Secret } from '@kubernetes/client-node';
import { httpError } from '../../lib/http-error.ts';

/** The label every secret of a tenant carries, as the operator labels what belongs to a tenant. */
const tenantLabel = 'v1.min.io/tenant';

export type RootCredentials = { user: string; password: string };

export const newRootCredentials = (): RootCredentials => ({ user: randomKey(16), password: randomKey(32) });

/**
 * A value config.env can hold between double quotes the same way for a shell and for MinIO's and the
 * operator's readers, which only strip the outer quotes: printable ASCII without a quote, backslash, '$' or
 * backtick, so nothing needs escaping.
 */
const isPlain = (value: string) => /^[\x20-\x7e]*$/.test(value) && !/["\\$`]/.test(value);

export function envLine(key: string, value: string): string {
  if (!isPlain(value))
    throw httpError(
      'badRequest',
      `${key} cannot go into the tenant's configuration: it may hold only printable ASCII other than ` +
        "a double quote, '\\', '$' and '`'",
    );
  return `export ${key}="${value}"`;
}

/** config.env: one `export KEY="VALUE"` line per setting, by key, ending with a new line. */
export function configEnv(settings: Record<string, string>): string {
  const keys = Object.keys(settings).sort();
  return keys.map((key) => `${envLine(key, settings[key] ?? '')}\n`).join('');
}

export function tenantSettings(request: CreateTenantRequest, root: RootCredentials): Record<string, string> {
  return {
    MINIO_BROWSER: request.enable_console ? 'on' : 'off',
    MINIO_ROOT_PASSWORD: root.password,
    MINIO_ROOT_USER: root.user,
    MINIO_STORAGE_CLASS_STANDARD: `EC:${request.erasureCodingParity}`,
  };
}

const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

function secret(tenant: string, name: string, data: Record<string, string>, type = 'Opaque'): V1Secret {
  return {
    apiVersion: 'v1',
    kind: 'Secret',
    metadata: { name, labels: { [tenantLabel]: tenant } },
    type,
    immutable: true,
    data: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, base64(value)])),
  };
}

/** The pull secret's `.dockerconfigjson`: the registry's credentials as a container runtime reads them. */
export function dockerConfigJson(registry: NonNullable<CreateTenantRequest['image_registry']>): string {
  const { username, password } = registry;
  const auth = base64(`${username}:${password}`);
  return JSON.stringify({ auths: { [registry.registry]: { username, password, auth } } });
}

export type TenantSecrets = {
  /** In the order they are written: the configuration first. */
  secrets: V1Secret[];
  configuration: string;
  users: string[];
  imagePullSecret: string | undefined;
};

/** Every secret a new tenant needs, and the names its Tenant object refers to them by. */
export function tenantSecrets(request: CreateTenantRequest, root: RootCredentials): TenantSecrets {
  const { name } = request;
  const configuration = `${name}-env-configuration`;
  const secrets = [secret(name, configuration, { 'config.env': configEnv(tenantSettings(request, root)) })];
  const users = request.idp.keys.map((keys, index) => {
    const userSecret = `${name}-user-${index}`;
    secrets.push(
      secret(name, userSecret, { CONSOLE_ACCESS_KEY: keys.access_key, CONSOLE_SECRET_KEY: keys.secret_key }),
    );
    return userSecret;
  });
  let imagePullSecret: string | undefined;
  if (request.image_registry) {
    imagePullSecret = `${name}-regcred`;
    const config = { '.dockerconfigjson': dockerConfigJson(request.image_registry) };
    secrets.push(secret(name, imagePullSecret, config, 'kubernetes.io/dockerconfigjson'));
  }
  return { secrets, configuration, users, imagePullSecret };
}
