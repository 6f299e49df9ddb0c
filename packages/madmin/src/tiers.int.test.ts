import { describe, expect, it } from 'vitest';
import { MadminError } from './errors.ts';
import type { TierConfig, TierMinIO } from './index.ts';
import { makeBucket } from './test-buckets.ts';
import { rootClient, target, uniqueName } from './test-targets.ts';

const tierName = (prefix: string) => uniqueName(prefix).toUpperCase().replace('-', '_');

describe('tiers (4-drive server → single-drive server)', () => {
  const remote = () => target('minioSingle');
  const minioTier = (name: string, bucket: string, over: Partial<TierMinIO> = {}): TierConfig => ({
    Type: 'minio',
    Name: name,
    MinIO: {
      Endpoint: remote().endpoint,
      AccessKey: remote().rootUser,
      SecretKey: remote().rootPassword,
      Bucket: bucket,
      Prefix: 'granary/',
      ...over,
    },
  });

  it('adds, lists, verifies and removes minio and s3 tiers', async () => {
    const admin = rootClient();
    const bucket = uniqueName('tier');
    await makeBucket(remote(), bucket);
    const [warm, cold] = [tierName('warm'), tierName('cold')];
    try {
      await admin.addTier(minioTier(warm, bucket));
      await admin.addTier({
        Type: 's3',
        Name: cold,
        S3: {
          Endpoint: remote().endpoint,
          AccessKey: remote().rootUser,
          SecretKey: remote().rootPassword,
          Bucket: bucket,
          Prefix: 's3/',
          Region: 'us-east-1',
        },
      });
      const listed = await admin.listTiers();
      expect(listed).toContainEqual({
        Version: 'v1',
        Type: 'minio',
        Name: warm,
        MinIO: {
          Endpoint: remote().endpoint,
          AccessKey: remote().rootUser,
          Bucket: bucket,
          Prefix: 'granary/',
        },
      });
      expect(listed).toContainEqual({
        Version: 'v1',
        Type: 's3',
        Name: cold,
        S3: {
          Endpoint: remote().endpoint,
          AccessKey: remote().rootUser,
          Bucket: bucket,
          Prefix: 's3/',
          Region: 'us-east-1',
        },
      });
      await admin.verifyTier(warm);
      // Null until MinIO's first usage scan; after it, one zeroed entry per tier (STANDARD and other tests' tiers too).
      const ours = (await admin.tierStats()).filter((s) => s.Name === warm);
      expect(ours.map((s) => s.Stats.numObjects).filter((n) => n !== 0)).toEqual([]);

      await expect(admin.addTier(minioTier(warm, bucket))).rejects.toMatchObject({
        code: 'XMinioAdminTierAlreadyExists',
        status: 409,
      });
      await admin.removeTier(warm);
      await admin.removeTier(cold, { force: true });
      const names = (await admin.listTiers()).map((t) => t.Name);
      expect(names).not.toContain(warm);
      expect(names).not.toContain(cold);
      await admin.removeTier(warm); // unknown names: still 204
    } finally {
      await admin.removeTier(warm).catch(() => undefined);
      await admin.removeTier(cold).catch(() => undefined);
    }
  });

  it('gives typed errors for a missing bucket, bad names, bad keys and an unreachable backend', async () => {
    const admin = rootClient();
    const bucket = uniqueName('tier');
    await makeBucket(remote(), bucket);
    const fail = (tier: TierConfig) => admin.addTier(tier).catch((e: unknown) => e);

    const missing = await fail(minioTier(tierName('nob'), uniqueName('nosuch')));
    expect(missing).toBeInstanceOf(MadminError);
    expect(missing).toMatchObject({
      code: 'XMinioAdminTierInsufficientPermissions',
      status: 400,
      message: expect.stringContaining('Bucket not found'),
    });
    expect(await fail(minioTier('lower', bucket))).toMatchObject({
      code: 'XMinioAdminTierNameNotUpperCase',
      status: 400,
    });
    expect(await fail(minioTier('STANDARD', bucket))).toMatchObject({
      code: 'XMinioAdminTierReserved',
      status: 400,
    });
    expect(await fail(minioTier(tierName('key'), bucket, { SecretKey: 'wrong-secret' }))).toMatchObject({
      code: 'XMinioAdminTierInsufficientPermissions',
      status: 400,
    });
    expect(await fail(minioTier(tierName('down'), bucket, { Endpoint: 'http://127.0.0.1:1' }))).toMatchObject(
      {
        code: 'XMinioBackendDown',
        status: 400,
      },
    );
    const host = new URL(remote().endpoint).host;
    expect(await fail(minioTier(tierName('nosch'), bucket, { Endpoint: host }))).toMatchObject({
      code: 'XMinioAdminTierInvalidConfig',
      status: 400,
    });
    await expect(admin.addTier({ Type: 'minio', Name: 'NOSUB' })).rejects.toThrow(TypeError);
    await expect(admin.verifyTier(tierName('ghost'))).rejects.toMatchObject({
      code: 'XMinioAdminTierNotFound',
      status: 404,
    });
  });
});
