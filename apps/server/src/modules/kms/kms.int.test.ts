import { apiEndpoints } from '@granary/contract';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMinio } from '@granary/tools/minio/test-servers';
import { type Harness, logIn, rootClient, startHarness } from '../../testing/harness.ts';

// The shared 4-drive server runs MinIO's built-in KMS with the one key 'erasure' (tools/vitest-minio-setup.ts).
const minio = testMinio();
const admin = rootClient(minio);

const users = {
  statusOnly: { name: 'kms-int-status-only', policy: 'kms-int-status-only', actions: ['admin:KMSKeyStatus'] },
  noKms: { name: 'kms-int-no-kms', policy: 'readonly', actions: [] },
} as const;
const secret = 'kms-int-user-secret';

describe('the KMS screen against the built-in single-key KMS', () => {
  let h: Harness;
  const sessions: Record<keyof typeof users, string> = { statusOnly: '', noKms: '' };
  beforeAll(async () => {
    h = await startHarness(minio);
    await admin.addCannedPolicy(users.statusOnly.policy, {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: [...users.statusOnly.actions] }],
    });
    for (const [id, user] of Object.entries(users)) {
      await admin.addUser(user.name, secret);
      await admin.setPolicy({ policyNames: [user.policy], entityName: user.name, isGroup: false });
      sessions[id as keyof typeof users] = await logIn(h.t, user.name, secret);
    }
  });
  afterAll(async () => {
    for (const user of Object.values(users)) await admin.removeUser(user.name).catch(() => undefined);
    await admin.removeCannedPolicy(users.statusOnly.policy).catch(() => undefined);
    await h.close();
  });

  it('shows the KMS: its name, kind, default key and its one online endpoint', async () => {
    const res = await h.api(apiEndpoints.kms.status);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      configured: true,
      name: 'MinIO builtin',
      kind: 'builtin',
      defaultKeyId: 'erasure',
      endpoints: [{ url: '127.0.0.1', state: 'online' }],
    });
  });

  it('lists the one key, checked by MinIO without an error and with no date', async () => {
    const res = await h.api(apiEndpoints.kms.keys);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ keys: [{ name: 'erasure' }] });
  });

  it('opens the page to admin:KMSKeyStatus; listing keys needs kms:ListKeys, which MinIO refuses', async () => {
    const as = sessions.statusOnly;
    expect((await h.api(apiEndpoints.session.session, {}, { as })).json().pages).toContain('/kms');
    expect((await h.api(apiEndpoints.kms.status, {}, { as })).json()).toMatchObject({
      defaultKeyId: 'erasure',
    });
    const keys = await h.api(apiEndpoints.kms.keys, {}, { as });
    expect(keys.statusCode).toBe(403);
    expect(keys.json()).toMatchObject({ detailedMessage: expect.stringContaining('AccessDenied') });
  });

  it('hides the page from a user without admin:KMSKeyStatus, and MinIO refuses both calls', async () => {
    const as = sessions.noKms;
    expect((await h.api(apiEndpoints.session.session, {}, { as })).json().pages).not.toContain('/kms');
    expect((await h.api(apiEndpoints.kms.status, {}, { as })).statusCode).toBe(403);
    expect((await h.api(apiEndpoints.kms.keys, {}, { as })).statusCode).toBe(403);
  });
});

describe('the KMS screen against MinIO without a KMS', () => {
  let server: MinioServer;
  let h: Harness;
  beforeAll(async () => {
    server = await startMinio({ drives: 1, name: 'kms-int-none', kmsSecretKey: false });
    h = await startHarness(server);
  });
  afterAll(async () => {
    await h?.close();
    await server?.stop();
  });

  it('says that no KMS is configured and that there are no keys, not an error', async () => {
    const status = await h.api(apiEndpoints.kms.status);
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json()).toEqual({ configured: false });
    const keys = await h.api(apiEndpoints.kms.keys);
    expect(keys.statusCode, keys.body).toBe(200);
    expect(keys.json()).toEqual({ keys: [] });
  });
});

describe('the KMS screen with its MinIO stopped and started again', () => {
  const kmsSecretKey = `kms-int-restart:${Buffer.alloc(32, 7).toString('base64')}`;
  // Its drives outlive a stop, as a real server's do: the session's STS keys are still known once it is back.
  const persistentDir = mkdtempSync(join(tmpdir(), 'granary-kms-int-restart-'));
  const options = { drives: 1, name: 'kms-int-restart', kmsSecretKey, persistentDir } as const;
  let server: MinioServer;
  let h: Harness;
  beforeAll(async () => {
    server = await startMinio(options);
    h = await startHarness(server);
  });
  afterAll(async () => {
    await h?.close();
    await server?.stop();
    rmSync(persistentDir, { recursive: true, force: true });
  });

  it('says MinIO cannot be reached while it is down, and shows the KMS again once it is back', async () => {
    const { port } = server;
    await server.stop();
    const down = await h.api(apiEndpoints.kms.status);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'minio_unreachable' });
    const { rootUser, rootPassword } = server;
    server = await startMinio({ ...options, port, rootUser, rootPassword });
    const back = await h.api(apiEndpoints.kms.status);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ configured: true, defaultKeyId: 'kms-int-restart' });
  });
});
