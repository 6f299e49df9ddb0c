import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

/**
 * Which KMS MinIO uses: its built-in single key (MINIO_KMS_SECRET_KEY), a KES server, MinIO's own KMS,
 * or a kind this version of Granary does not know.
 */
export const kmsKindSchema = z.enum(['builtin', 'kes', 'minkms', 'other']);
export type KmsKind = z.infer<typeof kmsKindSchema>;

export const kmsEndpointSchema = z.object({ url: z.string(), state: z.enum(['online', 'offline']) });
export type KmsEndpoint = z.infer<typeof kmsEndpointSchema>;

/** MinIO's KMS, or `configured: false` when MinIO runs without one (not an error: a choice). */
export const kmsStatusSchema = z
  .discriminatedUnion('configured', [
    z.object({ configured: z.literal(false) }),
    z.object({
      configured: z.literal(true),
      /** As MinIO names it: 'MinIO builtin', 'MinIO KES', 'MinIO KMS'. */
      name: z.string(),
      kind: kmsKindSchema,
      /** The key SSE-S3 and a bucket without its own key id use. */
      defaultKeyId: z.string(),
      endpoints: z.array(kmsEndpointSchema),
    }),
  ])
  .meta({ id: 'KmsStatus' });
export type KmsStatus = z.infer<typeof kmsStatusSchema>;

/**
 * A key and MinIO's check of it: a data key generated with it (encryption) and decrypted again
 * (decryption). An error is MinIO's text; decryption is not tried when encryption failed.
 */
export const kmsKeySchema = z.object({
  name: z.string(),
  /** When the KMS says (the built-in KMS does not). */
  createdAt: z.string().optional(),
  createdBy: z.string().optional(),
  encryptionError: z.string().optional(),
  decryptionError: z.string().optional(),
});
export type KmsKey = z.infer<typeof kmsKeySchema>;

export const kmsKeysResponseSchema = z.object({ keys: z.array(kmsKeySchema) }).meta({ id: 'KmsKeys' });
export type KmsKeysResponse = z.infer<typeof kmsKeysResponseSchema>;

const tags = ['kms'];

/** Issue 41 item 2: the KMS MinIO encrypts with, and its keys. */
export const kmsEndpoints = {
  status: defineEndpoint({
    method: 'GET',
    path: '/api/v1/kms/status',
    summary: 'The KMS MinIO uses: its name, default key and endpoints',
    tags,
    response: kmsStatusSchema,
  }),
  keys: defineEndpoint({
    method: 'GET',
    path: '/api/v1/kms/keys',
    summary: 'The KMS keys the policy lets the user list, each checked by MinIO',
    tags,
    response: kmsKeysResponseSchema,
  }),
};
