import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';
import { wellFormed } from './names.ts';

export const tierTypeSchema = z.enum(['s3', 'gcs', 'azure', 'minio', 'unsupported']);
export type TierType = z.infer<typeof tierTypeSchema>;

/** The types a tier can be added as (spec 2 §2: the type picker). */
export const addableTierTypes = ['minio', 'gcs', 's3', 'azure'] as const;
export type AddableTierType = (typeof addableTierTypes)[number];

/** A tier's settings without any secret. */
export const tierDetailsSchema = z.object({
  name: z.string(),
  endpoint: z.string(),
  bucket: z.string(),
  prefix: z.string(),
  region: z.string(),
  storageclass: z.string(),
});
export type TierDetails = z.infer<typeof tierDetailsSchema>;

/** Spec 1 §3: the type plus the settings nested under it, e.g. `{type: 'minio', minio: {name, ...}}`. */
export const tierSchema = z
  .object({
    type: tierTypeSchema,
    s3: tierDetailsSchema.optional(),
    gcs: tierDetailsSchema.optional(),
    azure: tierDetailsSchema.optional(),
    minio: tierDetailsSchema.optional(),
    unsupported: tierDetailsSchema.optional(),
  })
  .meta({ id: 'Tier' });
export type Tier = z.infer<typeof tierSchema>;

export const tiersResponseSchema = z.object({ items: z.array(tierSchema) }).meta({ id: 'TiersResponse' });
export type TiersResponse = z.infer<typeof tiersResponseSchema>;

/** The tier's name, wherever its type nests it. */
export const tierName = (tier: Tier): string => tier[tier.type]?.name ?? '';

/** Spec 2 §5, the text as given. */
export const tierNameProblem =
  'Please verify that string is uppercase only and contains valid characters (numbers, dashes & underscores).';

const required = (label: string) =>
  wellFormed(
    z
      .string()
      .trim()
      .min(1, { message: `${label} is required`, abort: true }),
  );

export const tierNameSchema = required('Name')
  .max(64, 'Name must be at most 64 characters')
  .regex(/^[A-Z0-9_-]+$/, tierNameProblem)
  .refine(
    (name) => !['STANDARD', 'REDUCED_REDUNDANCY'].includes(name),
    'STANDARD and REDUCED_REDUNDANCY are reserved storage class names',
  );

export const tierEndpointSchema = required('Endpoint').regex(
  /^https?:\/\/[^\s/]+/,
  'Endpoint must be a URL that starts with http:// or https://',
);

/** credentials.json of a Google Cloud service account, as base64 of the file's bytes. */
export const gcsCredentialsSchema = required('Credentials')
  .max(65_536, 'Credentials must be at most 48 KiB')
  .regex(/^[A-Za-z0-9+/_-]+={0,2}$/, 'Credentials must be the base64 of a .json file');

const commonTierFields = {
  name: tierNameSchema,
  endpoint: tierEndpointSchema,
  bucket: required('Bucket'),
  prefix: required('Prefix'),
  region: required('Region'),
};
const storageClass = wellFormed(z.string()).optional();
const keyPair = { accesskey: required('Access Key'), secretkey: required('Secret Key') };

/** The settings nested under each type, as the add form holds them (spec 2 §3, §5). */
export const tierSettingsSchemas = {
  minio: z.object({ ...commonTierFields, ...keyPair }),
  s3: z.object({ ...commonTierFields, ...keyPair, storageclass: storageClass }),
  gcs: z.object({ ...commonTierFields, creds: gcsCredentialsSchema, storageclass: storageClass }),
  azure: z.object({
    ...commonTierFields,
    accountname: required('Account Name'),
    accountkey: required('Account Key'),
    storageclass: storageClass,
  }),
};

export const addTierRequestSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('minio'), minio: tierSettingsSchemas.minio }),
    z.object({ type: z.literal('s3'), s3: tierSettingsSchemas.s3 }),
    z.object({ type: z.literal('gcs'), gcs: tierSettingsSchemas.gcs }),
    z.object({ type: z.literal('azure'), azure: tierSettingsSchemas.azure }),
  ])
  .meta({ id: 'AddTierRequest' });
export type AddTierRequest = z.input<typeof addTierRequestSchema>;

/** Spec 2 §5: both keys for s3, minio or azure (account name and key), or creds for gcs. */
export const tierCredentialsRequestSchema = z
  .object({
    access_key: wellFormed(z.string()).optional(),
    secret_key: wellFormed(z.string()).optional(),
    creds: gcsCredentialsSchema.optional(),
  })
  .meta({ id: 'TierCredentialsRequest' });
export type TierCredentialsRequest = z.infer<typeof tierCredentialsRequestSchema>;

/** Spec 2 §5: both keys for s3, minio or azure; creds for gcs. The field to blame, or undefined. */
export function tierCredentialsProblem(
  type: TierType,
  request: TierCredentialsRequest,
): { field: keyof TierCredentialsRequest; message: string } | undefined {
  if (type === 'gcs')
    return request.creds ? undefined : { field: 'creds', message: 'Credentials are required' };
  const [access, secret] = type === 'azure' ? ['Account Name', 'Account Key'] : ['Access Key', 'Secret Key'];
  if (!request.access_key) return { field: 'access_key', message: `${access} is required` };
  if (!request.secret_key) return { field: 'secret_key', message: `${secret} is required` };
  return undefined;
}

/** The same rule as a schema for one tier's form. */
export const tierCredentialsFormSchema = (type: TierType) =>
  tierCredentialsRequestSchema.superRefine((request, ctx) => {
    const problem = tierCredentialsProblem(type, request);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });

const tierParamsSchema = z.object({ type: tierTypeSchema, name: tierNameSchema });

const tags = ['tiers'];

/** Spec 2 §7: remote tiers (ILM transition targets). */
export const tierEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/tiers',
    summary: 'Remote tiers (without their secrets)',
    tags,
    response: tiersResponseSchema,
  }),
  add: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/tiers',
    summary: 'Add a remote tier; MinIO checks that it can reach the bucket first',
    tags,
    body: addTierRequestSchema,
    response: tierSchema,
    status: 201,
  }),
  updateCredentials: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/admin/tiers/:type/:name/credentials',
    summary: "Replace a tier's credentials",
    tags,
    params: tierParamsSchema,
    body: tierCredentialsRequestSchema,
    response: okResponseSchema,
  }),
};
