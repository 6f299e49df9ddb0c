import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { okResponseSchema } from './identity-common.ts';
import { wellFormed } from './names.ts';
import { tenantParams } from './tenants.ts';

/** A tenant's Edit YAML and Update version dialogs (spec 3 §2, §3, §5). */

/** An image as a registry names it: repository/name:tag, a registry host in front if wanted. */
export const imagePattern = /^[a-z0-9.-]+(:\d+)?(\/[a-z0-9._-]+)+:[A-Za-z0-9._-]{1,128}$/;

/** Spec 3 §5: the update-version dialog's image is empty (the operator's default) or repo/name:tag. */
export const tenantImageSchema = z
  .string()
  .trim()
  .refine(
    (image) => image === '' || imagePattern.test(image),
    "Format must be of form: 'minio/minio:VERSION'",
  );

const required = 'Field cannot be empty';

/** A registry's credentials: all three required (spec 3 §5). */
export const imageRegistrySchema = z.object({
  registry: wellFormed(z.string().trim().min(1, required)),
  username: wellFormed(z.string().trim().min(1, required)),
  /** Taken as typed. */
  password: wellFormed(z.string().refine((password) => password.trim() !== '', required)),
});
export type ImageRegistry = z.infer<typeof imageRegistrySchema>;

/** Spec 3 §3 "Update-version payload", without the console's image (no separate console since operator v4.2). */
export const tenantVersionUpdateSchema = z
  .object({
    image: tenantImageSchema,
    /** Prometheus' scrape annotations on the tenant and its pools' claims: added, or removed. */
    enable_prometheus: z.boolean(),
    /** Written as the tenant's pull secret `<tenant>-regcred`; absent: the pull secret stays as it is. */
    image_registry: imageRegistrySchema.optional(),
  })
  .meta({ id: 'TenantVersionUpdate' });
export type TenantVersionUpdate = z.infer<typeof tenantVersionUpdateSchema>;

export const tenantYamlSchema = z
  .object({ yaml: z.string().max(1024 * 1024, 'The YAML may be at most 1 MiB') })
  .meta({ id: 'TenantYaml' });
export type TenantYaml = z.infer<typeof tenantYamlSchema>;

const tags = ['tenants'];

export const tenantEditEndpoints = {
  yaml: defineEndpoint({
    method: 'GET',
    path: '/api/v1/namespaces/:namespace/tenants/:tenant/yaml',
    summary: 'The Tenant object as YAML (without its managed fields)',
    tags,
    params: tenantParams,
    response: tenantYamlSchema,
  }),
  updateYaml: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/namespaces/:namespace/tenants/:tenant/yaml',
    summary:
      "Save the Tenant's labels, annotations, finalizers and spec from YAML, against the version it was loaded at",
    tags,
    params: tenantParams,
    body: z.object({
      yaml: wellFormed(
        z
          .string()
          .trim()
          .min(1, 'The YAML is empty')
          .max(1024 * 1024),
      ),
    }),
    response: okResponseSchema,
  }),
  updateVersion: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/namespaces/:namespace/tenants/:tenant',
    summary: "Change a tenant's MinIO image, its registry credentials and its Prometheus annotations",
    tags,
    params: tenantParams,
    body: tenantVersionUpdateSchema,
    response: okResponseSchema,
  }),
};
