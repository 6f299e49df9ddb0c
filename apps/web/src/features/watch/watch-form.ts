import { textSchema, type WatchQuery } from '@granary/contract';
import { z } from 'zod';

const affix = textSchema.refine((value) => value.length <= 1024, 'must be at most 1,024 characters');

/** Spec 2 §2 Watch: a bucket from the list, Prefix, Suffix (§5: Watch needs a bucket from the list). */
export const watchFormSchema = (buckets: string[]) =>
  z.object({
    bucket: z.string().refine((value) => buckets.includes(value), 'Select a bucket from the list'),
    prefix: affix,
    suffix: affix,
  });
export type WatchFormValues = { bucket: string; prefix: string; suffix: string };

/** The socket's query: prefix and suffix only when filled in; every kind of change. */
export const toWatchQuery = (values: WatchFormValues): WatchQuery => ({
  events: 'put,get,delete',
  ...(values.prefix ? { prefix: values.prefix } : {}),
  ...(values.suffix ? { suffix: values.suffix } : {}),
});
