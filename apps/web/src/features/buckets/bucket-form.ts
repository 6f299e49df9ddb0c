import {
  createBucketRequestSchema,
  type CreateBucketRequest,
  type QuotaType,
  type BucketRetention,
  toBytes,
  type ByteUnit,
} from '@granary/contract';
import { z } from 'zod';
import { useZodForm } from '@/lib/use-zod-form';

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

/**
 * The form's problems, found by the contract's own request schema on the request the form would send
 * (so each rule is written once); the amounts are worded as the form shows them, in its units.
 */
export function bucketFormProblems(form: BucketForm): BucketFormProblems {
  const problems: BucketFormProblems = {};
  const parsed = createBucketRequestSchema.safeParse(toCreateBucketRequest(form));
  for (const issue of parsed.error?.issues ?? []) {
    const [field, detail] = issue.path;
    if (field === 'name') problems.name ??= issue.message;
    else if (field === 'quota') problems.quota = 'Quota must be at least 1';
    else if (field === 'retention' && detail === 'validity')
      problems.validity = 'Validity must be at least 1';
  }
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

/** The field each problem is shown on. */
const problemField = { name: 'name', quota: 'quotaSize', validity: 'retentionValidity' } as const;

/**
 * The form's values as react-hook-form holds them, checked by `bucketFormProblems` (the contract's
 * request schema), each problem on its field; `checked` leaves out what a smaller form does not show.
 */
export function bucketFormSchema(checked: readonly (keyof BucketFormProblems)[]) {
  return z.custom<BucketForm>().superRefine((form, ctx) => {
    const problems = bucketFormProblems(form);
    for (const key of checked) {
      const message = problems[key];
      if (message) ctx.addIssue({ code: 'custom', message, path: [problemField[key]] });
    }
  });
}

export type BucketFormSchema = ReturnType<typeof bucketFormSchema>;

/** Create Bucket checks everything; the Summary's Quota and Retention modals only their own field. */
export const createBucketFormSchema = bucketFormSchema(['name', 'quota', 'validity']);

/**
 * A bucket form on `useZodForm`, its errors shown as the user types; `change` applies the switches'
 * rules (`changeBucketForm`) and `ready` says whether Save may be pressed.
 */
export function useBucketForm(schema: BucketFormSchema, defaults: BucketForm) {
  const form = useZodForm(schema, defaults, { whileTyping: true });
  const values = form.watch();
  const change = (patch: Partial<BucketForm>) => {
    const current = form.getValues();
    const next = changeBucketForm(current, patch);
    const set = <Key extends keyof BucketForm>(key: Key) =>
      form.setValue(key, next[key] as never, { shouldValidate: true, shouldDirty: true });
    for (const key of Object.keys(next) as (keyof BucketForm)[]) if (next[key] !== current[key]) set(key);
  };
  return { form, values, change, ready: schema.safeParse(values).success };
}
