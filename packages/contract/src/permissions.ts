import { z } from 'zod';
import { nameTextSchema, objectPrefixSchema, textSchema } from './names.ts';

export const permissionQuerySchema = z.object({
  id: nameTextSchema,
  action: z.string().regex(/^[a-zA-Z0-9-]+:[a-zA-Z0-9*?]+$/, 'action must look like "s3:GetObject"'),
  bucket_name: textSchema.optional(),
  /** With bucket_name and an object action: may the action apply to some key starting with this? */
  prefix: objectPrefixSchema.optional(),
});
export type PermissionQuery = z.infer<typeof permissionQuerySchema>;

export const hasPermissionRequestSchema = z
  .object({ actions: z.array(permissionQuerySchema).min(1, 'actions must not be empty').max(100) })
  .meta({ id: 'HasPermissionRequest' });
export type HasPermissionRequest = z.infer<typeof hasPermissionRequestSchema>;

export const hasPermissionResponseSchema = z
  .object({ permissions: z.array(z.object({ id: z.string(), can: z.boolean() })) })
  .meta({ id: 'HasPermissionResponse' });
export type HasPermissionResponse = z.infer<typeof hasPermissionResponseSchema>;
