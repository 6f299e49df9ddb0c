import { describe, expect, it } from 'vitest';
import { MadminError } from './errors.ts';
import { makeBucket, putObject } from './test-buckets.ts';
import { rootClient, target, uniqueName } from './test-targets.ts';

describe('bucket quota', () => {
  for (const server of ['minio', 'minioSingle'] as const) {
    it(`set → get → enforce → clear on ${server}`, async () => {
      const t = target(server);
      const admin = rootClient(t);
      const bucket = uniqueName('quota');
      await makeBucket(t, bucket);
      expect(await admin.getBucketQuota(bucket)).toBeUndefined(); // MinIO answers zeros, not an error

      await admin.setBucketQuota(bucket, { quota: 1024 * 1024, quotatype: 'hard' });
      expect(await admin.getBucketQuota(bucket)).toEqual({
        quota: 1024 * 1024,
        quotatype: 'hard',
        size: 1024 * 1024,
        rate: 0,
        requests: 0,
      });
      await admin.setBucketQuota(bucket, { quota: 10 });
      expect((await admin.getBucketQuota(bucket))?.quota).toBe(10);
      const refused = await putObject(t, bucket, 'big', 'x'.repeat(100));
      expect(refused.status).toBe(400);
      expect(refused.text).toContain('XMinioAdminBucketQuotaExceeded');

      await admin.clearBucketQuota(bucket);
      expect(await admin.getBucketQuota(bucket)).toBeUndefined();
      expect((await putObject(t, bucket, 'big', 'x'.repeat(100))).status).toBe(200);
    });
  }

  it('refuses fifo, bad sizes and unknown buckets', async () => {
    const t = target();
    const admin = rootClient(t);
    const bucket = uniqueName('quota');
    await makeBucket(t, bucket);
    // 'fifo' is not in the type any more; MinIO answers 500 InternalError "invalid quota type 'fifo'".
    const fifo = { quota: 1024, quotatype: 'fifo' as 'hard' };
    await expect(admin.setBucketQuota(bucket, fifo)).rejects.toMatchObject({
      code: 'InternalError',
      status: 500,
      message: expect.stringContaining("invalid quota type 'fifo'"),
    });
    await expect(admin.setBucketQuota(bucket, { quota: -1 })).rejects.toThrow(RangeError);
    await expect(admin.setBucketQuota(bucket, { quota: 0 })).rejects.toThrow(RangeError);
    const ghost = uniqueName('ghost');
    const missing = await admin.getBucketQuota(ghost).catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(MadminError);
    expect(missing).toMatchObject({ code: 'NoSuchBucket', status: 404 });
    await expect(admin.setBucketQuota(ghost, { quota: 1024 })).rejects.toMatchObject({
      code: 'NoSuchBucket',
      status: 404,
    });
  });
});

