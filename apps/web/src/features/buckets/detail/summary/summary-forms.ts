import {
  bucketEncryptionInfoSchema,
  enableBucketEncryptionRequestSchema,
  type BucketEncryptionInfo,
  type BucketQuotaInfo,
  type BucketQuotaRequest,
  type BucketRetention,
  type BucketRetentionInfo,
  type EnableBucketEncryptionRequest,
  byteUnits,
} from '@granary/contract';
import { z } from 'zod';
import {
  bucketFormProblems,
  bucketFormSchema,
  defaultBucketForm,
  toCreateBucketRequest,
  type BucketForm,
} from '@/features/buckets/bucket-form';
import { formatBytes, formatCount } from '@/lib/format';

/** The largest unit that states the quota as a whole number (1536 B stays 1536 B, not 1.5 KiB). */
export function quotaForm(info: BucketQuotaInfo | undefined): BucketForm {
  if (!info?.enabled) return { ...defaultBucketForm, quotaEnabled: true };
  let exponent = 0;
  while (exponent < byteUnits.length - 1 && info.quota % 1024 ** (exponent + 1) === 0) exponent++;
  return {
    ...defaultBucketForm,
    quotaEnabled: true,
    quotaSize: String(info.quota / 1024 ** exponent),
    quotaUnit: byteUnits[exponent] ?? 'B',
  };
}

/** The Quota modal checks only the quota (and only while it is switched on). */
export const quotaFormSchema = bucketFormSchema(['quota']);

export const quotaProblem = (form: BucketForm) => bucketFormProblems(form).quota;

export function toQuotaRequest(form: BucketForm): BucketQuotaRequest {
  const { quota } = toCreateBucketRequest(form);
  return quota ?? { enabled: false, quota_type: 'hard', amount: 0 };
}

export function retentionForm(info: BucketRetentionInfo | undefined): BucketForm {
  const base = { ...defaultBucketForm, versioning: true, retentionEnabled: true };
  if (!info?.enabled) return base;
  return {
    ...base,
    retentionMode: info.mode,
    retentionUnit: info.unit,
    retentionValidity: String(info.validity),
  };
}

/** The Retention modal checks only the validity. */
export const retentionFormSchema = bucketFormSchema(['validity']);

export const retentionProblem = (form: BucketForm) => bucketFormProblems(form).validity;

export function toRetentionRequest(form: BucketForm): BucketRetention {
  const { retention } = toCreateBucketRequest(form);
  if (!retention) throw new Error('retention form without retention');
  return retention;
}

export type EncryptionChoice = BucketEncryptionInfo['encType'];
export type EncryptionForm = { encType: EncryptionChoice; kmsKeyID: string };

export const encryptionForm = (info: BucketEncryptionInfo | undefined): EncryptionForm => ({
  encType: info?.encType ?? 'disabled',
  kmsKeyID: info?.kmsMasterKeyID ?? '',
});

/** null means 'disable encryption'. */
export function toEncryptionRequest(form: EncryptionForm): EnableBucketEncryptionRequest | null {
  if (form.encType === 'disabled') return null;
  return form.encType === 'sse-s3'
    ? { encType: 'sse-s3' }
    : { encType: 'sse-kms', kmsKeyID: form.kmsKeyID.trim() };
}

/**
 * The modal's values: the contract's choices plus Disabled. The rule (SSE-KMS needs a key) is the
 * contract's request schema; the modal words it as a prompt.
 */
export const encryptionFormSchema = z
  .object({ encType: bucketEncryptionInfoSchema.shape.encType, kmsKeyID: z.string() })
  .superRefine((form, ctx) => {
    const request = toEncryptionRequest(form);
    if (request && !enableBucketEncryptionRequestSchema.safeParse(request).success)
      ctx.addIssue({ code: 'custom', message: 'Enter the KMS key ID', path: ['kmsKeyID'] });
  });

export const encryptionProblem = (form: EncryptionForm) =>
  encryptionFormSchema.safeParse(form).error?.issues[0]?.message;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function describeEncryption(info: BucketEncryptionInfo): string {
  if (info.encType === 'sse-s3') return 'SSE-S3';
  if (info.encType === 'sse-kms') return info.kmsMasterKeyID ? `SSE-KMS (${info.kmsMasterKeyID})` : 'SSE-KMS';
  return 'Disabled';
}

export function describeQuota(info: BucketQuotaInfo): string {
  if (!info.enabled) return 'Disabled';
  const { quotaSize, quotaUnit } = quotaForm(info);
  return `${quotaSize} ${quotaUnit} (${capitalised(info.type ?? 'hard')})`;
}

export function describeRetention(info: BucketRetentionInfo): string {
  if (!info.enabled) return 'Disabled';
  const unit = info.validity === 1 ? info.unit.replace(/s$/, '') : info.unit;
  return `${capitalised(info.mode)}, ${info.validity} ${unit}`;
}

export const describeUsage = (size: number, objects: number) =>
  `${formatBytes(size)} · ${formatCount(objects)} ${objects === 1 ? 'object' : 'objects'}`;
