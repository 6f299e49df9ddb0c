import { describe, expect, it } from 'vitest';
import { normaliseQuota, normaliseRemoteTarget, remoteTargetBody } from './admin-buckets.ts';
import { normaliseTier } from './admin-tiers.ts';

describe('bucket quota normalisation', () => {
  it('maps zeros (no quota) to undefined and prefers size over quota', () => {
    expect(normaliseQuota({ quota: 0, size: 0, rate: 0, requests: 0 })).toBeUndefined();
    expect(normaliseQuota({ quota: 0, size: 0, rate: 0, requests: 0, quotatype: 'hard' })).toBeUndefined();
    expect(normaliseQuota({ quota: 5, size: 0, rate: 0, requests: 0, quotatype: 'hard' })).toMatchObject({
      quota: 5,
      quotatype: 'hard',
    });
    expect(normaliseQuota({ quota: 5, size: 7, quotatype: 'hard' })?.quota).toBe(7);
  });
});

describe('remote target body', () => {
  const base = { credentials: { accessKey: 'a', secretKey: 'b' }, targetbucket: 'dst' };
  it('sets sourcebucket and type, and splits URL endpoints', () => {
    expect(remoteTargetBody('src', { ...base, endpoint: 'h:9000', secure: false })).toEqual({
      ...base,
      endpoint: 'h:9000',
      secure: false,
      sourcebucket: 'src',
      type: 'replication',
    });
    expect(remoteTargetBody('src', { ...base, endpoint: 'https://h:9443/' })).toMatchObject({
      endpoint: 'h:9443',
      secure: true,
    });
    expect(remoteTargetBody('src', { ...base, endpoint: 'http://h' })).toMatchObject({
      endpoint: 'h',
      secure: false,
    });
    expect(() => remoteTargetBody('src', { ...base, endpoint: 'h:9000' })).toThrow(TypeError);
  });

  it('drops Go zero dates from listed targets', () => {
    const zero = '0001-01-01T00:00:00Z';
    const listed = normaliseRemoteTarget({
      arn: 'arn:minio:replication::x:dst',
      sourcebucket: 'src',
      endpoint: 'h:9000',
      targetbucket: 'dst',
      secure: false,
      type: 'replication',
      credentials: { accessKey: 'a', expiration: zero } as { accessKey: string },
      replicationSync: false,
      disableProxy: false,
      isOnline: true,
      totalDowntime: 0,
      lastOnline: '2026-01-02T03:04:05Z',
      resetBeforeDate: zero,
      latency: { curr: 0, avg: 0, max: 0 },
      edge: false,
      edgeSyncBeforeExpiry: false,
      offlineCount: 0,
    });
    expect(listed.credentials).toEqual({ accessKey: 'a' });
    expect(listed.lastOnline).toBe('2026-01-02T03:04:05Z');
    expect(listed).not.toHaveProperty('resetBeforeDate');
  });
});

describe('tier normalisation', () => {
  it('keeps the sub-object of the type and drops REDACTED secrets', () => {
    const wire = {
      Version: 'v1',
      Type: 'minio',
      Name: 'WARM',
      S3: {},
      Azure: { SPAuth: {} },
      GCS: {},
      MinIO: { Endpoint: 'http://h:9000', AccessKey: 'a', SecretKey: 'REDACTED', Bucket: 'b' },
    } as const;
    expect(normaliseTier(wire as never)).toEqual({
      Version: 'v1',
      Type: 'minio',
      Name: 'WARM',
      MinIO: { Endpoint: 'http://h:9000', AccessKey: 'a', Bucket: 'b' },
    });
    const azure = {
      Version: 'v1',
      Type: 'azure',
      Name: 'AZ',
      Azure: { AccountName: 'n', AccountKey: 'REDACTED', Bucket: 'b', SPAuth: {} },
    };
    expect(normaliseTier(azure as never)).toEqual({
      Version: 'v1',
      Type: 'azure',
      Name: 'AZ',
      Azure: { AccountName: 'n', Bucket: 'b' },
    });
  });
});
