import { createTenantRequestSchema, encryptionNeedsTls } from '@granary/contract';
import { describe, expect, it } from 'vitest';
import { advancedWizardValues, chosenCertificate, chosenKey } from '@/testing/tenant-wizard-values';
import { createPayload, encryptionStepProblems, type WizardValues } from './wizard-values';

const base: WizardValues = { ...advancedWizardValues, encryption: true };
const certificate = chosenCertificate;
const key = chosenKey;
const withVault = (vault: Partial<WizardValues['kes']['vault']>): WizardValues => ({
  ...base,
  kes: { ...base.kes, vault: { ...base.kes.vault, ...vault } },
});
const messages = (values: WizardValues) =>
  Object.fromEntries(
    encryptionStepProblems(values).map((problem) => [problem.path.join('.'), problem.message]),
  );

describe('the Encryption step', () => {
  it('requires Vault’s endpoint, AppRole ID and secret; retry and ping may not be negative', () => {
    expect(messages(base)).toMatchObject({
      'kes.vault.endpoint': 'Field cannot be empty',
      'kes.vault.approle.id': 'Field cannot be empty',
      'kes.vault.approle.secret': 'Field cannot be empty',
    });
    const vault = withVault({
      endpoint: 'https://vault.example.com:8200',
      approle: { engine: '', id: 'role', secret: 'secret', retry: '-1' },
      status: { ping: 'soon' },
    });
    expect(messages(vault)).toEqual({
      'kes.vault.approle.retry': 'Value needs to be 0 or greater',
      'kes.vault.status.ping': 'Enter a whole number of seconds',
    });
  });

  it('sends one key store, with the KES image of Configure and Vault’s files', () => {
    const vault: WizardValues = {
      ...withVault({
        endpoint: 'https://vault.example.com:8200',
        prefix: 'tenants',
        approle: { engine: '', id: 'role', secret: 'secret', retry: '30' },
        tls: { key: null, crt: null, ca: certificate },
      }),
      customImage: true,
      kesImage: 'minio/kes:2025-03-12T09-35-18Z',
    };
    expect(messages(vault)).toEqual({});
    const payload = createPayload(vault);
    expect(createTenantRequestSchema.parse(payload)).toEqual(payload);
    expect(payload?.encryption).toEqual({
      image: 'minio/kes:2025-03-12T09-35-18Z',
      vault: {
        endpoint: 'https://vault.example.com:8200',
        prefix: 'tenants',
        approle: { id: 'role', secret: 'secret', retry: 30 },
        tls: { ca: certificate.pem },
      },
    });
  });

  it('takes Vault’s client certificate only with its key, and GCP’s service account whole', () => {
    const vault = withVault({
      endpoint: 'https://vault.example.com:8200',
      approle: { engine: '', id: 'role', secret: ' secret with spaces ', retry: '' },
      tls: { key: null, crt: certificate, ca: null },
    });
    expect(messages(vault)).toEqual({ 'kes.vault.tls.key': 'The certificate and its key go together' });
    const whole = withVault({ ...vault.kes.vault, tls: { key, crt: certificate, ca: null } });
    expect(messages(whole)).toEqual({});
    const parsed = createTenantRequestSchema.parse(createPayload(whole));
    // A secret is sent as typed: its spaces may be part of it.
    expect(parsed.encryption?.vault?.approle.secret).toBe(' secret with spaces ');
    const gcp: WizardValues = {
      ...base,
      kes: {
        ...base.kes,
        provider: 'gcp',
        gcp: {
          secretmanager: {
            ...base.kes.gcp.secretmanager,
            project_id: 'tenants',
            credentials: { ...base.kes.gcp.secretmanager.credentials, client_email: 'kes@tenants.iam' },
          },
        },
      },
    };
    expect(messages(gcp)).toMatchObject({
      'kes.gcp.secretmanager.credentials.client_id': 'Field cannot be empty',
      'kes.gcp.secretmanager.credentials.private_key':
        'must be a PEM private key (-----BEGIN PRIVATE KEY-----)',
    });
  });

  it('requires AWS’s endpoint, region and keys, Gemalto’s endpoint, token and domain', () => {
    expect(messages({ ...base, kes: { ...base.kes, provider: 'aws' } })).toEqual({
      'kes.aws.secretsmanager.endpoint': 'Field cannot be empty',
      'kes.aws.secretsmanager.region': 'Field cannot be empty',
      'kes.aws.secretsmanager.credentials.accesskey': 'Field cannot be empty',
      'kes.aws.secretsmanager.credentials.secretkey': 'Field cannot be empty',
    });
    expect(messages({ ...base, kes: { ...base.kes, provider: 'gemalto' } })).toMatchObject({
      'kes.gemalto.keysecure.endpoint': 'Field cannot be empty',
      'kes.gemalto.keysecure.credentials.token': 'Field cannot be empty',
      'kes.gemalto.keysecure.credentials.domain': 'Field cannot be empty',
    });
  });

  it('needs KES’s and MinIO’s certificates without automatic ones, and TLS at all', () => {
    const ownTls: WizardValues = {
      ...withVault({
        endpoint: 'https://vault:8200',
        approle: { engine: '', id: 'r', secret: 's', retry: '' },
      }),
      autoCert: false,
      customCerts: true,
      serverCerts: [{ crt: certificate, key }],
    };
    expect(Object.keys(messages(ownTls))).toEqual([
      'kes.server.crt',
      'kes.server.key',
      'kes.client.crt',
      'kes.client.key',
    ]);
    const given = {
      ...ownTls,
      kes: { ...ownTls.kes, server: { crt: certificate, key }, client: { crt: certificate, key } },
    };
    expect(messages(given)).toEqual({});
    expect(createPayload(given)?.encryption).toMatchObject({
      server: { crt: certificate.pem, key: key.pem },
      client: { crt: certificate.pem, key: key.pem },
    });
    expect(messages({ ...given, tls: false })).toMatchObject({
      encryption: encryptionNeedsTls,
    });
  });

  it('sends nothing of it when off or in basic mode', () => {
    expect(createPayload({ ...base, encryption: false })).not.toHaveProperty('encryption');
    expect(createPayload({ ...base, advanced: false })).not.toHaveProperty('encryption');
  });
});
