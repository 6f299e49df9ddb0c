import { z } from 'zod';
import { existingBucketNameSchema, nameTextSchema, textSchema } from './names.ts';
import { bucketNameParamsSchema } from './buckets.ts';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';

export const lifecycleRuleParamsSchema = z.object({ name: existingBucketNameSchema, ruleId: nameTextSchema });

export const lifecycleTagSchema = z.object({ key: z.string(), value: z.string() });
export type LifecycleTag = z.infer<typeof lifecycleTagSchema>;

export const lifecycleRuleSchema = z
  .object({
    id: z.string(),
    /** '' when the rule applies to the whole bucket. */
    prefix: z.string(),
    status: z.enum(['Enabled', 'Disabled']),
    tags: z.array(lifecycleTagSchema),
    expiration: z.object({
      /** 0 when the rule does not expire by days. */
      days: z.number(),
      /** RFC 3339 (always midnight UTC); '' when the rule does not expire on a date. */
      date: z.string(),
      delete_marker: z.boolean(),
    }),
    transition: z.object({
      days: z.number(),
      date: z.string(),
      /** The tier's name; '' without a transition. */
      storage_class: z.string(),
    }),
    /** 0 when not set. */
    noncurrentversion_expiration_days: z.number(),
    noncurrentversion_transition_days: z.number(),
    noncurrentversion_transition_storage_class: z.string(),
  })
  .meta({ id: 'LifecycleRule' });
export type LifecycleRule = z.infer<typeof lifecycleRuleSchema>;

export const lifecycleResponseSchema = z
  .object({ lifecycle: z.array(lifecycleRuleSchema) })
  .meta({ id: 'LifecycleResponse' });
export type LifecycleResponse = z.infer<typeof lifecycleResponseSchema>;

/** A lifecycle day count: a whole number from 1 (the form checks its fields with it too). */
export const lifecycleDaysSchema = (label: string) =>
  z
    .number()
    .int(`${label} must be a whole number of days`)
    .min(1, `${label} must be at least 1 day`)
    .max(2_147_483_647, `${label} is too large`);

/** 'YYYY-MM-DD', optionally followed by a time ('T23:59:59Z' as the picker sends); only the date counts. */
export const lifecycleDatePattern = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}:\d{2}(\.\d+)?Z)?$/;

/** True when year, month (1-12) and day form a real calendar date. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date part of a lifecycle date as 'YYYY-MM-DD', or undefined when it is not one. */
export function lifecycleCalendarDate(value: string): string | undefined {
  const match = lifecycleDatePattern.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? `${match[1]}-${match[2]}-${match[3]}` : undefined;
}

const lifecycleDate = (label: string) =>
  z.string().refine((value) => lifecycleCalendarDate(value) !== undefined, {
    message: `${label} must be a real date as YYYY-MM-DD (optionally followed by a UTC time)`,
  });

const storageClass = nameTextSchema.trim().min(1, 'Storage class must not be empty');

/**
 * A new rule (spec 1 §7). Either expiry fields or transition fields, never both.
 * `tags` is the query-pair editor's output: 'key=value&key2=value2' (URL-encoded).
 */
export const addLifecycleRuleRequestSchema = z
  .object({
    prefix: textSchema.default(''),
    tags: textSchema.default(''),
    expired_object_delete_marker: z.boolean().default(false),
    disable: z.boolean().default(false),
    expiry_date: lifecycleDate('Expiry date').optional(),
    expiry_days: lifecycleDaysSchema('Expiry days').optional(),
    noncurrentversion_expiration_days: lifecycleDaysSchema('Non-current expiration days').optional(),
    transition_date: lifecycleDate('Transition date').optional(),
    transition_days: lifecycleDaysSchema('Transition days').optional(),
    noncurrentversion_transition_days: lifecycleDaysSchema('Non-current transition days').optional(),
    noncurrentversion_transition_storage_class: storageClass.optional(),
    storage_class: storageClass.optional(),
  })
  .superRefine((body, ctx) => {
    const problem = lifecycleRuleProblem(body);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  })
  .meta({ id: 'AddLifecycleRuleRequest' });
export type AddLifecycleRuleRequest = z.input<typeof addLifecycleRuleRequestSchema>;

type RuleFields = Omit<AddLifecycleRuleRequest, 'prefix' | 'tags'>;

const hasExpiry = (body: RuleFields) => body.expiry_date !== undefined || body.expiry_days !== undefined;
const hasTransition = (body: RuleFields) =>
  body.transition_date !== undefined || body.transition_days !== undefined;
const hasNoncurrentTransition = (body: RuleFields) =>
  body.noncurrentversion_transition_days !== undefined ||
  body.noncurrentversion_transition_storage_class !== undefined;

