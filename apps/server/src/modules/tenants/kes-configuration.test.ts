import type { TenantEncryption } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { kesConfiguration, operatorKesIdentity } from './kes-configuration.ts';

const identity = 'c5ff0d2e2c3a1a4b9d8e7f6a5b4c3d2e1f0a9b8c7d6e5f4a3b2c1d0e9f8a7b6c';
const pem = (label: string) => `-----BEGIN ${label}-----\nMIIB\n-----END ${label}-----\n`;

/** What every configuration holds besides its key store. */
const server = (admin: string) => ({
  version: 'v1',
  address: '0.0.0.0:7373',
  admin: { identity: admin },
  tls: { key: '/tmp/kes/server.key', cert: '/tmp/kes/server.crt' },
  cache: { expiry: { any: '5m0s', unused: '20s' } },
  log: { error: 'on', audit: 'off' },
});

const read = (encryption: TenantEncryption, admin = identity) =>
  parse(kesConfiguration(encryption, admin)) as Record<string, unknown>;

describe('kesConfiguration', () => {
  it('writes Vault with its AppRole, the wizard’s retry and ping, and the TLS files given', () => {
    const encryption: TenantEncryption = {
      vault: {
        endpoint: 'https://vault.example.com:8200',
        engine: 'kv',
        namespace: 'team',
        prefix: 'tenant-alpha',
        approle: { engine: 'approle', id: 'role-id', secret: 'role-secret', retry: 30 },
        tls: { key: pem('PRIVATE KEY'), crt: pem('CERTIFICATE'), ca: pem('CERTIFICATE') },
        status: { ping: 0 },
      },
    };
    expect(read(encryption)).toEqual({
      ...server(identity),
      keystore: {
        vault: {
          endpoint: 'https://vault.example.com:8200',
          engine: 'kv',
          namespace: 'team',
          prefix: 'tenant-alpha',
          approle: { engine: 'approle', id: 'role-id', secret: 'role-secret', retry: '30s' },
          tls: { key: '/tmp/kes/client.key', cert: '/tmp/kes/client.crt', ca: '/tmp/kes/ca.crt' },
          status: { ping: '0s' },
        },
      },
    });
  });

  it('gives Vault 15 s between AppRole logins and a 10 s ping by default, and only the settings given', () => {
    const encryption: TenantEncryption = {
      vault: {
        endpoint: 'http://vault:8200',
        engine: '',
        approle: { id: 'role-id', secret: 'role-secret' },
        tls: { ca: pem('CERTIFICATE') },
      },
    };
    expect(read(encryption).keystore).toEqual({
      vault: {
        endpoint: 'http://vault:8200',
        approle: { id: 'role-id', secret: 'role-secret', retry: '15s' },
        tls: { ca: '/tmp/kes/ca.crt' },
        status: { ping: '10s' },
      },
    });
  });

  it('writes AWS Secrets Manager with its credentials', () => {
    const encryption: TenantEncryption = {
      aws: {
        secretsmanager: {
          endpoint: 'secretsmanager.eu-west-1.amazonaws.com',
          region: 'eu-west-1',
          kmskey: 'alias/kes',
          credentials: { accesskey: 'AKIAEXAMPLE', secretkey: 'secret/key+1', token: '' },
        },
      },
    };
    expect(read(encryption)).toEqual({
      ...server(identity),
      keystore: {
        aws: {
          secretsmanager: {
            endpoint: 'secretsmanager.eu-west-1.amazonaws.com',
            region: 'eu-west-1',
            kmskey: 'alias/kes',
            credentials: { accesskey: 'AKIAEXAMPLE', secretkey: 'secret/key+1' },
          },
        },
      },
    });
  });

  it('writes Gemalto KeySecure with its token, domain, retry and CA', () => {
    const keysecure = {
      endpoint: 'https://keysecure.example.com',
      credentials: { token: 'refresh-token', domain: 'root', retry: 5 },
      tls: { ca: pem('CERTIFICATE') },
    };
    expect(read({ gemalto: { keysecure } }).keystore).toEqual({
      gemalto: {
        keysecure: {
          endpoint: 'https://keysecure.example.com',
          credentials: { token: 'refresh-token', domain: 'root', retry: '5s' },
          tls: { ca: '/tmp/kes/ca.crt' },
        },
      },
    });
    const plain = read({ gemalto: { keysecure: { ...keysecure, tls: undefined } } });
    expect(plain.keystore).toEqual({
      gemalto: {
        keysecure: {
          endpoint: 'https://keysecure.example.com',
          credentials: { token: 'refresh-token', domain: 'root', retry: '5s' },
        },
      },
    });
  });

  it('writes GCP Secret Manager with the service account’s key as it is, new lines and all', () => {
    const privateKey = pem('PRIVATE KEY');
    const encryption: TenantEncryption = {
      gcp: {
        secretmanager: {
          project_id: 'my-project',
          endpoint: 'secretmanager.googleapis.com:443',
          credentials: {
            client_email: 'kes@my-project.iam.gserviceaccount.com',
            client_id: '1234567890',
            private_key_id: 'abcdef',
            private_key: privateKey,
          },
        },
      },
    };
    expect(read(encryption).keystore).toEqual({
      gcp: {
        secretmanager: {
          project_id: 'my-project',
          endpoint: 'secretmanager.googleapis.com:443',
          credentials: {
            client_email: 'kes@my-project.iam.gserviceaccount.com',
            client_id: '1234567890',
            private_key_id: 'abcdef',
            private_key: privateKey,
          },
        },
      },
    });
    expect(read({ gcp: { secretmanager: { project_id: 'my-project' } } }).keystore).toEqual({
      gcp: { secretmanager: { project_id: 'my-project' } },
    });
  });

  it('leaves the operator’s identity for KES to expand from its environment', () => {
    const text = kesConfiguration(
      {
        aws: {
          secretsmanager: { endpoint: 'e', region: 'r', credentials: { accesskey: 'a', secretkey: 's' } },
        },
      },
      operatorKesIdentity,
    );
    expect(parse(text)).toMatchObject({ admin: { identity: '${MINIO_KES_IDENTITY}' } });
    expect(text).toContain('identity: ${MINIO_KES_IDENTITY}\n');
  });
});