describe('remote targets (4-drive server → single-drive server)', () => {
  const source = () => target('minio');
  const remote = () => target('minioSingle');
  const targetFor = (bucket: string) => ({
    endpoint: new URL(remote().endpoint).host,
    credentials: { accessKey: remote().rootUser, secretKey: remote().rootPassword },
    targetbucket: bucket,
    secure: false,
  });

  it('add → list → update → remove', async () => {
    const admin = rootClient(source());
    const [src, dst] = [uniqueName('src'), uniqueName('dst')];
    await makeBucket(source(), src, { versioned: true });
    await makeBucket(remote(), dst, { versioned: true });
    expect(await admin.listRemoteTargets(src)).toEqual([]); // null on the wire

    const arn = await admin.setRemoteTarget(src, { ...targetFor(dst), region: 'us-east-1' });
    // With a region the ARN carries it: arn:minio:replication:<region>:<uuid>:<targetbucket>.
    expect(arn).toMatch(new RegExp(`^arn:minio:replication:us-east-1:[0-9a-f-]{36}:${dst}$`));
    // Adding the same endpoint and bucket again returns the same ARN and changes nothing.
    expect(await admin.setRemoteTarget(src, { ...targetFor(dst), replicationSync: true })).toBe(arn);

    const [listed, ...more] = await admin.listRemoteTargets(src, 'replication');
    expect(more).toEqual([]);
    expect(listed).toMatchObject({
      arn,
      sourcebucket: src,
      targetbucket: dst,
      endpoint: new URL(remote().endpoint).host,
      secure: false,
      type: 'replication',
      region: 'us-east-1',
      replicationSync: false,
      credentials: { accessKey: remote().rootUser },
    });
    expect(listed?.credentials).not.toHaveProperty('secretKey');
    expect(listed?.credentials).not.toHaveProperty('expiration'); // Go zero time, dropped
    expect((await admin.listRemoteTargets('')).map((x) => x.arn)).toContain(arn);

    const update = { ...targetFor(dst), arn, healthCheckDuration: 20e9, bandwidthlimit: 100_000_000 };
    expect(await admin.setRemoteTarget(src, update, ['healthcheck', 'bandwidth'])).toBe(arn);
    expect((await admin.listRemoteTargets(src))[0]).toMatchObject({
      healthCheckDuration: 20e9,
      bandwidthlimit: 100_000_000,
    });

    await admin.removeRemoteTarget(src, arn);
    expect(await admin.listRemoteTargets(src)).toEqual([]);
    await expect(admin.removeRemoteTarget(src, arn)).rejects.toMatchObject({
      code: 'XMinioAdminRemoteTargetNotFoundError',
      status: 404,
    });
  });

  it('gives typed errors for unreachable, unversioned and missing targets', async () => {
    const admin = rootClient(source());
    const [src, plain, dst, unversioned] = ['src', 'plain', 'dst', 'unv'].map(uniqueName) as [
      string,
      string,
      string,
      string,
    ];
    await makeBucket(source(), src, { versioned: true });
    await makeBucket(source(), plain);
    await makeBucket(remote(), dst, { versioned: true });
    await makeBucket(remote(), unversioned);
    const fail = (bucket: string, over: object) =>
      admin.setRemoteTarget(bucket, { ...targetFor(dst), ...over }).catch((e: unknown) => e);

    const offline = await fail(src, { endpoint: '127.0.0.1:1' });
    expect(offline).toBeInstanceOf(MadminError);
    expect(offline).toMatchObject({
      code: 'XMinioAdminReplicationRemoteConnectionError',
      status: 503,
      message: expect.stringContaining('connection refused'),
    });
    expect(await fail(src, { targetbucket: unversioned })).toMatchObject({
      code: 'RemoteTargetNotVersionedError',
      status: 400,
    });
    expect(await fail(plain, {})).toMatchObject({ code: 'ReplicationSourceNotVersionedError', status: 400 });
    expect(await fail(src, { targetbucket: uniqueName('nosuch') })).toMatchObject({
      code: 'XMinioAdminRemoteTargetNotFoundError',
      status: 404,
    });
    expect(
      await fail(src, { credentials: { accessKey: remote().rootUser, secretKey: 'wrong-secret' } }),
    ).toMatchObject({ code: 'XMinioAdminReplicationRemoteConnectionError', status: 503 });
    expect(await fail(src, { bandwidthlimit: 99_999_999 })).toMatchObject({
      code: 'XMinioAdminReplicationBandwidthLimitError',
      status: 400,
    });
    expect(
      await fail(src, {
        endpoint: new URL(source().endpoint).host,
        credentials: { accessKey: source().rootUser, secretKey: source().rootPassword },
        targetbucket: src,
      }),
    ).toMatchObject({ code: 'XMinioAdminRemoteIdenticalToSource', status: 400 });
    await expect(admin.removeRemoteTarget(src, 'not-an-arn')).rejects.toMatchObject({
      code: 'XMinioAdminRemoteArnInvalid',
      status: 400,
    });
    expect(await admin.listRemoteTargets(src)).toEqual([]);
  });

  it('accepts a URL endpoint (host sent, secure from the scheme)', async () => {
    const admin = rootClient(source());
    const [src, dst] = [uniqueName('src'), uniqueName('dst')];
    await makeBucket(source(), src, { versioned: true });
    await makeBucket(remote(), dst, { versioned: true });
    const { credentials, targetbucket } = targetFor(dst);
    const arn = await admin.setRemoteTarget(src, { endpoint: remote().endpoint, credentials, targetbucket });
    expect(arn).toMatch(new RegExp(`^arn:minio:replication::[0-9a-f-]{36}:${targetbucket}$`)); // no region
    expect((await admin.listRemoteTargets(src))[0]).toMatchObject({ arn, secure: false });
    await admin.removeRemoteTarget(src, arn);
  });
});
