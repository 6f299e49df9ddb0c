import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';

export const pendingChangeSchema = z.object({
  /** `notify_redis:primary`, `api`, … */
  config: z.string(),
  recordedAt: z.string(),
  by: z.string(),
});
export type PendingChange = z.infer<typeof pendingChangeSchema>;

/** Changes saved since MinIO last started that it applies only after a restart. */
export const restartStatusResponseSchema = z
  .object({ restartRequired: z.boolean(), pending: z.array(pendingChangeSchema) })
  .meta({ id: 'RestartStatusResponse' });
export type RestartStatusResponse = z.infer<typeof restartStatusResponseSchema>;

export const restartResponseSchema = z.object({ restartedAt: z.string() }).meta({ id: 'RestartResponse' });
export type RestartResponse = z.infer<typeof restartResponseSchema>;

const tags = ['service'];

/** Spec 3 "Server restart banner" and `POST /api/v1/service/restart`. */
export const serviceEndpoints = {
  restartStatus: defineEndpoint({
    method: 'GET',
    path: '/api/v1/service/restart',
    summary: 'Whether saved configuration waits for a MinIO restart',
    tags,
    response: restartStatusResponseSchema,
  }),
  restart: defineEndpoint({
    method: 'POST',
    path: '/api/v1/service/restart',
    summary: 'Restart every MinIO server; answers once MinIO is ready again',
    tags,
    response: restartResponseSchema,
  }),
};
