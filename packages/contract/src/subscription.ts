import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';
import { wellFormed } from './names.ts';
import { kubeNameSchema } from './tenants.ts';
import { licenseSchema } from './license-claims.ts';

/**
 * What the console's license secret holds: nothing, a license that verifies, or one that does not (its
 * signature, a claim or its expiry), with the reason an administrator should read.
 */
export const subscriptionInfoSchema = z
  .discriminatedUnion('state', [
    z.object({ state: z.literal('none') }),
    z.object({
      state: z.literal('licensed'),
      license: licenseSchema,
      plan_level: z.union([z.literal(1), z.literal(2)]),
    }),
    z.object({ state: z.literal('invalid'), problem: z.string() }),
  ])
  .meta({ id: 'SubscriptionInfo' });
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

const notEmpty = 'Field cannot be empty';

/** A license key as pasted: a signed JWT, a few kilobytes at most. */
export const licenseKeyActivationSchema = z.object({
  license: wellFormed(
    z.string().trim().min(1, notEmpty).max(16_384, 'A license key is at most 16,384 characters'),
  ),
});

/** The subscription service's account; the password is sent as typed. */
export const accountActivationSchema = z.object({
  email: wellFormed(z.string().trim().min(1, notEmpty).max(320, 'An email is at most 320 characters')),
  password: wellFormed(z.string().max(1024, 'A password is at most 1,024 characters').regex(/\S/, notEmpty)),
});

/** Spec 3 §5: a non-blank key, or a non-blank email and password. */
export const activationRequestSchema = z
  .union([licenseKeyActivationSchema.strict(), accountActivationSchema.strict()])
  .meta({ id: 'LicenseActivation' });
export type ActivationRequest = z.infer<typeof activationRequestSchema>;

/** A tenant the renewed license was copied into, or why it could not be. */
export const tenantLicenseCopySchema = z.object({
  namespace: z.string(),
  name: z.string(),
  /** Kubernetes' refusal, in its words; absent: copied. */
  error: z.string().optional(),
});
export type TenantLicenseCopy = z.infer<typeof tenantLicenseCopySchema>;

export const licenseAnswerSchema = z
  .object({ license: licenseSchema, plan_level: z.union([z.literal(1), z.literal(2)]) })
  .meta({ id: 'LicenseAnswer' });
export type LicenseAnswer = z.infer<typeof licenseAnswerSchema>;

export const licenseRefreshSchema = licenseAnswerSchema
  .extend({
    /** Every tenant the token may list, with the outcome of copying the renewed license into it. */
    tenants: z.array(tenantLicenseCopySchema),
    /** Why the tenants could not be listed at all (Kubernetes' words); the license itself was saved. */
    tenants_unlisted: z.string().optional(),
  })
  .meta({ id: 'LicenseRefresh' });
export type LicenseRefresh = z.infer<typeof licenseRefreshSchema>;

const tags = ['subscription'];

/** Operator mode's license (spec 3 §7), kept in a Secret of the console's namespace with the operator's token. */
export const subscriptionEndpoints = {
  info: defineEndpoint({
    method: 'GET',
    path: '/api/v1/subscription/info',
    summary: 'The license registered with this console, verified, or that there is none',
    tags,
    response: subscriptionInfoSchema,
  }),
  validate: defineEndpoint({
    method: 'POST',
    path: '/api/v1/subscription/validate',
    summary: 'Activate a license: a key, or one the subscription service issues for an account',
    tags,
    body: activationRequestSchema,
    response: licenseAnswerSchema,
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/api/v1/subscription/refresh',
    summary: 'Renew the license with the subscription service and copy it into every tenant',
    tags,
    response: licenseRefreshSchema,
  }),
  activateTenant: defineEndpoint({
    method: 'POST',
    path: '/api/v1/subscription/namespaces/:namespace/tenants/:tenant/activate',
    summary: "Copy the console's license into a tenant (its MINIO_SUBNET_LICENSE)",
    tags,
    params: z.object({ namespace: kubeNameSchema, tenant: kubeNameSchema }),
    response: okResponseSchema,
  }),
};
