import { createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ConfigError, httpUrlSetting } from './config-error.ts';

/** Operator mode's license: whose signatures it trusts, where the subscription service is, where it is kept. */
export type LicenseConfig = {
  /** GRANARY_LICENSE_PUBLIC_KEY's P-384 keys; none: no license key verifies. */
  trustedKeys: KeyObject[];
  /** CONSOLE_SUBNET_URL, default https://subnet.min.io. */
  subnetUrl: URL;
  /** GRANARY_NAMESPACE, else the pod's own namespace, else 'default': where the Secret `subnet-license` is. */
  namespace: string;
};

type Env = Record<string, string | undefined>;

const podNamespaceFile = '/var/run/secrets/kubernetes.io/serviceaccount/namespace';
const pemBlock = /-----BEGIN PUBLIC KEY-----[\s\S]+?-----END PUBLIC KEY-----/g;
const rfc1123Label = /^[a-z0-9]([-a-z0-9]{0,61}[a-z0-9])?$/;

function trustedKeys(env: Env): KeyObject[] {
  const raw = env.GRANARY_LICENSE_PUBLIC_KEY?.replace(/\\n/g, '\n').trim() ?? '';
  if (raw === '') return [];
  const blocks = raw.match(pemBlock) ?? [];
  if (blocks.length === 0)
    throw new ConfigError('GRANARY_LICENSE_PUBLIC_KEY is not valid: expected PEM "PUBLIC KEY" blocks');
  return blocks.map((pem, index) => {
    let key: KeyObject;
    try {
      key = createPublicKey(pem);
    } catch {
      throw new ConfigError(`GRANARY_LICENSE_PUBLIC_KEY key ${index + 1} is not a readable public key`);
    }
    if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'secp384r1')
      throw new ConfigError(
        `GRANARY_LICENSE_PUBLIC_KEY key ${index + 1} is not a P-384 key (licenses are signed ES384)`,
      );
    return key;
  });
}

function podNamespace(): string | undefined {
  try {
    return readFileSync(podNamespaceFile, 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function namespace(env: Env): string {
  const configured = env.GRANARY_NAMESPACE?.trim();
  const chosen = configured || podNamespace() || 'default';
  if (!rfc1123Label.test(chosen))
    throw new ConfigError(`GRANARY_NAMESPACE="${chosen}" is not valid: expected a Kubernetes namespace name`);
  return chosen;
}

export function loadLicenseConfig(env: Env): LicenseConfig {
  return {
    trustedKeys: trustedKeys(env),
    subnetUrl: httpUrlSetting(
      'CONSOLE_SUBNET_URL',
      env.CONSOLE_SUBNET_URL?.trim() || 'https://subnet.min.io',
    ),
    namespace: namespace(env),
  };
}
