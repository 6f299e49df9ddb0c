import { z } from 'zod';
import { listObjectsResponseSchema } from './objects.ts';

/**
 * A deep link to a folder gets its first rows drawn by the server into `#first-paint` (inside the app's
 * root), with the page they show as JSON in `#first-page`: the app starts from that page instead of
 * asking for it again, and draws over the server's rows once it can draw the whole page at once.
 */
export const firstPaintIds = { root: 'first-paint', data: 'first-page' } as const;

export const firstPageSchema = z.object({
  bucket: z.string(),
  prefix: z.string(),
  page: listObjectsResponseSchema,
});
export type FirstPage = z.infer<typeof firstPageSchema>;
