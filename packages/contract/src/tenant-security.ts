import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { certificatePairSchema, pemSchema } from './tenant-create-options.ts';
import { kubeNameSchema, tenantParams } from './tenants.ts';

/**
 * A tenant's Security tab (spec 3 §2, §3, §4): the operator's certificates switch and the tenant's own
 * certificates, read from the Secrets its Tenant object names.
 */

/** One certificate the tenant names (spec 3 §3 "Certificate entry"): read from its Secret, or why not. */
export const certificateEntrySchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('ok'),
    /** The Secret's name. */
    name: z.string(),
    /** The certificate's DNS names, then its IP addresses. */
    domains: z.array(z.string()),
    /** When it expires, ISO 8601. */
    expiry: z.string(),
    expired: z.boolean(),
    serialNumber: z.string(),
  }),
  z.object({
    state: z.literal('unreadable'),
    name: z.string(),
    /** The Secret is gone, holds no certificate under the key its type names, or not a PEM one. */
    problem: z.string(),
  }),
]);
export type CertificateEntry = z.infer<typeof certificateEntrySchema>;

export const tenantSecuritySchema = z
  .object({
    /** The operator issues and renews the servers' certificates (spec.requestAutoCert; unset is on). */
    autoCert: z.boolean(),
    /**
     * The tenant has a console of its own (`spec.console`, Tenants of operator v4.0 and v4.1): its
     * certificate and CAs are then shown and may be changed.
     */
    consoleEnabled: z.boolean(),
    customCertificates: z.object({
      /** spec.externalCertSecret */
      minio: z.array(certificateEntrySchema),
      /** spec.externalCaCertSecret */
      minioCAs: z.array(certificateEntrySchema),
      /** spec.console.externalCertSecret: one at most. */
      console: z.array(certificateEntrySchema),
      /** spec.console.externalCaCertSecret */
      consoleCAs: z.array(certificateEntrySchema),
    }),
  })
  .meta({ id: 'TenantSecurity' });
export type TenantSecurity = z.infer<typeof tenantSecuritySchema>;

/** Spec 3 §4: one removal a save. */
export const oneRemovalAtATime = 'Remove one certificate at a time';

/** The tenant's own certificates as a save changes them: new files, and the one Secret to let go. */
export const customCertificatesChangeSchema = z.object({
  /** At most one (spec 3 §4); it must be one the tenant names, and not the only one of its list. */
  secretsToBeDeleted: z.array(kubeNameSchema).max(1, oneRemovalAtATime),
  minio: z.array(certificatePairSchema).max(16),
  minioCAs: z.array(pemSchema).max(16),
  /** A new console certificate replaces the console's one. */
  console: z.array(certificatePairSchema).max(1, 'The console has one certificate'),
  consoleCAs: z.array(pemSchema).max(16),
});
export type CustomCertificatesChange = z.infer<typeof customCertificatesChangeSchema>;

/** Spec 3 §3 "Security update payload". */
export const tenantSecurityUpdateSchema = z
  .object({
    autoCert: z.boolean(),
    /** null: Custom Certificates switched off, so the tenant names none of its own any more. */
    customCertificates: customCertificatesChangeSchema.nullable(),
  })
  .meta({ id: 'TenantSecurityUpdate' });
export type TenantSecurityUpdate = z.infer<typeof tenantSecurityUpdateSchema>;

export const tenantSecuritySavedSchema = z
  .object({
    ok: z.literal(true),
    /** Secrets the tenant no longer names that were left in place, each with why (not its own, or refused). */
    kept: z.array(z.object({ name: z.string(), why: z.string() })),
  })
  .meta({ id: 'TenantSecuritySaved' });
export type TenantSecuritySaved = z.infer<typeof tenantSecuritySavedSchema>;

const tags = ['tenants'];

export const tenantSecurityEndpoints = {
  security: defineEndpoint({
    method: 'GET',
    path: '/api/v1/namespaces/:namespace/tenants/:tenant/security',
    summary:
      "A tenant's TLS: the operator's certificates switch and its own certificates, read from their Secrets",
    tags,
    params: tenantParams,
    response: tenantSecuritySchema,
  }),
  updateSecurity: defineEndpoint({
    method: 'POST',
    path: '/api/v1/namespaces/:namespace/tenants/:tenant/security',
    summary:
      "Change a tenant's TLS: new certificate Secrets, the Tenant's references, then the removed Secret (the servers restart)",
    tags,
    params: tenantParams,
    body: tenantSecurityUpdateSchema,
    response: tenantSecuritySavedSchema,
  }),
};
