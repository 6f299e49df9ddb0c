import {
  bucketNameProblem,
  type CreateBucketRequest,
  type QuotaType,
  type BucketRetention,
} from '@silo/contract';
import { toBytes, type ByteUnit } from '../../lib/byte-units';

export type BucketForm = {
  name: string;
  versioning: boolean;
  locking: boolean;
  quotaEnabled: boolean;
  quotaType: QuotaType;
  quotaSize: string;
  quotaUnit: ByteUnit;
  retentionEnabled: boolean;
  retentionMode: BucketRetention['mode'];
  retentionUnit: BucketRetention['unit'];
  retentionValidity: string;
};

/** Spec 1 §3, add-bucket form defaults. */
export const defaultBucketForm: BucketForm = {
  name: '',
  versioning: false,
  locking: false,
  quotaEnabled: false,
  quotaType: 'hard',
  quotaSize: '1',
  quotaUnit: 'TiB',
  retentionEnabled: false,
  retentionMode: 'compliance',
  retentionUnit: 'days',
  retentionValidity: '1',
};

export const nonErasureNote =
  'Some of these features are disabled as server is running in non-erasure coded mode.';

/** Spec 1 §4: switching versioning off resets retention; retention switches object locking on. */
export function changeBucketForm(form: BucketForm, patch: Partial<BucketForm>): BucketForm {
  const next = { ...form, ...patch };
  if (!next.versioning)
    Object.assign(next, {
      retentionEnabled: false,
      retentionMode: defaultBucketForm.retentionMode,
      retentionUnit: defaultBucketForm.retentionUnit,
      retentionValidity: defaultBucketForm.retentionValidity,
    });
  if (next.retentionEnabled) next.locking = true;
  return next;
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

export type BucketFormProblems = { name?: string; quota?: string; validity?: string };

export function bucketFormProblems(form: BucketForm): BucketFormProblems {
  const problems: BucketFormProblems = {};
  const name = bucketNameProblem(form.name.trim());
  if (name) problems.name = name;
  if (form.quotaEnabled && !(wholeNumber(form.quotaSize) >= 1)) problems.quota = 'Quota must be at least 1';
  if (form.retentionEnabled && !(wholeNumber(form.retentionValidity) >= 1))
    problems.validity = 'Validity must be at least 1';
  return problems;
}

export function toCreateBucketRequest(form: BucketForm): CreateBucketRequest {
  return {
    name: form.name.trim(),
    versioning: form.versioning,
    locking: form.locking,
    ...(form.quotaEnabled && {
      quota: {
        enabled: true,
        quota_type: form.quotaType,
        amount: toBytes(wholeNumber(form.quotaSize), form.quotaUnit),
      },
    }),
    ...(form.retentionEnabled && {
      retention: {
        mode: form.retentionMode,
        unit: form.retentionUnit,
        validity: wholeNumber(form.retentionValidity),
      },
    }),
  };
}