/** One combination S3 lifecycle rules cannot express: when it is broken, and where it is reported. */
export type LifecycleRuleCheck = {
  field: keyof RuleFields & string;
  message: string;
  broken: (body: RuleFields) => boolean;
};

/**
 * Each rule written once, in the order the server reports them; the web's form checks the ones it
 * can break with its own words.
 */
export const lifecycleRuleChecks = {
  expiryDateOrDays: {
    field: 'expiry_days',
    message: 'Give either an expiry date or expiry days, not both',
    broken: (body) => body.expiry_date !== undefined && body.expiry_days !== undefined,
  },
  transitionDateOrDays: {
    field: 'transition_days',
    message: 'Give either a transition date or transition days, not both',
    broken: (body) => body.transition_date !== undefined && body.transition_days !== undefined,
  },
  expiryOrTransition: {
    field: 'transition_days',
    message: 'A rule is either an expiry or a transition, not both',
    broken: (body) =>
      hasExpiry(body) &&
      (hasTransition(body) || hasNoncurrentTransition(body) || body.storage_class !== undefined),
  },
  deleteMarkerAlone: {
    field: 'expired_object_delete_marker',
    message:
      'Expired Object Delete Marker cannot be combined with an expiry date or days (S3 allows it only on its own)',
    broken: (body) => hasExpiry(body) && body.expired_object_delete_marker === true,
  },
  expiryOrTransitionNeeded: {
    field: 'expiry_days',
    message: 'A rule needs an expiry or a transition (by date or days)',
    broken: (body) => !hasExpiry(body) && !hasTransition(body),
  },
  transitionStorageClass: {
    field: 'storage_class',
    message: 'A transition needs a storage class (a tier)',
    broken: (body) => hasTransition(body) && body.storage_class === undefined,
  },
  noncurrentExpirationOnExpiry: {
    field: 'noncurrentversion_expiration_days',
    message: 'Non-current expiration belongs to an expiry rule',
    broken: (body) => hasTransition(body) && body.noncurrentversion_expiration_days !== undefined,
  },
  noncurrentTransitionComplete: {
    field: 'noncurrentversion_transition_storage_class',
    message: 'Non-current transition needs both its days and its storage class',
    broken: (body) =>
      (body.noncurrentversion_transition_days === undefined) !==
      (body.noncurrentversion_transition_storage_class === undefined),
  },
} as const satisfies Record<string, LifecycleRuleCheck>;

/** The first combination S3 lifecycle rules cannot express, with the field it is reported on. */
export function lifecycleRuleProblem(body: RuleFields): { field: string; message: string } | undefined {
  const checks: readonly LifecycleRuleCheck[] = Object.values(lifecycleRuleChecks);
  const check = checks.find((candidate) => candidate.broken(body));
  return check && { field: check.field, message: check.message };
}

/** Enable or disable a rule (the Edit modal); `tags` as in the add request, kept when omitted. */
export const editLifecycleRuleRequestSchema = z
  .object({ disable: z.boolean(), tags: textSchema.optional() })
  .meta({ id: 'EditLifecycleRuleRequest' });
export type EditLifecycleRuleRequest = z.infer<typeof editLifecycleRuleRequestSchema>;

export const addLifecycleRuleResponseSchema = z
  .object({ id: z.string() })
  .meta({ id: 'AddLifecycleRuleResponse' });
export type AddLifecycleRuleResponse = z.infer<typeof addLifecycleRuleResponseSchema>;

const tags = ['buckets'];

/** Bucket lifecycle (ILM) rules (spec 1 §2.7, §3, §7); the tiers a transition targets are in tiers.ts. */
export const bucketLifecycleEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/buckets/:name/lifecycle',
    summary: "A bucket's lifecycle rules (none when it has no configuration)",
    tags,
    params: bucketNameParamsSchema,
    response: lifecycleResponseSchema,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/v1/buckets/:name/lifecycle',
    summary: 'Add an expiry or transition rule next to the existing rules (dates become midnight UTC)',
    tags,
    params: bucketNameParamsSchema,
    body: addLifecycleRuleRequestSchema,
    response: addLifecycleRuleResponseSchema,
    status: 201,
  }),
  edit: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/buckets/:name/lifecycle/:ruleId',
    summary: 'Enable or disable one lifecycle rule, keeping everything else',
    tags,
    params: lifecycleRuleParamsSchema,
    body: editLifecycleRuleRequestSchema,
    response: okResponseSchema,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/buckets/:name/lifecycle/:ruleId',
    summary: 'Delete one lifecycle rule (the configuration goes with its last rule)',
    tags,
    params: lifecycleRuleParamsSchema,
    response: okResponseSchema,
  }),
};
