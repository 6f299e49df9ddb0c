import {
  configEnvValueProblem,
  isConfigEnvValue,
  randomKey,
  type CreateTenantRequest,
} from '@granary/contract';
import type { V1Secret } from '@kubernetes/client-node';
import { httpError } from '../../lib/http-error.ts';
import { certificateSecrets, type CertificateSecrets } from './tenant-certificate-secrets.ts';
import { consoleUsers, identitySettings } from './tenant-identity-settings.ts';
import { kesSecrets, type KesSecretNames } from './tenant-kes-secrets.ts';
import { secretBody } from './tenant-secret-body.ts';

export type RootCredentials = { user: string; password: string };

export const newRootCredentials = (): RootCredentials => ({ user: randomKey(16), password: randomKey(32) });

/** One config.env line; a value no reader would take as written (the contract's rule) is a 400 naming it. */
export function envLine(key: string, value: string): string {
  if (!isConfigEnvValue(value))
    throw httpError(
      'badRequest',
      `${key} cannot go into the tenant's configuration: it ${configEnvValueProblem}`,
    );
  return `export ${key}="${value}"`;
}

/** config.env: one `export KEY="VALUE"` line per setting, by key, ending with a new line. */
export function configEnv(settings: Record<string, string>): string {
  const keys = Object.keys(settings).sort();
  return keys.map((key) => `${envLine(key, settings[key] ?? '')}\n`).join('');
}

/** The tenant's settings: the browser switch, new root credentials, the parity, the identity provider. */
export function tenantSettings(request: CreateTenantRequest, root: RootCredentials): Record<string, string> {
  return {
    MINIO_BROWSER: request.enable_console ? 'on' : 'off',
    MINIO_ROOT_PASSWORD: root.password,
    MINIO_ROOT_USER: root.user,
    MINIO_STORAGE_CLASS_STANDARD: `EC:${request.erasureCodingParity}`,
    ...identitySettings(request.idp),
  };
}

/** The pull secret's `.dockerconfigjson`: the registry's credentials as a container runtime reads them. */
export function dockerConfigJson(registry: NonNullable<CreateTenantRequest['image_registry']>): string {
  const { username, password } = registry;
  const auth = Buffer.from(`${username}:${password}`, 'utf8').toString('base64');
  return JSON.stringify({ auths: { [registry.registry]: { username, password, auth } } });
}

export type TenantSecrets = Omit<CertificateSecrets, 'secrets'> & {
  /** In the order they are written: the configuration first. */
  secrets: V1Secret[];
  configuration: string;
  users: string[];
  kes: KesSecretNames | undefined;
  imagePullSecret: string | undefined;
};

/**
 * Every secret a new tenant needs, and the names its Tenant object refers to them by: the configuration,
 * the console users, the user's certificates, the key service's, the registry's credentials.
 */
export function tenantSecrets(request: CreateTenantRequest, root: RootCredentials): TenantSecrets {
  const { name } = request;
  const configuration = `${name}-env-configuration`;
  const settings = { 'config.env': configEnv(tenantSettings(request, root)) };
  const secrets = [secretBody(name, configuration, settings)];
  const users = consoleUsers(request.idp).map((data, index) => {
    const userSecret = `${name}-user-${index}`;
    secrets.push(secretBody(name, userSecret, data));
    return userSecret;
  });
  const certificates = certificateSecrets(request);
  const kes = kesSecrets(request);
  secrets.push(...certificates.secrets, ...kes.secrets);
  let imagePullSecret: string | undefined;
  if (request.image_registry) {
    imagePullSecret = `${name}-regcred`;
    const config = { '.dockerconfigjson': dockerConfigJson(request.image_registry) };
    secrets.push(secretBody(name, imagePullSecret, config, 'kubernetes.io/dockerconfigjson'));
  }
  const { externalCertSecrets, caCertSecrets } = certificates;
  return {
    secrets,
    configuration,
    users,
    externalCertSecrets,
    caCertSecrets,
    kes: kes.names,
    imagePullSecret,
  };
}
