// Restarts a server, so it starts its own MinIO (the shared test servers stay untouched).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMinio, type MinioServer } from '@granary/tools/minio';
import { AdminClient } from './admin-client.ts';
import { MadminError, MadminUnreachableError } from './errors.ts';
import { rootClient } from './test-targets.ts';

let server: MinioServer;
let admin: AdminClient;

beforeAll(async () => {
  server = await startMinio({ drives: 1, name: 'madmin-config' });
  admin = rootClient(server);
});
afterAll(() => server?.stop());

const REDIS = 'notify_redis:granary address=127.0.0.1:6379 key=granary-events format=namespace';

describe('config KV and service restart (own MinIO, Redis on 127.0.0.1:6379)', () => {
  it('sets a Redis target, restarts, sees its ARN, deletes it', { timeout: 120_000 }, async () => {
    expect((await admin.serverInfo()).sqsARN ?? []).toEqual([]);
    expect(await admin.setConfigKV(REDIS)).toEqual({ restartRequired: true }); // no x-minio-config-applied
    // get-config-kv shows what the server runs with: the new target is unknown until the restart.
    await expect(admin.getConfigKV('notify_redis:granary')).rejects.toMatchObject({
      code: 'XMinioConfigError',
      status: 400,
    });

    const restartCalledAt = Date.now();
    const restart = await admin.serviceRestart();
    expect(restart).toMatchObject({
      action: 'restart',
      dryRun: false,
      results: [{ host: expect.any(String) }],
    });
    await admin.waitUntilReady(30_000);
    const info = await admin.serverInfo();
    // A fresh process: its uptime (whole seconds, 0 left out) began after the restart call.
    const secondsSinceRestartCall = Math.ceil((Date.now() - restartCalledAt) / 1000);
    expect(info.servers?.[0]?.uptime ?? 0).toBeLessThanOrEqual(secondsSinceRestartCall);
    expect(info.sqsARN).toContain('arn:minio:sqs::granary:redis');

    expect(await admin.getConfigKV('notify_redis:granary')).toBe(
      'notify_redis:granary format=namespace address=127.0.0.1:6379 key=granary-events password= user= queue_dir= queue_limit=0 \n',
    );
    expect(await admin.deleteConfigKV('notify_redis:granary')).toEqual({ restartRequired: true });
    await expect(admin.deleteConfigKV('notify_redis:granary')).rejects.toMatchObject({
      code: 'XMinioConfigNotFoundError',
      status: 404,
    });
    await admin.serviceRestart();
    await admin.waitUntilReady(30_000);
    expect((await admin.serverInfo()).sqsARN ?? []).not.toContain('arn:minio:sqs::granary:redis');
  });

  it('gives typed errors for unreachable targets, bad lines and unknown subsystems', async () => {
    const closed = await admin
      .setConfigKV('notify_redis:closed address=127.0.0.1:1 key=x format=namespace')
      .catch((e: unknown) => e);
    expect(closed).toBeInstanceOf(MadminError);
    expect(closed).toMatchObject({
      code: 'XMinioAdminConfigBadJSON',
      status: 400,
      message: expect.stringContaining('connection refused'),
    });
    await expect(
      admin.setConfigKV('notify_redis:bad address=127.0.0.1:6379 key=x format=weird'),
    ).rejects.toMatchObject({ code: 'XMinioAdminConfigBadJSON', message: 'unrecognized format' });
    await expect(admin.setConfigKV('nosuchsys foo=bar')).rejects.toMatchObject({
      code: 'XMinioConfigError',
      status: 400,
    });
    await expect(admin.getConfigKV('nosuchsys')).rejects.toMatchObject({ code: 'XMinioConfigError' });
  });

  it('applies dynamic subsystems live and reads them back', async () => {
    expect(await admin.setConfigKV('api requests_max=1000')).toEqual({ restartRequired: false });
    expect(await admin.getConfigKV('api')).toMatch(/^api requests_max=1000 /);
    expect(await admin.deleteConfigKV('api requests_max')).toEqual({ restartRequired: false });
    expect(await admin.getConfigKV('api')).toMatch(/^api requests_max=0 /);
  });

  it('helpConfigKV lists keys, one key, or the subsystems', async () => {
    const redis = await admin.helpConfigKV('notify_redis');
    expect(redis).toMatchObject({ subSys: 'notify_redis', multipleTargets: true });
    expect(redis.keysHelp.map((k) => k.key)).toEqual(
      expect.arrayContaining(['enable', 'address', 'key', 'format', 'password', 'queue_dir']),
    );
    expect((await admin.helpConfigKV('notify_redis', 'address')).keysHelp.map((k) => k.key)).toEqual([
      'enable',
      'address',
    ]);
    expect((await admin.helpConfigKV('')).keysHelp.map((k) => k.key)).toContain('notify_redis');
    await expect(admin.helpConfigKV('nosuch')).rejects.toMatchObject({ code: 'XMinioConfigError' });
  });

  it('a dry-run restart changes nothing; waitUntilReady times out on a dead endpoint', async () => {
    const dry = await admin.serviceRestart({ dryRun: true });
    expect(dry).toMatchObject({ action: 'restart', dryRun: true });
    const dead = new AdminClient({
      endpoint: 'http://127.0.0.1:1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'y' },
    });
    await expect(dead.waitUntilReady(500)).rejects.toBeInstanceOf(MadminUnreachableError);
  });
});
