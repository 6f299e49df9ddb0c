import { z } from 'zod';

export const apiErrorSchema = z
  .object({
    code: z.string().describe('Stable machine-readable code, e.g. "invalid_session" or MinIO\'s own code'),
    message: z.string(),
    detailedMessage: z.string(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
