import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { AdminClient } from './admin-client.ts';
import { rootClient, target, uniqueName } from './test-targets.ts';

// The shared test servers run MinIO's built-in KMS (MINIO_KMS_SECRET_KEY) with one key named after the
// server: 'erasure' and 'single' (tools/vitest-minio-setup.ts).
describe('the built-in single-key KMS', () => {
  it('reports its name, default key and one online endpoint, and a KES snapshot of zeros', async () => {
    expect(await rootClient().kmsStatus()).toEqual({
      name: 'MinIO builtin',
      'default-key-id': 'erasure',
      endpoints: { '127.0.0.1': 'online' },
      state: expect.objectContaining({ Version: '', KeyStoreReachable: false, UpTime: 0 }),
    });
    expect((await rootClient(target('minioSingle')).kmsStatus())['default-key-id']).toBe('single');
  });

  it('lists its one key through the KMS API, by prefix', async () => {
    const admin = rootClient();
    const keys = await admin.listKmsKeys();
    expect(keys).toEqual([{ name: 'erasure', createdAt: '0001-01-01T00:00:00Z', createdBy: '' }]);
    expect(await admin.listKmsKeys('*')).toEqual(keys);
    expect((await admin.listKmsKeys('era')).map((key) => key.name)).toEqual(['erasure']);
    expect(await admin.listKmsKeys('other')).toEqual([]);
  });

  it('checks a key by generating and decrypting a data key; an unknown key fails in words', async () => {
    const admin = rootClient();
    expect(await admin.kmsKeyStatus('erasure')).toEqual({ 'key-id': 'erasure' });
    expect(await admin.kmsKeyStatus('')).toEqual({ 'key-id': 'erasure' });
    expect(await admin.kmsKeyStatus('no-such-key')).toEqual({
      'key-id': 'no-such-key',
      'encryption-error': 'key with given key ID does not exist',
    });
  });
});

describe('a user whose policy allows admin:KMSKeyStatus only', () => {
  const user = uniqueName('kms-status');
  const policy = uniqueName('kms-status-only');
  const admin = rootClient();
  let client: AdminClient;
  beforeAll(async () => {
    await admin.addCannedPolicy(policy, {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['admin:KMSKeyStatus'] }],
    });
    await admin.addUser(user, 'kms-status-secret');
    await admin.setPolicy({ policyNames: [policy], entityName: user, isGroup: false });
    client = new AdminClient({
      endpoint: target().endpoint,
      credentials: { accessKeyId: user, secretAccessKey: 'kms-status-secret' },
    });
  });
  afterAll(async () => {
    await admin.removeUser(user);
    await admin.removeCannedPolicy(policy);
  });

  it('reads the status and checks keys, but may not list keys (kms:ListKeys)', async () => {
    expect((await client.kmsStatus())['default-key-id']).toBe('erasure');
    expect(await client.kmsKeyStatus('erasure')).toEqual({ 'key-id': 'erasure' });
    await expect(client.listKmsKeys()).rejects.toMatchObject({ status: 403, code: 'AccessDenied' });
  });
});

describe('MinIO without a KMS', () => {
  let server: MinioServer;
  beforeAll(async () => {
    server = await startMinio({ drives: 1, name: 'madmin-no-kms', kmsSecretKey: false });
  });
  afterAll(() => server?.stop());

  it('answers every KMS call with 501 NotImplemented', async () => {
    const admin = rootClient(server);
    const notConfigured = { status: 501, code: 'NotImplemented' };
    await expect(admin.kmsStatus()).rejects.toMatchObject(notConfigured);
    await expect(admin.listKmsKeys()).rejects.toMatchObject(notConfigured);
    await expect(admin.kmsKeyStatus('any')).rejects.toMatchObject(notConfigured);
  });
});
