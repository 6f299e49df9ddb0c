import { describe, expect, it } from 'vitest';
import {
  describeEncryption,
  describeQuota,
  describeRetention,
  describeUsage,
  encryptionForm,
  encryptionProblem,
  quotaForm,
  quotaProblem,
  retentionForm,
  retentionProblem,
  toEncryptionRequest,
  toQuotaRequest,
  toRetentionRequest,
} from './summary-forms';

describe('quota form', () => {
  it('starts at the spec default (1 TiB hard) without a quota', () => {
    const form = quotaForm({ enabled: false, quota: 0, type: null });
    expect([form.quotaSize, form.quotaUnit, form.quotaType]).toEqual(['1', 'TiB', 'hard']);
    expect(toQuotaRequest(form)).toEqual({ enabled: true, quota_type: 'hard', amount: 1024 ** 4 });
  });

  it('shows a quota in the largest unit that keeps it whole, base 1024', () => {
    expect(quotaForm({ enabled: true, quota: 5 * 1024 ** 3, type: 'hard' })).toMatchObject({
      quotaSize: '5',
      quotaUnit: 'GiB',
    });
    expect(quotaForm({ enabled: true, quota: 1536, type: 'hard' })).toMatchObject({
      quotaSize: '1536',
      quotaUnit: 'B',
    });
  });

  it('refuses zero, blank and fractional sizes', () => {
    for (const quotaSize of ['0', '', '1.5', '-2'])
      expect(quotaProblem({ ...quotaForm(undefined), quotaSize })).toBe('Quota must be at least 1');
    expect(quotaProblem({ ...quotaForm(undefined), quotaSize: '3' })).toBeUndefined();
  });

  it('sends the size in bytes', () => {
    const form = { ...quotaForm(undefined), quotaSize: '3', quotaUnit: 'MiB' as const };
    expect(toQuotaRequest(form).amount).toBe(3 * 1024 * 1024);
  });

  it('describes quotas', () => {
    expect(describeQuota({ enabled: false, quota: 0, type: null })).toBe('Disabled');
    expect(describeQuota({ enabled: true, quota: 2 * 1024 ** 4, type: 'hard' })).toBe('2 TiB (Hard)');
  });
});

describe('retention form', () => {
  it('defaults to compliance, days, 1', () => {
    expect(toRetentionRequest(retentionForm({ enabled: false }))).toEqual({
      mode: 'compliance',
      unit: 'days',
      validity: 1,
    });
  });

  it('starts from the current retention', () => {
    const current = { enabled: true, mode: 'governance', unit: 'years', validity: 3 } as const;
    expect(toRetentionRequest(retentionForm(current))).toEqual({
      mode: 'governance',
      unit: 'years',
      validity: 3,
    });
  });

  it('needs a validity of at least 1', () => {
    for (const retentionValidity of ['0', '', 'x', '2.5'])
      expect(retentionProblem({ ...retentionForm(undefined), retentionValidity })).toBe(
        'Validity must be at least 1',
      );
    expect(retentionProblem({ ...retentionForm(undefined), retentionValidity: '7' })).toBeUndefined();
  });

  it('describes retention', () => {
    expect(describeRetention({ enabled: false })).toBe('Disabled');
    expect(describeRetention({ enabled: true, mode: 'compliance', unit: 'days', validity: 1 })).toBe(
      'Compliance, 1 day',
    );
    expect(describeRetention({ enabled: true, mode: 'governance', unit: 'years', validity: 2 })).toBe(
      'Governance, 2 years',
    );
  });
});

describe('encryption form', () => {
  const kms = { enabled: true, algorithm: 'aws:kms', encType: 'sse-kms', kmsMasterKeyID: 'k1' } as const;

  it('starts from the current setting', () => {
    expect(encryptionForm(kms)).toEqual({ encType: 'sse-kms', kmsKeyID: 'k1' });
    expect(encryptionForm(undefined)).toEqual({ encType: 'disabled', kmsKeyID: '' });
  });

  it('needs a key id for SSE-KMS only', () => {
    expect(encryptionProblem({ encType: 'sse-kms', kmsKeyID: '  ' })).toBe('Enter the KMS key ID');
    expect(encryptionProblem({ encType: 'sse-s3', kmsKeyID: '' })).toBeUndefined();
  });

  it('maps Disabled to the disable call (null) and trims the key', () => {
    expect(toEncryptionRequest({ encType: 'disabled', kmsKeyID: 'k' })).toBeNull();
    expect(toEncryptionRequest({ encType: 'sse-s3', kmsKeyID: 'k' })).toEqual({ encType: 'sse-s3' });
    expect(toEncryptionRequest({ encType: 'sse-kms', kmsKeyID: ' k2 ' })).toEqual({
      encType: 'sse-kms',
      kmsKeyID: 'k2',
    });
  });

  it('describes encryption', () => {
    expect(describeEncryption(kms)).toBe('SSE-KMS (k1)');
    expect(describeEncryption({ ...kms, encType: 'sse-s3', algorithm: 'AES256', kmsMasterKeyID: '' })).toBe(
      'SSE-S3',
    );
    expect(
      describeEncryption({ enabled: false, algorithm: '', encType: 'disabled', kmsMasterKeyID: '' }),
    ).toBe('Disabled');
  });
});

it('describes usage', () => {
  expect(describeUsage(1536, 1)).toBe('1.5 KiB · 1 object');
  expect(describeUsage(0, 1200)).toBe('0 B · 1,200 objects');
});
