import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError } from './config-error.ts';
import { loadLicenseConfig } from './license.ts';

const pem = (curve: string) =>
  generateKeyPairSync('ec', { namedCurve: curve })
    .publicKey.export({ type: 'spki', format: 'pem' })
    .toString();

describe('loadLicenseConfig', () => {
  it('trusts no key, asks subnet.min.io and keeps the license in default without settings (outside a pod)', () => {
    const config = loadLicenseConfig({});
    expect(config.trustedKeys).toEqual([]);
    expect(config.subnetUrl.href).toBe('https://subnet.min.io/');
    expect(config.namespace).toBe('default');
  });

  it('reads every P-384 key of GRANARY_LICENSE_PUBLIC_KEY, PEM with real or escaped line breaks', () => {
    const two = `${pem('P-384')}\n${pem('P-384').replace(/\n/g, '\\n')}`;
    const config = loadLicenseConfig({
      GRANARY_LICENSE_PUBLIC_KEY: two,
      CONSOLE_SUBNET_URL: 'http://127.0.0.1:8080/subnet',
      GRANARY_NAMESPACE: 'granary',
    });
    expect(config.trustedKeys).toHaveLength(2);
    expect(config.subnetUrl.href).toBe('http://127.0.0.1:8080/subnet');
    expect(config.namespace).toBe('granary');
  });

  it.each([
    [{ GRANARY_LICENSE_PUBLIC_KEY: 'not a key' }, 'expected PEM "PUBLIC KEY" blocks'],
    [{ GRANARY_LICENSE_PUBLIC_KEY: pem('P-256') }, 'key 1 is not a P-384 key'],
    [
      { GRANARY_LICENSE_PUBLIC_KEY: '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----' },
      'key 1 is not a readable public key',
    ],
    [{ CONSOLE_SUBNET_URL: 'ftp://subnet' }, 'CONSOLE_SUBNET_URL="ftp://subnet" is not valid'],
    [{ GRANARY_NAMESPACE: 'Not_A_Namespace' }, 'GRANARY_NAMESPACE="Not_A_Namespace" is not valid'],
  ])('refuses %o', (env, message) => {
    expect(() => loadLicenseConfig(env)).toThrow(ConfigError);
    expect(() => loadLicenseConfig(env)).toThrow(message);
  });
});
