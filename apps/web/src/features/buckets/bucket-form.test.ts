import { describe, expect, it } from 'vitest';
import {
  bucketFormProblems,
  changeBucketForm,
  defaultBucketForm,
  toCreateBucketRequest,
} from './bucket-form';

describe('the Create Bucket form rules', () => {
  it('forces object locking on with retention, and resets retention when versioning goes off', () => {
    const withRetention = changeBucketForm(changeBucketForm(defaultBucketForm, { versioning: true }), {
      retentionEnabled: true,
      retentionValidity: '7',
    });
    expect(withRetention.locking).toBe(true);
    const off = changeBucketForm(withRetention, { versioning: false });
    expect(off).toMatchObject({ retentionEnabled: false, retentionValidity: '1', locking: true });
  });

  it('reports the naming rule, a zero quota and a zero validity', () => {
    const form = { ...defaultBucketForm, name: 'Bad_Name', quotaEnabled: true, quotaSize: '0' };
    expect(bucketFormProblems(form)).toEqual({
      name: 'Bucket name can only contain lowercase letters, numbers, dots (.) and hyphens (-)',
      quota: 'Quota must be at least 1',
    });
    expect(
      bucketFormProblems({
        ...defaultBucketForm,
        name: 'ok-name',
        retentionEnabled: true,
        retentionValidity: '',
      }),
    ).toEqual({ validity: 'Validity must be at least 1' });
  });

  it('builds the request with the quota in bytes (base 1024)', () => {
    const form = {
      ...defaultBucketForm,
      name: ' photos ',
      quotaEnabled: true,
      quotaSize: '2',
      quotaUnit: 'GiB' as const,
    };
    expect(toCreateBucketRequest(form)).toEqual({
      name: 'photos',
      versioning: false,
      locking: false,
      quota: { enabled: true, quota_type: 'hard', amount: 2 * 1024 ** 3 },
    });
  });
});
