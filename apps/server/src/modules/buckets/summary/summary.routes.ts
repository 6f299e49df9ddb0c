import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BucketsRoutesOptions } from '../buckets-context.ts';

/** Bucket detail: access policy, encryption, versioning, quota, retention, object locking (spec 1 §7). */
export const bucketSummaryRoutes: FastifyPluginAsyncZod<BucketsRoutesOptions> = async () => {};
